/// A photo's identity in an album, stable while the album is re-listed: its location, and which occurrence of
/// that location it is (a list that names a file twice has two pages, each its own photo).
///
/// Statuses, rotations, downloads, decode requests, textures and cache entries are keyed by it, never by the
/// album index, which shifts when files are added, removed or sorted anew.
public struct PhotoID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file system path or URL.
  public var location: String
  /// 0 for the first page showing `location`, 1 for the second, ...
  public var occurrence: Int

  /// The `occurrence`-th photo at `location`.
  public init(location: String, occurrence: Int = 0) {
    self.location = location
    self.occurrence = occurrence
  }

  /// Ordered by location, then occurrence (a stable order for ties, independent of the album's order).
  public static func < (a: PhotoID, b: PhotoID) -> Bool {
    a.location != b.location ? a.location < b.location : a.occurrence < b.occurrence
  }

  /// The location, with `#n` for a later occurrence.
  public var description: String { occurrence == 0 ? location : "\(location)#\(occurrence + 1)" }
}
