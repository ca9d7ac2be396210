import Testing

@testable import PhotoCore

@Suite struct ManifestJSONTests {
  func parse(_ text: String) throws -> ManifestJSON { try ManifestJSON.parse(text) }

  func syntaxError(_ text: String) -> String? {
    do {
      _ = try ManifestJSON.parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x"], "b": {}} "#)
    #expect(
      value
        == .object([
          ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x")])),
          ("b", .object([])),
        ]))
    #expect(value["b"] == .object([]))
    #expect(value["missing"] == nil)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\n\té😀"))
    #expect(try parse("\u{FEFF}[\"é\"]") == .array([.string("é")]))
  }

  @Test func reportsWhereItStopped() {
    #expect(syntaxError(#"["a\qb"]"#) == "unknown escape '\\q' (line 1, column 5)")
    #expect(syntaxError(#"["\ud83d"]"#) == "a lone surrogate \\u escape (line 1, column 9)")
    #expect(syntaxError(#"["\u12"]"#) == "expected four hex digits after \\u (line 1, column 7)")
    #expect(
      syntaxError("[\"a\nb\"]") == "control character in text; write it as an escape such as \\n (line 1, column 4)")
    #expect(syntaxError(#"["abc"#) == "unterminated text; expected '\"' (line 1, column 6)")
    #expect(syntaxError("[01x]") == "expected ',' or ']' after a list item (line 1, column 4)")
    #expect(syntaxError("[-]") == "expected a digit (line 1, column 3)")
    #expect(syntaxError("[1.]") == "expected a digit after '.' (line 1, column 4)")
    #expect(syntaxError("[tru]") == "unexpected character; expected 'true' (line 1, column 5)")
    #expect(syntaxError("{a: 1}") == "expected a key in double quotes (line 1, column 2)")
    #expect(syntaxError(#"{"a" 1}"#) == "expected ':' after a key (line 1, column 6)")
    #expect(syntaxError("[\n\n   @]") == "unexpected character '@'; expected a value (line 3, column 4)")
  }

  @Test func deepNestingStopsInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(syntaxError(deep) == "lists and objects nest too deeply (line 1, column 65)")
    let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(syntaxError(fine) == nil)
  }
}
