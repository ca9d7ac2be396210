/// A place on an SMB share as the viewer names it: `smb://[DOMAIN;][USER@]HOST[:PORT]/SHARE/PATH` (the form
/// GNOME's Files, KDE's Dolphin and `smbclient` take), the share and path as the server's names spell them (not
/// percent-encoded: a name may hold a space, `#` or `?`).
///
/// A password in the location (`smb://USER:PASSWORD@HOST/...`) is refused, as a WebDAV location's is: it comes
/// from the source's secret. With no user, the share is read as a guest.
public struct SMBLocation: Hashable, Sendable, CustomStringConvertible {
  /// The domain or workgroup of the login, when the location names one.
  public var domain: String?
  /// The login name, when the location names one.
  public var user: String?
  /// The host name or address (an IPv6 address without its brackets).
  public var host: String
  /// The port, when the location names one (else SMB's 445).
  public var port: Int?
  /// The share: nil for the server itself (whose shares are not listed: a share must be named).
  public var share: String?
  /// The path inside the share, from `/`.
  public var path: String

  /// A location of these parts.
  public init(domain: String?, user: String?, host: String, port: Int?, share: String?, path: String) {
    self.domain = domain
    self.user = user
    self.host = host
    self.port = port
    self.share = share
    self.path = path.hasPrefix("/") ? path : "/" + path
  }

  /// Why a text is no SMB location, in words a message can carry.
  public enum Refusal: Error, Equatable, Sendable {
    /// It does not start `smb://`.
    case notSMB
    /// It has no host.
    case noHost
    /// Its port is not a number from 1 to 65535.
    case badPort
    /// It carries a password.
    case password
    /// It names no share.
    case noShare

    /// The refusal in words.
    public var reason: String {
      switch self {
      case .notSMB: "it does not start smb://"
      case .noHost: "it has no host"
      case .badPort: "its port is not a number from 1 to 65535"
      case .password: "it holds a password; give the password in a file instead (the source's password-file)"
      case .noShare: "it names no share (smb://HOST/SHARE/...)"
      }
    }
  }

  /// Whether `text` starts `smb://` (in any case).
  public static func isSMB(_ text: String) -> Bool { text.prefix(6).lowercased() == "smb://" }

  /// The location `text` names.
  public static func parse(_ text: String) throws(Refusal) -> SMBLocation {
    guard isSMB(text) else { throw .notSMB }
    let rest = text.dropFirst(6)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    var authority = rest[..<slash]
    var domain: String?
    var user: String?
    if let at = authority.lastIndex(of: "@") {
      var login = authority[..<at]
      guard !login.contains(":") else { throw .password }
      if let semicolon = login.firstIndex(of: ";") {
        domain = String(login[..<semicolon]).removingPercentEncodingAsName
        login = login[login.index(after: semicolon)...]
      }
      user = login.isEmpty ? nil : String(login).removingPercentEncodingAsName
      authority = authority[authority.index(after: at)...]
    }
    let (host, port) = try DAVLocation.hostAndPort(authority, refusing: Refusal.noHost, Refusal.badPort)
    let parts = rest[slash...].split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true)
    guard let share = parts.first.map(String.init) else { throw .noShare }
    let path = parts.count > 1 ? Self.resolved(parts[1]) : "/"
    return SMBLocation(
      domain: domain.flatMap { $0.isEmpty ? nil : $0 }, user: user, host: host, port: port, share: share,
      path: path)
  }

  /// `smb://`, the domain, user, host and port, the share and the path: the form the album keeps.
  public var description: String { origin(withUser: true) + sharePath }

  /// The server's part of the location: scheme, (domain and user,) host and port.
  public func origin(withUser: Bool) -> String {
    var text = "smb://"
    if withUser, user != nil || domain != nil {
      if let domain { text += Self.encoded(domain) + ";" }
      text += Self.encoded(user ?? "") + "@"
    }
    return text + authority
  }

  /// `/SHARE/PATH`, with no trailing `/` but at the share's root.
  public var sharePath: String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    return "/" + (share ?? "") + (trimmed == "/" ? "" : trimmed)
  }

  /// The URL libsmbclient is given: host, port, share and path, without a login (that goes beside it), each name
  /// percent-encoded where the URL's syntax needs it.
  public var clientURL: String {
    "smb://" + authority + DAVLocation.percentEncoded(sharePath, keeping: DAVLocation.pathCharacters)
  }

  /// The host (bracketed when IPv6) and port.
  private var authority: String {
    let name = host.contains(":") ? "[" + host + "]" : host
    return port.map { name + ":" + String($0) } ?? name
  }

  /// The location of `name` inside this folder.
  public func appending(_ name: String) -> SMBLocation {
    var child = self
    child.path = (path.hasSuffix("/") ? path : path + "/") + name
    return child
  }

  /// The folder holding it; nil at the share's root.
  public var parent: SMBLocation? {
    let parts = path.split(separator: "/")
    guard !parts.isEmpty else { return nil }
    var up = self
    up.path = "/" + parts.dropLast().joined(separator: "/")
    return up
  }

  /// A path inside a share with its `.` and `..` resolved (never above the share) and empty parts dropped.
  static func resolved(_ path: Substring) -> String {
    var kept: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = kept.popLast()
      } else {
        kept.append(part)
      }
    }
    return "/" + kept.joined(separator: "/")
  }

  /// A login name or domain as it stands in a location.
  private static func encoded(_ text: String) -> String {
    DAVLocation.percentEncoded(text, keeping: DAVLocation.unreserved)
  }
}

extension String {
  /// The text with each `%HH` decoded, as a name.
  fileprivate var removingPercentEncodingAsName: String { DAVLocation.percentDecoded(self) }
}
