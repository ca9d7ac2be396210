import CJPEG
import CSDL2
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// PQ and HLG said by an ICC profile's `cicp` tag (`HDRFixture+Profile`), checked against the same picture
/// said by `cICP`, the path already checked against the photo itself (`HDRDecodeTests`): a PNG whose `iCCP`
/// says PQ or HLG is tone-mapped to the same pixels and named alike, whether or not Little CMS could convert
/// through its profile (the tone-mapped pixels are sRGB: the profile is not applied on top); unmanaged, its
/// values show as stored.
@Suite struct HDRProfileTests {
  static let (width, height) = (HDRDecodeTests.width, HDRDecodeTests.height)
  static let photo = HDRDecodeTests.photo

  /// The file `bytes` (a PNG unless `ext` says otherwise) written as `name` and decoded whole by sdlphoto
  /// (managing colours or not).
  static func decode(
    _ bytes: [UInt8], _ name: String, ext: String = "png", managed: Bool = true
  ) throws -> ImageDecoder.Decoded {
    let path = ImageDecoderTests.write(bytes, name + "." + ext)
    return try ImageDecoder.decode(
      path: path, maxWidth: 4096, maxHeight: 4096, maxPixels: ImageDecoderTests.maxPixels, managesColour: managed
    ).get()
  }

  /// The pixels of `surface` (ARGB8888) that differ from `other`'s.
  static func differing(
    _ surface: UnsafeMutablePointer<SDL_Surface>, _ other: UnsafeMutablePointer<SDL_Surface>
  )
    -> Int
  {
    (0..<height).reduce(0) { count, y in
      count + (0..<width).filter { PNGDecoderTests.argb(surface, $0, y) != PNGDecoderTests.argb(other, $0, y) }.count
    }
  }

  @Test(arguments: [(HDRTransfer.pq, false), (.pq, true), (.hlg, false), (.hlg, true)])
  func aPNGWhoseProfileSaysHDRShowsAsTheSameCodedWithCICP(transfer: HDRTransfer, colorants: Bool) throws {
    let coded = HDRFixture.png(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let profile = HDRFixture.profile(transfer: transfer, colorants: colorants)
    let profiled = HDRFixture.withProfile(coded, profile)
    guard case .compressedICCProfile? = ColorDescription.read(profiled, kind: .png) else {
      Issue.record("the PNG's iCCP is not read")
      return
    }
    let oracle = try Self.decode(coded, "cicp-\(transfer)")
    defer { oracle.free() }
    let decoded = try Self.decode(profiled, "icc-\(transfer)-\(colorants)")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    #expect(decoded.toneMapped)
    #expect(Self.differing(decoded.surface, oracle.surface) == 0, "tone-mapped as the cICP PNG is")
    let difference = HDRDecodeTests.meanDifference(decoded.surface, Self.photo)
    #expect(difference < 1.5, "\(transfer): mean difference \(difference) from the photo")
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func withColourManagementOffItsValuesShowAsStored(transfer: HDRTransfer) throws {
    let coded = HDRFixture.png(Self.photo, width: Self.width, height: Self.height, transfer: transfer)
    let profiled = HDRFixture.withProfile(coded, HDRFixture.profile(transfer: transfer, colorants: true))
    let oracle = try Self.decode(coded, "cicp-off-\(transfer)", managed: false)
    defer { oracle.free() }
    let decoded = try Self.decode(profiled, "icc-off-\(transfer)", managed: false)
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))", "still named")
    #expect(!decoded.toneMapped)
    #expect(Self.differing(decoded.surface, oracle.surface) == 0)
    #expect(HDRDecodeTests.meanDifference(decoded.surface, Self.photo) > 10, "as stored")
  }

  @Test func aPlanForAnHDRProfileNamesItWhetherLittleCMSCanReadItOrNot() {
    for colorants in [false, true] {
      let profile = HDRFixture.profile(transfer: .pq, colorants: colorants)
      let plan = ColorConversion.plan(for: .iccProfile(profile), managed: true, path: "x.png")
      #expect(plan.name == "HDR (PQ)", "colorants \(colorants)")
    }
  }
}

/// An 8-bit JPEG whose ICC profile says PQ or HLG (its `cicp` tag) is tone-mapped as a PNG's is, not shown as
/// its raw signal: the same picture coded at 8 bits, written by libjpeg-turbo at quality 100 with the profile in
/// APP2 (where Pillow and libjxl's tools put one). By hand, libjxl's testdata `jxl/hdr_room.png` (HLG, its
/// profile libjxl's) saved by Pillow as JPEG, WebP and TIFF shows within 3 of 255 of the PNG's own tone map.
@Suite struct HDRProfileJPEGTests {
  static let (width, height) = (HDRDecodeTests.width, HDRDecodeTests.height)

  /// A JPEG of `photo` coded as `transfer` at 8 bits, with `profile` in its APP2 ICC_PROFILE segment.
  static func jpeg(transfer: HDRTransfer, profile: [UInt8]) -> [UInt8] {
    var argb = [UInt8]()
    for srgb in HDRDecodeTests.photo {
      let codes = HDRFixture.codes(srgb, transfer: transfer, bitDepth: 8).map { UInt8(min($0, 255)) }
      argb += [codes[2], codes[1], codes[0], 255]
    }
    var bytes: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 200)
    let written = sdlphoto_jpeg_write(
      argb, UInt32(width), UInt32(height), width * 4, 100, &bytes, &size, &message)
    defer { free(bytes) }
    precondition(written == 0, String(cString: message))
    let jpeg = [UInt8](UnsafeBufferPointer(start: bytes, count: Int(size)))
    let payload = Array("ICC_PROFILE\0".utf8) + [1, 1] + profile
    let length = payload.count + 2
    return Array(jpeg[0..<2]) + [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg[2...]
  }

  @Test(arguments: [HDRTransfer.pq, .hlg])
  func aJPEGWhoseProfileSaysHDRIsToneMapped(transfer: HDRTransfer) throws {
    let bytes = Self.jpeg(transfer: transfer, profile: HDRFixture.profile(transfer: transfer, colorants: true))
    let decoded = try HDRProfileTests.decode(bytes, "hdr-\(transfer)", ext: "jpg")
    defer { decoded.free() }
    #expect(decoded.colorSpace == "HDR (\(transfer.rawValue))")
    #expect(decoded.toneMapped)
    let difference = HDRDecodeTests.meanDifference(decoded.surface, HDRDecodeTests.photo)
    #expect(difference < 6, "\(transfer): mean difference \(difference) from the photo")
    // Unmanaged, its signal shows as stored: far from the photo.
    let raw = try HDRProfileTests.decode(bytes, "hdr-raw-\(transfer)", ext: "jpg", managed: false)
    defer { raw.free() }
    #expect(!raw.toneMapped && HDRDecodeTests.meanDifference(raw.surface, HDRDecodeTests.photo) > 10)
  }
}
