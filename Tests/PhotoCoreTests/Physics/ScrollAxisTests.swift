import Testing

@testable import PhotoCore

@Suite("ScrollAxis")
struct ScrollAxisTests {
  /// 5000 pt of content in a 1000 pt viewport: positions 0...4000.
  static func axis(at position: Double = 2000) -> ScrollAxis {
    ScrollAxis(contentLength: 5000, viewportLength: 1000, position: position)
  }

  @Test("bounds from content and viewport; short content rests at 0")
  func bounds() {
    let axis = Self.axis()
    #expect(axis.minPosition == 0 && axis.maxPosition == 4000)
    let short = ScrollAxis(contentLength: 300, viewportLength: 1000)
    #expect(short.minPosition == 0 && short.maxPosition == 0)
  }

  @Test("drags move 1:1 inside and rubber-band past either end")
  func drag() {
    var axis = Self.axis(at: 100)
    axis.drag(by: -60, at: 0)
    #expect(axis.position(at: 0) == 40)
    axis.drag(by: -140, at: 0.01)  // 100 pt past the top
    PhysicsAssert.near(axis.position(at: 0.01), -52.13, within: 0.005)
    #expect(axis.dragOverflow == -100)
    var end = Self.axis(at: 3900)
    end.drag(by: 1100, at: 0)  // 1000 past the end
    PhysicsAssert.near(end.position(at: 0), 4354.84, within: 0.005)
  }

  @Test("a release inside flings to the decay's end and then holds still", arguments: [1500.0, -1500.0])
  func fling(velocity: Double) {
    var axis = Self.axis()
    axis.drag(by: 10, at: 0)
    axis.release(velocity: velocity, at: 0.1)
    let decay = DecaySimulation(position: 2010, velocity: velocity)
    PhysicsAssert.near(axis.position(at: 0.6), decay.position(at: 0.5), within: 1e-9)
    PhysicsAssert.near(axis.velocity(at: 0.1), velocity, within: 1e-9)
    #expect(!axis.isSettled(at: 1))
    let rest = 0.1 + decay.duration
    #expect(axis.isSettled(at: rest))
    #expect(axis.position(at: rest) == axis.position(at: rest + 100))
    #expect(axis.position(at: rest) == decay.restingPosition)
    #expect(!axis.isSettled(at: rest - 0.01))
    #expect(axis.velocity(at: rest) == 0)
  }

  @Test("slower than 50 pt/s is no fling; faster than 8000 pt/s is clamped")
  func thresholds() {
    var slow = Self.axis()
    slow.drag(by: 10, at: 0)
    slow.release(velocity: 49, at: 0)
    #expect(slow.isSettled(at: 0))
    #expect(slow.position(at: 5) == 2010)
    var fast = Self.axis()
    fast.drag(by: 0, at: 0)
    fast.release(velocity: -20_000, at: 0)
    #expect(fast.velocity(at: 0) == -8000)
  }

  @Test("a fling into the end bounces and rests exactly on it")
  func flingIntoEdge() {
    var axis = Self.axis(at: 3800)
    axis.drag(by: 0, at: 0)
    axis.release(velocity: 3000, at: 0)
    var beyond = false
    for t in stride(from: 0.0, through: 3, by: 0.005) where axis.position(at: t) > 4000.5 { beyond = true }
    #expect(beyond)
    #expect(axis.targetPosition == 4000)
    #expect(axis.position(at: 10) == 4000)
    #expect(axis.isSettled(at: 10))
  }

