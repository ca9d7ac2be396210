import CCurl
import Foundation

/// libcurl handles kept between downloads, so the next photo from the same server reuses the open connection,
/// TLS session and DNS answer (kept by the multi handle) instead of a new handshake. The pool never holds more
/// pairs than downloads ever ran at once (one per decode worker at most). Thread-safe.
final class CurlHandlePool: @unchecked Sendable {
  /// The handles one transfer runs on: an easy handle and the multi handle driving it (and keeping its
  /// connections). Used by one thread at a time.
  struct Handles {
    /// The multi handle (`CURLM *`).
    let multi: UnsafeMutableRawPointer
    /// The easy handle (`CURL *`), not added to `multi` while idle.
    let easy: UnsafeMutableRawPointer
  }

  private let lock = NSLock()
  private var idle: [Handles] = []

  /// An empty pool (makes no handle, so it needs no libcurl yet).
  init() {}

  deinit {
    for handles in idle {
      dl_curl_easy_cleanup(handles.easy)
      _ = dl_curl_multi_cleanup(handles.multi)
    }
  }

  /// An idle pair, or a new one; nil when libcurl cannot make one. Call only once libcurl is loaded.
  func take() -> Handles? {
    lock.lock()
    let handles = idle.popLast()
    lock.unlock()
    if let handles { return handles }
    guard let multi = dl_curl_multi_init() else { return nil }
    guard let easy = dl_curl_easy_init() else {
      _ = dl_curl_multi_cleanup(multi)
      return nil
    }
    return Handles(multi: multi, easy: easy)
  }

  /// Hands `handles` back, the easy handle's options reset to libcurl's defaults (the connections stay open
  /// in the multi handle for reuse).
  func giveBack(_ handles: Handles) {
    dl_curl_easy_reset(handles.easy)
    lock.lock()
    idle.append(handles)
    lock.unlock()
  }
}
