import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// What the downloader puts on the wire and keeps from it (libcurl's options at work): its request headers,
/// no cookies, validators captured and sent back, protocols limited to http and https, TLS failures, parallel
/// downloads, and a viewer without libcurl.
@Suite struct PhotoDownloaderRequestTests {
  static let lastModified = "Tue, 15 Nov 1994 12:45:26 GMT"
  static let photo = PhotoDownloaderTests.smallPhoto

  /// Routes checking the request, plus validators and a redirect out of http.
  @Sendable static func route(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    switch request.path {
    case "/headers":
      // A photo only for the request sdlphoto means to send.
      let expected =
        request.headers["user-agent"] == "sdlphoto" && request.headers["accept-encoding"] == "identity"
        && request.headers["cookie"] == nil && request.method == "GET"
      return expected ? .init(status: 200, body: photo) : .init(status: 400)
    case "/set-cookie":
      return .init(status: 302, headers: [("Set-Cookie", "session=1; Path=/"), ("Location", "/headers")])
    case "/modified":
      // Always revalidated (no-cache); 304 when the client sends the date it was given.
      let fields = [("Last-Modified", lastModified), ("Cache-Control", "no-cache")]
      if request.headers["if-modified-since"] == lastModified { return .init(status: 304, headers: fields) }
      return .init(status: 200, headers: fields, body: photo)
    case "/moved-with-body":
      return .init(status: 301, headers: [("Location", "/ok.jpg")], body: Array("<p>moved</p>".utf8))
    case "/to-ftp":
      return .init(status: 302, headers: [("Location", "ftp://127.0.0.1/a.jpg")])
    case "/to-closed-port":
      return .init(status: 302, headers: [("Location", "http://127.0.0.1:\(LoopbackService.freePort())/a.jpg")])
    case "/ok.jpg":
      return .init(status: 200, headers: [("ETag", "\"ok-1\"")], body: photo)
    default:
      return PhotoDownloaderTests.route(request)
    }
  }

  typealias Fixture = PhotoDownloaderTests.Fixture

  static func fixture() throws -> Fixture { try Fixture(routes: route) }

  @Test("requests say User-Agent sdlphoto and Accept-Encoding identity; a cookie set by a redirect is not sent")
  func requestHeadersAndNoCookies() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    let path = try f.fetch("/set-cookie").get()
    #expect(PhotoDownloaderTests.bytes(at: path) == Self.photo)
    #expect(f.server.requestCount("/headers") == 1)
  }

  @Test("ETag and Last-Modified of the response are kept verbatim beside the photo")
  func validatorsCaptured() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    _ = try f.fetch("/ok.jpg").get()
    _ = try f.fetch("/modified").get()
    let ok = f.downloader.store.lookup(key: DiskCachePolicy.key(for: f.url("/ok.jpg")))?.metadata
    #expect(ok?.etag == "\"ok-1\"")
    #expect(ok?.lastModified == nil)
    #expect(ok?.bytes == Int64(Self.photo.count))
    let modified = f.downloader.store.lookup(key: DiskCachePolicy.key(for: f.url("/modified")))?.metadata
    #expect(modified?.lastModified == Self.lastModified)
    #expect(modified?.etag == nil)
  }

  @Test("a stale copy is revalidated with If-Modified-Since and a 304 keeps it")
  func lastModifiedRevalidation() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    let first = try f.fetch("/modified").get()
    let reports = ProgressReports()
    #expect(f.downloader.fetch(f.url("/modified"), progress: { reports.append($0, $1) }) == .success(first))
    #expect(f.server.requestCount("/modified") == 2)
    #expect(f.server.bodiesSent("/modified") == 1)
    let total = Int64(Self.photo.count)
    #expect(reports.all.map(\.0) == [total])  // the kept copy, reported whole
    #expect(PhotoDownloaderTests.bytes(at: first) == Self.photo)
  }

  @Test("a redirect's own body is skipped: only the final photo reaches the file")
  func redirectWithABody() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    let path = try f.fetch("/moved-with-body").get()
    #expect(PhotoDownloaderTests.bytes(at: path) == Self.photo)
  }

  @Test("a redirect to a scheme other than http or https is not followed")
  func redirectOutOfHTTP() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    #expect(f.fetch("/to-ftp") == .failure(.network(reason: "redirected to a URL that is not http or https")))
  }

  @Test("a redirect to a server that is down -> connection refused (not the redirect's 302)")
  func redirectToAServerThatIsDown() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    #expect(f.fetch("/to-closed-port") == .failure(.network(reason: "connection refused")))
  }

  @Test("https to a server that does not speak TLS -> secure connection failed")
  func tlsFailure() throws {
    let server = try LoopbackHTTPServer(greeting: Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8)) { _ in
      .init(status: 500)
    }
    defer { server.stop() }
    let downloader = PhotoDownloader(cacheDirectory: nil, maxCacheBytes: 0, timeout: 5)
    let url = "https://127.0.0.1:\(server.port)/a.jpg"
    #expect(
      downloader.fetch(url, progress: PhotoDownloaderTests.ignoreProgress)
        == .failure(.network(reason: "secure connection failed")))
  }

  @Test("eight threads downloading different photos at once all get their own bytes")
  func parallelDownloads() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    let paths = FetchResults()
    DispatchQueue.concurrentPerform(iterations: 8) { n in paths.append(f.fetch("/ok.jpg?n=\(n)")) }
    let all = paths.all.compactMap { try? $0.get() }
    #expect(Set(all).count == 8)
    #expect(all.allSatisfy { PhotoDownloaderTests.bytes(at: $0) == Self.photo })
    #expect(f.server.requestCount("/ok.jpg") == 8)
  }

  @Test("without libcurl a network photo fails saying so; cached copies, fresh or stale, still show")
  func libcurlMissing() throws {
    let f = try Self.fixture()
    defer { f.tearDown() }
    let fresh = try f.fetch("/ok.jpg").get()
    let stale = try f.fetch("/modified").get()  // no-cache: asks the server every time
    let loads = Counter()
    let reason = "libcurl.so.4: cannot open shared object file: No such file or directory"
    let without = PhotoDownloader(
      cacheDirectory: f.cache, maxCacheBytes: 64 << 20, timeout: 5,
      maxDownloadBytes: Tuning.Network.maxDownloadBytes,
      loadLibrary: {
        loads.increment()
        return reason
      })
    let ignore = PhotoDownloaderTests.ignoreProgress
    #expect(without.fetch(f.url("/ok.jpg"), progress: ignore) == .success(fresh))
    #expect(loads.value == 0)  // a fresh copy needs no network, so no libcurl
    #expect(without.fetch(f.url("/modified"), progress: ignore) == .success(stale))
    let failure = without.fetch(f.url("/redirect"), progress: ignore)
    #expect(failure == .failure(.network(reason: "network photos need libcurl (libcurl4): " + reason)))
    #expect(loads.value == 2)
    #expect(f.server.requestCount("/modified") == 1)
    #expect(f.server.requestCount("/redirect") == 0)
  }
}

/// A count shared across threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Adds one.
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  /// The count so far.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
