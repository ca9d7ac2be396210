/// Reads TOML 1.0 (https://toml.io/en/v1.0.0) into a `TOMLTable`, or the first error with its line. Every
/// path through it ends in a value or an error: it never traps, whatever the bytes (see the config fuzzer).
public struct TOMLParser {
  private let text: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var root = TOMLTable()
  /// The path of the table the key/value lines go into now.
  private var current: [String] = []
  /// Tables defined by a header or dotted keys, which a header may not define again.
  private var defined: Set<[String]> = []
  /// Tables a header made implicitly, as a parent of another (`[a.b]` makes `a`), which a later `[a]` may define.
  private var implicit: Set<[String]> = []
  /// Inline tables and arrays (closed for good once written).
  private var sealed: Set<[String]> = []
  /// Nesting of arrays and inline tables, bounded so hostile input cannot exhaust the stack.
  private var depth = 0
  private static let maxDepth = 100

  /// The document `text`.
  public static func parse(_ text: String) -> Result<TOMLTable, TOMLError> {
    var parser = TOMLParser(text: Array(text.unicodeScalars))
    do {
      try parser.document()
      return .success(parser.root)
    } catch let error as TOMLError {
      return .failure(error)
    } catch {
      return .failure(TOMLError(line: parser.line, message: "\(error)"))
    }
  }

  private init(text: [Unicode.Scalar]) { self.text = text }

  // MARK: - Characters

