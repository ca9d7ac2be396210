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

  /// The album was listed anew as a library by date: `items` (the photos, in order) in `timeline`'s sections at
  /// the level shown, the rest as `relisted` does.
  mutating func relisted(items: [AlbumItem], folders: [AlbumFolder], selection: Int?, at t: Double) {
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
    scroll.scroll(to: scroll.clamped(position), at: t, animated: false)
  }
}
