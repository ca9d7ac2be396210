import Testing

@testable import PhotoCore

@Suite("Pager")
struct PagerTests {
  static let width = 1000.0

  /// Drags from rest on `page` by `pages` page widths forwards (finger left) and releases at `forwardSpeed`
  /// (positive = forwards, i.e. finger moving left); returns the pager after release at t = 1.
  static func fling(from page: Int, forward pages: Double, forwardSpeed: Double, count: Int = 20) -> Pager {
    var pager = Pager(count: count, pageWidth: width, page: page)
    pager.beginDrag(at: 0.5)
    pager.drag(translation: -pages * width, at: 0.9)
    pager.endDrag(velocity: -forwardSpeed, at: 1)
    return pager
  }

  @Test("gap = 25 pt + 2% of W; stride = W + gap")
  func geometry() {
    let pager = Pager(count: 3, pageWidth: 1000)
    #expect(pager.gap == 45)
    #expect(pager.stride == 1045)
    #expect(Pager(count: 3, pageWidth: 400).gap == 33)
  }

  @Test(
    "Docs/physics.md decision table from page 5",
    arguments: [
      (0.3, 400.0, 6),  // 0.3 W at +400 pt/s -> 6
      (0.3, 50.0, 5),  // 0.3 W at +50 pt/s -> 5
      (0.6, 0.0, 6),  // 0.6 W at rest -> 6
      (0.7, -400.0, 5),  // forward 0.7 W then released at -400 pt/s -> 5
      (0.3, 8000.0, 6),  // +8000 pt/s -> 6
      (0.01, 2000.0, 5),  // a 10 pt drag at 2000 pt/s -> 5
      // The mirror images.
      (-0.3, -400.0, 4), (-0.3, -50.0, 5), (-0.6, 0.0, 4), (-0.7, 400.0, 5), (-0.3, -8000.0, 4), (-0.01, -2000.0, 5),
      // Around the thresholds: 300 pt/s counts, 299 does not; 16 pt does not count, 17 does.
      (0.3, 300.0, 6), (0.3, 299.0, 5), (0.016, 1000.0, 5), (0.017, 1000.0, 6),
      // However far the drag: one page.
      (3.0, 0.0, 6), (3.0, 8000.0, 6), (-4.0, -3000.0, 4),
    ])
  func decisionTable(pages: Double, speed: Double, expected: Int) {
    let pager = Self.fling(from: 5, forward: pages, forwardSpeed: speed)
    #expect(pager.targetPage == expected)
    #expect(pager.position(at: 10) == Double(expected))
    #expect(pager.currentPage(at: 10) == expected)
    #expect(pager.isSettled(at: 10))
  }

  @Test("never past the first or last page")
  func albumEnds() {
    #expect(Self.fling(from: 0, forward: -0.5, forwardSpeed: -3000).targetPage == 0)
    #expect(Self.fling(from: 19, forward: 0.5, forwardSpeed: 3000).targetPage == 19)
    #expect(Self.fling(from: 0, forward: 0.5, forwardSpeed: 3000, count: 1).targetPage == 0)
    #expect(Self.fling(from: 0, forward: 0.5, forwardSpeed: 3000, count: 0).targetPage == 0)
  }

