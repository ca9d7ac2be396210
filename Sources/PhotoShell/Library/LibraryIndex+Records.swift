import Foundation
import GRDB
import PhotoCore

extension LibraryIndex {
  /// Every record under `root` (a folder's absolute path), by path; empty when it cannot be read (said once).
  public func records(under root: String) -> [String: LibraryRecord] {
    do {
      return try database.read { db in
        let rows = try Row.fetchCursor(
          db, sql: "SELECT \(Self.columns) FROM item WHERE path >= ? AND path < ?",
          arguments: Self.pathRange(under: root))
        var found: [String: LibraryRecord] = [:]
        while let row = try rows.next() {
          if let record = Self.record(row) { found[record.path] = record }
        }
        return found
      }
    } catch {
      Log.warning("cannot read the library's index (\(Self.reason(error))): its photos are read again")
      return [:]
    }
  }

  /// Every record under `roots`, each root's in the order taken (ties by path); empty when the index cannot
  /// be read (said once). What a library shows at start-up, a hundred thousand rows read straight into an array.
  public func orderedRecords(under roots: [String]) -> [LibraryRecord] {
    do {
      return try database.read { db in
        var found: [LibraryRecord] = []
        var names = Names()
        for root in roots {
          let rows = try Row.fetchCursor(
            db, sql: "SELECT \(Self.columns) FROM item WHERE path >= ? AND path < ? ORDER BY taken, path",
            arguments: Self.pathRange(under: root))
          while let row = try rows.next() {
            if let record = Self.record(row, names: &names) { found.append(record) }
          }
        }
        return found
      }
    } catch {
      Log.warning("cannot read the library's index (\(Self.reason(error))): its photos are read again")
      return []
    }
  }

  /// The newest `limit` records under `roots`, oldest first, and whether they are all there are: what a library
  /// shows for its first frame (a screenful and more, read through the index on the time taken) while the rest
  /// is read on the indexer's thread. Empty when the index cannot be read (said once).
  public func newestRecords(under roots: [String], limit: Int) -> (records: [LibraryRecord], isAll: Bool) {
    do {
      return try database.read { db in
        var found: [LibraryRecord] = []
        var isAll = true
        for root in roots {
          let rows = try Row.fetchCursor(
            db,
            sql: """
              SELECT \(Self.columns) FROM item INDEXED BY item_taken WHERE path >= ? AND path < ?
              ORDER BY taken DESC, path DESC LIMIT \(limit + 1)
              """, arguments: Self.pathRange(under: root))
          var count = 0
          while let row = try rows.next() {
            count += 1
            if let record = Self.record(row) { found.append(record) }
          }
          // One more than asked for says whether there are more.
          if count > limit { isAll = false }
        }
        found.sort { ($0.taken, $0.path) < ($1.taken, $1.path) }
        return (Array(found.suffix(limit)), isAll)
      }
    } catch {
      Log.warning("cannot read the library's index (\(Self.reason(error))): its photos are read again")
      return ([], true)
    }
  }

  /// What the walk compares a file with: the size, modification time and pairing its record was read with.
  public struct Stamp: Sendable, Equatable {
    public var size: Int64
    public var modified: Int64
    public var motion: String?
    public var companion: String?

    init(_ record: LibraryRecord) {
      (size, modified, motion, companion) = (record.size, record.modified, record.motion, record.companion)
    }

    init(size: Int64, modified: Int64, motion: String?, companion: String?) {
      (self.size, self.modified, self.motion, self.companion) = (size, modified, motion, companion)
    }

    /// Whether `item`, as listed now, is the file this was read from: the same size, time and pairing.
    func isCurrent(for item: AlbumItem) -> Bool {
      guard let stamp = item.stamp else { return false }
      let now = Int64(stamp.modifiedSeconds) * 1_000_000_000 + Int64(stamp.modifiedNanoseconds)
      return size == stamp.size && modified == now && motion == item.motion && companion == item.companion
    }
  }

