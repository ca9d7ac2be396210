/// An opened album and what was skipped on the way.
public struct AlbumListing: Sendable, Equatable {
  /// The album to show.
  public var album: Album
  /// Things skipped while listing (an unreadable sub-folder, a symbolic link loop, a name that is not
  /// UTF-8, a list entry that is missing), in the order met. Print each as a warning; none is fatal.
  public var warnings: [AlbumError]

  /// A listing of `album` with `warnings`.
  public init(album: Album, warnings: [AlbumError] = []) {
    self.album = album
    self.warnings = warnings
  }
}

/// What one listing run accumulates besides its photos.
struct ListingState {
  /// Warnings so far, in order.
  var warnings: [AlbumError] = []
  /// `stat` calls made on directory entries and photos (not on the paths given): for tests that check a
  /// name-ordered listing reads `d_type` instead of stat-ing every file.
  var entryStats = 0

  mutating func warn(_ warning: AlbumError) { warnings.append(warning) }
}
