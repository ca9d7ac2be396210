extension Navigator {
  /// The album was listed anew at `t` (files added, removed or re-sorted); `changed` are photos whose file was
  /// replaced in place (another size, modification time or inode). Everything known of a photo still in the
  /// album (its status, decodes, rotation, zoom) stays, keyed by its identity; the pager stays on the photo it
  /// showed, at rest (a gesture under way is cancelled first), or the nearest page when that photo went.
  /// Returns the photos whose decodes the shell must free: gone from the album, or replaced.
  public mutating func relist(_ newAlbum: Album, changed: Set<PhotoID> = [], at t: Double) -> [PhotoID] {
    cancelAllPointers(at: t)
    return stack.photos.relistLibrary(newAlbum, changed: changed, at: t, in: &context)
  }

}

extension Navigator {
  /// Whether a new listing of the album's paths (`--watch`) can replace the album now: the user is in the
  /// folder that was opened (not a sub-folder of it) and no transition between screens is under way.
  public var acceptsRelisting: Bool { folderStack.isEmpty && stack.photos.flight == nil && stack.photos.caught == nil }

  /// Whether a new listing can replace the album at `t`: as `acceptsRelisting`, and not while the grid on screen
  /// is held or moves (a finger on it, a fling, the scrubber, a change of columns): the cells would jump under
  /// the finger, and a library of 100,000 listed anew costs the frame it lands in. It lands when the grid rests.
  public func acceptsRelisting(at t: Double) -> Bool { acceptsRelisting && stack.acceptsRelisting(at: t) }

  /// The album's paths were listed anew at `t` because files changed (`--watch`): `listed` in the lister's
  /// order, its items stamped, so photos replaced in place load afresh. The grid shows the new cells where it
  /// was scrolled. A slideshow keeps its own order (a shuffled cycle's) and the photos new to the album join
  /// it right after the slide on screen, so they show in this cycle; when the photo on screen went, the slide
  /// that was coming next (already loaded) takes its place at once, with no spinner. `retriesFailed` (the
  /// album's folder came back after it went away) tries the photos that failed meanwhile again. Returns the
  /// photos whose decodes the shell must free (see `relist`).
  public mutating func relistWatched(_ listed: Album, retriesFailed: Bool = false, at t: Double) -> [PhotoID] {
    var changed = listed.replacedPhotos(since: album)
    if retriesFailed {
      for index in album.items.indices {
        if case .failed? = library.status(of: index) { changed.insert(id(index)) }
      }
    }
    let shown = stack.shown(at: t, in: context)
    var next = listed
    if show != nil {
      next = stack.showOrder(of: listed, in: context)
      show?.listedOrder = next.ids == listed.ids ? nil : listed
    }
    let stale = relist(next, changed: changed, at: t)
    stack.relisted(keeping: shown, at: t, in: context)
    return stale
  }
}
