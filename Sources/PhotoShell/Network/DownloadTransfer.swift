import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP request in flight: the response, the body streamed into an open file, progress, and why it was
/// stopped early. Fed by `DownloadSessionDelegate` on the session's queue, waited for by the fetching thread.
final class DownloadTransfer: @unchecked Sendable {
  /// Why a transfer was stopped before the server finished.
  enum Stop: Equatable {
    /// More than `maxRedirects` redirects.
    case tooManyRedirects
    /// The body is larger than `maxBytes`.
    case tooLarge
    /// The body could not be written to disk (`errno`).
    case writeFailed(errno: Int32)
    /// No byte arrived for the inactivity timeout, or the whole transfer took too long.
    case timedOut
    /// The response is not a body to keep (304, 404, 500...): it was not read further.
    case unwantedResponse
  }

  /// How the transfer ended, read once it is over.
  struct Outcome {
    /// The final response (after redirects), if headers arrived.
    var response: HTTPURLResponse?
    /// Body bytes written to the file.
    var bytesWritten: Int64
    /// The body length the server announced, when it did (and did not compress the body).
    var expectedBytes: Int64?
    /// Why it was stopped early, if it was.
    var stop: Stop?
    /// The error URLSession finished with (a cancellation after `stop` is expected and not an error).
    var error: (any Error)?
  }

  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var fileDescriptor: Int32
  private let progress: @Sendable (Int64, Int64?) -> Void
  private let maxBytes: Int64
  private let maxRedirects: Int
  private var response: HTTPURLResponse?
  private var written: Int64 = 0
  private var expected: Int64?
  private var redirects = 0
  private var stop: Stop?
  private var error: (any Error)?
  private var finished = false
  private var lastActivity = DispatchTime.now()

  /// A transfer writing a 2xx body to `fileDescriptor` (owned from now on: `closeFile` closes it), reporting
  /// `progress`, refusing bodies over `maxBytes` and chains of more than `maxRedirects` redirects.
  init(
    fileDescriptor: Int32, maxBytes: Int64, maxRedirects: Int,
    progress: @escaping @Sendable (Int64, Int64?) -> Void
  ) {
    self.fileDescriptor = fileDescriptor
    self.maxBytes = maxBytes
    self.maxRedirects = maxRedirects
    self.progress = progress
  }

  // MARK: - Fed by the session delegate

  /// The final response's headers arrived. Returns false when the task should be cancelled (not a body to
  /// keep, or announced too large).
  func receive(response: URLResponse) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    lastActivity = .now()
    guard let http = response as? HTTPURLResponse else { return stopLocked(.unwantedResponse) }
    self.response = http
    guard (200..<300).contains(http.statusCode) else { return stopLocked(.unwantedResponse) }
    let encoding = (http.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased()
    if http.expectedContentLength >= 0 && encoding == "identity" { expected = http.expectedContentLength }
    if let expected, expected > maxBytes { return stopLocked(.tooLarge) }
    return true
  }

  /// Body bytes arrived: appends them to the file and reports progress. Returns false when the task should be
  /// cancelled (write failed, too large, or a body nobody wants).
  func receive(data: Data) -> Bool {
    lock.lock()
    lastActivity = .now()
    guard stop == nil, fileDescriptor >= 0, let status = response?.statusCode, (200..<300).contains(status) else {
      lock.unlock()
      return false
    }
    if written + Int64(data.count) > maxBytes {
      let keepGoing = stopLocked(.tooLarge)
      lock.unlock()
      return keepGoing
    }
    if let errno = writeAllLocked(data) {
      let keepGoing = stopLocked(.writeFailed(errno: errno))
      lock.unlock()
      return keepGoing
    }
    written += Int64(data.count)
    let report = (written, expected)
    lock.unlock()
    progress(report.0, report.1)
    return true
  }

  /// The server redirects. Returns false (do not follow) past the redirect limit.
  func willRedirect() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    lastActivity = .now()
    redirects += 1
    return redirects <= maxRedirects || stopLocked(.tooManyRedirects)
  }

  /// URLSession finished the task (successfully, with an error, or cancelled).
  func complete(error: (any Error)?) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    self.error = error
    finished = true
    lock.unlock()
    done.signal()
  }

  // MARK: - Used by the fetching thread

  /// Blocks until the transfer completes, `timeout` seconds pass with no activity, or `totalLimit` seconds
  /// pass since `started`; in the last two cases marks it timed out and returns false (cancel the task then).
  func waitForCompletion(timeout: Double, totalLimit: Double, started: DispatchTime) -> Bool {
    let hardDeadline = started + totalLimit
    while true {
      lock.lock()
      let idleDeadline = lastActivity + timeout
      lock.unlock()
      let deadline = min(idleDeadline, hardDeadline)
      if done.wait(timeout: deadline) == .success {
        done.signal()  // keep it signalled for any later wait
        return true
      }
      lock.lock()
      let stillIdle = lastActivity + timeout <= .now() || hardDeadline <= .now()
      if stillIdle && !finished { _ = stopLocked(.timedOut) }
      let isFinished = finished
      lock.unlock()
      if isFinished { return true }
      if stillIdle { return false }
    }
  }

  /// Waits up to `seconds` for URLSession to acknowledge a cancellation.
  func waitForCancellation(seconds: Double) {
    if done.wait(timeout: .now() + seconds) == .success { done.signal() }
  }

  /// Closes the body file; returns `errno` when the close reported a write error. Later data is ignored.
  func closeFile() -> Int32? {
    lock.lock()
    defer { lock.unlock() }
    guard fileDescriptor >= 0 else { return nil }
    let result = close(fileDescriptor)
    fileDescriptor = -1
    return result == 0 ? nil : errno
  }

  /// How it ended (call after `waitForCompletion`).
  var outcome: Outcome {
    lock.lock()
    defer { lock.unlock() }
    return Outcome(response: response, bytesWritten: written, expectedBytes: expected, stop: stop, error: error)
  }

  // MARK: - Private

  /// Records the first reason to stop; returns false (cancel the task).
  private func stopLocked(_ reason: Stop) -> Bool {
    if stop == nil { stop = reason }
    return false
  }

  /// Writes all of `data` to the file; returns `errno` on failure.
  private func writeAllLocked(_ data: Data) -> Int32? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
      guard var base = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        let n = write(fileDescriptor, base, left)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        base += n
        left -= n
      }
      return nil
    }
  }
}
