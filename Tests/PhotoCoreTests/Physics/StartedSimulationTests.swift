import Foundation
import Testing

@testable import PhotoCore

@Suite("StartedSimulation")
struct StartedSimulationTests {
  /// A fling from 37.25 at 1000 pt/s (r = 0.998), started at 2.5 s on the virtual clock.
  static let fling = StartedSimulation(DecaySimulation(position: 37.25, velocity: 1000), at: 2.5)
  /// The edge bounce spring from 100 towards 0 at 300 pt/s, started at 4 s.
  static let spring = StartedSimulation(
    SpringSimulation(spring: .edgeBounce, start: 100, end: 0, velocity: 300), at: 4)

  @Test("at its start time it reads exactly its start position and velocity, and so before it")
  func startValues() {
    for t in [2.5, 2.0, -100] {
      #expect(Self.fling.position(at: t) == 37.25)
      #expect(Self.fling.velocity(at: t) == 1000)
    }
    for t in [4.0, 3.9, 0] {
      #expect(Self.spring.position(at: t) == 100)
      #expect(Self.spring.velocity(at: t) == 300)
    }
    let inward = StartedSimulation(SpringSimulation(spring: .pageSettle, start: -12.5, end: 40, velocity: 0), at: 7)
    #expect(inward.position(at: 7) == -12.5)
    #expect(inward.velocity(at: 7) == 0)
  }

  @Test("literal sample points on the virtual clock (computed independently)")
  func samplePoints() {
    // x = 37.25 + 1000 (e^(k t) - 1) / k, k = 1000 ln 0.998, at t = 2.75 - 2.5.
    PhysicsAssert.near(Self.fling.position(at: 2.75), 233.939515124, within: 1e-8)
    PhysicsAssert.near(Self.fling.velocity(at: 2.75), 606.227065428, within: 1e-8)
    PhysicsAssert.near(Self.fling.restingPosition, 536.749833166, within: 1e-8)
    // x = (100 + 1300 t) e^(-10 t), at t = 4.125 - 4.
    PhysicsAssert.near(Self.spring.position(at: 4.125), 75.207509176, within: 1e-8)
    PhysicsAssert.near(Self.spring.velocity(at: 4.125), -379.618855840, within: 1e-8)
    #expect(Self.spring.restingPosition == 0)
  }

  @Test("the same simulation started later is the same path shifted in time")
  func timeShift() {
    let later = StartedSimulation(Self.fling.simulation, at: Self.fling.start + 1024)
    for k in 0...256 {
      let t = Self.fling.start + Double(k) / 64
      #expect(later.position(at: t + 1024) == Self.fling.position(at: t))
      #expect(later.velocity(at: t + 1024) == Self.fling.velocity(at: t))
      #expect(later.isDone(at: t + 1024) == Self.fling.isDone(at: t))
    }
  }

  @Test("restart invariance: rebuilt from its own position and velocity at any instant, it goes on the same way")
  func restart() {
    let edges = StartedSimulation(
      EdgeFlingSimulation(position: 900, velocity: 2500, minEdge: 0, maxEdge: 1000), at: 1.5)
    for restart in [1.55, 1.6, 1.75, 2.0, 2.5] {
      let x = edges.position(at: restart)
      let v = edges.velocity(at: restart)
      let again = StartedSimulation(
        EdgeFlingSimulation(position: x, velocity: v, minEdge: 0, maxEdge: 1000), at: restart)
      for t in stride(from: restart, through: restart + 1, by: 0.05) {
        PhysicsAssert.near(again.position(at: t), edges.position(at: t), within: 1e-6, "edge fling from \(restart)")
      }
    }
    for restart in [4.0, 4.05, 4.25, 4.5] {
      let x = Self.spring.position(at: restart)
      let v = Self.spring.velocity(at: restart)
      let again = StartedSimulation(
        SpringSimulation(spring: .edgeBounce, start: x, end: 0, velocity: v), at: restart)
      for t in stride(from: restart, through: restart + 0.5, by: 0.05) {
        PhysicsAssert.near(again.position(at: t), Self.spring.position(at: t), within: 1e-9, "spring from \(restart)")
        PhysicsAssert.near(again.velocity(at: t), Self.spring.velocity(at: t), within: 1e-8, "spring from \(restart)")
      }
    }
  }

  @Test("done from start + duration on: exactly the resting position at velocity 0, not a moment before")
  func isDone() {
    let duration = Self.fling.simulation.duration
    PhysicsAssert.near(duration, 3.449922693, within: 1e-8)
    let done = Self.fling.start + duration
    #expect(!Self.fling.isDone(at: Self.fling.start))
    #expect(!Self.fling.isDone(at: done.nextDown))
    #expect(Self.fling.position(at: done.nextDown) != Self.fling.restingPosition)
    #expect(Self.fling.velocity(at: done.nextDown) > 0)
    for t in [done, done + 0.001, done + 1000] {
      #expect(Self.fling.isDone(at: t))
      #expect(Self.fling.position(at: t) == Self.fling.restingPosition)
      #expect(Self.fling.velocity(at: t) == 0)
    }
    // The last step onto the resting position is within the fling's tolerance (0.5 pt).
    let step = Self.fling.restingPosition - Self.fling.position(at: done.nextDown)
    #expect(step > 0 && step <= Tolerance.fling.distance + 1e-9)
  }

  @Test("a simulation at rest from the start is done at its start")
  func doneAtOnce() {
    let still = StartedSimulation(SpringSimulation(spring: .pageSettle, start: 3, end: 3, velocity: 0), at: 10)
    #expect(still.isDone(at: 10))
    #expect(!still.isDone(at: 9.5))
    #expect(still.position(at: 10) == 3 && still.velocity(at: 10) == 0)
  }
}
