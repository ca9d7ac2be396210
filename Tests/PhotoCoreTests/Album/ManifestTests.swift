import Foundation
import Testing

@testable import PhotoCore

/// Lists and manifests: standard input, text lists, album.json; good ones and each kind of bad one.
@Suite struct ManifestTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  /// A folder with three photos and a sub-folder with one.
  func photos() -> AlbumFixture {
    let fx = try! AlbumFixture()
    for name in ["a.jpg", "b.jpg", "c.png", "sub/d.jpg"] { fx.file(name) }
    return fx
  }

  /// The items of `album` without their stamps (`AlbumStampTests` checks those), to compare with items made
  /// by hand.
  func unstamped(_ album: Album) -> [AlbumItem] {
    album.items.map { AlbumItem(location: $0.location, displayName: $0.displayName) }
  }

  // MARK: Good lists

  @Test func aTextListResolvesAgainstItsFolderAndSkipsCommentsAndBlanks() throws {
    let fx = photos()
    let text = "# my trip\r\nb.jpg\r\n\n  ./a.jpg  \n\(fx.path("c.png"))\nhttps://example.com/photos/e%20f.jpg\n"
    let album = try lister.album(forList: text, baseDirectory: fx.dir, origin: "trip.txt")
    #expect(
      unstamped(album) == [
        AlbumItem(path: fx.path("b.jpg")), AlbumItem(path: fx.path("a.jpg")), AlbumItem(path: fx.path("c.png")),
        AlbumItem(location: "https://example.com/photos/e%20f.jpg", displayName: "e f.jpg"),
      ])
    #expect(album.origin == "trip.txt")
    #expect(album.items[0].displayName == "b.jpg")
  }

  @Test func anM3UTitleCaptionsTheNextEntry() throws {
    let fx = photos()
    let text = "#EXTM3U\n#EXTINF:-1,Sunset over the bay\nb.jpg\na.jpg\n"
    let album = try lister.album(forList: text, baseDirectory: fx.dir, origin: "list.m3u")
    #expect(album.items.map(\.displayName) == ["Sunset over the bay", "a.jpg"])
  }

  @Test func standardInputResolvesAgainstTheCurrentFolderAndNamesItsLines() throws {
    let fx = photos()
    let bytes =
      Array("\(fx.path("a.jpg"))\n".utf8) + Array("caf".utf8) + [0xE9] + Array(".jpg\n".utf8)
      + Array("\(fx.path("b.jpg"))\n".utf8)
    let listing = try lister.listing(forListBytes: bytes, baseDirectory: ".", origin: "standard input")
    #expect(listing.album.items.map(\.location) == [fx.path("a.jpg"), fx.path("b.jpg")])
    #expect(listing.warnings == [.undecodableName(place: "standard input, line 2", name: "caf\\xE9.jpg")])
    #expect(
      UserText.message(for: listing.warnings[0])
        == "standard input, line 2: skipped \"caf\\xE9.jpg\", a name that is not valid UTF-8")
  }

  @Test func aJSONListOfPathsAndURLs() throws {
    let fx = photos()
    let json = #"["b.jpg", "https://example.com/x/y.jpg?size=large", "http://example.com", "sub"]"#
    let album = try lister.album(forList: json, baseDirectory: fx.dir, origin: fx.path("album.json"))
    #expect(
      unstamped(album) == [
        AlbumItem(path: fx.path("b.jpg")),
        AlbumItem(location: "https://example.com/x/y.jpg?size=large", displayName: "y.jpg"),
        AlbumItem(location: "http://example.com", displayName: "example.com"),
        AlbumItem(path: fx.path("sub/d.jpg")),
      ])
    // A named file is stamped from the stat that found it; the URLs are not, nor (unless asked) a folder's.
    #expect(album.items.map { $0.stamp != nil } == [true, false, false, false])
  }

  @Test func jsonObjectsWithCaptionsUnderPhotos() throws {
    let fx = photos()
    let json = """
      {"title": "ignored", "photos": [
        {"url": "https://example.com/1.jpg", "caption": "First light"},
        {"path": "a.jpg", "caption": "Our tent", "taken": 2024},
        {"path": "./c.png", "caption": null},
        {"url": "file://\(fx.path("b.jpg"))"}
      ]}
      """
    let album = try lister.album(forList: json, baseDirectory: fx.dir, origin: "album.json")
    #expect(
      unstamped(album) == [
        AlbumItem(location: "https://example.com/1.jpg", displayName: "First light"),
        AlbumItem(location: fx.path("a.jpg"), displayName: "Our tent"),
        AlbumItem(path: fx.path("c.png")),
        AlbumItem(path: FileProbe.realPath(fx.path("b.jpg"))!),
      ])
  }

  @Test func aFileURLInsideTheFolderIsDecodedAndAccepted() throws {
    let fx = photos()
    fx.file("with space.jpg")
    let base = FileProbe.realPath(fx.dir)!
    let album = try lister.album(
      forList: "file://\(base)/with%20space.jpg\nfile://localhost\(base)/sub/\n", baseDirectory: fx.dir, origin: "l")
    #expect(album.items.map(\.location) == ["\(base)/with space.jpg", "\(base)/sub/d.jpg"])
  }

  @Test func missingEntriesAreWarningsAndAnEmptyResultIsAnError() throws {
    let fx = photos()
    fx.file("notes.txt", Array("hello".utf8))
    let listing = try lister.listing(forList: "a.jpg\ngone.jpg\nnotes.txt\n", baseDirectory: fx.dir, origin: "l.txt")
    #expect(listing.album.count == 1)
    #expect(listing.warnings == [.notFound(path: fx.path("gone.jpg")), .notAPhoto(path: fx.path("notes.txt"))])
    #expect(throws: AlbumError.emptyList(path: "l.txt")) {
      try lister.album(forList: "# nothing\n\ngone.jpg\n", baseDirectory: fx.dir, origin: "l.txt")
    }
    #expect(throws: AlbumError.emptyList(path: "album.json")) {
      try lister.album(forList: "[]", baseDirectory: fx.dir, origin: "album.json")
    }
    #expect(UserText.message(for: AlbumError.emptyList(path: "l.txt")) == "l.txt: lists no photo sdlphoto can show")
  }

  @Test func optionsApplyToLists() throws {
    let fx = photos()
    let sorted = AlbumLister(demoAlbumPath: "", options: AlbumOptions(sort: .name, reverse: true))
    let album = try sorted.album(forList: "b.jpg\nc.png\na.jpg\n", baseDirectory: fx.dir, origin: "l")
    #expect(album.items.map(\.displayName) == ["c.png", "b.jpg", "a.jpg"])
    let deep = AlbumLister(demoAlbumPath: "", options: AlbumOptions(recursive: true))
    #expect(try deep.album(forList: ".\n", baseDirectory: fx.dir, origin: "l").count == 4)
    #expect(try lister.album(forList: ".\n", baseDirectory: fx.dir, origin: "l").count == 3)
  }

  // MARK: Manifests named on the command line

  @Test func aManifestOnTheCommandLineOpensLikeAFolder() throws {
    let fx = photos()
    fx.file("album.json", Array(#"{"photos": ["c.png", {"path": "a.jpg", "caption": "A"}]}"#.utf8))
    fx.file("list.txt", Array("# best\nb.jpg\nsub/d.jpg\n".utf8))
    fx.file("readme.txt", Array("These are my holiday photos.\nEnjoy!\n".utf8))
    let json = try lister.album(for: [fx.path("album.json")])
    #expect(json.items.map(\.displayName) == ["c.png", "A"])
    #expect(json.origin == fx.path("album.json"))
    let text = try lister.album(for: [fx.path("list.txt")])
    #expect(text.items.map(\.location) == [fx.path("b.jpg"), fx.path("sub/d.jpg")])
    #expect(throws: AlbumError.notAPhoto(path: fx.path("readme.txt"))) {
      try lister.album(for: [fx.path("readme.txt")])
    }
    // Among several paths a manifest is expanded in place.
    let several = try lister.album(for: [fx.path("b.jpg"), fx.path("album.json")])
    #expect(several.items.map(\.displayName) == ["b.jpg", "c.png", "A"])
  }

  @Test func aBadManifestOnTheCommandLineNamesTheFileAsGiven() throws {
    let fx = photos()
    fx.file("album.json", Array(#"["a.jpg", 3]"#.utf8))
    fx.file("latin1.json", [0x5B, 0x22, 0xE9, 0x22, 0x5D])
    #expect(
      throws: AlbumError.badManifest(
        path: fx.path("album.json"),
        reason: "item 2 is a number; expected a path, a URL or an object with \"url\" or \"path\"")
    ) {
      try lister.album(for: [fx.path("album.json")])
    }
    #expect(throws: AlbumError.badManifest(path: fx.path("latin1.json"), reason: "not valid UTF-8 text")) {
      try lister.album(for: [fx.path("latin1.json")])
    }
  }

  // MARK: Bad lists: each kind's message, exactly

  func message(_ text: String, origin: String = "album.json", base: String = "/photos") -> String {
    do {
      _ = try lister.album(forList: text, baseDirectory: base, origin: origin)
      return "(no error)"
    } catch {
      return UserText.message(for: error)
    }
  }

  @Test func badJSONNamesLineAndColumn() {
    #expect(
      message(#"["a.jpg",, "b.jpg"]"#)
        == "album.json: not valid JSON: unexpected character ','; expected a value (line 1, column 10)")
    #expect(
      message("[\n  \"a.jpg\"\n  \"b.jpg\"\n]")
        == "album.json: not valid JSON: expected ',' or ']' after a list item (line 3, column 3)")
    #expect(
      message(#"{"photos": ["a.jpg"]"#)
        == "album.json: not valid JSON: expected ',' or '}' after a value (line 1, column 21)")
    #expect(
      message(#"["a.jpg"] x"#)
        == "album.json: not valid JSON: unexpected text after the end of the document (line 1, column 11)")
    #expect(
      message("") == "album.json: not valid JSON: unexpected end of the document; expected a value (line 1, column 1)")
  }

  @Test func wrongTypesNameTheItem() {
    let expected = "expected a path, a URL or an object with \"url\" or \"path\""
    #expect(message(#"["a.jpg", "b.jpg", 3]"#) == "album.json: item 3 is a number; \(expected)")
    #expect(message(#"[true]"#) == "album.json: item 1 is true; \(expected)")
    #expect(message(#"[null]"#) == "album.json: item 1 is null; \(expected)")
    #expect(message(#"[["a.jpg"]]"#) == "album.json: item 1 is a list; \(expected)")
    #expect(message(#"[""]"#) == "album.json: item 1 is empty; expected a path or a URL")
    #expect(message(#"[{"caption": "x"}]"#) == "album.json: item 1 has neither \"url\" nor \"path\"")
    #expect(
      message(#"[{"url": "https://e.com/a.jpg", "path": "a.jpg"}]"#)
        == "album.json: item 1 has both \"url\" and \"path\"; give one")
    #expect(message(#"[{"url": 7}]"#) == "album.json: item 1: \"url\" is a number; expected text")
    #expect(message(#"[{"path": ""}]"#) == "album.json: item 1: \"path\" is empty")
    #expect(
      message(#"[{"path": "a.jpg", "caption": ["x"]}]"#) == "album.json: item 1: \"caption\" is a list; expected text")
  }

  @Test func wrongShapesNameWhatWasFound() {
    let expected = "expected a list of photos, or an object with a \"photos\" list"
    #expect(message(#""a.jpg""#, origin: "x.json") == "x.json: \(expected); found text")
    #expect(message(#"42"#, origin: "x.json") == "x.json: \(expected); found a number")
    #expect(message(#"{"pictures": []}"#) == "album.json: \(expected); found an object without \"photos\"")
    #expect(message(#"{"photos": {"a": 1}}"#) == "album.json: \"photos\" is an object; expected a list")
  }

  @Test func urlsThatCannotBeOpened() {
    #expect(
      message("a.jpg\nftp://example.com/b.jpg\n", origin: "list.txt")
        == "list.txt: line 2: \"ftp://example.com/b.jpg\" uses the unsupported URL scheme \"ftp\"; use http, https or a file path"
    )
    #expect(
      message(#"["data:image/png;base64,AAAA"]"#)
        == "album.json: item 1: \"data:image/png;base64,AAAA\" uses the unsupported URL scheme \"data\"; use http, https or a file path"
    )
    #expect(
      message(#"[{"url": "photos/a.jpg"}]"#)
        == "album.json: item 1: \"url\" is \"photos/a.jpg\", which is not a full URL; give an http or https URL, or use \"path\" for a file"
    )
    #expect(
      message(#"[{"url": "//cdn.example.com/a.jpg"}]"#)
        == "album.json: item 1: \"url\" is \"//cdn.example.com/a.jpg\", which is not a full URL; give an http or https URL, or use \"path\" for a file"
    )
    #expect(message("https:///a.jpg", origin: "-") == "-: line 1: \"https:///a.jpg\" has no host")
    #expect(
      message("https://exa mple.com/a.jpg", origin: "l")
        == "l: line 1: \"https://exa mple.com/a.jpg\" is not a valid URL")
    #expect(
      message("file://server/share/a.jpg", origin: "l")
        == "l: line 1: \"file://server/share/a.jpg\" names a file on another machine (\"server\")")
  }

  @Test func fileURLsOutsideTheListsFolderAreRefused() throws {
    let fx = photos()
    let base = FileProbe.realPath(fx.dir)!
    fx.link("escape", to: "/etc")
    #expect(
      message("file:///etc/passwd", origin: "l", base: fx.dir)
        == "l: line 1: \"file:///etc/passwd\" is outside the list's folder (\(base)); a file:// URL may only name files inside it"
    )
    // `..` and symbolic links are resolved before the check.
    #expect(
      message("file://\(base)/sub/../../x.jpg", origin: "l", base: fx.dir).hasSuffix(
        "is outside the list's folder (\(base)); a file:// URL may only name files inside it"))
    #expect(
      message("file://\(base)/escape/hostname", origin: "l", base: fx.dir).contains("is outside the list's folder"))
    #expect(message("file://\(base)x/a.jpg", origin: "l", base: fx.dir).contains("is outside the list's folder"))
  }

  @Test func formatIsGuessedFromTheNameOrTheFirstCharacters() {
    #expect(ManifestParser.format(of: "a.jpg", name: "album.JSON") == .json)
    #expect(ManifestParser.format(of: "\u{FEFF}  [\n \"a.jpg\"]", name: "-") == .json)
    #expect(ManifestParser.format(of: "{}", name: "-") == .json)
    #expect(ManifestParser.format(of: "[]", name: "-") == .json)
    #expect(ManifestParser.format(of: "[2020] trip.jpg\n", name: "-") == .text)
    #expect(ManifestParser.format(of: "/photos/a.jpg", name: "list.txt") == .text)
    #expect(ManifestParser.format(of: "", name: "-") == .text)
  }

  @Test func schemesAreRecognisedOnlyWhereTheyAreMeant() {
    #expect(ManifestResolver.scheme(of: "HTTPS://example.com") == "https")
    #expect(ManifestResolver.scheme(of: "svn+ssh://host/x") == "svn+ssh")
    #expect(ManifestResolver.scheme(of: "mailto:me@example.com") == "mailto")
    #expect(ManifestResolver.scheme(of: "notes: 2024.jpg") == nil)
    #expect(ManifestResolver.scheme(of: "/a/b:c.jpg") == nil)
    #expect(ManifestResolver.scheme(of: "1http://x") == nil)
  }
}