  @Test("released overscrolled at rest: bounces back without crossing the edge")
  func bounceBack() {
    var axis = Self.axis(at: 0)
    axis.drag(by: -300, at: 0)
    let shown = axis.position(at: 0)
    #expect(shown < 0)
    axis.release(velocity: 0, at: 0.2)
    #expect(axis.position(at: 0.2) == shown)
    for t in stride(from: 0.2, through: 3, by: 0.002) { #expect(axis.position(at: t) <= 0) }
    #expect(axis.position(at: 5) == 0)
  }

  @Test("released overscrolled and moving outwards: the content's (banded) velocity carries on, no jump")
  func releaseVelocityIsBanded() {
    var axis = Self.axis(at: 0)
    axis.drag(by: -200, at: 0)
    let slope = RubberBand.slope(atOverscroll: 200, dimension: 1000)
    axis.release(velocity: -1000, at: 0)
    PhysicsAssert.near(axis.velocity(at: 0), -1000 * slope, within: 1e-9)
  }

  @Test("a finger down mid-fling stops it where it is; mid-bounce too, and the drag continues without a jump")
  func catchMotion() {
    var axis = Self.axis()
    axis.drag(by: 0, at: 0)
    axis.release(velocity: 4000, at: 0)
    let x = axis.position(at: 0.3)
    axis.catchMotion(at: 0.3)
    #expect(axis.position(at: 0.3) == x)
    #expect(axis.position(at: 2) == x)
    #expect(axis.isSettled(at: 0.3))
    // Mid-bounce past the end.
    var bouncing = Self.axis(at: 3990)
    bouncing.drag(by: 0, at: 0)
    bouncing.release(velocity: 5000, at: 0)
    let y = bouncing.position(at: 0.12)
    #expect(y > 4000)
    bouncing.drag(by: 0, at: 0.12)  // a finger lands and drags
    PhysicsAssert.near(bouncing.position(at: 0.12), y, within: 1e-9)
    bouncing.drag(by: 5, at: 0.13)
    #expect(bouncing.position(at: 0.13) > y)
    #expect(bouncing.position(at: 0.13) < y + 5)  // banded
  }

  @Test("scroll(to:) animates with a spring from the current motion, or jumps")
  func scrollTo() {
    var axis = Self.axis()
    axis.scroll(to: 3000, at: 1, animated: true)
    #expect(axis.position(at: 1) == 2000)
    #expect(axis.position(at: 1.1) > 2000)
    #expect(axis.position(at: 3) == 3000)
    axis.scroll(to: 99_999, at: 4, animated: false)
    #expect(axis.position(at: 4) == 4000)
  }

  @Test("setBounds: a fling continues towards the new bounds; content left outside bounces back")
  func setBounds() {
    var axis = Self.axis()
    axis.drag(by: 0, at: 0)
    axis.release(velocity: 2000, at: 0)
    let x = axis.position(at: 0.2)
    axis.setContent(contentLength: 3500, viewportLength: 1000, at: 0.2)  // max now 2500
    PhysicsAssert.near(axis.position(at: 0.2), x, within: 1e-9)
    #expect(axis.position(at: 10) == 2500)
    var resting = Self.axis(at: 3000)
    resting.setBounds(minPosition: 0, maxPosition: 1000, at: 0)
    #expect(resting.position(at: 0) == 3000)
    #expect(resting.position(at: 10) == 1000)
  }

  @Test("edge behaviour .stop: pinned at the edge, the excess is reported")
  func stopEdge() {
    var axis = ScrollAxis(minPosition: -100, maxPosition: 100, viewportLength: 800, position: 80)
    axis.edgeBehavior = .stop
    axis.drag(by: 50, at: 0)
    #expect(axis.position(at: 0) == 100)
    #expect(axis.dragOverflow == 30)
    axis.drag(by: -40, at: 0.1)  // the excess is given back first
    #expect(axis.position(at: 0.1) == 90)
    #expect(axis.dragOverflow == 0)
    axis.drag(by: 60, at: 0.2)
    axis.release(velocity: 3000, at: 0.2)  // pinned: no fling further out
    #expect(axis.isSettled(at: 0.2))
    #expect(axis.position(at: 1) == 100)
  }

  @Test("frame-rate independence: drag, fling, catch, bounce agree within 0.01 pt at every rate")
  func frameRateIndependence() {
    var events: [(time: Double, apply: (inout ScrollAxis) -> Void)] = []
    for i in 0..<30 {
      let t = 0.05 + Double(i) / 120
      events.append((t, { $0.drag(by: 14, at: t) }))
    }
    events.append((0.31, { $0.release(velocity: 2100, at: 0.31) }))
    events.append((0.87, { $0.catchMotion(at: 0.87) }))
    events.append((0.90, { $0.drag(by: 150, at: 0.90) }))
    events.append((0.93, { $0.drag(by: 200, at: 0.93) }))
    events.append((0.95, { $0.release(velocity: 6000, at: 0.95) }))  // into the end
    PhysicsFrames.expectIndependent(
      initial: ScrollAxis(contentLength: 3000, viewportLength: 700, position: 1200), events: events, to: 4,
      checkpoints: PhysicsFrames.checkpoints(to: 4, step: 0.05)
    ) { axis, t in axis.position(at: t) }
  }
}
