import Foundation
import Testing

@testable import PhotoCore

@Suite("EdgeFlingSimulation")
struct EdgeFlingSimulationTests {
  @Test(
    "Docs/physics.md: a 100 pt overscroll released at rest is within 0.5 pt of the edge by about 0.74 s, never past it",
    arguments: [1.0, -1.0])
  func bounceBackFigure(side: Double) {
    // Edges 0...1000; overscrolled by 100 beyond the upper (side 1) or lower (side -1) edge.
    let edge = side > 0 ? 1000.0 : 0.0
    let fling = EdgeFlingSimulation(position: edge + 100 * side, velocity: 0, minEdge: 0, maxEdge: 1000)
    var reached: Double?
    for t in stride(from: 0.0, through: 3, by: 0.0005) {
      let overscroll = (fling.position(at: t) - edge) * side
      #expect(overscroll >= 0, "crossed at t=\(t)")
      if reached == nil && overscroll <= 0.5 { reached = t }
    }
    PhysicsAssert.near(reached ?? .infinity, 0.743, within: 0.01, "time to 0.5 pt")
    #expect(fling.restingPosition == edge)
  }

  @Test(
    "x(0) = x0 and v(0) = v0 inside and outside",
    arguments: [
      (500.0, 800.0), (500.0, -800.0), (1100.0, 300.0), (-60.0, 2000.0), (1000.0, 1000.0),
    ])
  func initialConditions(position: Double, velocity: Double) {
    let fling = EdgeFlingSimulation(position: position, velocity: velocity, minEdge: 0, maxEdge: 1000)
    PhysicsAssert.near(fling.position(at: 0), position, within: 1e-9)
    PhysicsAssert.near(fling.velocity(at: 0), velocity, within: 1e-9)
  }

  @Test("a fling that stays inside is the plain deceleration")
  func insideIsDecay() {
    let fling = EdgeFlingSimulation(position: 100, velocity: 1000, minEdge: 0, maxEdge: 5000)
    let decay = DecaySimulation(position: 100, velocity: 1000)
    #expect(fling.segments.count == 1)
    for t in stride(from: 0.0, through: 4, by: 0.1) {
      #expect(fling.position(at: t) == decay.position(at: t))
    }
    #expect(fling.duration == decay.duration)
  }

