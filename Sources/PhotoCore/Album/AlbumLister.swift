import Foundation

/// Turns command-line paths into an `Album`: a folder lists its photos in natural order; files open their
/// folder at the first one; no path at all opens the bundled demo album.
public struct AlbumLister: Sendable {
  /// The folder opened when no path is given.
  public var demoAlbumPath: String

  /// A lister that falls back to `demoAlbumPath`.
  public init(demoAlbumPath: String) {
    self.demoAlbumPath = demoAlbumPath
  }

  /// The album for `paths`, or the error a user should read.
  public func album(for paths: [String]) throws(AlbumError) -> Album {
    if paths.isEmpty { return try folderAlbum(demoAlbumPath, startingAt: nil) }
    if paths.count == 1 {
      let path = paths[0]
      switch Self.fileType(path) {
      case .none: throw .notFound(path: path)
      case .directory?: return try folderAlbum(path, startingAt: nil)
      case .file?:
        // One file: open its folder at that file, so the user can page to its neighbours.
        let folder = Self.parentFolder(of: path)
        if let album = try? folderAlbum(folder, startingAt: path), album.items.contains(where: { Self.same($0.location, path) }) {
          return album
        }
        guard Self.isPhoto(path: path) else { throw .notAPhoto(path: path) }
        return Album(items: [AlbumItem(path: path)], origin: path)
      }
    }
    // Several paths: exactly those (folders expanded), in the order given.
    var items: [AlbumItem] = []
    for path in paths {
      switch Self.fileType(path) {
      case .none: throw .notFound(path: path)
      case .directory?: items += try listPhotos(in: path)
      case .file?:
        guard Self.isPhoto(path: path) else { throw .notAPhoto(path: path) }
        items.append(AlbumItem(path: path))
      }
    }
    if items.isEmpty { throw .noPhotos(folder: paths.joined(separator: ", ")) }
    return Album(items: items, origin: paths.joined(separator: " "))
  }

  /// The photos of `folder` in natural order, opened at `start` when it is one of them.
  public func folderAlbum(_ folder: String, startingAt start: String?) throws(AlbumError) -> Album {
    let items = try listPhotos(in: folder)
    if items.isEmpty { throw .noPhotos(folder: folder) }
    let index = start.flatMap { s in items.firstIndex(where: { Self.same($0.location, s) }) } ?? 0
    return Album(items: items, startIndex: index, origin: folder)
  }

  /// The photos directly inside `folder`, naturally sorted; hidden files and sidecars are skipped.
  public func listPhotos(in folder: String) throws(AlbumError) -> [AlbumItem] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? "it cannot be listed"
      if Self.fileType(folder) == nil { throw .notFound(path: folder) }
      throw .unreadable(path: folder, reason: reason)
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return names
      .filter { !Self.isSkipped(name: $0) }
      .sorted(by: NaturalOrder.areInIncreasingOrder)
      .map { base + $0 }
      .filter { Self.fileType($0) == .file && Self.isPhoto(path: $0) }
      .map(AlbumItem.init(path:))
  }

  /// Hidden files, macOS resource forks and NAS thumbnail folders are never photos of the album.
  public static func isSkipped(name: String) -> Bool {
    name.hasPrefix(".") || name.hasPrefix("._") || name == "@eaDir" || name == "Thumbs.db"
  }

  /// A path is a photo when its extension says so or, lacking a known extension, its first bytes do.
  public static func isPhoto(path: String) -> Bool {
    let ext = path.split(separator: "/").last?.split(separator: ".", omittingEmptySubsequences: false)
    if let ext, ext.count > 1, let last = ext.last, ImageKind.knownExtensions.contains(last.lowercased()) {
      return true
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: ImageKind.sniffLength)) ?? Data()
    return ImageKind.sniff(head) != nil
  }

  enum FileType { case file, directory }

  /// What is at `path` (following symbolic links), or nil when nothing is. FIFOs and devices are neither.
  static func fileType(_ path: String) -> FileType? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue { return .directory }
    let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
    return type == .typeRegular || type == .typeSymbolicLink ? .file : nil
  }

  static func parentFolder(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent().path
    return path.contains("/") ? parent : "."
  }

  static func same(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
  }
}
