import CPNG
import CSDL2
import Foundation
import PhotoCore

/// The shared freedesktop thumbnail cache on disk (Thumbnail Managing Standard 0.9): thumbnails made by
/// sdlphoto, file managers, gThumb or vimiv, in `$XDG_CACHE_HOME/thumbnails/<size>/<MD5 of the file URI>.png`,
/// each saying in its PNG text which file it shows and when that file changed. Thumbnails are written through
/// a temporary file and a rename (no reader ever sees half of one), mode 0600 in folders of mode 0700; photos
/// that cannot be thumbnailed get a record in `fail/sdlphoto-<version>/` and are not tried again until they
/// change. Nothing is ever written beside the photos. Used from decode workers at once.
final class ThumbnailStore: Sendable {
  /// What the cache holds for a file.
  enum Lookup {
    /// A valid thumbnail at `path`, `width` x `height` pixels, recorded as `record`.
    case thumbnail(path: String, width: Int, height: Int, record: ThumbnailRecord)
    /// A valid failure record: the file was tried and failed as `error`.
    case failed(PhotoLoadError)
    /// Nothing valid.
    case none
  }

  /// The cache's root: `.../thumbnails`.
  let root: String
  /// Where failure records go: `root/fail/sdlphoto-<version>`.
  let failFolder: String
  /// The `Software` text written into each thumbnail.
  let software: String

  /// The cache at `root` (`defaultRoot()` for the shared one).
  init(root: String, version: String = SDLPhotoVersion.string) {
    self.root = FileURI.canonical(root)
    failFolder = self.root + "/fail/sdlphoto-" + version
    software = "sdlphoto " + version
  }

