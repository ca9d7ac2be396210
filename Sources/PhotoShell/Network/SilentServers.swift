import Foundation
import PhotoCore

/// The servers a photo's head could not be read from for the network's sake (no connection, a timeout): no head
/// is asked of them for `Tuning.Network.headPause` seconds, so that a server gone costs each photo one wait (its
/// download's) rather than two. A head read from a server clears it. Thread-safe.
final class SilentServers: @unchecked Sendable {
  private let lock = NSLock()
  private var until: [String: Double] = [:]

  /// Whether heads may be asked of `server` at `now` (monotonic seconds).
  func mayAsk(_ server: String, at now: Double) -> Bool {
    lock.withLock { (until[server] ?? -.infinity) <= now }
  }

  /// `server` did not answer a head at `now`.
  func silent(_ server: String, at now: Double) {
    lock.withLock { until[server] = now + Tuning.Network.headPause }
  }

  /// `server` answered a head.
  func answered(_ server: String) {
    lock.withLock { _ = until.removeValue(forKey: server) }
  }

  /// The server of `url`: its host and port.
  static func server(of url: String) -> String {
    guard let parts = URLComponents(string: url) else { return url }
    return (parts.host ?? "") + ":" + String(parts.port ?? 0)
  }
}
