import Foundation
import Glibc
import PhotoCore

/// `--watch`: hears files added, removed or replaced in the album's folders (inotify, every sub-folder too
/// when the album is recursive) and lists the album anew: once the folders are quiet for
/// `Tuning.Watch.quiet` (at most `Tuning.Watch.longestWait` after the first change), a file still being
/// written held back until it holds still (`ListingSettler`). A folder that goes away (an unplugged stick, a
/// dropped network mount) leaves the album as it was, said once, and is looked for every
/// `Tuning.Watch.lookForGoneFolder` seconds; when it is back the album is listed again.
///
/// Scripted runs call `step(at:)` from the frame loop on the virtual clock (changes made by a script's `exec`
/// are heard on the next frame, so runs repeat exactly); real runs `start` a thread of its own that hands
/// each new listing over (`takeListing`) and wakes the frame loop.
public final class AlbumWatcher: @unchecked Sendable {
  /// The folders whose changes count: the album's folders, or those holding the files named.
  let roots: [String]
  private let recursive: Bool
  private let list: @Sendable () throws(AlbumError) -> Album
  private let fd: Int32
  /// A pipe `poke` writes to, waking the thread's wait at once: its reading end and its writing end.
  private let pokeFD: Int32
  private let pokeWriteFD: Int32
  /// Each watch's folder, by watch descriptor.
  private var watches: [Int32: String] = [:]
  private var watchedFolders: Set<String> = []
  /// When the first change since the last listing was heard, and the last one.
  private var firstHeard: Double?
  private var lastHeard: Double?
  /// When a file held back may have settled.
  private var listAgainAt: Double?
  /// When to look again for a folder that went away; nil while it is there.
  private var lookAgainAt: Double?
  /// How often the album is listed again with no change heard (a remote manifest, `--refresh`), seconds.
  private let refreshEvery: Double?
  /// When it is listed again for that.
  private var refreshAt: Double?
  private var published: Album
  private var settler = ListingSettler()
  /// A listing the viewer could not take yet (a transition was under way); the frame loop's only.
  private var held = ListingHold()
  private let lock = NSLock()
  private var ready: Listing?
  private var stopped = false
  /// Whether `poke` asked for a listing now.
  private var poked = false

  /// A watcher of `roots` (their sub-folders too when `recursive`) for `album`, as listed, listing anew with
  /// `list` when they change, and every `refreshEvery` seconds whatever was heard (a manifest on a server, whose
  /// changes no inotify hears); nil (with one stderr line) when inotify is not available.
  public init?(
    album: Album, roots: [String], recursive: Bool, refreshEvery: Double? = nil,
    list: @escaping @Sendable () throws(AlbumError) -> Album
  ) {
    fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else {
      Log.error("cannot watch the album for changes (\(String(cString: strerror(errno))))", code: .albumGone)
      return nil
    }
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    (pokeFD, pokeWriteFD) = (ends[0], ends[1])
    self.roots = roots
    self.recursive = recursive
    self.list = list
    self.refreshEvery = refreshEvery
    published = album
    syncWatches()
  }

  deinit {
    close(fd)
    if pokeFD >= 0 {
      close(pokeFD)
      close(pokeWriteFD)
    }
  }

  /// What inotify is asked to report of each folder.
  private static let mask = UInt32(
    IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF
      | IN_MOVE_SELF | IN_ONLYDIR)

  // MARK: - Stepping

  /// A new listing of the album, and whether its folder came back after it went away (photos that failed
  /// meanwhile are worth trying again).
  /// The album listed anew (see `WatchedListing`).
  public typealias Listing = WatchedListing

  /// Hears the changes queued by `t` and lists the album when one is due; returns the new listing when it
  /// differs from the last one handed over, or the folder came back.
  public func step(at t: Double) -> Listing? {
    if takePoke() { listAgainAt = min(listAgainAt ?? t, t) }
    if drainEvents() {
      firstHeard = firstHeard ?? t
      lastHeard = t
    }
    if let refreshEvery, refreshAt == nil { refreshAt = t + refreshEvery }
    guard let due = nextDeadline, due <= t + 1e-9 else { return nil }
    firstHeard = nil
    lastHeard = nil
    listAgainAt = nil
    refreshAt = refreshEvery.map { t + $0 }
    let listed: Album
    do {
      listed = try list()
    } catch {
      if lookAgainAt == nil {
        Log.error(
          "\(UserText.message(for: error)); the album stays as it was until "
            + (roots.isEmpty ? "it can be listed again" : "its folder is back"), code: .albumGone,
          subject: Diagnostic.subject(of: error))
      }
      lookAgainAt = t + Tuning.Watch.lookForGoneFolder
      return nil
    }
    let cameBack = lookAgainAt != nil
    if cameBack {
      lookAgainAt = nil
      Log.error(roots.isEmpty ? "the album can be listed again" : "the album's folder is back", code: .albumBack)
    }
    syncWatches()
    let (album, again) = settler.settle(listed, against: published, at: t)
    listAgainAt = again
    guard album != published || cameBack else { return nil }
    published = album
    return Listing(album: album, folderCameBack: cameBack)
  }

