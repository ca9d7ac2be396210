import Testing

@testable import PhotoCore

/// Scripts are input too: a few bytes must not make millions of events. (Found while fuzzing `fuzz-script`:
/// 370 lines of `0 swipe 0 0 1 1 600000`, 8.5 KB, parse into 27 million events, 5 GB, 96 s.)
@Suite struct ScriptLimitsTests {
  @Test func aScriptWhoseSwipesWouldMakeMillionsOfEventsIsRefused() {
    // 20 swipes of 10 minutes, each sampled every 8 ms: 1.5 million events from 460 bytes.
    let text = String(repeating: "0 swipe 0 0 100 100 600000\n", count: 20)
    #expect(throws: ScriptError.self) { _ = try Script.parse(text) }
  }

  @Test func aLongButReasonableScriptStillParses() throws {
    // One 10-minute swipe and one 10-minute pinch: 75,000 + 150,000 events.
    let script = try Script.parse("0 swipe 0 0 100 100 600000\n0 pinch 50 50 10 90 600000\n")
    #expect(script.events.count > 200_000)
  }
}
