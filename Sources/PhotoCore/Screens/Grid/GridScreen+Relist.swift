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
}
