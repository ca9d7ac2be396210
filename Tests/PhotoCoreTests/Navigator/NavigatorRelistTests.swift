import Testing

@testable import PhotoCore

/// An album listed anew while shown (a kiosk watching its folder): the pager stays on the photo it showed,
/// with its decode, zoom and rotation.
@Suite struct NavigatorRelistTests {
  static let screen = ResolutionPolicy.Box(width: 800, height: 600)
  static func album(_ names: [String]) -> Album {
    Album(items: names.map { AlbumItem(path: "/album/\($0).jpg") }, origin: "/album")
  }
  /// What the shell would hold of `photo`: its screen decode, drawn.
  static func held(_ photo: PhotoID) -> HeldPhoto {
    let request = DecodeRequest(photo: photo, level: .screen, box: screen)
    return HeldPhoto(
      decodes: [
        HeldDecode(request: request, width: 800, height: 600, nativeWidth: 1600, nativeHeight: 1200, bytes: 720_000)
      ], shownLevel: .screen)
  }

  @Test func filesInsertedBeforeAndAfterKeepThePagerOnItsPhotoWithDecodeZoomAndRotation() throws {
    var navigator = Navigator(album: Self.album(["b", "d", "f"]), viewport: Vector2(x: 800, y: 600))
    navigator.releaseNeighbours()
    // On "d", decoded, turned a quarter, zoomed in.
    _ = navigator.perform(.next, at: 0)
    var t = 1.0
    let d = PhotoID(location: "/album/d.jpg")
    _ = navigator.planLoads(at: t, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    navigator.decodeShown(d, pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: t)
    _ = navigator.perform(.rotate(quarterTurns: 1), at: t)
    _ = navigator.perform(.zoomIn, at: t)
    t = 2
    let zoomBefore = try #require(navigator.pager.zoom)
    #expect(navigator.pager.pages.targetPage == 1 && zoomBefore.zoom(at: t) > 1)

    // Listed anew: "a" and "c" before it, "e" and "g" after; "b" gone.
    let gone = navigator.relist(Self.album(["a", "c", "d", "e", "f", "g"]), at: t)
    #expect(gone == [PhotoID(location: "/album/b.jpg")])
    #expect(navigator.pager.pages.targetPage == 2 && navigator.pager.currentPage(at: t) == 2)
    #expect(navigator.traceFrame(at: t).file == "/album/d.jpg")
    #expect(navigator.library.quarterTurns(of: 2) == 1)
    #expect(navigator.pager.zoom?.zoom(at: t) == zoomBefore.zoom(at: t))
    #expect(navigator.pager.zoom?.pan(at: t) == zoomBefore.pan(at: t))
    #expect(navigator.library.status(of: 2) == .ready(pixelSize: Vector2(x: 1600, y: 1200), fullResolution: true))
    // Its decode still serves: only its zoom asks for more; nothing of it is freed; its neighbours load.
    let plan = navigator.planLoads(at: t, screen: Self.screen, maxDetailPixels: 50_000_000, held: [d: Self.held(d)])
    #expect(!plan.requests.contains { $0.photo == d && $0.level == .screen })
    #expect(plan.requests.contains { $0.photo == d && $0.level == .detail })
    #expect(!plan.evictions.contains(d))
    #expect(plan.requests.map(\.photo.location).contains("/album/e.jpg"))
  }

  @Test func aFileReplacedInPlaceLoadsAfreshAndADeletedShownPhotoGivesWayToItsNeighbour() {
    var navigator = Navigator(album: Self.album(["a", "b", "c"]), viewport: Vector2(x: 800, y: 600))
    let b = PhotoID(location: "/album/b.jpg")
    _ = navigator.perform(.next, at: 0)
    let old = navigator.planLoads(at: 1, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    navigator.decodeShown(b, pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: 1)
    // "b" was rewritten (another size and time): its decode goes, a result under way is dropped.
    let freed = navigator.relist(Self.album(["a", "b", "c"]), changed: [b], at: 2)
    #expect(freed == [b])
    #expect(navigator.library.status(of: 1) == nil && navigator.pager.zoom == nil)
    let stale = old.requests.first { $0.photo == b }!
    let current = navigator.decodeReturned(stale, at: 2.1)
    #expect(!current)
    let fresh = navigator.planLoads(at: 2.2, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    #expect(fresh.requests.contains { $0.photo == b && $0.generation != stale.generation })
    // "b" deleted while shown: the pager stands on the page it was on, now "c".
    _ = navigator.relist(Self.album(["a", "c"]), at: 3)
    #expect(navigator.pager.pages.targetPage == 1 && navigator.traceFrame(at: 3).file == "/album/c.jpg")
  }

  @Test func aFileRenamedOverOnDiskIsFoundByItsStampAndLoadsAfresh() throws {
    let fx = try AlbumFixture()
    for name in ["a.jpg", "b.jpg", "c.jpg"] { fx.file(name) }
    let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(stampsEveryPhoto: true))
    let old = try lister.album(for: [fx.dir])
    let (a, b) = (PhotoID(location: fx.path("a.jpg")), PhotoID(location: fx.path("b.jpg")))
    var navigator = Navigator(album: old, viewport: Vector2(x: 800, y: 600))
    navigator.releaseNeighbours()
    // On "b", decoded; "a" decoded too.
    _ = navigator.perform(.next, at: 0)
    let first = navigator.planLoads(at: 1, screen: Self.screen, maxDetailPixels: 50_000_000, held: [:])
    navigator.decodeShown(a, pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: 1)
    navigator.decodeShown(b, pixelSize: Vector2(x: 1600, y: 1200), level: .screen, at: 1)
    #expect(navigator.library.status(of: 1) == .ready(pixelSize: Vector2(x: 1600, y: 1200), fullResolution: true))

    // "b" is saved anew (written beside it, renamed over it) with the same size, and the folder listed again.
    fx.renameOver("b.jpg", AlbumFixture.jpeg)
    let new = try lister.album(for: [fx.dir])
    let changed = new.replacedPhotos(since: old)
    #expect(changed == [b])
    let freed = navigator.relist(new, changed: changed, at: 2)
    #expect(freed == [b])
    // Its status is forgotten and it is asked for again, in a new generation; "a" keeps its decode.
    #expect(navigator.pager.pages.targetPage == 1)
    #expect(navigator.library.status(of: 1) == nil)
    #expect(navigator.library.status(of: 0) == .ready(pixelSize: Vector2(x: 1600, y: 1200), fullResolution: true))
    let stale = try #require(first.requests.first { $0.photo == b && $0.level == .screen })
    let fresh = navigator.planLoads(at: 2.1, screen: Self.screen, maxDetailPixels: 50_000_000, held: [a: Self.held(a)])
    #expect(fresh.requests.contains { $0.photo == b && $0.level == .screen && $0.generation != stale.generation })
    #expect(!fresh.requests.contains { $0.photo == a && $0.level == .screen })
    #expect(!fresh.evictions.contains(a))
  }

  @Test func aListNamingAFileTwiceHasTwoPhotos() {
    let album = Album(
      items: ["/a.jpg", "/b.jpg", "/a.jpg"].map { AlbumItem(path: $0) }, origin: "list")
    #expect(
      album.ids == [
        PhotoID(location: "/a.jpg"), PhotoID(location: "/b.jpg"), PhotoID(location: "/a.jpg", occurrence: 1),
      ])
    #expect(album.index(of: PhotoID(location: "/a.jpg", occurrence: 1)) == 2)
    #expect(album.index(of: PhotoID(location: "/a.jpg", occurrence: 2)) == nil)
  }
}

/// A zoom's sharper decode waits for the zoom to come to rest: its decode would take a core from the frames.
@Suite struct ZoomDetailTests {
  @Test func theDetailIsAskedForOnceTheZoomRests() throws {
    let album = Album(items: [AlbumItem(path: "/album/a.jpg")], origin: "/album")
    var navigator = Navigator(album: album, viewport: Vector2(x: 800, y: 600))
    let a = PhotoID(location: "/album/a.jpg")
    let screen = NavigatorRelistTests.screen
    _ = navigator.planLoads(at: 0, screen: screen, maxDetailPixels: 50_000_000, held: [:])
    navigator.decodeShown(a, pixelSize: Vector2(x: 6000, y: 4000), level: .screen, at: 0)
    // Two steps in: while the zoom moves nothing sharper is asked for; at rest, the detail is.
    _ = navigator.perform(.zoomIn, at: 1)
    _ = navigator.perform(.zoomIn, at: 1.05)
    let held = [a: NavigatorRelistTests.held(a)]
    #expect(navigator.pager.isMoving(at: 1.1))
    let moving = navigator.planLoads(at: 1.1, screen: screen, maxDetailPixels: 50_000_000, held: held)
    #expect(!moving.requests.contains { $0.level == .detail || $0.level == .region })
    var t = 1.1
    while navigator.pager.isMoving(at: t) && t < 5 { t += 1.0 / 60 }
    #expect(t < 5)
    let resting = navigator.planLoads(at: t, screen: screen, maxDetailPixels: 50_000_000, held: held)
    #expect(resting.requests.contains { $0.photo == a && $0.level == .detail })
  }
}