  /// `$XDG_CACHE_HOME/thumbnails`, or `~/.cache/thumbnails` when `XDG_CACHE_HOME` is unset or not absolute
  /// (the XDG base directory specification); nil when neither variable gives a path.
  static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/thumbnails" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/thumbnails" }
    return nil
  }

  /// What the cache must match for the local file at `path` now (its URI, modification time and size); nil
  /// when it is no regular file that can be stat'ed, a relative path, or a file inside the cache itself (the
  /// standard: never thumbnails of thumbnails).
  func stamp(of path: String) -> ThumbnailRecord? {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    guard let uri = FileURI.of(path: absolute), !FileURI.canonical(absolute).hasPrefix(root + "/") else {
      return nil
    }
    var info = stat()
    guard stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return ThumbnailRecord(uri: uri, mtime: Int(info.st_mtim.tv_sec), size: Int(info.st_size))
  }

  /// The file name of `stamp`'s thumbnail in any size folder.
  static func fileName(_ stamp: ThumbnailRecord) -> String { MD5.hex(stamp.uri) + ".png" }

  /// The best of what the cache holds for the file `stamp` for a cell of `cell` pixels: a valid thumbnail whose
  /// shorter side covers the cell (within `Tuning.Grid.thumbnailShortfall`), the smallest first; else a valid
  /// failure record; else nothing.
  func lookup(_ stamp: ThumbnailRecord, cell: Int) -> Lookup {
    let name = Self.fileName(stamp)
    for size in ThumbnailSize.allCases where size >= (ThumbnailSize.serving(longerSide: cell) ?? .xxLarge) {
      let path = root + "/" + size.folder + "/" + name
      guard let (text, width, height) = Self.header(path), let record = ThumbnailRecord(text: text),
        record.isValid(for: stamp)
      else { continue }
      guard
        Double(min(width, height)) >= Double(cell) * Tuning.Grid.thumbnailShortfall
          || max(width, height) < size.pixels  // the photo itself is that small
      else { continue }
      return .thumbnail(path: path, width: width, height: height, record: record)
    }
    if let (text, _, _) = Self.header(failFolder + "/" + name), let record = ThumbnailRecord(text: text),
      record.isValid(for: stamp)
    {
      return .failed(Self.error(text[ThumbnailRecord.Key.error] ?? ""))
    }
    return .none
  }

  /// A PNG file's text chunks and pixel size (from its header); nil when it cannot be read or is no PNG. Only
  /// its head is read: the standard's keys come before the image data.
  static func header(_ path: String) -> ([String: String], Int, Int)? {
    let bytes: [UInt8]
    do throws(PhotoFile.Failure) {
      bytes = try PhotoFile(path: path).head(headBytes)
    } catch {
      return nil
    }
    guard let text = PNGText.read(bytes), let size = PNGText.size(bytes) else { return nil }
    return (text, size.width, size.height)
  }

  /// How much of a thumbnail is read for its text, bytes: far more than the chunks before its image data hold
  /// (a thumbnail whose text came later would be made again, never misread).
  static let headBytes = 64 << 10

  /// Writes `surface` (32-bit, sRGB, at most `size` on its longer side) as the `size` thumbnail of the file
  /// `stamp`, whose photo is `imageWidth` x `imageHeight`. False when it could not be written (a full disk,
  /// a read-only cache): the thumbnail is then simply made again next time.
  @discardableResult
  func store(
    _ surface: UnsafeMutablePointer<SDL_Surface>, for stamp: ThumbnailRecord, size: ThumbnailSize, imageWidth: Int,
    imageHeight: Int, movieLength: Double? = nil
  ) -> Bool {
    var record = stamp
    record.imageWidth = imageWidth
    record.imageHeight = imageHeight
    record.movieLength = movieLength
    return write(
      folder: root + "/" + size.folder, name: Self.fileName(stamp), text: record.text(software: software),
      pixels: surface.pointee.pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      pitch: Int(surface.pointee.pitch), opaque: !Self.hasAlpha(surface))
  }

  /// Records that the file `stamp` could not be thumbnailed, as `error` (a 1 x 1 transparent PNG, as the
  /// standard's failure records are).
  @discardableResult
  func storeFailure(_ error: PhotoLoadError, for stamp: ThumbnailRecord) -> Bool {
    var pixel: UInt32 = 0
    return write(
      folder: failFolder, name: Self.fileName(stamp),
      text: stamp.text(software: software) + [(ThumbnailRecord.Key.error, Self.text(of: error))], pixels: &pixel,
      width: 1, height: 1, pitch: 4, opaque: false)
  }

  /// Whether a failure is the file's own (its bytes), so that trying again before it changes cannot help. A
  /// file that could not be read (permissions), a network photo, a photo over `--max-pixels` (an option) and a
  /// cancelled decode are tried again.
  static func isLasting(_ error: PhotoLoadError) -> Bool {
    switch error {
    case .empty, .unsupportedFormat, .corrupt: true
    case .missing, .unreadable, .tooLarge, .network, .timedOut, .cancelled: false
    }
  }

  /// The failure as a failure record's text: "corrupt: <detail>", "unsupported: <detail>", "empty".
  static func text(of error: PhotoLoadError) -> String {
    switch error {
    case .empty: "empty"
    case .unsupportedFormat(let detail): "unsupported: " + latin1(detail)
    case .corrupt(let detail): "corrupt: " + latin1(detail)
    default: "corrupt: " + latin1(UserText.message(for: error))
    }
  }

  /// The failure a record's text says (a damaged file when the text is no kind sdlphoto writes).
  static func error(_ text: String) -> PhotoLoadError {
    if text == "empty" { return .empty }
    if text.hasPrefix("unsupported: ") { return .unsupportedFormat(detail: String(text.dropFirst(13))) }
    if text.hasPrefix("corrupt: ") { return .corrupt(detail: String(text.dropFirst(9))) }
    return .corrupt(detail: "could not be decoded before")
  }

  /// `text` with every character but printable ASCII as "?" (PNG text is Latin-1; its C strings here are
  /// written byte for byte).
  static func latin1(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { (32..<127).contains($0.value) ? $0 : "?" }))
  }

  /// Whether `surface` has transparent pixels worth keeping (a 32-bit surface with a blend mode and any
  /// alpha below 255).
  static func hasAlpha(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    var mode = SDL_BLENDMODE_NONE
    SDL_GetSurfaceBlendMode(surface, &mode)
    guard mode != SDL_BLENDMODE_NONE, surface.pointee.format.pointee.BytesPerPixel == 4 else { return false }
    let pitch = Int(surface.pointee.pitch)
    let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<Int(surface.pointee.h) {
      for x in 0..<Int(surface.pointee.w) where bytes[y * pitch + 4 * x + 3] != 255 { return true }
    }
    return false
  }

  /// Writes a PNG of the pixels with `text` as `folder/name`: made (mode 0700) if missing, written to a
  /// temporary file of mode 0600 beside it and renamed over the name, so a reader sees the old file or the new
  /// one, never a part.
  private func write(
    folder: String, name: String, text: [(String, String)], pixels: UnsafeRawPointer, width: Int, height: Int,
    pitch: Int, opaque: Bool
  ) -> Bool {
    guard makeFolder(folder) else { return false }
    var template = Array((folder + "/." + name + ".sdlphoto-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return false }
    let temporary = String(cString: template)
    fchmod(fd, 0o600)
    var message = [CChar](repeating: 0, count: 200)
    let keys = text.map { strdup($0.0) }
    let values = text.map { strdup($0.1) }
    defer { (keys + values).forEach { free($0) } }
    let written = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
      values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
        sdlphoto_png_write(
          fd, pixels, UInt32(width), UInt32(height), pitch, opaque ? 1 : 0, k.baseAddress, v.baseAddress,
          Int32(text.count), &message)
      }
    }
    let closed = close(fd) == 0
    guard written == 0 && closed && rename(temporary, folder + "/" + name) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Makes `folder` and every folder above it up to the cache's root's parent that is missing, mode 0700.
  private func makeFolder(_ folder: String) -> Bool {
    var info = stat()
    if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
    let parent = (folder as NSString).deletingLastPathComponent
    guard parent != folder, makeFolder(parent) else { return false }
    return mkdir(folder, 0o700) == 0 || errno == EEXIST
  }
}
