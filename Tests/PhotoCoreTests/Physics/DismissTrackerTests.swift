import Testing

@testable import PhotoCore

@Suite("DismissTracker")
struct DismissTrackerTests {
  static let viewport = Vector2(x: 1000, y: 800)

  /// Where rest-space point `q` is drawn at `t`.
  static func screen(_ q: Vector2, _ tracker: DismissTracker, _ t: Double) -> Vector2 {
    let c = viewport * 0.5
    return c + (q - c) * tracker.scale(at: t) + tracker.offset(at: t)
  }

  @Test("scale = clamp(1 - dy / H, 0.3, 1), alpha = scale^2")
  func scaleAndAlpha() {
    var tracker = DismissTracker(viewportSize: Self.viewport)
    tracker.begin(at: Vector2(x: 500, y: 300), t: 0)
    tracker.update(translation: Vector2(x: 0, y: 200), t: 0.1)
    #expect(tracker.scale(at: 0.1) == 0.75)
    #expect(tracker.backgroundAlpha(at: 0.1) == 0.5625)
    tracker.update(translation: Vector2(x: 0, y: 800), t: 0.2)
    #expect(tracker.scale(at: 0.2) == 0.3)
    PhysicsAssert.near(tracker.backgroundAlpha(at: 0.2), 0.09, within: 1e-12)
    tracker.update(translation: Vector2(x: 30, y: -100), t: 0.3)
    #expect(tracker.scale(at: 0.3) == 1)
  }

  @Test(
    "the finger keeps its relative spot on the photo",
    arguments: [
      Vector2(x: 500, y: 400), Vector2(x: 120, y: 90), Vector2(x: 930, y: 700),
    ])
  func fingerKeepsSpot(start: Vector2) {
    var tracker = DismissTracker(viewportSize: Self.viewport)
    tracker.begin(at: start, t: 0)
    for (i, translation) in [Vector2(x: 10, y: 40), Vector2(x: -60, y: 300), Vector2(x: 200, y: 700)].enumerated() {
      let t = Double(i + 1) * 0.05
      tracker.update(translation: translation, t: t)
      PhysicsAssert.near(Self.screen(start, tracker, t), start + translation, within: 1e-9)
    }
  }

  @Test("release decision (Docs/physics.md): velocity, projected distance, dominant axis")
  func decisionLiterals() {
    func dismiss(_ t: Vector2, _ v: Vector2) -> Bool {
      DismissTracker.shouldDismiss(translation: t, velocity: v, viewportHeight: 800)
    }
    #expect(dismiss(Vector2(x: 0, y: 10), Vector2(x: 0, y: 800)))  // fast down
    #expect(dismiss(Vector2(x: 0, y: 10), Vector2(x: 0, y: 700)))  // 700 and 700 - 0 >= 400
    #expect(!dismiss(Vector2(x: 0, y: 0), Vector2(x: 0, y: 500)))  // 500 < 700; projected 100 < 120
    #expect(dismiss(Vector2(x: 0, y: 0), Vector2(x: 350, y: 700)))  // 350 short of dominance, but projected 140 >= 120
    #expect(!dismiss(Vector2(x: 0, y: 0), Vector2(x: 350, y: 550)))  // projected 110 < 120
    #expect(dismiss(Vector2(x: 0, y: 130), .zero))  // 130 >= 0.15 H = 120
    #expect(!dismiss(Vector2(x: 0, y: 110), .zero))
    #expect(dismiss(Vector2(x: 0, y: 110), Vector2(x: 0, y: 60)))  // 110 + 12 = 122
    #expect(!dismiss(Vector2(x: 0, y: 300), Vector2(x: 0, y: -100)))  // an upward fling cancels
    #expect(dismiss(Vector2(x: 0, y: 300), Vector2(x: 0, y: -30)))  // under 50 pt/s is no fling
    #expect(!dismiss(Vector2(x: 200, y: 130), .zero))  // mostly horizontal: not the dismiss axis
    #expect(!dismiss(Vector2(x: 0, y: 50), Vector2(x: 2000, y: 900)))  // fast but sideways
  }

  @Test("shouldBegin: downwards and mostly vertical, at fit or at the top edge")
  func shouldBegin() {
    #expect(DismissTracker.shouldBegin(translation: Vector2(x: 3, y: 12), isAtFit: true, isAtTopEdge: false))
    #expect(!DismissTracker.shouldBegin(translation: Vector2(x: 13, y: 12), isAtFit: true, isAtTopEdge: true))
    #expect(!DismissTracker.shouldBegin(translation: Vector2(x: 0, y: -12), isAtFit: true, isAtTopEdge: true))
    #expect(DismissTracker.shouldBegin(translation: Vector2(x: 0, y: 12), isAtFit: false, isAtTopEdge: true))
    #expect(!DismissTracker.shouldBegin(translation: Vector2(x: 0, y: 12), isAtFit: false, isAtTopEdge: false))
  }

