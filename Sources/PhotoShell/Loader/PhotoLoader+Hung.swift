import Foundation
import PhotoCore

extension PhotoLoader {
  /// Gives up every local decode that has run longer than `giveUpAfter`, when set (a slideshow: a read from a hung network mount, or a
  /// file that became a pipe after it was listed, never returns): the request fails as `timedOut`, so the photo
  /// shows its error tile and is not asked for again this run; its worker is abandoned to it (it ends if the
  /// read ever returns, its result dropped) and a fresh worker takes its place, so two decode at once again.
  /// Network photos are left alone: their downloads have their own timeouts. Any thread.
  func abandonHungDecodes(now: Double = ProcessInfo.processInfo.systemUptime) {
    // `hung` is the workers' too: even its constant is read under the lock.
    condition.lock()
    guard let giveUpAfter = hung.giveUpAfter else {
      condition.unlock()
      return
    }
    let gaveUp = hung.giveUp(at: now)
    for request in gaveUp {
      inFlight.removeAll { $0 == request }
      completions.append(Completion(request: request, result: .failure(.timedOut(seconds: Int(giveUpAfter)))))
      workers.abandon()
      startWorker()
    }
    condition.broadcast()
    condition.unlock()
    for request in gaveUp {
      Log.info("gave up decoding photo \(request.number) after \(Int(giveUpAfter)) s; a fresh worker took over")
    }
    if !gaveUp.isEmpty { wakeEventLoop() }
  }

  /// Worker `n`'s abandoned decode returned: its result is freed and the worker ends. The lock held; released.
  func endAbandoned(worker n: Int, result: Result<ImageDecoder.Decoded, PhotoLoadError>) {
    if case .success(let decoded) = result { decoded.free() }
    workers.ended(n)
    condition.broadcast()
    condition.unlock()
  }
}
