/// Where each key of a TOML file is: the line of `key = …` under its table header. TOML's parser keeps no
/// positions of values, and a warning should name the line; this reads them off the text. Dotted keys
/// (`keys.grid.next = […]`) and quoted ones are understood; a key inside a multi-line string may be taken for
/// one, which costs only a wrong line number in a warning.
struct KeyLines {
  /// Each table path and key, joined by NULs, to the first line it is on (1-based).
  private var lines: [String: Int] = [:]

  /// The keys of `text`.
  init(_ text: String) {
    var table: [String] = []
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(raw).drop { $0 == " " || $0 == "\t" }
      if rest.hasPrefix("[[") { continue }
      if rest.hasPrefix("[") {
        rest = rest.dropFirst()
        table = Self.keyPath(&rest) ?? []
        // A table's header is where its key is, for a warning about the table as a whole.
        let id = table.joined(separator: "\0")
        if !table.isEmpty && lines[id] == nil { lines[id] = number + 1 }
        continue
      }
      guard let path = Self.keyPath(&rest), rest.first == "=", let key = path.last else { continue }
      let id = (table + path.dropLast() + [key]).joined(separator: "\0")
      if lines[id] == nil { lines[id] = number + 1 }
    }
  }

  /// The line of `key` in the table `path` (`["keys", "grid"]`); 0 when it cannot be found.
  func line(of key: String, in path: [String]) -> Int {
    lines[(path + [key]).joined(separator: "\0")] ?? 0
  }

  /// A dotted key read off the front of `text` (`a."b c".d`), leaving what follows it (spaces skipped); nil
  /// when `text` does not start with one.
  private static func keyPath(_ text: inout Substring) -> [String]? {
    var parts: [String] = []
    while true {
      text = text.drop { $0 == " " || $0 == "\t" }
      guard let first = text.first else { return nil }
      if first == "\"" || first == "'" {
        text = text.dropFirst()
        guard let close = text.firstIndex(of: first) else { return nil }
        parts.append(String(text[..<close]))
        text = text[text.index(after: close)...]
      } else {
        let bare = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !bare.isEmpty else { return nil }
        parts.append(String(bare))
        text = text.dropFirst(bare.count)
      }
      text = text.drop { $0 == " " || $0 == "\t" }
      guard text.first == "." else { return parts }
      text = text.dropFirst()
    }
  }
}
