import Foundation
import Testing

@testable import PhotoCore

@Suite struct AlbumSortTests {
  func names(_ album: Album) -> [String] { album.items.map(\.displayName) }

  func lister(_ sort: AlbumOptions.Sort?, reverse: Bool = false) -> AlbumLister {
    AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(sort: sort, reverse: reverse))
  }

  /// Four photos whose name, time and size orders all differ; `c` and `d` share a modification second and
  /// differ by nanoseconds, `a` and `b` share a size.
  func mixedFolder() -> AlbumFixture {
    let fx = try! AlbumFixture()
    fx.file("a10.jpg", AlbumFixture.jpeg + [UInt8](repeating: 1, count: 300))
    fx.file("a2.jpg", AlbumFixture.jpeg + [UInt8](repeating: 1, count: 300))
    fx.file("b.jpg", AlbumFixture.jpeg + [UInt8](repeating: 1, count: 10))
    fx.file("C.jpg", AlbumFixture.jpeg + [UInt8](repeating: 1, count: 5_000))
    fx.setModified("a10.jpg", seconds: 1_600_000_000)
    fx.setModified("a2.jpg", seconds: 1_700_000_000)
    fx.setModified("b.jpg", seconds: 1_500_000_000, nanoseconds: 500)
    fx.setModified("C.jpg", seconds: 1_500_000_000, nanoseconds: 200)
    return fx
  }

  @Test func defaultAndNameSortAreNatural() throws {
    let fx = mixedFolder()
    #expect(try names(lister(nil).album(for: [fx.dir])) == ["a2.jpg", "a10.jpg", "b.jpg", "C.jpg"])
    #expect(try names(lister(.name).album(for: [fx.dir])) == ["a2.jpg", "a10.jpg", "b.jpg", "C.jpg"])
  }

  @Test func mtimeSortIsOldestFirstToTheNanosecond() throws {
    let fx = mixedFolder()
    #expect(try names(lister(.mtime).album(for: [fx.dir])) == ["C.jpg", "b.jpg", "a10.jpg", "a2.jpg"])
  }

  @Test func mtimeTiesKeepNameOrder() throws {
    let fx = try AlbumFixture()
    for name in ["x3.jpg", "x1.jpg", "x20.jpg", "x2.jpg"] {
      fx.file(name)
      fx.setModified(name, seconds: 1_000_000_000)
    }
    fx.file("old.jpg")
    fx.setModified("old.jpg", seconds: 999_999_999)
    #expect(try names(lister(.mtime).album(for: [fx.dir])) == ["old.jpg", "x1.jpg", "x2.jpg", "x3.jpg", "x20.jpg"])
  }

  @Test func sizeSortIsSmallestFirstAndTiesKeepNameOrder() throws {
    let fx = mixedFolder()
    #expect(try names(lister(.size).album(for: [fx.dir])) == ["b.jpg", "a2.jpg", "a10.jpg", "C.jpg"])
  }

  @Test func reverseReversesEveryOrder() throws {
    let fx = mixedFolder()
    #expect(try names(lister(nil, reverse: true).album(for: [fx.dir])) == ["C.jpg", "b.jpg", "a10.jpg", "a2.jpg"])
    #expect(try names(lister(.mtime, reverse: true).album(for: [fx.dir])) == ["a2.jpg", "a10.jpg", "b.jpg", "C.jpg"])
    #expect(try names(lister(.size, reverse: true).album(for: [fx.dir])) == ["C.jpg", "a10.jpg", "a2.jpg", "b.jpg"])
  }

  @Test func randomWithASeedIsAStablePermutation() throws {
    let fx = try AlbumFixture()
    let all = (1...30).map { "p\($0).jpg" }
    for name in all { fx.file(name) }
    let first = try names(lister(.random(seed: 42)).album(for: [fx.dir]))
    let again = try names(lister(.random(seed: 42)).album(for: [fx.dir]))
    let other = try names(lister(.random(seed: 43)).album(for: [fx.dir]))
    #expect(first == again)
    #expect(first.sorted(by: NaturalOrder.areInIncreasingOrder) == all)
    #expect(first != all)
    #expect(other != first)
    #expect(other.sorted(by: NaturalOrder.areInIncreasingOrder) == all)
    let reversed = try names(lister(.random(seed: 42), reverse: true).album(for: [fx.dir]))
    #expect(reversed == first.reversed())
  }

  @Test func theShuffleIsOursSoItRepeatsAcrossToolchains() {
    // Pinned output: SplitMix64 and the Fisher–Yates loop are part of sdlphoto, not of the standard library.
    var generator = SplitMix64(seed: 7)
    #expect(generator.shuffled(Array(0..<8)) == [7, 4, 6, 1, 2, 5, 0, 3])
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    var edge = SplitMix64(seed: 1)
    #expect(edge.shuffled([Int]()) == [])
    #expect(edge.shuffled([9]) == [9])
    for bound: UInt64 in [1, 2, 3, 7, 1 << 63] {
      #expect((0..<200).allSatisfy { _ in edge.next(below: bound) < bound })
    }
  }

  @Test func aFileOpensItsFolderAtThatFileInTheSortedOrder() throws {
    let fx = mixedFolder()
    let album = try lister(.mtime).album(for: [fx.path("a10.jpg")])
    #expect(names(album) == ["C.jpg", "b.jpg", "a10.jpg", "a2.jpg"])
    #expect(album.startIndex == 2)
  }

  @Test func aNameOrderStatsOnlyALinkAndASortByTimeStatsEachPhotoOnce() throws {
    let fx = mixedFolder()
    fx.link("link.jpg", to: "b.jpg")
    var state = ListingState()
    let album = try lister(.name).open([fx.dir], state: &state)
    #expect(album.count == 5)
    // Entries are typed by d_type (ext4, tmpfs, overlayfs): only the symbolic link needs a stat to know what it
    // is, and that stat stamps it.
    #expect(state.entryStats == 1)
    // Sorting by time stats each of the 4 other photos once, stamping it; the link's stamp is read.
    var byTime = ListingState()
    let sorted = try lister(.mtime).open([fx.dir], state: &byTime)
    #expect(byTime.entryStats == 1 + 4)
    #expect(sorted.items.allSatisfy { $0.stamp != nil })
    // Asked to stamp every photo, a name order stats each once too.
    var stamped = ListingState()
    let every = try AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(stampsEveryPhoto: true))
      .open([fx.dir], state: &stamped)
    #expect(stamped.entryStats == 1 + 4)
    #expect(every.items.allSatisfy { $0.stamp != nil })
  }

  @Test func aListKeepsItsOrderUnlessASortIsAsked() throws {
    let fx = mixedFolder()
    let paths = [fx.path("C.jpg"), fx.path("a10.jpg"), fx.path("b.jpg")]
    #expect(try names(lister(nil).album(for: paths)) == ["C.jpg", "a10.jpg", "b.jpg"])
    #expect(try names(lister(.name).album(for: paths)) == ["a10.jpg", "b.jpg", "C.jpg"])
    #expect(try names(lister(.size).album(for: paths)) == ["b.jpg", "a10.jpg", "C.jpg"])
    #expect(try names(lister(nil, reverse: true).album(for: paths)) == ["b.jpg", "a10.jpg", "C.jpg"])
  }

  @Test func urlsAndVanishedFilesSortLastByTime() {
    let fx = mixedFolder()
    let items = [
      AlbumItem(location: "https://example.com/x.jpg", displayName: "x.jpg"),
      AlbumItem(path: fx.path("a2.jpg")),
      AlbumItem(path: fx.path("gone.jpg")),
      AlbumItem(path: fx.path("C.jpg")),
    ]
    var state = ListingState()
    let sorted = AlbumSorter.arrange(items, options: AlbumOptions(sort: .mtime), state: &state)
    #expect(sorted.map(\.displayName) == ["C.jpg", "a2.jpg", "x.jpg", "gone.jpg"])
    #expect(state.entryStats == 3)  // the URL is never stat-ed
  }

  @Test func sortWordsParse() {
    #expect(AlbumOptions.Sort("name", seed: 1) == .name)
    #expect(AlbumOptions.Sort("MTIME", seed: 1) == .mtime)
    #expect(AlbumOptions.Sort("size", seed: 1) == .size)
    #expect(AlbumOptions.Sort("random", seed: 9) == .random(seed: 9))
    #expect(AlbumOptions.Sort("date", seed: 1) == nil)
    #expect(AlbumOptions.Sort.names.allSatisfy { AlbumOptions.Sort($0, seed: 0) != nil })
    #expect(AlbumOptions() == AlbumOptions(sort: nil, reverse: false, recursive: false))
  }

  @Test func pathsCompareFolderByFolder() {
    #expect(NaturalOrder.comparePaths("a/x.jpg", "a b/x.jpg") < 0)
    #expect(NaturalOrder.comparePaths("d2/z.jpg", "d10/a.jpg") < 0)
    #expect(NaturalOrder.comparePaths("d/a.jpg", "d/sub/a.jpg") < 0)
    #expect(NaturalOrder.comparePaths("d/sub", "d/sub/a.jpg") < 0)
    #expect(NaturalOrder.comparePaths("d/x", "d/x") == 0)
    #expect(NaturalOrder.comparePaths("d/sub/a.jpg", "d/a.jpg") > 0)
  }
}
