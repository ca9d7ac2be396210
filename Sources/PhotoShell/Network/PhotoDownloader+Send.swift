import Foundation
import PhotoCore

extension PhotoDownloader {
  /// What a request sent past the cache came to: the server's status and, for a 2xx, its body in a scratch
  /// file; or why no answer came, in plain words.
  enum Answer: Equatable {
    case answered(status: Int, body: String?)
    case failed(reason: String)
  }

  /// `method url` with `headers` and `body`, logged in as `login` (`caFile`: an authority to trust beside the
  /// system's), past the cache (a WebDAV `PROPFIND`), its answer compressed where the server will: a 2xx
  /// answer's body, at most `maxBytes`, is written to a new file in `folder` (else the temporary folder), which
  /// the caller renames or removes.
  func send(
    _ url: String, method: String, headers: [String: String], body: [UInt8], login: DAVLogin?, caFile: String?,
    maxBytes: Int64, into folder: String?
  ) -> Answer {
    if let missing = loadLibrary() { return .failed(reason: NetworkErrorText.libcurlMissing(missing)) }
    let file: PhotoCacheStore.TempFile
    switch Self.newFile(in: folder) ?? store.makeScratchFile(key: DiskCachePolicy.key(for: url)) {
    case .success(let made): file = made
    case .failure(let error): return .failed(reason: UserText.message(for: error))
    }
    var settings = DownloadTransfer.Settings(
      maxBytes: maxBytes, maxRedirects: Tuning.Network.maxRedirects, timeout: timeout,
      maxTransferTime: Tuning.Network.maxTransferTime, headers: headers)
    (settings.method, settings.body, settings.login, settings.caFile) = (method, body, login, caFile)
    settings.acceptsCompression = true
    let outcome = run(url, settings: settings, into: file.fileDescriptor, progress: { _, _ in })
    let answer = Self.answer(outcome, timeout: timeout, maxBytes: maxBytes) { transportText($0) }
    if case .answered(let status, _) = answer, (200..<300).contains(status) {
      return .answered(status: status, body: file.path)
    }
    store.discard(file)
    return answer
  }

  /// A new file in `folder` (made when missing), or nil when there is none or it cannot be written.
  private static func newFile(in folder: String?) -> Result<PhotoCacheStore.TempFile, PhotoLoadError>? {
    guard let folder,
      (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return nil }
    let path = folder + "/.part-" + UUID().uuidString
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    return fd >= 0 ? .success(PhotoCacheStore.TempFile(fileDescriptor: fd, path: path, inCache: true)) : nil
  }

  /// What `outcome` means for a request past the cache (the body's file aside).
  private static func answer(
    _ outcome: DownloadTransfer.Outcome, timeout: Double, maxBytes: Int64,
    words: (DownloadTransfer.Failure) -> String
  ) -> Answer {
    if let stop = outcome.stop, let reason = NetworkErrorText.stopped(stop, timeout: timeout, limit: maxBytes) {
      return .failed(reason: reason)
    }
    guard let response = outcome.response else {
      return .failed(reason: outcome.failure.map(words) ?? "no response")
    }
    if (200..<300).contains(response.status) {
      if let expected = outcome.expectedBytes, outcome.bytesWritten != expected {
        return .failed(reason: NetworkErrorText.cutShort(received: outcome.bytesWritten, expected: expected))
      }
      if let failure = outcome.failure { return .failed(reason: words(failure)) }
    }
    return .answered(status: response.status, body: nil)
  }
}
