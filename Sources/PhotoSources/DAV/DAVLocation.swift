/// A place on a WebDAV server as the viewer names it: `dav://[USER@]HOST[:PORT]/PATH` (plain HTTP) or
/// `davs://...` (HTTPS), the path as the server's names spell it (not percent-encoded: a name may hold a space,
/// `#` or `?`). Everything after the host is the path; there is no query or fragment.
///
/// A password in the location (`dav://USER:PASSWORD@HOST/...`) is refused: it would show in the title, the trace
/// and the shell's history. It comes from the source's secret (a password file, `~/.netrc`).
public struct DAVLocation: Hashable, Sendable, CustomStringConvertible {
  /// Whether it is reached over HTTPS (`davs://`).
  public var isSecure: Bool
  /// The login name, when the location names one.
  public var user: String?
  /// The host name or address (an IPv6 address without its brackets).
  public var host: String
  /// The port, when the location names one.
  public var port: Int?
  /// The path on the server, from `/`: its folders and name as the server spells them.
  public var path: String

  /// A location of these parts.
  public init(isSecure: Bool, user: String?, host: String, port: Int?, path: String) {
    self.isSecure = isSecure
    self.user = user
    self.host = host
    self.port = port
    self.path = path.hasPrefix("/") ? path : "/" + path
  }

  /// Why a text is no WebDAV location, in words a message can carry.
  public enum Refusal: Error, Equatable, Sendable {
    /// It does not start `dav://` or `davs://`.
    case notDAV
    /// It has no host.
    case noHost
    /// Its port is not a number from 1 to 65535.
    case badPort
    /// It carries a password.
    case password

    /// The refusal in words.
    public var reason: String {
      switch self {
      case .notDAV: "it does not start dav:// or davs://"
      case .noHost: "it has no host"
      case .badPort: "its port is not a number from 1 to 65535"
      case .password:
        "it holds a password; give the password in a file instead (the source's password-file, or ~/.netrc)"
      }
    }
  }

  /// Whether `text` starts `dav://` or `davs://` (in any case).
  public static func isDAV(_ text: String) -> Bool {
    let lower = text.prefix(7).lowercased()
    return lower.hasPrefix("dav://") || lower.hasPrefix("davs://")
  }

  /// The location `text` names.
  public static func parse(_ text: String) throws(Refusal) -> DAVLocation {
    let lower = text.prefix(7).lowercased()
    let secure = lower.hasPrefix("davs://")
    guard secure || lower.hasPrefix("dav://") else { throw .notDAV }
    let rest = text.dropFirst(secure ? 7 : 6)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    var authority = rest[..<slash]
    let path = slash == rest.endIndex ? "/" : String(rest[slash...])
    var user: String?
    if let at = authority.lastIndex(of: "@") {
      let login = authority[..<at]
      guard !login.contains(":") else { throw .password }
      user = login.isEmpty ? nil : percentDecoded(String(login))
      authority = authority[authority.index(after: at)...]
    }
    let (host, port) = try hostAndPort(authority, refusing: Refusal.noHost, Refusal.badPort)
    return DAVLocation(isSecure: secure, user: user, host: host, port: port, path: path)
  }

  /// `text` with the password of a `USER:PASSWORD@` before its host as `***`, to name it in a message.
  public static func withoutPassword(_ text: String) -> String {
    guard let start = text.range(of: "://") else { return text }
    let rest = text[start.upperBound...]
    let authority = rest[..<(rest.firstIndex(of: "/") ?? rest.endIndex)]
    guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return text }
    return String(text[..<colon]) + ":***" + String(text[at...])
  }

  /// The host and port of an authority (`host`, `host:port`, `[v6]`, `[v6]:port`), throwing `noHost` or
  /// `badPort` (each scheme's own refusals).
  static func hostAndPort<Failure: Error>(
    _ authority: Substring, refusing noHost: Failure, _ badPort: Failure
  ) throws(Failure) -> (String, Int?) {
    var host = authority
    var portText: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw noHost }
      host = authority[authority.index(after: authority.startIndex)..<close]
      let after = authority[authority.index(after: close)...]
      if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { throw badPort }
    } else if let colon = authority.lastIndex(of: ":") {
      host = authority[..<colon]
      portText = authority[authority.index(after: colon)...]
    }
    guard !host.isEmpty else { throw noHost }
    guard let portText else { return (String(host), nil) }
    guard let port = Int(portText), (1...65535).contains(port) else { throw badPort }
    return (String(host), port)
  }

  /// `dav://` or `davs://`, the user, host and port, and the path: the form the album keeps.
  public var description: String { origin(withUser: true) + path }

  /// The server's part of the location: scheme, (user,) host and port, without the path.
  public func origin(withUser: Bool) -> String {
    var text = isSecure ? "davs://" : "dav://"
    if withUser, let user { text += Self.percentEncoded(user, keeping: Self.unreserved) + "@" }
    return text + authority
  }

  /// The host (bracketed when IPv6) and port.
  private var authority: String {
    let name = host.contains(":") ? "[" + host + "]" : host
    return port.map { name + ":" + String($0) } ?? name
  }

  /// The HTTP URL of the location, its path percent-encoded (`http://` for `dav://`, `https://` for `davs://`);
  /// a folder's ends in `/` when `folder`. No user: the login goes beside the URL.
  public func httpURL(folder: Bool = false) -> String {
    var encoded = Self.percentEncoded(path, keeping: Self.pathCharacters)
    if folder && !encoded.hasSuffix("/") { encoded += "/" }
    return (isSecure ? "https://" : "http://") + authority + encoded
  }

  /// The location of `name` inside this folder.
  public func appending(_ name: String) -> DAVLocation {
    var child = self
    child.path = (path.hasSuffix("/") ? path : path + "/") + name
    return child
  }

  /// The folders and name of the path, without empty parts.
  public var segments: [Substring] { path.split(separator: "/") }

  // MARK: Percent-encoding

  /// RFC 3986's unreserved characters.
  static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
  /// What a path keeps as it is: the unreserved characters, `/` and the sub-delimiters servers take unencoded.
  static let pathCharacters = unreserved.union("/!$&'()*+,;=:@".utf8)

  /// `text`'s UTF-8 with every byte outside `keeping` as `%HH`.
  static func percentEncoded(_ text: String, keeping: Set<UInt8>) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for byte in PathText.fileSystemBytes(text) {
      if keeping.contains(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes `text` stands for with each `%HH` decoded (a `%` not followed by two hex digits stays).
  static func percentDecodedBytes(_ text: Substring) -> [UInt8] {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
        out.append(high << 4 | low)
        i += 3
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return out
  }

  /// `text` percent-decoded, as a name (bytes that are not UTF-8 kept, see `PathText.name(fromBytes:)`).
  static func percentDecoded(_ text: String) -> String {
    PathText.name(fromBytes: percentDecodedBytes(Substring(text)))
  }

  /// The value of a hex digit.
  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
