import Testing

@testable import PhotoCore

/// The pager's side of loading: what it asks for, and gestures that never wait on the GPU.
@Suite struct NavigatorLoadingTests {
  static let screen = ResolutionPolicy.Box(width: 800, height: 600)
  static func navigator() -> Navigator {
    let items = (0..<5).map { AlbumItem(path: "/album/p\($0).jpg") }
    return Navigator(album: Album(items: items, startIndex: 2, origin: "/album"), viewport: Vector2(x: 800, y: 600))
  }

  @Test func aPhotoZoomsAsSoonAsItsHeaderIsReadBeforeAnyPixels() throws {
    var navigator = Self.navigator()
    _ = navigator.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    #expect(navigator.pager.zoom == nil)
    navigator.sizeKnown(navigator.id(2), pixelSize: Vector2(x: 1600, y: 1200), at: 0.01)
    let zoom = try #require(navigator.pager.zoom)
    #expect(zoom.imageSize == Vector2(x: 1600, y: 1200))
    #expect(navigator.library.status(of: 2) == .loading(since: 0))
    // Zooming in works while the pixels are still on their way.
    _ = navigator.perform(.zoomIn, at: 0.02)
    #expect(navigator.pager.zoom!.targetZoom > 1)
    // A neighbour's header does not touch the zoom of the photo shown.
    navigator.sizeKnown(navigator.id(3), pixelSize: Vector2(x: 300, y: 200), at: 0.03)
    #expect(navigator.pager.zoom!.imageSize == Vector2(x: 1600, y: 1200))
  }

  @Test func aZoomAskedForBeforeTheSizeIsKnownAppliesWhenItIs() throws {
    var navigator = Self.navigator()
    _ = navigator.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    _ = navigator.perform(.zoomIn, at: 0.01)
    _ = navigator.perform(.zoomIn, at: 0.02)
    #expect(navigator.pager.zoom == nil)
    navigator.sizeKnown(navigator.id(2), pixelSize: Vector2(x: 1600, y: 1200), at: 0.03)
    let zoom = try #require(navigator.pager.zoom)
    #expect(abs(zoom.targetZoom - Tuning.Zoom.keyStep * Tuning.Zoom.keyStep) < 1e-9)
    // Fit takes a pending zoom back; actual size waits for the size like the steps.
    _ = navigator.perform(.next, at: 1)
    _ = navigator.perform(.zoomToActualSize, at: 1.01)
    _ = navigator.perform(.zoomToFit, at: 1.02)
    navigator.sizeKnown(navigator.id(3), pixelSize: Vector2(x: 1600, y: 1200), at: 1.03)
    #expect(navigator.pager.zoom?.targetZoom == 1)
    _ = navigator.perform(.next, at: 2)
    _ = navigator.perform(.zoomToActualSize, at: 2.01)
    navigator.sizeKnown(navigator.id(4), pixelSize: Vector2(x: 1600, y: 1200), at: 2.02)
    #expect(abs(try #require(navigator.pager.zoom).targetZoom - 2) < 1e-9, "1600 pixels in 800 points: 2x fit")
    // A zoom asked for on one photo does not follow the user to the next.
    _ = navigator.perform(.first, at: 3)
    _ = navigator.perform(.zoomIn, at: 3.1)
    _ = navigator.perform(.next, at: 4)
    navigator.sizeKnown(navigator.id(1), pixelSize: Vector2(x: 1600, y: 1200), at: 4.01)
    #expect(navigator.pager.zoomPage == 1 && navigator.pager.zoom?.targetZoom == 1)
  }

  @Test func thePagerWantsTheVisiblePageFirstThenTwoAheadAndOneBehindAtTheScreensSize() {
    var navigator = Self.navigator()
    navigator.releaseNeighbours()
    let plan = navigator.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    #expect(
      plan.requests.map { "\($0.number):\($0.level)" } == ["3:preview", "3:screen", "4:screen", "5:screen", "2:screen"])
    #expect(plan.requests.allSatisfy { $0.box == Self.screen })
    // Turned a quarter, the photo's box turns with it.
    _ = navigator.perform(.rotate(quarterTurns: 1), at: 0.1)
    let demand = navigator.loadDemand(at: 0.1, screen: Self.screen, maxDetailPixels: 50_000_000)
    #expect(demand.photos[0].box == ResolutionPolicy.Box(width: 600, height: 800))
  }

  @Test func whileASlideMovesOnlyWhatItLandsOnMayStartDecoding() {
    var navigator = NavigatorGestureTests.navigator()
    // At rest on photo 1 of 5: a key slide to photo 2; mid-way both show, photo 2 is where it lands. The
    // prefetch (photo 3) waits until the slide ends.
    _ = navigator.perform(.next, at: 0)
    #expect(navigator.isMoving(at: 0.01) && navigator.pager.visiblePages(at: 0.01) == [0, 1])
    #expect(navigator.landingPhotos(at: 0.01) == [navigator.id(0), navigator.id(1)])
    #expect(navigator.pager.wantedPhotos(at: 0.01).contains(2))
    // A second press before the first slide ends lands two pages on, though photo 3 is not on screen yet.
    _ = navigator.perform(.next, at: 0.02)
    #expect(navigator.pager.visiblePages(at: 0.021) == [0, 1])
    #expect(navigator.landingPhotos(at: 0.021) == [navigator.id(0), navigator.id(1), navigator.id(2)])
    // A finger on the pager may still change where it lands: nothing is held back.
    let finger = PointerID.finger(device: 1, finger: 1)
    navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 300), time: 0.03))
    #expect(navigator.landingPhotos(at: 0.031) == nil)
  }
}
