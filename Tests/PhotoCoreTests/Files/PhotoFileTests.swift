import Foundation
import Testing

@testable import PhotoCore

/// `PhotoFile`, the reader the album's sniffing and the decoders share: regular files only, opened without
/// blocking, read from the start as a capped head or whole under a size cap.
@Suite struct PhotoFileTests {
  /// 100 bytes, 0 to 99.
  static let hundred = (0..<100).map { UInt8($0) }

  @Test func theHeadIsTheFirstBytesOrTheWholeOfAShorterFile() throws {
    let fx = try AlbumFixture()
    let path = fx.file("a.bin", Self.hundred)
    let file = try PhotoFile(path: path)
    #expect(file.size == 100)
    #expect(file.stamp == fx.stamp("a.bin"))
    #expect(try file.head(10) == Array(Self.hundred.prefix(10)))
    #expect(try file.head(100) == Self.hundred)
    #expect(try file.head(1000) == Self.hundred)
    #expect(try file.head(0) == [])
    // Each read starts at the file's start, whatever was read before.
    #expect(try file.contents(limit: 100) == Self.hundred)
    #expect(try file.head(3) == [0, 1, 2])
    #expect(try PhotoFile(path: fx.file("empty", [])).head(32) == [])
  }

  @Test func theWholeFileIsRefusedOverItsCap() throws {
    let fx = try AlbumFixture()
    let path = fx.file("a.bin", Self.hundred)
    #expect(try PhotoFile(path: path).contents(limit: 100) == Self.hundred)
    #expect(try PhotoFile(path: path).contents(limit: .max) == Self.hundred)
    #expect(throws: PhotoFile.Failure.tooLarge(limit: 99)) { _ = try PhotoFile(path: path).contents(limit: 99) }
    #expect(PhotoLoadError(PhotoFile.Failure.tooLarge(limit: 99)) == .tooLarge(width: 0, height: 0))
  }

  @Test func aFIFOADirectoryAndADeviceAreRefusedUnread() throws {
    let fx = try AlbumFixture()
    // Opening a FIFO with no writer would block without O_NONBLOCK: this test would then never end.
    fx.fifo("pipe.jpg")
    #expect(throws: PhotoFile.Failure.notARegularFile) { _ = try PhotoFile(path: fx.path("pipe.jpg")) }
    #expect(throws: PhotoFile.Failure.notARegularFile) { _ = try PhotoFile(path: fx.folder("sub")) }
    #expect(throws: PhotoFile.Failure.notARegularFile) { _ = try PhotoFile(path: "/dev/zero") }
    #expect(PhotoLoadError(PhotoFile.Failure.notARegularFile) == .unreadable(reason: "not a regular file"))
  }

  @Test func aMissingFileIsASystemErrorAndMissingToTheLoader() throws {
    let fx = try AlbumFixture()
    #expect(throws: PhotoFile.Failure.system(SystemError(code: ENOENT))) {
      _ = try PhotoFile(path: fx.path("gone.jpg"))
    }
    #expect(PhotoLoadError(.system(SystemError(code: ENOENT))) == .missing)
    #expect(PhotoLoadError(.system(SystemError(code: EACCES))) == .unreadable(reason: "Permission denied"))
  }

  @Test func anEntryOfAnOpenDirectoryOpensByName() throws {
    let fx = try AlbumFixture()
    fx.file("a.jpg")
    fx.fifo("pipe")
    let directory = open(fx.dir, O_RDONLY | O_DIRECTORY)
    #expect(directory >= 0)
    defer { close(directory) }
    #expect(try PhotoFile(name: AlbumFixture.cPath(Array("a.jpg".utf8)), in: directory).head(3) == [0xFF, 0xD8, 0xFF])
    #expect(throws: PhotoFile.Failure.notARegularFile) {
      _ = try PhotoFile(name: AlbumFixture.cPath(Array("pipe".utf8)), in: directory)
    }
  }

  @Test func aKernelFileThatReportsNoSizeIsReadToItsEnd() throws {
    let file = try PhotoFile(path: "/proc/self/status")
    #expect(file.size == 0)
    #expect(try file.head(5) == Array("Name:".utf8))
  }

  @Test func aTakenDescriptorStaysOpenForItsNewOwner() throws {
    let fx = try AlbumFixture()
    let fd = try PhotoFile(path: fx.file("a.bin", Self.hundred)).takeDescriptor()
    var first: UInt8 = 0xAA
    #expect(read(fd, &first, 1) == 1)
    #expect(first == 0)
    #expect(close(fd) == 0)
  }
}
