/// Reads TOML 1.0 (https://toml.io/en/v1.0.0) into a `TOMLTable`, or the first error with its line. Every
/// path through it ends in a value or an error: it never traps, whatever the bytes (see the config fuzzer).
public struct TOMLParser {
  let text: [Unicode.Scalar]
  var index = 0
  var line = 1
  private var root = TOMLTable()
  /// The path of the table the key/value lines go into now.
  var current: [String] = []
  /// Tables defined by a header or dotted keys, which a header may not define again.
  var defined: Set<[String]> = []
  /// Inline tables and arrays (closed for good once written).
  var sealed: Set<[String]> = []
  /// Nesting of arrays and inline tables, bounded so hostile input cannot exhaust the stack.
  var depth = 0
  static let maxDepth = 100

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

  var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }
  func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < text.count ? text[index + offset] : nil }
  func fail(_ message: String) -> TOMLError { TOMLError(line: line, message: message) }

  mutating func advance() {
    if text[index] == "\n" { line += 1 }
    index += 1
  }

  func starts(with literal: String) -> Bool {
    var offset = 0
    for scalar in literal.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }

  mutating func skipSpaces() {
    while let c = peek, c == " " || c == "\t" { advance() }
  }

  /// Spaces, then a comment, then the end of the line (or of the text).
  mutating func endOfLine() throws {
    skipSpaces()
    if peek == "#" { try comment() }
    if peek == "\r" && peek(1) == "\n" { advance() }
    guard let c = peek else { return }
    guard c == "\n" else { throw fail("unexpected '\(Self.shown(c))' after a value (one key = value a line)") }
    advance()
  }

  mutating func comment() throws {
    while let c = peek, c != "\n" {
      if c == "\r" && peek(1) == "\n" { break }
      if Self.isControl(c) && c != "\t" { throw fail("a control character in a comment") }
      advance()
    }
  }

  /// Spaces, newlines and comments (inside arrays).
  mutating func skipBlank() throws {
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

  mutating func document() throws {
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
        try insert(value, at: current, path: path, line: keyLine)
      }
      try endOfLine()
    }
  }

  /// `[a.b]` or `[[a.b]]`.
  mutating func header() throws {
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
    }
    current = path
  }

  /// A key: bare, quoted or dotted; its parts.
  mutating func key() throws -> [String] {
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
  mutating func makeTable(at path: [String], line: Int) throws {
    try Self.modify(&root, path: path[...], prefix: [], sealed: sealed, line: line) { _ in }
  }

  /// `[[path]]`: a new table appended to the array of tables at `path`.
  mutating func appendTable(at path: [String], line: Int) throws {
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
  }

  /// Applies `body` to the table at `path` under `table` (the last table of an array of tables); an inline
  /// table or array (`sealed`) cannot be added to.
  static func modify(
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
  mutating func insert(_ value: TOMLValue, at base: [String], path: [String], line: Int) throws {
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
}