/// A manifest fetched from a server: what it names resolves on that server, never on this machine.
@Suite struct RemoteManifestListingTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")
  static let url = "https://frame.example/albums/summer/album.json"

  @Test func pathsAndRelativeURLsResolveAgainstTheManifestsURL() throws {
    let json = """
      ["a.jpg", "../winter/b jpg.jpg", {"path": "/top.jpg", "caption": "At the top"},
       {"url": "https://cdn.example/c.jpg"}, {"url": "d.webp?size=big"}]
      """
    let listing = try lister.listing(forRemoteManifest: Array(json.utf8), url: Self.url)
    #expect(
      listing.album.items.map(\.location) == [
        "https://frame.example/albums/summer/a.jpg", "https://frame.example/albums/winter/b%20jpg.jpg",
        "https://frame.example/top.jpg", "https://cdn.example/c.jpg",
        "https://frame.example/albums/summer/d.webp?size=big",
      ])
    #expect(listing.album.items.map(\.displayName) == ["a.jpg", "b jpg.jpg", "At the top", "c.jpg", "d.webp"])
    #expect(listing.album.origin == Self.url)
    // A text list too, by its name.
    let text = try lister.listing(forRemoteManifest: Array("# two\nx.jpg\ny.png\n".utf8), url: "http://h/l.txt")
    #expect(text.album.items.map(\.location) == ["http://h/x.jpg", "http://h/y.png"])
  }

  @Test func aLocalFileIsRefusedAndNothingIsListedFromThisMachine() {
    for bad in ["[\"file:///etc/passwd\"]", "[\"file://localhost/home/me/a.jpg\"]", "[\"ftp://h/a.jpg\"]"] {
      #expect(throws: AlbumError.self, "\(bad)") {
        try lister.listing(forRemoteManifest: Array(bad.utf8), url: Self.url)
      }
    }
    #expect(throws: AlbumError.emptyList(path: Self.url)) {
      try lister.listing(forRemoteManifest: Array("[]".utf8), url: Self.url)
    }
    #expect(throws: AlbumError.self) { try lister.listing(forRemoteManifest: [0xFF, 0xFE], url: Self.url) }
  }

  @Test func whichURLsAreManifests() {
    #expect(AlbumLister.isRemoteManifest("https://h/album.json"))
    #expect(AlbumLister.isRemoteManifest("http://h/photos.txt?user=1"))
    #expect(!AlbumLister.isRemoteManifest("https://h/a.jpg"))
    #expect(!AlbumLister.isRemoteManifest("/srv/album.json"))
  }
}
