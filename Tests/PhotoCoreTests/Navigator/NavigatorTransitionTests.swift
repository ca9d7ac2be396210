import Testing

@testable import PhotoCore

/// Screen switching: a photo opening from a tile into the pager and closing back, on the fake clock.
@Suite struct NavigatorTransitionTests {
  static let viewport = Vector2(x: 800, y: 600)
  /// A portrait tile in a grid: the thumbnail's whole image at 75 x 100, shown through a 75 x 75 crop with
  /// rounded corners.
  static let tile = ScreenTransition.End(
    frame: Rect(x0: 20, y0: 30, x1: 95, y1: 130), clip: Rect(x0: 20, y0: 42.5, x1: 95, y1: 117.5), cornerRadius: 8)

  static func navigator(animated: Bool = true) -> Navigator {
    let items = (0..<5).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: viewport, animatesTransitions: animated)
    // Photo 1 is a 1200 x 1600 portrait: at fit 450 x 600, centred.
    navigator.sizeKnown(navigator.id(1), pixelSize: Vector2(x: 1200, y: 1600), at: 0)
    return navigator
  }

  static func expectClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) {
    #expect(abs(a.origin.x - b.origin.x) < tolerance && abs(a.origin.y - b.origin.y) < tolerance)
    #expect(abs(a.maxX - b.maxX) < tolerance && abs(a.maxY - b.maxY) < tolerance)
  }

  @Test func openingGrowsThePhotoOutOfItsTileOnOneSpring() throws {
    var navigator = Self.navigator()
    #expect(navigator.mode == .pager)
    navigator.open(1, from: Self.tile, at: 1)
    #expect(navigator.mode == .opening && navigator.traceFrame(at: 1).mode == .opening)
    #expect(navigator.pager.pages.targetPage == 1 && navigator.pager.pages.isSettled(at: 1))

    // At the start: the tile exactly, over no backdrop.
    let first = try #require(navigator.scene(at: 1).photos.only)
    #expect(first.frame == Self.tile.frame && first.clip == Self.tile.clip && first.cornerRadius == 8)
    #expect(navigator.scene(at: 1).backgroundAlpha == 0 && navigator.traceFrame(at: 1).background == 0)

    // The spring (omega0 = 15.7 rad/s, zeta 0.9): after 0.1 s the progress is 1 - e^(-zeta w t)(cos + ...),
    // about 0.48; crop, corners and backdrop share it.
    let transition = try #require(navigator.stack.photos.flight)
    let p = transition.progress(at: 1.1)
    #expect(p > 0.4 && p < 0.56, "progress \(p)")
    let mid = try #require(navigator.scene(at: 1.1).photos.only)
    #expect(abs(mid.cornerRadius - 8 * (1 - p)) < 1e-9 && abs(navigator.scene(at: 1.1).backgroundAlpha - p) < 1e-12)
    #expect(navigator.isMoving(at: 1.1) && navigator.isAnimating(at: 1.1))
    // Progress never goes back and never past 1; frames move smoothly: at 60 fps no edge moves more than
    // 0.12 of its travel in a frame (Docs/physics.md), though the size may overshoot a little.
    var last = 0.0
    var previous = first.frame
    for frame in 1...90 {
      let t = 1 + Double(frame) / 60
      let progress = transition.progress(at: t)
      #expect(progress >= last && progress <= 1)
      last = progress
      let rect = transition.end(at: t).frame
      let travel = ScreenTransition.components(Self.tile.frame).enumerated().map { i, a in
        abs(ScreenTransition.components(Rect(x0: 175, y0: 0, x1: 625, y1: 600))[i] - a)
      }
      for (i, step) in zip(ScreenTransition.components(rect), ScreenTransition.components(previous)).map({
        abs($0 - $1)
      })
      .enumerated() {
        #expect(step <= 0.12 * travel[i] + 1e-9, "frame \(frame) component \(i) moved \(step)")
      }
      previous = rect
    }

    // Arrived (within 0.5 pt and 0.5 pt/s): the pager's own frame, and the pager takes over.
    let settle = 1 + transition.duration
    #expect(transition.duration > 0.3 && transition.duration < 1.2, "settles in \(transition.duration) s")
    let arrived = try #require(navigator.scene(at: settle).photos.only)
    #expect(
      arrived.frame == Rect(x0: 175, y0: 0, x1: 625, y1: 600) && arrived.clip == Rect(x0: 0, y0: 0, x1: 800, y1: 600))
    #expect(navigator.advance(to: settle).isEmpty)
    #expect(navigator.mode == .pager && navigator.stack.photos.flight == nil)
    #expect(navigator.scene(at: settle) == navigator.pager.scene(at: settle, in: navigator.library))
    #expect(navigator.scene(at: settle).photos.first { $0.index == 1 }?.clip == nil)
  }

  @Test func whileAPhotoOpensOnlyItsDecodesStartAndClosingHoldsNothingBack() {
    var navigator = Self.navigator()
    navigator.open(1, from: Self.tile, at: 1)
    // The neighbours' prefetch waits for the opening to end.
    #expect(navigator.isMoving(at: 1.1) && navigator.landingPhotos(at: 1.1) == [navigator.id(1)])
    navigator.close(to: Self.tile, at: 3)
    #expect(navigator.isMoving(at: 3.1) && navigator.landingPhotos(at: 3.1) == nil)
  }

  @Test func aTransitionTakesNoGesturesOrPagingButLetsTheUserLeave() {
    var navigator = Self.navigator()
    navigator.open(1, from: Self.tile, at: 0)
    // A press catches the photo (`TransitionCatchTests`) and gives the pager nothing.
    let effects = navigator.handle(
      PointerEvent(id: .mouse, phase: .down, position: Vector2(x: 400, y: 300), time: 0.05))
    #expect(effects.isEmpty && navigator.activePointers == [.mouse] && navigator.pager.activePointers.isEmpty)
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .up, position: Vector2(x: 400, y: 300), time: 0.055))
    #expect(navigator.perform(.next, at: 0.06).isEmpty && navigator.pager.pages.targetPage == 1)
    #expect(navigator.perform(.quit, at: 0.07) == [.quit])
    _ = navigator.advance(to: 2)
    // After it, the pager pages again.
    _ = navigator.perform(.next, at: 2.01)
    #expect(navigator.pager.pages.targetPage == 2)
  }

  @Test func closingShrinksThePhotoIntoItsTileAndReportsClosed() throws {
    var navigator = Self.navigator()
    _ = navigator.perform(.next, at: 0)
    _ = navigator.advance(to: 2)
    navigator.close(to: Self.tile, at: 2)
    #expect(navigator.mode == .closing && navigator.traceFrame(at: 2).mode == .closing)
    let start = try #require(navigator.scene(at: 2).photos.only)
    #expect(start.frame == Rect(x0: 175, y0: 0, x1: 625, y1: 600) && start.cornerRadius == 0)
    #expect(navigator.scene(at: 2).backgroundAlpha == 1)
    let transition = try #require(navigator.stack.photos.flight)
    let p = transition.progress(at: 2.15)
    #expect(abs(navigator.traceFrame(at: 2.15).background - (1 - p)) < 1e-12)
    #expect(navigator.traceFrame(at: 2.15).progress == p)
    #expect(navigator.advance(to: 2.2).isEmpty && navigator.mode == .closing)
    let done = 2 + transition.duration
    let end = try #require(navigator.scene(at: done).photos.only)
    #expect(end.frame == Self.tile.frame && end.clip == Self.tile.clip && end.cornerRadius == 8)
    #expect(navigator.advance(to: done) == [.closed])
    #expect(navigator.mode == .pager)
  }

  @Test func withTransitionsOffAPhotoOpensAtOnce() {
    var navigator = Self.navigator(animated: false)
    navigator.open(3, from: Self.tile, at: 5)
    #expect(navigator.stack.photos.flight?.isDone(at: 5) == true && navigator.scene(at: 5).backgroundAlpha == 1)
    #expect(navigator.advance(to: 5).isEmpty && navigator.mode == .pager && navigator.pager.pages.targetPage == 3)
  }

  @Test func openingAZoomedPagerStartsTheNewPhotoAtFit() throws {
    var navigator = Self.navigator()
    navigator.sizeKnown(navigator.id(0), pixelSize: Vector2(x: 1600, y: 1200), at: 0)
    _ = navigator.perform(.zoomIn, at: 0)
    #expect(navigator.pager.zoom!.targetZoom > 1)
    navigator.open(1, from: Self.tile, at: 1)
    let zoom = try #require(navigator.pager.zoom)
    #expect(zoom.targetZoom == 1 && navigator.pager.outgoing == nil && navigator.pager.zoomPage == 1)
    // Opening a photo not in the album does nothing.
    navigator.open(9, from: Self.tile, at: 1)
    #expect(navigator.pager.zoomPage == 1)
  }
}

extension Array {
  /// The one element, or nil when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
