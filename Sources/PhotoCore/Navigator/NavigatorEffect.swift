/// Something the viewer asks its shell to do, because it lies outside the pure core.
public enum NavigatorEffect: Sendable, Equatable {
  /// Leave the viewer (exit code 0).
  case quit
  /// Toggle full screen.
  case toggleFullscreen
  /// Leave full screen if in it, otherwise quit (Escape).
  case close
  /// The photo was dismissed by a pull-down; the shell returns to the grid, or quits while none exists.
  case dismissed
  /// A closing transition ended on its tile; the shell shows the screen it closed to, or quits while none
  /// exists.
  case closed
  /// The grid asks to open photo `index` in the pager (the navigator does it; the shell never sees it).
  case open(index: Int)
  /// The grid's folder tile at `path` was tapped: the shell lists it and hands the album to
  /// `Navigator.enterFolder`.
  case openFolder(path: String)
  /// A swipe in from the grid's left edge: back to the folder above (the navigator does it).
  case back
  /// Put `text` on the clipboard (Ctrl+C: the current photo's path).
  case copy(text: String)
  /// The user confirmed Delete: move `item` (photo `index`) to the trash, then tell `Navigator.photoTrashed`.
  case trash(item: AlbumItem, index: Int)
  /// U: put `photo` back from the trash, then tell `Navigator.photoRestored`.
  case restore(TrashedPhoto)
  /// A key of `[commands]`: run the shell command `command` on `item` (`%f` its quoted path), without waiting.
  case run(command: String, item: AlbumItem)
}
