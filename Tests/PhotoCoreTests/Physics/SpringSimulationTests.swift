import Foundation
import Testing

@testable import PhotoCore

@Suite("SpringSimulation")
struct SpringSimulationTests {
  static let ratios: [Double] = [0.5, 1, 1.5]

  static func spring(_ ratio: Double) -> SpringDescription {
    SpringDescription(mass: 2, stiffness: 100, dampingRatio: ratio)
  }

  @Test("literal sample points for each damping regime (computed independently)")
  func samplePoints() {
    let edge = SpringSimulation(spring: .edgeBounce, start: 100, end: 0, velocity: 0)
    PhysicsAssert.near(edge.position(at: 0.1), 73.575888, within: 1e-5)
    PhysicsAssert.near(edge.position(at: 0.74), 0.5134523, within: 1e-6)
    let under = SpringSimulation(spring: Self.spring(0.5), start: 1, end: 0, velocity: 0)
    PhysicsAssert.near(under.position(at: 0.3), 0.10172579, within: 1e-7)
    PhysicsAssert.near(under.position(at: 1), 0.02610175, within: 1e-7)
    let critical = SpringSimulation(spring: Self.spring(1), start: 1, end: 0, velocity: 0)
    PhysicsAssert.near(critical.position(at: 0.3), 0.37416281, within: 1e-7)
    let over = SpringSimulation(spring: Self.spring(1.5), start: 1, end: 0, velocity: 0)
    PhysicsAssert.near(over.position(at: 0.3), 0.52004549, within: 1e-7)
    PhysicsAssert.near(over.position(at: 1), 0.07861420, within: 1e-7)
  }

  @Test("page settle: one page in about 0.3 s", arguments: [1.0, -1.0])
  func pageSettleDuration(direction: Double) {
    let settle = SpringSimulation(spring: .pageSettle, start: 0, end: direction, velocity: 0)
    PhysicsAssert.near(settle.position(at: 0.1), 0.82381403 * direction, within: 1e-7)
    PhysicsAssert.near(settle.position(at: 0.3), 0.99920464 * direction, within: 1e-7)
  }

  @Test("x(0) = x0 and v(0) = v0 in every regime and direction", arguments: ratios, [-700.0, 0, 700])
  func initialConditions(ratio: Double, velocity: Double) {
    for (start, end) in [(100.0, 0.0), (-50.0, 30.0)] {
      let s = SpringSimulation(spring: Self.spring(ratio), start: start, end: end, velocity: velocity)
      PhysicsAssert.near(s.position(at: 0), start, within: 1e-9)
      PhysicsAssert.near(s.velocity(at: 0), velocity, within: 1e-9)
    }
  }

  @Test("residual m x'' + c x' + k x below 1e-6 x0 (m 2, k 100)", arguments: ratios)
  func residual(ratio: Double) {
    let description = Self.spring(ratio)
    let x0 = 100.0
    for v0 in [-900.0, 0, 450] {
      let s = SpringSimulation(spring: description, start: x0, end: 0, velocity: v0)
      let atStart = description.mass * s.acceleration(at: 0) + description.damping * v0 + description.stiffness * x0
      #expect(abs(atStart) < 1e-6 * x0)
      for t in stride(from: 0.01, through: 3, by: 0.01) {
        let residual =
          description.mass * s.acceleration(at: t) + description.damping * s.velocity(at: t)
          + description.stiffness * s.position(at: t)
        #expect(abs(residual) < 1e-6 * x0, "t=\(t) residual \(residual)")
        // The closed forms agree with each other: v is the derivative of x, a of v.
        let h = 1e-5
        let dx = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
        let dv = (s.velocity(at: t + h) - s.velocity(at: t - h)) / (2 * h)
        #expect(abs(dx - s.velocity(at: t)) < 1e-3 * max(1, abs(v0)), "dx t=\(t)")
        #expect(abs(dv - s.acceleration(at: t)) < 1e-2 * max(1, abs(v0)), "dv t=\(t)")
      }
    }
  }

  @Test(
    "round trip for a monotone (critically damped, no overshoot) spring, both directions",
    arguments: [(100.0, 0.0, 0.0), (0.0, 100.0, 0.0), (0.0, -80.0, -200.0), (-30.0, 70.0, 300.0)])
  func roundTrip(start: Double, end: Double, velocity: Double) throws {
    let s = SpringSimulation(spring: .edgeBounce, start: start, end: end, velocity: velocity)
    #expect(s.crossingTime == nil)
    for t in stride(from: 0.0, through: 1.2, by: 0.05) {
      let back = try #require(s.time(atPosition: s.position(at: t)), "t=\(t)")
      PhysicsAssert.near(back, t, within: 1e-6, "t")
    }
    #expect(s.time(atPosition: start - (end - start)) == nil)
  }

