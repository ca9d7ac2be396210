import Foundation
import Testing

@testable import PhotoCore

/// Command-line arguments beyond plain paths: wildcards, URLs, several paths with strays among them.
@Suite struct AlbumArgumentTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  func photos() -> AlbumFixture {
    let fx = try! AlbumFixture()
    for name in ["img10.jpg", "img2.jpg", "img1.jpg", "b.png", "notes.txt", "2024/x.jpg", ".hidden.jpg"] {
      fx.file(name, name.hasSuffix(".txt") ? Array("text".utf8) : AlbumFixture.jpeg)
    }
    return fx
  }

  @Test func aWildcardExpandsInNaturalOrder() throws {
    let fx = photos()
    let album = try lister.album(for: [fx.path("img*.jpg")])
    #expect(album.items.map(\.displayName) == ["img1.jpg", "img2.jpg", "img10.jpg"])
    #expect(album.origin == fx.path("img*.jpg"))
    #expect(try lister.album(for: [fx.path("img?.jpg")]).items.map(\.displayName) == ["img1.jpg", "img2.jpg"])
    // One match behaves like that one path typed out (as the shell-expanded form would): its folder, at it.
    let one = try lister.album(for: [fx.path("[bi]*.png")])
    #expect(one.items[one.startIndex].displayName == "b.png")
    #expect(one.count == 4)
  }

  @Test func aWildcardTakesPhotosAndFoldersAndSilentlyLeavesTheRest() throws {
    let fx = photos()
    let listing = try lister.listing(for: [fx.path("*")])
    #expect(
      listing.album.items.map(\.displayName)
        == ["2024", "b.png", "img1.jpg", "img2.jpg", "img10.jpg"].flatMap {
          $0 == "2024" ? ["x.jpg"] : [$0]
        })
    #expect(listing.warnings.isEmpty)
  }

  @Test func aWildcardMatchingNothingIsAnError() throws {
    let fx = photos()
    #expect(throws: AlbumError.noMatches(pattern: fx.path("*.gif"))) { try lister.album(for: [fx.path("*.gif")]) }
    #expect(
      UserText.message(for: AlbumError.noMatches(pattern: "/p/*.gif")) == "/p/*.gif: no file matches this pattern")
    // A path without wildcards that does not exist is still "not found".
    #expect(throws: AlbumError.notFound(path: fx.path("nope.jpg"))) { try lister.album(for: [fx.path("nope.jpg")]) }
  }

  @Test func aFileNamedLikeAPatternIsTakenLiterally() throws {
    let fx = photos()
    fx.file("what?.jpg")
    let album = try lister.album(for: [fx.path("what?.jpg")])
    #expect(album.items[album.startIndex].displayName == "what?.jpg")
    #expect(album.count > 1)  // its folder, opened at it
  }

  @Test func urlsOnTheCommandLine() throws {
    let album = try lister.album(for: ["https://example.com/a/Sea%20View.jpg"])
    #expect(album.items == [AlbumItem(location: "https://example.com/a/Sea%20View.jpg", displayName: "Sea View.jpg")])
    #expect(album.isRemote(album.items[0].location))
    #expect(
      throws: AlbumError.badURL(
        url: "ftp://example.com/a.jpg", reason: "sdlphoto cannot open ftp: URLs; use http, https or a file path")
    ) {
      try lister.album(for: ["ftp://example.com/a.jpg"])
    }
    #expect(throws: AlbumError.badURL(url: "https:///a.jpg", reason: "it has no host")) {
      try lister.album(for: ["https:///a.jpg"])
    }
    #expect(
      UserText.message(
        for: AlbumError.badURL(
          url: "ftp://h/a.jpg", reason: "sdlphoto cannot open ftp: URLs; use http, https or a file path"))
        == "ftp://h/a.jpg: cannot open this URL (sdlphoto cannot open ftp: URLs; use http, https or a file path)")
    let fx = photos()
    let local = try lister.album(for: ["file://" + fx.path("img2.jpg")])
    #expect(local.items[local.startIndex].location == fx.path("img2.jpg"))
    let mixed = try lister.album(for: [fx.path("b.png"), "https://example.com/z.jpg"])
    #expect(mixed.items.map(\.displayName) == ["b.png", "z.jpg"])
  }

  @Test func strayNonPhotosAmongSeveralPathsAreWarnings() throws {
    let fx = photos()
    let listing = try lister.listing(for: [fx.path("img2.jpg"), fx.path("notes.txt"), fx.path("2024")])
    #expect(listing.album.items.map(\.displayName) == ["img2.jpg", "x.jpg"])
    #expect(listing.warnings == [.notAPhoto(path: fx.path("notes.txt"))])
    #expect(throws: AlbumError.noPhotos(folder: fx.path("notes.txt") + " " + fx.path("notes.txt"))) {
      try lister.album(for: [fx.path("notes.txt"), fx.path("notes.txt")])
    }
    #expect(throws: AlbumError.notFound(path: fx.path("gone.jpg"))) {
      try lister.album(for: [fx.path("img2.jpg"), fx.path("gone.jpg")])
    }
  }

  @Test func aBareFileNameOpensTheCurrentFolder() {
    #expect(AlbumLister.parentFolder(of: "a.jpg") == ".")
    #expect(AlbumLister.parentFolder(of: "/a.jpg") == "/")
    #expect(AlbumLister.parentFolder(of: "x/y/a.jpg") == "x/y")
    #expect(AlbumLister.parentFolder(of: "x/y/") == "x")
  }
}
