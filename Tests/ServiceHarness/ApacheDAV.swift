import Foundation

/// Apache httpd with `mod_dav` serving a folder over WebDAV on the loopback, as a NAS or a home server does:
/// Debian's `apache2` with a private configuration of its own (nothing of `/etc/apache2` is read), a login by
/// Basic or Digest against a password file made here, and an access log of every request
/// (`METHOD PATH STATUS DEPTH USER`) that tests count. Run as root, its workers run as `nobody`, so the served
/// folder must be readable by all (the tests' scratch folders are).
public final class ApacheDAV {
  /// How the server asks for a login.
  public enum Login: String {
    case none, basic, digest
  }

  /// One request the server answered, from its access log.
  public struct Request: Equatable, CustomStringConvertible {
    /// `PROPFIND`, `GET`...
    public var method: String
    /// The path asked for, decoded.
    public var path: String
    /// The status answered.
    public var status: Int
    /// The `Depth` header, or `-`.
    public var depth: String
    /// The user the request tried to log in as, or `-`.
    public var user: String

    public var description: String { "\(method) \(path) \(status) \(depth) \(user)" }

    /// The request a log line `METHOD PATH STATUS DEPTH USER` records (the path may hold spaces); nil for another
    /// line.
    public init?(logLine line: Substring) {
      let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      guard parts.count >= 5, let status = Int(parts[parts.count - 3]) else { return nil }
      self.init(
        method: parts[0], path: parts[1..<(parts.count - 3)].joined(separator: " "), status: status,
        depth: parts[parts.count - 2], user: parts.last!)
    }

    /// A request of these parts.
    public init(method: String, path: String, status: Int, depth: String, user: String) {
      self.method = method
      self.path = path
      self.status = status
      self.depth = depth
      self.user = user
    }
  }

  /// The server's process, folder and port.
  public let service: LoopbackService
  /// The folder served at `/`.
  public let root: String
  private let login: Login
  private let users: [(String, String)]
  /// Whether it speaks HTTPS, with the test CA's certificate (`certificateAuthority`) for this name.
  private let tlsName: String?

  /// A server of `root` on a free port with its folder under `parent`, asking a login `login` of one of
  /// `users` (name, password); not started.
  /// With `tlsName` (`127.0.0.1` or `photos.example`), it speaks HTTPS only, with the test CA's certificate for
  /// that name (`certificateAuthority` signed it).
  public init(
    serving root: String, login: Login, users: [(String, String)] = [("alice", "secret")], tlsName: String? = nil,
    in parent: String
  ) throws {
    service = try LoopbackService("apache-dav", in: parent)
    self.root = root
    self.login = login
    self.users = users
    self.tlsName = tlsName
  }

  /// `dav://USER@127.0.0.1:PORT` (`davs://` over TLS; no user when nil): the start of every location on it.
  public func base(user: String? = "alice") -> String {
    (tlsName == nil ? "dav://" : "davs://") + (user.map { $0 + "@" } ?? "") + "127.0.0.1:\(service.port)"
  }

  /// The test CA's certificate (PEM) that signed the server's.
  public var certificateAuthority: String { Self.certificates + "/ca.pem" }

  /// Starts the server (again, after a stop: the access log goes on).
  public func start() throws {
    let lock = service.folder + "/lock"
    try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
    chmod(lock, 0o777)
    try writeUsers()
    if let tlsName, !FileManager.default.fileExists(atPath: Self.certificates + "/\(tlsName).pem") {
      throw service.failure("has no test certificate for \(tlsName) (Tests/ServiceHarness/Certificates)")
    }
    let config = try service.write(configuration(lock: lock), to: "httpd.conf")
    try service.start("/usr/sbin/apache2", ["-f", config, "-DFOREGROUND"], ready: .answersHTTP(path: "/"))
  }

  /// Stops the server.
  public func stop() { service.stop() }

  /// A shell command that starts the server again as a daemon of its own (for a viewer's script to run while it
  /// runs: a server coming back), and one that stops that daemon; valid after `start`.
  public var restartCommands: (start: String, stop: String) {
    let config = service.folder + "/httpd.conf"
    // Its output nowhere: a daemon holding the script's pipes would keep the viewer waiting for their end.
    return ("/usr/sbin/apache2 -f '\(config)' </dev/null >/dev/null 2>&1", "pkill -f -- '-f \(config)'; true")
  }

