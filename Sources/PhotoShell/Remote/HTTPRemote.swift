import FlyingFox
import FlyingSocks
import Foundation
import PhotoCore

/// `--http ADDR:PORT`: the remote control as a small JSON API and one page for a phone, served by FlyingFox
/// on Swift's own threads. `GET /` is the page (nothing of the album in it); `GET /api/status` the state;
/// `POST /api/command` a command line in the body (`next`, `pause`, `goto 3`, … but not `open`, which could
/// name any folder of the machine, nor `subscribe`); `GET /api/thumbnail` the photo on screen, small, as PNG.
/// Nothing else is served, no file of the machine but the photo on screen. With a token (`--http-token`,
/// required off the loopback) every API call must carry it, as `Authorization: Bearer TOKEN` or
/// `X-Sdlphoto-Token: TOKEN`, compared in constant time. Each call is answered by the frame loop, like the
/// socket's commands.
public final class HTTPRemote: RemoteEndpoint, @unchecked Sendable {
  /// Where it listens, as given (`127.0.0.1:8080`).
  public let address: HTTPAddress
  private let token: String?
  /// Where the album's photos live: a photo on a server has no thumbnail here.
  private let sources: SourceSet
  private let server: HTTPServer
  private let lock = NSLock()
  private var inbox: [RemoteRequest] = []
  private var waiting: [Int: CheckedContinuation<RemoteReply, Never>] = [:]
  private var nextClient = 1
  private var stopped = false
  private var wake: @Sendable () -> Void = {}
  /// The longest side of `/api/thumbnail`'s picture, pixels.
  static let thumbnailSide = 640

  /// Listens on `address` (blocking until it does, 10 s at most); `token`, when given, guards the API.
  public init(address: HTTPAddress, token: String?, sources: SourceSet = .standard) throws(RemoteHTTPError) {
    self.address = address
    self.token = token
    self.sources = sources
    let socketAddress: any SocketAddress
    do {
      socketAddress = try address.socketAddress()
    } catch {
      throw .cannotListen(address.description, "\(error)")
    }
    server = HTTPServer(address: socketAddress, timeout: 15, logger: .disabled)
    let failure = Failure()
    let listening = DispatchSemaphore(value: 0)
    // The routes are in place before the socket listens: no request ever meets a server without them.
    Task.detached { [self, server] in
      await appendRoutes()
      do {
        try await server.run()
      } catch {
        failure.set("\(error)")
        listening.signal()
      }
    }
    Task.detached { [server] in
      try? await server.waitUntilListening(timeout: 10)
      listening.signal()
    }
    _ = listening.wait(timeout: .now() + 11)
    guard failure.value == nil, server.isListeningNow else {
      throw .cannotListen(address.description, failure.value ?? "it did not start listening")
    }
  }

  public func start(wake: @escaping @Sendable () -> Void) {
    let early = lock.withLock {
      self.wake = wake
      return !inbox.isEmpty
    }
    // A request that came before the frame loop was ready waits in the inbox.
    if early { wake() }
  }

