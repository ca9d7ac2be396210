import Foundation
import PhotoCore

/// The library indexed in the background (a real run): the album shows at once from what the index holds and,
/// for files not read yet, their file times; a thread at the lowest priority reads the rest, newest files first
/// (the library opens at the newest), writes them to the index a batch at a time, and says the album changed
/// (`changed`, at most every `Tuning.Library.relistInterval` seconds, and once at the end). `progress` says how
/// far it is, for the progress line.
public final class LibraryIndexer: @unchecked Sendable {
  private let lock = NSLock()
  private var records: [String: LibraryRecord] = [:]
  private let pending: [AlbumItem]
  private let scanner: LibraryScanner
  private let index: LibraryIndex
  private let query: LibraryQuery
  private let origin: String
  private var done = 0
  private var stopped = false
  private var finished = false

  /// An indexer of `survey`'s pending files, with its known records (and the pending ones' provisional ones)
  /// making the album `query` asks for.
  public init(survey: LibraryScanner.Survey, scanner: LibraryScanner, index: LibraryIndex, query: LibraryQuery) {
    self.scanner = scanner
    self.index = index
    self.query = query
    origin = scanner.roots.first ?? ""
    for record in survey.known { records[record.path] = record }
    for item in survey.pending {
      if let record = LibraryFacts.provisional(item) { records[record.path] = record }
    }
    // Newest first by file time: what the library opens on is read first.
    pending = survey.pending.sorted { ($0.stamp?.modifiedSeconds ?? 0) > ($1.stamp?.modifiedSeconds ?? 0) }
    finished = pending.isEmpty
  }

  /// The album of what is known now (and when the query matched nothing, what it asked for).
  public func album() -> LibraryAlbum {
    lock.lock()
    let all = Array(records.values)
    lock.unlock()
    return LibraryAlbum(records: all, query: query, origin: origin)
  }

  /// Files read so far, and in all; nil once every file is read (or there was none to read).
  public var progress: (done: Int, total: Int)? {
    lock.lock()
    defer { lock.unlock() }
    return finished ? nil : (done, pending.count)
  }

  /// Starts the thread; `changed` is called from it when the album has changed.
  public func start(changed: @escaping @Sendable () -> Void) {
    guard !pending.isEmpty else { return }
    let thread = Thread { [self] in
      var told = DispatchTime.now().uptimeNanoseconds
      scanner.read(pending, into: index, shouldStop: { [self] in self.isStopped }) { batch in
        lock.lock()
        for record in batch { records[record.path] = record }
        done += batch.count
        lock.unlock()
        let now = DispatchTime.now().uptimeNanoseconds
        if Double(now - told) / 1e9 >= Tuning.Library.relistInterval {
          told = now
          changed()
        }
      }
      lock.lock()
      finished = true
      lock.unlock()
      changed()
    }
    thread.name = "sdlphoto-library"
    thread.qualityOfService = .background
    thread.start()
  }

  /// Ends the thread after the file it is reading.
  public func stop() { lock.withLock { stopped = true } }

  private var isStopped: Bool { lock.withLock { stopped } }
}