  /// The requests answered so far, in order.
  public var requests: [Request] {
    let text = (try? String(contentsOfFile: service.folder + "/access.log", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap(Request.init(logLine:))
  }

  /// The password files of `users`, for both kinds of login.
  private func writeUsers() throws {
    var basic = ""
    var digest = ""
    for (user, password) in users {
      basic += "\(user):{SHA}\(Self.sha1Base64(password))\n"
      digest += "\(user):photos:\(Self.md5Hex("\(user):photos:\(password)"))\n"
    }
    try service.write(basic, to: "users.basic")
    try service.write(digest, to: "users.digest")
  }

  /// The configuration: the modules a WebDAV server needs, the folder with `DAV On`, the login.
  private func configuration(lock: String) -> String {
    let modules = "/usr/lib/apache2/modules"
    let names =
      [
        "mpm_event", "authz_core", "authn_core", "authn_file", "auth_basic", "auth_digest", "authz_user", "mime",
        "dav", "dav_fs",
      ] + (tlsName == nil ? [] : ["socache_shmcb", "ssl"])
    let tls =
      tlsName == nil
      ? ""
      : "SSLEngine on\nSSLCertificateFile \(Self.certificates)/\(tlsName!).pem\n"
        + "SSLCertificateKeyFile \(Self.certificates)/\(tlsName!).key"
    let loads = names.map { "LoadModule \($0)_module \(modules)/mod_\($0).so" }.joined(separator: "\n")
    let account = getuid() == 0 ? "User nobody\nGroup nogroup" : ""
    let auth: String
    switch login {
    case .none: auth = "Require all granted"
    case .basic:
      auth = "AuthType Basic\nAuthName photos\nAuthUserFile \(service.folder)/users.basic\nRequire valid-user"
    case .digest:
      auth = "AuthType Digest\nAuthName photos\nAuthUserFile \(service.folder)/users.digest\nRequire valid-user"
    }
    return """
      ServerRoot \(service.folder)
      ServerName 127.0.0.1
      Listen 127.0.0.1:\(service.port)
      PidFile \(service.folder)/httpd.pid
      ErrorLog \(service.logPath)
      LogLevel info
      \(account)
      \(loads)
      TypesConfig /etc/mime.types
      LogFormat "%m %U %>s %{Depth}i %u" dav
      CustomLog \(service.folder)/access.log dav
      \(tls)
      DAVLockDB \(lock)/DAVLock
      DocumentRoot \(root)
      <Directory \(root)>
        DAV On
        \(auth)
      </Directory>
      """
  }

  /// The test CA's folder: its certificate (`ca.pem`) and the server certificates it signed, with their keys, for
  /// `127.0.0.1` and `photos.example` (`NAME.pem`, `NAME.key`), made once with OpenSSL for a hundred years (the
  /// CA's key was not kept). Fixtures rather than made at each start: a run needs no key generated, so nothing waits
  /// on the machine's randomness or on an OpenSSL that asks something.
  static let certificates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Certificates").path

  /// SHA-1 of `text`, base64 (Apache's `{SHA}` password form), through OpenSSL's command.
  private static func sha1Base64(_ text: String) -> String {
    openssl(text, ["dgst", "-sha1", "-binary"], base64: true)
  }

  /// MD5 of `text` in hex (Digest's `user:realm:password` hash).
  private static func md5Hex(_ text: String) -> String { openssl(text, ["dgst", "-md5", "-r"], base64: false) }

  /// `text` through `openssl ARGS` (and base64 when asked): its output's first word.
  private static func openssl(_ text: String, _ arguments: [String], base64: Bool) -> String {
    let quoted = text.replacingOccurrences(of: "'", with: "'\\''")
    let tail = base64 ? " | openssl base64 -A" : ""
    let command = "printf '%s' '\(quoted)' | openssl \(arguments.joined(separator: " "))\(tail)"
    let out = (try? Tool.output(of: "/bin/sh", ["-c", command])) ?? ""
    return String(out.split(separator: " ").first ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
