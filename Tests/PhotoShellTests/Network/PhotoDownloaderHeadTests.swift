import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// A photo's head read by range (`PhotoDownloader+Head`): kept as the listed version and read from there, taken
/// from the whole copy where the cache has it, refused from a server that sends the whole photo, and not asked of
/// a server that just failed to answer one for a while (`SilentServers`).
@Suite struct PhotoDownloaderHeadTests {
  static let photo = PhotoDownloaderTests.largePhoto
  static let count = 4096

  /// `/ranged` answers `Range: bytes=0-N` with a 206 of those bytes; `/whole` ignores ranges; `/slow` stalls.
  @Sendable static func route(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    switch request.path {
    case "/ranged":
      guard let range = request.headers["range"], range.hasPrefix("bytes=0-"), let last = Int(range.dropFirst(8))
      else { return .init(status: 200, body: photo) }
      let end = min(last + 1, photo.count)
      return .init(
        status: 206, headers: [("Content-Range", "bytes 0-\(end - 1)/\(photo.count)")], body: Array(photo[0..<end]))
    case "/whole":
      return .init(status: 200, body: photo)
    case "/slow":
      return .init(status: 206, headers: [("Content-Length", "4096")], stallAfterHeaders: 5)
    default:
      return .init(status: 404)
    }
  }

  static func head(_ f: PhotoDownloaderTests.Fixture, _ path: String, version: UInt64? = 1) -> [UInt8]? {
    f.downloader.head(named: f.url(path), count: count, version: version) {
      PhotoDownloader.RangeTarget(url: f.url(path), login: nil)
    }
  }

  @Test func aHeadIsReadOnceByRangeAndKeptAsItsVersion() throws {
    let f = try PhotoDownloaderTests.Fixture(routes: Self.route)
    defer { f.tearDown() }
    #expect(Self.head(f, "/ranged") == Array(Self.photo[0..<Self.count]))
    #expect(Self.head(f, "/ranged") == Array(Self.photo[0..<Self.count]))
    #expect(f.server.requestCount("/ranged") == 1, "the second read from the head kept")
    // Another version (the photo rewritten on the server): asked again. No version: never asked.
    #expect(Self.head(f, "/ranged", version: 2) != nil)
    #expect(f.server.requestCount("/ranged") == 2)
    #expect(Self.head(f, "/ranged", version: nil) == nil && f.server.requestCount("/ranged") == 2)
  }

  @Test func theWholeCopyOfTheListedVersionServesWithoutARequest() throws {
    let f = try PhotoDownloaderTests.Fixture(routes: Self.route)
    defer { f.tearDown() }
    _ = try f.downloader.fetch(f.url("/whole"), listedVersion: 5, progress: PhotoDownloaderTests.ignoreProgress).get()
    #expect(Self.head(f, "/whole", version: 5) == Array(Self.photo[0..<Self.count]))
    #expect(f.server.requestCount("/whole") == 1)
  }

  @Test func aServerThatSendsTheWholePhotoGivesNoHeadAndIsAskedAgain() throws {
    let f = try PhotoDownloaderTests.Fixture(routes: Self.route)
    defer { f.tearDown() }
    #expect(Self.head(f, "/whole") == nil)
    #expect(Self.head(f, "/missing") == nil)
    // An answer, even a refusal, is no silence: the server is asked again at once.
    #expect(Self.head(f, "/whole") == nil && f.server.requestCount("/whole") == 2)
  }

  @Test func aServerThatDoesNotAnswerAHeadIsAskedForNoOtherAWhile() throws {
    let f = try PhotoDownloaderTests.Fixture(timeout: 0.5, routes: Self.route)
    defer { f.tearDown() }
    #expect(Self.head(f, "/slow") == nil)
    #expect(Self.head(f, "/ranged") == nil, "paused: another photo of that server is read whole meanwhile")
    #expect(f.server.requestCount("/slow") == 1 && f.server.requestCount("/ranged") == 0)
  }

  @Test func silentServersResumeAfterThePauseOrOnceOneAnswers() {
    let servers = SilentServers()
    #expect(servers.mayAsk("h:1", at: 0))
    servers.silent("h:1", at: 10)
    #expect(!servers.mayAsk("h:1", at: 10) && !servers.mayAsk("h:1", at: 10 + Tuning.Network.headPause - 0.001))
    #expect(servers.mayAsk("h:1", at: 10 + Tuning.Network.headPause) && servers.mayAsk("h:2", at: 10))
    servers.silent("h:1", at: 20)
    servers.answered("h:1")
    #expect(servers.mayAsk("h:1", at: 20))
    #expect(SilentServers.server(of: "http://127.0.0.1:8080/a.jpg") == "127.0.0.1:8080")
  }
}
