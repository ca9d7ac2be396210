import Testing

@testable import PhotoCore

@Suite struct PrefetchTallyTests {
  @Test func theFirstPageNeverCountsAndEachPageCountsOnceUntilLeft() {
    var tally = PrefetchTally()
    tally.land(on: 0, ready: false)
    #expect(tally.landed == 0 && tally.hitRate == nil)
    tally.land(on: 1, ready: true)
    tally.land(on: 1, ready: false)
    tally.land(on: 2, ready: false)
    tally.land(on: 1, ready: true)
    #expect(tally.landed == 3 && tally.ready == 2)
    #expect(tally.hitRate == 2.0 / 3.0)
    #expect(!tally.isNew(1) && tally.isNew(2))
  }
}
