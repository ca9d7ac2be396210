import Foundation
import Testing

@testable import PhotoCore

@Suite struct AlbumListerTests {
  /// A fresh temporary folder holding `files` (name -> bytes).
  static func folder(_ files: [String: [UInt8]]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdlphoto-album-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, bytes) in files {
      let path = dir + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
    return dir
  }

  static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  @Test func folderListsPhotosInNaturalOrderSkippingHiddenAndSidecars() throws {
    let dir = try Self.folder([
      "img10.jpg": Self.jpeg, "img2.jpg": Self.jpeg, "img1.PNG": Self.png, ".hidden.jpg": Self.jpeg,
      "._img2.jpg": Self.jpeg, "notes.txt": Array("hello".utf8), "noext": Self.png, "@eaDir/thumb.jpg": Self.jpeg,
    ])
    let album = try lister.album(for: [dir])
    #expect(album.items.map(\.displayName) == ["img1.PNG", "img2.jpg", "img10.jpg", "noext"])
    #expect(album.startIndex == 0)
  }

  @Test func aFileOpensItsFolderAtThatFile() throws {
    let dir = try Self.folder(["a.jpg": Self.jpeg, "b.jpg": Self.jpeg, "c.jpg": Self.jpeg])
    let album = try lister.album(for: [dir + "/b.jpg"])
    #expect(album.count == 3)
    #expect(album.startIndex == 1)
    #expect(album.items[album.startIndex].displayName == "b.jpg")
  }

  @Test func severalFilesAreExactlyThoseInOrder() throws {
    let dir = try Self.folder(["a.jpg": Self.jpeg, "b.jpg": Self.jpeg, "c.jpg": Self.jpeg])
    let album = try lister.album(for: [dir + "/c.jpg", dir + "/a.jpg"])
    #expect(album.items.map(\.displayName) == ["c.jpg", "a.jpg"])
  }

  @Test func noPathOpensTheDemoAlbum() throws {
    let dir = try Self.folder(["demo1.jpg": Self.jpeg])
    let album = try AlbumLister(demoAlbumPath: dir).album(for: [])
    #expect(album.items.map(\.displayName) == ["demo1.jpg"])
  }

  @Test func errorsNameThePath() throws {
    #expect(throws: AlbumError.notFound(path: "/no/such/place")) { try lister.album(for: ["/no/such/place"]) }
    let empty = try Self.folder(["readme.txt": Array("text".utf8)])
    #expect(throws: AlbumError.noPhotos(folder: empty)) { try lister.album(for: [empty]) }
    #expect(throws: AlbumError.notAPhoto(path: empty + "/readme.txt")) { try lister.album(for: [empty + "/readme.txt"]) }
    #expect(UserText.message(for: AlbumError.noPhotos(folder: "/x")) == "/x: no photos found in this folder")
  }

  @Test func aFifoIsNeverAPhotoAndNeverBlocks() throws {
    let dir = try Self.folder(["a.jpg": Self.jpeg])
    #expect(mkfifo(dir + "/pipe", 0o600) == 0)
    #expect(mkfifo(dir + "/pipe.jpg", 0o600) == 0)
    let album = try lister.album(for: [dir])
    #expect(album.items.map(\.displayName) == ["a.jpg"])
  }
}
