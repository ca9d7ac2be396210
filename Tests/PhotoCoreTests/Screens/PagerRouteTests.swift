import Testing

@testable import PhotoCore

/// The photos route on its own, given a `ScreenContext` and no navigator: a photo flies out of a tile and back,
/// Escape and a pull-down ask the screen below to take it, a show starts as the configuration sets it up.
@Suite struct PagerRouteTests {
  static let viewport = Vector2(x: 800, y: 600)
  static let tile = ScreenTransition.End(
    frame: Rect(origin: Vector2(x: 200, y: 252), size: Vector2(x: 198, y: 198)),
    clip: Rect(origin: Vector2(x: 200, y: 252), size: Vector2(x: 198, y: 198)))

  static func context(count: Int = 6, configuration: ViewerConfiguration = ViewerConfiguration()) -> ScreenContext {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    var context = ScreenContext(
      library: PhotoLibrary(album: Album(items: items, origin: "/album"), configuration), configuration: configuration)
    for i in 0..<count {
      context.library.loads.decodeShown(context.id(i), pixelSize: Vector2(x: 800, y: 600), level: .screen)
    }
    return context
  }

  static func route(count: Int = 6) -> PagerRoute {
    PagerRoute(pager: PagerScreen(count: count, page: 0, viewport: viewport, setup: PagerSetup(ViewerConfiguration())))
  }

  static func names(_ requests: [ScreenRequest]) -> [String] {
    requests.map { request in
      switch request {
      case .shell(let effect): "shell(\(effect))"
      case .closeIntoBelow: "closeIntoBelow"
      case .arrivedBelow: "arrivedBelow"
      case .startSlideshow: "startSlideshow"
      default: "\(request)"
      }
    }
  }

  @Test func aPhotoFliesOutOfItsTileAndBackAndTheScreenBelowHearsItArrive() {
    var context = Self.context()
    var route = Self.route()
    route.open(2, from: Self.tile, at: 1, in: context)
    #expect(route.mode == .opening && route.pager.pages.targetPage == 2)
    let flying = route.scene(at: 1, in: context, below: nil).photos.last
    #expect(flying?.index == 2 && flying?.clip == Self.tile.clip, "it starts as the tile")
    #expect(route.photosHoldingFades(at: 1) == [context.id(2)], "its sharper decode waits until it has arrived")
    #expect(Self.names(route.advance(to: 3, in: context, hasBelow: true)).isEmpty && route.mode == .pager)
    // Escape asks the screen below to take the photo back; it flies into the tile, then says it arrived.
    #expect(Self.names(route.perform(.close, at: 3, in: &context, hasBelow: true)) == ["closeIntoBelow"])
    route.close(to: Self.tile, at: 3, in: context)
    #expect(route.mode == .closing && route.isMoving(at: 3.1))
    #expect(Self.names(route.advance(to: 5, in: context, hasBelow: true)) == ["arrivedBelow"])
    #expect(route.flight == nil && route.pager.pages.targetPage == 2, "the pager stays where it was")
  }

  @Test func withNoScreenBelowEscapeAndAPullDownGoToTheShell() {
    var context = Self.context()
    var route = Self.route()
    #expect(Self.names(route.perform(.close, at: 0, in: &context, hasBelow: false)) == ["shell(close)"])
    // A pull-down past the threshold: with a screen below it flies into its tile; alone, the shell hears it.
    let finger = PointerID.finger(device: 1, finger: 1)
    func pull(_ route: inout PagerRoute, hasBelow: Bool, at t: Double) -> [String] {
      var requests: [ScreenRequest] = []
      requests += route.handle(
        PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 200), time: t), in: &context,
        hasBelow: hasBelow)
      for step in 1...8 {
        requests += route.handle(
          PointerEvent(
            id: finger, phase: .moved, position: Vector2(x: 400, y: 200 + Double(step) * 40),
            time: t + Double(step) * 0.016), in: &context, hasBelow: hasBelow)
      }
      requests += route.handle(
        PointerEvent(id: finger, phase: .up, position: Vector2(x: 400, y: 520), time: t + 0.15), in: &context,
        hasBelow: hasBelow)
      return Self.names(requests)
    }
    var below = Self.route()
    #expect(pull(&below, hasBelow: true, at: 1).last == "closeIntoBelow")
    var alone = Self.route()
    #expect(!pull(&alone, hasBelow: false, at: 1).contains("closeIntoBelow"))
    var ended: [String] = []
    for t in stride(from: 1.2, through: 3, by: 0.05) {
      ended += Self.names(alone.advance(to: t, in: context, hasBelow: false))
    }
    #expect(ended.contains("shell(dismissed)"), "\(ended)")
  }

  @Test func aShowStartsAsTheConfigurationSaysAndPausesAndResumesOnItsOwn() {
    let configuration = ViewerConfiguration(slideshow: SlideshowSetup(interval: 4, resumeAfter: 20))
    var context = Self.context(configuration: configuration)
    var route = Self.route()
    #expect(!route.pauseShow(at: 0) && !route.resumeShow(at: 0), "no show to pause or resume")
    route.startConfiguredShow(at: 1, in: &context)
    #expect(route.mode == .slideshow && route.show?.clock.interval == 4 && route.show?.clock.resumeAfter == 20)
    #expect(route.pauseShow(at: 2) && route.show?.clock.pause == .byUser)
    #expect(route.resumeShow(at: 3) && route.show?.clock.isPaused == false)
  }
}
