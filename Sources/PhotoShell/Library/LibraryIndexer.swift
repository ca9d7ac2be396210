import Foundation
import PhotoCore

/// The library indexed in the background (a real run): the album shows at once from what the index holds; a
/// thread at the lowest priority then walks the folders (the stat pass: files added, changed, gone; those not
/// read yet show by their file times), reads the new ones, newest files first (the library opens at the newest),
/// writes them to the index a batch at a time, and says the album changed (`changed`: after the walk when it
/// found anything, at most every `Tuning.Library.relistInterval` seconds while reading, and at the end).
/// `progress` says how far the reading is, for the progress line.
public final class LibraryIndexer: @unchecked Sendable {
  private let lock = NSLock()
  /// Every record by path, made on the thread (a hundred thousand paths hashed cost the start a frame);
  /// until then the records the index gave, in order.
  private var records: [String: LibraryRecord]?
  private var initial: [LibraryRecord]
  private var pending: [AlbumItem] = []
  private var survey: LibraryScanner.Survey?
  /// Once every file is read: the last album, the table of records let go (a hundred thousand of them).
  private var finalAlbum: LibraryAlbum?
  private let scanner: LibraryScanner
  private let index: LibraryIndex
  private let query: LibraryQuery
  private let origin: String
  private var done = 0
  private var stopped = false
  private var finished = false

  /// An indexer starting from `known` (what the index holds for the library's folders); its thread walks them
  /// first, unless `survey` is that walk already (a first run, with nothing to show before it).
  public init(
    known: [LibraryRecord], survey: LibraryScanner.Survey? = nil, scanner: LibraryScanner, index: LibraryIndex,
    query: LibraryQuery
  ) {
    self.scanner = scanner
    self.index = index
    self.query = query
    origin = scanner.roots.first ?? ""
    initial = known
    self.survey = survey
    if let survey { take(survey) }
  }

  /// The records by path, made from those the index gave the first time (under the lock).
  private func byPath() -> [String: LibraryRecord] {
    if let records { return records }
    var made: [String: LibraryRecord] = [:]
    made.reserveCapacity(initial.count)
    for record in initial { made[record.path] = record }
    initial = []
    return made
  }

  /// Takes the walk's findings: records of files gone leave, files to read show by their file times.
  private func take(_ survey: LibraryScanner.Survey) {
    lock.lock()
    defer { lock.unlock() }
    var all = byPath()
    records = nil  // `all` alone holds the table: changed in place, not copied
    for path in survey.gone { all[path] = nil }
    for item in survey.pending {
      if let record = LibraryFacts.provisional(item) { all[record.path] = record }
    }
    records = all
    // Newest first by file time: what the library opens on is read first.
    pending = survey.pending.sorted { ($0.stamp?.modifiedSeconds ?? 0) > ($1.stamp?.modifiedSeconds ?? 0) }
  }

  /// The album of what is known now (and when the query matched nothing, what it asked for).
  public func album() -> LibraryAlbum {
    lock.lock()
    if let finalAlbum {
      lock.unlock()
      return finalAlbum
    }
    let all = records.map { Array($0.values) } ?? initial
    lock.unlock()
    return LibraryAlbum(records: all, query: query, origin: origin)
  }

  /// Files read so far, and in all; nil before the walk found any to read and once every one is read.
  public var progress: (done: Int, total: Int)? {
    lock.lock()
    defer { lock.unlock() }
    return finished || pending.isEmpty ? nil : (done, pending.count)
  }

  /// Whether the walk and the reading are done.
  public var isFinished: Bool { lock.withLock { finished } }

  /// Starts the thread; `changed` is called from it when the album has changed.
  public func start(changed: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      if survey == nil {
        do {
          let walked = try scanner.survey(index, keepsKnown: false)
          take(walked)
          if !walked.pending.isEmpty || walked.removed > 0 { changed() }
        } catch {
          Log.warning("the library's folders cannot be walked again (\(UserText.message(for: error)))")
        }
      }
      readPending(changed: changed)
      let last = album()
      lock.withLock {
        finalAlbum = last
        records = nil
        initial = []
        finished = true
      }
      // The walk's and the table's memory, freed, goes back to the system rather than staying in the heap.
      _ = releaseFreedMemory(0)
      changed()
    }
    thread.name = "sdlphoto-library"
    thread.qualityOfService = .background
    thread.start()
  }

  /// Reads the files pending, a batch at a time, saying the album changed every so often.
  private func readPending(changed: @escaping @Sendable () -> Void) {
    let files = lock.withLock { pending }
    var told = DispatchTime.now().uptimeNanoseconds
    scanner.read(files, into: index, shouldStop: { [self] in self.isStopped }) { batch in
      lock.withLock {
        var all = byPath()
        records = nil
        for record in batch { all[record.path] = record }
        records = all
        done += batch.count
      }
      let now = DispatchTime.now().uptimeNanoseconds
      if Double(now - told) / 1e9 >= Tuning.Library.relistInterval {
        told = now
        changed()
      }
    }
  }

  /// Ends the thread after the file it is reading.
  public func stop() { lock.withLock { stopped = true } }

  private var isStopped: Bool { lock.withLock { stopped } }
}

/// glibc's `malloc_trim`, which `<malloc.h>` declares and Swift's Glibc module leaves out.
@_silgen_name("malloc_trim")
private func releaseFreedMemory(_ pad: Int) -> Int32
