import Testing

@testable import PhotoCore

/// The core's seeded generator (SplitMix64), so property tests are repeatable.
typealias PhysicsRNG = SplitMix64

extension SplitMix64 {
  /// A uniform Double in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

  /// A uniform Int in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// Assertions with explicit tolerances.
enum PhysicsAssert {
  /// Expects |actual - expected| <= tolerance.
  static func near(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) <= tolerance,
      "\(what) \(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
  }

  /// Expects both components within `tolerance`.
  static func near(
    _ actual: Vector2, _ expected: Vector2, within tolerance: Double, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
      "\(what) \(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
  }
}

/// Frame schedules for frame-rate independence tests.
enum PhysicsFrames {
  /// The refresh rates every motion is checked at.
  static let rates: [Double] = [30, 60, 120, 144]

  /// Frame times `k / hz` from `start` up to `end`, plus the `checkpoints`, sorted.
  static func regular(hz: Double, from start: Double = 0, to end: Double, checkpoints: [Double]) -> [Double] {
    var times: [Double] = []
    var k = 0
    while start + Double(k) / hz <= end {
      times.append(start + Double(k) / hz)
      k += 1
    }
    return (times + checkpoints).sorted()
  }

  /// Frame times with random gaps of 4 to 50 ms from `start` to `end`, plus the `checkpoints`, sorted.
  static func jittered(seed: UInt64, from start: Double = 0, to end: Double, checkpoints: [Double]) -> [Double] {
    var rng = PhysicsRNG(seed: seed)
    var times: [Double] = []
    var t = start
    while t <= end {
      times.append(t)
      t += rng.uniform(0.004...0.050)
    }
    return (times + checkpoints).sorted()
  }

  /// Every schedule: the four rates and three random-gap ones.
  static func all(from start: Double = 0, to end: Double, checkpoints: [Double]) -> [[Double]] {
    rates.map { regular(hz: $0, from: start, to: end, checkpoints: checkpoints) }
      + (1...3).map { jittered(seed: UInt64($0) * 7919, from: start, to: end, checkpoints: checkpoints) }
  }

  /// Checkpoints every `step` seconds from `start` to `end`.
  static func checkpoints(from start: Double = 0, to end: Double, step: Double) -> [Double] {
    stride(from: start, through: end, by: step).map { $0 }
  }

  /// Runs a scripted interaction on every schedule and expects the probe to agree at the checkpoints within
  /// `tolerance`. `events` are applied at their own times, interleaved with the frames in time order; the
  /// probe is read at every frame (as a renderer would) and recorded at the checkpoints.
  static func expectIndependent<State>(
    initial: State, events: [(time: Double, apply: (inout State) -> Void)], to end: Double,
    checkpoints: [Double], tolerance: Double = 0.01, probe: (State, Double) -> Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var reference: [Double]?
    for frames in all(to: end, checkpoints: checkpoints) {
      var state = initial
      var pending = events.sorted { $0.time < $1.time }[...]
      var recorded: [Double] = []
      var nextCheckpoint = 0
      for t in frames {
        while let event = pending.first, event.time <= t {
          event.apply(&state)
          pending = pending.dropFirst()
        }
        let value = probe(state, t)
        #expect(value.isFinite, sourceLocation: sourceLocation)
        if nextCheckpoint < checkpoints.count && t == checkpoints[nextCheckpoint] {
          recorded.append(value)
          nextCheckpoint += 1
        }
      }
      #expect(recorded.count == checkpoints.count, sourceLocation: sourceLocation)
      if let reference {
        for (index, (a, b)) in zip(reference, recorded).enumerated() {
          #expect(
            abs(a - b) <= tolerance, "checkpoint \(checkpoints[index]): \(a) vs \(b)",
            sourceLocation: sourceLocation)
        }
      } else {
        reference = recorded
      }
    }
  }

  /// Samples `simulation` along `frames`, rebuilding it from its own position and velocity at every frame, and
  /// returns the positions at the frame times (the path a frame loop that restarts each frame would show).
  static func restartedPath(
    frames: [Double], make: (_ position: Double, _ velocity: Double) -> any Simulation,
    start: any Simulation
  ) -> [Double: Double] {
    var simulation = start
    var origin = 0.0
    var path: [Double: Double] = [:]
    for t in frames {
      let x = simulation.position(at: t - origin)
      let v = simulation.velocity(at: t - origin)
      path[t] = x
      simulation = make(x, v)
      origin = t
    }
    return path
  }
}
