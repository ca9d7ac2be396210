import Foundation
import Testing

@testable import PhotoCore

@Suite struct AlbumRecursiveTests {
  let recursive = AlbumLister(demoAlbumPath: "/nonexistent-demo", options: AlbumOptions(recursive: true))
  let flat = AlbumLister(demoAlbumPath: "/nonexistent-demo")

  func relative(_ album: Album, _ fx: AlbumFixture) -> [String] {
    album.items.map { String($0.location.dropFirst(fx.dir.count + 1)) }
  }

  @Test func walksDepthFirstInNaturalOrderWithFoldersAmongFiles() throws {
    let fx = try AlbumFixture()
    for name in ["1.jpg", "3.jpg", "10.jpg", "2/x.jpg", "2/z.jpg", "2/sub/y.jpg", "20/only.png"] {
      fx.file(name)
    }
    fx.file("empty/notes.txt", Array("text".utf8))
    let listing = try recursive.listing(for: [fx.dir])
    #expect(
      relative(listing.album, fx) == ["1.jpg", "2/sub/y.jpg", "2/x.jpg", "2/z.jpg", "3.jpg", "10.jpg", "20/only.png"])
    #expect(listing.warnings.isEmpty)
    // Without --recursive the sub-folders are not entered.
    #expect(try relative(flat.album(for: [fx.dir]), fx) == ["1.jpg", "3.jpg", "10.jpg"])
  }

  @Test func hiddenAndSidecarFoldersAreNotEntered() throws {
    let fx = try AlbumFixture()
    for name in [
      "a.jpg", ".thumbnails/t.jpg", "@eaDir/a.jpg/SYNOFILE_THUMB_M.jpg", "#recycle/old.jpg", ".git/x.png", "s/._b.jpg",
      "s/b.jpg",
    ] {
      fx.file(name)
    }
    #expect(try relative(recursive.album(for: [fx.dir]), fx) == ["a.jpg", "s/b.jpg"])
  }

  @Test func symbolicLinkLoopsAreListedOnceWithAWarning() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.file("sub/b.jpg")
    fx.link("sub/up", to: "..")
    fx.link("sub/self", to: ".")
    let listing = try recursive.listing(for: [fx.dir])
    #expect(relative(listing.album, fx) == ["a.jpg", "sub/b.jpg"])
    #expect(listing.warnings == [.symlinkLoop(path: fx.path("sub/self")), .symlinkLoop(path: fx.path("sub/up"))])
    #expect(
      UserText.message(for: listing.warnings[0])
        == "\(fx.path("sub/self")): skipped, the same folder is already listed (through a symbolic link)")
  }

  @Test func aSecondLinkToAFolderListsItOnce() throws {
    let fx = try AlbumFixture()
    fx.file("real/b.jpg")
    fx.link("alias", to: "real")
    let listing = try recursive.listing(for: [fx.dir])
    // "alias" sorts first, so the folder is listed through it and "real" is the repeat.
    #expect(relative(listing.album, fx) == ["alias/b.jpg"])
    #expect(listing.warnings == [.symlinkLoop(path: fx.path("real"))])
  }

  @Test func linksToFifosDevicesAndNowhereAreNeverFollowed() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.fifo("pipe")
    fx.fifo("pipe.jpg")
    fx.link("zero.jpg", to: "/dev/zero")
    fx.link("tty", to: "/dev/tty")
    fx.link("dangling.jpg", to: "nowhere.jpg")
    fx.link("pipedir", to: "pipe")
    let listing = try recursive.listing(for: [fx.dir])
    #expect(relative(listing.album, fx) == ["a.jpg"])
    #expect(listing.warnings.isEmpty)
  }

  /// Tests run as root, and root (CAP_DAC_OVERRIDE) reads a mode-000 folder anyway; so this test checks
  /// whichever outcome the machine allows, and the next one makes `opendir` really fail.
  @Test func aMode000SubFolderIsSkippedWithAWarningWhenItCannotBeRead() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.file("locked/b.jpg")
    #expect(chmod(fx.path("locked"), 0) == 0)
    defer { chmod(fx.path("locked"), 0o755) }
    let probe = opendir(fx.path("locked"))
    let readable = probe != nil
    if let probe { closedir(probe) }
    let listing = try recursive.listing(for: [fx.dir])
    if readable {
      #expect(relative(listing.album, fx) == ["a.jpg", "locked/b.jpg"])
      #expect(listing.warnings.isEmpty)
    } else {
      #expect(relative(listing.album, fx) == ["a.jpg"])
      #expect(listing.warnings == [.unreadable(path: fx.path("locked"), reason: "Permission denied")])
    }
  }

  @Test func aSubFolderThatCannotBeOpenedIsSkippedWithAWarning() throws {
    // A chain of folders whose path outgrows PATH_MAX (4096 bytes): opendir fails with ENAMETOOLONG even for
    // root, which is the real "unreadable sub-folder" path of the walker.
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.file("b.jpg")
    let level = String(repeating: "d", count: 200)
    var fd = open(fx.dir, O_RDONLY | O_DIRECTORY)
    var path = fx.dir
    var firstTooLong: String?
    while path.utf8.count < 4_400 {
      #expect(mkdirat(fd, level, 0o755) == 0)
      let next = openat(fd, level, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
      path += "/" + level
      if firstTooLong == nil && path.utf8.count >= 4_096 { firstTooLong = path }
    }
    close(fd)
    let listing = try recursive.listing(for: [fx.dir])
    #expect(relative(listing.album, fx) == ["a.jpg", "b.jpg"])
    #expect(listing.warnings == [.unreadable(path: try #require(firstTooLong), reason: "File name too long")])
  }

  @Test func theTopFolderFailingIsAnError() throws {
    #expect(throws: AlbumError.notFound(path: "/no/such/folder")) {
      try recursive.album(for: ["/no/such/folder"])
    }
    let fx = try AlbumFixture()
    fx.folder("only/empty")
    #expect(throws: AlbumError.noPhotos(folder: fx.dir)) { try recursive.album(for: [fx.dir]) }
  }
}
