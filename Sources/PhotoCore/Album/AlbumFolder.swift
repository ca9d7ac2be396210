/// A sub-folder shown as a tile on the grid: where it is, its name, the photos directly inside it, and the
/// first of them (its cover).
public struct AlbumFolder: Sendable, Equatable {
  /// The folder's path.
  public var path: String
  /// Its name, as shown.
  public var name: String
  /// The photos directly inside it.
  public var photoCount: Int
  /// Its first photo in natural order, if it has one.
  public var cover: String?

  /// A folder tile's facts.
  public init(path: String, name: String, photoCount: Int, cover: String?) {
    self.path = path
    self.name = name
    self.photoCount = photoCount
    self.cover = cover
  }
}
