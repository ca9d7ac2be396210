import Testing

@testable import PhotoCore

/// The viewer's gestures on a virtual clock: pointer events in, pager / zoom / dismiss state out.
@Suite struct NavigatorGestureTests {
  /// A viewer of `count` 800x600 photos in an 800x600 viewport, all loaded.
  static func navigator(count: Int = 5) -> Navigator {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600))
    for i in 0..<count {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    }
    return navigator
  }

  /// One finger from `a` to `b` over `ms` milliseconds starting at `t0` seconds, sampled every 8 ms, lifted at
  /// the end after `hold` seconds.
  static func drag(
    _ navigator: inout Navigator, from a: Vector2, to b: Vector2, at t0: Double = 0, ms: Double, hold: Double = 0,
    id: Int64 = 1
  ) {
    let pointer = PointerID.finger(device: 1, finger: id)
    navigator.handle(PointerEvent(id: pointer, phase: .down, position: a, time: t0))
    var t = 8.0
    while t < ms {
      navigator.handle(PointerEvent(id: pointer, phase: .moved, position: a + (b - a) * (t / ms), time: t0 + t / 1000))
      t += 8
    }
    navigator.handle(PointerEvent(id: pointer, phase: .moved, position: b, time: t0 + ms / 1000))
    navigator.handle(PointerEvent(id: pointer, phase: .up, position: b, time: t0 + ms / 1000 + hold))
  }

  @Test func quickArrowPressesOnAZoomedPhotoAddUp() throws {
    var navigator = Self.navigator()
    // Actual size of an 800 x 600 photo in an 800 x 600 viewport is fit; zoom in twice as far first.
    _ = navigator.perform(.zoomIn, at: 0)
    _ = navigator.perform(.zoomIn, at: 0.01)
    let zoom = try #require(navigator.pager.zoom)
    let z = zoom.targetZoom
    #expect(z > 1.5)
    // Three presses 20 ms apart, each 100 points: 300 points in all once the animation ends.
    for (i, t) in [1.0, 1.02, 1.04].enumerated() {
      _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: t)
      #expect(abs((navigator.pager.zoom?.targetPan(at: t).x ?? 0) + 100 * Double(i + 1)) < 1e-9)
    }
    #expect(abs((navigator.pager.zoom?.pan(at: 3).x ?? 0) + 300) < 1e-9)
  }

  @Test func aFastLongDragMovesExactlyOnePage() {
    var navigator = Self.navigator()
    Self.drag(&navigator, from: Vector2(x: 790, y: 300), to: Vector2(x: -410, y: 300), ms: 150)
    #expect(navigator.pager.pages.targetPage == 1)
    #expect(abs(navigator.pager.pages.position(at: 2) - 1) < 1e-9)
  }

  @Test func aFlickOfAThirdOfAPagePagesAndASlowOneDoesNot() {
    var fast = Self.navigator()
    Self.drag(&fast, from: Vector2(x: 600, y: 300), to: Vector2(x: 360, y: 300), ms: 60)
    #expect(fast.pager.pages.targetPage == 1)
    var slow = Self.navigator()
    Self.drag(&slow, from: Vector2(x: 600, y: 300), to: Vector2(x: 360, y: 300), ms: 1000, hold: 0.1)
    #expect(slow.pager.pages.targetPage == 0)
  }

  static let finger = PointerID.finger(device: 1, finger: 1)

  static func press(_ navigator: inout Navigator, at p: Vector2, _ t: Double, up: Double) {
    navigator.handle(PointerEvent(id: finger, phase: .down, position: p, time: t))
    navigator.handle(PointerEvent(id: finger, phase: .up, position: p, time: up))
  }

  @Test func aCancelledPullDownSpringsBackInsteadOfDismissing() {
    var navigator = Self.navigator()
    let pointer = Self.finger
    navigator.handle(PointerEvent(id: pointer, phase: .down, position: Vector2(x: 400, y: 100), time: 0))
    for i in 1...20 {
      navigator.handle(
        PointerEvent(
          id: pointer, phase: .moved, position: Vector2(x: 400, y: 100 + Double(i) * 10), time: Double(i) * 0.008))
    }
    navigator.cancelAllPointers(at: 0.2)
    var effects: [NavigatorEffect] = []
    for frame in 1...120 { effects += navigator.advance(to: 0.2 + Double(frame) / 60) }
    #expect(!navigator.pager.dismiss.isDismissed)
    #expect(!effects.contains(.dismissed))
    #expect(abs(navigator.pager.dismiss.scale(at: 3) - 1) < 1e-9)
  }

  @Test func aCancelledPointerDoesNotBreakLaterTaps() {
    var navigator = Self.navigator()
    navigator.handle(PointerEvent(id: .mouse, phase: .down, position: Vector2(x: 100, y: 100), time: 0))
    navigator.cancelAllPointers(at: 0.1)
    // A double tap afterwards still zooms.
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 1.0, up: 1.05)
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 1.2, up: 1.25)
    _ = navigator.advance(to: 2)
    #expect(abs((navigator.pager.zoom?.zoom(at: 2) ?? 0) - 2.5) < 1e-9)
  }

  @Test func aCancelledPageDragReturnsToItsPage() {
    var navigator = Self.navigator()
    let pointer = Self.finger
    navigator.handle(PointerEvent(id: pointer, phase: .down, position: Vector2(x: 700, y: 300), time: 0))
    for i in 1...20 {
      navigator.handle(
        PointerEvent(
          id: pointer, phase: .moved, position: Vector2(x: 700 - Double(i) * 25, y: 300), time: Double(i) * 0.008))
    }
    navigator.cancelAllPointers(at: 0.17)
    #expect(navigator.pager.pages.targetPage == 0)
    #expect(abs(navigator.pager.pages.position(at: 2)) < 1e-9)
  }

  @Test func aZoomedPhotoKeepsItsZoomWhileItSlidesAway() {
    var navigator = Self.navigator()
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 0, up: 0.05)
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 0.2, up: 0.25)
    _ = navigator.advance(to: 0.6)
    #expect(abs((navigator.pager.zoom?.zoom(at: 0.6) ?? 0) - 2.5) < 1e-9)
    _ = navigator.perform(.next, at: 0.6)
    _ = navigator.advance(to: 0.61)
    // Mid-slide, page 0 is still drawn at 2.5x (2000 pt wide), not snapped to fit.
    let old = navigator.scene(at: 0.61).photos.first { $0.index == 0 }
    #expect(abs((old?.frame.size.x ?? 0) - 2000) < 1e-6)
    // Once settled, the new page is at fit.
    _ = navigator.advance(to: 2)
    #expect(navigator.pager.outgoing == nil)
    #expect(abs((navigator.pager.zoom?.zoom(at: 2) ?? 0) - 1) < 1e-9)
  }

  @Test func aTapThatCatchesASlideDoesNotShowTheControls() {
    var navigator = Self.navigator()
    _ = navigator.perform(.next, at: 0)
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 0.05, up: 0.1)
    _ = navigator.advance(to: 1)
    #expect(navigator.scene(at: 1).controls == nil)
    // An ordinary tap at rest does show them (and no overlay: that is the info control's and key's).
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 2, up: 2.05)
    _ = navigator.advance(to: 3)
    #expect(navigator.scene(at: 3).controls?.alpha == 1 && navigator.scene(at: 3).overlay == nil)
  }

  /// A notice rises above the bottom bar while the controls show, and back down as they hide.
  @Test func aNoticeRisesAboveTheBottomBar() {
    var navigator = Self.navigator()
    navigator.show(notice: "Copied", at: 0, for: 10)
    let base = navigator.viewport.y - Tuning.Navigator.noticeInset
    #expect(navigator.scene(at: 0).texts.last?.anchor.y == base)
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 0, up: 0.05)
    _ = navigator.advance(to: 1)
    #expect(navigator.scene(at: 1).texts.last?.anchor.y == base - Tuning.Controls.barHeight)
  }

  /// A tap on a shown control carries it out (the key it stands for) and never counts toward a double tap; a
  /// kiosk's tap shows the overlay instead of the controls.
  @Test func aTapOnAControlCarriesItOutAndNothingElse() {
    var navigator = Self.navigator()
    Self.press(&navigator, at: Vector2(x: 400, y: 300), 0, up: 0.05)
    _ = navigator.advance(to: 1)
    // The info control, twice in quick succession: two taps on it, no double-tap zoom.
    let info = Vector2(x: navigator.viewport.x - 30, y: 26)
    Self.press(&navigator, at: info, 1, up: 1.05)
    Self.press(&navigator, at: info, 1.1, up: 1.15)
    _ = navigator.advance(to: 2)
    #expect(
      navigator.pager.controls.input.lastTapped == Control.info.rawValue && navigator.pager.zoom?.zoom(at: 2) == 1)
    #expect(navigator.scene(at: 2).overlay == nil && !navigator.pager.panel.isOpen, "opened and closed again")
    #expect(navigator.scene(at: 1.12).infoPanel != nil && navigator.scene(at: 3).infoPanel == nil)
    var kiosk = Self.navigator()
    kiosk.pager.setup.dismisses = false
    Self.press(&kiosk, at: Vector2(x: 400, y: 300), 0, up: 0.05)
    _ = kiosk.advance(to: 1)
    #expect(kiosk.scene(at: 1).controls == nil && kiosk.scene(at: 1).overlay != nil)
  }
}
