import CSDL2
import CSDL2Image
import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// The shared freedesktop thumbnail cache on disk, checked against other programs' reading of the standard:
/// GLib (`gio info`) for a file's URI, `md5sum` for its MD5, Pillow for the PNG text chunks, and
/// `gdk-pixbuf-thumbnailer` for a thumbnail written by someone else.
@Suite struct ThumbnailStoreTests {
  typealias Fixtures = ImageDecoderTests

  /// Runs `tool` with `arguments`; its standard output.
  static func run(_ tool: String, _ arguments: [String], stdin: String? = nil) throws -> String {
    try Tool.output(of: tool, arguments, stdin: stdin)
  }

  /// A solid JPEG of `w` x `h` in `color` (ARGB) at `path`.
  static func jpeg(_ path: String, _ w: Int32 = 640, _ h: Int32 = 480, color: UInt32 = 0xFF20_40E0) {
    let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
    defer { SDL_FreeSurface(s) }
    SDL_FillRect(s, nil, color)
    #expect(IMG_SaveJPG(s, path, 90) == 0)
  }

  /// A maker whose cache is a fresh folder.
  static func maker() -> (ThumbnailMaker, ThumbnailStore) {
    let store = ThumbnailStore(root: Fixtures.tempDir() + "/cache/thumbnails", version: "9.9")
    return (ThumbnailMaker(decoders: .standard, store: store), store)
  }

  static let options = DecodeOptions(maxPixels: Tuning.Loading.maxPixels)

  /// Makes the thumbnail of `path` for a cell of `cell` pixels and does the cache's write; the result.
  static func make(
    _ maker: ThumbnailMaker, _ path: String, cell: Int = 180
  ) -> (Result<ImageDecoder.Decoded, PhotoLoadError>, wrote: Bool) {
    let made = maker.thumbnail(path: path, cell: cell, options: options)
    made.write?()
    return (made.result, made.write != nil)
  }

  static func files(under folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  static func mode(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_mode & 0o777) : -1
  }

  @Test(arguments: [
    "plain.jpg", "with space.jpg", "hash#tag.jpg", "100%.jpg", "what?.jpg", "semi;colon.jpg", "Zürich café.jpg",
    "日本語.jpg", "emoji 📷.jpg", "[brackets] {braces}.jpg", "a&b=c+d,e@f'g!.jpg",
  ])
  func theURIAndItsMD5AreGLibsAndMd5sums(name: String) throws {
    let dir = Fixtures.tempDir() + "/sub dir#1"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + name
    FileManager.default.createFile(atPath: path, contents: Data([1]))
    let glib = try Self.run("/usr/bin/gio", ["info", "-a", "standard::name", path])
      .split(separator: "\n").first { $0.hasPrefix("uri: ") }.map { String($0.dropFirst(5)) }
    let ours = try #require(FileURI.of(path: path))
    #expect(ours == glib)
    let md5sum = try Self.run("/usr/bin/md5sum", [], stdin: ours).prefix(32)
    #expect(MD5.hex(ours) == String(md5sum))
    #expect(ThumbnailStore(root: "/x").stamp(of: path)?.uri == glib)
  }

  @Test func aThumbnailIsWrittenAsTheStandardSays() throws {
    let (maker, store) = Self.maker()
    let photo = Fixtures.tempDir() + "/a photo #1.jpg"
    Self.jpeg(photo, 1200, 800)
    let (result, wrote) = Self.make(maker, photo)
    let decoded = try result.get()
    defer { decoded.free() }
    #expect(wrote)
    // Covering a 180-pixel cell takes a 270 x 180 photo: the large size (256) serves it within a tenth.
    #expect(Self.files(under: store.root) == ["large", "large/" + ThumbnailStore.fileName(store.stamp(of: photo)!)])
    let file = store.root + "/large/" + MD5.hex(FileURI.of(path: photo)!) + ".png"
    #expect(Self.mode(file) == 0o600 && Self.mode(store.root + "/large") == 0o700 && Self.mode(store.root) == 0o700)
    // Pillow reads the chunks and the size: 256 on the longer side.
    let pillow = try Self.run(
      "/usr/bin/python3",
      [
        "-c",
        "import sys; from PIL import Image; i = Image.open(sys.argv[1]); print(i.size, i.mode, sorted(i.text.items()))",
        file,
      ])
    var info = stat()
    stat(photo, &info)
    let expected =
      "(256, 171) RGB [('Software', 'sdlphoto 9.9'), ('Thumb::Image::Height', '800'), ('Thumb::Image::Width', '1200'), "
      + "('Thumb::MTime', '\(info.st_mtim.tv_sec)'), ('Thumb::Size', '\(info.st_size)'), "
      + "('Thumb::URI', '\(FileURI.of(path: photo)!)')]"
    #expect(pillow.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    // What the grid got is the same thumbnail, with the photo's own size.
    #expect(decoded.width == 256 && decoded.height == 171 && decoded.nativeWidth == 1200 && decoded.nativeHeight == 800)
  }

