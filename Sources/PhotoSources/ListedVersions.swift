import Foundation

/// The version of each photo a source's listings gave this run, by location: what lets the download cache use
/// a copy without asking the server again (the listing just did) and ask at once for one rewritten in place.
/// Kept as hashes beside the listed size (24 bytes a photo), so a listing of 100,000 photos holds a few megabytes
/// here. Thread-safe.
public final class ListedVersions: @unchecked Sendable {
  private let lock = NSLock()
  private var versions: [UInt64: Listed] = [:]

  /// What a listing said of one photo.
  private struct Listed {
    var version: UInt64
    /// Its size, bytes; negative when the listing gave none.
    var size: Int64
  }

  /// No versions yet.
  public init() {}

  /// Records that the photo at `location` is at `version` (a hash of what its listing said of it), `size` bytes
  /// long where the listing said.
  public func note(_ location: String, version: UInt64, size: Int64? = nil) {
    let key = StableHash.fnv1a64(location.utf8)
    lock.withLock { versions[key] = Listed(version: version, size: size ?? -1) }
  }

  /// The version the last listing gave the photo at `location`; nil when no listing of this run named it.
  public func version(of location: String) -> UInt64? {
    let key = StableHash.fnv1a64(location.utf8)
    return lock.withLock { versions[key]?.version }
  }

  /// The size the last listing gave the photo at `location`, bytes; nil when it gave none, or named it not.
  public func size(of location: String) -> Int64? {
    let key = StableHash.fnv1a64(location.utf8)
    return lock.withLock { versions[key].flatMap { $0.size >= 0 ? $0.size : nil } }
  }
}
