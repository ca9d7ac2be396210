import Testing

@testable import PhotoCore

/// Rule L2 on level arrays: every stretch at a level or above is reversed, from the highest level down to the
/// lowest odd one.
struct BidiOrderTests {
  @Test func leftToRightStaysAndRightToLeftReverses() {
    #expect(BidiOrder.visualIndices(levels: [0, 0, 0]) == [0, 1, 2])
    #expect(BidiOrder.visualIndices(levels: [1, 1, 1]) == [2, 1, 0])
    #expect(BidiOrder.visualIndices(levels: []) == [])
  }

  @Test func aRightToLeftStretchInsideALeftToRightLine() {
    // "ab" "אבג" "cd": the Hebrew stretch alone reverses.
    #expect(BidiOrder.visualIndices(levels: [0, 0, 1, 1, 1, 0, 0]) == [0, 1, 4, 3, 2, 5, 6])
  }

  @Test func numbersInsideRightToLeftTextKeepTheirOrder() {
    // A right-to-left line "אב 12 ג": the digits (level 2) reverse twice, so they read left to right.
    #expect(BidiOrder.visualIndices(levels: [1, 1, 1, 2, 2, 1, 1]) == [6, 5, 3, 4, 2, 1, 0])
  }
}
