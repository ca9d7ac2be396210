import Foundation

/// The logins servers refused in this run, by server and user: never tried again by itself (a server counts
/// failed logins, and Nextcloud then throttles the address), each answered at once with the words it was
/// refused with until the viewer starts again. Shared by the threads that list and fetch.
final class RefusedLogins: @unchecked Sendable {
  private let lock = NSLock()
  private var refusals: [String: String] = [:]

  /// Throws the refusal of the login `key` (a server and user), when it was refused before.
  func check(_ key: String) throws(SourceFailure) {
    let refused = lock.withLock { refusals[key] }
    if let refused { throw .refused(reason: refused) }
  }

  /// Remembers `failure` when it is a refused login: `key` is not asked again.
  func note(_ failure: SourceFailure, _ key: String) {
    guard case .refused(let reason) = failure else { return }
    lock.withLock { refusals[key] = reason }
  }
}
