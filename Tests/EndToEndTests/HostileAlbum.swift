import Foundation
import PhotoCore

/// A folder holding every kind of bad input an album can meet, interleaved with good photos, and what the
/// viewer must do with each entry. Names start with a number so natural order is the order written here.
struct HostileAlbum {
  /// What the viewer must do with one entry.
  enum Expected: Equatable {
    /// A page whose photo loads.
    case shows
    /// A page with an error tile, and one stderr line `sdlphoto: PATH: REASON` where REASON contains one of
    /// these.
    case fails([String])
  }

  /// One listed entry: a page.
  struct Page {
    var name: String
    var expected: Expected
  }

  /// The folder.
  var path: String
  /// The listed entries in album order: page 0, 1, ...
  var pages: [Page]
  /// Entries that must not be listed: a FIFO, a dangling symbolic link, a folder named like a photo, a name
  /// that is not valid UTF-8.
  var unlisted: [String]
  /// The bytes of the name that is not valid UTF-8 (no `String` holds it).
  var undecodableName: [UInt8]
  /// Whether cwebp was there to make WebP files (it may not be installed on CI: then WebP is left out).
  var hasWebP: Bool

  /// `--max-pixels` for runs on this album: the 1200 x 1000 photo is over it, the good photos are under.
  static let maxPixels = 1_000_000

  /// "damaged or cut short", the words of `PhotoLoadError.corrupt` (both its forms).
  static let damaged = "the image is damaged or cut short"
  /// The words of `PhotoLoadError.unsupportedFormat` for bytes that match no format.
  static let unknown = "not a supported image format (unknown file contents)"

