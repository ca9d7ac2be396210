import Testing

@testable import PhotoCore

/// The display server's clock mapped onto SDL's: the offset, late readings, the 32-bit wrap, drift.
@Suite struct ServerClockTests {
  @Test func aLateFirstReadingIsCorrectedByAPromptOneAndALaterLatePumpNeverShiftsTheMapping() {
    // SDL's clock = the server's + 9 s. Event A happened at server 1000 ms (SDL 10.000 s), read 50 ms late.
    var clock = ServerClock()
    #expect(!clock.isSynchronised)
    PhysicsAssert.near(clock.time(ofServerTime: 1000, readAt: 10.050), 10.050, within: 1e-9, "A")
    #expect(clock.isSynchronised)
    // Event B, 16 ms later, read within 1 ms: the mapping moves to it.
    PhysicsAssert.near(clock.time(ofServerTime: 1016, readAt: 10.017), 10.017, within: 1e-9, "B")
    // Event C, 16 ms later still, read by a pump 67 ms late: mapped 16 ms after B, not at its late stamp.
    PhysicsAssert.near(clock.time(ofServerTime: 1032, readAt: 10.100), 10.033, within: 1e-9, "C")
    // Three events read together in one late pump keep their own spacing.
    let pump = [1048, 1064, 1080].map { clock.time(ofServerTime: UInt32($0), readAt: 10.150) }
    PhysicsAssert.near(pump[0], 10.049, within: 1e-9)
    PhysicsAssert.near(pump[1], 10.065, within: 1e-9)
    PhysicsAssert.near(pump[2], 10.081, within: 1e-9)
  }

  @Test func theServersMillisecondsWrapAfter49Days() {
    var clock = ServerClock()
    // 6 ms before the wrap, read at once.
    PhysicsAssert.near(clock.time(ofServerTime: UInt32.max - 5, readAt: 100.000), 100.000, within: 1e-9)
    // 16 ms later the server's time reads 10; SDL read it 24 ms late.
    PhysicsAssert.near(clock.time(ofServerTime: 10, readAt: 100.040), 100.016, within: 1e-9)
    // An event from just before the wrap, read after it, still maps before.
    PhysicsAssert.near(clock.time(ofServerTime: UInt32.max, readAt: 100.041), 100.005, within: 1e-9)
    // ...and the clock goes on past the wrap.
    PhysicsAssert.near(clock.time(ofServerTime: 1010, readAt: 101.020), 101.016, within: 1e-9)
  }

  @Test func aDriftingRemoteClockIsFollowedButALatePumpAloneNeverMovesTheMapping() {
    /// Readings every 0.5 s up to 20.5 s, each `late(t)` seconds after the event; the mapped times.
    func run(late: (Double) -> Double) -> [Double: Double] {
      var clock = ServerClock()
      var mapped: [Double: Double] = [:]
      for step in 0...41 {
        let t = Double(step) / 2
        mapped[t] = clock.time(ofServerTime: UInt32(((t - late(t)) * 1000).rounded()), readAt: t)
      }
      return mapped
    }
    // From 0.5 s on every reading is 0.3 s late: the server's clock drifted. The window from 10 s to 20 s has
    // no reading within 0.25 s, so at 20 s the mapping moves to its closest reading.
    let drifting = run { $0 == 0 ? 0 : 0.3 }
    PhysicsAssert.near(drifting[19.5] ?? 0, 19.2, within: 1e-9)
    PhysicsAssert.near(drifting[20.5] ?? 0, 20.5, within: 1e-9)
    // One prompt reading in that window (a pump on time) keeps the mapping.
    let steady = run { $0 == 0 || $0 == 15 ? 0 : 0.3 }
    PhysicsAssert.near(steady[20.5] ?? 0, 20.2, within: 1e-9)
  }
}
