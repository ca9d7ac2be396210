import Foundation
import Testing

@testable import PhotoCore

/// File stamps: each local photo is stamped as `stat` sees it while the album is listed (every photo when the
/// options ask), and a photo whose stamp differs between two listings was replaced in place.
@Suite struct AlbumStampTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(stampsEveryPhoto: true))

  /// Three photos of different sizes and modification times.
  func photos() -> AlbumFixture {
    let fx = try! AlbumFixture()
    fx.file("a.jpg", AlbumFixture.jpeg + [1])
    fx.file("b.jpg", AlbumFixture.jpeg + [2, 2])
    fx.file("c.jpg", AlbumFixture.jpeg + [3, 3, 3])
    fx.setModified("a.jpg", seconds: 1_500_000_000, nanoseconds: 100)
    fx.setModified("b.jpg", seconds: 1_600_000_000, nanoseconds: 200)
    fx.setModified("c.jpg", seconds: 1_700_000_000, nanoseconds: 300)
    return fx
  }

  /// A stamp for hand-made albums: `size` bytes modified at `seconds`, inode `inode` on device 1.
  static func stamp(size: Int64 = 10, seconds: Int = 1_000, inode: UInt64 = 1) -> FileStamp {
    FileStamp(size: size, modifiedSeconds: seconds, modifiedNanoseconds: 0, device: 1, inode: inode)
  }

  // MARK: Listing records stamps

  @Test func aFolderListingStampsEachPhotoAsStatSeesIt() throws {
    let fx = photos()
    fx.file("noext", AlbumFixture.png)  // a photo by its first bytes: stamped by the sniff's fstat
    fx.link("link.jpg", to: "a.jpg")  // stat-ed to learn what it is: stamped as its target
    fx.file("notes.txt", Array("hello".utf8))  // not a photo
    let album = try lister.album(for: [fx.dir])
    let names = ["a.jpg", "b.jpg", "c.jpg", "link.jpg", "noext"]
    #expect(album.items.map(\.displayName) == names)
    #expect(album.items.map(\.stamp) == names.map { fx.stamp($0) })
    #expect(album.items.allSatisfy { $0.stamp != nil })
    let b = try #require(album.items[1].stamp)
    #expect(b.size == 8 && b.modifiedSeconds == 1_600_000_000 && b.modifiedNanoseconds == 200)
    #expect(album.items[3].stamp == album.items[0].stamp)
  }

  @Test func byDefaultAFolderListingStampsOnlyThePhotosItStatsAnyway() throws {
    let fx = photos()
    fx.file("noext", AlbumFixture.png)
    fx.link("link.jpg", to: "a.jpg")
    var state = ListingState()
    let album = try AlbumLister(demoAlbumPath: "/nonexistent-demo").open([fx.dir], state: &state)
    #expect(album.items.map(\.displayName) == ["a.jpg", "b.jpg", "c.jpg", "link.jpg", "noext"])
    // The link was stat-ed to learn what it is, the extensionless file sniffed; the rest cost no stat.
    #expect(album.items.map(\.stamp) == [nil, nil, nil, fx.stamp("a.jpg"), fx.stamp("noext")])
    #expect(state.entryStats == 1)
  }

  @Test func namedFilesAListAndASortedFolderAreStampedToo() throws {
    let fx = photos()
    let named = try lister.album(for: [fx.path("c.jpg"), fx.path("a.jpg")])
    #expect(named.items.map(\.stamp) == [fx.stamp("c.jpg"), fx.stamp("a.jpg")])
    let list = try lister.album(
      forList: "b.jpg\nhttps://example.com/x.jpg\n", baseDirectory: fx.dir, origin: "list.txt")
    #expect(list.items.map(\.stamp) == [fx.stamp("b.jpg"), nil])
    let bySize = try AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(sort: .size, reverse: true))
      .album(for: [fx.dir])
    #expect(bySize.items.map(\.stamp) == ["c.jpg", "b.jpg", "a.jpg"].map { fx.stamp($0) })
  }

  @Test func aSortByTimeStampsTheItemsItStats() {
    let fx = photos()
    let items = [
      AlbumItem(path: fx.path("c.jpg")), AlbumItem(path: fx.path("gone.jpg")), AlbumItem(path: fx.path("a.jpg")),
    ]
    var state = ListingState()
    let sorted = AlbumSorter.arrange(items, options: AlbumOptions(sort: .mtime), state: &state)
    #expect(sorted.map(\.displayName) == ["a.jpg", "c.jpg", "gone.jpg"])
    #expect(sorted.map(\.stamp) == [fx.stamp("a.jpg"), fx.stamp("c.jpg"), nil])
    #expect(state.entryStats == 3)
    // Stamped items are not stat-ed again.
    var again = ListingState()
    _ = AlbumSorter.arrange(sorted, options: AlbumOptions(sort: .size), state: &again)
    #expect(again.entryStats == 1)  // only the vanished one
  }

  // MARK: Replaced photos

  @Test func anUntouchedFolderHasNothingReplaced() throws {
    let fx = photos()
    let old = try lister.album(for: [fx.dir])
    let new = try lister.album(for: [fx.dir])
    #expect(new.replacedPhotos(since: old).isEmpty)
    #expect(new == old)
  }

  @Test func aFileRewrittenInPlaceWithAnotherSizeIsReplaced() throws {
    let fx = photos()
    let old = try lister.album(for: [fx.dir])
    let before = try #require(fx.stamp("b.jpg"))
    fx.rewrite("b.jpg", AlbumFixture.jpeg + [9, 9, 9, 9])
    fx.setModified("b.jpg", seconds: 1_600_000_000, nanoseconds: 200)  // the same time: only the size tells
    let after = try #require(fx.stamp("b.jpg"))
    #expect(after.inode == before.inode && after.modifiedSeconds == before.modifiedSeconds)
    #expect(after.size == before.size + 2)
    let new = try lister.album(for: [fx.dir])
    #expect(new.replacedPhotos(since: old) == [PhotoID(location: fx.path("b.jpg"))])
    #expect(new.ids == old.ids)
  }

  @Test func aFileRenamedOverIsReplacedByItsInodeAlone() throws {
    let fx = photos()
    let old = try lister.album(for: [fx.dir])
    let before = try #require(fx.stamp("c.jpg"))
    fx.renameOver("c.jpg", AlbumFixture.jpeg + [4, 4, 4])  // the same size
    fx.setModified("c.jpg", seconds: 1_700_000_000, nanoseconds: 300)  // and the same time
    let after = try #require(fx.stamp("c.jpg"))
    #expect(after.size == before.size && after.modifiedNanoseconds == before.modifiedNanoseconds)
    #expect(after.inode != before.inode)
    let new = try lister.album(for: [fx.dir])
    #expect(new.replacedPhotos(since: old) == [PhotoID(location: fx.path("c.jpg"))])
  }

  @Test func aNewModificationTimeAloneIsAReplacement() throws {
    let fx = photos()
    let old = try lister.album(for: [fx.dir])
    fx.setModified("a.jpg", seconds: 1_500_000_000, nanoseconds: 101)
    let new = try lister.album(for: [fx.dir])
    #expect(new.replacedPhotos(since: old) == [PhotoID(location: fx.path("a.jpg"))])
  }

  @Test func aRewriteKeepingSizeAndTimeGoesUnnoticed() throws {
    // The stamp's known limit: the same size, and the old time put back (`touch -r`, `cp -p`).
    let fx = photos()
    let old = try lister.album(for: [fx.dir])
    fx.rewrite("a.jpg", AlbumFixture.jpeg + [7])
    fx.setModified("a.jpg", seconds: 1_500_000_000, nanoseconds: 100)
    let new = try lister.album(for: [fx.dir])
    #expect(new.replacedPhotos(since: old).isEmpty)
  }

  @Test func aListNamingAFileTwiceHasBothItsPhotosReplaced() throws {
    let fx = photos()
    let list = "a.jpg\nb.jpg\na.jpg\n"
    let old = try lister.album(forList: list, baseDirectory: fx.dir, origin: "list.txt")
    fx.rewrite("a.jpg", AlbumFixture.jpeg + [1, 1, 1, 1, 1])
    let new = try lister.album(forList: list, baseDirectory: fx.dir, origin: "list.txt")
    let a = fx.path("a.jpg")
    #expect(new.replacedPhotos(since: old) == [PhotoID(location: a), PhotoID(location: a, occurrence: 1)])
  }

  @Test func onlyPhotosInBothAlbumsWithAStampOnBothSidesCount() {
    let one = Self.stamp()
    let old = Album(
      items: [
        AlbumItem(path: "/kept.jpg", stamp: one),
        AlbumItem(path: "/replaced.jpg", stamp: one),
        AlbumItem(path: "/unstamped-before.jpg"),
        AlbumItem(path: "/unstamped-now.jpg", stamp: one),
        AlbumItem(path: "/gone.jpg", stamp: one),
        AlbumItem(location: "https://example.com/x.jpg", displayName: "x.jpg"),
      ], origin: "old")
    let new = Album(
      items: [
        AlbumItem(location: "https://example.com/x.jpg", displayName: "x.jpg"),
        AlbumItem(path: "/added.jpg", stamp: Self.stamp(size: 11)),
        AlbumItem(path: "/unstamped-now.jpg"),
        AlbumItem(path: "/unstamped-before.jpg", stamp: one),
        AlbumItem(path: "/replaced.jpg", stamp: Self.stamp(inode: 2)),
        AlbumItem(path: "/kept.jpg", stamp: one),
      ], origin: "new")
    #expect(new.replacedPhotos(since: old) == [PhotoID(location: "/replaced.jpg")])
    #expect(old.replacedPhotos(since: new) == [PhotoID(location: "/replaced.jpg")])
    #expect(new.replacedPhotos(since: new).isEmpty)
  }

  @Test func eachFieldOfAStampTellsAReplacement() {
    let base = FileStamp(size: 10, modifiedSeconds: 1_000, modifiedNanoseconds: 5, device: 1, inode: 7)
    var changes: [FileStamp] = Array(repeating: base, count: 5)
    changes[0].size = 11
    changes[1].modifiedSeconds = 1_001
    changes[2].modifiedNanoseconds = 6
    changes[3].device = 2
    changes[4].inode = 8
    let old = Album(items: [AlbumItem(path: "/p.jpg", stamp: base)], origin: "old")
    for stamp in changes {
      let new = Album(items: [AlbumItem(path: "/p.jpg", stamp: stamp)], origin: "new")
      #expect(new.replacedPhotos(since: old) == [PhotoID(location: "/p.jpg")], "\(stamp)")
    }
    #expect(Set(changes + [base]).count == 6)
  }
}
