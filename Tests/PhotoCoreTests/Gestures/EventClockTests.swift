import Testing

@testable import PhotoCore

/// The event clock on a virtual clock: pumps of events with one stamp, the X server's times.
@Suite struct EventClockTests {
  typealias Stamp = EventClock.Stamp

  /// Feeds `clock` pointer events read in `pumps`, as the shell does: each with the stamps of the rest of its
  /// pump waiting behind it in the queue. Returns their times.
  static func times(_ clock: inout EventClock, _ pumps: [[Stamp]]) -> [Double] {
    var times: [Double] = []
    for pump in pumps {
      for (i, stamp) in pump.enumerated() {
        times.append(clock.time(of: nil, stamp: stamp, queued: Array(pump[(i + 1)...])))
      }
    }
    return times
  }

  static func expectTimes(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
      PhysicsAssert.near(a, e, within: 1e-9, "\(actual)", sourceLocation: sourceLocation)
    }
  }

  @Test func eventsReadOneAPumpKeepTheirStamps() {
    // An idle machine reads each event as it comes.
    var clock = EventClock()
    Self.expectTimes(
      Self.times(&clock, [[Stamp(1.000)], [Stamp(1.008)], [Stamp(1.016, lifts: true)]]), [1, 1.008, 1.016])
    // A first pump has nothing before it to spread from.
    var first = EventClock()
    Self.expectTimes(Self.times(&first, [[Stamp(2), Stamp(2), Stamp(2.001)]]), [2, 2, 2.001])
  }

  @Test func aPumpsEventsAreSpreadEvenlySinceThePreviousPumpTheLastAtItsStamp() {
    var clock = EventClock()
    let times = Self.times(&clock, [[Stamp(1.000)], [Stamp(1.050), Stamp(1.050), Stamp(1.050)]])
    Self.expectTimes(times, [1.000, 1.000 + 0.050 / 3, 1.000 + 0.100 / 3, 1.050])
  }

  @Test func stampsStraddlingAMillisecondAreOnePump() {
    var clock = EventClock()
    let times = Self.times(&clock, [[Stamp(1.000)], [Stamp(1.050), Stamp(1.050), Stamp(1.051)]])
    Self.expectTimes(times, [1.000, 1.017, 1.034, 1.051])
  }

  @Test func aPumpLongAfterThePreviousOneIsSpreadOverTheLast100Milliseconds() {
    var clock = EventClock()
    let times = Self.times(&clock, [[Stamp(0)], [Stamp(5), Stamp(5), Stamp(5), Stamp(5)]])
    Self.expectTimes(times, [0, 4.925, 4.950, 4.975, 5.000])
  }

  @Test func aPumpEndingInALiftKeepsThePaceOfThePumpBefore() {
    // 15 ms apart in the second pump; the third, 70 ms later, holds a move and the lift: the finger came up
    // before the pump read it, so they keep the 15 ms pace rather than stretch over 70 ms.
    var clock = EventClock()
    let times = Self.times(
      &clock, [[Stamp(1.000)], [Stamp(1.030), Stamp(1.030)], [Stamp(1.100), Stamp(1.100, lifts: true)]])
    Self.expectTimes(times, [1.000, 1.015, 1.030, 1.045, 1.060])
    // A quicker pump than the one before spreads as usual, lift or not.
    var quick = EventClock()
    let quickTimes = Self.times(
      &quick, [[Stamp(1.000)], [Stamp(1.060), Stamp(1.060)], [Stamp(1.080), Stamp(1.080, lifts: true)]])
    Self.expectTimes(quickTimes, [1.000, 1.030, 1.060, 1.070, 1.080])
    // After a lift the next gesture has no pace yet: its first pump ending in a lift spreads evenly.
    let next = Self.times(&clock, [[Stamp(2.000)], [Stamp(2.040), Stamp(2.040, lifts: true)]])
    Self.expectTimes(next, [2.000, 2.020, 2.040])
  }

  @Test func aPlanNotUsedUpIsDroppedByTheNextPump() {
    // The queue held three events, but only two came (the shell dropped one): the next pump plans afresh.
    var clock = EventClock()
    _ = clock.time(of: nil, stamp: Stamp(1.000))
    let a = clock.time(of: nil, stamp: Stamp(1.030), queued: [Stamp(1.030), Stamp(1.030)])
    let b = clock.time(of: nil, stamp: Stamp(1.030))
    let c = clock.time(of: nil, stamp: Stamp(1.060), queued: [Stamp(1.060)])
    let d = clock.time(of: nil, stamp: Stamp(1.060))
    Self.expectTimes([a, b, c, d], [1.010, 1.020, 1.045, 1.060])
  }

  @Test func anEventTheServerStampedTakesTheServersTime() {
    var clock = EventClock()
    #expect(!clock.hasServerTime)
    // A property change teaches the offset: SDL's clock = the server's + 5 s.
    clock.serverEvent(nil, serverTime: 1000, stamp: 6.000)
    #expect(clock.hasServerTime)
    // A motion at server 1100 ms, read with two more by a pump 45 ms late.
    clock.serverEvent(.motion(x: 10, y: 20), serverTime: 1100, stamp: 6.145)
    PhysicsAssert.near(clock.time(of: .motion(x: 10, y: 20), stamp: Stamp(6.145)), 6.100, within: 1e-9)
    clock.serverEvent(.motion(x: 26, y: 20), serverTime: 1116, stamp: 6.145)
    // A finger's event in between has no server time and leaves the held one alone.
    PhysicsAssert.near(clock.time(of: nil, stamp: Stamp(6.145)), 6.145, within: 1e-9)
    PhysicsAssert.near(clock.time(of: .motion(x: 26, y: 20), stamp: Stamp(6.145)), 6.116, within: 1e-9)
    clock.serverEvent(.button(1, pressed: false), serverTime: 1130, stamp: 6.145)
    PhysicsAssert.near(
      clock.time(of: .button(1, pressed: false), stamp: Stamp(6.145, lifts: true)), 6.130, within: 1e-9)
    // An SDL event that does not match the server event before it (SDL made it up) keeps its stamp, and the
    // held time is not used later.
    clock.serverEvent(.motion(x: 1, y: 1), serverTime: 1200, stamp: 6.210)
    PhysicsAssert.near(clock.time(of: .motion(x: 5, y: 5), stamp: Stamp(6.210)), 6.210, within: 1e-9)
    PhysicsAssert.near(clock.time(of: .motion(x: 1, y: 1), stamp: Stamp(6.300)), 6.300, within: 1e-9)
  }
}
