import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// A URLSession error, in words; `timeout` words a timeout.
  static func transport(_ error: any Error, timeout: Double) -> String {
    let ns = error as NSError
    guard ns.domain == NSURLErrorDomain else { return ns.localizedDescription }
    switch ns.code {
    case NSURLErrorTimedOut: return timedOut(after: timeout)
    case NSURLErrorCannotConnectToHost: return "connection refused"
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "host not found"
    case NSURLErrorNetworkConnectionLost: return "connection lost"
    case NSURLErrorNotConnectedToInternet: return "no network connection"
    case NSURLErrorHTTPTooManyRedirects: return tooManyRedirects
    case NSURLErrorBadURL, NSURLErrorUnsupportedURL: return "invalid URL"
    case NSURLErrorBadServerResponse, NSURLErrorCannotParseResponse, NSURLErrorZeroByteResource:
      return "bad response from the server"
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateHasBadDate,
      NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasUnknownRoot,
      NSURLErrorServerCertificateNotYetValid, NSURLErrorClientCertificateRejected,
      NSURLErrorClientCertificateRequired:
      return "secure connection failed"
    case NSURLErrorCancelled: return "cancelled"
    default: return "failed (NSURLErrorDomain \(ns.code))"
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
