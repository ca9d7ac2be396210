/// Delete moves the current photo to the freedesktop trash, never deleting it (`TrashBin` asks and answers);
/// the shell says when a photo went or came back, and the album follows.
extension Navigator {
  /// The shell moved `photo` to the trash at `t`: it leaves the album (the pager shows its neighbour) and U
  /// can put it back. Returns the photos whose decodes the shell must free.
  public mutating func photoTrashed(_ photo: TrashedPhoto, at t: Double) -> [PhotoID] {
    var items = album.items
    guard let index = items.firstIndex(of: photo.item) else { return [] }
    items.remove(at: index)
    let stale = relist(items: items, at: t)
    // Where it was when it went (after the batch's earlier ones went): put back last first, each returns there.
    trash.moved(photo, from: index, at: t, in: &context)
    return stale
  }

  /// The shell put `photo` back from the trash at `t`: it returns to its place in the album, on screen.
  public mutating func photoRestored(_ photo: TrashedPhoto, at t: Double) {
    var items = album.items
    if !items.contains(photo.item) { items.insert(photo.item, at: min(photo.index, items.count)) }
    _ = relist(items: items, at: t)
    // Back where it was, at once.
    if let index = items.firstIndex(of: photo.item) { show(photoAt: index, at: t, animated: false) }
    trash.restored(photo, at: t, in: &context)
  }

  /// The album's photos become `items` at `t` (its folders and origin kept), as a relisting; returns the photos
  /// whose decodes the shell must free.
  private mutating func relist(items: [AlbumItem], at t: Double) -> [PhotoID] {
    var listed = Album(items: items, origin: album.origin)
    listed.folders = album.folders
    return relistWatched(listed, at: t)
  }

  /// The shell could not move a photo to the trash, or put one back: says why at `t`. A photo no longer in
  /// the trash is forgotten.
  public mutating func trashFailed(_ message: String, forgetting photo: TrashedPhoto? = nil, at t: Double) {
    if let photo { trash.forget(photo) }
    show(notice: message, at: t)
  }
}
