import Foundation
import Testing

@testable import PhotoCore

/// File names that are hard: not UTF-8, with newlines, at the 255-byte limit; and files that are not files.
@Suite struct AlbumNameTests {
  let lister = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  @Test func namesThatAreNotUTF8AreListedOpenByteForByteAndShowWithTheReplacementCharacter() throws {
    let fx = try AlbumFixture()
    fx.file("ok.jpg")
    fx.rawFile(Array("caf".utf8) + [0xE9] + Array(".jpg".utf8))  // Latin-1 "café.jpg"
    fx.rawFile([0xFF, 0xFE] + Array("noext".utf8), AlbumFixture.png)  // a photo only by its bytes
    fx.rawFile([0xFF] + Array(".txt".utf8), Array("text".utf8))  // not a photo
    fx.rawFolder([0xC3, 0x28])  // a folder, walked when recursive
    let listing = try lister.listing(for: [fx.dir])
    #expect(listing.album.items.map(\.displayName) == ["caf\u{FFFD}.jpg", "ok.jpg", "\u{FFFD}\u{FFFD}noext"])
    #expect(listing.warnings.isEmpty)
    // The location keeps the bytes: the file opens under its exact name, and messages print them as \xHH.
    let cafe = listing.album.items[0].location
    let file = try PhotoFile(path: cafe)
    #expect(file.size == AlbumFixture.jpeg.count)
    #expect(PathText.escaped(cafe) == fx.dir + "/caf\\xE9.jpg")
    #expect(PathText.escaped(listing.album.items[2].location) == fx.dir + "/\\xFF\\xFEnoext")
    // A folder whose name is not UTF-8 is walked like any other.
    fx.rawFile([0xC3, 0x28, UInt8(ascii: "/")] + Array("in.jpg".utf8))
    let deep = try AlbumLister(demoAlbumPath: "", options: AlbumOptions(recursive: true)).listing(for: [fx.dir])
    #expect(deep.album.items.map(\.displayName).contains("in.jpg"))
    #expect(deep.warnings.isEmpty)
  }

  @Test func keptBytesRoundTripToTheFileSystemAndShowAsReplacementCharacters() {
    let bytes: [UInt8] = Array("a".utf8) + [0xE9, 0xFF] + Array("€b".utf8)
    let name = PathText.name(fromBytes: bytes)
    #expect(PathText.displayed(name) == "a\u{FFFD}\u{FFFD}€b")
    #expect(PathText.escaped(name) == "a\\xE9\\xFF€b")
    let back = PathText.withFileSystemPath(name) { pointer in
      Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
    }
    #expect(back == bytes)
    // Valid UTF-8 is untouched.
    #expect(PathText.name(fromBytes: Array("北京.jpg".utf8)) == "北京.jpg")
    #expect(PathText.displayed("北京.jpg") == "北京.jpg")
  }

  @Test func namesWithNewlinesAreListedAndPrintedOnOneLine() throws {
    let fx = try AlbumFixture()
    fx.file("two\nlines.jpg")
    fx.file("tab\there.jpg")
    let album = try lister.album(for: [fx.dir])
    #expect(album.items.map(\.displayName) == ["tab\there.jpg", "two\nlines.jpg"])
    #expect(FileManager.default.fileExists(atPath: album.items[1].location))
    let message = UserText.message(for: AlbumError.notAPhoto(path: fx.path("two\nlines.jpg")))
    #expect(message == "\(fx.dir)/two\\nlines.jpg: not a photo sdlphoto can show")
    #expect(!message.contains("\n"))
  }

  @Test func namesOf255BytesAreListed() throws {
    let fx = try AlbumFixture()
    let ascii = String(repeating: "x", count: 251) + ".jpg"
    let accented = String(repeating: "é", count: 125) + "1.jpg"  // 250 + 5 bytes
    #expect(ascii.utf8.count == 255 && accented.utf8.count == 255)
    fx.file(ascii)
    fx.file(accented)
    fx.file(String(repeating: "é", count: 125) + "2.jpg")
    let album = try lister.album(for: [fx.dir])
    #expect(album.items.map(\.displayName) == [ascii, accented, String(repeating: "é", count: 125) + "2.jpg"])
    let single = try lister.album(for: [fx.path(accented)])
    #expect(single.items[single.startIndex].displayName == accented)
  }

  @Test(.timeLimit(.minutes(1)))
  func fifosAndDevicesNeverBlock() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.fifo("pipe.jpg")
    fx.fifo("pipe")
    // In a folder: skipped by d_type without being opened.
    #expect(try lister.album(for: [fx.dir]).items.map(\.displayName) == ["a.jpg"])
    // Named on the command line: refused, not opened.
    #expect(throws: AlbumError.notAPhoto(path: fx.path("pipe.jpg"))) { try lister.album(for: [fx.path("pipe.jpg")]) }
    #expect(throws: AlbumError.notAPhoto(path: "/dev/zero")) { try lister.album(for: ["/dev/zero"]) }
    // Among several paths, or in a list: skipped with a warning.
    let several = try lister.listing(for: [fx.path("a.jpg"), fx.path("pipe")])
    #expect(several.album.count == 1)
    #expect(several.warnings == [.notAPhoto(path: fx.path("pipe"))])
    let listed = try lister.listing(forList: "a.jpg\npipe.jpg\n", baseDirectory: fx.dir, origin: "list")
    #expect(listed.album.count == 1)
    #expect(listed.warnings == [.notAPhoto(path: fx.path("pipe.jpg"))])
    // Sniffing a FIFO without an extension opens it non-blocking and sees it is not a regular file.
    #expect(!lister.isPhoto(path: fx.path("pipe")))
    #expect(throws: SourceFailure.notARegularFile) { try LocalSource().open(fx.path("pipe")) }
  }

  @Test func pathTextEscapesControlsAndBadBytes() {
    #expect(PathText.escaped("plain/é.jpg") == "plain/é.jpg")
    #expect(PathText.escaped("a\nb\tc\r\u{1B}[31m\u{7F}\u{85}") == "a\\nb\\tc\\r\\x1B[31m\\x7F\\u{85}")
    #expect(PathText.escaped(bytes: Array("caf".utf8) + [0xE9, 0x2E] + Array("é".utf8)) == "caf\\xE9.é")
    #expect(PathText.escaped(bytes: [0xF0, 0x9F, 0x98]) == "\\xF0\\x9F\\x98")  // a cut-off emoji
    #expect(PathText.escaped(bytes: [0xC0, 0xAF]) == "\\xC0\\xAF")  // an overlong "/"
    #expect(PathText.escaped(bytes: [0x0A, 0x41]) == "\\nA")
  }
}
