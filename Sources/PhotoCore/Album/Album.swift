/// An ordered list of photos and the one to open first.
///
/// Seed 003's data-source idea: whatever the photos came from (a folder, files on the command line,
/// later a list of URLs), the viewer sees only this.
public struct Album: Sendable, Equatable {
  /// The photos, in display order.
  public private(set) var items: [AlbumItem]
  /// The index to show first.
  public var startIndex: Int
  /// Where the album came from, for titles and messages (a folder path, or a description).
  public var origin: String
  /// The sub-folders shown before the photos on the grid (a folder opened on the grid, not recursive).
  public var folders: [AlbumFolder] = []
  /// Each item's identity, in display order.
  public private(set) var ids: [PhotoID]
  /// Each identity's index.
  private var positions: [PhotoID: Int]

  /// An album of `items` opened at `startIndex` (clamped into range).
  public init(items: [AlbumItem], startIndex: Int = 0, origin: String) {
    self.items = items
    self.startIndex = items.isEmpty ? 0 : min(max(startIndex, 0), items.count - 1)
    self.origin = origin
    (ids, positions) = Self.identify(items)
  }

  /// The number of photos.
  public var count: Int { items.count }

  /// The identity of the photo at `index`.
  public func id(at index: Int) -> PhotoID { ids[index] }

  /// The index of photo `id`, or nil when the album does not hold it.
  public func index(of id: PhotoID) -> Int? { positions[id] }

  /// Whether the album holds photo `id`.
  public func contains(_ id: PhotoID) -> Bool { positions[id] != nil }

  /// The identities of `items` (each location, numbered by occurrence) and the index of each.
  static func identify(_ items: [AlbumItem]) -> ([PhotoID], [PhotoID: Int]) {
    var ids: [PhotoID] = []
    ids.reserveCapacity(items.count)
    var positions: [PhotoID: Int] = [:]
    positions.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      var id = PhotoID(location: item.location)
      while positions[id] != nil { id.occurrence += 1 }
      ids.append(id)
      positions[id] = index
    }
    return (ids, positions)
  }
}
