import Foundation

/// The bytes of bad input for the hostile-album tests, made in code (nothing here is committed as a binary):
/// real photos written by SDL2_image and cut short, headers that lie about their size, EXIF that lies
/// about its orientation, and a GIF and a WebP by hand.
enum HostileFiles {
  /// A `width` x `height` gradient (so it does not compress to nothing), encoded as PNG or JPEG by `ext`.
  static func photo(_ ext: String, width: Int = 320, height: Int = 240, in dir: String) throws -> [UInt8] {
    let path = dir + "/.encode-\(UUID().uuidString.prefix(8)).\(ext)"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Pixels.write(path, width: width, height: height) { x, y in
      Pixels.RGB(r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)), b: UInt8((x + y) % 256))
    }
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// A 2 x 1 GIF89a (red, blue) written byte by byte.
  static let gif: [UInt8] =
    Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0, 255, 0, 0, 0, 0, 255]
    + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0, 2, 2, 0x44, 0x0A, 0, 0x3B]

  /// A WebP of a PNG made by `cwebp` (Debian's `webp` package), or nil when `cwebp` is not installed.
  static func webp(fromPNG png: [UInt8], in dir: String) -> [UInt8]? {
    let cwebp = "/usr/bin/cwebp"
    guard FileManager.default.isExecutableFile(atPath: cwebp) else { return nil }
    let input = dir + "/.webp-in.png"
    let output = dir + "/.webp-out.webp"
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: output)
    }
    FileManager.default.createFile(atPath: input, contents: Data(png))
    let arguments = ["-quiet", input, "-o", output]
    guard let process = try? Process.run(URL(fileURLWithPath: cwebp), arguments: arguments) else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output) else { return nil }
    return [UInt8](data)
  }

  /// The first `count` bytes of `bytes`.
  static func cut(_ bytes: [UInt8], at count: Int) -> [UInt8] { Array(bytes.prefix(count)) }

  /// A PNG that is only a signature, an IHDR claiming `width` x `height` (8-bit RGBA) and IEND, with valid CRCs.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    let ihdr = be32(width) + be32(height) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IEND", [])
  }

  /// A JPEG that is only SOI, JFIF APP0, a baseline SOF0 claiming `width` x `height` (3 components) and EOI.
  static func jpegHeader(width: UInt16, height: UInt16) -> [UInt8] {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
    let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return [0xFF, 0xD8] + app0 + sof + [0xFF, 0xD9]
  }

  /// A big-endian TIFF structure whose IFD0 holds one orientation entry of `value`.
  static func tiff(orientation value: UInt16) -> [UInt8] {
    Array("MM".utf8) + be16(42) + be32(8) + be16(1) + be16(0x0112) + be16(3) + be32(1) + be16(value) + [0, 0] + be32(0)
  }

  /// A TIFF structure whose IFD0 offset points far past its end.
  static let corruptIFD: [UInt8] = Array("MM".utf8) + be16(42) + be32(0xFFFF_FF00) + be16(1) + [0x01, 0x12, 0, 3]

  /// `jpeg` with an Exif APP1 segment holding `tiff` right after SOI.
  static func withExif(_ jpeg: [UInt8], tiff: [UInt8]) -> [UInt8] {
    let payload = Array("Exif\0\0".utf8) + tiff
    return Array(jpeg.prefix(2)) + [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload + Array(jpeg.dropFirst(2))
  }

  /// `count` bytes from a fixed-seed generator (the same on every run).
  static func randomBytes(_ count: Int, seed: UInt64 = 0x5EED) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
  static func be32(_ v: UInt32) -> [UInt8] { be16(UInt16(v >> 16)) + be16(UInt16(v & 0xFFFF)) }

  /// A PNG chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  /// CRC-32 (ISO 3309, as PNG uses it), bit by bit.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