  @Test("10,000 random gestures never move more than one page from the start page")
  func randomGestures() {
    var rng = PhysicsRNG(seed: 0xC0FFEE)
    for _ in 0..<10_000 {
      let count = rng.int(1...12)
      var pager = Pager(count: count, pageWidth: rng.uniform(200...3000), page: rng.int(0...(count - 1)))
      var t = 0.0
      // Sometimes a settle is under way when the finger lands (from a flick or a key).
      if rng.int(0...2) == 0 {
        pager.go(to: rng.int(0...(count - 1)), at: t, animated: true)
        t += rng.uniform(0...0.4)
      }
      pager.beginDrag(at: t)
      let start = pager.dragStartPage!
      let positionAtCatch = pager.position(at: t)
      for _ in 0..<rng.int(1...6) {
        t += rng.uniform(0.001...0.05)
        pager.drag(translation: rng.uniform(-20_000...20_000) * (rng.int(0...1) == 0 ? 0.001 : 1), at: t)
      }
      t += rng.uniform(0...0.05)
      pager.endDrag(velocity: rng.uniform(-20_000...20_000), at: t)
      #expect(abs(pager.targetPage - start) <= 1)
      #expect((0..<count).contains(pager.targetPage))
      #expect(abs(Double(start) - positionAtCatch) <= 1)
      // And the settle lands on it.
      #expect(pager.position(at: t + 5) == Double(pager.targetPage))
    }
  }

