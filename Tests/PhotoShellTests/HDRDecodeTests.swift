import CAVIF
import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// PQ and HLG AVIFs on an SDR screen: an sRGB photo coded as HDR (`HDRFixture`: BT.2020, 203-nit reference
/// white, 10 and 12 bits) and decoded by sdlphoto shows the photo itself; `--colour-management off` shows the
/// code values as stored; an SDR AVIF is untouched; highlights roll off rather than clip.
@Suite struct HDRDecodeTests {
  static let (width, height) = (96, 64)
  static let photo = HDRFixture.photo(width: width, height: height)

  /// The mean difference per channel between `surface` and the sRGB colours `pixels` (row by row), 0...255.
  static func meanDifference(_ surface: UnsafeMutablePointer<SDL_Surface>, _ pixels: [[UInt8]]) -> Double {
    let w = Int(surface.pointee.w)
    var total = 0
    for (index, want) in pixels.enumerated() {
      let got = PNGDecoderTests.argb(surface, index % w, index / w)
      total += zip(got.dropFirst(), want).map { abs($0 - Int($1)) }.reduce(0, +)
    }
    return Double(total) / Double(3 * pixels.count)
  }

  /// `bytes` written as an AVIF and decoded by sdlphoto (managing colours or not), whole.
  static func decode(_ bytes: [UInt8], _ name: String, managed: Bool = true) throws -> ImageDecoder.Decoded {
    let path = ImageDecoderTests.write(bytes, name + ".avif")
    return try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: managed
    ).get()
  }

  @Test(arguments: [(HDRTransfer.pq, 10), (.pq, 12), (.hlg, 10), (.hlg, 12)])
  func anSRGBPhotoCodedAsHDRShowsAsItself(transfer: HDRTransfer, bitDepth: Int) throws {
    let bytes = HDRFixture.encode(
      Self.photo, width: Self.width, height: Self.height, transfer: transfer, bitDepth: bitDepth)
    let decoded = try Self.decode(bytes, "hdr-\(transfer)-\(bitDepth)")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    let difference = Self.meanDifference(decoded.surface, Self.photo)
    // Issue 30 asks 6/255 at most; the photo's own peak is measured (203 nits), so nothing rolls off and what
    // is left is the coding's rounding (10-bit BT.2020 codes, YUV at quantizer 0).
    #expect(difference < 6, "\(transfer) \(bitDepth)-bit: mean difference \(difference)")
    #expect(difference < 1.5, "\(transfer) \(bitDepth)-bit: mean difference \(difference)")
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func anSRGBPhotoCodedAsHDRHEICShowsAsItself(transfer: HDRTransfer) throws {
    // libheif decodes the 10-bit HEVC at its depth; x265 is lossy, so the coding's own error is larger.
    let bytes = HDRFixture.heic(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let path = ImageDecoderTests.write(bytes, "hdr-\(transfer).heic")
    let decoded = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels
    ).get()
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    let difference = Self.meanDifference(decoded.surface, Self.photo)
    #expect(difference < 6, "\(transfer): mean difference \(difference)")
    let unmanaged = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: false
    ).get()
    defer { unmanaged.free() }
    #expect(Self.meanDifference(unmanaged.surface, Self.photo) > 10, "as stored without colour management")
  }

  @Test(arguments: [(HDRTransfer.pq, 10), (.pq, 12), (.hlg, 10), (.hlg, 12)])
  func anSRGBPhotoCodedAsHDRJPEGXLShowsAsItself(transfer: HDRTransfer, bitDepth: Int) throws {
    // Lossless: what is left is the coding's rounding, as for AVIF.
    let bytes = HDRFixture.jxl(
      Self.photo, width: Self.width, height: Self.height, transfer: transfer, bitDepth: bitDepth)
    let path = ImageDecoderTests.write(bytes, "hdr-\(transfer)-\(bitDepth).jxl")
    let decoded = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels
    ).get()
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    let difference = Self.meanDifference(decoded.surface, Self.photo)
    #expect(difference < 1.5, "\(transfer) \(bitDepth)-bit: mean difference \(difference)")
    let unmanaged = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: false
    ).get()
    defer { unmanaged.free() }
    #expect(Self.meanDifference(unmanaged.surface, Self.photo) > 10, "as stored without colour management")
  }

  @Test(arguments: [(HDRTransfer.pq, false), (.hlg, false), (.pq, true)])
  func anSRGBPhotoCodedAsHDRPNGShowsAsItself(transfer: HDRTransfer, interlaced: Bool) throws {
    let bytes = HDRFixture.png(
      Self.photo, width: Self.width, height: Self.height, transfer: transfer, interlaced: interlaced)
    let path = ImageDecoderTests.write(bytes, "hdr-\(transfer)-\(interlaced).png")
    let decoded = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels
    ).get()
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    let difference = Self.meanDifference(decoded.surface, Self.photo)
    #expect(difference < 1.5, "\(transfer): mean difference \(difference)")
    // Unmanaged: the values as stored (16 bits scaled to 8); a part is refused (it decodes only whole).
    let unmanaged = try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: false
    ).get()
    defer { unmanaged.free() }
    #expect(Self.meanDifference(unmanaged.surface, Self.photo) > 10, "as stored without colour management")
    let part = ImageDecoder.decode(
      path: path, region: Rect(x0: 0, y0: 0, x1: 32, y1: 32), maxWidth: 64, maxHeight: 64,
      maxPixels: ImageDecoderTests.maxPixels)
    #expect(throws: PhotoLoadError.self) { try part.get() }
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func withColourManagementOffTheValuesShowAsStored(transfer: HDRTransfer) throws {
    let bytes = HDRFixture.encode(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let decoded = try Self.decode(bytes, "hdr-unmanaged-\(transfer)", managed: false)
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))", "still named")
    // Each channel is its 10-bit code value in 8 bits (libavif's own conversion), as before HDR was known.
    let stored = Self.photo.map {
      HDRFixture.codes($0, transfer: transfer, bitDepth: 10).map { UInt8(Int($0) * 255 / 1023) }
    }
    let difference = Self.meanDifference(decoded.surface, stored)
    #expect(difference < 1.5, "\(transfer): \(difference) from the stored values")
    // Far from the photo: PQ grey and flat, HLG (made to pass for SDR) less so.
    #expect(Self.meanDifference(decoded.surface, Self.photo) > (transfer == .pq ? 20 : 10), "as stored")
  }

  @Test func anSDRAVIFIsUnchanged() throws {
    let bytes = HDRFixture.encode(Self.photo, width: Self.width, height: Self.height, transfer: nil)
    let decoded = try Self.decode(bytes, "sdr")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "sRGB")
    // libavif's own 8-bit conversion, as without HDR support: the same pixels, managed or not.
    let unmanaged = try Self.decode(bytes, "sdr-unmanaged", managed: false)
    defer { unmanaged.free() }
    #expect(Self.meanDifference(decoded.surface, Self.photo) < 1)
    let same = (0..<Self.height).allSatisfy { y in
      (0..<Self.width).allSatisfy {
        PNGDecoderTests.argb(decoded.surface, $0, y) == PNGDecoderTests.argb(unmanaged.surface, $0, y)
      }
    }
    #expect(same)
  }

  @Test func highlightsRollOffInsteadOfClipping() throws {
    // A PQ ramp of greys from 100 to 1000 nits, and a 1000-nit BT.2020 red: the ramp keeps rising to white
    // at its end (BT.2390's curve flattens toward the peak: its last fifth is white), where clipping at
    // reference white would make all but its first five steps white; the red stays red.
    let steps = 48
    var codes: [UInt16] = []
    for step in 0..<steps {
      let nits = 100 + 900 * Double(step) / Double(steps - 1)
      codes += Array(repeating: UInt16((PQCurve.signal(nits: nits) * 1023).rounded()), count: 3)
    }
    let red = UInt16((PQCurve.signal(nits: 1000) * 1023).rounded())
    codes += Array(repeating: [red, 0, 0], count: steps).flatMap { $0 }
    let bytes = HDRFixture.encode(codes, width: steps, height: 2, bitDepth: 10, cicp: (9, 16, 9))
    let decoded = try Self.decode(bytes, "pq-highlights")
    defer { decoded.free() }
    let ramp = (0..<steps).map { PNGDecoderTests.argb(decoded.surface, $0, 0)[1] }
    #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 <= $1 }, "ramp \(ramp)")
    #expect(ramp.firstIndex(of: 255)! >= steps * 7 / 10, "ramp \(ramp)")
    #expect(Set(ramp).count >= 24, "ramp \(ramp)")
    #expect(ramp[0] < 200, "100 nits is below reference white: \(ramp[0])")
    let shown = PNGDecoderTests.argb(decoded.surface, steps / 2, 1)
    #expect(shown[1] == 255 && shown[2] < 10 && shown[3] < 90, "red \(shown)")
  }

  @Test func aBandAtATimeGivesTheWholeImagesPixels() throws {
    // 4:2:0 (chroma shared by two rows) and an odd height: bands of two rows at a time, and the whole image at
    // once, tone-map to the same pixels.
    let (w, h) = (40, 37)
    let photo = HDRFixture.photo(width: w, height: h)
    let bytes = HDRFixture.encode(photo, width: w, height: h, transfer: .pq, format: AVIF_PIXEL_FORMAT_YUV420)
    let decoder = try #require(dl_avifDecoderCreate())
    defer { dl_avifDecoderDestroy(decoder) }
    try bytes.withUnsafeBufferPointer { buffer in
      #expect(dl_avifDecoderSetIOMemory(decoder, buffer.baseAddress, buffer.count) == AVIF_RESULT_OK)
      #expect(dl_avifDecoderParse(decoder) == AVIF_RESULT_OK)
      #expect(dl_avifDecoderNextImage(decoder) == AVIF_RESULT_OK)
      let image = try #require(decoder.pointee.image)
      let surfaces = try [1, 1 << 30].map { bandBytes in
        let surface = try #require(
          SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        #expect(
          AVIFDecoder.toneMap(image, transfer: .pq, alpha: false, into: surface, bandBytes: bandBytes) == AVIF_RESULT_OK
        )
        return surface
      }
      defer { surfaces.forEach { SDL_FreeSurface($0) } }
      let differing = (0..<h).flatMap { y in (0..<w).map { (x: $0, y: y) } }.filter {
        PNGDecoderTests.argb(surfaces[0], $0.x, $0.y) != PNGDecoderTests.argb(surfaces[1], $0.x, $0.y)
      }
      #expect(differing.isEmpty, "\(differing.count) pixels differ, first \(differing.first.map { "\($0)" } ?? "")")
    }
  }

  @Test func theOverlayNamesHDRAndADisplayProfileConvertsFromSRGB() {
    // The plan for a tone-mapped photo: nothing more on an sRGB display; named HDR either way.
    let plan = ColorConversion.plan(for: .coded(primaries: 9, transfer: 16), managed: true, path: "x.avif")
    #expect(plan.name == "HDR (PQ)")
    #expect(plan.profile == nil || !ColorConversion.displayProfileSet)
    let off = ColorConversion.plan(for: .coded(primaries: 9, transfer: 18), managed: false, path: "x.avif")
    #expect(off.name == "HDR (HLG)" && off.profile == nil)
  }
}
