/// What the pointer does to a screen's controls (the pager's bars and menu, the grid's bars), a value of its own: the pointer the bars or the menu took at its
/// press (and what was under it) until it lifts, the control or menu entry tapped for the navigator to carry out
/// (taken once), the name of the last one tapped for the trace, and what the mouse rests on (and since when) for a
/// tooltip after `Tuning.Controls.tooltipDelay`.
public struct ControlsInput: Sendable {
  /// The pointer the bars took at its press, and its target (nil: a bar's background).
  var pressed: (id: PointerID, target: ControlsTarget?)?
  /// The control and the menu entry tapped, not yet taken.
  var tappedControl: Control?
  var tappedItem: MoreItem?
  /// The name of the last control or entry tapped (`scrubber` after a scrub), for the trace.
  public internal(set) var lastTapped: String?
  /// What the mouse rests on, and since when.
  var hovered: (target: ControlsTarget, since: Double)?

  public init() {}

  /// `target` was tapped: a control or a menu entry, kept to be taken and named for the trace.
  mutating func tap(_ target: ControlsTarget) {
    switch target {
    case .control(let control):
      tappedControl = control
      lastTapped = control.rawValue
    case .item(let item):
      tappedItem = item
      lastTapped = item.name
    case .scrubber: break
    }
  }

  /// The pointer on the scrubber lifted: it is named as tapped.
  mutating func endScrub() {
    pressed = nil
    lastTapped = "scrubber"
  }

  /// The control tapped since the last call; cleared.
  mutating func takeControl() -> Control? {
    defer { tappedControl = nil }
    return tappedControl
  }

  /// The menu entry tapped since the last call; cleared.
  mutating func takeItem() -> MoreItem? {
    defer { tappedItem = nil }
    return tappedItem
  }

  /// The mouse rests on `target` (nil: on nothing of the controls) at `t`: whether that changed (then its
  /// tooltip's delay starts again).
  mutating func hover(_ target: ControlsTarget?, at t: Double) -> Bool {
    guard hovered?.target != target else { return false }
    hovered = target.map { ($0, t) }
    return true
  }

  /// When a tooltip comes due, if the mouse rests on something.
  var tooltipDeadline: Double? { hovered.map { $0.since + Tuning.Controls.tooltipDelay } }

  /// What the mouse has rested on for the tooltip's delay at `t`, if anything.
  func tooltipTarget(at t: Double) -> ControlsTarget? {
    guard let hovered, t - hovered.since >= Tuning.Controls.tooltipDelay else { return nil }
    return hovered.target
  }
}
