import Foundation
import PhotoCore

/// The files of the network photo cache: entries in the cache directory (body, `<key>.json` metadata,
/// `<key>.part-…` downloads in progress, named by `DiskCachePolicy`), and a private temporary folder for
/// downloads when there is no usable cache directory.
///
/// Writes are atomic (a temporary file in the same directory, then `rename`). A cache directory that cannot be
/// created or written (read-only, full, a file in the way) is reported once on stderr; from then on downloads
/// go to the temporary folder, and copies already in the cache are still read. Thread-safe.
final class PhotoCacheStore: @unchecked Sendable {
  /// A file a download is being written to.
  struct TempFile {
    /// Open for writing; the transfer closes it.
    var fileDescriptor: Int32
    /// Where it is.
    var path: String
    /// Whether it is in the cache directory (else in the temporary folder).
    var inCache: Bool
  }

  /// The cache directory, or nil for no disk cache.
  let directory: String?
  /// The cache's size limit, bytes.
  let maxBytes: Int64

  /// Guards the mutable state below.
  private let lock = NSLock()
  /// One eviction at a time.
  private let evictionLock = NSLock()
  private var cacheWritable: Bool
  private var directoryReady = false
  private var scratchDirectory: String?
  private var scratchFiles: [String] = []
  /// The cache's bytes as the last eviction's scan found them plus what was committed since; nil before the
  /// first scan. An eviction scans the folder only once it passes `maxBytes`: a scan reads every entry.
  private var estimatedBytes: Int64?
  /// Bytes committed since the running eviction's scan began (which it may not have seen): counted again after it.
  private var committedWhileScanning: Int64?

  /// A store over `directory` (nil: downloads only go to a temporary folder) holding at most `maxBytes`.
  init(directory: String?, maxBytes: Int64) {
    self.directory = directory
    self.maxBytes = maxBytes
    self.cacheWritable = directory != nil
  }

  deinit {
    if let scratchDirectory { try? FileManager.default.removeItem(atPath: scratchDirectory) }
  }

  // MARK: - Reading