  @Test("the clamp never passes the target", arguments: [0.2, 0.5, 1.0])
  func clamp(ratio: Double) throws {
    // Thrown hard at the target so even the critical spring would overshoot.
    let description = SpringDescription(mass: 1, stiffness: 100, dampingRatio: ratio)
    let free = SpringSimulation(spring: description, start: 100, end: 0, velocity: -3000)
    let clamped = SpringSimulation(spring: description, start: 100, end: 0, velocity: -3000, clamp: true)
    let crossing = try #require(free.crossingTime)
    #expect(stride(from: 0.0, through: 2, by: 0.001).contains { free.position(at: $0) < -1 })
    for t in stride(from: 0.0, through: 2, by: 0.001) {
      #expect(clamped.position(at: t) >= 0, "t=\(t)")
    }
    #expect(clamped.position(at: crossing) == 0)
    #expect(clamped.velocity(at: crossing + 0.01) == 0)
    #expect(clamped.isDone(at: crossing))
    PhysicsAssert.near(clamped.position(at: crossing / 2), free.position(at: crossing / 2), within: 1e-12)
  }

  @Test("done means within tolerance for good", arguments: ratios)
  func doneIsFinal(ratio: Double) {
    let s = SpringSimulation(spring: Self.spring(ratio), start: 500, end: 0, velocity: 2000)
    let tolerance = s.tolerance
    #expect(s.duration.isFinite && s.duration > 0)
    #expect(!s.isDone(at: s.duration - 1e-3))
    for t in stride(from: s.duration, through: s.duration * 3, by: 0.001) {
      #expect(s.isDone(at: t))
      #expect(abs(s.position(at: t)) <= tolerance.distance, "t=\(t)")
      #expect(abs(s.velocity(at: t)) <= tolerance.velocity, "t=\(t)")
    }
    // An undamped spring never settles.
    let undamped = SpringSimulation(
      spring: SpringDescription(mass: 1, stiffness: 1, dampingRatio: 0),
      start: 1, end: 0, velocity: 0)
    #expect(!undamped.isDone(at: 1e6))
    // Already at rest.
    #expect(SpringSimulation(spring: .pageSettle, start: 3, end: 3, velocity: 0).isDone(at: 0))
  }

  @Test("mirror symmetry", arguments: ratios)
  func symmetry(ratio: Double) {
    let a = SpringSimulation(spring: Self.spring(ratio), start: 40, end: 0, velocity: 120)
    let b = SpringSimulation(spring: Self.spring(ratio), start: -40, end: 0, velocity: -120)
    for t in stride(from: 0.0, through: 2, by: 0.1) {
      PhysicsAssert.near(a.position(at: t), -b.position(at: t), within: 1e-12)
    }
  }

  @Test("restart invariance: rebuilt from (x, v) every 1/90 s the path matches within 0.01 pt", arguments: ratios)
  func restartInvariance(ratio: Double) {
    let description = Self.spring(ratio)
    let original = SpringSimulation(spring: description, start: 300, end: 20, velocity: -1500)
    let frames = stride(from: 0.0, through: 3, by: 1.0 / 90).map { $0 }
    let path = PhysicsFrames.restartedPath(
      frames: frames,
      make: { x, v in
        SpringSimulation(spring: description, start: x, end: 20, velocity: v)
      }, start: original)
    for t in frames {
      PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
    }
  }

  @Test("frame-rate independence: restarted every frame at 30/60/120/144 Hz and random gaps", arguments: ratios)
  func frameRateIndependence(ratio: Double) {
    let description = Self.spring(ratio)
    let original = SpringSimulation(spring: description, start: 0, end: 1000, velocity: 500)
    let checkpoints = PhysicsFrames.checkpoints(to: 2, step: 0.1)
    for frames in PhysicsFrames.all(to: 2, checkpoints: checkpoints) {
      let path = PhysicsFrames.restartedPath(
        frames: frames,
        make: { x, v in
          SpringSimulation(spring: description, start: x, end: 1000, velocity: v)
        }, start: original)
      for t in checkpoints {
        PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
      }
    }
  }

  @Test("constants of the named springs")
  func namedSprings() {
    PhysicsAssert.near(SpringDescription.edgeBounce.naturalFrequency, 10, within: 1e-12)
    PhysicsAssert.near(SpringDescription.edgeBounce.damping, 20, within: 1e-12)
    PhysicsAssert.near(SpringDescription.pageSettle.naturalFrequency, 1000.0.squareRoot(), within: 1e-12)
    #expect(SpringDescription.pageSettle.dampingRatio == 1)
  }
}
