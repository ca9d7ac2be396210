import Testing

@testable import PhotoConfig

/// sdlphoto's TOML reader against the TOML 1.0 specification's examples, and what it refuses.
@Suite struct TOMLParserTests {
  func parse(_ text: String) throws -> TOMLTable { try TOMLParser.parse(text).get() }

  func error(_ text: String) -> TOMLError? {
    if case .failure(let error) = TOMLParser.parse(text) { return error }
    return nil
  }

  @Test func valuesOfEveryKind() throws {
    let table = try parse(
      #"""
      # a comment
      str = "I'm a string. \"You can quote me\". Name\tJos\u00E9\nLocation\tSF."
      lit = 'C:\Users\nodejs\templates'
      multi = """
      Roses are red
      Violets are blue"""
      trimmed = """\
             The quick brown \
             fox."""
      raw = '''
      The first newline is
      trimmed in raw strings.'''
      int1 = +99
      int2 = -17
      int3 = 1_000
      hex = 0xDEAD_beef
      oct = 0o755
      bin = 0b1101
      flt1 = +1.0
      flt2 = -0.01
      flt3 = 5e+22
      flt4 = 6.626e-34
      flt5 = 224_617.445_991_228
      inf = -inf
      yes = true
      no = false
      odt = 1979-05-27T07:32:00Z
      odt2 = 1979-05-27 07:32:00.999999-07:00
      ld = 1979-05-27
      lt = 00:32:00.999999
      arr = [ 1, 2, 3, ]
      nested = [ [ 1, 2 ], ["a", 'b'] ]
      multiline = [
        "Right",  # the arrow
        "n",
      ]
      point = { x = 1, y.z = 2 }
      "quoted key" = 1
      site."google.com" = true
      """#)
    func value(_ key: String) -> TOMLValue? { table[key]?.value }
    #expect(value("str") == .string("I'm a string. \"You can quote me\". Name\tJosé\nLocation\tSF."))
    #expect(value("lit") == .string(#"C:\Users\nodejs\templates"#))
    #expect(value("multi") == .string("Roses are red\nViolets are blue"))
    #expect(value("trimmed") == .string("The quick brown fox."))
    #expect(value("raw") == .string("The first newline is\ntrimmed in raw strings."))
    #expect(value("int1") == .integer(99) && value("int2") == .integer(-17) && value("int3") == .integer(1000))
    #expect(value("hex") == .integer(0xDEAD_BEEF) && value("oct") == .integer(0o755) && value("bin") == .integer(13))
    #expect(value("flt1") == .float(1) && value("flt2") == .float(-0.01) && value("flt3") == .float(5e22))
    #expect(value("flt4") == .float(6.626e-34) && value("flt5") == .float(224_617.445_991_228))
    #expect(value("inf") == .float(-.infinity) && value("yes") == .bool(true) && value("no") == .bool(false))
    #expect(value("odt") == .dateTime("1979-05-27T07:32:00Z"))
    #expect(value("odt2") == .dateTime("1979-05-27T07:32:00.999999-07:00"))
    #expect(value("ld") == .dateTime("1979-05-27") && value("lt") == .dateTime("00:32:00.999999"))
    #expect(value("arr") == .array([.integer(1), .integer(2), .integer(3)]))
    #expect(value("nested") == .array([.array([.integer(1), .integer(2)]), .array([.string("a"), .string("b")])]))
    #expect(value("multiline") == .array([.string("Right"), .string("n")]))
    guard case .table(let point)? = value("point"), case .table(let y)? = point["y"]?.value else {
      Issue.record("point")
      return
    }
    #expect(point["x"]?.value == .integer(1) && y["z"]?.value == .integer(2))
    #expect(value("quoted key") == .integer(1))
    guard case .table(let site)? = value("site") else { Issue.record("site"); return }
    #expect(site["google.com"]?.value == .bool(true))
    // Lines: each key's own.
    #expect(table["str"]?.line == 2 && table["int1"]?.line == 13 && table["site"]?.line == 39)
  }

  @Test func tablesHeadersAndArraysOfTables() throws {
    let table = try parse(
      """
      top = 1
      [keys]
      next = ["n"]
      [keys.grid]
      open = ["o"]
      [keys.pager] # a comment
      none = ["Right"]
      [[fruit]]
      name = "apple"
      [fruit.physical]
      color = "red"
      [[fruit]]
      name = "banana"
      """)
    #expect(table.entries.map(\.key) == ["top", "keys", "fruit"])
    guard case .table(let keys)? = table["keys"]?.value else { Issue.record("keys"); return }
    #expect(keys.entries.map(\.key) == ["next", "grid", "pager"])
    #expect(keys["grid"]?.line == 4 && keys["next"]?.line == 3)
    guard case .array(let fruit)? = table["fruit"]?.value, fruit.count == 2, case .table(let apple) = fruit[0],
      case .table(let physical)? = apple["physical"]?.value
    else { Issue.record("fruit"); return }
    #expect(apple["name"]?.value == .string("apple") && physical["color"]?.value == .string("red"))
  }

  @Test func invalidTOMLIsAnErrorWithItsLine() {
    let cases: [(String, Int, String)] = [
      ("a = 1\nb = \n", 2, "a value is missing after '='"),
      ("a = 1\na = 2\n", 2, "'a' is defined twice"),
      ("[t]\nx = 1\n[t]\n", 3, "the table [t] is defined twice"),
      ("a = \"unclosed\n", 1, "a string is not closed"),
      ("a = 1 b = 2\n", 1, "unexpected 'b' after a value"),
      ("a = 007\n", 1, "'007' is not a value"),
      ("a = 1979-05-27Tkeys.grid.07:32\n", 1, "is not a value"),
      ("\u{FFFD} = 1\n", 1, "cannot start a key"),
      ("[keys\n", 1, "a table header must end with ']'"),
      ("a = [1, 2\n", 2, "a list is not closed"),
      ("a = { x = 1\n", 1, "the keys of an inline table"),
      ("a = \"\\q\"\n", 1, "'\\q' is not an escape"),
      ("a = \"\\uD800\"\n", 1, "is not a character"),
      ("a = 1\n\u{0}b = 2\n", 2, "cannot start a key"),
      ("a = { x = 1 }\n[a]\n", 2, "defined twice"),
      ("a = [" + String(repeating: "[", count: 200) + "\n", 1, "nested more than 100 deep"),
      ("x = 1_\n", 1, "is not a value"),
      ("x = 1.\n", 1, "is not a value"),
      ("x = .5\n", 1, "is not a value"),
      ("x = 99999999999999999999\n", 1, "is not a value"),
    ]
    for (text, line, message) in cases {
      let found = error(text)
      #expect(found?.line == line, "\(text.debugDescription): \(String(describing: found))")
      #expect(found?.message.contains(message) == true, "\(text.debugDescription): \(String(describing: found))")
    }
  }
}
