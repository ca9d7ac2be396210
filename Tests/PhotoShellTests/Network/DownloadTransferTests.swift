import Foundation
import PhotoCore
import Testing

@testable import PhotoShell

/// One transfer on its own (what `PhotoDownloader` cannot lower for a test): the backstop on the whole
/// transfer's time, the inactivity timeout on the transfer's own clock, and the handles going back to the pool
/// for the next transfer. No figure here is a real time: a busy machine makes none of them fail.
@Suite struct DownloadTransferTests {
  /// A clock that moves `step` seconds each time it is read.
  final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0
    private let step: Double
    init(step: Double) { self.step = step }
    func read() -> Double {
      lock.lock()
      defer { lock.unlock() }
      now += step
      return now
    }
  }

  /// Runs one transfer of `path` on the test server into /dev/null with `settings`; its outcome.
  static func run(
    _ path: String, on server: LoopbackHTTPServer, pool: CurlHandlePool, settings: DownloadTransfer.Settings
  ) throws -> DownloadTransfer.Outcome {
    let handles = try #require(pool.take())
    defer { pool.giveBack(handles) }
    let transfer = DownloadTransfer(
      fileDescriptor: open("/dev/null", O_WRONLY), settings: settings, progress: { _, _ in })
    defer { _ = transfer.closeFile() }
    return transfer.run(url: server.baseURL + path, handles: handles)
  }

  static func settings(
    timeout: Double, maxTransferTime: Double,
    clock: @escaping @Sendable () -> Double = DownloadTransfer.monotonicSeconds
  ) -> DownloadTransfer.Settings {
    DownloadTransfer.Settings(
      maxBytes: 1 << 20, maxRedirects: 10, timeout: timeout, maxTransferTime: maxTransferTime, headers: [:],
      clock: clock)
  }

  @Test("the inactivity rule: stop at the timeout, else poll until the deadline, rounded up, 1 ms to 1 s")
  func inactivityRule() {
    typealias Inactivity = DownloadTransfer.Inactivity
    #expect(Inactivity(idle: 0, timeout: 0.3) == .poll(milliseconds: 300))
    #expect(Inactivity(idle: 0.2995, timeout: 0.3) == .poll(milliseconds: 1))
    #expect(Inactivity(idle: 0.1, timeout: 0.3) == .poll(milliseconds: 200))
    #expect(Inactivity(idle: 0, timeout: 30) == .poll(milliseconds: 1000))
    #expect(Inactivity(idle: 29.5, timeout: 30) == .poll(milliseconds: 500))
    #expect(Inactivity(idle: 0.3, timeout: 0.3) == .stop)
    #expect(Inactivity(idle: 5, timeout: 0.3) == .stop)
  }

  @Test("the whole transfer's limit stops a server that stalls, before the inactivity timeout")
  func maxTransferTime() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    // The transfer's clock stands still: the inactivity timeout never comes, so only the backstop can stop it.
    let run = try Self.run(
      "/slow", on: server, pool: pool, settings: Self.settings(timeout: 10, maxTransferTime: 0.5, clock: { 0 }))
    #expect(run.stop == .timedOut)
    #expect(run.response?.status == 200)
  }

  @Test("the inactivity timeout ends a silent server on the transfer's clock, long before the backstop")
  func inactivityTimeout() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    // Each reading of the transfer's clock is 0.1 s later: a few polls after the last byte, 0.3 s have passed.
    let clock = SteppingClock(step: 0.1)
    let run = try Self.run(
      "/slow", on: server, pool: pool,
      settings: Self.settings(timeout: 0.3, maxTransferTime: 600, clock: { clock.read() }))
    #expect(run.stop == .timedOut)
    #expect(run.response?.status == 200)
  }

  @Test("handles given back are reused: a second transfer on them succeeds with fresh options")
  func handlesReused() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    let first = try Self.run(
      "/missing", on: server, pool: pool, settings: Self.settings(timeout: 5, maxTransferTime: 60))
    #expect(first.response?.status == 404)
    let second = try Self.run(
      "/ok.jpg", on: server, pool: pool, settings: Self.settings(timeout: 5, maxTransferTime: 60))
    #expect(second.response?.status == 200)
    #expect(second.stop == nil)
    #expect(second.failure == nil)
    #expect(second.bytesWritten == Int64(PhotoDownloaderTests.smallPhoto.count))
  }
}

