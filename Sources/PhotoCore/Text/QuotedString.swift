/// A string written as a literal that JSON and TOML both read (their basic strings escape alike): the trace's
/// fields and `--print-config`'s values.
public enum QuotedString {
  /// `value` in double quotes, with `"`, `\\` and control characters (DEL too, which TOML requires) escaped;
  /// invalid UTF-8 has already been replaced by the time a Swift String exists.
  public static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
