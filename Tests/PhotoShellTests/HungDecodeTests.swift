import Foundation
import PhotoCore
import ServiceHarness
import Testing

@testable import PhotoShell

/// A decode that never returns (a reader held on a pipe) is given up: its photo fails as timed out, a fresh
/// worker takes its place and the next photo decodes; the stuck worker ends, its result dropped, when its read
/// finally returns.
@Suite(.serialized) struct HungDecodeTests {
  @Test func aDecodeHeldOnAPipeIsGivenUpAndAFreshWorkerTakesOver() throws {
    let photos = try PhotoLoaderTests.photos(2, width: 300, height: 200)
    let (pipe, photo) = (photos[0], photos[1])
    // The first photo's read is held on a pipe nothing writes to (as a hung network mount holds a read).
    var fds: [Int32] = [0, 0]
    #expect(Foundation.pipe(&fds) == 0)
    let (reader, writer) = (fds[0], fds[1])
    let loader = PhotoLoader(workers: 1, giveUpAfter: 0.3) { request in
      guard request.path == pipe else { return }
      var byte: UInt8 = 0
      _ = read(reader, &byte, 1)
    }
    defer { loader.shutdown() }
    // The only worker is stuck on the first photo.
    loader.want([PhotoLoaderTests.request(0, pipe), PhotoLoaderTests.request(1, photo)])
    var results: [DecodeRequest: Result<ImageDecoder.Decoded, PhotoLoadError>] = [:]
    Wait.until(seconds: 10, every: 0) {
      loader.waitUntilIdle(timeout: 0.1)
      for completion in loader.takeCompletions() { results[completion.request] = completion.result }
      return results.count >= 2
    }
    defer { for case .success(let decoded)? in results.values { decoded.free() } }
    defer { close(reader) }
    guard case .failure(.timedOut(let seconds))? = results[PhotoLoaderTests.request(0, pipe)] else {
      Issue.record("the stuck decode: \(String(describing: results[PhotoLoaderTests.request(0, pipe)]))")
      return
    }
    #expect(seconds == 0)
    guard case .success(let decoded)? = results[PhotoLoaderTests.request(1, photo)] else {
      Issue.record("the next photo did not decode")
      return
    }
    #expect(decoded.nativeWidth == 300)
    #expect(loader.workerCounts.retired == 1)
    // The read returns at last (the pipe's writer closes): the abandoned worker ends; one remains.
    close(writer)
    #expect(loader.waitForWorkers(1, timeout: 5))
    #expect(loader.takeCompletions().isEmpty, "the abandoned decode's result is dropped")
  }
}
