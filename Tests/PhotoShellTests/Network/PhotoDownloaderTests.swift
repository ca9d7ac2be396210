import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// The downloader against a loopback server: success and the disk cache, revalidation, errors in words,
/// progress, the stale copy when the server is down, eviction, and an unwritable cache directory.
@Suite struct PhotoDownloaderTests {
  /// A small "photo": a JPEG signature and a pattern, 2000 bytes.
  static let smallPhoto: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + (0..<1996).map { UInt8(truncatingIfNeeded: $0 &* 7) }
  /// A large body: 4 MiB of a pattern (filled through a buffer: a `map` over 4 M elements is slow in debug).
  static let largePhoto: [UInt8] = [UInt8](unsafeUninitializedCapacity: 4 << 20) { buffer, count in
    for i in 0..<buffer.count { buffer[i] = UInt8(truncatingIfNeeded: (i >> 3) ^ i) }
    count = buffer.count
  }

  /// The routes of the brief, plus a few for the stale-copy rules.
  @Sendable static func route(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    switch request.path {
    case "/ok.jpg":
      return .init(status: 200, headers: [("ETag", "\"ok-1\""), ("Content-Type", "image/jpeg")], body: smallPhoto)
    case "/large":
      return .init(status: 200, headers: [("Content-Type", "image/jpeg")], body: largePhoto, chunkSize: 64 << 10)
    case "/slow":
      return .init(status: 200, headers: [("Content-Length", "1000")], stallAfterHeaders: 5)
    case "/missing":
      return .init(status: 404, body: Array("no such photo".utf8))
    case "/loop":
      return .init(status: 302, headers: [("Location", "/loop")])
    case "/redirect":
      return .init(status: 302, headers: [("Location", "/ok.jpg")])
    case "/etag":
      // Always revalidated (no-cache); 304 when the client has the current version.
      if request.headers["if-none-match"] == "\"etag-1\"" {
        return .init(status: 304, headers: [("ETag", "\"etag-1\""), ("Cache-Control", "no-cache")])
      }
      return .init(status: 200, headers: [("ETag", "\"etag-1\""), ("Cache-Control", "no-cache")], body: smallPhoto)
    case "/flaky":
      // Fine once, then the server fails.
      if request.number == 1 { return .init(status: 200, headers: [("Cache-Control", "no-cache")], body: smallPhoto) }
      return .init(status: 503)
    case "/gone":
      // Fine once, then the photo is deleted.
      if request.number == 1 { return .init(status: 200, headers: [("Cache-Control", "no-cache")], body: smallPhoto) }
      return .init(status: 404)
    case "/truncated":
      return .init(status: 200, body: smallPhoto, sendOnly: 500)
    default:
      return .init(status: 404)
    }
  }

