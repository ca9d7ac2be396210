import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for the downloader's tests.
///
/// One connection per request (`Connection: close`), each served on its own thread; the accept loop runs on a
/// background thread and stops by itself after `maxRequests` connections or `lifetime` seconds, or when
/// `stop()` is called. Responses can stream their body in chunks, stall after the headers, or stop short; a
/// server made with a `greeting` speaks first and hangs up instead (not a server the client expected).
final class LoopbackHTTPServer: @unchecked Sendable {
  /// A request as the routes see it.
  struct Request {
    /// `GET`, `HEAD`...
    var method: String
    /// The path without the query.
    var path: String
    /// The query, without `?`.
    var query: String?
    /// Header fields, names lower-cased.
    var headers: [String: String]
    /// 1 for the first request to this path, 2 for the second...
    var number: Int
  }

  /// What a route answers.
  struct Response {
    /// The HTTP status code.
    var status: Int
    /// Header fields; `Content-Length` is added from the body unless given, `Connection: close` always.
    var headers: [(String, String)] = []
    /// The body.
    var body: [UInt8] = []
    /// The body is written in pieces of this many bytes.
    var chunkSize = 64 << 10
    /// Only this many body bytes are sent, then the connection closes (a download cut short).
    var sendOnly: Int?
    /// After the headers the server waits this long, seconds, or until the client hangs up, then closes.
    var stallAfterHeaders: Double?
  }

  /// Answers a request (on the connection's thread).
  typealias Handler = @Sendable (Request) -> Response

  /// The port the server listens on.
  let port: UInt16
  /// `http://127.0.0.1:<port>`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  private let listener: Int32
  private let handler: @Sendable (Request) -> Response
  private let greeting: [UInt8]?
  private let lock = NSLock()
  private var stopping = false
  private var counts: [String: Int] = [:]
  private var bodies: [String: Int] = [:]
  private let stopped = DispatchSemaphore(value: 0)

  /// Starts listening; `handler` answers each request (on the connection's thread). With a `greeting`, each
  /// connection is sent those bytes as soon as it is accepted and closed, without reading a request.
  init(
    maxRequests: Int = 64, lifetime: Double = 20, greeting: [UInt8]? = nil,
    handler: @escaping @Sendable (Request) -> Response
  ) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0  // ephemeral
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    port = Self.localPort(of: fd)
    listener = fd
    self.handler = handler
    self.greeting = greeting
    let deadline = Date(timeIntervalSinceNow: lifetime)
    Thread.detachNewThread { [self] in acceptLoop(maxRequests: maxRequests, deadline: deadline) }
  }

  deinit { stop() }

  /// How many requests reached `path`.
  func requestCount(_ path: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return counts[path] ?? 0
  }

  /// How many responses to `path` carried a body (a 304 does not).
  func bodiesSent(_ path: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return bodies[path] ?? 0
  }

  /// Stops accepting and closes the listening socket (new connections are then refused). Idempotent.
  func stop() {
    lock.lock()
    let first = !stopping
    stopping = true
    lock.unlock()
    if first {
      stopped.wait()  // the accept loop closes the socket itself, so its descriptor is never reused under it
      stopped.signal()
    }
  }

  // MARK: - Private

  /// The port `fd` is bound to.
  private static func localPort(of fd: Int32) -> UInt16 {
    var bound = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return UInt16(bigEndian: bound.sin_port)
  }

  /// Accepts connections until stopped, `maxRequests` were accepted, or `deadline` passes.
  private func acceptLoop(maxRequests: Int, deadline: Date) {
    var accepted = 0
    while accepted < maxRequests && Date() < deadline {
      lock.lock()
      let quit = stopping
      lock.unlock()
      if quit { break }
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 20) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      accepted += 1
      Thread.detachNewThread { [self] in serve(client) }
    }
    close(listener)
    lock.lock()
    stopping = true
    lock.unlock()
    stopped.signal()
  }

  /// Reads one request from `client`, answers it, closes the connection.
  private func serve(_ client: Int32) {
    defer { close(client) }
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    if let greeting {
      _ = send(client, greeting)
      return
    }
    guard var request = readRequest(client) else { return }
    lock.lock()
    counts[request.path, default: 0] += 1
    request.number = counts[request.path]!
    lock.unlock()

    let response = handler(request)
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    if !response.headers.contains(where: { $0.0.lowercased() == "content-length" }) {
      head += "Content-Length: \(response.body.count)\r\n"
    }
    head += "Connection: close\r\n\r\n"
    guard send(client, Array(head.utf8)) else { return }
    if let stall = response.stallAfterHeaders {
      // Wait for the client to give up (it closes: readable with 0 bytes), at most `stall` seconds.
      var waiting = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, Int32(stall * 1000))
      return
    }
    let body = response.body.prefix(response.sendOnly ?? response.body.count)
    if !body.isEmpty && request.method != "HEAD" {
      lock.lock()
      bodies[request.path, default: 0] += 1
      lock.unlock()
    }
    var offset = body.startIndex
    while offset < body.endIndex {
      let end = min(offset + response.chunkSize, body.endIndex)
      guard send(client, Array(body[offset..<end])) else { return }
      offset = end
    }
  }

  /// The request head from `client`, or nil when it is malformed or never completes.
  private func readRequest(_ client: Int32) -> Request? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while bytes.count < 65536 {
      let n = recv(client, &buffer, buffer.count, 0)
      guard n > 0 else { return nil }
      bytes += buffer[0..<n]
      if bytes.count >= 4 && (0...(bytes.count - 4)).contains(where: { Array(bytes[$0..<$0 + 4]) == end }) { break }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3 else { return nil }
    let target = String(parts[1])
    let pathEnd = target.firstIndex(of: "?")
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Request(
      method: String(parts[0]), path: String(target[..<(pathEnd ?? target.endIndex)]),
      query: pathEnd.map { String(target[target.index(after: $0)...]) }, headers: headers, number: 0)
  }

  /// Writes all of `bytes`; false when the client went away.
  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      offset += n
    }
    return true
  }

  /// The reason phrase of `status`.
  private static func reason(_ status: Int) -> String {
    [200: "OK", 302: "Found", 304: "Not Modified", 404: "Not Found", 503: "Service Unavailable"][status] ?? "Status"
  }
}
