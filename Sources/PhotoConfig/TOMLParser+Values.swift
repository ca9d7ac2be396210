/// Values: strings in their four forms, arrays and inline tables.
extension TOMLParser {
  mutating func value() throws -> TOMLValue {
    guard let c = peek, c != "\n", c != "\r", c != "#" else { throw fail("a value is missing after '='") }
    switch c {
    case "\"": return .string(starts(with: "\"\"\"") ? try multilineBasicString() : try basicString())
    case "'": return .string(starts(with: "'''") ? try multilineLiteralString() : try literalString())
    case "[": return try array()
    case "{": return try inlineTable()
    case "t" where starts(with: "true"):
      index += 4
      return .bool(true)
    case "f" where starts(with: "false"):
      index += 5
      return .bool(false)
    default: return try numberOrDate()
    }
  }

  mutating func nested<T>(_ body: (inout TOMLParser) throws -> T) throws -> T {
    guard depth < Self.maxDepth else { throw fail("arrays and tables nested more than \(Self.maxDepth) deep") }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  mutating func array() throws -> TOMLValue {
    try nested { p in
      p.advance()
      var items: [TOMLValue] = []
      while true {
        try p.skipBlank()
        guard let c = p.peek else { throw p.fail("a list is not closed with ']'") }
        if c == "]" {
          p.advance()
          return .array(items)
        }
        items.append(try p.value())
        try p.skipBlank()
        guard p.peek != nil else { throw p.fail("a list is not closed with ']'") }
        if p.peek == "," {
          p.advance()
        } else if p.peek != "]" {
          throw p.fail("the items of a list are separated by ','")
        }
      }
    }
  }

  mutating func inlineTable() throws -> TOMLValue {
    try nested { p in
      p.advance()
      var table = TOMLTable()
      p.skipSpaces()
      if p.peek == "}" {
        p.advance()
        return .table(table)
      }
      while true {
        p.skipSpaces()
        let keyLine = p.line
        let path = try p.key()
        p.skipSpaces()
        guard p.peek == "=" else { throw p.fail("a key must be followed by '='") }
        p.advance()
        p.skipSpaces()
        let value = try p.value()
        try Self.put(value, at: path[...], in: &table, line: keyLine, parser: p)
        p.skipSpaces()
        guard let c = p.peek else { throw p.fail("an inline table is not closed with '}'") }
        guard c == "}" || c == "," else { throw p.fail("the keys of an inline table are separated by ',' on one line") }
        p.advance()
        if c == "}" { return .table(table) }
      }
    }
  }

  /// Puts `value` at the dotted `path` of an inline table.
  static func put(
    _ value: TOMLValue, at path: ArraySlice<String>, in table: inout TOMLTable, line: Int, parser: TOMLParser
  ) throws {
    guard let first = path.first else { return }
    if path.count == 1 {
      guard table.index(of: first) == nil else { throw parser.fail("'\(first)' is defined twice") }
      table.entries.append(.init(key: first, value: value, line: line))
      return
    }
    if let i = table.index(of: first) {
      guard case .table(var inner) = table.entries[i].value else {
        throw parser.fail("'\(first)' is a value, not a table")
      }
      try put(value, at: path.dropFirst(), in: &inner, line: line, parser: parser)
      table.entries[i].value = .table(inner)
    } else {
      var inner = TOMLTable()
      try put(value, at: path.dropFirst(), in: &inner, line: line, parser: parser)
      table.entries.append(.init(key: first, value: .table(inner), line: line))
    }
  }

  // MARK: - Strings

  mutating func basicString() throws -> String {
    advance()
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek, c != "\n" else { throw fail("a string is not closed with '\"' on its line") }
      advance()
      if c == "\"" { return String(out) }
      if c == "\\" {
        out.append(try escape())
      } else {
        guard !Self.isControl(c) || c == "\t" else { throw fail("a control character in a string (write it as \\u…)") }
        out.append(c)
      }
    }
  }

  mutating func multilineBasicString() throws -> String {
    openMultiline()
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek else { throw fail("a multi-line string is not closed with '\"\"\"'") }
      if closesMultiline(with: "\"", into: &out) { return String(out) }
      advance()
      if c == "\\" {
        // A backslash ending a line trims the newline and the blanks after it.
        var look = 0
        while let w = peek(look), w == " " || w == "\t" { look += 1 }
        if peek(look) == "\n" || (peek(look) == "\r" && peek(look + 1) == "\n") {
          while let w = peek, w == " " || w == "\t" || w == "\n" || w == "\r" { advance() }
        } else {
          out.append(try escape())
        }
      } else if c == "\r" && peek == "\n" {
        continue
      } else {
        guard !Self.isControl(c) || c == "\t" || c == "\n" else { throw fail("a control character in a string") }
        out.append(c)
      }
    }
  }

  mutating func literalString() throws -> String {
    advance()
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek, c != "\n" else { throw fail("a string is not closed with \"'\" on its line") }
      advance()
      if c == "'" { return String(out) }
      guard !Self.isControl(c) || c == "\t" else { throw fail("a control character in a string") }
      out.append(c)
    }
  }

  mutating func multilineLiteralString() throws -> String {
    openMultiline()
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek else { throw fail("a multi-line string is not closed with \"'''\"") }
      if closesMultiline(with: "'", into: &out) { return String(out) }
      advance()
      if c == "\r" && peek == "\n" { continue }
      guard !Self.isControl(c) || c == "\t" || c == "\n" else { throw fail("a control character in a string") }
      out.append(c)
    }
  }

  /// After a backslash: `\n`, `\t`, `\"`, `\\`, `\b`, `\f`, `\r`, `\uXXXX`, `\UXXXXXXXX`.
  mutating func escape() throws -> Unicode.Scalar {
    guard let c = peek else { throw fail("a string ends in '\\'") }
    advance()
    switch c {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "\"": return "\""
    case "\\": return "\\"
    case "u", "U":
      let count = c == "u" ? 4 : 8
      var hex = ""
      for _ in 0..<count {
        guard let d = peek, d.properties.isASCIIHexDigit else { throw fail("\\\(c) wants \(count) hex digits") }
        hex.unicodeScalars.append(d)
        advance()
      }
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw fail("\\\(c)\(hex) is not a character")
      }
      return scalar
    default: throw fail("'\\\(Self.shown(c))' is not an escape (\\n \\t \\\" \\\\ \\uXXXX …)")
    }
  }

  /// Steps over a multi-line string's three opening quotes and the newline right after them, if any.
  mutating func openMultiline() {
    index += 3
    if peek == "\r" && peek(1) == "\n" { advance() }
    if peek == "\n" { advance() }
  }

  /// Whether three `quote`s close the multi-line string here; if so, steps over them, adding to `out` the up to
  /// two quotes right before the closing three that belong to the content.
  mutating func closesMultiline(with quote: Unicode.Scalar, into out: inout String.UnicodeScalarView) -> Bool {
    guard starts(with: String(repeating: String(quote), count: 3)) else { return false }
    var quotes = 3
    while peek(quotes) == quote && quotes < 5 { quotes += 1 }
    for _ in 0..<(quotes - 3) { out.append(quote) }
    index += quotes
    return true
  }
}
