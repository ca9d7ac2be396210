/// A photo's pixel dimensions read from its header, before anything is decoded: decompression bombs (a tiny
/// file claiming 100000 x 100000 pixels) are refused before any memory is allocated for them.
public enum ImageHeader {
  /// The width and height recorded in `bytes` (the start of a file of `kind`), or nil when the header is
  /// missing, truncated or of a format whose size is not read here.
  public static func dimensions(of bytes: [UInt8], kind: ImageKind) -> (width: Int, height: Int)? {
    switch kind {
    case .png: return png(bytes)
    case .gif: return gif(bytes)
    case .bmp: return bmp(bytes)
    case .webp: return webp(bytes)
    case .jpeg: return jpeg(bytes)
    case .qoi: return qoi(bytes)
    default: return nil
    }
  }

  static func png(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b)
    guard r.matches("IHDR", at: 12), let w = r.u32(16), let h = r.u32(20) else { return nil }
    return (w, h)
  }

  static func gif(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b, littleEndian: true)
    guard let w = r.u16(6), let h = r.u16(8) else { return nil }
    return (w, h)
  }

  static func bmp(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b, littleEndian: true)
    guard let headerSize = r.u32(14) else { return nil }
    if headerSize == 12, let w = r.u16(18), let h = r.u16(20) { return (w, h) }
    guard let w = r.u32(18), let h = r.u32(22) else { return nil }
    // Height is signed (negative = top-down).
    let height = h > 0x7FFF_FFFF ? 0x1_0000_0000 - h : h
    return (w > 0x7FFF_FFFF ? 0x1_0000_0000 - w : w, height)
  }

  static func qoi(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b)
    guard let w = r.u32(4), let h = r.u32(8) else { return nil }
    return (w, h)
  }

  static func webp(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b, littleEndian: true)
    if r.matches("VP8X", at: 12), let a = r.u16(24), let a2 = r.u8(26), let c = r.u16(27), let c2 = r.u8(29) {
      return ((a | a2 << 16) + 1, (c | c2 << 16) + 1)
    }
    if r.matches("VP8L", at: 12), let bits = r.u32(21) {
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    }
    if r.matches("VP8 ", at: 12), let w = r.u16(26), let h = r.u16(28) {
      return (w & 0x3FFF, h & 0x3FFF)
    }
    return nil
  }

  /// The first start-of-frame segment's size.
  static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
    let r = ByteReader(b)
    guard r.u16(0) == 0xFFD8 else { return nil }
    var offset = 2
    while let marker = r.u16(offset), marker >> 8 == 0xFF {
      let type = marker & 0xFF
      if type == 0xFF || type == 0x01 || (0xD0...0xD8).contains(type) {
        offset += type == 0xFF ? 1 : 2
        continue
      }
      if type == 0xDA || type == 0xD9 { return nil }
      guard let length = r.u16(offset + 2), length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(type) && type != 0xC4 && type != 0xC8 && type != 0xCC
      if isFrame, let h = r.u16(offset + 5), let w = r.u16(offset + 7) { return (w, h) }
      offset += 2 + length
    }
    return nil
  }
}
