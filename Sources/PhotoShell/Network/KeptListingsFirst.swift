import Foundation

/// A start's switch: while it is on, a server's folder whose listing was kept from an earlier run (WebDAV, SMB,
/// rclone) is answered from that listing without asking the server, so the album shows as soon as a folder on
/// disk would; the viewer then lists it again in the background and shows what changed (`Startup`). Whether any
/// folder was answered so is remembered until the switch goes off. Thread-safe.
public final class KeptListingsFirst: @unchecked Sendable {
  private let lock = NSLock()
  private var on = false
  private var used = false
  private var catchUp = false

  /// Off.
  public init() {}

  /// Turns it on for the start's listing.
  public func begin() { lock.withLock { (on, used) = (true, false) } }

  /// Turns it off; whether any folder was answered from its kept listing meanwhile (then the album wants
  /// listing again: `takeCatchUp` says so once).
  public func end() -> Bool {
    lock.withLock { () -> Bool in
      on = false
      catchUp = used
      return used
    }
  }

  /// Whether the album still wants its listing again (once: then no more).
  public func takeCatchUp() -> Bool {
    lock.withLock { () -> Bool in
      defer { catchUp = false }
      return catchUp
    }
  }

  /// Whether a folder whose kept listing is `kept` (a file; nil: none) is answered from it now, noting the use.
  func answers(from kept: String?) -> Bool {
    guard let kept else { return false }
    return lock.withLock {
      guard on, access(kept, R_OK) == 0 else { return false }
      used = true
      return true
    }
  }
}
