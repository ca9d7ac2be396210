import CSDL2
import Foundation
import PhotoCore

/// Decodes photos on worker threads and hands the results back to the main thread by message.
///
/// The main thread states which photos it wants, nearest first (`want`); requests no longer wanted are
/// dropped from the queue before they start, and a result for a request that was superseded is discarded
/// (each carries its generation). Workers wake the event loop with an SDL user event (SDL_PushEvent is
/// thread-safe); textures are made on the main thread only.
final class PhotoLoader: @unchecked Sendable {
  /// One photo to decode at a size.
  struct Request: Equatable {
    var index: Int
    var path: String
    var maxWidth: Int
    var maxHeight: Int
  }

  /// What came back for a request.
  struct Completion {
    var request: Request
    var result: Result<ImageDecoder.Decoded, PhotoLoadError>
  }

  private let condition = NSCondition()
  private var pending: [Request] = []
  private var inFlight: [Request] = []
  private var completions: [Completion] = []
  private var stopping = false
  private var threads: [Thread] = []
  /// The SDL event type workers push to wake the main loop.
  let wakeEventType: UInt32

  /// Starts `workers` decoding threads.
  init(workers: Int) {
    wakeEventType = SDL_RegisterEvents(1)
    for n in 0..<max(1, workers) {
      let thread = Thread { [unowned self] in self.work() }
      thread.name = "sdlphoto-decode-\(n)"
      thread.stackSize = 1 << 20
      threads.append(thread)
      thread.start()
    }
  }

  /// Replaces the queue with `requests` (nearest first). Requests already decoding or decoded are not repeated.
  func want(_ requests: [Request]) {
    condition.lock()
    pending = requests.filter { r in !inFlight.contains(r) && !completions.contains(where: { $0.request == r }) }
    condition.broadcast()
    condition.unlock()
  }

  /// Whether `request` is queued, decoding, or done and not yet taken.
  func isOutstanding(_ request: Request) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return pending.contains(request) || inFlight.contains(request) || completions.contains { $0.request == request }
  }

  /// Takes every finished result.
  func takeCompletions() -> [Completion] {
    condition.lock()
    defer { condition.unlock() }
    let done = completions
    completions.removeAll()
    return done
  }

  /// Blocks until nothing is queued or decoding, or `timeout` seconds pass (scripted runs only: their
  /// virtual clock does not advance while a photo decodes, so every run renders the same frames).
  func waitUntilIdle(timeout: Double) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    while !(pending.isEmpty && inFlight.isEmpty) {
      if !condition.wait(until: deadline) { break }
    }
    condition.unlock()
  }

  /// Stops the workers and frees undelivered results.
  func shutdown() {
    condition.lock()
    stopping = true
    pending.removeAll()
    condition.broadcast()
    condition.unlock()
    while true {
      condition.lock()
      let busy = !inFlight.isEmpty
      condition.unlock()
      if !busy { break }
      usleep(1000)
    }
    for completion in takeCompletions() {
      if case .success(let decoded) = completion.result { SDL_FreeSurface(decoded.surface) }
    }
  }

  private func work() {
    while true {
      condition.lock()
      while pending.isEmpty && !stopping { condition.wait() }
      if stopping {
        condition.unlock()
        return
      }
      let request = pending.removeFirst()
      inFlight.append(request)
      condition.unlock()

      let result = ImageDecoder.decode(path: request.path, maxWidth: request.maxWidth, maxHeight: request.maxHeight)

      condition.lock()
      inFlight.removeAll { $0 == request }
      if stopping {
        if case .success(let decoded) = result { SDL_FreeSurface(decoded.surface) }
      } else {
        completions.append(Completion(request: request, result: result))
      }
      condition.broadcast()
      condition.unlock()
      var wake = SDL_Event()
      wake.type = wakeEventType
      SDL_PushEvent(&wake)
    }
  }
}
