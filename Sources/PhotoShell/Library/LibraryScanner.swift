import Foundation
import PhotoCore

/// Brings the index up to date with the library's folders and lists it: each folder is walked (names and
/// stamps, one `stat` a file); a file whose stamp and pairing are what the index holds is taken from it, any
/// other is read (`LibraryFacts`) and written back in batches, and records of files gone are removed. A
/// restart over an unchanged library reads no file.
public struct LibraryScanner: Sendable {
  /// The folders of the library, absolute paths.
  public let roots: [String]
  /// How folders are listed (clips, RAW pairs).
  public let options: AlbumOptions
  /// The gazetteer's file, for place names; nil: none.
  public let gazetteerPath: String?

  public init(roots: [String], options: AlbumOptions, gazetteerPath: String?) {
    self.roots = roots
    self.options = options
    self.gazetteerPath = gazetteerPath
  }

  /// What a scan found: every record under the roots, and how many files it read and removed.
  public struct Result: Sendable {
    public var records: [LibraryRecord]
    public var read: Int
    public var removed: Int
    public var warnings: [AlbumError]
  }

  /// Scans every root into `index`; throws when a root cannot be listed (missing, not a folder, empty).
  public func scan(into index: LibraryIndex) throws(AlbumError) -> Result {
    var result = Result(records: [], read: 0, removed: 0, warnings: [])
    let lister = AlbumLister(demoAlbumPath: "", options: options)
    var places: Gazetteer??
    for root in roots {
      let (items, warnings) = try lister.libraryItems(in: root)
      result.warnings += warnings
      var known = index.records(under: root)
      var fresh: [LibraryRecord] = []
      for item in items {
        if let record = known.removeValue(forKey: item.location), Self.isCurrent(record, for: item) {
          result.records.append(record)
          continue
        }
        if places == nil { places = .some(gazetteerPath.flatMap(Self.gazetteer)) }
        guard let record = LibraryFacts.record(of: item, places: places ?? nil) else { continue }
        result.records.append(record)
        fresh.append(record)
        result.read += 1
        if fresh.count >= Tuning.Library.batch {
          index.update(fresh)
          fresh.removeAll()
        }
      }
      index.update(fresh, removing: Array(known.keys))
      result.removed += known.count
    }
    return result
  }

  /// Whether `record` still describes `item`: the same size and modification time, the same pairing.
  static func isCurrent(_ record: LibraryRecord, for item: AlbumItem) -> Bool {
    guard let stamp = item.stamp else { return false }
    let modified = Int64(stamp.modifiedSeconds) * 1_000_000_000 + Int64(stamp.modifiedNanoseconds)
    return record.size == stamp.size && record.modified == modified && record.motion == item.motion
      && record.companion == item.companion
  }

  /// The gazetteer in the file at `path`; nil when it cannot be read.
  static func gazetteer(_ path: String) -> Gazetteer? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { Gazetteer(bytes: [UInt8]($0)) }
  }
}
