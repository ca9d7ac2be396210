import Foundation
import Testing

@testable import PhotoCore

/// The first photo is known as soon as the folder is read, before it is sorted, so its decode starts at once.
@Suite struct FirstPhotoTests {
  /// Collects what `onFirstPhoto` is told.
  final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    func add(_ path: String) { lock.withLock { paths.append(path) } }
    var all: [String] { lock.withLock { paths } }
  }

  static func lister(_ options: AlbumOptions = AlbumOptions(), heard: Heard) -> AlbumLister {
    var lister = AlbumLister(demoAlbumPath: "/nonexistent-demo", options: options)
    lister.onFirstPhoto = { heard.add($0) }
    return lister
  }

  @Test func aFolderNamesItsFirstPhotoInNaturalOrderBeforeSorting() throws {
    let fx = try AlbumFixture()
    for name in ["img10.jpg", "img2.jpg", "IMG1.jpg", "b.jpg", ".hidden.jpg", "notes.txt"] { fx.file(name) }
    let heard = Heard()
    let album = try Self.lister(heard: heard).album(for: [fx.dir])
    #expect(heard.all == [album.items[0].location])
    #expect(album.items[0].displayName == "b.jpg")
    // --sort name gives the same order, so the same early first photo.
    let named = Heard()
    _ = try Self.lister(AlbumOptions(sort: .name), heard: named).album(for: [fx.dir])
    #expect(named.all == heard.all)
  }

  @Test func noEarlyFirstPhotoWhenTheOrderIsNotKnownUntilAllIsRead() throws {
    let fx = try AlbumFixture()
    for name in ["a.jpg", "b.jpg"] { fx.file(name) }
    for options in [AlbumOptions(reverse: true), AlbumOptions(sort: .mtime), AlbumOptions(sort: .random(seed: 1))] {
      let heard = Heard()
      _ = try Self.lister(options, heard: heard).album(for: [fx.dir])
      #expect(heard.all.isEmpty)
    }
    // A file opens its folder at that file, not at the first photo.
    let heard = Heard()
    _ = try Self.lister(heard: heard).album(for: [fx.dir + "/b.jpg"])
    #expect(heard.all.isEmpty)
  }

  @Test func aSubFolderSortingFirstHoldsTheFirstPhotoSoNoEarlyGuess() throws {
    let fx = try AlbumFixture()
    fx.file("b.jpg")
    _ = fx.folder("a")
    fx.file("a/inner.jpg")
    let heard = Heard()
    let album = try Self.lister(AlbumOptions(recursive: true), heard: heard).album(for: [fx.dir])
    #expect(album.items[0].displayName == "inner.jpg")
    #expect(heard.all.isEmpty)
  }
}
