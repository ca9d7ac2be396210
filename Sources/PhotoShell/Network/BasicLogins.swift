import Foundation
import PhotoCore

/// The servers (and users) that offered Basic login alone this run: a login to them goes with the first request
/// instead of after a `401` (libcurl asks without a login first to learn the schemes), so each request to a
/// WebDAV server takes one round trip, not two. A server offering Digest is never sent a Basic login first; one
/// that refuses the login sent at once (`401`) is asked the usual way again. Kept for a run only. Thread-safe.
final class BasicLogins: @unchecked Sendable {
  private let lock = NSLock()
  private var servers: Set<String> = []

  /// The key of `url`'s server and `login`'s user (`scheme://host:port user`); nil for a URL without a host.
  static func server(of url: String, as login: DAVLogin) -> String? {
    guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(), let host = parts.host
    else { return nil }
    let port = parts.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(host.lowercased()):\(port) \(login.user ?? "")"
  }

  /// Whether `server` offered Basic alone.
  func contains(_ server: String) -> Bool { lock.withLock { servers.contains(server) } }

  /// Learns from a transfer to `server`: its `401` offered Basic alone and the login then passed (it is sent at
  /// once from now on), or the login sent at once was refused (it is not).
  func learn(from outcome: DownloadTransfer.Outcome, server: String) {
    let status = outcome.response?.status
    lock.withLock {
      if status == 401 {
        servers.remove(server)
      } else if outcome.offeredLogins == ["basic"], status != nil {
        servers.insert(server)
      }
    }
  }
}
