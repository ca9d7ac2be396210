import CSDL2
import Foundation
import PhotoCore

/// The library indexed in the background (a real run): the album shows at once from what the index holds (its
/// newest records, the rest read on the thread); a thread at the lowest priority then walks the folders (the
/// stat pass: files added, changed, gone; those not read yet show by their file times), reads the new ones,
/// newest files first (the library opens at the newest), writes them to the index a batch at a time, and says
/// the album changed (`changed`: once the whole index is read, after the walk when it found anything, at most
/// every `Tuning.Library.relistInterval` seconds while reading, and at the end). `progress` says how far the
/// reading is, for the progress line.
///
/// It holds no table of the library: the album is read from the index each time (on the watcher's thread),
/// with the files not read yet (by their file times), those the index would not take, and those gone laid over.
public final class LibraryIndexer: @unchecked Sendable {
  private let lock = NSLock()
  /// The records the album starts from, until the thread takes over from the index.
  private var first: [LibraryRecord]?
  /// Whether `first` is only the newest records.
  private let firstIsPart: Bool
  /// The paths of the files new or changed, not read yet; they show by their file times, records made from
  /// `unreadItems` each time an album is made (a set of paths, not 100,000 records held while the files are
  /// read: the largest part of a first run's peak of memory).
  private var unread: Set<String> = []
  /// The files the walk found to read, newest first by file time (their count is the progress's whole).
  private var unreadItems: [AlbumItem] = []
  /// Records read that the index could not take (a full disk), by path.
  private var unwritten: [String: LibraryRecord] = [:]
  /// Paths of files gone, whose records the index may still hold.
  private var gone: Set<String> = []
  /// The walk's findings, when it was made before the thread (a first run).
  private var survey: LibraryScanner.Survey?
  /// Once every file is read: the last album.
  private var finalAlbum: LibraryAlbum?
  /// The last album made, and `changes` when it was: made again only when the index or the files changed
  /// since (one album of 100,000 items shared with the viewer, not a second copy).
  private var made: (changes: Int, album: LibraryAlbum)?
  /// How many times the walk or the reading changed what the album is made of.
  private var changes = 0
  private let scanner: LibraryScanner
  private let index: LibraryIndex
  private let query: LibraryQuery
  private let origin: String
  private var done = 0
  private var stopped = false
  private var finished = false
  /// Whether photos move (`yieldToFrames`), and how long the motion holds the reading (`ReadHold`).
  private var hold = ReadHold()
  /// Waits that long between files while photos move (the tests count the waits).
  private let pause: @Sendable (Double) -> Void
  /// How often the album is made and listed anew while files are read, seconds (`Tuning.Library.relistInterval`).
  private let relistInterval: Double
  private var trimmed = false

