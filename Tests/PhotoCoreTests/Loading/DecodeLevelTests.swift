import Testing

@testable import PhotoCore

struct DecodeLevelTests {
  @Test func aSharperDecodeFadesInOverAStandInAlwaysAndOverTheScreensDecodeOnlyAtRest() {
    // A thumbnail or preview stands in: the step to the real photo shows, so it fades even in motion.
    #expect(DecodeLevel.fadesIn(over: .preview, whileMoving: true))
    #expect(DecodeLevel.fadesIn(over: .thumbnail, whileMoving: true))
    #expect(DecodeLevel.fadesIn(over: .preview, whileMoving: false))
    // The screen's decode, a whole detail or a part: a fade at rest, an exchange in motion.
    for level in [DecodeLevel.screen, .detail, .region] {
      #expect(DecodeLevel.fadesIn(over: level, whileMoving: false))
      #expect(!DecodeLevel.fadesIn(over: level, whileMoving: true))
    }
    // Nothing was drawn: nothing to fade from.
    #expect(!DecodeLevel.fadesIn(over: nil, whileMoving: false))
  }
}
