import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// Decoding a part of a JPEG (`ImageDecoder.decode(path:region:...)`): the pixels must be exactly those a
/// whole decode has at the same place, for every EXIF orientation and at reduced scales.
@Suite struct RegionDecodeTests {
  typealias Fixtures = ImageDecoderTests

  /// A 320 x 240 upright photo with detail everywhere: gradients in red and green, 4-pixel checks in blue.
  static func upright() -> UnsafeMutablePointer<SDL_Surface> {
    let s = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    let pixels = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<240 {
      for x in 0..<320 {
        let r = UInt32(x * 255 / 319)
        let g = UInt32(y * 255 / 239)
        let b: UInt32 = (x / 4 + y / 4) % 2 == 0 ? 255 : 0
        pixels[y * Int(s.pointee.pitch) / 4 + x] = 0xFF00_0000 | r << 16 | g << 8 | b
      }
    }
    return s
  }

  /// The JPEG file of the upright photo stored as `orientation` says (EXIF tag set accordingly).
  static func file(_ orientation: ExifOrientation) throws -> String {
    let stored = ImageOrienter.apply(orientation.inverse, to: upright())
    defer { SDL_FreeSurface(stored) }
    return Fixtures.write(try Fixtures.jpeg(stored, orientation: orientation.rawValue), "o\(orientation.rawValue).jpg")
  }

  /// The largest luma difference between `part` and the same pixels of `whole`.
  static func worstLumaDifference(part: ImageDecoder.Decoded, whole: ImageDecoder.Decoded) throws -> Int {
    let region = try #require(part.region)
    let p = try #require(part.planes)
    let w = try #require(whole.planes)
    // Photo pixels per decoded pixel.
    let k = Double(whole.nativeWidth) / Double(w.width)
    let x0 = Int((region.origin.x / k).rounded())
    let y0 = Int((region.origin.y / k).rounded())
    var worst = 0
    for y in 0..<p.height {
      for x in 0..<p.width {
        worst = max(worst, abs(Int(p.y[y * p.width + x]) - Int(w.y[(y0 + y) * w.width + x0 + x])))
      }
    }
    // Chroma too, where a part's 2 x 2 blocks line up with the whole decode's.
    if x0 % 2 == 0 && y0 % 2 == 0 {
      for y in 0..<p.height / 2 {
        for x in 0..<p.width / 2 {
          let at = (y0 / 2 + y) * w.chromaWidth + x0 / 2 + x
          worst = max(worst, abs(Int(p.u[y * p.chromaWidth + x]) - Int(w.u[at])))
          worst = max(worst, abs(Int(p.v[y * p.chromaWidth + x]) - Int(w.v[at])))
        }
      }
    }
    return worst
  }

  @Test(arguments: ExifOrientation.allCases)
  func aPartHasTheWholeDecodesPixelsInEveryOrientation(orientation: ExifOrientation) throws {
    let path = try Self.file(orientation)
    let whole = try ImageDecoder.decode(
      path: path, maxWidth: 320, maxHeight: 240, maxPixels: Fixtures.maxPixels, planar: true
    ).get()
    let asked = Rect(x0: 50, y0: 30, x1: 210, y1: 150)
    let part = try ImageDecoder.decode(
      path: path, region: asked, maxWidth: 320, maxHeight: 240, maxPixels: Fixtures.maxPixels, planar: true
    ).get()
    #expect(part.nativeWidth == 320 && part.nativeHeight == 240)
    let region = try #require(part.region)
    // The part holds what was asked (widened to whole blocks), at one decoded pixel per photo pixel.
    #expect(region.contains(asked), "\(region)")
    #expect(region.size.x < 200 && region.size.y < 140, "\(region)")
    #expect(Double(part.width) == region.size.x && Double(part.height) == region.size.y)
    #expect(try Self.worstLumaDifference(part: part, whole: whole) == 0)
  }

  @Test func aPartAtAReducedScale() throws {
    let path = try Self.file(.right)
    // Half the photo's scale: the JPEG's DCT 4/8.
    let whole = try ImageDecoder.decode(
      path: path, maxWidth: 160, maxHeight: 120, maxPixels: Fixtures.maxPixels, planar: true
    ).get()
    #expect(whole.width == 160 && whole.height == 120)
    let part = try ImageDecoder.decode(
      path: path, region: Rect(x0: 100, y0: 60, x1: 300, y1: 200), maxWidth: 160, maxHeight: 120,
      maxPixels: Fixtures.maxPixels, planar: true
    ).get()
    let region = try #require(part.region)
    #expect(abs(Double(part.width) * 2 - region.size.x) < 1e-9 && abs(Double(part.height) * 2 - region.size.y) < 1e-9)
    #expect(try Self.worstLumaDifference(part: part, whole: whole) == 0)
  }

