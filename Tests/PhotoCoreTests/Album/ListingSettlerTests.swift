import Testing

@testable import PhotoCore

/// `--watch`: a file still being written is not shown until its size and time hold still.
@Suite struct ListingSettlerTests {
  static func item(_ name: String, size: Int64, time: Int) -> AlbumItem {
    AlbumItem(
      path: "/album/\(name).jpg",
      stamp: FileStamp(size: size, modifiedSeconds: time, modifiedNanoseconds: 0, device: 1, inode: 9))
  }
  static func album(_ items: [AlbumItem]) -> Album { Album(items: items, origin: "/album") }

  @Test func aNewFileJoinsOnceItsStampHeldStillLongEnough() {
    var settler = ListingSettler()
    let a = Self.item("a", size: 10, time: 1)
    let published = Self.album([a])
    // "b" appears mid-copy: left out, listed again when it could have settled.
    var result = settler.settle(Self.album([a, Self.item("b", size: 4, time: 5)]), against: published, at: 10)
    #expect(result.album.items == [a] && result.listAgainAt == 10 + Tuning.Watch.stableAfter)
    #expect(settler.isSettling)
    // Still growing: the wait starts again.
    result = settler.settle(Self.album([a, Self.item("b", size: 8, time: 6)]), against: published, at: 10.3)
    #expect(result.album.items == [a] && abs(result.listAgainAt! - (10.3 + Tuning.Watch.stableAfter)) < 1e-12)
    // Held still for the time: it joins.
    let b = Self.item("b", size: 8, time: 6)
    result = settler.settle(Self.album([a, b]), against: published, at: 10.6)
    #expect(result.album.items == [a, b] && result.listAgainAt == nil && !settler.isSettling)
  }

  @Test func aRewrittenFileKeepsItsOldStampUntilSettledAndAnEmptyFileNeverJoins() {
    var settler = ListingSettler()
    let a = Self.item("a", size: 10, time: 1)
    let published = Self.album([a])
    let rewritten = Self.item("a", size: 3, time: 7)
    let empty = Self.item("e", size: 0, time: 7)
    var result = settler.settle(Self.album([rewritten, empty]), against: published, at: 20)
    #expect(result.album.items == [a] && result.listAgainAt == 20 + Tuning.Watch.stableAfter)
    #expect(result.album.replacedPhotos(since: published).isEmpty)
    result = settler.settle(Self.album([rewritten, empty]), against: published, at: 21)
    #expect(result.album.items == [rewritten] && result.listAgainAt == nil)
    #expect(result.album.replacedPhotos(since: published) == [PhotoID(location: "/album/a.jpg")])
    // A removed file simply goes; a photo without a stamp (a network photo) is taken as it is.
    let remote = AlbumItem(location: "https://example.com/p.jpg", displayName: "p.jpg")
    result = settler.settle(Self.album([remote]), against: published, at: 22)
    #expect(result.album.items == [remote])
  }
}