  /// Serves the page and the API.
  private func appendRoutes() async {
    await server.appendRoute("GET /") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: Data(RemotePage.html.utf8))
    }
    await server.appendRoute("GET /api/status") { [self] request in
      guard authorized(request) else { return Self.unauthorized }
      return Self.json(await ask(.status))
    }
    await server.appendRoute("POST /api/command") { [self] request in
      guard authorized(request) else { return Self.unauthorized }
      let line = String(
        decoding: (try? await request.bodyData.prefix(RemoteCommand.maxLineBytes + 1)) ?? Data(), as: UTF8.self)
      guard line.utf8.count <= RemoteCommand.maxLineBytes else {
        return Self.json(RemoteReply.refused("a command longer than \(RemoteCommand.maxLineBytes) bytes"))
      }
      switch RemoteCommand.parse(line) {
      case .failure(let error): return Self.json(RemoteReply.refused(error.message))
      case .success(.open), .success(.subscribe):
        return Self.json(RemoteReply.refused(UserText.notOverHTTP))
      case .success(let command): return Self.json(await ask(command))
      }
    }
    await server.appendRoute("GET /api/thumbnail") { [self] request in
      guard authorized(request) else { return Self.unauthorized }
      let file = await ask(.status).status?.frame.file
      guard let file, !file.isEmpty, !sources.isRemote(file),
        let png = PhotoThumbnail.png(of: file, side: Self.thumbnailSide)
      else { return HTTPResponse(statusCode: .notFound, headers: [.cacheControl: "no-store"]) }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: png)
    }
    await server.appendRoute("*") { _ in
      HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8))
    }
  }

  public func stop() {
    let pending = lock.withLock {
      stopped = true
      defer { waiting.removeAll() }
      return Array(waiting.values)
    }
    for continuation in pending { continuation.resume(returning: RemoteReply.refused("the viewer is quitting")) }
    Task.detached { [server] in await server.stop(timeout: 1) }
  }

  public func takeRequests(limit: Int) -> [RemoteRequest] {
    lock.withLock {
      let taken = Array(inbox.prefix(limit))
      inbox.removeFirst(taken.count)
      return taken
    }
  }

  public func reply(to client: Int, _ reply: RemoteReply) {
    let continuation = lock.withLock { waiting.removeValue(forKey: client) }
    continuation?.resume(returning: reply)
  }

  public var hasSubscribers: Bool { false }

  public func publish(_ status: RemoteStatus) {}

  /// Hands `command` to the frame loop and waits for its answer.
  private func ask(_ command: RemoteCommand) async -> RemoteReply {
    await withCheckedContinuation { continuation in
      let wake = lock.withLock { () -> (@Sendable () -> Void)? in
        guard !stopped else { return nil }
        let client = nextClient
        nextClient += 1
        waiting[client] = continuation
        inbox.append(RemoteRequest(client: client, command: command))
        return self.wake
      }
      guard let wake else {
        continuation.resume(returning: RemoteReply.refused("the viewer is quitting"))
        return
      }
      wake()
    }
  }

  /// Whether `request` may use the API: no token is set, or it carries the token.
  private func authorized(_ request: HTTPRequest) -> Bool {
    guard let token else { return true }
    let bearer = request.headers[.authorization].flatMap { value -> String? in
      value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)) : nil
    }
    let given = request.headers[HTTPHeader("X-Sdlphoto-Token")] ?? bearer ?? ""
    return Self.constantTimeEqual(given, token)
  }

  /// Whether `a` equals `b`, in a time that depends on their lengths only.
  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    var difference: UInt8 = x.count == y.count ? 0 : 1
    for i in 0..<max(x.count, y.count) {
      difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
    }
    return difference == 0
  }

  static let unauthorized = HTTPResponse(
    statusCode: .unauthorized, headers: [.contentType: "application/json", .cacheControl: "no-store"],
    body: Data((RemoteReply.refused("this viewer wants its token (--http-token)").line + "\n").utf8))

  /// An answer as a response, its JSON line the body: 200, or 400 when refused.
  static func json(_ reply: RemoteReply) -> HTTPResponse {
    HTTPResponse(
      statusCode: reply.isRefused ? .badRequest : .ok,
      headers: [.contentType: "application/json", .cacheControl: "no-store"], body: Data((reply.line + "\n").utf8))
  }

  /// An error message set from another task.
  private final class Failure: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    var value: String? { lock.withLock { message } }
    func set(_ text: String) { lock.withLock { message = text } }
  }
}

extension HTTPServer {
  /// Whether it listens now (its socket is bound).
  nonisolated var isListeningNow: Bool {
    let semaphore = DispatchSemaphore(value: 0)
    let result = Result()
    Task.detached {
      result.set(await self.isListening)
      semaphore.signal()
    }
    semaphore.wait()
    return result.value
  }

  private final class Result: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set(_ value: Bool) { lock.withLock { flag = value } }
  }
}

/// Why the HTTP remote cannot start.
public enum RemoteHTTPError: Error {
  /// It cannot listen on the address: which, and why.
  case cannotListen(String, String)

  /// The message for the user.
  public var message: String {
    switch self {
    case .cannotListen(let address, let reason): return "--http \(address): cannot listen (\(reason))"
    }
  }
}
