extension GridScreen {
  /// The album was listed anew at `t` (`--watch`): `folders` then `count` photos, in the columns the user
  /// chose, scrolled where the grid was (within the new content), `selection` (a cell) selected, or the cell
  /// selected before when nil. A gesture under way ends.
  mutating func relisted(count: Int, folders: [AlbumFolder], selection: Int?, at t: Double) {
    let position = scroll.position(at: t)
    self.folders = folders
    let cells = folders.count + count
    layout = layout.with(count: cells)
    touch = nil
    pinch = nil
    columnChange = nil
    hiddenCell = nil
    self.selection = min(selection ?? self.selection, max(0, cells - 1))
    scroll = ScrollAxis(contentLength: layout.contentHeight, viewportLength: layout.viewport.y)
    scroll.scroll(to: scroll.clamped(position), at: t, animated: false)
  }

  /// Where a timeline stands, kept through a listing anew: the first cell on screen and how far its top lies
  /// below the screen's top, or that it shows the end (where a library opens, which stays there as the older
  /// photos come in above it).
  struct Anchor: Equatable, Sendable {
    var cell: Int
    var offset: Double
    var atEnd: Bool
  }

  /// Where the timeline stands at `t`; nil for a grid of a folder (kept at its scroll position) or one empty.
  func anchor(at t: Double) -> Anchor? {
    guard timeline != nil else { return nil }
    let position = scroll.position(at: t)
    let cells = layout.visibleCells(scroll: position)
    guard let cell = cells.first else { return nil }
    return Anchor(cell: cell, offset: layout.cell(cell).origin.y - position, atEnd: position >= layout.maxScroll - 0.5)
  }

  /// The album was listed anew as a library by date: `items` (the photos, in order) in `timeline`'s sections at
  /// the level shown, kept at `anchor` (its cell in the new listing: the same photo at the same height, or the
  /// end), the rest as `relisted` does.
  mutating func relisted(items: [AlbumItem], folders: [AlbumFolder], selection: Int?, anchor: Anchor?, at t: Double) {
    relisted(count: items.count, folders: folders, selection: selection, at: t)
    guard Timeline.dates(items) else {
      timeline = nil
      return
    }
    let next = Timeline(items: items, level: timeline?.level ?? .all)
    let position = scroll.position(at: t)
    timeline = next
    layout = timelineLayout(layout)
    scroll = ScrollAxis(contentLength: layout.contentHeight, viewportLength: layout.viewport.y)
    let kept =
      switch anchor {
      case let anchor? where anchor.atEnd: layout.maxScroll
      case let anchor? where anchor.cell < layout.count: layout.cell(anchor.cell).origin.y - anchor.offset
      default: position
      }
    scroll.scroll(to: scroll.clamped(kept), at: t, animated: false)
  }
}
