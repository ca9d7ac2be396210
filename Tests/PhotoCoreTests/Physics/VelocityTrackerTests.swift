import Foundation
import Testing

@testable import PhotoCore

@Suite("VelocityTracker")
struct VelocityTrackerTests {
  @Test("a constant-speed drag gives its speed exactly, both directions", arguments: [-1500.0, 640])
  func constantSpeed(speed: Double) {
    var tracker = VelocityTracker()
    for i in 0..<30 {
      let t = Double(i) / 120
      tracker.add(time: t, position: 10 + speed * t)
    }
    PhysicsAssert.near(tracker.velocity(at: 29.0 / 120 + 0.005), speed, within: 1e-6)
  }

  @Test("a quadratic path gives the slope at the newest sample")
  func quadratic() {
    var tracker = VelocityTracker()
    // x = 3000 t^2 from t = 0.9 to 1.0 s: v(1.0) = 6000.
    for i in 0...12 {
      let t = 0.9 + Double(i) / 120
      tracker.add(time: t, position: 3000 * t * t)
    }
    let last = 0.9 + 12.0 / 120
    PhysicsAssert.near(tracker.velocity(at: last), 6000 * last, within: 1e-6)
  }

  @Test(
    "Docs/physics.md: 1000 pt/s at 120 Hz, +-2 ms jitter, 1 ms / 1 pt rounding: median error <= 8%, p95 <= 25%")
  func syntheticDrag() {
    var rng = PhysicsRNG(seed: 0x5EED_0001)
    var errors: [Double] = []
    for trial in 0..<2000 {
      let direction = trial % 2 == 0 ? 1.0 : -1.0
      var tracker = VelocityTracker()
      let phase = rng.uniform(0...(1.0 / 120))
      var lastStamp = 0.0
      for i in 0..<40 {
        let trueTime = 5 + phase + Double(i) / 120
        // SDL reports whole milliseconds, with the event's delivery jittered by +-2 ms.
        let stamp = ((trueTime + rng.uniform(-0.002...0.002)) * 1000).rounded() / 1000
        let position = (direction * 1000 * trueTime).rounded()
        tracker.add(time: stamp, position: position)
        lastStamp = stamp
      }
      let velocity = tracker.velocity(at: lastStamp + rng.uniform(0...0.008))
      #expect(velocity.isFinite)
      errors.append(abs(velocity - direction * 1000) / 1000)
    }
    errors.sort()
    let median = errors[errors.count / 2]
    let p95 = errors[Int(Double(errors.count) * 0.95)]
    #expect(median <= 0.08, "median error \(median)")
    #expect(p95 <= 0.25, "95th percentile error \(p95)")
  }

  @Test("recorded real trace (Flutter's velocity_tracker_data.dart): within 0.1% of Flutter's expected velocity")
  func flutterTrace() {
    for (stroke, upMs, expected) in [
      (FlutterVelocityTrace.strokeOne, FlutterVelocityTrace.strokeOneUpMs, FlutterVelocityTrace.strokeOneExpected),
      (FlutterVelocityTrace.strokeTwo, FlutterVelocityTrace.strokeTwoUpMs, FlutterVelocityTrace.strokeTwoExpected),
    ] {
      var tracker = VelocityTracker2D()
      for sample in stroke {
        tracker.add(time: Double(sample.ms) / 1000, position: Vector2(x: sample.x, y: sample.y))
      }
      let velocity = tracker.velocity(at: Double(upMs) / 1000)
      // Expected stroke 1: (219.593, 1304.702) px/s; stroke 2: (355.710, 967.211) px/s; tolerance 0.1% each.
      #expect(abs(velocity.x - expected.x) <= 0.001 * abs(expected.x), "x \(velocity.x) vs \(expected.x)")
      #expect(abs(velocity.y - expected.y) <= 0.001 * abs(expected.y), "y \(velocity.y) vs \(expected.y)")
    }
  }

