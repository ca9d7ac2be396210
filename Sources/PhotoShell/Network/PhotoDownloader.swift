import Foundation
import PhotoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches network photos (`http://`, `https://`) to local files, through an on-disk cache.
///
/// A fetch blocks its thread (decode workers call it, never the render thread). The body streams from
/// URLSession's delegate straight into a file, so a large photo never sits in memory, and progress is reported
/// as it arrives. The cache (`PhotoCacheStore`, decisions by `DiskCachePolicy`) serves fresh copies without
/// asking the server, revalidates older ones with `If-None-Match` / `If-Modified-Since`, and shows the stale
/// copy when the server is down or failing, so a photo frame keeps its album. Two fetches of the same URL
/// never run at once: the second waits and then finds the first one's copy.
///
/// Thread-safe; called from decode worker threads (blocking call).
final class PhotoDownloader: @unchecked Sendable {
  /// The cache's files.
  let store: PhotoCacheStore
  /// A download gives up when no byte arrives for this long, seconds.
  let timeout: Double
  /// Bodies larger than this are refused, bytes.
  let maxDownloadBytes: Int64

  private let delegate = DownloadSessionDelegate()
  private let session: URLSession
  private let busy = NSCondition()
  private var busyKeys: Set<String> = []

  /// A downloader caching in `cacheDirectory` (nil: no disk cache, downloads go to a temporary folder) up to
  /// `maxCacheBytes` bytes, giving up on a server silent for `timeout` seconds.
  convenience init(cacheDirectory: String?, maxCacheBytes: Int, timeout: Double = Tuning.Network.timeout) {
    self.init(
      cacheDirectory: cacheDirectory, maxCacheBytes: maxCacheBytes, timeout: timeout,
      maxDownloadBytes: Tuning.Network.maxDownloadBytes)
  }

