import CCurl
import Foundation

/// The plain words of `PhotoLoadError.network(reason:)`: "HTTP 404 Not Found", "timed out after 20 s",
/// "connection refused"... (`UserText` adds "network error: " in front.)
enum NetworkErrorText {
  /// An HTTP status that is not a photo: its code and standard reason phrase.
  static func http(status: Int) -> String {
    guard let phrase = reasonPhrases[status] else { return "HTTP \(status)" }
    return "HTTP \(status) \(phrase)"
  }

  /// No byte arrived for `seconds`.
  static func timedOut(after seconds: Double) -> String {
    let amount = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    return "timed out after \(amount) s"
  }

  /// The redirect chain was longer than the limit (or looped).
  static let tooManyRedirects = "too many redirects"

  /// The URL's scheme is not http or https.
  static func unsupportedScheme(_ scheme: String) -> String { "unsupported URL scheme '\(scheme)'" }

  /// The photo is larger than the download limit (`limit` bytes).
  static func tooLarge(limit: Int64) -> String { "larger than the \(limit >> 20) MB download limit" }

  /// The connection closed before the announced length arrived.
  static func cutShort(received: Int64, expected: Int64) -> String {
    "download cut short (\(received) of \(expected) bytes)"
  }

  /// The download could not be saved (`errno`).
  static func cannotSave(errno: Int32) -> String {
    "cannot save the download (\(String(cString: strerror(errno))))"
  }

  /// libcurl cannot be loaded (`detail`: dlerror's words): network photos fail, the rest of the album shows.
  static func libcurlMissing(_ detail: String) -> String { "network photos need libcurl (libcurl4): \(detail)" }

  /// Why a transfer was stopped early (`stop`), in words; nil for a response nobody wanted (its status says
  /// why). `timeout` and `limit` (bytes) as the transfer had them.
  static func stopped(_ stop: DownloadTransfer.Stop, timeout: Double, limit: Int64) -> String? {
    switch stop {
    case .tooManyRedirects: tooManyRedirects
    case .timedOut: timedOut(after: timeout)
    case .tooLarge: tooLarge(limit: limit)
    case .writeFailed(let errno): cannotSave(errno: errno)
    case .unwantedResponse: nil
    }
  }

  /// A redirect led to a URL that is not http or https (libcurl refuses to follow it).
  static let redirectRefused = "redirected to a URL that is not http or https"

  /// A libcurl failure (`code`) in words; `detail` (libcurl's own message) is shown only when no plain words
  /// fit; `timeout` words a timeout.
  static func transport(_ code: CURLcode, detail: String, timeout: Double) -> String {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: return timedOut(after: timeout)
    case CURLE_COULDNT_CONNECT: return "connection refused"
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return "host not found"
    case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: return "connection lost"
    case CURLE_TOO_MANY_REDIRECTS: return tooManyRedirects
    case CURLE_UNSUPPORTED_PROTOCOL: return redirectRefused
    case CURLE_URL_MALFORMAT: return "invalid URL"
    case CURLE_GOT_NOTHING, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING,
      CURLE_HTTP3, CURLE_QUIC_CONNECT_ERROR:
      return "bad response from the server"
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
      CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_CLIENTCERT:
      return "secure connection failed"
    case CURLE_ABORTED_BY_CALLBACK: return "cancelled"
    case CURLE_OUT_OF_MEMORY: return "out of memory"
    default: return "failed (libcurl error \(code.rawValue): \(detail))"
    }
  }

  private static let reasonPhrases: [Int: String] = [
    300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
    307: "Temporary Redirect", 308: "Permanent Redirect",
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    406: "Not Acceptable", 407: "Proxy Authentication Required", 408: "Request Timeout", 410: "Gone",
    429: "Too Many Requests", 451: "Unavailable For Legal Reasons",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout",
  ]
}
