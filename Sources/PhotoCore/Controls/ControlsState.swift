/// The pager's on-screen controls: whether they are shown, fading in and out over `Tuning.Controls.fadeDuration`,
/// and when they hide by themselves: `Tuning.Controls.autoHideDelay` after the last input that kept them (a tap
/// on a control, a pointer moving over them); a toggle in the middle of a fade turns it round from where it is.
/// With them, the "more" menu's state, what the pointer does to them (`ControlsInput`) and the tooltip that
/// makes. Pure: the screen that owns it passes the time in, seconds.
public struct ControlsState: Sendable {
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
  /// Whether a tap may show them (not in a running slideshow or kiosk, where a tap shows the info overlay).
  public internal(set) var showsOnTap = true
  /// What the pointer does to them: pressed, tapped, hovered, and the tooltip it waits for (`ControlsInput`).
  public internal(set) var input = ControlsInput()

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

  /// The tooltip's words at `t` for what the mouse rests on, with the key named by `keys` for its action (or
  /// `commandKeys` for a command of the menu); nil before `Tuning.Controls.tooltipDelay`, off the controls, or
  /// while they are hidden.
  func tooltip(
    at t: Double, keys: [KeyAction: String], commandKeys: [String: String]
  ) -> (text: String, target: ControlsTarget)? {
    guard isShown, let target = input.tooltipTarget(at: t) else { return nil }
    let (title, action): (String, KeyAction?) =
      switch target {
      case .control(let control): (control.title, control.action)
      case .item(let item): (item.label, item.action)
      case .scrubber: (tr("Seek"), nil)
      }
    var key = action.flatMap { keys[$0] }
    if case .item(.command(let line)) = target { key = commandKeys[line] }
    guard let key else { return (title, target) }
    return ("\(title) (\(key))", target)
  }
}