  private var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }
  private func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < text.count ? text[index + offset] : nil }
  private func fail(_ message: String) -> TOMLError { TOMLError(line: line, message: message) }

  private mutating func advance() {
    if text[index] == "\n" { line += 1 }
    index += 1
  }

  private func starts(with literal: String) -> Bool {
    var offset = 0
    for scalar in literal.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }

  private mutating func skipSpaces() {
    while let c = peek, c == " " || c == "\t" { advance() }
  }

  /// Spaces, then a comment, then the end of the line (or of the text).
  private mutating func endOfLine() throws {
    skipSpaces()
    if peek == "#" { try comment() }
    if peek == "\r" && peek(1) == "\n" { advance() }
    guard let c = peek else { return }
    guard c == "\n" else { throw fail("unexpected '\(Self.shown(c))' after a value (one key = value a line)") }
    advance()
  }

  private mutating func comment() throws {
    while let c = peek, c != "\n" {
      if c == "\r" && peek(1) == "\n" { break }
      if Self.isControl(c) && c != "\t" { throw fail("a control character in a comment") }
      advance()
    }
  }

  /// Spaces, newlines and comments (inside arrays).
  private mutating func skipBlank() throws {
    while let c = peek {
      if c == " " || c == "\t" || c == "\n" {
        advance()
      } else if c == "\r" && peek(1) == "\n" {
        advance()
      } else if c == "#" {
        try comment()
      } else {
        return
      }
    }
  }

  static func isControl(_ c: Unicode.Scalar) -> Bool { c.value < 0x20 || c.value == 0x7F }

  static func shown(_ c: Unicode.Scalar) -> String {
    c.value < 0x20 || c.value == 0x7F ? "\\u{\(String(c.value, radix: 16))}" : String(Character(c))
  }

  // MARK: - Document

  private mutating func document() throws {
    if peek == "\u{FEFF}" { advance() }
    while true {
      try skipBlank()
      guard let c = peek else { return }
      if c == "[" {
        try header()
      } else {
        let keyLine = line
        let path = try key()
        skipSpaces()
        guard peek == "=" else { throw fail("a key must be followed by '='") }
        advance()
        skipSpaces()
        let value = try value()
        try insert(value, at: current, path: path, line: keyLine, dotted: true)
      }
      try endOfLine()
    }
  }

  /// `[a.b]` or `[[a.b]]`.
  private mutating func header() throws {
    let headerLine = line
    let isArray = peek(1) == "["
    advance()
    if isArray { advance() }
    skipSpaces()
    let path = try key()
    skipSpaces()
    guard peek == "]" else { throw fail("a table header must end with ']'") }
    advance()
    if isArray {
      guard peek == "]" else { throw fail("an array of tables' header must end with ']]'") }
      advance()
    }
    if isArray {
      try appendTable(at: path, line: headerLine)
    } else {
      guard !defined.contains(path), !sealed.contains(path) else {
        throw fail("the table [\(path.joined(separator: "."))] is defined twice")
      }
      try makeTable(at: path, line: headerLine)
      defined.insert(path)
      implicit.remove(path)
    }
    current = path
  }

  /// A key: bare, quoted or dotted; its parts.
  private mutating func key() throws -> [String] {
    var parts: [String] = []
    while true {
      skipSpaces()
      guard let c = peek else { throw fail("a key is missing") }
      if c == "\"" {
        guard !starts(with: "\"\"\"") else { throw fail("a key cannot be a multi-line string") }
        parts.append(try basicString())
      } else if c == "'" {
        guard !starts(with: "'''") else { throw fail("a key cannot be a multi-line string") }
        parts.append(try literalString())
      } else {
        var bare = ""
        while let c = peek, Self.isBare(c) {
          bare.unicodeScalars.append(c)
          advance()
        }
        guard !bare.isEmpty else { throw fail("'\(Self.shown(c))' cannot start a key (bare keys are A-Z a-z 0-9 _ -)") }
        parts.append(bare)
      }
      skipSpaces()
      guard peek == "." else { return parts }
      advance()
    }
  }

  static func isBare(_ c: Unicode.Scalar) -> Bool {
    (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "_" || c == "-"
  }

  // MARK: - Tables

  /// Walks `path` from the root, making tables that are missing (as implicit parents); the last one is a table.
  private mutating func makeTable(at path: [String], line: Int) throws {
    try Self.modify(&root, path: path[...], prefix: [], sealed: sealed, line: line) { _ in }
  }

  /// `[[path]]`: a new table appended to the array of tables at `path`.
  private mutating func appendTable(at path: [String], line: Int) throws {
    guard let last = path.last else { throw fail("a header needs a key") }
    let parent = Array(path.dropLast())
    guard !sealed.contains(path) else { throw fail("[[\(path.joined(separator: "."))]] extends a list written inline") }
    try Self.modify(&root, path: parent[...], prefix: [], sealed: sealed, line: line) { table in
      if let i = table.index(of: last) {
        guard case .array(var items) = table.entries[i].value,
          items.allSatisfy({ if case .table = $0 { true } else { false } })
        else { throw TOMLError(line: line, message: "'\(last)' is not an array of tables") }
        items.append(.table(TOMLTable()))
        table.entries[i].value = .array(items)
      } else {
        table.entries.append(.init(key: last, value: .array([.table(TOMLTable())]), line: line))
      }
    }
    // Keys below now go into the new table: its own tables start afresh.
    defined = defined.filter { !($0.starts(with: path) && $0.count > path.count) }
    implicit = implicit.filter { !($0.starts(with: path) && $0.count > path.count) }
  }

  /// Applies `body` to the table at `path` under `table` (the last table of an array of tables); an inline
  /// table or array (`sealed`) cannot be added to.
  private static func modify(
    _ table: inout TOMLTable, path: ArraySlice<String>, prefix: [String], sealed: Set<[String]>, line: Int,
    _ body: (inout TOMLTable) throws -> Void
  ) throws {
    func fail(_ message: String) -> TOMLError { TOMLError(line: line, message: message) }
    guard let first = path.first else {
      try body(&table)
      return
    }
    let here = prefix + [first]
    if let i = table.index(of: first) {
      switch table.entries[i].value {
      case .table(var inner):
        guard !sealed.contains(here) else { throw fail("'\(here.joined(separator: "."))' is an inline table, closed") }
        try modify(&inner, path: path.dropFirst(), prefix: here, sealed: sealed, line: line, body)
        table.entries[i].value = .table(inner)
      case .array(var items):
        guard !sealed.contains(here), case .table(var inner)? = items.last else {
          throw fail("'\(here.joined(separator: "."))' is a value, not a table")
        }
        try modify(&inner, path: path.dropFirst(), prefix: here, sealed: sealed, line: line, body)
        items[items.count - 1] = .table(inner)
        table.entries[i].value = .array(items)
      default:
        throw fail("'\(here.joined(separator: "."))' is a value, not a table")
      }
    } else {
      var inner = TOMLTable()
      try modify(&inner, path: path.dropFirst(), prefix: here, sealed: sealed, line: line, body)
      table.entries.append(.init(key: first, value: .table(inner), line: line))
    }
  }

  /// Puts `value` at the (dotted) `path` below the table `base`; the dotted parts make tables as needed.
  private mutating func insert(_ value: TOMLValue, at base: [String], path: [String], line: Int, dotted: Bool) throws {
    guard let last = path.last else { throw fail("a key is missing") }
    let parents = Array(path.dropLast())
    let full = base + path
    try Self.modify(&root, path: (base + parents)[...], prefix: [], sealed: sealed, line: line) { table in
      guard table.index(of: last) == nil else {
        throw TOMLError(line: line, message: "'\(full.joined(separator: "."))' is defined twice")
      }
      table.entries.append(.init(key: last, value: value, line: line))
    }
    for k in parents.indices { defined.insert(base + parents[...k]) }
    switch value {
    case .table, .array: sealed.insert(full)
    default: break
    }
  }

  // MARK: - Values

  private mutating func value() throws -> TOMLValue {
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

  private mutating func nested<T>(_ body: (inout TOMLParser) throws -> T) throws -> T {
    guard depth < Self.maxDepth else { throw fail("arrays and tables nested more than \(Self.maxDepth) deep") }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func array() throws -> TOMLValue {
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

  private mutating func inlineTable() throws -> TOMLValue {
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
  private static func put(
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

  private mutating func basicString() throws -> String {
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

  private mutating func multilineBasicString() throws -> String {
    index += 3
    if peek == "\r" && peek(1) == "\n" { advance() }
    if peek == "\n" { advance() }
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek else { throw fail("a multi-line string is not closed with '\"\"\"'") }
      if starts(with: "\"\"\"") {
        // Up to two quotes may end the content right before the closing three.
        var quotes = 3
        while peek(quotes) == "\"" && quotes < 5 { quotes += 1 }
        for _ in 0..<(quotes - 3) { out.append("\"") }
        index += quotes
        return String(out)
      }
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

  private mutating func literalString() throws -> String {
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

  private mutating func multilineLiteralString() throws -> String {
    index += 3
    if peek == "\r" && peek(1) == "\n" { advance() }
    if peek == "\n" { advance() }
    var out = String.UnicodeScalarView()
    while true {
      guard let c = peek else { throw fail("a multi-line string is not closed with \"'''\"") }
      if starts(with: "'''") {
        var quotes = 3
        while peek(quotes) == "'" && quotes < 5 { quotes += 1 }
        for _ in 0..<(quotes - 3) { out.append("'") }
        index += quotes
        return String(out)
      }
      advance()
      if c == "\r" && peek == "\n" { continue }
      guard !Self.isControl(c) || c == "\t" || c == "\n" else { throw fail("a control character in a string") }
      out.append(c)
    }
  }

  /// After a backslash: `\n`, `\t`, `\"`, `\\`, `\b`, `\f`, `\r`, `\uXXXX`, `\UXXXXXXXX`.
  private mutating func escape() throws -> Unicode.Scalar {
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

  // MARK: - Numbers and dates

  private mutating func numberOrDate() throws -> TOMLValue {
    var token = ""
    // A date-time may hold one space between its date and time ("1979-05-27 07:32:00").
    while let c = peek {
      if c == " ", Self.isDate(token), let next = peek(1), next >= "0" && next <= "9" {
        token.unicodeScalars.append("T")
        advance()
        continue
      }
      guard Self.isBare(c) || c == "." || c == "+" || c == ":" else { break }
      token.unicodeScalars.append(c)
      advance()
    }
    guard !token.isEmpty else {
      throw fail("'\(peek.map(Self.shown) ?? "")' cannot start a value (a string is quoted: \"…\")")
    }
    if let number = Self.number(token) { return number }
    if Self.isDateTime(token) { return .dateTime(token) }
    throw fail("'\(String(token.prefix(40)))' is not a value (a string is quoted: \"…\")")
  }

  static func number(_ token: String) -> TOMLValue? {
    switch token {
    case "inf", "+inf": return .float(.infinity)
    case "-inf": return .float(-.infinity)
    case "nan", "+nan", "-nan": return .float(.nan)
    default: break
    }
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where token.hasPrefix(prefix) {
      let digits = String(token.dropFirst(2))
      guard Self.underscoresOK(digits), let value = Int(digits.replacingOccurrences(of: "_", with: ""), radix: radix)
      else { return nil }
      return .integer(value)
    }
    var body = Substring(token)
    if body.first == "+" || body.first == "-" { body = body.dropFirst() }
    guard let first = body.first, first.isASCII, first.isNumber, Self.underscoresOK(String(body)) else { return nil }
    let plain = token.replacingOccurrences(of: "_", with: "")
    let unsigned = plain.drop { $0 == "+" || $0 == "-" }
    // No leading zeros ("007"), as TOML says.
    let integerPart = unsigned.prefix { $0.isNumber }
    if integerPart.count > 1 && integerPart.first == "0" { return nil }
    if plain.allSatisfy({ $0.isNumber || $0 == "+" || $0 == "-" }) {
      return Int(plain).map(TOMLValue.integer)
    }
    // A float: digits, then a fraction of digits and/or an exponent.
    let pattern = unsigned.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    let mantissa = pattern[0].split(separator: ".", omittingEmptySubsequences: false)
    guard mantissa.count <= 2, mantissa.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      // Exponent in capitals.
      if unsigned.contains("E") { return number(token.replacingOccurrences(of: "E", with: "e")) }
      return nil
    }
    if pattern.count == 2 {
      var exponent = pattern[1]
      if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
      guard !exponent.isEmpty, exponent.allSatisfy(\.isNumber) else { return nil }
    } else if mantissa.count == 1 {
      return nil
    }
    return Double(plain).map(TOMLValue.float)
  }

  /// Underscores only between digits.
  static func underscoresOK(_ digits: String) -> Bool {
    let chars = Array(digits)
    for (i, c) in chars.enumerated() where c == "_" {
      guard i > 0, i < chars.count - 1, chars[i - 1].isHexDigit, chars[i + 1].isHexDigit else { return false }
    }
    return true
  }

  /// `YYYY-MM-DD`.
  static func isDate(_ token: String) -> Bool {
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
      && (1...12).contains(Int(parts[1]) ?? 0) && (1...31).contains(Int(parts[2]) ?? 0)
  }

  /// `HH:MM:SS[.frac]`.
  static func isTime(_ token: Substring) -> Bool {
    let parts = token.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 2, parts[1].count == 2 else { return false }
    let seconds = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard seconds[0].count == 2, seconds.count == 1 || !seconds[1].isEmpty else { return false }
    let digits = [parts[0], parts[1]] + seconds
    guard digits.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return false }
    return (Int(parts[0]) ?? 99) < 24 && (Int(parts[1]) ?? 99) < 60 && (Int(seconds[0]) ?? 99) <= 60
  }

  /// A date, a time, or a date-time with an optional offset (`Z`, `+HH:MM`).
  static func isDateTime(_ token: String) -> Bool {
    if isDate(token) || isTime(Substring(token)) { return true }
    let upper = token.uppercased()
    guard let t = upper.firstIndex(of: "T"), isDate(String(upper[..<t])) else { return false }
    var time = upper[upper.index(after: t)...]
    if time.hasSuffix("Z") {
      time = time.dropLast()
    } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let offset = time[time.index(after: sign)...].split(separator: ":", omittingEmptySubsequences: false)
      guard offset.count == 2, offset.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }) else { return false }
      time = time[..<sign]
    }
    return isTime(time)
  }
}
