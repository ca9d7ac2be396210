import Foundation
import PhotoCore

/// The servers a source could not reach in this run, each said once on stderr (`source.offline`) when its
/// folders are shown as last listed: a frame whose NAS sleeps says so once, not at every folder or refresh.
/// Thread-safe.
final class UnreachedServers: @unchecked Sendable {
  private let lock = NSLock()
  private var said: Set<String> = []

  /// Says that `server` (named `name` in the message) was not reached (`reason`), the first time in this run.
  func note(_ server: String, naming name: String? = nil, reason: String) {
    guard lock.withLock({ said.insert(server).inserted }) else { return }
    Log.warning(
      "\(PathText.escaped(name ?? server)): \(reason); its folders show as last listed", code: .sourceOffline)
  }
}