  @Test("the drag rubber-bands beyond the neighbours and past the first and last page")
  func dragRubberBand() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 5)
    pager.beginDrag(at: 0)
    pager.drag(translation: -0.5 * Self.width, at: 0.1)  // free: half a page width
    #expect(pager.position(at: 0.1) == 5 + 0.5 * Self.width / pager.stride)
    pager.drag(translation: -3 * pager.stride, at: 0.2)  // three pages' worth: banded beyond page 6
    let banded = pager.position(at: 0.2)
    let expected = 6 + RubberBand.offset(forOverscroll: 2 * pager.stride, dimension: Self.width) / pager.stride
    PhysicsAssert.near(banded, expected, within: 1e-12)
    #expect(banded < 7)
    // Backwards past the first page.
    var first = Pager(count: 10, pageWidth: Self.width, page: 0)
    first.beginDrag(at: 0)
    first.drag(translation: 100, at: 0.1)
    PhysicsAssert.near(first.position(at: 0.1) * first.stride, -52.13, within: 0.005)  // 100 pt raw at d = 1000
    first.drag(translation: 0, at: 0.2)  // back the same raw distance: exactly the edge
    #expect(first.position(at: 0.2) == 0)
  }

  @Test("the settle spring starts at the release position and velocity")
  func settleContinuity() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 5)
    pager.beginDrag(at: 0)
    pager.drag(translation: -300, at: 0.1)
    let before = pager.position(at: 0.1)
    pager.endDrag(velocity: -900, at: 0.1)
    #expect(pager.position(at: 0.1) == before)
    PhysicsAssert.near(pager.velocity(at: 0.1), 900 / pager.stride, within: 1e-12)
    #expect(pager.targetPage == 6)
    #expect(!pager.isSettled(at: 0.2))
    // About 0.3 s for the page: within a point of it after 0.4 s.
    #expect(abs(pager.position(at: 0.5) - 6) * pager.stride < 1)
  }

  @Test("a finger down mid-settle catches the page where it is")
  func catchSettle() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 2)
    pager.next(at: 0)
    let mid = pager.position(at: 0.05)
    #expect(mid > 2 && mid < 3)
    pager.beginDrag(at: 0.05)
    #expect(pager.position(at: 0.05) == mid)
    #expect(pager.position(at: 1) == mid)  // held still
    #expect(pager.dragStartPage == 3)  // quick successive flicks advance from the target
    pager.drag(translation: -40, at: 0.1)
    pager.endDrag(velocity: -1000, at: 0.12)
    #expect(pager.targetPage == 4)
  }

  @Test("keyboard next during a settle retargets to the page after the current target, continuously")
  func keyboardRetarget() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 0)
    pager.next(at: 0)
    #expect(pager.targetPage == 1)
    let x = pager.position(at: 0.08)
    let v = pager.velocity(at: 0.08)
    pager.next(at: 0.08)
    #expect(pager.targetPage == 2)
    PhysicsAssert.near(pager.position(at: 0.08), x, within: 1e-12)
    PhysicsAssert.near(pager.velocity(at: 0.08), v, within: 1e-12)
    pager.next(at: 0.1)
    pager.previous(at: 0.12)
    #expect(pager.targetPage == 2)
    #expect(pager.position(at: 3) == 2)
    pager.go(to: 99, at: 3, animated: false)
    #expect(pager.position(at: 3) == 9)
    pager.next(at: 3)
    #expect(pager.targetPage == 9)
  }

  @Test("cancelDrag springs back to the start page")
  func cancel() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 4)
    pager.beginDrag(at: 0)
    pager.drag(translation: 700, at: 0.1)
    pager.cancelDrag(at: 0.1)
    #expect(pager.targetPage == 4)
    #expect(pager.position(at: 2) == 4)
  }

  @Test("resize keeps the fractional position, mid-settle and mid-drag")
  func resize() {
    var pager = Pager(count: 10, pageWidth: Self.width, page: 1)
    pager.next(at: 0)
    let x = pager.position(at: 0.05)
    pager.resize(pageWidth: 600, at: 0.05)
    PhysicsAssert.near(pager.position(at: 0.05), x, within: 1e-12)
    #expect(pager.position(at: 3) == 2)
    var dragging = Pager(count: 10, pageWidth: Self.width, page: 1)
    dragging.beginDrag(at: 0)
    dragging.drag(translation: -400, at: 0.1)
    let y = dragging.position(at: 0.1)
    dragging.resize(pageWidth: 500, at: 0.1)
    PhysicsAssert.near(dragging.position(at: 0.1), y, within: 1e-12)
    dragging.drag(translation: -400 - dragging.stride * 0.1, at: 0.2)  // a tenth of the new stride further
    PhysicsAssert.near(dragging.position(at: 0.2), y + 0.1, within: 1e-12)
  }

  @Test("setCount: growing keeps the page; shrinking below it moves to the new last page")
  func setCount() {
    var pager = Pager(count: 0, pageWidth: Self.width)
    #expect(pager.currentPage(at: 0) == 0)
    pager.setCount(5)
    pager.go(to: 4, at: 0, animated: false)
    pager.setCount(50)
    #expect(pager.position(at: 1) == 4)
    pager.setCount(3)
    #expect(pager.position(at: 1) == 2)
    #expect(pager.targetPage == 2)
    var animated = Pager(count: 10, pageWidth: Self.width, page: 8)
    animated.setCount(5, at: 0)
    #expect(animated.targetPage == 4)
    #expect(animated.position(at: 0) == 8)
    #expect(animated.position(at: 3) == 4)
  }

  @Test("frame-rate independence: a scripted drag, flick, catch and key presses agree within 0.01 pt at every rate")
  func frameRateIndependence() {
    let start = Pager(count: 30, pageWidth: 1280, page: 3)
    var events: [(time: Double, apply: (inout Pager) -> Void)] = [
      (0.100, { $0.beginDrag(at: 0.100) }),
      (0.517, { $0.endDrag(velocity: -1800, at: 0.517) }),  // flick forwards
      (0.731, { $0.beginDrag(at: 0.731) }),  // catch mid-settle
      (0.950, { $0.endDrag(velocity: 0, at: 0.950) }),
      (1.203, { $0.next(at: 1.203) }),
      (1.289, { $0.next(at: 1.289) }),  // retarget mid-settle
      (1.777, { $0.previous(at: 1.777) }),
    ]
    // Finger moves: 20 events at 120 Hz in each drag.
    for i in 0..<48 {
      let t = 0.110 + Double(i) / 120
      events.append((t, { $0.drag(translation: -Double(i) * 9, at: t) }))
    }
    for i in 0..<20 {
      let t = 0.741 + Double(i) / 120
      events.append((t, { $0.drag(translation: Double(i) * 4, at: t) }))
    }
    PhysicsFrames.expectIndependent(
      initial: start, events: events, to: 3, checkpoints: PhysicsFrames.checkpoints(to: 3, step: 0.05)
    ) { pager, t in pager.position(at: t) * pager.stride }
  }
}
