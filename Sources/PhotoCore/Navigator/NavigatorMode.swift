/// Which screen the viewer shows; the trace's `mode` field.
public enum NavigatorMode: String, Sendable {
  /// Full-screen photos paged horizontally.
  case pager
  /// The thumbnail grid.
  case grid
  /// A scale transition from a thumbnail into the pager.
  case opening
  /// A scale transition from the pager back to a thumbnail.
  case closing
  /// An automatic slideshow.
  case slideshow
}
