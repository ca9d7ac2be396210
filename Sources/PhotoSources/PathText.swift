/// Paths and names made safe to print on one line of a message.
///
/// Control characters (a newline in a file name, a tab, an escape) become `\n`, `\t` or `\xHH`, and bytes
/// that are not valid UTF-8 become `\xHH`, so a warning names the file exactly without breaking the line. A
/// name that is not valid UTF-8 is carried byte for byte (`name(fromBytes:)`), opened as such
/// (`withFileSystemPath`) and shown with U+FFFD (`displayed`).
public enum PathText {
  /// `text` with its control characters escaped.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars { append(scalar, to: &out) }
    return out
  }

  /// The bytes of a name as text: valid UTF-8 kept, each invalid byte and each control character escaped.
  public static func escaped(bytes: [UInt8]) -> String {
    var out = ""
    decode(bytes) {
      append($0, to: &out)
    } invalid: {
      out += hex($0)
    }
    return out
  }

  /// Walks `bytes` as UTF-8: each valid scalar to `valid`, each byte of an invalid sequence to `invalid`.
  private static func decode(_ bytes: [UInt8], valid: (Unicode.Scalar) -> Void, invalid: (UInt8) -> Void) {
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &input) {
      case .valid(let encoded):
        valid(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { invalid(byte) }
        offset += length
      case .emptyInput:
        return
      }
    }
  }

  // MARK: Names that are not valid UTF-8

  /// A byte that is not valid UTF-8 in a name is kept in a `String` as this code point plus the byte (a
  /// private-use code point at the end of Unicode, which no real name uses), so the file opens with its exact
  /// name (`withFileSystemPath`), shows as U+FFFD (`displayed`) and prints as `\xHH` (`escaped`).
  static let byteEscapeBase: UInt32 = 0x10_FE00

  /// The bytes of a file name as a `String`: valid UTF-8 decoded, each invalid byte kept (see
  /// `byteEscapeBase`).
  public static func name(fromBytes bytes: [UInt8]) -> String {
    var out = ""
    decode(bytes) {
      out.unicodeScalars.append($0)
    } invalid: {
      out.unicodeScalars.append(Unicode.Scalar(byteEscapeBase + UInt32($0))!)
    }
    return out
  }

  /// Whether `text` may hold a kept byte: only then is it looked at scalar by scalar (every code point from
  /// U+100000 up starts with the byte F4 in UTF-8; paths almost never hold one).
  static func mayKeepBytes(_ text: String) -> Bool { text.utf8.contains(0xF4) }

  /// The byte a kept invalid byte stands for, or nil for any other code point.
  static func keptByte(_ scalar: Unicode.Scalar) -> UInt8? {
    let v = scalar.value
    return v >= byteEscapeBase + 0x80 && v <= byteEscapeBase + 0xFF ? UInt8(v - byteEscapeBase) : nil
  }

  /// Calls `body` with `path` as the file system spells it: UTF-8, each kept invalid byte back as itself.
  public static func withFileSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
    guard mayKeepBytes(path) else { return try path.withCString(body) }
    let bytes = fileSystemBytes(path).map { CChar(bitPattern: $0) } + [0]
    return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// `text` as the file system (or a server) spells it: UTF-8, each kept invalid byte back as itself.
  public static func fileSystemBytes(_ text: String) -> [UInt8] {
    guard mayKeepBytes(text) else { return Array(text.utf8) }
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      if let byte = keptByte(scalar) { bytes.append(byte) } else { bytes += String(scalar).utf8 }
    }
    return bytes
  }

  /// `text` for the screen: each kept invalid byte shows as the replacement character U+FFFD.
  public static func displayed(_ text: String) -> String {
    guard mayKeepBytes(text) else { return text }
    var out = ""
    for scalar in text.unicodeScalars { out.unicodeScalars.append(keptByte(scalar) == nil ? scalar : "\u{FFFD}") }
    return out
  }

  private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
    if let byte = keptByte(scalar) {
      out += hex(byte)
      return
    }
    switch scalar.value {
    case 0x0A: out += "\\n"
    case 0x0D: out += "\\r"
    case 0x09: out += "\\t"
    case 0..<0x20, 0x7F: out += hex(UInt8(scalar.value))
    case 0x80..<0xA0: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: out.unicodeScalars.append(scalar)
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
