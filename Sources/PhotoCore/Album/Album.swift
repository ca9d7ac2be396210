/// An ordered list of photos and the one to open first.
///
/// Seed 003's data-source idea: whatever the photos came from (a folder, files on the command line,
/// later a list of URLs), the viewer sees only this.
public struct Album: Sendable, Equatable {
  /// The photos, in display order.
  public var items: [AlbumItem]
  /// The index to show first.
  public var startIndex: Int
  /// Where the album came from, for titles and messages (a folder path, or a description).
  public var origin: String

  /// An album of `items` opened at `startIndex` (clamped into range).
  public init(items: [AlbumItem], startIndex: Int = 0, origin: String) {
    self.items = items
    self.startIndex = items.isEmpty ? 0 : min(max(startIndex, 0), items.count - 1)
    self.origin = origin
  }

  /// The number of photos.
  public var count: Int { items.count }
}
