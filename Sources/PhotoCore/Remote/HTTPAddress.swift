/// Where `--http` listens: `ADDR:PORT`, `:PORT` or `PORT` (the loopback, 127.0.0.1), `[IPv6]:PORT`.
public struct HTTPAddress: Sendable, Equatable, CustomStringConvertible {
  /// The IP address (IPv4 dotted, or IPv6 without brackets).
  public var host: String
  /// The port.
  public var port: UInt16

  /// The address `text` names; nil for anything else (a name to resolve is not taken: bind to an address).
  public init?(_ text: String) {
    var host = "127.0.0.1"
    var portText = Substring(text)
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      host = String(text[text.index(after: text.startIndex)..<close])
      guard text[close...].hasPrefix("]:") else { return nil }
      portText = text[text.index(close, offsetBy: 2)...]
      guard host.contains(":"), host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
    } else if let colon = text.lastIndex(of: ":") {
      if colon != text.startIndex { host = String(text[..<colon]) }
      portText = text[text.index(after: colon)...]
      let parts = host.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 4, parts.allSatisfy({ UInt8($0) != nil }) else { return nil }
    }
    guard let port = UInt16(portText), port > 0 else { return nil }
    self.host = host
    self.port = port
  }

  /// Whether only this machine can reach it (127.0.0.0/8, ::1).
  public var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

  /// Whether it is IPv6.
  public var isIPv6: Bool { host.contains(":") }

  /// `127.0.0.1:8080`, `[::1]:8080`.
  public var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
