import CCurl
import Foundation
import PhotoCore

/// Fetches network photos (`http://`, `https://`) to local files, through an on-disk cache.
///
/// A fetch blocks its thread (decode workers call it, never the render thread) while libcurl runs the request
/// on it (`DownloadTransfer`). The body streams straight into a file, so a large photo never sits in memory, and
/// progress is reported as it arrives. The cache (`PhotoCacheStore`, decisions by `DiskCachePolicy`) serves
/// fresh copies without asking the server, revalidates older ones with `If-None-Match` / `If-Modified-Since`,
/// and shows the stale copy when the server is down or failing, so a photo frame keeps its album. Two fetches
/// of the same URL never run at once: the second waits and then finds the first one's copy.
///
/// libcurl is loaded on the first fetch that needs the network (`CurlLibrary`); without it such a fetch fails
/// with a message naming the package, and cached copies still show.
///
/// Thread-safe; called from decode worker threads (blocking call).
final class PhotoDownloader: @unchecked Sendable {
  /// The cache's files.
  let store: PhotoCacheStore
  /// A download gives up when no byte arrives for this long, seconds.
  let timeout: Double
  /// Bodies larger than this are refused, bytes.
  let maxDownloadBytes: Int64

  private let handles = CurlHandlePool()
  private let basicLogins = BasicLogins()
  /// Servers whose heads went unanswered lately (`PhotoDownloader+Head`).
  let silentServers = SilentServers()
  let loadLibrary: @Sendable () -> String?
  private let busy = NSCondition()
  private var busyKeys: Set<String> = []
  /// Busy keys whose cache entry is already final (committed): eviction need not spare them for their fetch.
  private var settledKeys: Set<String> = []

  /// A downloader caching in `cacheDirectory` (nil: no disk cache, downloads go to a temporary folder) up to
  /// `maxCacheBytes` bytes, giving up on a server silent for `timeout` seconds.
  convenience init(cacheDirectory: String?, maxCacheBytes: Int, timeout: Double = Tuning.Network.timeout) {
    self.init(
      cacheDirectory: cacheDirectory, maxCacheBytes: maxCacheBytes, timeout: timeout,
      maxDownloadBytes: Tuning.Network.maxDownloadBytes)
  }

  /// As the public initializer, with the download size limit `maxDownloadBytes` (tests lower it) and the
  /// libcurl loader `loadLibrary` (nil when libcurl is ready, else why not; tests stand in a missing one).
  init(
    cacheDirectory: String?, maxCacheBytes: Int, timeout: Double, maxDownloadBytes: Int64,
    loadLibrary: @escaping @Sendable () -> String? = { CurlLibrary.load() }
  ) {
    store = PhotoCacheStore(directory: cacheDirectory, maxBytes: Int64(maxCacheBytes))
    self.timeout = timeout
    self.maxDownloadBytes = maxDownloadBytes
    self.loadLibrary = loadLibrary
  }

  /// `$XDG_CACHE_HOME/sdlphoto/photos`, or `~/.cache/sdlphoto/photos` when `XDG_CACHE_HOME` is unset or not
  /// absolute (as the XDG base directory specification says); nil when neither variable gives a path.
  static func defaultCacheDirectory() -> String? {
    defaultCacheDirectory(environment: ProcessInfo.processInfo.environment)
  }

