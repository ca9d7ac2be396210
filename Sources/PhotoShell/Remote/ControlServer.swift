import Foundation
import PhotoCore

/// The `--control` socket: a Unix stream socket (mode 0600, and every client checked to be the owning user)
/// taking one command a line (`RemoteCommand`), served by a thread of its own with `poll`, so no client can
/// hold up a frame: one that connects and sends nothing costs a descriptor, a line longer than
/// `RemoteCommand.maxLineBytes` is refused without being kept, a client with `maxPendingPerClient` commands
/// waiting is not read until the frame loop answers them, and one that does not read its answers is dropped
/// once `maxQueuedBytes` wait for it. The frame loop takes the commands (`takeRequests`) and answers each with
/// one line (`reply`); `publish` sends a line to every subscriber.
public final class ControlServer: RemoteEndpoint, @unchecked Sendable {
  /// Clients at once; more are turned away with an error line.
  static let maxClients = 16
  /// Commands of one client the frame loop has not answered yet, at most; its socket is not read meanwhile.
  static let maxPendingPerClient = 32
  /// Bytes of answers waiting for a client that does not read them, at most, before it is dropped.
  static let maxQueuedBytes = 1 << 20

  /// The socket's path.
  public let path: String
  private let listener: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let lock = NSLock()
  private var inbox: [RemoteRequest] = []
  private var outbox: [(client: Int?, line: String)] = []
  private var subscriberCount = 0
  private var stopping = false
  private var thread: Thread?
  /// Called (from the server's thread) when commands wait for the frame loop.
  public var wake: @Sendable () -> Void {
    get { lock.withLock { wakeLoop } }
    set { lock.withLock { wakeLoop = newValue } }
  }
  private var wakeLoop: @Sendable () -> Void = {}

  /// Listens on `path`: a stale socket left there by a viewer that died is replaced; a live one (another
  /// sdlphoto) or anything that is not a socket is left alone and refused.
  public init(path: String) throws(ControlServerError) {
    self.path = path
    guard path.utf8.count < 108 else { throw .unusable(path, "the path is too long for a socket (107 bytes at most)") }
    var existing = stat()
    if lstat(path, &existing) == 0 {
      guard existing.st_mode & S_IFMT == S_IFSOCK else { throw .unusable(path, "it exists and is not a socket") }
      if Self.connect(to: path) >= 0 { throw .unusable(path, "another sdlphoto is listening there") }
      unlink(path)
    }
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .unusable(path, String(cString: strerror(errno))) }
    var address = Self.address(path)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0, chmod(path, 0o600) == 0, listen(fd, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw .unusable(path, reason)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    var pipeFds: [Int32] = [0, 0]
    guard pipe(&pipeFds) == 0 else {
      close(fd)
      throw .unusable(path, String(cString: strerror(errno)))
    }
    for end in pipeFds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    for end in pipeFds + [fd] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    listener = fd
    wakeRead = pipeFds[0]
    wakeWrite = pipeFds[1]
  }

  deinit { stop() }

  /// Starts serving on a thread of its own, waking the frame loop with `wake` when commands come.
  public func start(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
    let thread = Thread { [weak self] in self?.serve() }
    thread.name = "sdlphoto-control"
    thread.start()
    self.thread = thread
  }

  /// Stops serving, closes every connection and removes the socket.
  public func stop() {
    let first = lock.withLock { () -> Bool in
      defer { stopping = true }
      return !stopping
    }
    guard first else { return }
    poke()
    unlink(path)
  }

  /// The commands sent since the last call, at most `limit`, oldest first.
  public func takeRequests(limit: Int) -> [RemoteRequest] {
    lock.withLock {
      let taken = Array(inbox.prefix(limit))
      inbox.removeFirst(taken.count)
      return taken
    }
  }

  /// Whether any client subscribed to changes.
  public var hasSubscribers: Bool { lock.withLock { subscriberCount > 0 } }

  /// Sends `line` to `client` (the answer to one of its commands).
  public func reply(to client: Int, _ reply: RemoteReply) {
    lock.withLock { outbox.append((client, reply.line)) }
    poke()
  }

  /// Sends the state's line to every subscriber.
  public func publish(_ status: RemoteStatus) {
    let line = status.line
    lock.withLock { outbox.append((nil, line)) }
    poke()
  }

