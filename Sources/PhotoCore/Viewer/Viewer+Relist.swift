extension Viewer {
  /// The album was listed anew at `t` (files added, removed or re-sorted); `changed` are photos whose file was
  /// replaced in place (another size, modification time or inode). Everything known of a photo still in the
  /// album (its status, decodes, rotation, zoom) stays, keyed by its identity; the pager stays on the photo it
  /// showed, at rest (a gesture under way is cancelled first), or the nearest page when that photo went.
  /// Returns the photos whose decodes the shell must free: gone from the album, or replaced.
  public mutating func relist(_ newAlbum: Album, changed: Set<PhotoID> = [], at t: Double) -> [PhotoID] {
    cancelAllPointers(at: t)
    let shownPage = pager.targetPage
    let shown = album.items.indices.contains(shownPage) ? id(shownPage) : nil
    let page = shown.flatMap(newAlbum.index(of:)) ?? min(shownPage, max(0, newAlbum.count - 1))
    let gone = Set(album.ids).subtracting(newAlbum.ids)
    let stale = gone.union(changed)
    let zoomed = zoom
    let keepsZoom = shown != nil && newAlbum.index(of: shown!) != nil && !changed.contains(shown!)
    album = newAlbum
    pager = Pager(count: newAlbum.count, pageWidth: viewport.x, page: page)
    outgoing = nil
    zoomPage = page
    zoom = keepsZoom ? zoomed : nil
    for photo in stale { loads.invalidate(photo) }
    for photo in gone {
      quarterTurns[photo] = nil
      downloadProgress[photo] = nil
    }
    syncZoom(at: t)
    return stale.sorted()
  }
}
