/// PNG files written byte by byte for the decoder tests: any colour type, bit depth and interlacing, the
/// pixel data in deflate "stored" blocks (no compression), so every variant libpng reads can be made here
/// without an encoder and the bytes are the same on every machine.
enum PNGFixture {
  /// The PNG colour types.
  enum ColorType: UInt8 {
    case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

    /// Samples per pixel.
    var channels: Int { [Self.gray: 1, .rgb: 3, .palette: 1, .grayAlpha: 2, .rgba: 4][self]! }
  }

  /// A `width` x `height` PNG whose pixel at (x, y) has the samples `sample(x, y)` (one per channel, each
  /// below `1 << bitDepth`; a palette index for `.palette`). `palette` is RGB triples, `transparency` the
  /// tRNS chunk's bytes (alpha per palette entry, or a 16-bit big-endian grey or RGB key).
  static func encode(
    width: Int, height: Int, colorType: ColorType, bitDepth: Int = 8, interlaced: Bool = false,
    palette: [UInt8] = [], transparency: [UInt8] = [], sample: (Int, Int) -> [Int]
  ) -> [UInt8] {
    var header = be32(width) + be32(height)
    header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    var raw: [UInt8] = []
    let passes: [(Int, Int, Int, Int)] =
      interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: width, by: dx))
      guard !xs.isEmpty else { continue }
      for y in stride(from: y0, to: height, by: dy) {
        raw.append(0)  // filter: none
        raw += packRow(xs.map { sample($0, y) }, bitDepth: bitDepth)
      }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header)
    if !palette.isEmpty { png += chunk("PLTE", palette) }
    if !transparency.isEmpty { png += chunk("tRNS", transparency) }
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return png
  }

  /// Samples packed big-endian at `bitDepth` bits each, the last byte padded with zero bits.
  static func packRow(_ pixels: [[Int]], bitDepth: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for sample in pixels.joined() {
      if bitDepth == 16 {
        bytes += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
        continue
      }
      accumulator = accumulator << bitDepth | sample
      bits += bitDepth
      if bits == 8 {
        bytes.append(UInt8(accumulator))
        accumulator = 0
        bits = 0
      }
    }
    if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
    return bytes
  }

  static func be32(_ value: Int) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(crc32(body)))
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + be32(Int(b << 16 | a))
  }

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }
}
