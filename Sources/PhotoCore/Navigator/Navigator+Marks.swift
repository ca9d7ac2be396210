/// Marks (`M`, printed by `--print-marked` at exit, as nsxiv's `-o`): photos the user picked while looking
/// through the album, kept by identity so a relisted album keeps them.
extension Navigator {
  /// The photo the user is on: the pager's, or the grid's selected photo (nil on a folder tile or an empty album).
  var currentPhotoIndex: Int? {
    let index = gridIsActive ? grid?.selectedPhoto : pager.pages.targetPage
    guard let index, album.items.indices.contains(index) else { return nil }
    return index
  }

  /// Whether photo `index` is marked.
  public func isMarked(_ index: Int) -> Bool {
    album.items.indices.contains(index) && marks.contains(album.id(at: index))
  }

  /// The marked photos' paths (or URLs), in the album's order; photos gone from the album are left out.
  public var markedLocations: [String] { marks.locations(in: album) }

  /// The badge of a photo in the pager whose camera RAW is beside it (`RawPairing`): "RAW" in the top left
  /// corner.
  func rawBadge(at t: Double) -> TextItem? {
    let page = pager.pages.currentPage(at: t)
    guard transition == nil, slot.screen.showsPager, album.items.indices.contains(page) else { return nil }
    let item = album.items[page]
    // A live photo says so as the Photos app does ("LIVE"), beside "RAW" for a RAW + JPEG pair.
    let live = library.motionLocation(of: page) != nil
    let words = [live ? "LIVE" : nil, item.companion.map { _ in "RAW" }].compactMap { $0 }
    guard !words.isEmpty else { return nil }
    return TextItem(
      words.joined(separator: " · "), anchor: Vector2(x: Tuning.Navigator.markInset, y: Tuning.Navigator.markInset),
      alignment: .leading, size: Tuning.Navigator.rawBadgeSize)
  }

  /// The badge of a marked photo in the pager: a check mark in the top right corner.
  func markBadge(at t: Double) -> TextItem? {
    guard transition == nil, slot.screen.showsPager, isMarked(pager.pages.currentPage(at: t)) else { return nil }
    return TextItem(
      "\u{2713}", anchor: Vector2(x: viewport.x - Tuning.Navigator.markInset, y: Tuning.Navigator.markInset),
      alignment: .trailing, size: Tuning.Navigator.markSize)
  }
}
