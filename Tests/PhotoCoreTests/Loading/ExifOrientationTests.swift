import Testing

@testable import PhotoCore

@Suite struct ExifOrientationTests {
  /// A TIFF structure with IFD0 holding one orientation entry.
  static func tiff(_ value: Int, littleEndian: Bool = false, type: Int = 3) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
    }
    func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
    let order: [UInt8] = littleEndian ? Array("II".utf8) : Array("MM".utf8)
    let entry = u16(0x0112) + u16(type) + u32(1) + u16(value) + [0, 0]
    return order + u16(42) + u32(8) + u16(1) + entry + u32(0)
  }

  /// A JPEG whose APP1 carries `tiff` (after an APP0 segment, as cameras write).
  static func jpeg(_ tiff: [UInt8]) -> [UInt8] {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
    let payload = Array("Exif\0\0".utf8) + tiff
    let length = payload.count + 2
    return [0xFF, 0xD8] + app0 + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xDA, 0, 2]
  }

  @Test(arguments: 1...8) func readsEveryOrientationFromAJPEG(value: Int) {
    #expect(ExifOrientation.read(from: Self.jpeg(Self.tiff(value)), kind: .jpeg).rawValue == value)
    #expect(ExifOrientation.read(from: Self.jpeg(Self.tiff(value, littleEndian: true)), kind: .jpeg).rawValue == value)
  }

  @Test func outOfRangeValuesAndBrokenIFDsMeanUpright() {
    #expect(ExifOrientation.read(from: Self.jpeg(Self.tiff(0)), kind: .jpeg) == .up)
    #expect(ExifOrientation.read(from: Self.jpeg(Self.tiff(9)), kind: .jpeg) == .up)
    #expect(ExifOrientation.read(from: Self.jpeg(Self.tiff(6, type: 4)), kind: .jpeg) == .up)  // wrong type
    var broken = Self.tiff(6)
    broken[7] = 200  // IFD offset past the end
    #expect(ExifOrientation.read(from: Self.jpeg(broken), kind: .jpeg) == .up)
    #expect(ExifOrientation.read(from: [0xFF, 0xD8], kind: .jpeg) == .up)
    #expect(ExifOrientation.read(from: [], kind: .jpeg) == .up)
  }

  @Test func everyTruncationOfAValidHeaderIsSafe() {
    let full = Self.jpeg(Self.tiff(6))
    for n in 0...full.count {
      let value = ExifOrientation.read(from: Array(full.prefix(n)), kind: .jpeg)
      #expect(value == .up || value == .right)
    }
    #expect(ExifOrientation.read(from: full, kind: .jpeg) == .right)
  }

  @Test func readsPNGAndWebPChunks() {
    let t = Self.tiff(8)
    let len = t.count
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [0, 0, 0, 13] + Array("IHDR".utf8)
      + Array(repeating: 0, count: 13) + [0, 0, 0, 0] + [0, 0, UInt8(len >> 8), UInt8(len & 0xFF)] + Array("eXIf".utf8)
      + t + [0, 0, 0, 0]
    #expect(ExifOrientation.read(from: png, kind: .png) == .left)
    let chunk = Array("EXIF".utf8) + [UInt8(len & 0xFF), UInt8(len >> 8), 0, 0] + t
    let webp =
      Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8) + [10, 0, 0, 0]
      + Array(repeating: 0, count: 10) + chunk
    #expect(ExifOrientation.read(from: webp, kind: .webp) == .left)
    #expect(ExifOrientation.left.swapsAxes && !ExifOrientation.down.swapsAxes)
  }

  @Test func randomBytesNeverCrash() {
    var rng = PhysicsRNG(seed: 7)
    for _ in 0..<2000 {
      var bytes = Self.jpeg(Self.tiff(Int.random(in: 0...9, using: &rng)))
      for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
      _ = ExifOrientation.read(from: bytes, kind: .jpeg)
      _ = ImageHeader.dimensions(of: bytes, kind: .jpeg)
    }
  }
}

