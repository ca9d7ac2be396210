/// What a screen asks of the navigator after an input or a tick: an effect for the shell, or something only the
/// navigator can do (a command that spans screens, the screen below taking the photo back, a screen pushed over it or popped, a folder, the trash).
enum ScreenRequest: Sendable {
  /// Passed on to the shell.
  case shell(NavigatorEffect)
  /// The navigator performs `command` as a key would (a control or a menu entry tapped, a notice's button).
  case perform(Command)
  /// The photo on top flies back into its tile on the screen below (a pull-down, Escape).
  case closeIntoBelow
  /// A photo let go mid-flight closes into its tile below from `from`, at `velocity`, the backdrop at `backdrop`.
  case letGoIntoBelow(from: ScreenTransition.End, velocity: [Double], backdrop: Double)
  /// The photo flying into the screen below has arrived: that screen is on top again.
  case arrivedBelow
  /// The grid asks to open photo `index` out of its cell.
  case open(index: Int)
  /// A slideshow starts as the configuration sets it up (the slideshow control, P), from the photo on the pager.
  case startSlideshow
  /// Back: to the folder above, or else to the screen below this one (a grid pushed over a list).
  case goBack
  /// `screen` goes on top of the stack (a list's entry opening its grid); `.goBack` pops it.
  case push(any Screen)
  /// The selection's trash control: asks about moving the photos at these album indices to the trash.
  case trash([Int])
}

extension Array where Element == ScreenRequest {
  /// Each of `effects` as a request to pass it on to the shell, in order.
  static func shell(_ effects: [NavigatorEffect]) -> [ScreenRequest] { effects.map(ScreenRequest.shell) }
}
