/// `--watch`: the album's folders listed anew after files changed.
public struct WatchedListing: Sendable {
  /// The album as listed, files still being written held back.
  public var album: Album
  /// Whether the album's folder was gone and is back (the photos that failed meanwhile are tried again).
  public var folderCameBack: Bool

  /// A listing of `album`; `folderCameBack` when its folder had gone.
  public init(album: Album, folderCameBack: Bool) {
    self.album = album
    self.folderCameBack = folderCameBack
  }
}

/// A new listing the navigator cannot take yet (a transition between screens is under way, or the grid shows a
/// sub-folder; see `Navigator.acceptsRelisting`) is held until it can; a newer one replaces it, keeping that
/// the folder came back meanwhile.
public struct ListingHold: Sendable {
  /// The listing waiting, if any.
  public private(set) var held: WatchedListing?

  /// Nothing held.
  public init() {}

  /// `fresh` arrived (nil: nothing new) while the navigator `accepts` a relisting or not: returns the listing
  /// to take now (the fresh one, or the one held), or nil while it must wait (it is held) or there is none.
  public mutating func take(_ fresh: WatchedListing?, accepts: Bool) -> WatchedListing? {
    guard let next = fresh ?? held else { return nil }
    let listing = WatchedListing(
      album: next.album, folderCameBack: next.folderCameBack || held?.folderCameBack == true)
    guard accepts else {
      held = listing
      return nil
    }
    held = nil
    return listing
  }
}
