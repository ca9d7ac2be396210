/// Bounds-checked reads from untrusted bytes: every read returns nil past the end, never traps.
struct ByteReader {
  let bytes: [UInt8]
  /// Multi-byte values are little-endian when true (TIFF "II"), big-endian otherwise.
  var littleEndian = false

  init(_ bytes: [UInt8], littleEndian: Bool = false) {
    self.bytes = bytes
    self.littleEndian = littleEndian
  }

  func u8(_ offset: Int) -> Int? {
    guard offset >= 0, offset < bytes.count else { return nil }
    return Int(bytes[offset])
  }

  func u16(_ offset: Int) -> Int? {
    guard let a = u8(offset), let b = u8(offset + 1) else { return nil }
    return littleEndian ? a | b << 8 : a << 8 | b
  }

  func u32(_ offset: Int) -> Int? {
    guard let a = u16(offset), let b = u16(offset + 2) else { return nil }
    return littleEndian ? a | b << 16 : a << 16 | b
  }

  /// Whether the bytes at `offset` spell `ascii`.
  func matches(_ ascii: String, at offset: Int) -> Bool {
    let expected = Array(ascii.utf8)
    guard offset >= 0, offset + expected.count <= bytes.count else { return false }
    return Array(bytes[offset..<offset + expected.count]) == expected
  }
}
