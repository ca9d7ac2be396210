import Testing

@testable import PhotoCore

/// The decode queue's gate: how many decodes run at once, and whose.
@Suite struct DecodeGateTests {
  static func request(_ name: String) -> DecodeRequest {
    DecodeRequest(photo: PhotoID(location: "/album/\(name).jpg"), box: ResolutionPolicy.Box(width: 800, height: 600))
  }

  @Test func onlyTheLandingPhotosStartAndNoMoreThanTheLimit() {
    let pending = ["a", "b", "c"].map(Self.request)
    // Open: the first queued starts, however many run.
    #expect(DecodeGate().next(in: pending, running: 5) == 0)
    // One at a time: none while one runs.
    let one = DecodeGate(limit: 1)
    #expect(one.next(in: pending, running: 0) == 0 && one.next(in: pending, running: 1) == nil)
    // Landing on c: a and b wait, though queued first.
    let landing = DecodeGate(limit: 1, photos: [pending[2].photo])
    #expect(landing.next(in: pending, running: 0) == 2)
    #expect(!landing.allows(pending[0]) && landing.allows(pending[2]))
    #expect(landing.next(in: Array(pending.prefix(2)), running: 0) == nil)
    // A limit below one still lets one decode run.
    #expect(DecodeGate(limit: 0).limit == 1)
    #expect(DecodeGate(limit: 1) != landing && DecodeGate() == DecodeGate(limit: nil, photos: nil))
  }
}