  /// The stamps of every record under `root`, by path; empty when they cannot be read (said once).
  public func stamps(under root: String) -> [String: Stamp] {
    do {
      return try database.read { db in
        let rows = try Row.fetchCursor(
          db, sql: "SELECT path, size, modified, motion, companion FROM item WHERE path >= ? AND path < ?",
          arguments: Self.pathRange(under: root))
        var found: [String: Stamp] = [:]
        // Made at its size at once: grown a step at a time, 100,000 stamps passed through three times the memory.
        let count = try Int.fetchOne(
          db, sql: "SELECT count(*) FROM item WHERE path >= ? AND path < ?", arguments: Self.pathRange(under: root))
        found.reserveCapacity(count ?? 0)
        while let row = try rows.next() {
          guard let path: String = row[0] else { continue }
          found[path] = Stamp(size: row[1], modified: row[2], motion: row[3], companion: row[4])
        }
        return found
      }
    } catch {
      Log.warning("cannot read the library's index (\(Self.reason(error))): its photos are read again")
      return [:]
    }
  }

  /// Writes `records` (new or changed) and removes `gone` paths, in one transaction; false (said once) when
  /// the index cannot be written: the photos show all the same.
  @discardableResult
  public func update(_ records: [LibraryRecord], removing gone: [String] = []) -> Bool {
    guard !records.isEmpty || !gone.isEmpty else { return true }
    do {
      try database.write { db in
        let upsert = try db.cachedStatement(
          sql: """
            INSERT OR REPLACE INTO item (path, size, modified, kind, taken, offset, source, latitude, longitude,
              place, camera, duration, motion, companion) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        // In the table's order: the tree's pages are met in turn.
        for r in records.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
          try upsert.execute(arguments: [
            r.path, r.size, r.modified, r.kind.rawValue, r.taken.seconds, r.offsetMinutes, r.dateSource.rawValue,
            r.latitude, r.longitude, r.place, r.camera, r.duration, r.motion, r.companion,
          ])
        }
        let delete = try db.cachedStatement(sql: "DELETE FROM item WHERE path = ?")
        for path in gone { try delete.execute(arguments: [path]) }
      }
      return true
    } catch {
      Log.warning("cannot write the library's index (\(Self.reason(error))): it is read again next time")
      return false
    }
  }

  /// How many records it holds.
  public var count: Int { (try? database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM item") }) ?? 0 }

  /// The paths under folder `root` as an SQL range, `path >= ? AND path < ?`: from "ROOT/" to "ROOT0" ('0'
  /// follows '/').
  static func pathRange(under root: String) -> StatementArguments {
    let folder = root.hasSuffix("/") ? String(root.dropLast()) : root
    return [folder + "/", folder + "0"]
  }

  /// The columns a record is read from, in the order `record` reads them.
  static let columns =
    "path, size, modified, kind, taken, offset, source, latitude, longitude, place, camera, duration, motion, companion"

  /// Places and cameras met while reading records, each kept once: thousands of photos share one place's name,
  /// and 100,000 copies of it cost megabytes.
  struct Names {
    private var known: [String: String] = [:]

    /// `name`, or the same text met before (whose storage it shares).
    mutating func shared(_ name: String?) -> String? {
      guard let name else { return nil }
      if let met = known[name] { return met }
      if known.count < 65_536 { known[name] = name }
      return name
    }
  }

  /// The record in `row` (of `columns`, read by position: a hundred thousand rows at start-up), its place and
  /// camera shared through `names`; nil when a column holds what this version cannot read.
  static func record(_ row: Row) -> LibraryRecord? {
    var names = Names()
    return record(row, names: &names)
  }

  static func record(_ row: Row, names: inout Names) -> LibraryRecord? {
    guard let path: String = row[0], let kindName: String = row[3], let kind = LibraryRecord.Kind(rawValue: kindName),
      let sourceName: String = row[6], let source = LibraryRecord.DateSource(rawValue: sourceName)
    else { return nil }
    var record = LibraryRecord(
      path: path, size: row[1], modified: row[2], kind: kind, taken: WallClock(seconds: row[4]), dateSource: source)
    record.offsetMinutes = row[5]
    record.latitude = row[7]
    record.longitude = row[8]
    record.place = names.shared(row[9])
    record.camera = names.shared(row[10])
    record.duration = row[11]
    record.motion = row[12]
    record.companion = row[13]
    return record
  }
}
