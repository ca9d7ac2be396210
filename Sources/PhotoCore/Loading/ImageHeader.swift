/// A photo's pixel dimensions read from its header, before anything is decoded: decompression bombs (a tiny
/// file claiming 100000 x 100000 pixels) are refused before any memory is allocated for them.
public enum ImageHeader {
  /// The width and height recorded in `bytes` (the start of a file of `kind`), or nil when the header is
  /// missing, truncated or of a format whose size is not read here. HEIF and AVIF give their primary image's
  /// size as shown (cropped and turned: their libraries turn the pixels themselves).
  public static func dimensions(of bytes: [UInt8], kind: ImageKind) -> (width: Int, height: Int)? {
    switch kind {
    case .png: return png(bytes)
    case .gif: return gif(bytes)
    case .bmp: return bmp(bytes)
    case .webp: return webp(bytes)
    case .jpeg: return jpeg(bytes)
    case .qoi: return qoi(bytes)
    case .tiff: return tiff(bytes)
    case .pnm: return pnm(bytes)
    case .svg: return svg(bytes)
    case .heic, .avif: return HEIFHeader.read(bytes).map { ($0.shown.width, $0.shown.height) }
    default: return nil
    }
  }

  /// ImageWidth (256) and ImageLength (257) of a TIFF's first IFD.
  static func tiff(_ b: [UInt8]) -> (Int, Int)? {
    var r = ByteReader(b)
    if r.matches("II", at: 0) { r.littleEndian = true } else if !r.matches("MM", at: 0) { return nil }
    guard r.u16(2) == 42, let ifd = r.u32(4), let count = r.u16(ifd), count <= 1000 else { return nil }
    var width: Int?
    var height: Int?
    for i in 0..<count {
      let entry = ifd + 2 + i * 12
      guard let tag = r.u16(entry), let type = r.u16(entry + 2) else { return nil }
      let value = type == 3 ? r.u16(entry + 8) : r.u32(entry + 8)
      if tag == 256 { width = value }
      if tag == 257 { height = value }
    }
    guard let width, let height else { return nil }
    return (width, height)
  }

  /// The width and height after a netpbm magic ("P1".."P6"), skipping comments.
  static func pnm(_ b: [UInt8]) -> (Int, Int)? {
    var numbers: [Int] = []
    var i = 2
    while i < b.count && numbers.count < 2 {
      let c = b[i]
      if c == UInt8(ascii: "#") {
        while i < b.count && b[i] != 10 { i += 1 }
      } else if (48...57).contains(c) {
        var value = 0
        while i < b.count && (48...57).contains(b[i]) && value < 1 << 40 {
          value = value * 10 + Int(b[i] - 48)
          i += 1
        }
        // A number cut off by the end of the data is not a size (a cut "888888888" is not 88).
        guard i < b.count else { return nil }
        numbers.append(value)
        continue
      }
      i += 1
    }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  /// The root element's `width` and `height` (plain numbers or px), or its viewBox's size.
  static func svg(_ b: [UInt8]) -> (Int, Int)? {
    let text = String(decoding: b.prefix(8192), as: UTF8.self)
    guard let start = text.range(of: "<svg") else { return nil }
    let tag = text[start.upperBound...].prefix(while: { $0 != ">" })
    func attribute(_ name: String) -> Double? {
      guard let r = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)=") else { return nil }
      let rest = tag[r.upperBound...].dropFirst()
      let number = rest.prefix(while: { $0.isNumber || $0 == "." || $0 == "e" || $0 == "+" || $0 == "-" })
      return Double(number)
    }
    if let w = attribute("width"), let h = attribute("height"), w.isFinite, h.isFinite {
      return (Int(min(max(w, 0), 1e12).rounded(.up)), Int(min(max(h, 0), 1e12).rounded(.up)))
    }
    return nil
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