  @Test func aPartAsColourMatchesTheWholeDecode() throws {
    let path = try Self.file(.down)
    let whole = try ImageDecoder.decode(path: path, maxWidth: 320, maxHeight: 240, maxPixels: Fixtures.maxPixels)
      .get()
    defer { whole.free() }
    let part = try ImageDecoder.decode(
      path: path, region: Rect(x0: 100, y0: 200, x1: 164, y1: 240), maxWidth: 320, maxHeight: 240,
      maxPixels: Fixtures.maxPixels
    ).get()
    defer { part.free() }
    let region = try #require(part.region)
    #expect(region.origin.x <= 100 && region.maxX == 164 && region.origin.y <= 200 && region.maxY == 240)
    var worst = 0
    for y in 0..<part.height {
      for x in 0..<part.width {
        let a = Fixtures.pixel(part.surface, x, y)
        let b = Fixtures.pixel(whole.surface, Int(region.origin.x) + x, Int(region.origin.y) + y)
        for shift in [0, 8, 16] as [UInt32] {
          worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
      }
    }
    #expect(worst == 0)
  }

  @Test(arguments: ExifOrientation.allCases)
  func aPartAtTheEdgeOfAnOddSizedPhotoAtAnOddScale(orientation: ExifOrientation) throws {
    // 321 x 243 upright; 3/8 of it is 120.4 x 91.1 pixels: odd sizes, blocks of 3 output pixels.
    let upright = SDL_CreateRGBSurfaceWithFormat(0, 321, 243, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    SDL_FillRect(upright, nil, 0xFF80_8080)
    let stored = ImageOrienter.apply(orientation.inverse, to: upright)
    defer { SDL_FreeSurface(stored) }
    let path = Fixtures.write(try Fixtures.jpeg(stored, orientation: orientation.rawValue), "odd.jpg")
    let asked = Rect(x0: 250, y0: 200, x1: 321, y1: 243)
    let part = try ImageDecoder.decode(
      path: path, region: asked, maxWidth: 121, maxHeight: 92, maxPixels: Fixtures.maxPixels, planar: true
    ).get()
    let region = try #require(part.region)
    // What was asked, but for at most one decoded pixel (8/3 photo pixels): an odd size is cut even to be
    // turned, and the last pixel may reach past the photo's edge by less than one.
    let pixel = 8.0 / 3
    let slack = pixel + 1e-9
    #expect(region.origin.x <= 250 + slack && region.origin.y <= 200 + slack, "\(region)")
    #expect(region.maxX >= 321 - slack && region.maxY >= 243 - slack, "\(region)")
    #expect(region.origin.x >= -slack && region.origin.y >= -slack, "\(region)")
    #expect(region.maxX <= 321 + slack && region.maxY <= 243 + slack, "\(region)")
    // Every decoded pixel spans the same 8/3 photo pixels.
    #expect(abs(Double(part.width) * pixel - region.size.x) < 1e-6, "\(region) \(part.width)")
    #expect(abs(Double(part.height) * pixel - region.size.y) < 1e-6, "\(region) \(part.height)")
  }

  @Test func aProgressiveJPEGDecodesOnlyWhole() throws {
    // The frame header turned from baseline (SOF0) to progressive (SOF2): libjpeg reads it as progressive.
    var bytes = try Fixtures.jpeg(Self.upright(), orientation: nil)
    let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[sof + 1] = 0xC2
    let path = Fixtures.write(bytes, "progressive.jpg")
    let result = ImageDecoder.decode(
      path: path, region: Rect(x0: 0, y0: 0, x1: 64, y1: 64), maxWidth: 320, maxHeight: 240,
      maxPixels: Fixtures.maxPixels, planar: true)
    guard case .failure(.unsupportedFormat) = result else {
      Issue.record("expected unsupportedFormat, got \(result)")
      return
    }
  }

  /// A 64 x 48 (stored) PNG of distinct pixels with an eXIf chunk saying `orientation`.
  static func png(_ orientation: ExifOrientation, interlaced: Bool = false) -> String {
    var bytes = PNGFixture.encode(width: 64, height: 48, colorType: .rgb, interlaced: interlaced) { x, y in
      [x * 4, y * 5, (x * 7 + y * 3) % 256]
    }
    let tiff: [UInt8] =
      Array("MM".utf8) + [
        0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation.rawValue), 0, 0, 0, 0, 0, 0,
      ]
    // After the signature (8 bytes) and IHDR (25).
    bytes.insert(contentsOf: PNGFixture.chunk("eXIf", tiff), at: 33)
    return Fixtures.write(bytes, "o\(orientation.rawValue)\(interlaced ? "i" : "").png")
  }

  @Test(arguments: [ExifOrientation.up, .right, .downMirrored])
  func aPNGsPartHasTheWholeDecodesPixels(orientation: ExifOrientation) throws {
    let path = Self.png(orientation)
    let whole = try ImageDecoder.decode(path: path, maxWidth: 64, maxHeight: 64, maxPixels: Fixtures.maxPixels).get()
    defer { whole.free() }
    #expect(whole.width == whole.nativeWidth && whole.height == whole.nativeHeight)
    let asked = Rect(x0: 10.5, y0: 8, x1: 30, y1: 20.2)
    let part = try ImageDecoder.decode(
      path: path, region: asked, maxWidth: whole.nativeWidth, maxHeight: whole.nativeHeight,
      maxPixels: Fixtures.maxPixels
    ).get()
    defer { part.free() }
    let region = try #require(part.region)
    // Widened to whole pixels, one decoded pixel each.
    #expect(region == Rect(x0: 10, y0: 8, x1: 30, y1: 21), "\(region)")
    #expect(part.width == 20 && part.height == 13)
    for y in 0..<part.height {
      for x in 0..<part.width {
        #expect(Fixtures.pixel(part.surface, x, y) == Fixtures.pixel(whole.surface, 10 + x, 8 + y), "\(x),\(y)")
      }
    }
  }

  @Test func aPNGsPartAtHalfScaleAveragesAsTheWholeDoes() throws {
    let path = Self.png(.up)
    let whole = try ImageDecoder.decode(path: path, maxWidth: 32, maxHeight: 24, maxPixels: Fixtures.maxPixels).get()
    defer { whole.free() }
    #expect(whole.width == 32 && whole.height == 24)
    let part = try ImageDecoder.decode(
      path: path, region: Rect(x0: 16, y0: 8, x1: 48, y1: 40), maxWidth: 32, maxHeight: 24,
      maxPixels: Fixtures.maxPixels
    ).get()
    defer { part.free() }
    #expect(part.width == 16 && part.height == 16)
    var worst = 0
    for y in 0..<16 {
      for x in 0..<16 {
        let a = Fixtures.pixel(part.surface, x, y)
        let b = Fixtures.pixel(whole.surface, 8 + x, 4 + y)
        for shift in [0, 8, 16] as [UInt32] {
          worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
      }
    }
    #expect(worst <= 1)
  }

  @Test func aPNGsPartStopsWhenCancelled() {
    var asked = 0
    let result = ImageDecoder.decode(
      path: Self.png(.up), region: Rect(x0: 0, y0: 30, x1: 8, y1: 40), maxWidth: 64, maxHeight: 48,
      maxPixels: Fixtures.maxPixels
    ) {
      asked += 1
      return true
    }
    #expect(asked >= 1)
    guard case .failure(.cancelled) = result else {
      Issue.record("expected cancelled, got \(result)")
      return
    }
  }

  @Test func interlacedAndTransparentPNGsDecodeOnlyWhole() {
    let transparent = Fixtures.write(
      PNGFixture.encode(width: 64, height: 48, colorType: .rgba) { x, y in [x * 4, y * 5, 0, 128] }, "alpha.png")
    for path in [Self.png(.up, interlaced: true), transparent] {
      let result = ImageDecoder.decode(
        path: path, region: Rect(x0: 0, y0: 0, x1: 8, y1: 8), maxWidth: 64, maxHeight: 48,
        maxPixels: Fixtures.maxPixels)
      guard case .failure(.unsupportedFormat) = result else {
        Issue.record("\(path): expected unsupportedFormat, got \(result)")
        continue
      }
    }
  }

  @Test func onlyJPEGsAndPNGsDecodeInParts() throws {
    let dir = Fixtures.tempDir()
    let s = Fixtures.marker()
    defer { SDL_FreeSurface(s) }
    #expect(SDL_SaveBMP_RW(s, SDL_RWFromFile(dir + "/m.bmp", "wb"), 1) == 0)
    let result = ImageDecoder.decode(
      path: dir + "/m.bmp", region: Rect(x0: 0, y0: 0, x1: 10, y1: 10), maxWidth: 64, maxHeight: 48,
      maxPixels: Fixtures.maxPixels)
    guard case .failure(.unsupportedFormat) = result else {
      Issue.record("expected unsupportedFormat, got \(result)")
      return
    }
  }

  @Test func aTruncatedJPEGsPartDecodesWhatIsThere() throws {
    var bytes = try Fixtures.jpeg(Self.upright(), orientation: nil)
    bytes.removeLast(bytes.count / 2)
    let path = Fixtures.write(bytes, "cut.jpg")
    func part(_ region: Rect) throws -> ImageDecoder.Decoded {
      try ImageDecoder.decode(
        path: path, region: region, maxWidth: 320, maxHeight: 240, maxPixels: Fixtures.maxPixels, planar: true
      ).get()
    }
    // A part within the half that is there reads no further than it: whole, nothing missing.
    let top = try part(Rect(x0: 0, y0: 0, x1: 64, y1: 64))
    #expect(top.region?.contains(Rect(x0: 0, y0: 0, x1: 64, y1: 64)) == true && !top.truncated)
    // A part past the cut decodes what libjpeg can give, and says the file is cut short.
    let bottom = try part(Rect(x0: 200, y0: 180, x1: 320, y1: 240))
    #expect(bottom.region != nil && bottom.truncated)
  }
}