@Suite struct ImageHeaderTests {
  @Test func pngClaimingAHugeSizeIsReadWithoutDecoding() {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    png += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0]  // 100000 x 100000
    #expect(ImageHeader.dimensions(of: png, kind: .png)! == (100_000, 100_000))
  }

  @Test func jpegSizeComesFromTheFrameHeader() {
    let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0x0F, 0xA0, 0x17, 0x70] + Array(repeating: 0, count: 12)
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0] + sof + [0xFF, 0xDA]
    #expect(ImageHeader.dimensions(of: jpeg, kind: .jpeg)! == (6000, 4000))
    #expect(ImageHeader.dimensions(of: Array(jpeg.prefix(12)), kind: .jpeg) == nil)
  }

  @Test func gifBmpWebpQoi() {
    #expect(ImageHeader.dimensions(of: Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00], kind: .gif)! == (320, 240))
    var bmp = Array("BM".utf8) + Array(repeating: 0, count: 12) + [40, 0, 0, 0]
    bmp += [0x80, 0x02, 0, 0] + [0x20, 0xFE, 0xFF, 0xFF]  // 640 wide, -480 (top-down)
    #expect(ImageHeader.dimensions(of: bmp, kind: .bmp)! == (640, 480))
    let vp8x =
      Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0] + [
        0x9F, 0x0F, 0x00, 0x9F, 0x0F, 0x00,
      ]
    #expect(ImageHeader.dimensions(of: vp8x, kind: .webp)! == (4000, 4000))
    #expect(ImageHeader.dimensions(of: Array("qoif".utf8) + [0, 0, 1, 0, 0, 0, 0, 64], kind: .qoi)! == (256, 64))
  }

  @Test func tiffPnmAndSvgSizes() {
    // Little-endian TIFF, IFD at 8 with ImageWidth (SHORT 640) and ImageLength (LONG 70000).
    let tiff: [UInt8] =
      Array("II".utf8) + [42, 0, 8, 0, 0, 0, 2, 0]
      + [0, 1, 3, 0, 1, 0, 0, 0, 0x80, 0x02, 0, 0] + [1, 1, 4, 0, 1, 0, 0, 0, 0x70, 0x11, 0x01, 0]
    #expect(ImageHeader.dimensions(of: tiff, kind: .tiff)! == (640, 70000))
    #expect(
      ImageHeader.dimensions(of: Array("P6\n# comment\n100000 100000\n255\n".utf8), kind: .pnm)! == (100_000, 100_000))
    let svg = Array(
      "<?xml version='1.0'?>\n<svg xmlns='http://www.w3.org/2000/svg' width='100000' height=\"100000px\">".utf8)
    #expect(ImageHeader.dimensions(of: svg, kind: .svg)! == (100_000, 100_000))
    #expect(
      ImageHeader.dimensions(of: Array("<svg width='1e300' height='5'>".utf8), kind: .svg)! == (1_000_000_000_000, 5))
    #expect(ImageHeader.dimensions(of: Array("<svg viewBox='0 0 10 10'>".utf8), kind: .svg) == nil)
  }

  @Test func rectanglesTurnUprightAndBack() {
    // A 400 x 300 stored image; its top-left 10 x 20 corner.
    let corner = Rect(x0: 0, y0: 0, x1: 10, y1: 20)
    #expect(ExifOrientation.up.upright(corner, width: 400, height: 300) == corner)
    #expect(
      ExifOrientation.upMirrored.upright(corner, width: 400, height: 300) == Rect(x0: 390, y0: 0, x1: 400, y1: 20))
    #expect(ExifOrientation.down.upright(corner, width: 400, height: 300) == Rect(x0: 390, y0: 280, x1: 400, y1: 300))
    // Turned a quarter right (a portrait shot held sideways), the stored top-left lands top-right.
    #expect(ExifOrientation.right.upright(corner, width: 400, height: 300) == Rect(x0: 280, y0: 0, x1: 300, y1: 10))
    #expect(ExifOrientation.left.upright(corner, width: 400, height: 300) == Rect(x0: 0, y0: 390, x1: 20, y1: 400))
    let part = Rect(x0: 30, y0: 40, x1: 130, y1: 90)
    for orientation in ExifOrientation.allCases {
      let upright = orientation.upright(part, width: 400, height: 300)
      let (w, h) = orientation.swapsAxes ? (300.0, 400.0) : (400.0, 300.0)
      #expect(orientation.inverse.upright(upright, width: w, height: h) == part, "\(orientation)")
    }
  }
}
