import Foundation

/// Samba's `smbd` sharing a folder over SMB on the loopback, as a NAS does: Debian's `samba` with a private
/// configuration of its own (nothing of `/etc/samba` is read, no `nmbd`, no system service), two shares of the
/// folder, `photos` open to guests and `private` to one user, read-only, SMB2 and SMB3 only, with signing or
/// encryption required when asked; its log records every login (`auth_audit`), which tests count.
///
/// smbd runs as root (it switches to each user's account); the tests that start it are enabled only for root,
/// as CI and `Scripts/test` run. The share's user logs in as `USER` and is `nobody` on this machine (a
/// `username map`), so no account is made.
public final class SambaServer {
  /// What the server requires of a client beyond a login.
  public enum Security: Sendable {
    case plain
    /// `server signing = mandatory`.
    case signing
    /// `server smb encrypt = required`.
    case encryption
  }

  /// One login the server judged, from its log.
  public struct Login: Equatable, CustomStringConvertible {
    /// The user named, as the client sent it.
    public var user: String
    /// The server's status (`NT_STATUS_OK`, `NT_STATUS_WRONG_PASSWORD`...).
    public var status: String
    public var description: String { "\(user) \(status)" }
  }

  /// The server's process, folder and port.
  public let service: LoopbackService
  /// The folder both shares serve.
  public let root: String
  private let user: (name: String, password: String)
  private let security: Security

  /// Whether smbd can run here: as root, with Debian's samba installed.
  public static var canRun: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/smbd") }

  /// A server of `root` on a free port with its folder under `parent`, its `private` share open to `user`;
  /// not started.
  public init(
    serving root: String, user: (String, String) = ("alice", "secret"), security: Security = .plain,
    in parent: String
  ) throws {
    service = try LoopbackService("smbd", in: parent)
    self.root = root
    self.user = (user.0, user.1)
    self.security = security
  }

  /// `smb://[USER@]127.0.0.1:PORT`: the start of every location on it.
  public func base(user: String? = nil) -> String {
    "smb://" + (user.map { $0 + "@" } ?? "") + "127.0.0.1:\(service.port)"
  }

  /// Starts the server (again, after a stop: its log goes on).
  public func start() throws {
    guard Self.canRun else { throw ServiceError("smbd needs root and Debian's samba") }
    for folder in ["private", "lock", "state", "cache", "pid", "ncalrpc"] {
      try FileManager.default.createDirectory(
        atPath: service.folder + "/" + folder, withIntermediateDirectories: true)
    }
    try service.write("nobody = \(user.name)\n", to: "users.map")
    let config = try service.write(configuration(), to: "smb.conf")
    _ = try Tool.output(
      of: "/usr/bin/smbpasswd", ["-c", config, "-a", "-s", "nobody"], stdin: "\(user.password)\n\(user.password)\n")
    try service.start(
      "/usr/sbin/smbd", ["--foreground", "--no-process-group", "--debug-stdout", "--configfile=" + config])
  }

  /// Stops the server.
  public func stop() { service.stop() }

  /// The logins judged so far, in order.
  public var logins: [Login] {
    service.log.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("Auth:"), let user = Self.field(after: "]\\[", in: line),
        let status = Self.field(after: "status [", in: line)
      else { return nil }
      return Login(user: user, status: status)
    }
  }

  /// The text after `marker` in `line`, to the next `]`.
  private static func field(after marker: String, in line: Substring) -> String? {
    guard let start = line.range(of: marker)?.upperBound, let end = line[start...].firstIndex(of: "]") else {
      return nil
    }
    return String(line[start..<end])
  }

  /// The configuration: a standalone server on the loopback port, its state in its folder, the two shares.
  private func configuration() -> String {
    let f = service.folder
    let required: String
    switch security {
    case .plain: required = ""
    case .signing: required = "server signing = mandatory"
    case .encryption: required = "server smb encrypt = required"
    }
    return """
      [global]
        server role = standalone server
        smb ports = \(service.port)
        interfaces = 127.0.0.1
        bind interfaces only = yes
        disable netbios = yes
        server min protocol = SMB2_02
        private dir = \(f)/private
        lock directory = \(f)/lock
        state directory = \(f)/state
        cache directory = \(f)/cache
        pid directory = \(f)/pid
        ncalrpc dir = \(f)/ncalrpc
        passdb backend = tdbsam:\(f)/private/passdb.tdb
        username map = \(f)/users.map
        map to guest = Bad User
        load printers = no
        printing = bsd
        printcap name = /dev/null
        disable spoolss = yes
        log level = 1 auth_audit:3
        \(required)
      [photos]
        path = \(root)
        read only = yes
        guest ok = yes
      [private]
        path = \(root)
        read only = yes
        valid users = nobody
      """
  }
}
