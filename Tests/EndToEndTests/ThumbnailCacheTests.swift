import Foundation
import PhotoCore
import Testing

/// The shared thumbnail cache end to end: a grid run fills `$XDG_CACHE_HOME/thumbnails` (never the album), a
/// second run reads it and writes nothing, `--no-thumbnail-cache` leaves no trace, and thumbnails are sRGB
/// whatever the display's profile.
@Suite struct ThumbnailCacheTests {
  /// Every file under `folder` with its inode and modification time, by path.
  static func listing(_ folder: String) -> [String: String] {
    var files: [String: String] = [:]
    for case let name as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] {
      var info = stat()
      guard stat(folder + "/" + name, &info) == 0 else { continue }
      files[name] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_mode & 0o777)"
    }
    return files
  }

  @Test func aGridRunFillsTheCacheAndASecondRunWritesNothing() throws {
    let dir = try Harness.scratch("thumbnail-cache")
    let album = try FixtureAlbum.make(in: dir, count: 6, width: 64, height: 48)
    let albumBefore = Self.listing(album)
    let cache = dir + "/xdg-cache"
    let first = try Harness.run(
      [album, "--grid", "--size", "480x320"], script: "300 quit\n", in: dir, environment: ["XDG_CACHE_HOME": cache])
    #expect(first.status == 0, "stderr: \(first.stderr)")
    let written = Self.listing(cache + "/thumbnails")
    // One thumbnail per photo, named by the MD5 of its URI, in the size folder that serves the cells.
    let names = (1...6).map { MD5.hex(FileURI.of(path: album + "/photo\($0).png")!) + ".png" }
    let folder = try #require(written.keys.first { !$0.contains("/") })
    #expect(["normal", "large"].contains(folder))
    #expect(Set(written.keys) == Set([folder] + names.map { folder + "/" + $0 }), "\(written.keys.sorted())")
    #expect(written.filter { $0.key.hasSuffix(".png") }.values.allSatisfy { $0.hasSuffix(" 384") }, "mode 0600")
    // The second run finds them all: not one file is added or rewritten.
    let second = try Harness.run(
      [album, "--grid", "--size", "480x320"], script: "300 screenshot grid.png\n400 quit\n", in: dir,
      environment: ["XDG_CACHE_HOME": cache])
    #expect(second.status == 0)
    #expect(Self.listing(cache + "/thumbnails") == written)
    // ... and draws them: the first cell is the first photo's colour.
    let shot = try Pixels.Image(path: dir + "/grid.png")
    #expect(shot[40, 100].isClose(to: FixtureAlbum.colors[0]), "the first cell is \(shot[40, 100])")
    #expect(Self.listing(album) == albumBefore, "the album was written to")
  }

  @Test func withoutTheCacheNothingIsWritten() throws {
    let dir = try Harness.scratch("no-thumbnail-cache")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 64, height: 48)
    let cache = dir + "/xdg-cache"
    let run = try Harness.run(
      [album, "--grid", "--no-thumbnail-cache", "--size", "480x320"], script: "300 screenshot grid.png\n400 quit\n",
      in: dir, environment: ["XDG_CACHE_HOME": cache])
    #expect(run.status == 0)
    #expect(!FileManager.default.fileExists(atPath: cache + "/thumbnails"))
    #expect(try Pixels.Image(path: dir + "/grid.png")[40, 100].isClose(to: FixtureAlbum.colors[0]))
  }

  @Test func thumbnailsAreWrittenInSRGBWhateverTheDisplaysProfile() throws {
    // On a display whose profile swaps red and green, the red photo's cell is drawn green; the thumbnail it
    // leaves in the shared cache is red, as every other program reading the cache expects.
    let dir = try Harness.scratch("thumbnail-srgb")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    // And a red JPEG whose embedded 320 x 240 EXIF thumbnail covers its cell: shown from it, converted too.
    try Self.jpegWithThumbnail(album + "/photo2.jpg", color: FixtureAlbum.colors[0])
    let cache = dir + "/xdg-cache"
    let run = try Harness.run(
      [album, "--grid", "--size", "480x320"], script: "300 screenshot grid.png\n400 quit\n",
      display: .xvfbWithDisplayProfile(ColourTests.swappedDisplay), in: dir, environment: ["XDG_CACHE_HOME": cache])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shot = try Pixels.Image(path: dir + "/grid.png")
    let cell = shot[40, 100]
    #expect(cell.g > 150 && cell.r < 120, "the cell is \(cell)")
    let embedded = shot[200, 100]
    #expect(embedded.g > 150 && embedded.r < 120, "the cell drawn from the EXIF thumbnail is \(embedded)")
    let name = MD5.hex(FileURI.of(path: album + "/photo1.png")!) + ".png"
    let file = try #require(
      ThumbnailStandard.folders.map { cache + "/thumbnails/" + $0 + "/" + name }.first {
        FileManager.default.fileExists(atPath: $0)
      })
    #expect(try Pixels.Image(path: file)[10, 10].isClose(to: FixtureAlbum.colors[0]), "the thumbnail is not sRGB")
  }
}

extension ThumbnailCacheTests {
  /// A 640 x 480 JPEG of `color` at `path` embedding a 320 x 240 EXIF thumbnail of the same colour.
  static func jpegWithThumbnail(_ path: String, color: Pixels.RGB) throws {
    let thumbPath = path + ".thumb.jpg"
    try Pixels.write(thumbPath, width: 320, height: 240) { _, _ in color }
    try Pixels.write(path, width: 640, height: 480) { _, _ in color }
    let thumb = [UInt8](try Data(contentsOf: URL(fileURLWithPath: thumbPath)))
    try FileManager.default.removeItem(atPath: thumbPath)
    var photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    // Big-endian TIFF: an empty IFD0 at 8 linking IFD1 at 14 (the thumbnail's offset and length), the
    // thumbnail at 44.
    var tiff: [UInt8] = Array("MM".utf8) + u16(42) + u32(8) + u16(0) + u32(14)
    tiff += u16(2) + u16(0x0201) + u16(4) + u32(1) + u32(44) + u16(0x0202) + u16(4) + u32(1) + u32(thumb.count) + u32(0)
    tiff += thumb
    let payload = Array("Exif\0\0".utf8) + tiff
    photo.insert(contentsOf: [0xFF, 0xE1] + u16(payload.count + 2) + payload, at: 2)
    try Data(photo).write(to: URL(fileURLWithPath: path))
  }
}

/// The size folders, for finding a thumbnail whatever size served.
enum ThumbnailStandard {
  static let folders = ThumbnailSize.allCases.map(\.folder)
}
