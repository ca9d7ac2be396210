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
  /// The sources its photos are read from, which say which of them are on the network.
  public var sources: SourceSet
  /// Each item's identity, in display order.
  public private(set) var ids: [PhotoID]
  /// Each identity's index.
  private var positions: [PhotoID: Int]

  /// An album of `items` opened at `startIndex` (clamped into range), read through `sources`.
  public init(items: [AlbumItem], startIndex: Int = 0, origin: String, sources: SourceSet = .standard) {
    self.items = items
    self.sources = sources
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

  /// Whether the photo at `location` is read over the network: its source's answer.
  public func isRemote(_ location: String) -> Bool { sources.isRemote(location) }

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