  @Test("cancel springs back continuously to scale 1, alpha 1, no offset")
  func springBack() {
    var tracker = DismissTracker(viewportSize: Self.viewport)
    let start = Vector2(x: 300, y: 200)
    tracker.begin(at: start, t: 0)
    tracker.update(translation: Vector2(x: 40, y: 60), t: 0.2)
    let offset = tracker.offset(at: 0.2)
    let scale = tracker.scale(at: 0.2)
    let dismissed = tracker.release(velocity: Vector2(x: 0, y: -200), at: 0.2)
    #expect(!dismissed)  // upward: cancel
    PhysicsAssert.near(tracker.offset(at: 0.2), offset, within: 1e-9)
    PhysicsAssert.near(tracker.scale(at: 0.2), scale, within: 1e-12)
    #expect(!tracker.isSettled(at: 0.3))
    #expect(tracker.isSettled(at: 2))
    #expect(tracker.scale(at: 2) == 1)
    #expect(tracker.backgroundAlpha(at: 2) == 1)
    #expect(tracker.offset(at: 2) == .zero)
  }

  @Test("a finger landing during the spring back catches the photo where it is and keeps its spot")
  func catchSpringBack() {
    var tracker = DismissTracker(viewportSize: Self.viewport)
    tracker.begin(at: Vector2(x: 500, y: 300), t: 0)
    tracker.update(translation: Vector2(x: -50, y: 200), t: 0.2)
    tracker.cancel(at: 0.2)
    let offset = tracker.offset(at: 0.25)
    let scale = tracker.scale(at: 0.25)
    let finger = Vector2(x: 620, y: 540)
    tracker.begin(at: finger, t: 0.25)
    PhysicsAssert.near(tracker.offset(at: 0.25), offset, within: 1e-9)
    PhysicsAssert.near(tracker.scale(at: 0.25), scale, within: 1e-12)
    // The photo point under the new finger stays under it as the drag goes on.
    let c = Self.viewport * 0.5
    let q = c + (finger - c - offset) / scale
    tracker.update(translation: Vector2(x: 30, y: 150), t: 0.3)
    PhysicsAssert.near(Self.screen(q, tracker, 0.3), finger + Vector2(x: 30, y: 150), within: 1e-9)
    let dismissed = tracker.release(velocity: Vector2(x: 0, y: 1200), at: 0.3)
    #expect(dismissed)
  }

  @Test("a dismiss flies on downwards and fades the background out")
  func dismissExit() {
    var tracker = DismissTracker(viewportSize: Self.viewport)
    tracker.begin(at: Vector2(x: 500, y: 400), t: 0)
    tracker.update(translation: Vector2(x: 0, y: 150), t: 0.1)
    let alpha = tracker.backgroundAlpha(at: 0.1)
    let offset = tracker.offset(at: 0.1)
    let dismissed = tracker.release(velocity: Vector2(x: 0, y: 300), at: 0.1)
    #expect(dismissed)
    #expect(tracker.isDismissed)
    PhysicsAssert.near(tracker.backgroundAlpha(at: 0.1), alpha, within: 1e-12)
    PhysicsAssert.near(tracker.offset(at: 0.1), offset, within: 1e-9)
    #expect(tracker.offset(at: 0.2).y > offset.y)
    #expect(!tracker.isSettled(at: 0.34))
    // Told once it has flown out, and only once.
    let early = tracker.takeFinishedDismiss(at: 0.34)
    #expect(tracker.awaitsReport && !early)
    #expect(tracker.backgroundAlpha(at: 0.35) == 0)  // 0.25 s after the release
    #expect(tracker.isSettled(at: 0.35))
    let told = tracker.takeFinishedDismiss(at: 0.35)
    let again = tracker.takeFinishedDismiss(at: 0.36)
    #expect(told && !again && !tracker.awaitsReport)
    tracker.begin(at: .zero, t: 0.4)  // ignored once dismissed
    #expect(tracker.isDismissed)
  }

  @Test("frame-rate independence of drag and spring back within 0.01 pt")
  func frameRateIndependence() {
    var events: [(time: Double, apply: (inout DismissTracker) -> Void)] = [
      (0.05, { $0.begin(at: Vector2(x: 400, y: 300), t: 0.05) }),
      (0.40, { _ = $0.release(velocity: Vector2(x: 100, y: -600), at: 0.40) }),
      (0.55, { $0.begin(at: Vector2(x: 450, y: 320), t: 0.55) }),
      (0.70, { $0.cancel(at: 0.70) }),
    ]
    for i in 0..<40 {
      let t = 0.06 + Double(i) / 120
      events.append((t, { $0.update(translation: Vector2(x: Double(i), y: Double(i) * 6), t: t) }))
    }
    for i in 0..<15 {
      let t = 0.56 + Double(i) / 120
      events.append((t, { $0.update(translation: Vector2(x: 0, y: Double(i) * 4), t: t) }))
    }
    let probes: [(DismissTracker, Double) -> Double] = [
      { d, t in d.offset(at: t).x }, { d, t in d.offset(at: t).y }, { d, t in d.scale(at: t) * 1000 },
    ]
    for probe in probes {
      PhysicsFrames.expectIndependent(
        initial: DismissTracker(viewportSize: Self.viewport), events: events, to: 2,
        checkpoints: PhysicsFrames.checkpoints(to: 2, step: 0.05), probe: probe)
    }
  }
}
