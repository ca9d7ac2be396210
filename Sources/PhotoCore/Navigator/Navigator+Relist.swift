extension Navigator {
  /// The album was listed anew at `t` (files added, removed or re-sorted); `changed` are photos whose file was
  /// replaced in place (another size, modification time or inode). Everything known of a photo still in the
  /// album (its status, decodes, rotation, zoom) stays, keyed by its identity; the pager stays on the photo it
  /// showed, at rest (a gesture under way is cancelled first), or the nearest page when that photo went.
  /// Returns the photos whose decodes the shell must free: gone from the album, or replaced.
  public mutating func relist(_ newAlbum: Album, changed: Set<PhotoID> = [], at t: Double) -> [PhotoID] {
    cancelAllPointers(at: t)
    let shownPage = pager.pager.targetPage
    let shown = library.contains(shownPage) ? id(shownPage) : nil
    let page = shown.flatMap(newAlbum.index(of:)) ?? min(shownPage, max(0, newAlbum.count - 1))
    let stale = Set(library.album.ids).subtracting(newAlbum.ids).union(changed)
    let keepsZoom = shown.map { newAlbum.index(of: $0) != nil && !changed.contains($0) } ?? false
    library.relist(newAlbum, stale: stale)
    pager.relisted(showing: page, keepsZoom: keepsZoom, at: t, in: library)
    return stale.sorted()
  }
}