  /// Writes the album into `dir/hostile`.
  static func make(in dir: String) throws -> HostileAlbum {
    let path = dir + "/hostile"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let jpeg = try HostileFiles.photo("jpg", in: dir)
    let png = try HostileFiles.photo("png", in: dir)
    let webp = HostileFiles.webp(fromPNG: png, in: dir)
    let root = getuid() == 0
    var pages: [(String, [UInt8], Expected)] = [
      ("00-good.jpg", jpeg, .shows),
      ("01-empty.jpg", [], .fails(["the file is empty"])),
      ("02-jpeg-cut-at-2.jpg", HostileFiles.cut(jpeg, at: 2), .fails([unknown])),
      ("03-jpeg-cut-at-200.jpg", HostileFiles.cut(jpeg, at: 200), .fails([damaged])),
      ("04-jpeg-cut-in-half.jpg", HostileFiles.cut(jpeg, at: jpeg.count / 2), .fails([damaged])),
      ("05-jpeg-cut-at-90-percent.jpg", HostileFiles.cut(jpeg, at: jpeg.count * 9 / 10), .fails([damaged])),
      ("06-good.png", png, .shows),
      ("07-png-cut-at-8.png", HostileFiles.cut(png, at: 8), .fails([damaged])),
      ("08-png-cut-at-30.png", HostileFiles.cut(png, at: 30), .fails([damaged])),
      ("09-png-cut-in-half.png", HostileFiles.cut(png, at: png.count / 2), .fails([damaged])),
      ("10-png-cut-at-90-percent.png", HostileFiles.cut(png, at: png.count * 9 / 10), .fails([damaged])),
      ("11-good.gif", HostileFiles.gif, .shows),
      ("12-gif-cut-at-6.gif", HostileFiles.cut(HostileFiles.gif, at: 6), .fails([damaged, unknown])),
      ("13-gif-cut-at-13.gif", HostileFiles.cut(HostileFiles.gif, at: 13), .fails([damaged])),
      ("14-gif-cut-at-25.gif", HostileFiles.cut(HostileFiles.gif, at: 25), .fails([damaged])),
    ]
    if let webp {
      pages += [
        ("15-good.webp", webp, .shows),
        ("16-webp-cut-at-20.webp", HostileFiles.cut(webp, at: 20), .fails([damaged])),
        ("17-webp-cut-in-half.webp", HostileFiles.cut(webp, at: webp.count / 2), .fails([damaged])),
      ]
    }
    pages += [
      ("18-random-bytes.jpg", HostileFiles.randomBytes(4096), .fails([unknown])),
      ("19-text.jpg", Array("This is not a photo. It is a text file named .jpg.\n".utf8), .fails([unknown])),
      ("20-png-named.jpg", png, .shows),
      ("21-jpeg-named.png", jpeg, .shows),
      (
        "22-png-claims-100000x100000.png", HostileFiles.pngHeader(width: 100_000, height: 100_000),
        .fails(["too large to show (100000 x 100000 pixels)"])
      ),
      (
        "23-png-claims-65535x65535.png", HostileFiles.pngHeader(width: 65535, height: 65535),
        .fails(["too large to show (65535 x 65535 pixels)"])
      ),
      (
        "24-jpeg-claims-65535x65535.jpg", HostileFiles.jpegHeader(width: 65535, height: 65535),
        .fails(["too large to show (65535 x 65535 pixels)"])
      ),
      (
        "25-over-max-pixels.png", try HostileFiles.photo("png", width: 1200, height: 1000, in: dir),
        .fails(["too large to show (1200 x 1000 pixels)"])
      ),
      ("26-exif-orientation-0.jpg", HostileFiles.withExif(jpeg, tiff: HostileFiles.tiff(orientation: 0)), .shows),
      ("27-exif-orientation-9.jpg", HostileFiles.withExif(jpeg, tiff: HostileFiles.tiff(orientation: 9)), .shows),
      ("28-exif-corrupt-ifd.jpg", HostileFiles.withExif(jpeg, tiff: HostileFiles.corruptIFD), .shows),
      // 255 bytes, the longest name Linux file systems take.
      ("29-" + String(repeating: "x", count: 248) + ".png", png, .shows),
      ("30-new\nline.png", png, .shows),
      ("31-unreadable.png", png, root ? .shows : .fails(["cannot be read: Permission denied"])),
      ("32-last.jpg", jpeg, .shows),
    ]
    for (name, bytes, _) in pages {
      guard FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes)) else {
        throw HarnessError("cannot write \(name)")
      }
    }
    // Root reads it anyway (so it shows); anyone else gets "Permission denied".
    chmod(path + "/31-unreadable.png", 0)

    // Entries that are never listed.
    guard mkfifo(path + "/40-fifo.jpg", 0o644) == 0 else { throw HarnessError("mkfifo") }
    try FileManager.default.createSymbolicLink(
      atPath: path + "/41-dangling.jpg", withDestinationPath: path + "/nowhere.jpg")
    try FileManager.default.createDirectory(atPath: path + "/42-folder.jpg", withIntermediateDirectories: false)
    let undecodable = Array("43-not-utf8-".utf8) + [0xFF, 0xFE] + Array(".jpg".utf8)
    let cPath = (Array(path.utf8) + [UInt8(ascii: "/")] + undecodable + [0]).map { CChar(bitPattern: $0) }
    let fd = open(cPath, O_CREAT | O_WRONLY, 0o644)
    guard fd >= 0 else { throw HarnessError("cannot create the non-UTF-8 name") }
    _ = jpeg.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    return HostileAlbum(
      // The name that is not valid UTF-8 is a photo like the others (after 32 in name order), kept byte for byte.
      path: path,
      pages: pages.map { Page(name: $0.0, expected: $0.2) }
        + [Page(name: PathText.name(fromBytes: undecodable), expected: .shows)],
      unlisted: ["40-fifo.jpg", "41-dangling.jpg", "42-folder.jpg"], undecodableName: undecodable, hasWebP: webp != nil)
  }

  /// Removes the entry whose name is not valid UTF-8 (Foundation cannot name it to remove it).
  func removeUndecodableEntry() {
    _ = unlink((Array(path.utf8) + [UInt8(ascii: "/")] + undecodableName + [0]).map { CChar(bitPattern: $0) })
  }
}
