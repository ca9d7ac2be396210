import CCurl
import Foundation
import PhotoCore

/// One HTTP GET run by libcurl on the calling thread: the final response's head, the body streamed into an open
/// file as it arrives (never held in memory), progress reports, and why it was stopped early.
///
/// The calling thread drives libcurl's multi handle and waits on the sockets itself, so the inactivity timeout
/// ends a silent transfer on time (to the millisecond, where libcurl's own checks tick once a second). libcurl
/// calls back (`CURLOPT_HEADERFUNCTION`, `CURLOPT_WRITEFUNCTION`) on that thread, with this object as the
/// context pointer; a callback's answer stops the transfer. Redirects are followed by libcurl up to the limit,
/// http and https only. Used by one thread at a time.
final class DownloadTransfer {
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
    /// The response is not a body to keep (404, 500...): it was not read further.
    case unwantedResponse
  }

  /// libcurl's reason for ending a transfer that was not stopped on purpose.
  struct Failure: Equatable {
    /// libcurl's result for the transfer.
    var code: CURLcode
    /// libcurl's message (its error buffer, else `curl_easy_strerror`).
    var detail: String
  }

  /// How the transfer ended, read once it is over.
  struct Outcome {
    /// The final response's head (after redirects), if it arrived whole.
    var response: HTTPResponseHead?
    /// Body bytes written to the file.
    var bytesWritten: Int64
    /// The body length the server announced, when it did (`HTTPResponseHead.expectedBodyBytes`).
    var expectedBytes: Int64?
    /// Why it was stopped early, if it was.
    var stop: Stop?
    /// libcurl's error, when it failed without a `stop`.
    var failure: Failure?
    /// The login schemes the server's `401` answers offered on the way (`basic`, `digest`), lower-cased.
    var offeredLogins: Set<String> = []
  }

  /// The limits and headers of one transfer.
  struct Settings {
    /// Bodies larger than this are refused, bytes.
    var maxBytes: Int64
    /// Redirects followed before giving up.
    var maxRedirects: Int
    /// The transfer stops when no byte arrives for this long (connecting included), seconds.
    var timeout: Double
    /// The transfer stops after this long in total even while bytes trickle in, seconds.
    var maxTransferTime: Double
    /// Request header fields on top of `User-Agent` and `Accept-Encoding` (`If-None-Match`...).
    var headers: [String: String]
    /// The clock the inactivity timeout is measured on, seconds (monotonic; tests give their own).
    var clock: @Sendable () -> Double = DownloadTransfer.monotonicSeconds
    /// The method when it is not GET (WebDAV's `PROPFIND`), and the body it sends.
    var method: String? = nil
    var body: [UInt8]? = nil
    /// The login given when the server asks for one (Basic or Digest, as it offers; never sent to another
    /// host a redirect leads to); a missing password is looked for in `~/.netrc`. Nil: no login.
    var login: DAVLogin? = nil
    /// A certificate authority (PEM) to trust beside the system's (`--source-ca`).
    var caFile: String? = nil
    /// Whether the server may compress the body (gzip, deflate: a listing's XML shrinks tenfold), which libcurl
    /// then decodes; else it is asked for as it is (`identity`: a photo's bytes are counted against its length).
    var acceptsCompression = false
    /// Whether `login` goes with the first request as Basic, without waiting for the server's `401`: where the
    /// server offered Basic alone before (each request then takes one round trip, not two).
    var basicAtOnce = false
  }

  /// The system's monotonic clock, seconds.
  @Sendable static func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  /// How a transfer with no byte for `idle` seconds goes on under an inactivity timeout of `timeout` seconds:
  /// stop now, or poll its sockets for at most this many milliseconds (until the deadline, rounded up, at least
  /// 1 ms and at most a second, so the deadline is met on time and not on a one-second tick).
  enum Inactivity: Equatable {
    case stop
    case poll(milliseconds: Int32)

    init(idle: Double, timeout: Double) {
      guard idle < timeout else {
        self = .stop
        return
      }
      self = .poll(milliseconds: Int32(min(1000, max(1, ((timeout - idle) * 1000).rounded(.up)))))
    }
  }

  private var fileDescriptor: Int32
  private let settings: Settings
  private let progress: @Sendable (Int64, Int64?) -> Void
  private var head = HTTPResponseHead()
  private var written: Int64 = 0
  private var expected: Int64?
  private var stop: Stop?
  private var lastActivity = 0.0
  private var offeredLogins: Set<String> = []

  /// A transfer writing a 2xx body to `fileDescriptor` (owned from now on: `closeFile` closes it), within
  /// `settings`, reporting `progress` (bytes received, bytes expected when known) as the body arrives.
  init(fileDescriptor: Int32, settings: Settings, progress: @escaping @Sendable (Int64, Int64?) -> Void) {
    self.fileDescriptor = fileDescriptor
    self.settings = settings
    self.progress = progress
  }

  /// Fetches `url` with `handles` (fresh, or reset after an earlier transfer), blocking until the transfer
  /// completes, is stopped or fails.
  func run(url: String, handles: CurlHandlePool.Handles) -> Outcome {
    let fields = settings.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    var list: UnsafeMutablePointer<curl_slist>?
    let encoding = settings.acceptsCompression ? [] : ["Accept-Encoding: identity"]
    for line in encoding + fields { list = dl_curl_slist_append(list, line) }
    defer { dl_curl_slist_free_all(list) }
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    defer { errorBuffer.deallocate() }

    let asked = settings.login.map { Self.url(url, naming: $0) } ?? url
    var code: CURLcode? = configure(handles.easy, url: asked, headers: list, errorBuffer: errorBuffer)
    if code == CURLE_OK {
      let added = dl_curl_multi_add_handle(handles.multi, handles.easy)
      if added == CURLM_OK {
        lastActivity = settings.clock()
        code = drive(handles.multi)
        _ = dl_curl_multi_remove_handle(handles.multi, handles.easy)  // ends the transfer if still running
      } else {
        code = CURLE_FAILED_INIT
        setMessage(errorBuffer, "curl_multi_add_handle: " + String(cString: dl_curl_multi_strerror(added)))
      }
    }
    switch code {
    case nil, CURLE_OK?: break  // nil: stopped here, `stop` says why
    case CURLE_TOO_MANY_REDIRECTS?: record(.tooManyRedirects)
    case CURLE_OPERATION_TIMEDOUT?: record(.timedOut)  // the whole transfer took too long
    case let code?:
      if stop == nil {
        let buffered = String(cString: errorBuffer)
        let detail = buffered.isEmpty ? String(cString: dl_curl_easy_strerror(code)) : buffered
        return outcome(failure: Failure(code: code, detail: detail))
      }
    }
    return outcome(failure: nil)
  }

  /// Closes the body file; returns `errno` when the close reported a write error.
  func closeFile() -> Int32? {
    guard fileDescriptor >= 0 else { return nil }
    let result = close(fileDescriptor)
    fileDescriptor = -1
    return result == 0 ? nil : errno
  }

  // MARK: - Private

  /// How it ended. A redirect's head is no response: libcurl failed to follow it (the next server is down, the
  /// scheme is not allowed...), and the failure, not the 3xx, is the reason to report.
  private func outcome(failure: Failure?) -> Outcome {
    let response = head.isComplete && !(failure != nil && head.isRedirect) ? head : nil
    return Outcome(
      response: response, bytesWritten: written, expectedBytes: expected, stop: stop, failure: failure,
      offeredLogins: offeredLogins)
  }

  /// Runs the transfer added to `multi` until it finishes (libcurl's result) or no byte arrived for the
  /// inactivity timeout (nil, `stop` set). A callback's stop makes libcurl finish it with an error.
  private func drive(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
    while true {
      var running: Int32 = 0
      let performed = dl_curl_multi_perform(multi, &running)
      var result = CURLE_OK
      if dl_curl_multi_done_result(multi, &result) != 0 { return result }
      guard performed == CURLM_OK else {
        return performed == CURLM_OUT_OF_MEMORY ? CURLE_OUT_OF_MEMORY : CURLE_FAILED_INIT
      }
      guard running > 0 else { return CURLE_FAILED_INIT }  // over without a result: never seen
      // Sleeps until a socket is ready, libcurl's next timer, or the inactivity deadline (1 s at most).
      switch Inactivity(idle: settings.clock() - lastActivity, timeout: settings.timeout) {
      case .stop:
        record(.timedOut)
        return nil
      case .poll(let wait):
        guard dl_curl_multi_poll(multi, wait) == CURLM_OK else { return CURLE_FAILED_INIT }
      }
    }
  }

  /// Writes `message` into libcurl's error buffer (for a failure found outside libcurl's transfer).
  private func setMessage(_ buffer: UnsafeMutablePointer<CChar>, _ message: String) {
    _ = message.withCString { strncpy(buffer, $0, Int(CURL_ERROR_SIZE) - 1) }
  }

  /// Sets every option of the transfer on `handle`; the first option libcurl refuses, else `CURLE_OK`.
  private func configure(
    _ handle: UnsafeMutableRawPointer, url: String, headers: UnsafeMutablePointer<curl_slist>?,
    errorBuffer: UnsafeMutablePointer<CChar>
  ) -> CURLcode {
    let context = Unmanaged.passUnretained(self).toOpaque()
    let milliseconds = { (seconds: Double) in Int(max(1, (seconds * 1000).rounded(.up))) }
    let steps: [() -> CURLcode] = [
      { dl_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer) },
      { dl_curl_easy_setopt_string(handle, CURLOPT_URL, url) },
      { dl_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https") },
      { dl_curl_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") },
      { dl_curl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1) },
      { dl_curl_easy_setopt_long(handle, CURLOPT_MAXREDIRS, self.settings.maxRedirects) },
      { dl_curl_easy_setopt_string(handle, CURLOPT_USERAGENT, "sdlphoto") },
      { dl_curl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, headers) },
      // Timeouts without SIGALRM (the threaded resolver): required when several threads download.
      { dl_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1) },
      // The backstop; the inactivity timeout (connecting included) is `drive`'s.
      { dl_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds(self.settings.maxTransferTime)) },
      { dl_curl_easy_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, Self.headerCallback) },
      { dl_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context) },
      { dl_curl_easy_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, Self.writeCallback) },
      { dl_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context) },
    ]
    for step in steps {
      let code = step()
      if code != CURLE_OK { return code }
    }
    return configureRequest(handle)
  }

  /// `url` with `login`'s user in it when no password is given: libcurl then looks for that user's password on
  /// that host in `~/.netrc` (a user given as an option instead would be sent with an empty password).
  static func url(_ url: String, naming login: DAVLogin) -> String {
    guard login.password == nil, let user = login.user, let scheme = url.range(of: "://") else { return url }
    let encoded = user.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? user
    return url[..<scheme.upperBound] + encoded + "@" + url[scheme.upperBound...]
  }

  /// `CURLAUTH_BASIC | CURLAUTH_DIGEST` (macros with casts, which Swift does not import): libcurl takes the
  /// safer of the two the server offers.
  private static let basicOrDigest = 1 << 0 | 1 << 1
  /// `CURLAUTH_BASIC` alone: libcurl sends the login with the first request.
  private static let basic = 1 << 0

  /// Sets the method, body and login of a request other than a plain GET; the first option libcurl refuses,
  /// else `CURLE_OK`.
  private func configureRequest(_ handle: UnsafeMutableRawPointer) -> CURLcode {
    var steps: [() -> CURLcode] = []
    if let method = settings.method {
      steps.append { dl_curl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method) }
    }
    if let body = settings.body {
      steps.append { dl_curl_easy_setopt_long(handle, CURLOPT_POSTFIELDSIZE, body.count) }
      // Copied by libcurl: it sends the body again when a Digest login asks twice.
      steps.append {
        body.withUnsafeBytes {
          dl_curl_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
        }
      }
    }
    if settings.acceptsCompression {
      // Every encoding this libcurl decodes, named in its Accept-Encoding.
      steps.append { dl_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "") }
    }
    if let caFile = settings.caFile {
      // libcurl's bundle option; the system's certificates folder (its CAPATH) is still read.
      steps.append { dl_curl_easy_setopt_string(handle, CURLOPT_CAINFO, caFile) }
    }
    if let login = settings.login {
      let schemes = settings.basicAtOnce ? Self.basic : Self.basicOrDigest
      steps.append { dl_curl_easy_setopt_long(handle, CURLOPT_HTTPAUTH, schemes) }
      steps.append { dl_curl_easy_setopt_long(handle, CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue)) }
      if let password = login.password {
        if let user = login.user { steps.append { dl_curl_easy_setopt_string(handle, CURLOPT_USERNAME, user) } }
        steps.append { dl_curl_easy_setopt_string(handle, CURLOPT_PASSWORD, password) }
      }
    }
    for step in steps {
      let code = step()
      if code != CURLE_OK { return code }
    }
    return CURLE_OK
  }

  /// A header line arrived. Returns false to stop the transfer (a body announced too large).
  private func receive(headerLine: String) -> Bool {
    lastActivity = settings.clock()
    let wasComplete = head.isComplete
    head.add(line: headerLine)
    if head.status == 401, let scheme = Self.loginScheme(offeredBy: headerLine) { offeredLogins.insert(scheme) }
    guard head.isComplete, !wasComplete, head.isSuccess else { return true }
    // The final response's head is complete: its body is next.
    expected = head.expectedBodyBytes
    if let expected, expected > settings.maxBytes { return record(.tooLarge) }
    return true
  }

  /// Body bytes arrived: appends them to the file and reports progress. Returns false to stop the transfer
  /// (write failed, too large, or a body nobody wants).
  private func receive(body: UnsafeRawBufferPointer) -> Bool {
    lastActivity = settings.clock()
    guard stop == nil, fileDescriptor >= 0 else { return false }
    guard head.isSuccess else { return record(.unwantedResponse) }
    if written + Int64(body.count) > settings.maxBytes { return record(.tooLarge) }
    if let errno = writeAll(body) { return record(.writeFailed(errno: errno)) }
    written += Int64(body.count)
    progress(written, expected)
    return true
  }

  /// The scheme a `WWW-Authenticate` header line offers (`basic`, `digest`), lower-cased; nil for another line.
  static func loginScheme(offeredBy line: String) -> String? {
    let (name, colon) = ("www-authenticate", line.firstIndex(of: ":"))
    guard let colon, line[..<colon].lowercased() == name else { return nil }
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    return value.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() }
  }

  /// Records the first reason to stop; returns false (stop the transfer).
  @discardableResult
  private func record(_ reason: Stop) -> Bool {
    if stop == nil { stop = reason }
    return false
  }

  /// Writes all of `body` to the file; returns `errno` on failure.
  private func writeAll(_ body: UnsafeRawBufferPointer) -> Int32? {
    guard var base = body.baseAddress else { return nil }
    var left = body.count
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

  /// The transfer behind a callback's context pointer.
  private static func transfer(_ context: UnsafeMutableRawPointer?) -> DownloadTransfer {
    guard let context else { preconditionFailure("libcurl callback without its context") }
    return Unmanaged<DownloadTransfer>.fromOpaque(context).takeUnretainedValue()
  }

  /// `CURLOPT_HEADERFUNCTION`: one header line; a count other than the line's stops the transfer.
  private static let headerCallback: curl_write_callback = { data, size, count, context in
    let length = size * count
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    return DownloadTransfer.transfer(context).receive(headerLine: line) ? length : 0
  }

  /// `CURLOPT_WRITEFUNCTION`: body bytes; a count other than theirs stops the transfer.
  private static let writeCallback: curl_write_callback = { data, size, count, context in
    let length = size * count
    guard length > 0 else { return 0 }
    return DownloadTransfer.transfer(context).receive(body: UnsafeRawBufferPointer(start: data, count: length))
      ? length : 0
  }
}
