/// The screen that takes input and draws: one at a time. A new screen is a folder in `Screens/` and a case
/// here (and its name in the trace's `NavigatorMode`).
public enum ScreenSlot: Sendable {
  /// The thumbnail grid of a folder (`GridScreen`).
  case grid
  /// Full-screen photos paged horizontally (`PagerScreen`).
  case pager
  /// The pager's photos changing by themselves (`SlideshowScreen` driving the `PagerScreen`).
  case slideshow
  /// A photo flying between a grid cell and the pager (`ScreenTransition`); input catches it.
  case flying(ScreenTransition)
}
