import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// The quick stand-in: a JPEG's embedded EXIF thumbnail, read from the head of the file.
@Suite struct PreviewDecoderTests {
  /// A 640 x 480 green JPEG carrying EXIF `orientation` and an embedded `thumbW` x `thumbH` magenta thumbnail
  /// (a colour the photo does not have, so a test can tell which one was decoded).
  static func photo(orientation: Int, thumbW: Int32 = 160, thumbH: Int32 = 120) throws -> String {
    let dir = ImageDecoderTests.tempDir()
    func jpegBytes(_ w: Int32, _ h: Int32, _ color: UInt32, _ name: String) throws -> [UInt8] {
      let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
      defer { SDL_FreeSurface(s) }
      SDL_FillRect(s, nil, color)
      #expect(IMG_SaveJPG(s, dir + "/" + name, 90) == 0)
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
    }
    var main = try jpegBytes(640, 480, 0xFF20_C040, "main.jpg")
    let thumb = try jpegBytes(thumbW, thumbH, 0xFFE0_20E0, "thumb.jpg")
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    // Big-endian TIFF: IFD0 at 8 (orientation), IFD1 at 26 (thumbnail offset and length), thumbnail at 56.
    var tiff: [UInt8] = Array("MM".utf8) + u16(42) + u32(8)
    tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(26)
    tiff += u16(2) + u16(0x0201) + u16(4) + u32(1) + u32(56) + u16(0x0202) + u16(4) + u32(1) + u32(thumb.count) + u32(0)
    tiff += thumb
    let payload = Array("Exif\0\0".utf8) + tiff
    main.insert(contentsOf: [0xFF, 0xE1] + u16(payload.count + 2) + payload, at: 2)
    let path = dir + "/photo.jpg"
    FileManager.default.createFile(atPath: path, contents: Data(main))
    return path
  }

  @Test func decodesTheEmbeddedThumbnailUprightWithThePhotosSize() throws {
    let decoded = try PreviewDecoder.decode(path: try Self.photo(orientation: 1), maxPixels: 1 << 30).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 160 && decoded.surface.pointee.h == 120)
    #expect(decoded.nativeWidth == 640 && decoded.nativeHeight == 480)
    let p = ImageDecoderTests.pixel(decoded.surface, 80, 60)
    #expect((p >> 16) & 0xFF > 180 && (p >> 8) & 0xFF < 80 && p & 0xFF > 180, "magenta, got \(String(p, radix: 16))")
  }

  @Test func turnsTheThumbnailAsTheOrientationSays() throws {
    let decoded = try PreviewDecoder.decode(path: try Self.photo(orientation: 6), maxPixels: 1 << 30).get()
    defer { decoded.free() }
    #expect(decoded.surface.pointee.w == 120 && decoded.surface.pointee.h == 160)
    #expect(decoded.nativeWidth == 480 && decoded.nativeHeight == 640)
  }

  @Test func aThumbnailOfAnotherShapeOrNoneGivesNoPreview() throws {
    // 160 x 160 for a 4:3 photo (padded, or a crop): not a faithful stand-in.
    #expect(throws: PhotoLoadError.self) {
      try PreviewDecoder.decode(path: try Self.photo(orientation: 1, thumbW: 160, thumbH: 160), maxPixels: 1 << 30)
        .get()
    }
    let plain = ImageDecoderTests.write(try ImageDecoderTests.jpeg(ImageDecoderTests.marker(), orientation: 1), "p.jpg")
    #expect(throws: PhotoLoadError.self) { try PreviewDecoder.decode(path: plain, maxPixels: 1 << 30).get() }
    #expect(throws: PhotoLoadError.self) {
      try PreviewDecoder.decode(path: "/nonexistent.jpg", maxPixels: 1 << 30).get()
    }
  }
}
