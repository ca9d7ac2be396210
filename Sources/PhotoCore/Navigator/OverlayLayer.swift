/// What is drawn over every screen of the stack and belongs to none: the notice at the bottom with its buttons
/// (the clock and the QR code to come). A finger on a notice's button is the layer's, not the screen's under it.
public struct OverlayLayer: Sendable {
  /// Where the layer lays itself out at a moment: the window, how far the screen on top lifts the notice (its
  /// bottom bar), and the buttons' width and reading direction.
  struct Placement: Sendable {
    /// The window, points.
    var viewport: Vector2
    /// How far the notice rises above its place, points (above the pager's bottom bar while it shows).
    var lift: Double
    /// A notice button's width, points (`Navigator.Configuration.noticeButtonWidth`).
    var buttonWidth: Double
    /// Whether the buttons read right to left.
    var readsRightToLeft: Bool
  }

  /// The pointer a notice's button took at its press, and that button, until it lifts.
  var pressed: (id: PointerID, action: NoticeAction)?

  /// `notice` as drawn at `t`: centred near the bottom, on a plate, lifted; nil once it has gone.
  func item(of notice: Notice?, at t: Double, in placement: Placement) -> TextItem? {
    guard let notice, t < notice.until else { return nil }
    let viewport = placement.viewport
    return TextItem(
      notice.text, anchor: Vector2(x: viewport.x / 2, y: viewport.y - Tuning.Navigator.noticeInset - placement.lift),
      alignment: .center, size: Tuning.Navigator.noticeSize, maxWidth: viewport.x * 0.9)
  }

  /// `notice`'s buttons at `t` and where they are (points): a row centred above its text, each a finger's
  /// target; none once it has gone.
  func buttons(of notice: Notice?, at t: Double, in placement: Placement) -> [(action: NoticeAction, frame: Rect)] {
    guard let notice, t < notice.until, !notice.actions.isEmpty else { return [] }
    typealias N = Tuning.Navigator
    let side = Tuning.Controls.targetSize
    let count = Double(notice.actions.count)
    let button = placement.buttonWidth
    let width = count * button + (count - 1) * N.noticeButtonGap
    let viewport = placement.viewport
    let top = viewport.y - N.noticeInset - placement.lift - N.noticeButtonGap - side
    return notice.actions.enumerated().map { i, action in
      // Right to left, the yes stands on the right, as the rest of the controls mirror.
      let place = Double(placement.readsRightToLeft ? notice.actions.count - 1 - i : i)
      let x = viewport.x / 2 - width / 2 + place * (button + N.noticeButtonGap)
      return (action, Rect(origin: Vector2(x: x, y: top), size: Vector2(x: button, y: side)))
    }
  }

  /// `scene` with `notice` drawn over it at `t` (nothing once it has gone), its buttons in place of any.
  func draw(_ notice: Notice, over scene: inout Scene, at t: Double, in placement: Placement) {
    guard let item = item(of: notice, at: t, in: placement) else { return }
    scene.texts.append(item)
    scene.buttons = buttons(of: notice, at: t, in: placement).map {
      SceneButton(label: $0.action.label, frame: $0.frame)
    }
  }

  /// Whether the layer may take a pointer's events: a button of `notice` shows, or one is held.
  func takesPointers(with notice: Notice?) -> Bool { pressed != nil || notice?.actions.isEmpty == false }

  /// Whether the layer takes `event`: a press on one of `notice`'s buttons (when no other pointer is down on
  /// the screens, `screensHeld`) and everything that pointer does until it lifts. A lift on the button it
  /// pressed carries it out (`tapped`).
  mutating func handle(
    _ event: PointerEvent, notice: Notice?, in placement: Placement, screensHeld: Bool, tapped: inout NoticeAction?
  ) -> Bool {
    if let pressed {
      guard pressed.id == event.id else { return event.phase == .down }
      if event.phase == .up || event.phase == .cancelled {
        self.pressed = nil
        let lifted = buttons(of: notice, at: event.time, in: placement).first { $0.frame.contains(event.position) }
        if event.phase == .up && lifted?.action == pressed.action { tapped = pressed.action }
      }
      return true
    }
    guard event.phase == .down, !screensHeld,
      let hit = buttons(of: notice, at: event.time, in: placement).first(where: { $0.frame.contains(event.position) })
    else { return false }
    pressed = (event.id, hit.action)
    return true
  }
}
