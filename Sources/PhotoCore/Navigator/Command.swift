/// What a key, a controller button or a menu asks the viewer to do. The shell maps input devices to these.
public enum Command: Sendable, Equatable {
  /// Show the next photo (with the settle animation; a repeat during a settle retargets).
  case next
  /// Show the previous photo.
  case previous
  /// Show the first photo.
  case first
  /// Show the last photo.
  case last
  /// In a library, a month on (1) or back (-1): the first photo of the month after, or of this month (the
  /// month before from its first).
  case month(Int)
  /// Zoom in one step around the viewport centre.
  case zoomIn
  /// Zoom out one step around the viewport centre.
  case zoomOut
  /// Fit the photo to the viewport.
  case zoomToFit
  /// Show the photo at one image pixel per screen pixel.
  case zoomToActualSize
  /// An arrow key, as a unit direction (x right, y down): pans a zoomed photo, else pages horizontally.
  case arrow(Vector2)
  /// Pan a zoomed photo by `delta` points (positive x moves the photo right).
  case pan(Vector2)
  /// Rotate the view a quarter turn (positive = clockwise). Never written to the file.
  case rotate(quarterTurns: Int)
  /// Show or hide the info overlay.
  case toggleInfo
  /// Switch between a window and full screen.
  case toggleFullscreen
  /// Close what is open: leave full screen, or quit.
  case close
  /// Quit the viewer.
  case quit
  /// Enter: open the grid's selected photo.
  case activate
  /// Backspace or Alt+Left: the previous photo in the pager, the parent folder on the grid.
  case back
  /// P: pause a slideshow, or resume it.
  case togglePause
  /// M: mark the current photo (the pager's, or the grid's selected one), or take its mark off
  /// (`--print-marked` prints the marked photos' paths at exit).
  case toggleMark
  /// Ctrl+C: copy the current photo's path (or URL) to the clipboard.
  case copyPath
  /// Delete: move the current photo to the trash, once the user confirms it (a second Delete or Enter).
  case trash
  /// U: put the photo last moved to the trash back, while the notice says it can.
  case undoTrash
  /// Space or K on a clip: play it, or pause it.
  case playPause
  /// L or J on a clip: on or back `Tuning.Clips.seekStep` seconds.
  case seekForward
  case seekBack
  /// Shift+M on a clip: its sound off or on.
  case toggleMute
  /// A key of `[commands]`: run `command` (a shell command, `%f` the photo's quoted path) on the current photo.
  case run(String)
}