  @Test func aSecondLoadReadsTheCacheAndWritesNothing() throws {
    let (maker, store) = Self.maker()
    let photo = Fixtures.tempDir() + "/b.jpg"
    Self.jpeg(photo, 1200, 800)
    _ = try Self.make(maker, photo).0.get().free()
    let file = store.root + "/large/" + ThumbnailStore.fileName(store.stamp(of: photo)!)
    let before = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
    let (result, wrote) = Self.make(maker, photo)
    let decoded = try result.get()
    defer { decoded.free() }
    #expect(!wrote)
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int == before)
    #expect(decoded.width == 256 && decoded.nativeWidth == 1200 && decoded.nativeHeight == 800)
    #expect(Self.files(under: store.root).count == 2)
  }

  @Test func aStaleThumbnailIsMadeAgain() throws {
    let (maker, store) = Self.maker()
    let photo = Fixtures.tempDir() + "/c.jpg"
    Self.jpeg(photo, 1200, 800, color: 0xFFE0_2020)
    _ = try Self.make(maker, photo).0.get().free()
    // The photo is replaced (another colour) and dated a minute later.
    Self.jpeg(photo, 1200, 800, color: 0xFF20_40E0)
    var times = [timeval(tv_sec: time(nil) + 60, tv_usec: 0), timeval(tv_sec: time(nil) + 60, tv_usec: 0)]
    #expect(utimes(photo, &times) == 0)
    let (result, wrote) = Self.make(maker, photo)
    let decoded = try result.get()
    defer { decoded.free() }
    #expect(wrote && Fixtures.isBlue(Fixtures.pixel(decoded.surface, 10, 10)))
    let text = try #require(
      ThumbnailStore.header(store.root + "/large/" + ThumbnailStore.fileName(store.stamp(of: photo)!)))
    #expect(text.0["Thumb::MTime"] == String(time(nil) + 60) || text.0["Thumb::MTime"] == String(time(nil) + 59))
    // No temporary file is left beside it.
    #expect(Self.files(under: store.root + "/large").count == 1)
  }

  @Test func aPhotoThatFailsIsRecordedAndNotTriedAgainUntilItChanges() throws {
    let (maker, store) = Self.maker()
    let photo = Fixtures.tempDir() + "/broken.jpg"
    FileManager.default.createFile(
      atPath: photo, contents: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 7, count: 200)))
    let (first, wrote) = Self.make(maker, photo)
    guard case .failure(let error) = first else { Issue.record("decoded a broken file"); return }
    #expect(wrote)
    let record = store.failFolder + "/" + ThumbnailStore.fileName(store.stamp(of: photo)!)
    #expect(store.failFolder.hasSuffix("/fail/sdlphoto-9.9") && Self.mode(record) == 0o600)
    // The second time the record answers: nothing is decoded or written, and the failure reads the same.
    let (second, wroteAgain) = Self.make(maker, photo)
    #expect(!wroteAgain)
    guard case .failure(let again) = second else { Issue.record("the failure was forgotten"); return }
    #expect(UserText.message(for: again) == UserText.message(for: error))
    // Once the photo is fixed (a new time), it is decoded again.
    Self.jpeg(photo)
    var times = [timeval(tv_sec: time(nil) + 60, tv_usec: 0), timeval(tv_sec: time(nil) + 60, tv_usec: 0)]
    #expect(utimes(photo, &times) == 0)
    let (fixed, _) = Self.make(maker, photo)
    _ = try fixed.get().free()
  }

  @Test func aFileThatCannotBeReadIsNotRecordedAsFailed() throws {
    let (maker, store) = Self.maker()
    let photo = Fixtures.tempDir() + "/missing.jpg"
    let (result, wrote) = Self.make(maker, photo)
    guard case .failure = result else { Issue.record("decoded nothing"); return }
    #expect(!wrote && Self.files(under: store.root).isEmpty)
  }

  @Test func aThumbnailWrittenByGdkPixbufThumbnailerIsUsed() throws {
    let (maker, store) = Self.maker()
    let dir = Fixtures.tempDir()
    let photo = dir + "/blue photo.jpg"
    Self.jpeg(photo, 1200, 800, color: 0xFF20_40E0)
    // gdk-pixbuf-thumbnailer draws a red picture; its caller (as GNOME's thumbnail factory does) files it
    // for the photo: the photo's URI and time in its text, under the MD5 of the URI.
    let red = dir + "/red.jpg"
    Self.jpeg(red, 1200, 800, color: 0xFFE0_2020)
    let made = dir + "/made.png"
    _ = try Self.run("/usr/bin/gdk-pixbuf-thumbnailer", ["-s", "256", red, made])
    let stamp = try #require(store.stamp(of: photo))
    try FileManager.default.createDirectory(atPath: store.root + "/large", withIntermediateDirectories: true)
    let filed = store.root + "/large/" + ThumbnailStore.fileName(stamp)
    _ = try Self.run(
      "/usr/bin/python3",
      [
        "-c",
        "import sys; from PIL import Image, PngImagePlugin as P; i = Image.open(sys.argv[1]); m = P.PngInfo(); "
          + "[m.add_text(k, v) for k, v in i.text.items()]; m.add_text('Thumb::URI', sys.argv[3]); "
          + "m.add_text('Thumb::MTime', sys.argv[4]); i.save(sys.argv[2], pnginfo=m)",
        made, filed, stamp.uri, String(stamp.mtime),
      ])
    let (result, wrote) = Self.make(maker, photo)
    let decoded = try result.get()
    defer { decoded.free() }
    #expect(!wrote)
    #expect(Fixtures.isRed(Fixtures.pixel(decoded.surface, 10, 10)), "the cached thumbnail was not used")
    // gdk-pixbuf-thumbnailer records the photo's size (Thumb::Image::Width/Height): it is the photo's here.
    #expect(decoded.nativeWidth == 1200 && decoded.nativeHeight == 800)
  }

  @Test func anEmbeddedThumbnailThatCoversTheCellIsUsedAndNothingIsWritten() throws {
    let (maker, store) = Self.maker()
    // 640 x 480 green with a 160 x 120 magenta EXIF thumbnail: it covers a 120-pixel cell, not a 180-pixel one.
    let photo = try PreviewDecoderTests.photo(orientation: 1)
    let (small, wroteSmall) = Self.make(maker, photo, cell: 120)
    let thumb = try small.get()
    defer { thumb.free() }
    let p = Fixtures.pixel(thumb.surface, 20, 20)
    #expect(!wroteSmall && (p >> 8) & 0xFF < 80, "magenta, got \(String(p, radix: 16))")
    #expect(thumb.nativeWidth == 640 && thumb.nativeHeight == 480)
    let (large, wroteLarge) = Self.make(maker, photo, cell: 180)
    let decoded = try large.get()
    defer { decoded.free() }
    #expect(wroteLarge && (Fixtures.pixel(decoded.surface, 20, 20) >> 8) & 0xFF > 150, "green")
    #expect(Self.files(under: store.root).count == 2)
  }

  @Test func withoutACacheNothingIsWrittenAndTheThumbnailCoversTheCell() throws {
    let maker = ThumbnailMaker(decoders: .standard, store: nil)
    let photo = Fixtures.tempDir() + "/d.jpg"
    Self.jpeg(photo, 1200, 800)
    let made = maker.thumbnail(path: photo, cell: 180, options: Self.options)
    let decoded = try made.result.get()
    defer { decoded.free() }
    #expect(made.write == nil && decoded.height >= 180 && decoded.width >= 270)
  }

  @Test func thumbnailsOfFilesInsideTheCacheAreNeverMade() {
    let store = ThumbnailStore(root: "/home/u/.cache/thumbnails")
    #expect(store.stamp(of: "/home/u/.cache/thumbnails/large/x.png") == nil)
  }
}
