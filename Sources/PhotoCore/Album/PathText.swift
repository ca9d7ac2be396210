/// Paths and names made safe to print on one line of a message.
///
/// Control characters (a newline in a file name, a tab, an escape) become `\n`, `\t` or `\xHH`, and bytes
/// that are not valid UTF-8 become `\xHH`, so a warning names the file exactly without breaking the line.
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
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &input) {
      case .valid(let encoded):
        append(Unicode.UTF8.decode(encoded), to: &out)
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { out += hex(byte) }
        offset += length
      case .emptyInput:
        return out
      }
    }
  }

  private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
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
