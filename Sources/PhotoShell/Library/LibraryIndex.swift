import Foundation
import GRDB
import PhotoCore

/// The library's index: an SQLite database (WAL, a schema version with migrations) of what is known of every
/// photo and clip under the folders opened with `--library`, in `$XDG_CACHE_HOME/sdlphoto/library.sqlite`. It
/// holds no pixels. Two sdlphotos share it (WAL: readers never wait; a writer waits its turn, up to
/// `Tuning.Library.busyTimeout`). A database that cannot be used never stops photos from showing: a corrupt one
/// is rebuilt, one from a newer sdlphoto or on a disk that cannot be written is left alone and an index in
/// memory stands in for this run; each says so in one warning.
public final class LibraryIndex: @unchecked Sendable {
  /// Where it is kept; nil for one in memory.
  public let path: String?
  /// Why it is not the file it should be (in memory instead, or rebuilt), for one warning; nil when it is.
  public let warning: String?
  let database: any DatabaseWriter

  /// The index at `path` (by default `defaultPath()`; none: in memory, said so).
  public init(path: String? = LibraryIndex.defaultPath()) {
    guard let path else {
      self.path = nil
      warning = "the library's index is kept in memory: no cache folder (set XDG_CACHE_HOME or HOME)"
      database = Self.memory()
      return
    }
    do {
      database = try Self.open(path)
      self.path = path
      warning = nil
    } catch let failure as Failure {
      switch failure {
      case .newer:
        self.path = nil
        warning = "\(path) is from a newer sdlphoto: left as it is, the library is indexed in memory this time"
        database = Self.memory()
      }
    } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
      // Damaged: nothing in it is a user's, so it is made again.
      Self.remove(path)
      if let rebuilt = try? Self.open(path) {
        database = rebuilt
        self.path = path
        warning = "\(path) was damaged and is rebuilt"
      } else {
        database = Self.memory()
        self.path = nil
        warning = "\(path) was damaged and cannot be rebuilt: the library is indexed in memory this time"
      }
    } catch {
      database = Self.memory()
      self.path = nil
      warning = "cannot use \(path) (\(Self.reason(error))): the library is indexed in memory this time"
    }
  }

  /// Gives back what SQLite's page caches hold (the start's reads of the whole index fill them): once the index
  /// is read and written, it serves only a listing now and then.
  public func releaseMemory() {
    if let pool = database as? DatabasePool {
      pool.releaseMemory()
    } else if let queue = database as? DatabaseQueue {
      queue.releaseMemory()
    }
  }

  /// An index in memory for this run alone (a query on a folder that is no library), with nothing to say.
  public init(inMemory: ()) {
    path = nil
    warning = nil
    database = Self.memory()
  }

  /// Why an index cannot be used as it is.
  enum Failure: Error {
    /// A newer sdlphoto's schema.
    case newer
  }

  /// `$XDG_CACHE_HOME/sdlphoto/library.sqlite` (or `~/.cache/sdlphoto/library.sqlite`).
  public static func defaultPath() -> String? {
    PhotoDownloader.defaultCacheDirectory().map {
      (($0 as NSString).deletingLastPathComponent as NSString).appendingPathComponent("library.sqlite")
    }
  }

  /// The schema, one migration a version.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE item (
            path TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, modified INTEGER NOT NULL, kind TEXT NOT NULL,
            taken INTEGER NOT NULL, offset INTEGER, source TEXT NOT NULL, latitude REAL, longitude REAL,
            place TEXT, camera TEXT, duration REAL, motion TEXT, companion TEXT) WITHOUT ROWID;
          CREATE INDEX item_taken ON item(taken);
          """)
    }
    migrator.registerMigration("v2") { db in
      // In the order taken, ties by path: a library's album comes out of the index in its order, unsorted.
      try db.execute(sql: "DROP INDEX item_taken; CREATE INDEX item_taken ON item(taken, path);")
    }
    migrator.registerMigration("v3") { db in
      // XMP dates are read now: photos dated by their file's time are read again (the walk finds them missing).
      try db.execute(sql: "DELETE FROM item WHERE source = 'file' AND kind != 'clip'")
    }
    return migrator
  }

  /// The database at `path`, made and brought to the current schema; throws `Failure.newer` for a newer one.
  static func open(_ path: String) throws -> DatabasePool {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    var configuration = Configuration()
    configuration.busyMode = .timeout(Tuning.Library.busyTimeout)
    configuration.prepareDatabase { db in
      // WAL's commits need no sync of their own (a crash loses at most the last batch, never the file), and a
      // first indexing writes paths out of their binary order: pages enough to keep the tree's path in memory.
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
      // The readers' scans of the whole index gain nothing from a cache of their own beside the writer's.
      if !db.configuration.readonly {
        try db.execute(sql: "PRAGMA cache_size = -\(Tuning.Library.cacheKilobytes)")
      }
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    let newer = try pool.read { db in try migrator.hasBeenSuperseded(db) }
    if newer { throw Failure.newer }
    try migrator.migrate(pool)
    return pool
  }

  static func memory() -> DatabaseQueue {
    // An in-memory database cannot fail to open; its schema is this program's.
    let queue = try! DatabaseQueue()
    try! migrator.migrate(queue)
    return queue
  }

  /// Removes the database at `path` and its WAL files.
  public static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }

  /// An error in a few words.
  static func reason(_ error: Error) -> String {
    if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
    return (error as NSError).localizedDescription
  }
}