  /// When `step` next has something to do without a new change: the folders gone quiet, a file held back
  /// settled, or a gone folder looked for again.
  public var nextDeadline: Double? {
    var deadlines: [Double] = [listAgainAt, lookAgainAt, refreshAt].compactMap { $0 }
    if let firstHeard, let lastHeard {
      deadlines.append(min(lastHeard + Tuning.Watch.quiet, firstHeard + Tuning.Watch.longestWait))
    }
    return deadlines.min()
  }

  /// Whether a change heard, or a file held back, is still to be listed (a script does not end before). Scripted
  /// runs only: in real time this state is the watcher's thread's.
  public var hasPendingChanges: Bool { firstHeard != nil || listAgainAt != nil }

  // MARK: - Real time

  /// Real runs: watches on a thread of its own with `clock` (seconds), handing each new listing to `takeListing`
  /// and calling `wake` (the frame loop may be asleep).
  public func start(clock: @escaping @Sendable () -> Double, wake: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      while !isStopped {
        let now = clock()
        let wait = nextDeadline.map { max(0, $0 - now) } ?? 0.5
        var pollers = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        if pokeFD >= 0 { pollers.append(pollfd(fd: pokeFD, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&pollers, nfds_t(pollers.count), Int32((min(wait, 0.5) * 1000).rounded(.up)))
        guard let listing = step(at: clock()) else { continue }
        lock.lock()
        // A listing not taken yet is replaced, but not the news that the folder came back.
        ready = Listing(album: listing.album, folderCameBack: listing.folderCameBack || ready?.folderCameBack == true)
        lock.unlock()
        wake()
      }
    }
    thread.name = "sdlphoto-watch"
    thread.start()
  }

  /// The listing the viewer shows at `t`, when there is a new one and it `accepts` it now (else it waits for a
  /// later frame): on the virtual clock (`scripted`) listed here, in real time from the watcher's thread.
  public func listingToShow(at t: Double, scripted: Bool, accepts: Bool) -> Listing? {
    held.take(scripted ? step(at: t) : takeListing(), accepts: accepts)
  }

  /// The newest listing made on the thread since the last call, if any.
  public func takeListing() -> Listing? {
    lock.lock()
    defer { lock.unlock() }
    let listing = ready
    ready = nil
    return listing
  }

  /// Asks for the album to be listed again now, whatever was heard (the library's index filled further); from
  /// any thread.
  public func poke() {
    lock.lock()
    poked = true
    lock.unlock()
    var one: UInt8 = 1
    if pokeWriteFD >= 0 { _ = write(pokeWriteFD, &one, 1) }
  }

  private func takePoke() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    let was = poked
    poked = false
    var drained = [UInt8](repeating: 0, count: 64)
    while pokeFD >= 0, read(pokeFD, &drained, drained.count) > 0 {}
    return was
  }

  /// Ends the thread (within half a second).
  public func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  // MARK: - inotify

  /// Reads every event queued; whether any may change the album (a watch ending, as its folder went, counts).
  private func drainEvents() -> Bool {
    var heard = false
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + 16 <= count {
        let (wd, mask, length) = buffer.withUnsafeBytes { raw in
          (
            raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        offset += 16 + length
        if mask & UInt32(IN_IGNORED) != 0, let folder = watches.removeValue(forKey: wd) {
          watchedFolders.remove(folder)
        }
        heard = true
      }
    }
    return heard
  }

  /// Watches every folder of the album not watched yet (a new sub-folder, a folder back after it went).
  private func syncWatches() {
    for folder in folders() where !watchedFolders.contains(folder) {
      let wd = inotify_add_watch(fd, folder, Self.mask)
      guard wd >= 0 else { continue }
      watches[wd] = folder
      watchedFolders.insert(folder)
    }
  }

  /// The roots and, when recursive, every folder under them that the lister reads (hidden and system
  /// folders skipped, symbolic links not followed).
  private func folders() -> [String] {
    var found: [String] = []
    var pending = roots
    while let folder = pending.popLast() {
      found.append(folder)
      guard recursive, found.count < 100_000, let dir = opendir(folder) else { continue }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name != ".", name != "..", !AlbumLister.isSkipped(name: name) else { continue }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
        if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
          var info = stat()
          isFolder = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
        if isFolder { pending.append(path) }
      }
    }
    return found
  }
}
