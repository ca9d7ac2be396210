import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession delegate of `PhotoDownloader`: routes each task's callbacks to its `DownloadTransfer`, and
/// cancels a task its transfer no longer wants (swift-corelibs-foundation ignores the disposition passed to
/// the response completion handler, so cancelling is done on the task itself).
final class DownloadSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var transfers: [Int: DownloadTransfer] = [:]

  /// Routes the callbacks of the task `taskIdentifier` to `transfer` (call before resuming the task).
  func register(_ transfer: DownloadTransfer, forTask taskIdentifier: Int) {
    lock.lock()
    transfers[taskIdentifier] = transfer
    lock.unlock()
  }

  /// Stops routing the task's callbacks; later ones are dropped.
  func unregister(task taskIdentifier: Int) {
    lock.lock()
    transfers[taskIdentifier] = nil
    lock.unlock()
  }

  /// The transfer of `task`, if it is still registered.
  private func transfer(for task: URLSessionTask) -> DownloadTransfer? {
    lock.lock()
    defer { lock.unlock() }
    return transfers[task.taskIdentifier]
  }

  /// The final response's headers: the transfer decides whether the body is wanted.
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let keepGoing = transfer(for: dataTask)?.receive(response: response) ?? false
    completionHandler(.allow)
    if !keepGoing { dataTask.cancel() }
  }

  /// Body bytes: appended to the transfer's file.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if transfer(for: dataTask)?.receive(data: data) != true { dataTask.cancel() }
  }

  /// A redirect: followed while the transfer's redirect budget lasts.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @Sendable @escaping (URLRequest?) -> Void
  ) {
    let follow = transfer(for: task)?.willRedirect() ?? false
    completionHandler(follow ? request : nil)
  }

  /// The task is over.
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    transfer(for: task)?.complete(error: error)
  }

  /// Responses are never handed to URLSession's own cache (sdlphoto keeps its own on disk).
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
    completionHandler: @Sendable @escaping (CachedURLResponse?) -> Void
  ) {
    completionHandler(nil)
  }
}
