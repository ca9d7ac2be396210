import Foundation
import Testing

@testable import PhotoShell

/// One transfer on its own (what `PhotoDownloader` cannot lower for a test): the backstop on the whole
/// transfer's time, and the handles going back to the pool for the next transfer.
@Suite struct DownloadTransferTests {
  /// Runs one transfer of `path` on the test server into /dev/null with `settings`; its outcome and how long
  /// it took, seconds.
  static func run(
    _ path: String, on server: LoopbackHTTPServer, pool: CurlHandlePool, settings: DownloadTransfer.Settings
  ) throws -> (outcome: DownloadTransfer.Outcome, seconds: Double) {
    let handles = try #require(pool.take())
    defer { pool.giveBack(handles) }
    let transfer = DownloadTransfer(
      fileDescriptor: open("/dev/null", O_WRONLY), settings: settings, progress: { _, _ in })
    defer { _ = transfer.closeFile() }
    let start = Date()
    let outcome = transfer.run(url: server.baseURL + path, handles: handles)
    return (outcome, Date().timeIntervalSince(start))
  }

  static func settings(timeout: Double, maxTransferTime: Double) -> DownloadTransfer.Settings {
    DownloadTransfer.Settings(
      maxBytes: 1 << 20, maxRedirects: 10, timeout: timeout, maxTransferTime: maxTransferTime, headers: [:])
  }

  @Test("the whole transfer's limit stops a server that stalls, before the inactivity timeout")
  func maxTransferTime() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    let run = try Self.run(
      "/slow", on: server, pool: pool, settings: Self.settings(timeout: 10, maxTransferTime: 0.5))
    #expect(run.outcome.stop == .timedOut)
    #expect(run.outcome.response?.status == 200)
    #expect(run.seconds >= 0.4 && run.seconds < 2)
  }

  @Test("the inactivity timeout ends a silent server on time, not on a one-second tick")
  func inactivityTimeout() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    let run = try Self.run(
      "/slow", on: server, pool: pool, settings: Self.settings(timeout: 0.3, maxTransferTime: 60))
    #expect(run.outcome.stop == .timedOut)
    #expect(run.seconds >= 0.25 && run.seconds < 0.9)
  }

  @Test("handles given back are reused: a second transfer on them succeeds with fresh options")
  func handlesReused() throws {
    #expect(CurlLibrary.load() == nil)
    let server = try LoopbackHTTPServer(handler: PhotoDownloaderTests.route)
    defer { server.stop() }
    let pool = CurlHandlePool()
    let first = try Self.run(
      "/missing", on: server, pool: pool, settings: Self.settings(timeout: 5, maxTransferTime: 60))
    #expect(first.outcome.response?.status == 404)
    let second = try Self.run(
      "/ok.jpg", on: server, pool: pool, settings: Self.settings(timeout: 5, maxTransferTime: 60))
    #expect(second.outcome.response?.status == 200)
    #expect(second.outcome.stop == nil)
    #expect(second.outcome.failure == nil)
    #expect(second.outcome.bytesWritten == Int64(PhotoDownloaderTests.smallPhoto.count))
  }
}
