/// Which files of a new listing (`--watch`) are whole: a file new to the album, or rewritten since it was
/// listed, joins it only once its stamp (size and modification time) has held still for
/// `Tuning.Watch.stableAfter` seconds, and an empty file not at all, so a photo still being copied is never
/// shown half written. Until then a new file is left out and a rewritten one keeps its old stamp (its old
/// decode stays on screen). A pure value: `t` is seconds on the caller's clock.
public struct ListingSettler: Sendable {
  /// Each file held back: its stamp when last listed and since when it has had it.
  private var unsettled: [String: (stamp: FileStamp, since: Double)] = [:]

  /// A settler holding nothing back.
  public init() {}

  /// Whether a file is held back.
  public var isSettling: Bool { !unsettled.isEmpty }

  /// `listed` with the files that are not whole yet left out (or at their old stamp in `published`, the album
  /// as last settled), and when to list again to see them settle (nil: nothing is held back).
  public mutating func settle(
    _ listed: Album, against published: Album, at t: Double
  ) -> (
    album: Album, listAgainAt: Double?
  ) {
    // Made only once a file is held back: otherwise the listing itself is the album (a library's 100,000
    // items not copied).
    var items: [AlbumItem]?
    var listAgainAt: Double?
    var still: [String: (stamp: FileStamp, since: Double)] = [:]
    for (index, item) in listed.items.enumerated() {
      let old = published.index(of: listed.id(at: index)).map { published.items[$0] }
      guard let stamp = item.stamp, stamp != old?.stamp else {
        items?.append(item)
        continue
      }
      let since = unsettled[item.location].flatMap { $0.stamp == stamp ? $0.since : nil } ?? t
      if stamp.size > 0 && t - since >= Tuning.Watch.stableAfter - 1e-9 {
        items?.append(item)
        continue
      }
      // Held back: a new file is left out, a rewritten one stays as it was.
      if items == nil { items = Array(listed.items[..<index]) }
      still[item.location] = (stamp, since)
      if let old { items?.append(old) }
      if stamp.size > 0 { listAgainAt = min(listAgainAt ?? .infinity, since + Tuning.Watch.stableAfter) }
    }
    unsettled = still
    guard let items else { return (listed, listAgainAt) }
    var album = Album(items: items, startIndex: listed.startIndex, origin: listed.origin)
    album.folders = listed.folders
    return (album, listAgainAt)
  }
}
