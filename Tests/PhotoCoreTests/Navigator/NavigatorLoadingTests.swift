import Testing

@testable import PhotoCore

/// The pager's side of loading: what it asks for, and gestures that never wait on the GPU.
@Suite struct NavigatorLoadingTests {
  static let screen = ResolutionPolicy.Box(width: 800, height: 600)
  static func viewer() -> Navigator {
    let items = (0..<5).map { AlbumItem(path: "/album/p\($0).jpg") }
    return Navigator(album: Album(items: items, startIndex: 2, origin: "/album"), viewport: Vector2(x: 800, y: 600))
  }

  @Test func aPhotoZoomsAsSoonAsItsHeaderIsReadBeforeAnyPixels() throws {
    var viewer = Self.viewer()
    _ = viewer.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    #expect(viewer.pager.zoom == nil)
    viewer.sizeKnown(viewer.id(2), pixelSize: Vector2(x: 1600, y: 1200), at: 0.01)
    let zoom = try #require(viewer.pager.zoom)
    #expect(zoom.imageSize == Vector2(x: 1600, y: 1200))
    #expect(viewer.status(of: 2) == .loading(since: 0))
    // Zooming in works while the pixels are still on their way.
    _ = viewer.perform(.zoomIn, at: 0.02)
    #expect(viewer.pager.zoom!.targetZoom > 1)
    // A neighbour's header does not touch the zoom of the photo shown.
    viewer.sizeKnown(viewer.id(3), pixelSize: Vector2(x: 300, y: 200), at: 0.03)
    #expect(viewer.pager.zoom!.imageSize == Vector2(x: 1600, y: 1200))
  }

  @Test func aZoomAskedForBeforeTheSizeIsKnownAppliesWhenItIs() throws {
    var viewer = Self.viewer()
    _ = viewer.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    _ = viewer.perform(.zoomIn, at: 0.01)
    _ = viewer.perform(.zoomIn, at: 0.02)
    #expect(viewer.pager.zoom == nil)
    viewer.sizeKnown(viewer.id(2), pixelSize: Vector2(x: 1600, y: 1200), at: 0.03)
    let zoom = try #require(viewer.pager.zoom)
    #expect(abs(zoom.targetZoom - Tuning.Zoom.keyStep * Tuning.Zoom.keyStep) < 1e-9)
    // Fit takes a pending zoom back; actual size waits for the size like the steps.
    _ = viewer.perform(.next, at: 1)
    _ = viewer.perform(.zoomToActualSize, at: 1.01)
    _ = viewer.perform(.zoomToFit, at: 1.02)
    viewer.sizeKnown(viewer.id(3), pixelSize: Vector2(x: 1600, y: 1200), at: 1.03)
    #expect(viewer.pager.zoom?.targetZoom == 1)
    _ = viewer.perform(.next, at: 2)
    _ = viewer.perform(.zoomToActualSize, at: 2.01)
    viewer.sizeKnown(viewer.id(4), pixelSize: Vector2(x: 1600, y: 1200), at: 2.02)
    #expect(abs(try #require(viewer.pager.zoom).targetZoom - 2) < 1e-9, "1600 pixels in 800 points: 2x fit")
    // A zoom asked for on one photo does not follow the user to the next.
    _ = viewer.perform(.first, at: 3)
    _ = viewer.perform(.zoomIn, at: 3.1)
    _ = viewer.perform(.next, at: 4)
    viewer.sizeKnown(viewer.id(1), pixelSize: Vector2(x: 1600, y: 1200), at: 4.01)
    #expect(viewer.pager.zoomPage == 1 && viewer.pager.zoom?.targetZoom == 1)
  }

  @Test func thePagerWantsTheVisiblePageFirstThenTwoAheadAndOneBehindAtTheScreensSize() {
    var viewer = Self.viewer()
    viewer.releaseNeighbours()
    let plan = viewer.planLoads(at: 0, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    #expect(
      plan.requests.map { "\($0.number):\($0.level)" } == ["3:preview", "3:screen", "4:screen", "5:screen", "2:screen"])
    #expect(plan.requests.allSatisfy { $0.box == Self.screen })
    // Turned a quarter, the photo's box turns with it.
    _ = viewer.perform(.rotate(quarterTurns: 1), at: 0.1)
    let demand = viewer.loadDemand(at: 0.1, screen: Self.screen, maxDetailPixels: 50_000_000)
    #expect(demand.photos[0].box == ResolutionPolicy.Box(width: 600, height: 800))
  }

  @Test func whileASlideMovesOnlyWhatItLandsOnMayStartDecoding() {
    var viewer = NavigatorGestureTests.viewer()
    // At rest on photo 1 of 5: a key slide to photo 2; mid-way both show, photo 2 is where it lands. The
    // prefetch (photo 3) waits until the slide ends.
    _ = viewer.perform(.next, at: 0)
    #expect(viewer.isMoving(at: 0.01) && viewer.pager.visiblePages(at: 0.01) == [0, 1])
    #expect(viewer.landingPhotos(at: 0.01) == [viewer.id(0), viewer.id(1)])
    #expect(viewer.pager.wantedPhotos(at: 0.01).contains(2))
    // A second press before the first slide ends lands two pages on, though photo 3 is not on screen yet.
    _ = viewer.perform(.next, at: 0.02)
    #expect(viewer.pager.visiblePages(at: 0.021) == [0, 1])
    #expect(viewer.landingPhotos(at: 0.021) == [viewer.id(0), viewer.id(1), viewer.id(2)])
    // A finger on the pager may still change where it lands: nothing is held back.
    let finger = PointerID.finger(device: 1, finger: 1)
    viewer.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 300), time: 0.03))
    #expect(viewer.landingPhotos(at: 0.031) == nil)
  }
}
