import Foundation

/// The version of each photo a source's listings gave this run, by location: what lets the download cache use
/// a copy without asking the server again (the listing just did) and ask at once for one rewritten in place.
/// Kept as hashes (16 bytes a photo), so a listing of 100,000 photos holds a few megabytes here. Thread-safe.
public final class ListedVersions: @unchecked Sendable {
  private let lock = NSLock()
  private var versions: [UInt64: UInt64] = [:]

  /// No versions yet.
  public init() {}

  /// Records that the photo at `location` is at `version` (a hash of what its listing said of it).
  public func note(_ location: String, version: UInt64) {
    let key = StableHash.fnv1a64(location.utf8)
    lock.withLock { versions[key] = version }
  }

  /// The version the last listing gave the photo at `location`; nil when no listing of this run named it.
  public func version(of location: String) -> UInt64? {
    let key = StableHash.fnv1a64(location.utf8)
    return lock.withLock { versions[key] }
  }
}