  /// As the public initializer, with the download size limit `maxDownloadBytes` (tests lower it).
  init(cacheDirectory: String?, maxCacheBytes: Int, timeout: Double, maxDownloadBytes: Int64) {
    store = PhotoCacheStore(directory: cacheDirectory, maxBytes: Int64(maxCacheBytes))
    self.timeout = timeout
    self.maxDownloadBytes = maxDownloadBytes
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil  // sdlphoto's own cache is on disk; URLSession's would keep bodies in memory
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    // URLSession's own timer is only a backstop: the inactivity timeout is `DownloadTransfer`'s.
    configuration.timeoutIntervalForRequest = Tuning.Network.maxTransferTime
    configuration.timeoutIntervalForResource = Tuning.Network.maxTransferTime
    configuration.httpAdditionalHeaders = ["User-Agent": "sdlphoto"]
    let queue = OperationQueue()
    queue.name = "sdlphoto-download"
    queue.maxConcurrentOperationCount = 1
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.invalidateAndCancel()
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
  func fetch(_ url: String, progress: @escaping @Sendable (Int64, Int64?) -> Void) -> Result<String, PhotoLoadError> {
    guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased() else {
      return .failure(.network(reason: "invalid URL"))
    }
    guard scheme == "http" || scheme == "https" else {
      return .failure(.network(reason: NetworkErrorText.unsupportedScheme(scheme)))
    }
    guard let host = parsed.host, !host.isEmpty else { return .failure(.network(reason: "invalid URL (no host)")) }

    let key = DiskCachePolicy.key(for: url)
    claim(key)
    defer { release(key) }
    let stored = store.lookup(key: key)
    let request = FetchRequest(url: parsed, text: url, key: key, stored: stored, progress: progress)
    switch DiskCachePolicy.decision(stored: stored?.metadata.storedCopy, now: Date().timeIntervalSince1970) {
    case .useStored: return .success(useStored(request))
    case .revalidate(let headers): return download(request, headers: headers)
    case .download: return download(request, headers: [:])
    }
  }

  // MARK: - Private

  /// One call of `fetch`, as the private steps need it.
  private struct FetchRequest {
    /// The URL, parsed.
    var url: URL
    /// The URL as given (the cache key and the metadata use it verbatim).
    var text: String
    /// `DiskCachePolicy.key(for: text)`.
    var key: String
    /// The cached copy found before the request, if any.
    var stored: (metadata: CacheEntryMetadata, path: String)?
    /// The caller's progress callback.
    var progress: @Sendable (Int64, Int64?) -> Void
  }

  /// Downloads into a new file (in the cache, or the temporary folder when the cache cannot be written) and
  /// decides what the response means.
  private func download(_ request: FetchRequest, headers: [String: String]) -> Result<String, PhotoLoadError> {
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

  /// Runs one request, writing a 2xx body to `fileDescriptor` (closed on return), until it completes, is
  /// stopped, or the server stays silent for `timeout` seconds.
  private func transfer(
    _ request: FetchRequest, headers: [String: String], into fileDescriptor: Int32
  ) -> DownloadTransfer.Outcome {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Tuning.Network.maxTransferTime)
    urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let transfer = DownloadTransfer(
      fileDescriptor: fileDescriptor, maxBytes: maxDownloadBytes, maxRedirects: Tuning.Network.maxRedirects,
      progress: request.progress)
    let task = session.dataTask(with: urlRequest)
    delegate.register(transfer, forTask: task.taskIdentifier)
    let started = DispatchTime.now()
    task.resume()
    if !transfer.waitForCompletion(timeout: timeout, totalLimit: Tuning.Network.maxTransferTime, started: started) {
      task.cancel()
      transfer.waitForCancellation(seconds: 2)
    }
    delegate.unregister(task: task.taskIdentifier)
    let closeFailure = transfer.closeFile()
    var outcome = transfer.outcome
    if let closeFailure, outcome.stop == nil { outcome.stop = .writeFailed(errno: closeFailure) }
    return outcome
  }

  /// What a finished transfer means: a new copy, the stored copy (304, or the server failing), or an error.
  private func conclude(
    _ request: FetchRequest, outcome: DownloadTransfer.Outcome, temp: PhotoCacheStore.TempFile
  ) -> Result<String, PhotoLoadError> {
    switch outcome.stop {
    case .tooManyRedirects?: return storedOrFailure(request, reason: NetworkErrorText.tooManyRedirects, status: nil)
    case .timedOut?: return storedOrFailure(request, reason: NetworkErrorText.timedOut(after: timeout), status: nil)
    case .tooLarge?: return .failure(.network(reason: NetworkErrorText.tooLarge(limit: maxDownloadBytes)))
    case .writeFailed(let errno)?: return .failure(.network(reason: NetworkErrorText.cannotSave(errno: errno)))
    case .unwantedResponse?, nil: break
    }
    guard let response = outcome.response else {
      let reason = outcome.error.map { NetworkErrorText.transport($0, timeout: timeout) } ?? "no response"
      return storedOrFailure(request, reason: reason, status: nil)
    }
    let status = response.statusCode
    let now = Date().timeIntervalSince1970
    if status == 304, let stored = request.stored {
      var metadata = stored.metadata
      metadata.validatedAt = now
      metadata.lastUsed = now
      metadata.freshFor = DiskCachePolicy.freshnessLifetime(
        cacheControl: response.value(forHTTPHeaderField: "Cache-Control"))
      if let etag = response.value(forHTTPHeaderField: "ETag") { metadata.etag = etag }
      if let lastModified = response.value(forHTTPHeaderField: "Last-Modified") { metadata.lastModified = lastModified }
      store.update(metadata)
      request.progress(metadata.bytes, metadata.bytes)
      return .success(stored.path)
    }
    guard (200..<300).contains(status) else {
      return storedOrFailure(request, reason: NetworkErrorText.http(status: status), status: status)
    }
    // A short body first: curl reports it as an unspecific error (NSURLErrorUnknown).
    if let expected = outcome.expectedBytes, outcome.bytesWritten != expected {
      let reason = NetworkErrorText.cutShort(received: outcome.bytesWritten, expected: expected)
      return storedOrFailure(request, reason: reason, status: nil)
    }
    if let error = outcome.error {
      return storedOrFailure(request, reason: NetworkErrorText.transport(error, timeout: timeout), status: nil)
    }
    let metadata = CacheEntryMetadata(
      url: request.text, fileName: DiskCachePolicy.bodyFileName(for: request.text), bytes: outcome.bytesWritten,
      etag: response.value(forHTTPHeaderField: "ETag"),
      lastModified: response.value(forHTTPHeaderField: "Last-Modified"), validatedAt: now,
      freshFor: DiskCachePolicy.freshnessLifetime(cacheControl: response.value(forHTTPHeaderField: "Cache-Control")),
      lastUsed: now)
    let path = store.commit(temp, metadata: metadata)
    if temp.inCache { store.evict(protecting: busyKeysSnapshot()) }
    return .success(path)
  }

  /// The stored copy when there is one and the failure (`status`, nil for no usable response) allows it;
  /// else the error `reason`.
  private func storedOrFailure(_ request: FetchRequest, reason: String, status: Int?) -> Result<String, PhotoLoadError>
  {
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
  private func claim(_ key: String) {
    busy.lock()
    while busyKeys.contains(key) { busy.wait() }
    busyKeys.insert(key)
    busy.unlock()
  }

  /// Marks `key` no longer running.
  private func release(_ key: String) {
    busy.lock()
    busyKeys.remove(key)
    busy.broadcast()
    busy.unlock()
  }

  /// The keys being fetched now (eviction spares them).
  private func busyKeysSnapshot() -> Set<String> {
    busy.lock()
    defer { busy.unlock() }
    return busyKeys
  }
}
