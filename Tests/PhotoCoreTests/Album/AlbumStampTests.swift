import Foundation
import Testing

@testable import PhotoCore

/// File stamps: each local photo is stamped as `stat` sees it while the album is listed.
@Suite struct AlbumStampTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

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
}