  /// The cached entry `key`: its metadata and body path, when both exist and agree on the size.
  func lookup(key: String) -> (metadata: CacheEntryMetadata, path: String)? {
    guard let directory,
      let data = FileManager.default.contents(atPath: directory + "/" + DiskCachePolicy.metadataFileName(forKey: key)),
      let metadata = CacheEntryMetadata.decoded(from: data),
      DiskCachePolicy.key(ofFileNamed: metadata.fileName) == key, !metadata.fileName.contains("/")
    else { return nil }
    let path = directory + "/" + metadata.fileName
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) == metadata.bytes else {
      return nil
    }
    return (metadata, path)
  }

  /// Saves `metadata` for an entry already in the cache (after a use or a 304). Failure is ignored: a read-only
  /// cache still serves its copies.
  func update(_ metadata: CacheEntryMetadata) {
    guard let directory, let data = metadata.encoded() else { return }
    let key = String(metadata.fileName.prefix(DiskCachePolicy.keyLength))
    _ = writeAtomically(data, to: directory + "/" + DiskCachePolicy.metadataFileName(forKey: key), key: key)
  }

  // MARK: - Writing

  /// A new file to download the entry `key` into: in the cache directory when it is writable, else in the
  /// temporary folder; a `.network` error when neither can be written.
  func makeTempFile(key: String) -> Result<TempFile, PhotoLoadError> {
    if let directory, prepareCacheDirectory() {
      let path = directory + "/" + key + ".part-" + Self.uniqueSuffix()
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 { return .success(TempFile(fileDescriptor: fd, path: path, inCache: true)) }
      cacheIsUnwritable(reason: String(cString: strerror(errno)))
    }
    return makeScratchFile(key: key)
  }

  /// A new file in the temporary folder for the entry `key`.
  func makeScratchFile(key: String) -> Result<TempFile, PhotoLoadError> {
    guard let folder = scratchFolder() else {
      return .failure(.network(reason: "cannot create a temporary folder for downloads"))
    }
    let path = folder + "/" + key + ".part-" + Self.uniqueSuffix()
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      return .failure(.network(reason: "cannot write a temporary file (\(String(cString: strerror(errno))))"))
    }
    return .success(TempFile(fileDescriptor: fd, path: path, inCache: false))
  }

  /// Gives the finished download `temp` its entry name and, in the cache, writes its metadata; returns the path
  /// to hand out. When the cache refuses the rename the temporary file itself is returned.
  func commit(_ temp: TempFile, metadata: CacheEntryMetadata) -> String {
    let folder = (temp.path as NSString).deletingLastPathComponent
    let finalPath = folder + "/" + metadata.fileName
    guard rename(temp.path, finalPath) == 0 else {
      if temp.inCache { cacheIsUnwritable(reason: String(cString: strerror(errno))) }
      return temp.path
    }
    if temp.inCache {
      lock.withLock {
        estimatedBytes = estimatedBytes.map { $0 + metadata.bytes }
        committedWhileScanning = committedWhileScanning.map { $0 + metadata.bytes }
      }
      let key = String(metadata.fileName.prefix(DiskCachePolicy.keyLength))
      if let data = metadata.encoded(),
        let failure = writeAtomically(data, to: folder + "/" + DiskCachePolicy.metadataFileName(forKey: key), key: key)
      {
        cacheIsUnwritable(reason: String(cString: strerror(failure)))
      }
    } else {
      keepInScratch(finalPath)
    }
    return finalPath
  }

  /// Deletes an unfinished download.
  func discard(_ temp: TempFile) {
    unlink(temp.path)
  }

  /// The cache directory can no longer be written (`reason`): says so once on stderr; later downloads go to
  /// the temporary folder.
  func cacheIsUnwritable(reason: String) {
    lock.lock()
    let first = cacheWritable
    cacheWritable = false
    lock.unlock()
    if first, let directory {
      Log.error("cannot write the photo cache in \(directory) (\(reason)); downloads go to a temporary folder")
    }
  }

  // MARK: - Eviction

  /// Deletes least recently used entries until the cache fits `maxBytes` (photos before a server's previews,
  /// which a grid and a show need again), sparing the entries `protecting` names once the eviction runs (after
  /// any other eviction); also deletes partial downloads left by a crash (older than
  /// `Tuning.Network.maxTransferTime`). Scans the folder at the first call and then only once the bytes committed
  /// since may pass `maxBytes`.
  func evict(protecting protecting: () -> Set<String>) {
    guard let directory else { return }
    evictionLock.lock()
    defer { evictionLock.unlock() }
    let skips = lock.withLock { () -> Bool in
      if let estimatedBytes, estimatedBytes <= maxBytes { return true }
      committedWhileScanning = 0
      return false
    }
    if skips { return }
    let protected = protecting()
    var groups = scan(directory)
    let abandoned = Date().timeIntervalSince1970 - Tuning.Network.maxTransferTime
    for (key, group) in groups where !protected.contains(key) {
      for part in group.parts where part.modified < abandoned {
        unlink(directory + "/" + part.name)
        groups[key]?.files.removeAll { $0 == part.name }
        groups[key]?.bytes -= part.bytes
      }
    }
    let entries = groups.map {
      DiskCachePolicy.Entry(
        key: $0.key, bytes: $0.value.bytes, lastUsed: $0.value.lastUsed, keptLonger: $0.value.isPreview)
    }
    var remaining = entries.reduce(Int64(0)) { $0 + $1.bytes }
    for key in DiskCachePolicy.evictions(entries: entries, budget: maxBytes, protected: protected) {
      for name in groups[key]?.files ?? [] { unlink(directory + "/" + name) }
      remaining -= groups[key]?.bytes ?? 0
    }
    lock.withLock {
      estimatedBytes = remaining + (committedWhileScanning ?? 0)
      committedWhileScanning = nil
    }
  }

  /// Total bytes of the cache's entries on disk (tests and diagnostics).
  func totalBytes() -> Int64 {
    guard let directory else { return 0 }
    return scan(directory).values.reduce(0) { $0 + $1.bytes }
  }

  /// The files of one cache entry, as found on disk.
  private struct ScannedEntry {
    /// Every file name of the entry.
    var files: [String] = []
    /// Their total size, bytes.
    var bytes: Int64 = 0
    /// Last use from the metadata, else the newest modification time, seconds since the Unix epoch.
    var lastUsed = -Double.infinity
    /// Partial downloads among them: name, size, modification time.
    var parts: [(name: String, bytes: Int64, modified: Double)] = []
    /// Whether it is a server's preview of a photo (`NextcloudPreview.isPreview`), by its metadata's URL.
    var isPreview = false
  }

  /// The cache's files grouped by entry: their names, total size, and last use (from the metadata, else the
  /// newest modification time).
  private func scan(_ directory: String) -> [String: ScannedEntry] {
    var groups: [String: ScannedEntry] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      guard let key = DiskCachePolicy.key(ofFileNamed: name) else { continue }
      var info = stat()
      guard lstat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
      var group = groups[key] ?? ScannedEntry()
      group.files.append(name)
      group.bytes += Int64(info.st_size)
      group.lastUsed = max(group.lastUsed, modified)
      if name.contains(".part-") { group.parts.append((name, Int64(info.st_size), modified)) }
      groups[key] = group
    }
    for (key, group) in groups {
      let metadataName = DiskCachePolicy.metadataFileName(forKey: key)
      guard group.files.contains(metadataName),
        let data = FileManager.default.contents(atPath: directory + "/" + metadataName),
        let metadata = CacheEntryMetadata.decoded(from: data)
      else { continue }
      groups[key]?.lastUsed = metadata.lastUsed
      groups[key]?.isPreview = NextcloudPreview.isPreview(url: metadata.url)
    }
    return groups
  }

  // MARK: - Private

  /// Creates the cache directory once; false when it cannot be written.
  private func prepareCacheDirectory() -> Bool {
    lock.lock()
    let writable = cacheWritable
    let ready = directoryReady
    lock.unlock()
    guard writable, let directory else { return false }
    if ready { return true }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      cacheIsUnwritable(reason: Self.describe(error))
      return false
    }
    lock.lock()
    directoryReady = true
    lock.unlock()
    return true
  }

  /// The private temporary folder (`$TMPDIR/sdlphoto-XXXXXX`, mode 0700), created on first use.
  private func scratchFolder() -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let scratchDirectory { return scratchDirectory }
    var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("sdlphoto-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
    guard made else { return nil }
    scratchDirectory = String(cString: template)
    return scratchDirectory
  }

  /// Remembers a finished file of the temporary folder, deleting the oldest beyond `scratchFilesKept`.
  func keepInScratch(_ path: String) {
    lock.lock()
    scratchFiles.removeAll { $0 == path }
    scratchFiles.append(path)
    let excess = max(0, scratchFiles.count - Tuning.Network.scratchFilesKept)
    let old = Array(scratchFiles.prefix(excess))
    scratchFiles.removeFirst(excess)
    lock.unlock()
    for path in old { unlink(path) }
  }

  /// Writes `data` to `path` through a temporary file of the entry `key`; returns `errno` on failure.
  private func writeAtomically(_ data: Data, to path: String, key: String) -> Int32? {
    let folder = (path as NSString).deletingLastPathComponent
    let temp = folder + "/" + key + ".part-" + Self.uniqueSuffix()
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return errno }
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failure = errno
          break
        }
        offset += n
      }
    }
    if close(fd) != 0 && failure == nil { failure = errno }
    if failure == nil && rename(temp, path) != 0 { failure = errno }
    if failure != nil { unlink(temp) }
    return failure
  }

  /// Eight random hex digits for temporary file names.
  private static func uniqueSuffix() -> String {
    String(UUID().uuidString.prefix(8))
  }

  /// A file system error in plain words ("Permission denied", "Read-only file system").
  private static func describe(_ error: any Error) -> String {
    // On Linux the underlying error is a `POSIXError` value, which `as? NSError` does not match.
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
      (underlying as NSError).domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32((underlying as NSError).code)))
    }
    return (error as NSError).localizedDescription
  }
}
