import Testing

@testable import PhotoCore

@Suite struct ScriptTests {
  @Test func parsesEveryVerbWithCommentsAndBlankLines() throws {
    let script = try Script.parse(
      """
      # a comment
      0 touch-down 1 10 20
      8 touch-move 1 12.5 20   # trailing comment
      16 touch-up 1 14 20

      20 mouse-down 1 5 6
      21 mouse-move 7 8
      22 mouse-up 1 7 8
      30 wheel 100 200 -1.5
      40 key Keypad 5
      50 resize 800 600
      60 screenshot out/frame one.png
      70 quit
      """)
    #expect(
      script.events.map(\.action) == [
        .touchDown(id: 1, x: 10, y: 20), .touchMove(id: 1, x: 12.5, y: 20), .touchUp(id: 1, x: 14, y: 20),
        .mouseDown(button: 1, x: 5, y: 6), .mouseMove(x: 7, y: 8), .mouseUp(button: 1, x: 7, y: 8),
        .wheel(x: 100, y: 200, dy: -1.5), .key(name: "Keypad 5"), .resize(width: 800, height: 600),
        .screenshot(path: "out/frame one.png"), .quit,
      ])
    #expect(script.events.map(\.line) == [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13])
  }

  @Test func eventsAreSortedStablyByTime() throws {
    let script = try Script.parse("20 key A\n10 key B\n10 key C\n")
    #expect(script.events.map(\.action) == [.key(name: "B"), .key(name: "C"), .key(name: "A")])
  }

  @Test func swipeSamplesEvery8msAndEndsAtItsEnd() throws {
    let script = try Script.parse("100 swipe 0 50 100 50 40")
    let times = script.events.map(\.time)
    #expect(times == [100, 108, 116, 124, 132, 140, 140])
    #expect(script.events.first?.action == .touchDown(id: Script.swipeFingerID, x: 0, y: 50))
    #expect(script.events[3].action == .touchMove(id: Script.swipeFingerID, x: 60, y: 50))
    #expect(script.events.last?.action == .touchUp(id: Script.swipeFingerID, x: 100, y: 50))
  }

  @Test func pinchMovesTwoFingersSymmetrically() throws {
    let script = try Script.parse("0 pinch 400 300 200 400 16")
    let (a, b) = Script.pinchFingerIDs
    #expect(script.events.first?.action == .touchDown(id: a, x: 300, y: 300))
    #expect(script.events[1].action == .touchDown(id: b, x: 500, y: 300))
    #expect(script.events.contains(.init(time: 8, action: .touchMove(id: b, x: 550, y: 300), line: 1)))
    #expect(
      script.events.suffix(2).map(\.action) == [.touchUp(id: a, x: 200, y: 300), .touchUp(id: b, x: 600, y: 300)])
  }

  @Test(arguments: [
    ("0 jump 1 2", 1, "unknown verb 'jump'"),
    ("\n\nabc key A", 3, "the time must be a number of milliseconds >= 0, not 'abc'"),
    ("-5 key A", 1, "the time must be a number of milliseconds >= 0, not '-5'"),
    ("0 touch-down 1 10", 1, "expected Y"),
    ("0 touch-down x 10 10", 1, "finger ID must be a whole number, not 'x'"),
    ("0 mouse-down 9 1 1", 1, "BUTTON must be 1 to 5 (1 left, 2 middle, 3 right)"),
    ("0 quit now", 1, "unexpected 'now' at the end"),
    ("0 resize 0 0", 1, "resize needs a size from 1x1 to 16384x16384, not 0x0"),
    ("0 swipe 0 0 1 1 0", 1, "MS must be between 0 and 600000 ms"),
    ("0 wheel 1 2 nan", 1, "DY must be a number, not 'nan'"),
    ("0 key", 1, "expected a key name"),
  ])
  func malformedLinesNameTheirLine(text: String, line: Int, message: String) {
    #expect(throws: ScriptError(line: line, message: message)) { try Script.parse(text) }
  }

  @Test func unknownKeysAreRejectedByTheValidator() {
    #expect(throws: ScriptError(line: 2, message: "unknown key name 'Nope' (use SDL key names: Right, Escape, F, ...)"))
    {
      try Script.parse("0 key Right\n5 key Nope", isKnownKey: { $0 == "Right" })
    }
  }
}
