/// Marks (`M`, printed by `--print-marked` at exit, as nsxiv's `-o`): photos the user picked while looking
/// through the album, kept by identity so a relisted album keeps them.
extension Navigator {
  /// The photo the user is on: the pager's, or the grid's selected photo (nil on a folder tile or an empty album).
  var currentPhotoIndex: Int? { stack.currentPhoto(in: album) }

  /// Whether photo `index` is marked.
  public func isMarked(_ index: Int) -> Bool { context.isMarked(index) }

  /// The marked photos' paths (or URLs), in the album's order; photos gone from the album are left out.
  public var markedLocations: [String] { marks.locations(in: album) }
}