  /// A fresh folder under $TMPDIR, removed by `cleanUp`.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "sdlphoto-net-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func cleanUp(_ path: String) {
    _ = chmod(path, 0o755)
    try? FileManager.default.removeItem(atPath: path)
  }

  static func bytes(at path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  static let ignoreProgress: @Sendable (Int64, Int64?) -> Void = { _, _ in }

  /// A server, a cache folder and a downloader over it, for one test.
  struct Fixture {
    let server: LoopbackHTTPServer
    let cache: String
    let downloader: PhotoDownloader

    init(
      timeout: Double = 5, maxCacheBytes: Int = 64 << 20, maxDownloadBytes: Int64 = Tuning.Network.maxDownloadBytes,
      routes: @escaping LoopbackHTTPServer.Handler = PhotoDownloaderTests.route
    ) throws {
      server = try LoopbackHTTPServer(handler: routes)
      cache = try PhotoDownloaderTests.temporaryFolder() + "/photos"
      downloader = PhotoDownloader(
        cacheDirectory: cache, maxCacheBytes: maxCacheBytes, timeout: timeout, maxDownloadBytes: maxDownloadBytes)
    }

    func url(_ path: String) -> String { server.baseURL + path }

    func fetch(_ path: String) -> Result<String, PhotoLoadError> {
      downloader.fetch(url(path), progress: PhotoDownloaderTests.ignoreProgress)
    }

    func tearDown() {
      server.stop()
      PhotoDownloaderTests.cleanUp((cache as NSString).deletingLastPathComponent)
    }
  }

  // MARK: - Success and the cache

  @Test("a photo is downloaded into the cache, and a fresh copy is used without asking again")
  func successThenFreshCopy() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let first = try f.fetch("/ok.jpg").get()
    #expect(first.hasPrefix(f.cache + "/"))
    #expect(first.hasSuffix(".jpg"))
    #expect(Self.bytes(at: first) == Self.smallPhoto)
    let second = try f.fetch("/ok.jpg").get()
    #expect(second == first)
    #expect(f.server.requestCount("/ok.jpg") == 1)  // fresh for Tuning.DiskCache.defaultFreshness: not asked again
  }

  @Test("a stale copy is revalidated with If-None-Match and a 304 keeps it, across downloader instances")
  func etagRevalidation() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let first = try f.fetch("/etag").get()
    let second = try f.fetch("/etag").get()
    #expect(second == first)
    #expect(Self.bytes(at: second) == Self.smallPhoto)
    // The next run of the program (a new downloader on the same folder) revalidates the same way.
    let again = PhotoDownloader(cacheDirectory: f.cache, maxCacheBytes: 64 << 20, timeout: 5)
    #expect(again.fetch(f.url("/etag"), progress: Self.ignoreProgress) == .success(first))
    #expect(f.server.requestCount("/etag") == 3)
    #expect(f.server.bodiesSent("/etag") == 1)  // the body crossed the wire once
  }

  @Test("a redirect is followed and the photo cached under the URL asked for")
  func redirectFollowed() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let path = try f.fetch("/redirect").get()
    #expect(Self.bytes(at: path) == Self.smallPhoto)
    #expect(f.server.requestCount("/redirect") == 1)
    #expect(f.server.requestCount("/ok.jpg") == 1)
    #expect((path as NSString).lastPathComponent.hasPrefix(DiskCachePolicy.key(for: f.url("/redirect"))))
  }

  @Test("progress is monotonic and ends at the total; the large body is intact on disk")
  func progressOfALargeDownload() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let reports = ProgressReports()
    let path = try f.downloader.fetch(f.url("/large"), progress: { reports.append($0, $1) }).get()
    let total = Int64(Self.largePhoto.count)
    let seen = reports.all
    #expect(seen.count > 1)
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.0 <= $1.0 })
    #expect(seen.allSatisfy { $0.1 == total })
    #expect(seen.last?.0 == total)
    #expect(Self.bytes(at: path) == Self.largePhoto)
  }

  @Test("two threads fetching the same URL make one request")
  func concurrentFetchesOfOneURL() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let results = FetchResults()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in results.append(f.fetch("/ok.jpg")) }
    let all = results.all
    #expect(all.count == 4)
    #expect(Set(all.compactMap { try? $0.get() }).count == 1)
    #expect(f.server.requestCount("/ok.jpg") == 1)
  }

  // MARK: - Errors in words

  @Test("404 -> HTTP 404 Not Found")
  func notFound() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    #expect(f.fetch("/missing") == .failure(.network(reason: "HTTP 404 Not Found")))
    #expect(
      UserText.message(for: PhotoLoadError.network(reason: "HTTP 404 Not Found")) == "network error: HTTP 404 Not Found"
    )
  }

  /// (When it stops is `DownloadTransferTests`', on the transfer's own clock.)
  @Test("a server that stalls after the headers -> timed out after 1 s")
  func slowServerTimesOut() throws {
    let f = try Fixture(timeout: 1)
    defer { f.tearDown() }
    #expect(f.fetch("/slow") == .failure(.network(reason: "timed out after 1 s")))
  }

  @Test("a redirect loop -> too many redirects, after exactly the redirect limit")
  func redirectLoop() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    #expect(f.fetch("/loop") == .failure(.network(reason: "too many redirects")))
    #expect(f.server.requestCount("/loop") == Tuning.Network.maxRedirects + 1)
  }

  @Test("a closed port -> connection refused")
  func connectionRefused() throws {
    let cache = try Self.temporaryFolder()
    defer { Self.cleanUp(cache) }
    let downloader = PhotoDownloader(cacheDirectory: cache, maxCacheBytes: 1 << 20, timeout: 5)
    let url = "http://127.0.0.1:\(LoopbackService.freePort())/ok.jpg"
    #expect(downloader.fetch(url, progress: Self.ignoreProgress) == .failure(.network(reason: "connection refused")))
  }

  @Test("other schemes and malformed URLs are refused without a request")
  func unsupportedScheme() {
    let downloader = PhotoDownloader(cacheDirectory: nil, maxCacheBytes: 0)
    #expect(
      downloader.fetch("ftp://127.0.0.1/a.jpg", progress: Self.ignoreProgress)
        == .failure(.network(reason: "unsupported URL scheme 'ftp'")))
    #expect(
      downloader.fetch("file:///etc/passwd", progress: Self.ignoreProgress)
        == .failure(.network(reason: "unsupported URL scheme 'file'")))
    #expect(downloader.fetch("not a url", progress: Self.ignoreProgress) == .failure(.network(reason: "invalid URL")))
  }

  @Test("a body over the download limit is refused")
  func tooLarge() throws {
    let f = try Fixture(maxDownloadBytes: 1 << 20)
    defer { f.tearDown() }
    #expect(f.fetch("/large") == .failure(.network(reason: "larger than the 1 MB download limit")))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: f.cache))?.isEmpty ?? true)  // no leftovers
  }

  @Test("a connection closed before the announced length is an error, and nothing is cached")
  func cutShort() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    guard case .failure(.network(let reason)) = f.fetch("/truncated") else {
      Issue.record("a truncated body was accepted")
      return
    }
    #expect(reason == "download cut short (500 of 2000 bytes)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: f.cache))?.isEmpty ?? true)
  }

  // MARK: - Stale copies

  @Test("server down after a successful fetch: the stale copy is shown")
  func serverDownUsesStaleCopy() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let first = try f.fetch("/etag").get()
    f.server.stop()  // connections are now refused
    #expect(f.fetch("/etag") == .success(first))
    #expect(Self.bytes(at: first) == Self.smallPhoto)
  }

  @Test("a failing server (503) also falls back to the stale copy; a 404 does not")
  func serverErrorUsesStaleCopyButNotFoundDoesNot() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let flaky = try f.fetch("/flaky").get()
    #expect(f.fetch("/flaky") == .success(flaky))
    _ = try f.fetch("/gone").get()
    #expect(f.fetch("/gone") == .failure(.network(reason: "HTTP 404 Not Found")))
  }

  // MARK: - Size limit

  @Test("eviction keeps the cache under its budget, least recently used first")
  func evictionKeepsTheBudget() throws {
    let budget = 8000  // three small photos with their metadata, not four
    let f = try Fixture(maxCacheBytes: budget)
    defer { f.tearDown() }
    var paths: [String] = []
    for n in 1...6 {
      paths.append(try f.fetch("/ok.jpg?n=\(n)").get())
      #expect(f.downloader.store.totalBytes() <= Int64(budget))
    }
    #expect(FileManager.default.fileExists(atPath: paths[5]))  // the newest stays
    #expect(FileManager.default.fileExists(atPath: paths[4]))
    #expect(!FileManager.default.fileExists(atPath: paths[0]))  // the oldest went
    #expect(!FileManager.default.fileExists(atPath: paths[1]))
  }

  @Test("a partial download left by an earlier run's crash is deleted at the first eviction; a fresh one is not")
  func abandonedPartialDownloads() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    try FileManager.default.createDirectory(atPath: f.cache, withIntermediateDirectories: true)
    let old = f.cache + "/0123456789abcdef.part-DEADBEEF"
    let recent = f.cache + "/fedcba9876543210.part-CAFEBABE"
    #expect(FileManager.default.createFile(atPath: old, contents: Data(count: 100)))
    #expect(FileManager.default.createFile(atPath: recent, contents: Data(count: 100)))
    let twoHoursAgo = Date(timeIntervalSinceNow: -2 * 3600)
    try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: old)
    _ = try f.fetch("/ok.jpg?n=1").get()
    #expect(!FileManager.default.fileExists(atPath: old))
    #expect(FileManager.default.fileExists(atPath: recent))
  }

  @Test("an eviction reads the cache folder once, and again only when what was committed since may pass the budget")
  func evictionScansOnlyPastTheBudget() throws {
    let budget = 8000  // three small photos with their metadata, not four
    let f = try Fixture(maxCacheBytes: budget)
    defer { f.tearDown() }
    _ = try f.fetch("/ok.jpg?n=1").get()
    // An old file laid in the folder behind the store's back: a scan now would evict it (with it the cache is over
    // its budget), but the commits since the last scan stay within the budget, so none is made...
    let stray = f.cache + "/0123456789abcdef.jpg"
    #expect(FileManager.default.createFile(atPath: stray, contents: Data(count: 4000)))
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: stray)
    _ = try f.fetch("/ok.jpg?n=2").get()
    #expect(FileManager.default.fileExists(atPath: stray))
    // ...until they may pass it: then the folder is read again and the oldest goes.
    _ = try f.fetch("/ok.jpg?n=3").get()
    _ = try f.fetch("/ok.jpg?n=4").get()
    #expect(!FileManager.default.fileExists(atPath: stray))
    #expect(f.downloader.store.totalBytes() <= Int64(budget))
  }

  @Test("damaged metadata counts as no copy: the photo is downloaded again")
  func damagedMetadata() throws {
    let f = try Fixture()
    defer { f.tearDown() }
    let path = try f.fetch("/ok.jpg").get()
    let key = DiskCachePolicy.key(for: f.url("/ok.jpg"))
    try Data("{not json".utf8).write(to: URL(fileURLWithPath: f.cache + "/" + key + ".json"))
    #expect(f.fetch("/ok.jpg") == .success(path))
    #expect(f.server.requestCount("/ok.jpg") == 2)
  }

  // MARK: - Unwritable cache

  @Test("a cache path under a regular file (not creatable) falls back to a temporary file")
  func cacheUnderAFileFallsBack() throws {
    let folder = try Self.temporaryFolder()
    defer { Self.cleanUp(folder) }
    let blocker = folder + "/not-a-folder"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    let server = try LoopbackHTTPServer(handler: Self.route)
    defer { server.stop() }
    let downloader = PhotoDownloader(cacheDirectory: blocker + "/photos", maxCacheBytes: 1 << 20, timeout: 5)
    let path = try downloader.fetch(server.baseURL + "/ok.jpg", progress: Self.ignoreProgress).get()
    #expect(!path.hasPrefix(blocker))
    #expect(path.hasPrefix(NSTemporaryDirectory()))
    #expect(Self.bytes(at: path) == Self.smallPhoto)
    // And again (nothing cached, so downloaded again, still fine).
    let again = try downloader.fetch(server.baseURL + "/ok.jpg", progress: Self.ignoreProgress).get()
    #expect(Self.bytes(at: again) == Self.smallPhoto)
    #expect(server.requestCount("/ok.jpg") == 2)
  }

  @Test("a read-only cache folder is tolerated (as root chmod does not bind; the fetch still succeeds)")
  func readOnlyCacheFolder() throws {
    let folder = try Self.temporaryFolder()
    defer { Self.cleanUp(folder) }
    #expect(chmod(folder, 0o555) == 0)
    let server = try LoopbackHTTPServer(handler: Self.route)
    defer { server.stop() }
    let downloader = PhotoDownloader(cacheDirectory: folder, maxCacheBytes: 1 << 20, timeout: 5)
    let path = try downloader.fetch(server.baseURL + "/ok.jpg", progress: Self.ignoreProgress).get()
    #expect(Self.bytes(at: path) == Self.smallPhoto)
    if getuid() != 0 { #expect(!path.hasPrefix(folder)) }
  }

  @Test("without a cache directory downloads go to a private temporary folder, never reused")
  func noCacheDirectory() throws {
    let server = try LoopbackHTTPServer(handler: Self.route)
    defer { server.stop() }
    let downloader = PhotoDownloader(cacheDirectory: nil, maxCacheBytes: 0, timeout: 5)
    let path = try downloader.fetch(server.baseURL + "/ok.jpg", progress: Self.ignoreProgress).get()
    #expect(path.hasPrefix(NSTemporaryDirectory()))
    #expect(Self.bytes(at: path) == Self.smallPhoto)
    _ = try downloader.fetch(server.baseURL + "/ok.jpg", progress: Self.ignoreProgress).get()
    #expect(server.requestCount("/ok.jpg") == 2)
  }

  // MARK: - Where the cache lives

  @Test("the cache is under $XDG_CACHE_HOME when absolute, else ~/.cache")
  func defaultCacheDirectory() {
    #expect(
      PhotoDownloader.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me/", "HOME": "/home/me"])
        == "/var/cache/me/sdlphoto/photos")
    #expect(
      PhotoDownloader.defaultCacheDirectory(environment: ["HOME": "/home/me"]) == "/home/me/.cache/sdlphoto/photos")
    #expect(
      PhotoDownloader.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": "/home/me"])
        == "/home/me/.cache/sdlphoto/photos")
    #expect(PhotoDownloader.defaultCacheDirectory(environment: [:]) == nil)
  }
}

/// Progress reports collected across threads.
final class ProgressReports: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [(Int64, Int64?)] = []

  /// Records one report.
  func append(_ received: Int64, _ expected: Int64?) {
    lock.lock()
    values.append((received, expected))
    lock.unlock()
  }

  /// Every report so far, in order.
  var all: [(Int64, Int64?)] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}

/// Fetch results collected across threads.
final class FetchResults: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Result<String, PhotoLoadError>] = []

  /// Records one result.
  func append(_ result: Result<String, PhotoLoadError>) {
    lock.lock()
    values.append(result)
    lock.unlock()
  }

  /// Every result so far.
  var all: [Result<String, PhotoLoadError>] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
