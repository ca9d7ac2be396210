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
    var navigator = Navigator(album: album(names), viewport: Vector2(x: 800, y: 600))
    for i in names.indices { ready(i, in: &navigator) }
    var show = Slideshow(interval: 2, resumeAfter: 30, at: 0)
    if shuffled { show.shuffle = ShuffleCycle(seed: 7) }
    navigator.startSlideshow(show, look: SlideshowLook(), at: 0)
    return navigator
  }

  static func ready(_ index: Int, in navigator: inout Navigator) {
    navigator.decodeShown(navigator.id(index), pixelSize: Vector2(x: 1600, y: 900), level: .screen, at: 0)
  }

  static func shown(_ navigator: Navigator) -> String {
    String(navigator.album.items[navigator.pager.pages.targetPage].location.dropFirst(7).dropLast(4))
  }

  @Test func anArrivalShowsNextThenTheShowGoesOnAndItsNextCycleIsInNameOrder() {
    var navigator = Self.show(["a", "c", "e"])
    _ = navigator.advance(to: 2)
    #expect(Self.shown(navigator) == "c")
    // "b" and "d" arrive while "c" is on screen: they show next, in name order, before "e".
    _ = navigator.relistWatched(Self.album(["a", "b", "c", "d", "e"]), at: 2.5)
    #expect(Self.shown(navigator) == "c")
    #expect(navigator.album.items.map(\.location) == ["a", "c", "b", "d", "e"].map { "/album/\($0).jpg" })
    for i in navigator.album.items.indices { Self.ready(i, in: &navigator) }
    var seen: [String] = []
    for n in 2...6 {
      _ = navigator.advance(to: Double(n) * 2)
      seen.append(Self.shown(navigator))
    }
    // The cycle ends with "e"; the next one is the folder's order again.
    #expect(seen == ["b", "d", "e", "a", "b"])
    #expect(navigator.album.items.map(\.location) == ["a", "b", "c", "d", "e"].map { "/album/\($0).jpg" })
  }

  @Test func aShuffledCycleKeepsItsOrderAndTakesArrivalsAfterTheSlideOnScreen() {
    var navigator = Self.show(["a", "b", "c", "d", "e", "f"], shuffled: true)
    _ = navigator.advance(to: 2)
    let before = navigator.album.ids
    let onScreen = navigator.pager.pages.targetPage
    _ = navigator.relistWatched(Self.album(["a", "b", "c", "d", "e", "f", "g"]), at: 2.5)
    let g = PhotoID(location: "/album/g.jpg")
    #expect(navigator.album.index(of: g) == onScreen + 1)
    #expect(navigator.album.ids.filter { $0 != g } == before)
    #expect(navigator.pager.pages.targetPage == onScreen)
  }

  @Test func removingThePhotoOnScreenShowsTheNextSlideAtOnceWithoutASpinner() {
    var navigator = Self.show(["a", "b", "c", "d"])
    _ = navigator.advance(to: 2)
    #expect(Self.shown(navigator) == "b")
    _ = navigator.advance(to: 3.5)
    let freed = navigator.relistWatched(Self.album(["a", "c", "d"]), at: 3.5)
    #expect(freed == [PhotoID(location: "/album/b.jpg")])
    #expect(Self.shown(navigator) == "c")
    #expect(navigator.show?.deck.current?.photo == PhotoID(location: "/album/c.jpg"))
    #expect(!navigator.traceFrame(at: 3.5).loading && !navigator.traceFrame(at: 3.5).spinner)
    // The show goes on from there, on its clock.
    _ = navigator.advance(to: 4)
    #expect(Self.shown(navigator) == "d")
  }

  @Test func aReplacedPhotoLoadsAfreshAndTheGridKeepsItsSelectedPhoto() throws {
    var stamped = Self.album(["a", "b", "c"])
    stamped = Album(
      items: stamped.items.enumerated().map { i, item in
        AlbumItem(
          location: item.location, displayName: item.displayName,
          stamp: FileStamp(size: 100, modifiedSeconds: i, modifiedNanoseconds: 0, device: 1, inode: UInt64(i)))
      }, origin: "/album")
    var navigator = Navigator(album: stamped, viewport: Vector2(x: 800, y: 600), startsInGrid: true)
    _ = navigator.perform(.next, at: 0)
    let selectedBefore = try #require(navigator.grid?.selectedPhoto)
    #expect(selectedBefore > 0)
    var next = stamped.items
    next[2].stamp?.size = 200
    next.insert(AlbumItem(path: "/album/0.jpg"), at: 0)
    let freed = navigator.relistWatched(Album(items: next, origin: "/album"), at: 1)
    #expect(freed == [PhotoID(location: "/album/c.jpg")])
    #expect(navigator.grid?.count == 4)
    #expect(navigator.grid?.selectedPhoto == selectedBefore + 1)
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

  static func names(_ navigator: Navigator, from start: Int, slides: Int) -> [String] {
    var navigator = navigator
    var seen: [String] = []
    for n in start..<(start + slides) {
      _ = navigator.advance(to: Double(n) * 2)
      for i in navigator.album.items.indices { WatchedShowTests.ready(i, in: &navigator) }
      seen.append(WatchedShowTests.shown(navigator))
    }
    return seen
  }

  @Test func everyCycleOfASortedShowStartsWithTheRecentPhotos() {
    var navigator = WatchedShowTests.show(["a", "b", "c", "d", "e"])
    navigator.recentPhotos = [PhotoID(location: "/album/b.jpg"), PhotoID(location: "/album/d.jpg")]
    // The first cycle is as the album opened (arranged at start-up by the shell); from the next, b and d lead.
    let seen = Self.names(navigator, from: 1, slides: 14)
    #expect(seen == ["b", "c", "d", "e", "b", "d", "a", "c", "e", "b", "d", "a", "c", "e"])
  }

  @Test func aShuffledShowLeadsWithRecentPhotosAndShowsEachOnceACycle() {
    var navigator = WatchedShowTests.show(["a", "b", "c", "d", "e", "f", "g"], shuffled: true)
    let recent: Set = ["c", "f"]
    navigator.recentPhotos = Set(recent.map { PhotoID(location: "/album/\($0).jpg") })
    let seen = Self.names(navigator, from: 1, slides: 6 + 7 * 3)
    for cycle in 0..<3 {
      let slice = Array(seen[(6 + cycle * 7)..<(13 + cycle * 7)])
      #expect(Set(slice.prefix(2)) == recent, "cycle \(cycle): \(slice)")
      #expect(Set(slice).count == 7)
    }
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 != $1 })
  }
}