  @Test("no NaN or infinity: duplicate timestamps, a single sample, two samples, nothing")
  func degenerateInput() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.add(time: 1, position: 5)
    #expect(tracker.velocity(at: 1) == 0)
    tracker.add(time: 1.008, position: 13)
    #expect(tracker.velocity(at: 1.008) == 0, "fewer than 3 samples")
    // A burst: every sample with the same timestamp.
    var burst = VelocityTracker()
    for i in 0..<10 { burst.add(time: 2, position: Double(i) * 7) }
    #expect(burst.velocity(at: 2).isFinite)
    #expect(burst.velocity(at: 2) == 0)
    // Bursts of two: only two distinct times -> a straight line through the means.
    var pairs = VelocityTracker()
    for (t, x) in [(3.0, 0.0), (3.0, 2.0), (3.010, 10.0), (3.010, 12.0)] { pairs.add(time: t, position: x) }
    PhysicsAssert.near(pairs.velocity(at: 3.010), 1000, within: 1e-6)
    // Whole-millisecond bursts of a 1000 pt/s drag.
    var bursty = VelocityTracker()
    for i in 0..<24 {
      let t = 4 + Double(i / 3) * 0.016  // three events per 16 ms frame, one timestamp
      bursty.add(time: t, position: 1000 * (4 + Double(i) * 0.016 / 3))
    }
    let v = bursty.velocity(at: 4 + 7 * 0.016)
    #expect(v.isFinite)
    #expect(abs(v - 1000) / 1000 < 0.25)
    // Non-finite input is ignored.
    var odd = VelocityTracker()
    odd.add(time: .nan, position: 1)
    odd.add(time: 1, position: .infinity)
    #expect(odd.sampleCount == 0)
  }

  @Test("a finger that rested over 40 ms before lifting has zero velocity")
  func restBeforeRelease() {
    var tracker = VelocityTracker()
    for i in 0..<20 { tracker.add(time: Double(i) * 0.008, position: Double(i) * 16) }
    let last = 19 * 0.008
    #expect(tracker.velocity(at: last + 0.039) != 0)
    #expect(tracker.velocity(at: last + 0.041) == 0)
  }

  @Test("a gap over 40 ms starts afresh: the old motion no longer counts")
  func gapResets() {
    var tracker = VelocityTracker()
    // Fast leftwards, then a 60 ms pause, then slow rightwards.
    for i in 0..<12 { tracker.add(time: Double(i) * 0.008, position: -3000 * Double(i) * 0.008) }
    let resume = 11 * 0.008 + 0.060
    for i in 0..<6 { tracker.add(time: resume + Double(i) * 0.008, position: -264 + 200 * Double(i) * 0.008) }
    #expect(tracker.sampleCount == 6)
    PhysicsAssert.near(tracker.velocity(at: resume + 5 * 0.008), 200, within: 1e-6)
  }

  @Test("only the last 100 ms and at most 20 samples count")
  func horizonAndHistory() {
    var tracker = VelocityTracker()
    // 40 samples at 1 ms spacing: only 20 are kept.
    for i in 0..<40 { tracker.add(time: Double(i) * 0.001, position: Double(i)) }
    #expect(tracker.sampleCount == 20)
    // Slow for 200 ms then fast for the last 50 ms: a fit over the last 100 ms sees mostly fast motion.
    var change = VelocityTracker()
    var x = 0.0
    for i in 0..<25 {
      change.add(time: Double(i) * 0.010, position: x)
      x += i < 20 ? 1 : 20
    }
    #expect(change.velocity(at: 0.24) > 1000)
  }

  @Test("clamped to 8000 pt/s")
  func clamp() {
    var tracker = VelocityTracker()
    for i in 0..<10 { tracker.add(time: Double(i) * 0.008, position: Double(i) * 200) }
    #expect(tracker.velocity(at: 0.072) == 8000)
    var back = VelocityTracker()
    for i in 0..<10 { back.add(time: Double(i) * 0.008, position: -Double(i) * 200) }
    #expect(back.velocity(at: 0.072) == -8000)
  }

  @Test("reset forgets everything")
  func reset() {
    var tracker = VelocityTracker2D()
    for i in 0..<10 { tracker.add(time: Double(i) * 0.008, position: Vector2(x: Double(i) * 8, y: 0)) }
    #expect(tracker.velocity(at: 0.072).x > 900)
    tracker.reset()
    #expect(tracker.velocity(at: 0.072) == .zero)
  }
}
