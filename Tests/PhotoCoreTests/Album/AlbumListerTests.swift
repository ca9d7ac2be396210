import Foundation
import Testing

@testable import PhotoCore

@Suite struct AlbumListerTests {
  /// A fresh temporary folder holding `files` (name -> bytes), removed when the fixture is released.
  static func folder(_ files: [String: [UInt8]]) throws -> AlbumFixture {
    let fx = try AlbumFixture()
    for (name, bytes) in files { fx.file(name, bytes) }
    return fx
  }

  static let jpeg = AlbumFixture.jpeg
  static let png = AlbumFixture.png
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  @Test func folderListsPhotosInNaturalOrderSkippingHiddenAndSidecars() throws {
    let fx = try Self.folder([
      "img10.jpg": Self.jpeg, "img2.jpg": Self.jpeg, "img1.PNG": Self.png, ".hidden.jpg": Self.jpeg,
      "._img2.jpg": Self.jpeg, "notes.txt": Array("hello".utf8), "noext": Self.png, "@eaDir/thumb.jpg": Self.jpeg,
    ])
    let album = try lister.album(for: [fx.dir])
    #expect(album.items.map(\.displayName) == ["img1.PNG", "img2.jpg", "img10.jpg", "noext"])
    #expect(album.startIndex == 0)
  }

  @Test func forTheGridSubFoldersAreListedAsTilesWithTheirCountAndCover() throws {
    let fx = try Self.folder([
      "z.jpg": Self.jpeg, "trip 10/b.jpg": Self.jpeg, "trip 10/a.png": Self.png, "trip 2/x.jpg": Self.jpeg,
      "empty/notes.txt": Array("hi".utf8), ".hidden/a.jpg": Self.jpeg, "@eaDir/t.jpg": Self.jpeg,
    ])
    var options = AlbumOptions()
    options.listsFolders = true
    let album = try AlbumLister(demoAlbumPath: "/nonexistent-demo", options: options).album(for: [fx.dir])
    #expect(album.items.map(\.displayName) == ["z.jpg"])
    #expect(album.folders.map(\.name) == ["empty", "trip 2", "trip 10"])
    #expect(album.folders.map(\.photoCount) == [0, 1, 2])
    #expect(album.folders.last?.cover == fx.dir + "/trip 10/a.png")
    // Without the option (the pager), sub-folders are neither photos nor tiles.
    #expect(try lister.album(for: [fx.dir]).folders.isEmpty)
    // A folder of folders only is an album for the grid, and still "no photos" for the pager.
    let folders = try Self.folder(["a/x.jpg": Self.jpeg])
    #expect(try AlbumLister(demoAlbumPath: "/x", options: options).album(for: [folders.dir]).folders.count == 1)
    #expect(throws: AlbumError.self) { try lister.album(for: [folders.dir]) }
  }

  @Test func aFileOpensItsFolderAtThatFile() throws {
    let fx = try Self.folder(["a.jpg": Self.jpeg, "b.jpg": Self.jpeg, "c.jpg": Self.jpeg])
    let album = try lister.album(for: [fx.dir + "/b.jpg"])
    #expect(album.count == 3)
    #expect(album.startIndex == 1)
    #expect(album.items[album.startIndex].displayName == "b.jpg")
  }

  @Test func severalFilesAreExactlyThoseInOrder() throws {
    let fx = try Self.folder(["a.jpg": Self.jpeg, "b.jpg": Self.jpeg, "c.jpg": Self.jpeg])
    let album = try lister.album(for: [fx.dir + "/c.jpg", fx.dir + "/a.jpg"])
    #expect(album.items.map(\.displayName) == ["c.jpg", "a.jpg"])
  }

  @Test func noPathOpensTheDemoAlbum() throws {
    let fx = try Self.folder(["demo1.jpg": Self.jpeg])
    let album = try AlbumLister(demoAlbumPath: fx.dir).album(for: [])
    #expect(album.items.map(\.displayName) == ["demo1.jpg"])
  }

  @Test func errorsNameThePath() throws {
    #expect(throws: AlbumError.notFound(path: "/no/such/place")) { try lister.album(for: ["/no/such/place"]) }
    let emptyFolder = try Self.folder(["readme.txt": Array("text".utf8)])
    let empty = emptyFolder.dir
    #expect(throws: AlbumError.noPhotos(folder: empty)) { try lister.album(for: [empty]) }
    #expect(throws: AlbumError.notAPhoto(path: empty + "/readme.txt")) {
      try lister.album(for: [empty + "/readme.txt"])
    }
    #expect(UserText.message(for: AlbumError.noPhotos(folder: "/x")) == "/x: no photos found in this folder")
  }

  @Test func aFifoIsNeverAPhotoAndNeverBlocks() throws {
    let fx = try Self.folder(["a.jpg": Self.jpeg])
    #expect(mkfifo(fx.dir + "/pipe", 0o600) == 0)
    #expect(mkfifo(fx.dir + "/pipe.jpg", 0o600) == 0)
    let album = try lister.album(for: [fx.dir])
    #expect(album.items.map(\.displayName) == ["a.jpg"])
  }
}
