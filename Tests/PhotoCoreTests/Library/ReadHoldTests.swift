import Testing

@testable import PhotoCore

@Suite struct ReadHoldTests {
  @Test func aMotionHoldsTheReadingForItsFirstWaitsThenLetsOneFileThroughEachWait() {
    var hold = ReadHold()
    hold.photos(moving: true)
    var held: [Bool] = []
    for _ in 0..<5 { held.append(hold.waited(hold: 3)) }
    #expect(held == [true, true, true, false, false])
    // At rest the count starts again: the next motion holds the reading as long.
    hold.photos(moving: false)
    #expect(!hold.moving)
    hold.photos(moving: true)
    let again = hold.waited(hold: 3)
    #expect(hold.moving && again)
  }
}
