import Foundation
import PhotoCore

/// `--library` and the queries: the folders given, listed through the index (the one on disk for a library;
/// one in memory for a folder asked a query, which writes nothing a user did not open as a library), as an
/// album in the order taken, the query's items only (all of them, said so, when it matches none).
public enum LibraryListing {
  /// The listing of `roots` (folders) through `index`, `query`'s items; `notice` is what to say on screen
  /// when the query matched nothing.
  public static func listing(
    roots: [String], options: AlbumOptions, query: LibraryQuery, index: LibraryIndex, gazetteerPath: String?
  ) throws(AlbumError) -> (listing: AlbumListing, notice: String?) {
    if let warning = index.warning { Log.warning(warning) }
    let scanner = LibraryScanner(roots: roots, options: options, gazetteerPath: gazetteerPath)
    let scanned = try scanner.scan(into: index)
    Log.info("library: \(scanned.records.count) items, \(scanned.read) read, \(scanned.removed) gone")
    let library = LibraryAlbum(records: scanned.records, query: query, origin: roots.first ?? "")
    if library.album.items.isEmpty { throw .noPhotos(folder: roots.first ?? "") }
    return (AlbumListing(album: library.album, warnings: scanned.warnings), notice(for: library))
  }

  /// What to say on screen when `library`'s query matched nothing (said on stderr too); nil when it matched.
  public static func notice(for library: LibraryAlbum) -> String? {
    guard let unmatched = library.unmatched else { return nil }
    Log.warning("nothing matches \(unmatched): showing the whole library")
    return UserText.libraryUnmatched(unmatched)
  }

  /// The folders `paths` name as absolute paths; throws for one that is no folder.
  public static func roots(_ paths: [String], namedSources: [String: String] = [:]) throws(AlbumError) -> [String] {
    var roots: [String] = []
    for path in paths {
      let resolved = AlbumLister.resolved(path, in: namedSources)
      if SourceSet.standard.claims(resolved) {
        throw .unreadable(
          path: DAVLocation.withoutPassword(resolved),
          reason: "the library by date reads folders on this machine for now; open a server's folder without --library")
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
      guard isFolder.boolValue else {
        throw .unreadable(path: path, reason: "a library and its queries take folders, not a single file")
      }
      let root = URL(fileURLWithPath: path).standardizedFileURL.path
      if !roots.contains(root) { roots.append(root) }
    }
    return roots
  }
}
