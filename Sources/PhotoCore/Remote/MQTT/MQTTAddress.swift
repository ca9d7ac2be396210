/// Where `--mqtt` connects: `mqtt://[USER[:PASS]@]HOST[:PORT][/PREFIX]`, or `mqtts://` for TLS. The user and
/// password may be percent-encoded (`%40` for `@`); an IPv6 host is bracketed (`[::1]`). The port defaults to
/// 1883 (8883 with TLS), the prefix of the frame's topics to `sdlphoto`.
public struct MQTTAddress: Sendable, Equatable, CustomStringConvertible {
  /// The broker's host name or address (IPv6 without brackets).
  public var host: String
  /// The broker's port.
  public var port: Int
  /// Whether the connection is TLS (`mqtts://`).
  public var tls: Bool
  /// The user to log in as; nil: anonymous.
  public var user: String?
  /// The password (never printed: `description` leaves it out).
  public var password: String?
  /// The topics' first level: a frame's are under `PREFIX/NAME/`.
  public var prefix: String

  /// The address `text` names, or why it is none.
  public static func parse(_ text: String) -> Result<MQTTAddress, RemoteCommandError> {
    let scheme: Bool
    if text.hasPrefix("mqtt://") {
      scheme = false
    } else if text.hasPrefix("mqtts://") {
      scheme = true
    } else {
      return .failure(RemoteCommandError("--mqtt takes mqtt://[USER[:PASS]@]HOST[:PORT][/PREFIX] or mqtts://…"))
    }
    var rest = Substring(text.drop { $0 != "/" }.dropFirst(2))
    var prefix = "sdlphoto"
    if let slash = rest.firstIndex(of: "/") {
      let named = rest[rest.index(after: slash)...].trimmingSlashes
      if !named.isEmpty { prefix = String(named) }
      rest = rest[..<slash]
    }
    guard Self.isTopicLevels(prefix) else {
      return .failure(RemoteCommandError("--mqtt: the prefix '\(prefix)' cannot hold +, # or empty levels"))
    }
    var user: String?
    var password: String?
    if let at = rest.lastIndex(of: "@") {
      let login = rest[..<at]
      rest = rest[rest.index(after: at)...]
      let colon = login.firstIndex(of: ":")
      user = Self.percentDecoded(colon.map { login[..<$0] } ?? login)
      password = colon.map { Self.percentDecoded(login[login.index(after: $0)...]) }
      guard user?.isEmpty == false else { return .failure(RemoteCommandError("--mqtt: an empty user name")) }
    }
    guard let (host, port) = Self.hostAndPort(rest, tls: scheme) else {
      return .failure(RemoteCommandError("--mqtt: '\(rest)' is no HOST or HOST:PORT (port 1 to 65535)"))
    }
    return .success(MQTTAddress(host: host, port: port, tls: scheme, user: user, password: password, prefix: prefix))
  }

  /// `mqtt://user@host:port/prefix`, the password left out.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "\(tls ? "mqtts" : "mqtt")://\(user.map { "\($0)@" } ?? "")\(shownHost):\(port)/\(prefix)"
  }

  /// HOST, HOST:PORT, [IPv6] or [IPv6]:PORT.
  static func hostAndPort(_ text: Substring, tls: Bool) -> (String, Int)? {
    var host = text
    var portText: Substring?
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      host = text[text.index(after: text.startIndex)..<close]
      let after = text[text.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":") else { return nil }
        portText = after.dropFirst()
      }
    } else if let colon = text.lastIndex(of: ":") {
      host = text[..<colon]
      portText = text[text.index(after: colon)...]
    }
    guard !host.isEmpty, !host.contains(where: { $0 == " " || $0 == "/" || $0 == "@" }) else { return nil }
    let port = portText.map { Int($0) } ?? (tls ? 8883 : 1883)
    guard let port, (1...65_535).contains(port) else { return nil }
    return (String(host), port)
  }

  /// Whether `topic` is levels MQTT can publish to: no wildcards, no empty level.
  static func isTopicLevels(_ topic: String) -> Bool {
    !topic.isEmpty && !topic.contains("+") && !topic.contains("#")
      && !topic.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty }
  }

  /// `%XX` escapes decoded (a byte each); text that is not a valid escape stays as it is.
  static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var i = text.utf8.startIndex
    let utf8 = text.utf8
    while i < utf8.endIndex {
      if utf8[i] == UInt8(ascii: "%"), let hi = utf8.index(i, offsetBy: 1, limitedBy: utf8.endIndex),
        let lo = utf8.index(i, offsetBy: 2, limitedBy: utf8.endIndex), lo < utf8.endIndex,
        let value = UInt8(String(decoding: [utf8[hi], utf8[lo]], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        i = utf8.index(after: lo)
      } else {
        bytes.append(utf8[i])
        i = utf8.index(after: i)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Substring {
  /// Without slashes at either end.
  fileprivate var trimmingSlashes: Substring {
    var text = self
    while text.hasPrefix("/") { text = text.dropFirst() }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text
  }
}
