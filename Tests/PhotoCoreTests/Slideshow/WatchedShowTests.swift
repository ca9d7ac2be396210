import Testing

@testable import PhotoCore

/// `--watch` in the navigator: photos that arrive while a slideshow runs join its cycle right after the slide
/// on screen; the photo on screen removed gives way to the next slide, loaded already; the grid keeps its place.
@Suite struct WatchedShowTests {
  static func album(_ names: [String]) -> Album {
    Album(items: names.map { AlbumItem(path: "/album/\($0).jpg") }, origin: "/album")
  }

  /// A show of `names` every 2 s, every photo decoded, in the album's order or shuffled.
  static func show(_ names: [String], shuffled: Bool = false) -> Navigator {
    var viewer = Navigator(album: album(names), viewport: Vector2(x: 800, y: 600))
    for i in names.indices { ready(i, in: &viewer) }
    var show = Slideshow(interval: 2, resumeAfter: 30, at: 0)
    if shuffled { show.shuffle = ShuffleCycle(seed: 7) }
    viewer.startSlideshow(show, look: SlideshowLook(), at: 0)
    return viewer
  }

  static func ready(_ index: Int, in viewer: inout Navigator) {
    viewer.decodeShown(viewer.id(index), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 0)
  }

  static func shown(_ viewer: Navigator) -> String {
    String(viewer.album.items[viewer.pager.pager.targetPage].location.dropFirst(7).dropLast(4))
  }

  @Test func anArrivalShowsNextThenTheShowGoesOnAndItsNextCycleIsInNameOrder() {
    var viewer = Self.show(["a", "c", "e"])
    _ = viewer.advance(to: 2)
    #expect(Self.shown(viewer) == "c")
    // "b" and "d" arrive while "c" is on screen: they show next, in name order, before "e".
    _ = viewer.relistWatched(Self.album(["a", "b", "c", "d", "e"]), at: 2.5)
    #expect(Self.shown(viewer) == "c")
    #expect(viewer.album.items.map(\.location) == ["a", "c", "b", "d", "e"].map { "/album/\($0).jpg" })
    for i in viewer.album.items.indices { Self.ready(i, in: &viewer) }
    var seen: [String] = []
    for n in 2...6 {
      _ = viewer.advance(to: Double(n) * 2)
      seen.append(Self.shown(viewer))
    }
    // The cycle ends with "e"; the next one is the folder's order again.
    #expect(seen == ["b", "d", "e", "a", "b"])
    #expect(viewer.album.items.map(\.location) == ["a", "b", "c", "d", "e"].map { "/album/\($0).jpg" })
  }

  @Test func aShuffledCycleKeepsItsOrderAndTakesArrivalsAfterTheSlideOnScreen() {
    var viewer = Self.show(["a", "b", "c", "d", "e", "f"], shuffled: true)
    _ = viewer.advance(to: 2)
    let before = viewer.album.ids
    let onScreen = viewer.pager.pager.targetPage
    _ = viewer.relistWatched(Self.album(["a", "b", "c", "d", "e", "f", "g"]), at: 2.5)
    let g = PhotoID(location: "/album/g.jpg")
    #expect(viewer.album.index(of: g) == onScreen + 1)
    #expect(viewer.album.ids.filter { $0 != g } == before)
    #expect(viewer.pager.pager.targetPage == onScreen)
  }

  @Test func removingThePhotoOnScreenShowsTheNextSlideAtOnceWithoutASpinner() {
    var viewer = Self.show(["a", "b", "c", "d"])
    _ = viewer.advance(to: 2)
    #expect(Self.shown(viewer) == "b")
    _ = viewer.advance(to: 3.5)
    let freed = viewer.relistWatched(Self.album(["a", "c", "d"]), at: 3.5)
    #expect(freed == [PhotoID(location: "/album/b.jpg")])
    #expect(Self.shown(viewer) == "c")
    #expect(viewer.slides?.current?.photo == PhotoID(location: "/album/c.jpg"))
    #expect(!viewer.traceFrame(at: 3.5).loading && !viewer.traceFrame(at: 3.5).spinner)
    // The show goes on from there, on its clock.
    _ = viewer.advance(to: 4)
    #expect(Self.shown(viewer) == "d")
  }

