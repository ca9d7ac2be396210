/// Whether the on-screen controls are shown, fading in and out over `Tuning.Controls.fadeDuration`, and when
/// they hide by themselves: `Tuning.Controls.autoHideDelay` after the last input that kept them (a tap on a
/// control, a pointer moving over them). A toggle in the middle of a fade turns it round from where it is.
/// Pure: the screen that owns it passes the time in, seconds.
public struct ControlsState: Sendable, Equatable {
  /// Whether the controls are shown (or fading in); false while hidden or fading out.
  public private(set) var isShown = false
  /// Whether the "more" menu is open (it closes with the bars).
  public internal(set) var isMenuOpen = false
  /// When the last fade started, set back so that the fade continues from the opacity it had.
  private var changedAt = -Double.infinity
  /// The last input that kept the controls, seconds.
  private var lastActivity = -Double.infinity
  /// How long they stay without input, seconds (nil: until hidden; a paused clip keeps them).
  public var hideDelay: Double? = Tuning.Controls.autoHideDelay

  /// Hidden.
  public init() {}

  /// Their opacity at `t`, 0...1 (linear in time over the fade).
  public func alpha(at t: Double) -> Double {
    let progress = min(max((t - changedAt) / Tuning.Controls.fadeDuration, 0), 1)
    return isShown ? progress : 1 - progress
  }

  /// Whether a fade is under way at `t`.
  public func isFading(at t: Double) -> Bool { t - changedAt < Tuning.Controls.fadeDuration }

  /// Shows them at `t` (from the opacity they have), keeping them `autoHideDelay` from now.
  public mutating func show(at t: Double) {
    lastActivity = t
    guard !isShown else { return }
    turn(at: t)
  }

  /// Hides them at `t` (from the opacity they have).
  public mutating func hide(at t: Double) {
    isMenuOpen = false
    guard isShown else { return }
    turn(at: t)
  }

  /// Shows them if hidden, hides them if shown.
  public mutating func toggle(at t: Double) {
    if isShown { hide(at: t) } else { show(at: t) }
  }

  /// Keeps them shown another `autoHideDelay` from `t` (input on them).
  public mutating func noteActivity(at t: Double) {
    if isShown { lastActivity = t }
  }

  /// When they hide by themselves, seconds; nil while hidden.
  public var hideDeadline: Double? { isShown ? hideDelay.map { lastActivity + $0 } : nil }

  /// Hides them at their deadline once `t` has passed it.
  public mutating func advance(to t: Double) {
    if let deadline = hideDeadline, t >= deadline { hide(at: deadline) }
  }

  /// The control a press at `point` (points) goes to at `t` in `layout`: only while shown (a fading-out bar
  /// takes no taps); nil elsewhere.
  public func control(at point: Vector2, in layout: ControlsLayout) -> Control? {
    isShown ? layout.control(at: point) : nil
  }

  /// Whether a press at `point` belongs to the bars (a control or a bar's background) rather than to what is
  /// under them.
  public func claims(_ point: Vector2, in layout: ControlsLayout) -> Bool {
    isShown && layout.barsContain(point)
  }

  /// Turns the fade round at `t`, continuing from the opacity it had.
  private mutating func turn(at t: Double) {
    let alpha = self.alpha(at: t)
    isShown.toggle()
    // The new fade starts where the old one was: shown from `alpha`, hidden from 1 - `alpha` of the way.
    let progress = isShown ? alpha : 1 - alpha
    changedAt = t - progress * Tuning.Controls.fadeDuration
  }
}
