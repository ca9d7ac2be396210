import Foundation
import PhotoCore

extension PhotoLoader {
  /// Gives up every local decode that has run longer than `giveUpAfter`, when set (a slideshow: a read from a hung network mount, or a
  /// file that became a pipe after it was listed, never returns): the request fails as `timedOut`, so the photo
  /// shows its error tile and is not asked for again this run; its worker is abandoned to it (it ends if the
  /// read ever returns, its result dropped) and a fresh worker takes its place, so two decode at once again.
  /// Network photos are left alone: their downloads have their own timeouts. Any thread.
  func abandonHungDecodes(now: Double = ProcessInfo.processInfo.systemUptime) {
    guard let giveUpAfter else { return }
    condition.lock()
    var gaveUp: [Request] = []
    for (worker, started) in decodeStarts.sorted(by: { $0.key < $1.key })
    where now - started.since > giveUpAfter && !AlbumItem.isRemote(started.request.path) {
      decodeStarts[worker] = nil
      abandoned.insert(worker)
      inFlight.removeAll { $0 == started.request }
      completions.append(Completion(request: started.request, result: .failure(.timedOut(seconds: Int(giveUpAfter)))))
      gaveUp.append(started.request)
      retiredWorkers += 1
      startWorker()
    }
    condition.broadcast()
    condition.unlock()
    for request in gaveUp {
      Log.info("gave up decoding photo \(request.number) after \(Int(giveUpAfter)) s; a fresh worker took over")
    }
    if !gaveUp.isEmpty { wakeEventLoop() }
  }

  /// When the next local decode under way is due to be given up (`ProcessInfo.systemUptime` seconds), if
  /// one runs. The lock held.
  var nextGiveUp: Double? {
    guard let giveUpAfter else { return nil }
    return decodeStarts.values.filter { !AlbumItem.isRemote($0.request.path) }.map { $0.since + giveUpAfter }.min()
  }

  /// Worker `n`'s abandoned decode returned: its result is freed and the worker ends. The lock held; released.
  func endAbandoned(worker n: Int, result: Result<ImageDecoder.Decoded, PhotoLoadError>) {
    if case .success(let decoded) = result { decoded.free() }
    abandoned.remove(n)
    threadIDs[n] = nil
    threads[n] = nil
    condition.broadcast()
    condition.unlock()
  }
}
