/// Which screen the viewer shows; the trace's `mode` field.
public enum NavigatorMode: String, Sendable {
  /// Full-screen photos paged horizontally.
  case pager
  /// The thumbnail grid.
  case grid
  /// A library's grid by date (the trace's name for the grid showing a timeline).
  case timeline
  /// A scale transition from a thumbnail into the pager.
  case opening
  /// A scale transition from the pager back to a thumbnail.
  case closing
  /// An automatic slideshow.
  case slideshow
}