  /// An indexer starting from `known` (what the index holds for the library's folders, or its newest records
  /// when `isAll` is false); its thread walks them first, unless `survey` is that walk already (a first run,
  /// with nothing to show before it).
  public init(
    known: [LibraryRecord], isAll: Bool = true, survey: LibraryScanner.Survey? = nil, scanner: LibraryScanner,
    index: LibraryIndex, query: LibraryQuery,
    pause: @escaping @Sendable (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) },
    relistInterval: Double = Tuning.Library.relistInterval
  ) {
    self.pause = pause
    self.relistInterval = relistInterval
    self.scanner = scanner
    self.index = index
    self.query = query
    origin = scanner.roots.first ?? ""
    first = survey == nil ? known : nil
    firstIsPart = !isAll
    self.survey = survey
    if let survey { take(survey) }
  }

  /// Takes the walk's findings: files gone leave, files to read show by their file times.
  private func take(_ survey: LibraryScanner.Survey) {
    var paths = Set<String>(minimumCapacity: survey.pending.count)
    for item in survey.pending where item.stamp != nil { paths.insert(item.location) }
    // Newest first by file time (what the library opens on is read first): the one list the reading goes
    // through, not a sorted copy beside the walk's.
    let items = survey.pending.sorted { ($0.stamp?.modifiedSeconds ?? 0) > ($1.stamp?.modifiedSeconds ?? 0) }
    lock.withLock {
      gone.formUnion(survey.gone)
      unread = paths
      unreadItems = items
      if !survey.pending.isEmpty || !survey.gone.isEmpty { changes += 1 }
    }
  }

  /// The album of what is known now (and when the query matched nothing, what it asked for).
  public func album() -> LibraryAlbum {
    lock.lock()
    if let album = finalAlbum {
      lock.unlock()
      return album
    }
    if let first {
      lock.unlock()
      return LibraryAlbum(records: first, query: query, origin: origin)
    }
    if let made, made.changes == changes {
      lock.unlock()
      return made.album
    }
    let (unread, items, unwritten, gone, changes) = (
      self.unread, self.unreadItems, self.unwritten, self.gone, self.changes
    )
    // The album made before is the viewer's now, or nobody's: it is not kept beside the one being made.
    made = nil
    lock.unlock()
    var records = index.orderedRecords(under: scanner.roots)
    if !unread.isEmpty || !unwritten.isEmpty || !gone.isEmpty {
      records.removeAll { unread.contains($0.path) || unwritten[$0.path] != nil || gone.contains($0.path) }
      for item in items where unread.contains(item.location) {
        if let record = LibraryFacts.provisional(item) { records.append(record) }
      }
      records += unwritten.values
    }
    let album = LibraryAlbum(records: records, query: query, origin: origin)
    lock.withLock { made = (changes, album) }
    return album
  }

  /// Files read so far, and in all; nil before the walk found any to read and once every one is read.
  public var progress: (done: Int, total: Int)? {
    lock.lock()
    defer { lock.unlock() }
    return finished || unreadItems.isEmpty ? nil : (done, unreadItems.count)
  }

  /// Whether the walk and the reading are done.
  public var isFinished: Bool { lock.withLock { finished } }

  /// Starts the thread; `changed` is called from it when the album has changed.
  public func start(changed: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      lock.withLock { first = nil }
      // The rest of the index, read here before the walk (one after the other: the start's peak of memory is
      // the larger of the two, not their sum) and before the thread steps down to idle priority (it is what a
      // user scrolling back in time meets); the watcher's listing takes the album made.
      if firstIsPart {
        _ = album()
        changed()
      }
      _ = sdlphoto_set_thread_nice(sdlphoto_thread_id(), Tuning.Library.indexerNice)
      var pending = survey == nil ? [] : lock.withLock { unreadItems }
      survey = nil
      if pending.isEmpty && !isStopped {
        pending = walk(changed: changed)
      }
      readPending(pending, changed: changed)
      pending = []
      let last = album()
      lock.withLock {
        finalAlbum = last
        made = nil
        unread = []
        unreadItems = []
        finished = true
      }
      // The walk's memory, freed, goes back to the system rather than staying in the heap.
      _ = releaseFreedMemory(0)
      index.releaseMemory()
      changed()
    }
    thread.name = "sdlphoto-library"
    thread.qualityOfService = .background
    thread.start()
  }

  /// Walks the folders again (a restart), saying the album changed when files came or went; returns the files
  /// to read, newest first by file time (what the library opens on is read first).
  private func walk(changed: @Sendable () -> Void) -> [AlbumItem] {
    do {
      let walked = try scanner.survey(index, keepsKnown: false)
      take(walked)
      if !walked.pending.isEmpty || walked.removed > 0 {
        _ = album()
        changed()
      }
      return lock.withLock { unreadItems }
    } catch {
      Log.warning("the library's folders cannot be walked again (\(UserText.message(for: error)))")
      return []
    }
  }

  /// Reads the files pending (newest first by file time, as `take` sorted them), a batch at a time, saying the
  /// album changed every so often.
  private func readPending(_ files: [AlbumItem], changed: @escaping @Sendable () -> Void) {
    var told = DispatchTime.now().uptimeNanoseconds
    let shouldStop: () -> Bool = { [self] in
      waitWhilePhotosMove()
      return isStopped
    }
    scanner.read(files, into: index, shouldStop: shouldStop) { batch, vanished, written in
      lock.withLock {
        for record in batch {
          unread.remove(record.path)
          if !written { unwritten[record.path] = record }
        }
        for path in vanished { unread.remove(path) }
        done += batch.count + vanished.count
        changes += 1
      }
      let now = DispatchTime.now().uptimeNanoseconds
      // Not while photos move: making the album of 100,000 items takes half a second of a core, and the viewer
      // lists nothing anew until they rest; the first batch read at rest makes it.
      if Double(now - told) / 1e9 >= relistInterval, !lock.withLock({ hold.moving }) {
        told = now
        // Made here, at the thread's idle priority; the watcher's listing takes it as it is.
        _ = album()
        changed()
      }
    }
  }

  /// While photos move, the frames first: no file is read for the motion's first
  /// `Tuning.Library.readHoldWhileMoving` seconds (a fling, a scrub, a slide), then one every
  /// `Tuning.Library.readGapWhileMoving` (a slideshow that never rests).
  private func waitWhilePhotosMove() {
    let gap = Tuning.Library.readGapWhileMoving
    let waits = Int((Tuning.Library.readHoldWhileMoving / gap).rounded())
    while lock.withLock({ hold.moving }) && !isStopped {
      pause(gap)
      if !lock.withLock({ hold.waited(hold: waits) }) { return }
    }
  }

  /// Once every file is read and the viewer took the last album (freeing the one before): the freed memory,
  /// scattered through the heap by the walk and the readings, handed back to the system (once).
  public func viewerTookAlbum() {
    let first = lock.withLock {
      defer { trimmed = trimmed || finished }
      return finished && !trimmed
    }
    if first { _ = releaseFreedMemory(0) }
  }

  /// Whether photos move on screen (called each frame): while they do, no file is read for
  /// `Tuning.Library.readHoldWhileMoving` seconds, then one every `Tuning.Library.readGapWhileMoving`, and the
  /// album is not made anew.
  public func yieldToFrames(_ moving: Bool) {
    lock.withLock { hold.photos(moving: moving) }
  }

  /// Ends the thread after the file it is reading.
  public func stop() { lock.withLock { stopped = true } }

  private var isStopped: Bool { lock.withLock { stopped } }
}

/// glibc's `malloc_trim`, which `<malloc.h>` declares and Swift's Glibc module leaves out.
@_silgen_name("malloc_trim")
private func releaseFreedMemory(_ pad: Int) -> Int32
