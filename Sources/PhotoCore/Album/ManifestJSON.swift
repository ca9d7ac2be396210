/// A JSON value as a manifest needs it: objects keep their keys in order, numbers stay as written.
///
/// sdlphoto reads manifests with this small parser rather than Foundation's so that a syntax error names
/// its line and column in the same words on every platform.
enum ManifestJSON: Equatable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([ManifestJSON])
  case object([(key: String, value: ManifestJSON)])

  static func == (a: Self, b: Self) -> Bool {
    switch (a, b) {
    case let (.string(x), .string(y)), let (.number(x), .number(y)): return x == y
    case let (.bool(x), .bool(y)): return x == y
    case (.null, .null): return true
    case let (.array(x), .array(y)): return x == y
    case let (.object(x), .object(y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    default: return false
    }
  }

  /// The value's kind as a user reads it in a message: "a number", "a list", "an object"...
  var kindName: String {
    switch self {
    case .string: return "text"
    case .number: return "a number"
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array: return "a list"
    case .object: return "an object"
    }
  }

  /// The value of `key` in an object (the last one when repeated), or nil.
  subscript(key: String) -> ManifestJSON? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// How deeply lists and objects may nest before parsing gives up (protects the stack).
  static let maximumDepth = 64

  /// A syntax error: what was expected, and where (1-based line and column, in characters).
  struct SyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
    /// "expected ',' or ']' (line 3, column 5)".
    var description: String { "\(message) (line \(line), column \(column))" }
  }

  /// Parses one JSON document (a leading byte order mark and surrounding white space allowed).
  static func parse(_ text: String) throws(SyntaxError) -> ManifestJSON {
    var reader = Reader(Array(text.unicodeScalars))
    if reader.peek == "\u{FEFF}" { reader.index += 1 }
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    if reader.peek != nil { throw reader.error("unexpected text after the end of the document") }
    return value
  }

  private struct Reader {
    var scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func error(_ message: String) -> SyntaxError {
      var line = 1
      var column = 1
      for scalar in scalars[..<min(index, scalars.count)] {
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return SyntaxError(message: message, line: line, column: column)
    }

    mutating func skipSpace() {
      while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> ManifestJSON {
      skipSpace()
      guard let c = peek else { throw error("unexpected end of the document; expected a value") }
      switch c {
      case "[", "{":
        guard depth < ManifestJSON.maximumDepth else { throw error("lists and objects nest too deeply") }
        return c == "[" ? try array(depth: depth + 1) : try object(depth: depth + 1)
      case "\"": return .string(try string())
      case "t": return try literal("true", .bool(true))
      case "f": return try literal("false", .bool(false))
      case "n": return try literal("null", .null)
      case "-", "0"..."9": return try number()
      default: throw error("unexpected character '\(PathText.escaped(String(c)))'; expected a value")
      }
    }

    mutating func literal(_ word: String, _ value: ManifestJSON) throws(SyntaxError) -> ManifestJSON {
      for expected in word.unicodeScalars {
        guard peek == expected else { throw error("unexpected character; expected '\(word)'") }
        index += 1
      }
      return value
    }

    mutating func number() throws(SyntaxError) -> ManifestJSON {
      let start = index
      func digits(_ reader: inout Reader) -> Int {
        var count = 0
        while let c = reader.peek, ("0"..."9").contains(c) {
          reader.index += 1
          count += 1
        }
        return count
      }
      if peek == "-" { index += 1 }
      guard digits(&self) > 0 else { throw error("expected a digit") }
      if peek == "." {
        index += 1
        guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
      }
      if peek == "e" || peek == "E" {
        index += 1
        if peek == "+" || peek == "-" { index += 1 }
        guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[start..<index])
      return .number(text)
    }

    mutating func string() throws(SyntaxError) -> String {
      index += 1  // the opening quote
      var out = ""
      while true {
        guard let c = peek else { throw error("unterminated text; expected '\"'") }
        if c == "\"" {
          index += 1
          return out
        }
        if c.value < 0x20 { throw error("control character in text; write it as an escape such as \\n") }
        index += 1
        if c != "\\" {
          out.unicodeScalars.append(c)
          continue
        }
        guard let e = peek else { throw error("unterminated text; expected '\"'") }
        index += 1
        switch e {
        case "\"", "\\", "/": out.unicodeScalars.append(e)
        case "b": out += "\u{08}"
        case "f": out += "\u{0C}"
        case "n": out += "\n"
        case "r": out += "\r"
        case "t": out += "\t"
        case "u": out.unicodeScalars.append(try unicodeEscape())
        default:
          index -= 1
          throw error("unknown escape '\\\(PathText.escaped(String(e)))'")
        }
      }
    }

    /// After `\u`: four hex digits, joined with a following `\uDC00`–`\uDFFF` when they are a high surrogate.
    mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
          throw error("a lone surrogate \\u escape")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate \\u escape") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate \\u escape") }
      return scalar
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let c = peek, let digit = Int(String(c), radix: 16) else {
          throw error("expected four hex digits after \\u")
        }
        value = value * 16 + UInt32(digit)
        index += 1
      }
      return value
    }

    mutating func array(depth: Int) throws(SyntaxError) -> ManifestJSON {
      index += 1  // [
      var items: [ManifestJSON] = []
      skipSpace()
      if peek == "]" {
        index += 1
        return .array(items)
      }
      while true {
        items.append(try value(depth: depth))
        skipSpace()
        switch peek {
        case ","?: index += 1
        case "]"?:
          index += 1
          return .array(items)
        default: throw error("expected ',' or ']' after a list item")
        }
      }
    }

    mutating func object(depth: Int) throws(SyntaxError) -> ManifestJSON {
      index += 1  // {
      var members: [(key: String, value: ManifestJSON)] = []
      skipSpace()
      if peek == "}" {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard peek == "\"" else { throw error("expected a key in double quotes") }
        let key = try string()
        skipSpace()
        guard peek == ":" else { throw error("expected ':' after a key") }
        index += 1
        members.append((key, try value(depth: depth)))
        skipSpace()
        switch peek {
        case ","?: index += 1
        case "}"?:
          index += 1
          return .object(members)
        default: throw error("expected ',' or '}' after a value")
        }
      }
    }
  }
}