  /// `defaultCacheDirectory()` for the environment variables `environment`.
  static func defaultCacheDirectory(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return ((cache as NSString).appendingPathComponent("sdlphoto") as NSString).appendingPathComponent("photos")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return ((home as NSString).appendingPathComponent(".cache/sdlphoto") as NSString)
        .appendingPathComponent("photos")
    }
    return nil
  }

  /// Fetches `url` (http/https), returning a local file path holding the bytes (in the cache dir, or a temp file
  /// under the cache dir / $TMPDIR when no cache); progress reports (received, expected or nil). Uses the
  /// cached copy when fresh, revalidates with ETag/Last-Modified (304 -> cached copy), and falls back to the
  /// stale cached copy when the server is unreachable or errors. Errors: PhotoLoadError.network(reason:) with
  /// plain words ("HTTP 404 Not Found", "timed out after 20 s", "too many redirects", "connection refused",
  /// "unsupported URL scheme 'ftp'").
  ///
  /// A returned cache file stays until evicted (least recently used, so after every more recent photo); a
  /// temporary file stays until `Tuning.Network.scratchFilesKept` later downloads or the downloader is gone.
  ///
  /// `login` is given when the server asks for one (a WebDAV source's); `refused` is told when the server
  /// refused it (401), so its source asks no more; `caFile` names an authority to trust beside the system's;
  /// `cachedAs` the name the copy is kept under when the URL changes between runs (a location served by a
  /// helper on a port of its own, as rclone's); `listedVersion` the version the photo's folder listing gave it
  /// this run (the copy fetched as that version is used without asking, `DiskCachePolicy.decision`).
  func fetch(
    _ url: String, login: DAVLogin? = nil, caFile: String? = nil, cachedAs: String? = nil,
    listedVersion: UInt64? = nil, refused: (@Sendable () -> Void)? = nil,
    progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) -> Result<String, PhotoLoadError> {
    guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased() else {
      return .failure(.network(reason: "invalid URL"))
    }
    guard scheme == "http" || scheme == "https" else {
      return .failure(.network(reason: NetworkErrorText.unsupportedScheme(scheme)))
    }
    guard let host = parsed.host, !host.isEmpty else { return .failure(.network(reason: "invalid URL (no host)")) }

    let key = DiskCachePolicy.key(for: cachedAs ?? url)
    claim(key)
    defer { release(key) }
    let stored = store.lookup(key: key)
    let request = FetchRequest(
      url: parsed, text: cachedAs ?? url, key: key, stored: stored, login: login, refused: refused, caFile: caFile,
      listedVersion: listedVersion, progress: progress)
    let now = Date().timeIntervalSince1970
    switch DiskCachePolicy.decision(stored: stored?.metadata.storedCopy, now: now, listed: listedVersion) {
    case .useStored: return .success(useStored(request))
    case .revalidate(let headers): return download(request, headers: headers)
    case .download: return download(request, headers: [:])
    }
  }

  // MARK: - Private

  /// One call of `fetch`, as the private steps need it.
  private struct FetchRequest {
    /// The URL, parsed (libcurl is given its `absoluteString`).
    var url: URL
    /// The URL as given, or the name it is cached as (the cache key and the metadata use it verbatim).
    var text: String
    /// `DiskCachePolicy.key(for: text)`.
    var key: String
    /// The cached copy found before the request, if any.
    var stored: (metadata: CacheEntryMetadata, path: String)?
    /// The login to give when asked, and who is told when the server refuses it.
    var login: DAVLogin?
    var refused: (@Sendable () -> Void)?
    /// A certificate authority to trust beside the system's.
    var caFile: String?
    /// The version the photo's listing gave it this run, recorded with the copy.
    var listedVersion: UInt64?
    /// The caller's progress callback.
    var progress: @Sendable (Int64, Int64?) -> Void
  }

  /// Downloads into a new file (in the cache, or the temporary folder when the cache cannot be written) and
  /// decides what the response means.
  private func download(_ request: FetchRequest, headers: [String: String]) -> Result<String, PhotoLoadError> {
    if let missing = loadLibrary() {
      return storedOrFailure(request, reason: NetworkErrorText.libcurlMissing(missing), status: nil)
    }
    var temp: PhotoCacheStore.TempFile
    switch store.makeTempFile(key: request.key) {
    case .success(let file): temp = file
    case .failure(let error): return .failure(error)
    }
    var outcome = transfer(request, headers: headers, into: temp.fileDescriptor)
    if case .writeFailed(let errno) = outcome.stop, temp.inCache {
      // The cache filled up (or went read-only) mid-download: once more, into the temporary folder.
      store.discard(temp)
      store.cacheIsUnwritable(reason: String(cString: strerror(errno)))
      switch store.makeScratchFile(key: request.key) {
      case .success(let file): temp = file
      case .failure(let error): return .failure(error)
      }
      outcome = transfer(request, headers: headers, into: temp.fileDescriptor)
    }
    let result = conclude(request, outcome: outcome, temp: temp)
    // The temporary file is renamed by a commit; otherwise (304, stored copy, error) it goes. It is handed out
    // as is only when the cache refused the rename.
    if result != .success(temp.path) { store.discard(temp) }
    return result
  }

  /// Runs one request on this thread, writing a 2xx body to `fileDescriptor` (closed on return), until it
  /// completes, is stopped, or the server stays silent for `timeout` seconds.
  private func transfer(
    _ request: FetchRequest, headers: [String: String], into fileDescriptor: Int32
  ) -> DownloadTransfer.Outcome {
    var settings = DownloadTransfer.Settings(
      maxBytes: maxDownloadBytes, maxRedirects: Tuning.Network.maxRedirects, timeout: timeout,
      maxTransferTime: Tuning.Network.maxTransferTime, headers: headers)
    settings.login = request.login
    settings.caFile = request.caFile
    return run(request.url.absoluteString, settings: settings, into: fileDescriptor, progress: request.progress)
  }

  /// Runs `url` as `settings` say on this thread, the body into `fileDescriptor` (closed on return). A login to a
  /// server that offered Basic alone goes with the first request from then on (`BasicLogins`).
  func run(
    _ url: String, settings: DownloadTransfer.Settings, into fileDescriptor: Int32,
    progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) -> DownloadTransfer.Outcome {
    var settings = settings
    let server = settings.login.flatMap { BasicLogins.server(of: url, as: $0) }
    if let server { settings.basicAtOnce = basicLogins.contains(server) }
    let outcome = transfer(url, settings: settings, into: fileDescriptor, progress: progress)
    if let server { basicLogins.learn(from: outcome, server: server) }
    return outcome
  }

  /// `run`'s transfer.
  private func transfer(
    _ url: String, settings: DownloadTransfer.Settings, into fileDescriptor: Int32,
    progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) -> DownloadTransfer.Outcome {
    let transfer = DownloadTransfer(fileDescriptor: fileDescriptor, settings: settings, progress: progress)
    var outcome: DownloadTransfer.Outcome
    if let pair = handles.take() {
      outcome = transfer.run(url: url, handles: pair)
      handles.giveBack(pair)
    } else {
      let failure = DownloadTransfer.Failure(code: CURLE_FAILED_INIT, detail: "libcurl could not make a handle")
      outcome = DownloadTransfer.Outcome(
        response: nil, bytesWritten: 0, expectedBytes: nil, stop: nil, failure: failure)
    }
    if let closeFailure = transfer.closeFile(), outcome.stop == nil { outcome.stop = .writeFailed(errno: closeFailure) }
    return outcome
  }

  /// What a finished transfer means: a new copy, the stored copy (304, or the server failing), or an error.
  private func conclude(
    _ request: FetchRequest, outcome: DownloadTransfer.Outcome, temp: PhotoCacheStore.TempFile
  ) -> Result<String, PhotoLoadError> {
    if let stop = outcome.stop, let reason = NetworkErrorText.stopped(stop, timeout: timeout, limit: maxDownloadBytes) {
      switch stop {
      // A body too large, or one that could not be saved: the copy kept is no answer to that.
      case .tooLarge, .writeFailed: return .failure(.network(reason: reason))
      default: return storedOrFailure(request, reason: reason, status: nil)
      }
    }
    guard let response = outcome.response else {
      let reason = outcome.failure.map { transportText($0) } ?? "no response"
      return storedOrFailure(request, reason: reason, status: nil)
    }
    let status = response.status
    let now = Date().timeIntervalSince1970
    if status == 304, let stored = request.stored {
      var metadata = stored.metadata
      metadata.validatedAt = now
      metadata.lastUsed = now
      metadata.freshFor = DiskCachePolicy.freshnessLifetime(cacheControl: response.value(for: "Cache-Control"))
      if let etag = response.value(for: "ETag") { metadata.etag = etag }
      if let lastModified = response.value(for: "Last-Modified") { metadata.lastModified = lastModified }
      metadata.listedVersion = request.listedVersion
      store.update(metadata)
      request.progress(metadata.bytes, metadata.bytes)
      return .success(stored.path)
    }
    guard (200..<300).contains(status) else {
      return storedOrFailure(request, reason: NetworkErrorText.http(status: status), status: status)
    }
    // A short body first, in numbers (libcurl's CURLE_PARTIAL_FILE would only say "connection lost").
    if let expected = outcome.expectedBytes, outcome.bytesWritten != expected {
      let reason = NetworkErrorText.cutShort(received: outcome.bytesWritten, expected: expected)
      return storedOrFailure(request, reason: reason, status: nil)
    }
    if let failure = outcome.failure {
      return storedOrFailure(request, reason: transportText(failure), status: nil)
    }
    let metadata = CacheEntryMetadata(
      url: request.text, fileName: DiskCachePolicy.bodyFileName(for: request.text), bytes: outcome.bytesWritten,
      etag: response.value(for: "ETag"), lastModified: response.value(for: "Last-Modified"), validatedAt: now,
      freshFor: DiskCachePolicy.freshnessLifetime(cacheControl: response.value(for: "Cache-Control")),
      lastUsed: now, listedVersion: request.listedVersion)
    let path = store.commit(temp, metadata: metadata)
    if temp.inCache { evictSparing(request.key) }
    return .success(path)
  }

  /// A libcurl failure in words.
  func transportText(_ failure: DownloadTransfer.Failure) -> String {
    NetworkErrorText.transport(failure.code, detail: failure.detail, timeout: timeout)
  }

  /// The stored copy when there is one and the failure (`status`, nil for no usable response) allows it;
  /// else the error `reason`.
  private func storedOrFailure(_ request: FetchRequest, reason: String, status: Int?) -> Result<String, PhotoLoadError>
  {
    if status == 401 { request.refused?() }
    guard request.stored != nil, DiskCachePolicy.shouldUseStoredCopy(afterStatus: status) else {
      return .failure(.network(reason: reason))
    }
    Log.info("\(request.text): \(reason); showing the cached copy")
    return .success(useStored(request))
  }

  /// Hands out the stored copy, recording the use.
  private func useStored(_ request: FetchRequest) -> String {
    guard let stored = request.stored else { preconditionFailure("no stored copy") }
    var metadata = stored.metadata
    metadata.lastUsed = Date().timeIntervalSince1970
    store.update(metadata)
    request.progress(metadata.bytes, metadata.bytes)
    return stored.path
  }

  /// Waits until no other fetch of `key` runs, then marks it running.
  func claim(_ key: String) {
    busy.lock()
    while busyKeys.contains(key) { busy.wait() }
    busyKeys.insert(key)
    busy.unlock()
  }

  /// Marks `key` no longer running.
  func release(_ key: String) {
    busy.lock()
    busyKeys.remove(key)
    settledKeys.remove(key)
    busy.broadcast()
    busy.unlock()
  }

  /// Marks `key`'s entry final and trims the cache, sparing `key` and the entries other fetches are still
  /// writing or revalidating, as they stand once the eviction runs (a fetch that committed while this one waited
  /// for an earlier eviction is spared no longer: sparing it left the cache over its limit).
  func evictSparing(_ key: String) {
    busy.withLock { _ = settledKeys.insert(key) }
    store.evict { [self] in
      busy.withLock { busyKeys.subtracting(settledKeys).union([key]) }
    }
  }
}