/// A listing asked for compressed comes gzip'd where the server will, and decoded; a photo is asked for as it is.
@Suite struct CompressedListingTests {
  /// `<listing>` and "photo " a hundred times, gzip'd (Python's gzip, mtime 0): 619 bytes in 45.
  static let listing =
    Array("<listing>".utf8) + Array(repeating: Array("photo ".utf8), count: 100).flatMap { $0 }
    + Array("</listing>".utf8)
  static let gzipped: [UInt8] = [
    0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xb3, 0xc9, 0xc9, 0x2c, 0x2e, 0xc9, 0xcc, 0x4b, 0xb7,
    0x2b, 0xc8, 0xc8, 0x2f, 0xc9, 0x57, 0x18, 0x25, 0x47, 0x49, 0xea, 0x92, 0x36, 0xfa, 0xb0, 0x14, 0x06, 0x00, 0xee,
    0x3c, 0xc7, 0xf5, 0x6b, 0x02, 0x00, 0x00,
  ]

  @Test func aListingComesCompressedAndIsDecodedAndAPhotoIsAskedForAsItIs() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer { request in
      guard request.headers["accept-encoding"]?.contains("gzip") == true else {
        return .init(status: 200, headers: [("Content-Length", String(Self.listing.count))], body: Self.listing)
      }
      return .init(
        status: 200, headers: [("Content-Encoding", "gzip"), ("Content-Length", String(Self.gzipped.count))],
        body: Self.gzipped)
    }
    defer { server.stop() }
    let pool = CurlHandlePool()
    for compressed in [true, false] {
      let handles = try #require(pool.take())
      let path = NSTemporaryDirectory() + "/listing-\(UUID().uuidString)"
      var settings = DownloadTransferTests.settings(timeout: 5, maxTransferTime: 60)
      settings.acceptsCompression = compressed
      let transfer = DownloadTransfer(
        fileDescriptor: open(path, O_WRONLY | O_CREAT, 0o600), settings: settings, progress: { _, _ in })
      let outcome = transfer.run(url: server.baseURL + "/listing", handles: handles)
      _ = transfer.closeFile()
      pool.giveBack(handles)
      defer { unlink(path) }
      #expect(outcome.response?.status == 200 && outcome.failure == nil && outcome.stop == nil)
      #expect(outcome.response?.value(for: "Content-Encoding") == (compressed ? "gzip" : nil))
      #expect(Array(FileManager.default.contents(atPath: path) ?? Data()) == Self.listing, "compressed: \(compressed)")
    }
  }
}

/// What a server's `401` offers, and which servers get the login with the first request.
@Suite struct BasicLoginsTests {
  static func outcome(status: Int?, offered: Set<String>) -> DownloadTransfer.Outcome {
    let head = status.map { HTTPResponseHead(lines: ["HTTP/1.1 \($0) X", ""]) }
    return DownloadTransfer.Outcome(
      response: head, bytesWritten: 0, expectedBytes: nil, stop: nil, failure: nil, offeredLogins: offered)
  }

  @Test func aWWWAuthenticateLineNamesItsSchemeInAnyCase() {
    #expect(DownloadTransfer.loginScheme(offeredBy: "WWW-Authenticate: Basic realm=\"Nextcloud\"\r\n") == "basic")
    #expect(DownloadTransfer.loginScheme(offeredBy: "www-authenticate:Digest realm=\"x\", qop=\"auth\"") == "digest")
    #expect(DownloadTransfer.loginScheme(offeredBy: "Content-Type: text/html\r\n") == nil)
  }

  @Test func onlyAServerOfferingBasicAloneWhoseLoginPassedGetsItAtOnce() throws {
    let logins = BasicLogins()
    let server = try #require(
      BasicLogins.server(of: "https://Cloud.example/remote.php/dav", as: DAVLogin(user: "alice", password: nil)))
    #expect(server == "https://cloud.example:443 alice")
    logins.learn(from: Self.outcome(status: 207, offered: ["basic", "digest"]), server: server)
    #expect(!logins.contains(server), "Digest is offered: libcurl chooses, after the 401")
    logins.learn(from: Self.outcome(status: 401, offered: ["basic"]), server: server)
    #expect(!logins.contains(server), "the login did not pass")
    logins.learn(from: Self.outcome(status: nil, offered: ["basic"]), server: server)
    #expect(!logins.contains(server), "no answer came")
    logins.learn(from: Self.outcome(status: 207, offered: ["basic"]), server: server)
    #expect(logins.contains(server))
    #expect(!logins.contains("https://cloud.example:443 bob"), "another user learns for themselves")
    // The login sent at once was refused: asked the usual way again.
    logins.learn(from: Self.outcome(status: 401, offered: []), server: server)
    #expect(!logins.contains(server))
  }
}
