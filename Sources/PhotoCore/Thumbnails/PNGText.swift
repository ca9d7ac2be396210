/// The text chunks (`tEXt`) of a PNG file, read from its bytes without decoding it: a thumbnail says in them
/// which file it shows and when that file was changed (`Thumb::URI`, `Thumb::MTime`). Reads untrusted bytes:
/// stops at the first damaged chunk, at the image data (the standard puts its keys before it) or at the end.
public enum PNGText {
  /// The PNG signature.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

  /// The keyword/text pairs of `bytes`' `tEXt` chunks before its image data (Latin-1, as PNG says); nil when
  /// the bytes are no PNG. A keyword given twice keeps its first text.
  public static func read(_ bytes: [UInt8]) -> [String: String]? {
    guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else { return nil }
    var text: [String: String] = [:]
    var at = signature.count
    while at + 8 <= bytes.count {
      let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
      let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
      let start = at + 8
      guard length <= bytes.count - start else { break }
      if type == "IDAT" || type == "IEND" { break }
      if type == "tEXt", let zero = bytes[start..<(start + length)].firstIndex(of: 0) {
        let keyword = latin1(bytes[start..<zero])
        if text[keyword] == nil { text[keyword] = latin1(bytes[(zero + 1)..<(start + length)]) }
      }
      at = start + length + 4  // the chunk's CRC
    }
    return text
  }

  /// The pixel size in `bytes`' header (`IHDR`, the first chunk); nil when the bytes are no PNG or the size is
  /// zero.
  public static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes.prefix(signature.count)) == signature,
      String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
    let height = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
    guard width > 0 && height > 0 else { return nil }
    return (width, height)
  }

  private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }
}
