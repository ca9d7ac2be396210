extension Navigator {
  /// Where a key press is, for its bindings: the grid, a running slideshow, a clip on the page, or the pager.
  public var keyContext: KeyContext {
    guard stack.photosOnTop else { return .grid }
    if let slideshow, !slideshow.isPaused { return .slideshow }
    return pager.clip != nil ? .clip : .pager
  }
}

/// Delete moves the current photo to the freedesktop trash, never deleting it: the first press asks, a second
/// Delete (or Enter) confirms, Escape or any other key keeps the photo. U puts the last one back.
extension Navigator {
  /// Delete, Enter, Escape or U at `t` while a question about the trash may be open: what the user asked of
  /// the trash, or nil when `command` has nothing to do with it (the question, if any, is then dropped).
  mutating func performTrash(_ command: Command, at t: Double) -> [NavigatorEffect]? {
    if let answer = trash.answer(command) {
      notice = nil
      switch answer {
      case .confirmed(let photos):
        // In the album's order: put back last first, each returns to its place.
        let indices = photos.compactMap { album.index(of: $0) }.sorted()
        if !stack.photosOnTop { grid?.endSelecting(at: t) }
        return indices.map { .trash(item: album.items[$0], index: $0) }
      case .kept: return []
      case .dropped: break
      }
    }
    switch command {
    case .trash:
      askToTrash(at: t)
      return []
    case .undoTrash:
      let batch = trash.lastBatch
      guard !batch.isEmpty else {
        show(notice: UserText.nothingToRestore, at: t)
        return []
      }
      trash.restoring = batch.count
      return batch.map { .restore($0) }
    default: return nil
    }
  }

  /// Delete's first press: asks about the current photo, or says why it cannot go.
  private mutating func askToTrash(at t: Double) {
    guard let index = currentPhotoIndex else { return }
    let item = album.items[index]
    if let refusal = UserText.trashRefusal(trash.policy, isRemote: item.isRemote) {
      show(notice: refusal, at: t)
      return
    }
    trash.ask(about: album.id(at: index))
    show(
      notice: UserText.trashQuestion(item.displayName), at: t, for: Tuning.Navigator.questionTime,
      actions: [.confirmTrash, .keep])
  }

  /// The selection's trash control: asks about the photos at `indices` (the network's refused), or says why
  /// they cannot go.
  mutating func askToTrash(_ indices: [Int], at t: Double) {
    let local = indices.filter { album.items.indices.contains($0) && !album.items[$0].isRemote }
    if let refusal = UserText.trashRefusal(trash.policy, isRemote: local.isEmpty && !indices.isEmpty) {
      show(notice: refusal, at: t)
      return
    }
    guard !local.isEmpty else { return }
    if local.count == 1 {
      trash.ask(about: album.id(at: local[0]))
      show(
        notice: UserText.trashQuestion(album.items[local[0]].displayName), at: t,
        for: Tuning.Navigator.questionTime, actions: [.confirmTrash, .keep])
      return
    }
    trash.ask(about: local.map { album.id(at: $0) })
    show(
      notice: UserText.trashQuestion(count: local.count), at: t, for: Tuning.Navigator.questionTime,
      actions: [.confirmTrash, .keep])
  }

  /// The shell moved `photo` to the trash at `t`: it leaves the album (the pager shows its neighbour) and U
  /// can put it back. Returns the photos whose decodes the shell must free.
  public mutating func photoTrashed(_ photo: TrashedPhoto, at t: Double) -> [PhotoID] {
    var items = album.items
    guard let index = items.firstIndex(of: photo.item) else { return [] }
    items.remove(at: index)
    let stale = relist(items: items, at: t)
    // Where it was when it went (after the batch's earlier ones went): put back last first, each returns there.
    var photo = photo
    photo.index = index
    trash.moved(photo)
    let batch = trash.lastBatch.count
    let words = batch > 1 ? UserText.trashed(count: batch) : UserText.trashed(photo.item.displayName)
    show(notice: words, at: t, for: Tuning.Navigator.questionTime, actions: [.undo])
    return stale
  }

  /// The shell put `photo` back from the trash at `t`: it returns to its place in the album, on screen.
  public mutating func photoRestored(_ photo: TrashedPhoto, at t: Double) {
    trash.forget(photo)
    var items = album.items
    if !items.contains(photo.item) { items.insert(photo.item, at: min(photo.index, items.count)) }
    _ = relist(items: items, at: t)
    // Back where it was, at once.
    if let index = items.firstIndex(of: photo.item) { show(photoAt: index, at: t, animated: false) }
    let batch = trash.restoring
    show(notice: batch > 1 ? UserText.restored(count: batch) : UserText.restored(photo.item.displayName), at: t)
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
