/// The photos the user marked (`M`, printed by `--print-marked` at exit, as nsxiv's `-o`), kept by identity so
/// a relisted album keeps them.
public struct Marks: Sendable, Equatable {
  /// The marked photos.
  public private(set) var photos: Set<PhotoID> = []

  /// No photo marked.
  public init() {}

  /// Whether no photo is marked.
  public var isEmpty: Bool { photos.isEmpty }

  /// Whether `photo` is marked.
  public func contains(_ photo: PhotoID) -> Bool { photos.contains(photo) }

  /// Marks `photo`, or takes its mark off.
  public mutating func toggle(_ photo: PhotoID) {
    if photos.contains(photo) { photos.remove(photo) } else { photos.insert(photo) }
  }

  /// The marked photos' paths (or URLs) in `album`'s order; photos gone from it are left out.
  public func locations(in album: Album) -> [String] {
    album.items.indices.filter { photos.contains(album.id(at: $0)) }.map { album.items[$0].location }
  }
}
