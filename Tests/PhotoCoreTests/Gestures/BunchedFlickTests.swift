import Testing

@testable import PhotoCore

/// A flick read by slow pumps, as a loaded machine reads it: several moves with one stamp. SDL's stamps make the
/// release velocity wrong (or zero); the event clock's times give it back, and the flick pages.
@Suite struct BunchedFlickTests {
  /// One pointer event of a flick: when it happened, where, and whether it lifts the finger.
  struct Sample {
    var time: Double
    var x: Double
    var lifts = false
  }

  /// A leftward flick at 1000 pt/s from x = 600: down at 0, a move every 16 ms up to 80 ms, then the lift at
  /// `liftMs`, where the last move was.
  static func flick(liftMs: Double = 80) -> [Sample] {
    var samples = (0...5).map { Sample(time: Double($0) * 0.016, x: 600 - 16 * Double($0)) }
    samples.append(Sample(time: liftMs / 1000, x: 520, lifts: true))
    return samples
  }

  /// Each sample's stamp: the first of `pumps` (seconds) at or after it, as SDL stamps what a pump reads.
  static func stamps(of samples: [Sample], pumps: [Double]) -> [EventClock.Stamp] {
    samples.map { sample in
      EventClock.Stamp(pumps.first { $0 >= sample.time - 1e-12 } ?? sample.time, lifts: sample.lifts)
    }
  }

  /// The event clock's times for `stamps`, each event seeing the rest of its pump queued behind it.
  static func clockTimes(_ stamps: [EventClock.Stamp]) -> [Double] {
    var clock = EventClock()
    return stamps.indices.map { i in
      clock.time(of: nil, stamp: stamps[i], queued: Array(stamps[(i + 1)...].prefix { $0.time == stamps[i].time }))
    }
  }

  /// The release velocity a tracker fed like the pager (every sample but an unmoved lift) gives.
  static func releaseVelocity(_ samples: [Sample], times: [Double]) -> Double {
    var tracker = VelocityTracker()
    for (sample, time) in zip(samples, times) where !sample.lifts { tracker.add(time: time, position: sample.x) }
    return tracker.velocity(at: times.last ?? 0)
  }

  @Test func fiveMovesReadByTwoSlowPumpsGiveTheFlicksVelocity() {
    // Pumps at 0, 50 and 100 ms: moves at 16, 32, 48 ms share the stamp 50; the last two and the lift 100.
    let samples = Self.flick()
    let stamps = Self.stamps(of: samples, pumps: [0, 0.050, 0.100])
    #expect(stamps.map(\.time) == [0, 0.050, 0.050, 0.050, 0.100, 0.100, 0.100])
    // SDL's stamps: 50 ms between pumps is past the 40 ms gap, so the fit starts afresh at each pump and sees
    // moves that all happened at once: no velocity at all.
    #expect(Self.releaseVelocity(samples, times: stamps.map(\.time)) == 0)
    // The clock's times: each pump's moves 16.7 ms apart (50 ms / 3), so -16 pt every 16.7 ms: -960 pt/s.
    let times = Self.clockTimes(stamps)
    EventClockTests.expectTimes(times, [0, 0.050 / 3, 0.100 / 3, 0.050, 0.200 / 3, 0.250 / 3, 0.100])
    let velocity = Self.releaseVelocity(samples, times: times)
    PhysicsAssert.near(velocity, -960, within: 1e-6)
    #expect(abs(velocity + 1000) <= 0.05 * 1000)
  }

  @Test func aFlickReadAt30FramesASecondIsWithin5Percent() {
    // Pumps every 33 ms: no gap resets the fit, but the stamps bunch the moves in pairs.
    let samples = Self.flick()
    let stamps = Self.stamps(of: samples, pumps: [0, 0.033, 0.066, 0.099])
    let raw = Self.releaseVelocity(samples, times: stamps.map(\.time))
    PhysicsAssert.near(raw, -837.5, within: 0.1)  // 16% slow
    let fixed = Self.releaseVelocity(samples, times: Self.clockTimes(stamps))
    PhysicsAssert.near(fixed, -16 / 0.0165, within: 1e-6)  // -969.7: 16 pt every 16.5 ms
    #expect(abs(fixed + 1000) <= 0.05 * 1000)
  }

  @Test func aLiftReadByASlowPumpLongAfterKeepsTheFlicksPace() {
    // The lift comes at 96 ms and the pump that reads it, with the last two moves, at 120 ms: spread evenly over
    // 50...120 ms the moves would stretch to 23 ms apart; they keep the previous pump's 16.7 ms.
    let samples = Self.flick(liftMs: 96)
    let stamps = Self.stamps(of: samples, pumps: [0, 0.050, 0.120])
    #expect(Self.releaseVelocity(samples, times: stamps.map(\.time)) == 0)
    let times = Self.clockTimes(stamps)
    EventClockTests.expectTimes(times, [0, 0.050 / 3, 0.100 / 3, 0.050, 0.200 / 3, 0.250 / 3, 0.100])
    PhysicsAssert.near(Self.releaseVelocity(samples, times: times), -960, within: 1e-6)
  }

  /// The flick through the viewer (800 x 600, five photos) at `times`: an 80 pt drag, a tenth of a page, so
  /// only its velocity can turn the page. Returns the page it settles on.
  static func page(of samples: [Sample], times: [Double]) -> Int {
    var navigator = NavigatorGestureTests.navigator()
    let finger = PointerID.finger(device: 1, finger: 1)
    for (i, (sample, time)) in zip(samples, times).enumerated() {
      let phase: PointerEvent.Phase = i == 0 ? .down : sample.lifts ? .up : .moved
      navigator.handle(PointerEvent(id: finger, phase: phase, position: Vector2(x: sample.x, y: 300), time: time))
    }
    _ = navigator.advance(to: 2)
    return navigator.pager.pages.targetPage
  }

  @Test func aBunchedFlickPagesThroughTheViewer() {
    let samples = Self.flick()
    let stamps = Self.stamps(of: samples, pumps: [0, 0.050, 0.100])
    #expect(Self.page(of: samples, times: samples.map(\.time)) == 1)  // read at once: it pages
    #expect(Self.page(of: samples, times: stamps.map(\.time)) == 0)  // SDL's stamps: it does not
    #expect(Self.page(of: samples, times: Self.clockTimes(stamps)) == 1)  // the clock's times: it pages
  }

  @Test func aLiftAFrameAfterTheLastMoveWhereItWasKeepsTheFlicksVelocity() {
    // The finger lifts 16 ms after its last move, without moving: the lift adds no sample, so the release
    // velocity is the flick's (a lift counted as a sample would read as the finger slowing: -536 pt/s).
    var navigator = NavigatorGestureTests.navigator()
    let finger = PointerID.finger(device: 1, finger: 1)
    let samples = Self.flick(liftMs: 96)
    for (i, sample) in samples.enumerated() {
      let phase: PointerEvent.Phase = i == 0 ? .down : sample.lifts ? .up : .moved
      navigator.handle(
        PointerEvent(id: finger, phase: phase, position: Vector2(x: sample.x, y: 300), time: sample.time))
    }
    PhysicsAssert.near(navigator.pager.touch.velocity.velocity(at: 0.096).x, -1000, within: 1e-6)
  }
}
