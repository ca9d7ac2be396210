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

  /// What a survey found: the records the index holds for files unchanged, the files to read (new or changed),
  /// and the records of files gone (removed from the index).
  public struct Survey: Sendable {
    public var known: [LibraryRecord] = []
    public var pending: [AlbumItem] = []
    public var removed = 0
    /// The paths of the records removed.
    public var gone: [String] = []
    public var warnings: [AlbumError] = []
  }

  /// Walks every root and compares it with `index`, removing the records of files gone; reads no file. Throws
  /// when a root cannot be listed (missing, not a folder, empty). `keepsKnown` false leaves the unchanged
  /// records out of the survey (a caller that holds them already).
  public func survey(_ index: LibraryIndex, keepsKnown: Bool = true) throws(AlbumError) -> Survey {
    var survey = Survey()
    let lister = AlbumLister(demoAlbumPath: "", options: options)
    for root in roots {
      let (items, warnings) = try lister.libraryItems(in: root)
      survey.warnings += warnings
      // A caller that holds the records compares stamps alone: a fraction of the memory for 100,000 files.
      var records = keepsKnown ? index.records(under: root) : [:]
      var known = keepsKnown ? records.mapValues(LibraryIndex.Stamp.init) : index.stamps(under: root)
      for item in items {
        if let stamp = known.removeValue(forKey: item.location), stamp.isCurrent(for: item) {
          if let record = records.removeValue(forKey: item.location) { survey.known.append(record) }
        } else {
          survey.pending.append(item)
        }
      }
      records.removeAll()
      index.update([], removing: Array(known.keys))
      survey.removed += known.count
      survey.gone += known.keys
    }
    return survey
  }

  /// Reads `items` and writes their records to `index` a batch at a time (a file gone since it was found leaves
  /// the index), calling `batchDone` with each batch's records, the paths of its files gone, and whether the
  /// index took them; `shouldStop` ends it between files.
  public func read(
    _ items: [AlbumItem], into index: LibraryIndex, shouldStop: () -> Bool = { false },
    batchDone: (_ records: [LibraryRecord], _ gone: [String], _ written: Bool) -> Void
  ) {
    guard !items.isEmpty else { return }
    let places = gazetteerPath.flatMap { PlaceNames(path: $0).gazetteer }
    var batch: [LibraryRecord] = []
    var vanished: [String] = []
    for item in items {
      if shouldStop() { break }
      guard let record = LibraryFacts.record(of: item, places: places) else {
        vanished.append(item.location)
        continue
      }
      batch.append(record)
      if batch.count >= Tuning.Library.batch {
        batchDone(batch, vanished, index.update(batch, removing: vanished))
        batch.removeAll()
        vanished.removeAll()
      }
    }
    batchDone(batch, vanished, index.update(batch, removing: vanished))
  }

  /// Surveys every root and reads what changed, all at once (a scripted run, the tests, the benchmark).
  public func scan(into index: LibraryIndex) throws(AlbumError) -> Result {
    let survey = try survey(index)
    var read: [LibraryRecord] = []
    self.read(survey.pending, into: index) { batch, _, _ in read += batch }
    return Result(records: survey.known + read, read: read.count, removed: survey.removed, warnings: survey.warnings)
  }
}
