/// The screen that takes input and draws: one at a time. A new screen is a folder in `Screens/` (its value and
/// its `ActiveScreen`), a case here with its arm in `screen`, and its name in the trace's `NavigatorMode`.
public enum ScreenSlot: Sendable {
  /// The thumbnail grid of a folder (`GridScreen`).
  case grid
  /// Full-screen photos paged horizontally (`PagerScreen`).
  case pager
  /// The pager's photos changing by themselves (`SlideshowScreen` driving the `PagerScreen`).
  case slideshow
  /// A photo flying between a grid cell and the pager (`ScreenTransition`); input catches it.
  case flying(ScreenTransition)

  /// What answers the navigator's queries while this slot is active.
  var screen: any ActiveScreen {
    switch self {
    case .grid: GridScreen.Active()
    case .pager: PagerScreen.Active()
    case .slideshow: SlideshowScreen.Active()
    case .flying(let transition): ScreenTransition.Active(transition: transition)
    }
  }
}