  @Test(
    "into an edge: switches to the spring at the crossing with continuous x and v, both directions",
    arguments: [1.0, -1.0])
  func crossingContinuity(direction: Double) throws {
    // From the middle of 0...1000, a fling of 2000 pt/s would travel 999 pt: it crosses the edge.
    let fling = EdgeFlingSimulation(position: 500, velocity: 2000 * direction, minEdge: 0, maxEdge: 1000)
    let switchTime = try #require(fling.firstSwitchTime)
    let edge = direction > 0 ? 1000.0 : 0.0
    let decay = DecaySimulation(position: 500, velocity: 2000 * direction)
    PhysicsAssert.near(switchTime, try #require(decay.time(atPosition: edge)), within: 1e-12)
    let h = 1e-7
    PhysicsAssert.near(fling.position(at: switchTime - h), edge, within: 1e-3)
    PhysicsAssert.near(fling.position(at: switchTime), edge, within: 1e-9)
    PhysicsAssert.near(fling.velocity(at: switchTime - h), fling.velocity(at: switchTime), within: 1e-3)
    // Out past the edge, back, and never inside again.
    var furthest = 0.0
    for t in stride(from: switchTime, through: switchTime + 3, by: 0.001) {
      let overscroll = (fling.position(at: t) - edge) * direction
      #expect(overscroll >= -1e-9, "t=\(t)")
      furthest = max(furthest, overscroll)
    }
    #expect(furthest > 5)
    #expect(fling.restingPosition == edge)
    #expect(fling.isDone(at: fling.duration))
    PhysicsAssert.near(fling.position(at: fling.duration), edge, within: Tuning.Settle.distance)
  }

  @Test("the transfer velocity is capped at 5000 pt/s")
  func transferCap() throws {
    let fling = EdgeFlingSimulation(position: 990, velocity: 8000, minEdge: 0, maxEdge: 1000)
    let switchTime = try #require(fling.firstSwitchTime)
    #expect(fling.velocity(at: switchTime - 1e-9) > 7900)
    PhysicsAssert.near(fling.velocity(at: switchTime), 5000, within: 1e-9)
    // Peak overscroll of a critical spring from the edge at v: v / (omega e) = 5000 / (10 e) = 183.94 pt.
    let peak = stride(from: switchTime, through: switchTime + 1, by: 0.0005).map { fling.position(at: $0) }.max()!
    PhysicsAssert.near(peak - 1000, 5000 / (10 * M_E), within: 0.05)
  }

  @Test("released overscrolled and moving inwards: springs to the edge and glides on inside, continuously")
  func outsideInwards() throws {
    // Crosses at t = 50 / (1500 - 10 * 50) = 0.05 s at 1000 e^-0.5 = 606.5 pt/s: glides about 303 pt on.
    let fling = EdgeFlingSimulation(position: 1050, velocity: -1500, minEdge: 0, maxEdge: 1000)
    let switchTime = try #require(fling.firstSwitchTime)
    PhysicsAssert.near(fling.position(at: switchTime), 1000, within: 1e-9)
    PhysicsAssert.near(fling.velocity(at: switchTime - 1e-7), fling.velocity(at: switchTime), within: 1e-2)
    PhysicsAssert.near(switchTime, 0.05, within: 1e-12)
    PhysicsAssert.near(fling.velocity(at: switchTime), -1000 * exp(-0.5), within: 1e-9)
    PhysicsAssert.near(fling.restingPosition, 1000 - 1000 * exp(-0.5) / 2.002002, within: 0.01)
  }

  @Test("content no longer than the viewport (edges equal): a fling comes back to the one position")
  func degenerateEdges() {
    let fling = EdgeFlingSimulation(position: 0, velocity: 1200, minEdge: 0, maxEdge: 0)
    #expect(fling.position(at: 0.1) > 0)
    #expect(fling.restingPosition == 0)
    PhysicsAssert.near(fling.position(at: fling.duration), 0, within: Tuning.Settle.distance)
  }

  static let restartCases: [(Double, Double)] = [
    (500, 2000), (500, -2600), (990, 8000), (1100, 0), (1050, -3000),
    (-80, 400),
  ]

  @Test("restart invariance: rebuilt from (x, v) every 1/90 s the path matches within 0.01 pt", arguments: restartCases)
  func restartInvariance(position: Double, velocity: Double) {
    let original = EdgeFlingSimulation(position: position, velocity: velocity, minEdge: 0, maxEdge: 1000)
    let frames = stride(from: 0.0, through: 4, by: 1.0 / 90).map { $0 }
    let path = PhysicsFrames.restartedPath(
      frames: frames,
      make: { x, v in
        EdgeFlingSimulation(position: x, velocity: v, minEdge: 0, maxEdge: 1000)
      }, start: original)
    for t in frames {
      PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
    }
  }

  @Test("frame-rate independence: restarted every frame at 30/60/120/144 Hz and random gaps", arguments: restartCases)
  func frameRateIndependence(position: Double, velocity: Double) {
    let original = EdgeFlingSimulation(position: position, velocity: velocity, minEdge: 0, maxEdge: 1000)
    let checkpoints = PhysicsFrames.checkpoints(to: 3, step: 0.1)
    for frames in PhysicsFrames.all(to: 3, checkpoints: checkpoints) {
      let path = PhysicsFrames.restartedPath(
        frames: frames,
        make: { x, v in
          EdgeFlingSimulation(position: x, velocity: v, minEdge: 0, maxEdge: 1000)
        }, start: original)
      for t in checkpoints {
        PhysicsAssert.near(path[t]!, original.position(at: t), within: 0.01, "t=\(t)")
      }
    }
  }
}
