import Testing

@testable import PhotoCore

/// A slideshow's place kept across restarts: resumed in the saved order, gone photos dropped, new ones after.
@Suite struct ShowStateTests {
  static func album(_ names: [String]) -> Album {
    Album(items: names.map { AlbumItem(path: "/a/\($0).jpg") }, origin: "/a")
  }

  @Test func aShuffledShowResumesInItsOrderWithNewPhotosAfterAndGoneOnesDropped() {
    let state = ShowState(
      paths: ["/a"], photo: "/a/c.jpg", cycle: 3,
      order: ["/a/d.jpg", "/a/c.jpg", "/a/gone.jpg", "/a/a.jpg", "/a/b.jpg"])
    let resumed = state.resumed(Self.album(["a", "b", "c", "d", "new1", "new2"]))
    #expect(
      resumed.items.map(\.location) == ["/a/d.jpg", "/a/c.jpg", "/a/a.jpg", "/a/b.jpg", "/a/new1.jpg", "/a/new2.jpg"])
    #expect(resumed.startIndex == 1)
  }

  @Test func aShowInTheAlbumsOrderKeepsItAndOpensAtThePhotoIfItIsStillThere() {
    let album = Self.album(["a", "b", "c"])
    #expect(ShowState(paths: ["/a"], photo: "/a/b.jpg").resumed(album).startIndex == 1)
    #expect(ShowState(paths: ["/a"], photo: "/a/b.jpg").resumed(album).items == album.items)
    #expect(ShowState(paths: ["/a"], photo: "/a/gone.jpg").resumed(album).startIndex == 0)
  }

  @Test func eachSetOfPathsHasItsOwnFile() {
    #expect(ShowState.fileName(for: ["/a"]) == ShowState.fileName(for: ["/a"]))
    #expect(ShowState.fileName(for: ["/a"]) != ShowState.fileName(for: ["/b"]))
    #expect(ShowState.fileName(for: ["/a", "/b"]) != ShowState.fileName(for: ["/a/b"]))
    #expect(ShowState.fileName(for: ["/a"]).hasPrefix("show-") && ShowState.fileName(for: ["/a"]).hasSuffix(".json"))
  }
}
