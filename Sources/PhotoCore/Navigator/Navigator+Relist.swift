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
  public var acceptsRelisting: Bool { folderStack.isEmpty && transition == nil && caught == nil }

  /// Whether a new listing can replace the album at `t`: as `acceptsRelisting`, and not while the grid on screen
  /// is held or moves (a finger on it, a fling, the scrubber, a change of columns): the cells would jump under
  /// the finger, and a library of 100,000 listed anew costs the frame it lands in. It lands when the grid rests.
  public func acceptsRelisting(at t: Double) -> Bool {
    guard acceptsRelisting else { return false }
    guard !stack.photosOnTop, let grid else { return true }
    return !grid.isMoving(at: t) && grid.touch == nil && grid.scrubber.holder == nil
  }

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
    let upcoming = !stack.photosOnTop ? nil : show?.upcomingSlide(pager: pager, in: library)
    let shown = slides?.current?.photo
    let selected = grid?.selectedPhoto.flatMap { library.contains($0) ? id($0) : nil }
    // A timeline keeps the photo at its top where it is (photos come in above it as the index fills).
    let anchor = grid?.anchor(at: t)
    let anchored = anchor.flatMap { anchor -> PhotoID? in
      let photo = anchor.cell - album.folders.count
      return library.contains(photo) ? id(photo) : nil
    }
    var next = listed
    if show != nil {
      next = showOrder(of: listed)
      show?.listedOrder = next.ids == listed.ids ? nil : listed
    }
    let stale = relist(next, changed: changed, at: t)
    if var grid, !album.items.isEmpty || !album.folders.isEmpty {
      let cell = selected.flatMap(album.index(of:)).map { album.folders.count + $0 }
      let kept = anchor.map { anchor in
        var kept = anchor
        kept.cell = anchored.flatMap(album.index(of:)).map { album.folders.count + $0 } ?? .max
        return kept
      }
      grid.relisted(items: album.items, folders: album.folders, selection: cell, anchor: kept, at: t)
      grid.chosen = grid.chosen.filter(album.contains)  // a photo gone is no longer chosen
      self.grid = grid
    }
    if let shown, !album.contains(shown), var deck = slides {
      // The photo on screen went: the next slide, loaded already, takes its place.
      if let upcoming, let index = album.index(of: upcoming) {
        pager.pages.go(to: index, at: t, animated: false, spring: .keyPageSettle)
        pager.syncZoom(at: t, in: library)
      }
      if library.contains(pager.pages.targetPage) {
        deck.show(id(pager.pages.targetPage), at: t, dissolving: false)
        show?.deck = deck
      }
      show?.pending = nil
    }
    return stale
  }

  /// `listed` in the slideshow's order: the photos still there where the show has them (a shuffled cycle's
  /// order, or the lister's as it was), and the photos new to the album (in the lister's order) right after the last
  /// slide shown, or where it stood when it went.
  func showOrder(of listed: Album) -> Album {
    let old = album
    let kept = old.ids.compactMap(listed.index(of:))
    let arrivals = listed.ids.indices.filter { !old.contains(listed.ids[$0]) }
    if arrivals.isEmpty && kept == Array(listed.ids.indices) { return listed }
    // Arrivals come after the photos shown so far in this cycle: those up to the last slide.
    let shownSoFar = Set(old.ids.prefix(stack.photos.lastSlideIndex(in: context) + 1))
    let cut = kept.firstIndex { !shownSoFar.contains(listed.ids[$0]) } ?? kept.count
    let order = Array(kept[..<cut]) + arrivals + Array(kept[cut...])
    var album = Album(items: order.map { listed.items[$0] }, origin: listed.origin)
    album.folders = listed.folders
    return album
  }
}
