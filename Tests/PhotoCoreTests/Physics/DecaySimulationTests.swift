import Foundation
import Testing

@testable import PhotoCore

@Suite("DecaySimulation")
struct DecaySimulationTests {
  @Test("Docs/physics.md: 2000 pt/s at r = 0.998 ends 999.0 +- 0.5 pt away; 1000 pt/s ends 499.5 +- 0.5 pt")
  func acceptanceDistances() {
    let fast = DecaySimulation(position: 0, velocity: 2000, rate: 0.998)
    PhysicsAssert.near(fast.restingPosition, 999.0, within: 0.5)
    let slow = DecaySimulation(position: 0, velocity: 1000, rate: 0.998)
    PhysicsAssert.near(slow.restingPosition, 499.5, within: 0.5)
    // And a scroll axis flung so rests there.
    for (velocity, figure) in [(2000.0, 999.0), (1000.0, 499.5), (-2000.0, -999.0)] {
      var axis = ScrollAxis(minPosition: -10_000, maxPosition: 10_000, viewportLength: 1000, position: 0)
      axis.release(velocity: velocity, at: 0)
      #expect(axis.isSettled(at: 10))
      PhysicsAssert.near(axis.position(at: 10), figure, within: 0.5)
    }
  }

  @Test("literal sample points (computed independently)")
  func samplePoints() {
    let decay = DecaySimulation(position: 0, velocity: 2000)
    PhysicsAssert.near(decay.restingPosition, 998.99967, within: 1e-4)
    PhysicsAssert.near(decay.position(at: 0.5), 631.85605, within: 1e-4)
    PhysicsAssert.near(decay.velocity(at: 0.5), 735.02251, within: 1e-4)
    PhysicsAssert.near(decay.position(at: 1), 864.07025, within: 1e-4)
    PhysicsAssert.near(decay.duration, 3.79615, within: 1e-4)
    let fast = DecaySimulation(position: 0, velocity: 2000, rate: Tuning.Fling.fastRate)
    PhysicsAssert.near(fast.restingPosition, 198.99832, within: 1e-4)
    PhysicsAssert.near(fast.position(at: 0.1), 126.15850, within: 1e-4)
  }

  @Test("x(0) = x0, v(0) = v0, both directions", arguments: [-3000.0, -120, 120, 3000])
  func initialConditions(velocity: Double) {
    let decay = DecaySimulation(position: 42, velocity: velocity)
    #expect(decay.position(at: 0) == 42)
    #expect(decay.velocity(at: 0) == velocity)
    // Moves the way it is thrown, and its speed only falls.
    #expect((decay.position(at: 0.2) - 42).sign == velocity.sign)
    #expect(abs(decay.velocity(at: 0.3)) < abs(decay.velocity(at: 0.2)))
  }

  @Test("mirror symmetry: a negative fling is the positive one reflected")
  func symmetry() {
    let forward = DecaySimulation(position: 10, velocity: 1500)
    let backward = DecaySimulation(position: -10, velocity: -1500)
    for t in stride(from: 0.0, through: 3, by: 0.25) {
      PhysicsAssert.near(backward.position(at: t), -forward.position(at: t), within: 1e-9)
      PhysicsAssert.near(backward.velocity(at: t), -forward.velocity(at: t), within: 1e-9)
    }
    #expect(backward.duration == forward.duration)
  }

  @Test("round trip: time(atPosition: x(t)) = t", arguments: [-2500.0, 800, 2500])
  func roundTrip(velocity: Double) throws {
    let decay = DecaySimulation(position: 100, velocity: velocity)
    for t in stride(from: 0.0, through: 3, by: 0.1) {
      let back = try #require(decay.time(atPosition: decay.position(at: t)))
      PhysicsAssert.near(back, t, within: 1e-6, "t")
    }
    // Positions it never reaches.
    #expect(decay.time(atPosition: decay.restingPosition) == nil)
    #expect(decay.time(atPosition: 100 - velocity) == nil)
    #expect(DecaySimulation(position: 0, velocity: 0).time(atPosition: 1) == nil)
  }

  @Test("done exactly when less than 0.5 pt remains, and stays done")
  func doneCriterion() {
    let decay = DecaySimulation(position: 0, velocity: 1234)
    let end = decay.duration
    PhysicsAssert.near(decay.restingPosition - decay.position(at: end), 0.5, within: 1e-9)
    #expect(!decay.isDone(at: end - 0.01))
    #expect(decay.isDone(at: end))
    #expect(decay.isDone(at: end + 10))
    #expect(DecaySimulation(position: 5, velocity: 0).isDone(at: 0))
    // 0.4 pt in all: done from the start.
    let tiny = DecaySimulation(position: 0, velocity: DecaySimulation.velocity(toTravel: 0.4))
    #expect(tiny.isDone(at: 0))
  }

  @Test("velocity(toTravel:) lands the fling where asked")
  func velocityToTravel() {
    let v = DecaySimulation.velocity(toTravel: -640, rate: Tuning.Fling.fastRate)
    let decay = DecaySimulation(position: 1000, velocity: v, rate: Tuning.Fling.fastRate)
    PhysicsAssert.near(decay.restingPosition, 360, within: 1e-9)
  }

  @Test("restart invariance: rebuilt from (x, v) every 1/90 s it follows the same path within 0.01 pt")
  func restartInvariance() {
    let original = DecaySimulation(position: 0, velocity: -4321)
    let frames = stride(from: 0.0, through: 4, by: 1.0 / 90).map { $0 }
    let path = PhysicsFrames.restartedPath(
      frames: frames,
      make: { x, v in
        DecaySimulation(position: x, velocity: v)
      }, start: original)
    for t in frames {
      PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
    }
  }

  @Test("frame-rate independence: restarted every frame at 30/60/120/144 Hz and random gaps, agrees within 0.01 pt")
  func frameRateIndependence() {
    let original = DecaySimulation(position: 0, velocity: 2000)
    let checkpoints = PhysicsFrames.checkpoints(to: 3, step: 0.25)
    for frames in PhysicsFrames.all(to: 3, checkpoints: checkpoints) {
      let path = PhysicsFrames.restartedPath(
        frames: frames,
        make: { x, v in
          DecaySimulation(position: x, velocity: v)
        }, start: original)
      for t in checkpoints {
        PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
      }
    }
  }
}
