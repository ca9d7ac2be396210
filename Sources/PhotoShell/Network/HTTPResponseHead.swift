import Foundation

/// The status and header fields of the last HTTP response of a transfer, built from the header lines libcurl
/// hands over one at a time (`CURLOPT_HEADERFUNCTION`).
///
/// libcurl passes the lines of every response it reads: a redirect's, a `100 Continue`, then the final one,
/// and trailers after a chunked body. A status line starts a new head (so the last response's wins), the
/// empty line completes it, and lines after that (trailers) are ignored. A pure value: no libcurl needed.
struct HTTPResponseHead: Equatable {
  /// The status code, 0 before a status line arrived.
  private(set) var status = 0
  /// The header fields by lower-cased name; a field sent on several lines is joined with ", " (as HTTP says).
  private(set) var fields: [String: String] = [:]
  /// Whether the empty line ending the head arrived.
  private(set) var isComplete = false
  /// The name of the last field added (an obsolete folded line continues it).
  private var lastName: String?

  /// An empty head (no status line yet).
  init() {}

  /// A head made of `lines` (each with or without its CRLF), as if added one at a time.
  init(lines: [String]) {
    for line in lines { add(line: line) }
  }

  /// Takes one header line as libcurl hands it (`HTTP/1.1 200 OK\r\n`, `ETag: "x"\r\n`, `\r\n`...).
  mutating func add(line raw: String) {
    let line = raw.trimmingCharacters(in: [" ", "\t", "\r", "\n"])
    if line.hasPrefix("HTTP/") {
      // "HTTP/1.1 200 OK", "HTTP/2 304": a new response.
      self = HTTPResponseHead()
      let parts = line.split(separator: " ", maxSplits: 2)
      status = parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
      return
    }
    guard status != 0, !isComplete else { return }
    if line.isEmpty {
      isComplete = true
      return
    }
    if raw.first == " " || raw.first == "\t" {
      // An obsolete folded line: the previous field goes on, after a space (RFC 9112, section 5.2).
      if let lastName, let earlier = fields[lastName] { fields[lastName] = earlier + " " + line }
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].lowercased()
    let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
    if let earlier = fields[name] {
      fields[name] = earlier + ", " + value
    } else {
      fields[name] = value
    }
    lastName = name
  }

  /// The value of the header field `name` (any case), nil when absent.
  func value(for name: String) -> String? { fields[name.lowercased()] }

  /// Whether the status is 2xx (a body to keep).
  var isSuccess: Bool { (200..<300).contains(status) }

  /// Whether this is a redirect libcurl follows (301, 302, 303, 307, 308 with a `Location`): never the final
  /// response unless following it failed.
  var isRedirect: Bool { [301, 302, 303, 307, 308].contains(status) && value(for: "Location") != nil }

  /// The body length the server announced, when it did in plain bytes: a `Content-Length` that is a
  /// non-negative number, without a `Transfer-Encoding` (which overrides it) or a `Content-Encoding` other
  /// than `identity` (libcurl does not decode it here, but the length would not be the photo's).
  var expectedBodyBytes: Int64? {
    guard value(for: "Transfer-Encoding") == nil else { return nil }
    let encoding = (value(for: "Content-Encoding") ?? "identity").lowercased()
    guard encoding == "identity", let text = value(for: "Content-Length"), let length = Int64(text), length >= 0
    else { return nil }
    return length
  }
}