  /// A connection to the socket at `path`, or -1 (`errno` says why).
  public static func connect(to path: String) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return -1 }
    var address = address(path)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    if connected == 0 { return fd }
    close(fd)
    return -1
  }

  /// `sockaddr_un` for `path` (shorter than 108 bytes).
  static func address(_ path: String) -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (i, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
    }
    return address
  }

  private func poke() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  // MARK: - The server's thread

  /// One connection.
  private final class Client {
    let fd: Int32
    let id: Int
    /// Bytes read and not yet taken as lines (lines wait here while the client has its most commands pending).
    var input: [UInt8] = []
    var output: [UInt8] = []
    /// Skipping the rest of a line that was too long.
    var discarding = false
    var pending = 0
    /// Answers still to come before the one to `subscribe`, which makes the client a subscriber: what was
    /// published before it is in that answer, and nothing is sent twice.
    var answersUntilSubscribed: Int?
    var subscribed = false
    var closing = false
    init(fd: Int32, id: Int) {
      self.fd = fd
      self.id = id
    }
  }

  private func serve() {
    var clients: [Int: Client] = [:]
    var nextID = 1
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !lock.withLock({ stopping }) {
      var fds = [
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      ]
      let order = clients.keys.sorted()
      for id in order {
        guard let client = clients[id] else { continue }
        var events: Int16 = 0
        if wantsInput(client) { events |= Int16(POLLIN) }
        if !client.output.isEmpty { events |= Int16(POLLOUT) }
        fds.append(pollfd(fd: client.fd, events: events, revents: 0))
      }
      guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
      if fds[0].revents != 0 { while read(wakeRead, &buffer, buffer.count) > 0 {} }
      deliverOutbox(to: clients)
      if fds[1].revents & Int16(POLLIN) != 0 { acceptClients(into: &clients, nextID: &nextID) }
      for (index, id) in order.enumerated() {
        guard let client = clients[id] else { continue }
        let revents = fds[index + 2].revents
        let gone = exchange(with: client, revents: revents, buffer: &buffer)
        if gone {
          close(client.fd)
          clients[id] = nil
          if client.subscribed { lock.withLock { subscriberCount -= 1 } }
        }
      }
    }
    for client in clients.values { close(client.fd) }
    close(listener)
    close(wakeRead)
    close(wakeWrite)
  }

  /// Takes every connection waiting on the listener into `clients` (numbered from `nextID`): those of the
  /// viewer's own user while fewer than `maxClients` are connected; any other is told why and closed.
  private func acceptClients(into clients: inout [Int: Client], nextID: inout Int) {
    while true {
      let fd = accept(listener, nil, nil)
      guard fd >= 0 else { return }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      var credentials = PeerCredentials()
      var length = socklen_t(MemoryLayout<PeerCredentials>.size)
      let known = getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0
      guard known && credentials.uid == getuid() && clients.count < Self.maxClients else {
        let line =
          "{\"error\":\"\(known && credentials.uid == getuid() ? "too many clients" : "not the viewer's user")\"}\n"
        _ = line.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        close(fd)
        continue
      }
      clients[nextID] = Client(fd: fd, id: nextID)
      nextID += 1
    }
  }

  /// Reads what `client` sent and writes what waits for it, as poll's `revents` allow (through `buffer`):
  /// whether it is gone (an error, a hang-up, too much unread output, or done after `quit`).
  private func exchange(with client: Client, revents: Int16, buffer: inout [UInt8]) -> Bool {
    var gone = revents & Int16(POLLERR | POLLNVAL) != 0
    // A client that hung up while its commands queue is full: what it still had to say goes with it (poll
    // would report the hang-up on every turn until then).
    if revents & Int16(POLLHUP) != 0 && !wantsInput(client) { gone = true }
    if revents & Int16(POLLIN | POLLHUP) != 0 && !gone && wantsInput(client) {
      let count = recv(client.fd, &buffer, buffer.count, 0)
      if count > 0 {
        take(buffer[0..<count], from: client)
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        gone = true
      }
    }
    if revents & Int16(POLLOUT) != 0 && !client.output.isEmpty {
      let sent = client.output.withUnsafeBytes { send(client.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if sent > 0 { client.output.removeFirst(sent) } else if errno != EAGAIN && errno != EINTR { gone = true }
    }
    if client.output.count > Self.maxQueuedBytes { gone = true }
    if client.closing && client.output.isEmpty { gone = true }
    return gone
  }

  /// Bytes read from `client`: kept, then taken as lines (`takeLines`).
  private func take(_ bytes: ArraySlice<UInt8>, from client: Client) {
    client.input += bytes
    takeLines(of: client)
  }

  /// Takes `client`'s complete lines as requests (or error answers) while it has fewer than
  /// `maxPendingPerClient` commands unanswered; the rest wait in its input, which is not read meanwhile, so one
  /// client's flood never queues ahead of another's command by more than that. A line too long is refused and
  /// skipped to its end.
  private func takeLines(of client: Client) {
    var requests: [RemoteRequest] = []
    var consumed = 0
    let newline = UInt8(ascii: "\n")
    while client.pending < Self.maxPendingPerClient {
      let rest = client.input[consumed...]
      guard let end = rest.firstIndex(of: newline) else {
        if client.discarding {
          consumed = client.input.count
        } else if rest.count > RemoteCommand.maxLineBytes {
          consumed = client.input.count
          client.discarding = true
          queue(
            RemoteReply.refused("a line longer than \(RemoteCommand.maxLineBytes) bytes; it is skipped").line,
            for: client)
        }
        break
      }
      let line = client.input[consumed..<end]
      consumed = end + 1
      if client.discarding {
        client.discarding = false
        continue
      }
      guard line.count <= RemoteCommand.maxLineBytes else {
        queue(
          RemoteReply.refused("a line longer than \(RemoteCommand.maxLineBytes) bytes; it is skipped").line, for: client
        )
        continue
      }
      switch RemoteCommand.parse(String(decoding: line, as: UTF8.self)) {
      case .success(let command):
        requests.append(RemoteRequest(client: client.id, command: command))
        client.pending += 1
        if command == .subscribe && !client.subscribed && client.answersUntilSubscribed == nil {
          client.answersUntilSubscribed = client.pending
        }
      case .failure(let error):
        queue(RemoteReply.refused(error.message).line, for: client)
      }
    }
    client.input.removeFirst(consumed)
    guard !requests.isEmpty else { return }
    let wake = lock.withLock {
      inbox += requests
      return wakeLoop
    }
    wake()
  }

  /// Whether `client`'s socket should be read: it has room for commands and no complete line waiting.
  private func wantsInput(_ client: Client) -> Bool {
    client.pending < Self.maxPendingPerClient && !client.closing && !client.input.contains(UInt8(ascii: "\n"))
      && client.input.count <= RemoteCommand.maxLineBytes
  }

  /// Moves the frame loop's answers into the clients' output.
  private func deliverOutbox(to clients: [Int: Client]) {
    let lines = lock.withLock {
      defer { outbox.removeAll() }
      return outbox
    }
    for (target, line) in lines {
      if let target {
        guard let client = clients[target] else { continue }
        client.pending = max(0, client.pending - 1)
        queue(line, for: client)
        if !client.input.isEmpty { takeLines(of: client) }
        if let until = client.answersUntilSubscribed {
          client.answersUntilSubscribed = until - 1
          if until == 1 {
            client.answersUntilSubscribed = nil
            client.subscribed = true
            lock.withLock { subscriberCount += 1 }
          }
        }
      } else {
        for client in clients.values where client.subscribed { queue(line, for: client) }
      }
    }
  }

  private func queue(_ line: String, for client: Client) {
    client.output += Array(line.utf8) + [UInt8(ascii: "\n")]
  }
}

/// Linux's `struct ucred` (`SO_PEERCRED`), which Swift does not import without `_GNU_SOURCE`.
private struct PeerCredentials {
  var pid: Int32 = 0
  var uid: UInt32 = UInt32.max
  var gid: UInt32 = UInt32.max
}

/// Why the control socket cannot listen.
public enum ControlServerError: Error {
  /// The path cannot be a socket: it and why.
  case unusable(String, String)

  /// The message for the user.
  public var message: String {
    switch self {
    case .unusable(let path, let reason): return "\(PathText.escaped(path)): cannot listen for commands (\(reason))"
    }
  }
}