  @Test func aReplacedPhotoLoadsAfreshAndTheGridKeepsItsSelectedPhoto() throws {
    var stamped = Self.album(["a", "b", "c"])
    stamped = Album(
      items: stamped.items.enumerated().map { i, item in
        AlbumItem(
          location: item.location, displayName: item.displayName,
          stamp: FileStamp(size: 100, modifiedSeconds: i, modifiedNanoseconds: 0, device: 1, inode: UInt64(i)))
      }, origin: "/album")
    var viewer = Navigator(album: stamped, viewport: Vector2(x: 800, y: 600), startsInGrid: true)
    _ = viewer.perform(.next, at: 0)
    let selectedBefore = try #require(viewer.grid?.selectedPhoto)
    #expect(selectedBefore > 0)
    var next = stamped.items
    next[2].stamp?.size = 200
    next.insert(AlbumItem(path: "/album/0.jpg"), at: 0)
    let freed = viewer.relistWatched(Album(items: next, origin: "/album"), at: 1)
    #expect(freed == [PhotoID(location: "/album/c.jpg")])
    #expect(viewer.grid?.count == 4)
    #expect(viewer.grid?.selectedPhoto == selectedBefore + 1)
  }
}

/// `--recent-first`: recent photos first in every cycle, each photo still once a cycle.
@Suite struct RecentFirstTests {
  @Test func arrangeKeepsEachGroupsOrderAndNeverRepeatsAtTheEdge() {
    #expect(RecentFirst.arrange([0, 1, 2, 3, 4], isRecent: { $0 == 1 || $0 == 3 }, after: nil) == [1, 3, 0, 2, 4])
    #expect(RecentFirst.arrange([0, 1, 2, 3, 4], isRecent: { $0 == 1 || $0 == 3 }, after: 1) == [3, 1, 0, 2, 4])
    #expect(RecentFirst.arrange([0, 1], isRecent: { $0 == 1 }, after: 1) == [0, 1])
    #expect(RecentFirst.arrange([2], isRecent: { _ in true }, after: 2) == [2])
    #expect(RecentFirst.isRecent(taken: 100, now: 100 + 29 * RecentFirst.day, days: 30))
    #expect(!RecentFirst.isRecent(taken: 100, now: 100 + 31 * RecentFirst.day, days: 30))
    #expect(!RecentFirst.isRecent(taken: 100 + 3 * RecentFirst.day, now: 100, days: 30))
  }

  static func names(_ viewer: Navigator, from start: Int, slides: Int) -> [String] {
    var viewer = viewer
    var seen: [String] = []
    for n in start..<(start + slides) {
      _ = viewer.advance(to: Double(n) * 2)
      for i in viewer.album.items.indices { WatchedShowTests.ready(i, in: &viewer) }
      seen.append(WatchedShowTests.shown(viewer))
    }
    return seen
  }

  @Test func everyCycleOfASortedShowStartsWithTheRecentPhotos() {
    var viewer = WatchedShowTests.show(["a", "b", "c", "d", "e"])
    viewer.recentPhotos = [PhotoID(location: "/album/b.jpg"), PhotoID(location: "/album/d.jpg")]
    // The first cycle is as the album opened (arranged at start-up by the shell); from the next, b and d lead.
    let seen = Self.names(viewer, from: 1, slides: 14)
    #expect(seen == ["b", "c", "d", "e", "b", "d", "a", "c", "e", "b", "d", "a", "c", "e"])
  }

  @Test func aShuffledShowLeadsWithRecentPhotosAndShowsEachOnceACycle() {
    var viewer = WatchedShowTests.show(["a", "b", "c", "d", "e", "f", "g"], shuffled: true)
    let recent: Set = ["c", "f"]
    viewer.recentPhotos = Set(recent.map { PhotoID(location: "/album/\($0).jpg") })
    let seen = Self.names(viewer, from: 1, slides: 6 + 7 * 3)
    for cycle in 0..<3 {
      let slice = Array(seen[(6 + cycle * 7)..<(13 + cycle * 7)])
      #expect(Set(slice.prefix(2)) == recent, "cycle \(cycle): \(slice)")
      #expect(Set(slice).count == 7)
    }
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 != $1 })
  }
}
