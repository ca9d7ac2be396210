/// A line at the bottom of the screen for a while: a command's exit status, a question, a photo moved to the
/// trash.
public struct Notice: Sendable, Equatable {
  /// What it says.
  public var text: String
  /// When it goes, seconds on the navigator's clock.
  public var until: Double
  /// Its buttons, for a finger: the trash question's answers, a trashed photo's undo.
  public var actions: [NoticeAction] = []

  /// A notice saying `text` until `until`, with buttons for `actions`.
  public init(text: String, until: Double, actions: [NoticeAction] = []) {
    self.text = text
    self.until = until
    self.actions = actions
  }
}

/// A notice's button: what a key does there, for a finger (a touch-only screen has no Delete, Escape or U).
public enum NoticeAction: String, Sendable, CaseIterable {
  /// The trash question's yes: as a second Delete.
  case confirmTrash
  /// The trash question's no: as Escape.
  case keep
  /// A photo just moved to the trash comes back: as U.
  case undo

  /// Its label.
  public var label: String {
    switch self {
    case .confirmTrash: return UserText.moveToTrash
    case .keep: return UserText.keep
    case .undo: return UserText.undo
    }
  }

  /// The command it carries out.
  public var command: Command {
    switch self {
    case .confirmTrash: return .trash
    case .keep: return .close
    case .undo: return .undoTrash
    }
  }
}

extension Navigator {
  /// Shows `text` at the bottom of the screen from `t` for `seconds`, in place of any notice showing, with buttons
  /// for `actions`.
  public mutating func show(
    notice text: String, at t: Double, for seconds: Double = Tuning.Navigator.noticeTime, actions: [NoticeAction] = []
  ) {
    context.say(text, at: t, for: seconds, actions: actions)
  }

  /// How far the notice rises at `t`: above the bottom bar while the pager's controls show, with their fade.
  func noticeLift(at t: Double) -> Double { stack.photosOnTop ? stack.photos.noticeLift(at: t) : 0 }

  /// The notice's buttons at `t` and where they are (points): a row centred above its text, each a finger's
  /// target; none once it has gone.
  func noticeButtons(at t: Double) -> [(action: NoticeAction, frame: Rect)] {
    guard let notice, t < notice.until, !notice.actions.isEmpty else { return [] }
    typealias N = Tuning.Navigator
    let side = Tuning.Controls.targetSize
    let count = Double(notice.actions.count)
    let button = configuration.noticeButtonWidth
    let width = count * button + (count - 1) * N.noticeButtonGap
    let top = viewport.y - N.noticeInset - noticeLift(at: t) - N.noticeButtonGap - side
    return notice.actions.enumerated().map { i, action in
      // Right to left, the yes stands on the right, as the rest of the controls mirror.
      let place = Double(readsRightToLeft ? notice.actions.count - 1 - i : i)
      let x = viewport.x / 2 - width / 2 + place * (button + N.noticeButtonGap)
      return (action, Rect(origin: Vector2(x: x, y: top), size: Vector2(x: button, y: side)))
    }
  }

  /// Whether the notice's buttons take `event`: a press on one and everything that pointer does until it
  /// lifts; a lift on the button it pressed carries it out (`tapped`).
  mutating func handleNoticeButtons(_ event: PointerEvent, tapped: inout NoticeAction?) -> Bool {
    if let pressed = pressedNoticeButton {
      guard pressed.id == event.id else { return event.phase == .down }
      if event.phase == .up || event.phase == .cancelled {
        pressedNoticeButton = nil
        let lifted = noticeButtons(at: event.time).first { $0.frame.contains(event.position) }?.action
        if event.phase == .up && lifted == pressed.action { tapped = pressed.action }
      }
      return true
    }
    guard event.phase == .down, stack.activePointers.isEmpty,
      let hit = noticeButtons(at: event.time).first(where: { $0.frame.contains(event.position) })
    else { return false }
    pressedNoticeButton = (event.id, hit.action)
    return true
  }

  /// The notice as drawn at `t`: centred near the bottom, on a plate; nil once it has gone.
  func noticeItem(at t: Double) -> TextItem? {
    guard let notice, t < notice.until else { return nil }
    return TextItem(
      notice.text, anchor: Vector2(x: viewport.x / 2, y: viewport.y - Tuning.Navigator.noticeInset),
      alignment: .center, size: Tuning.Navigator.noticeSize, maxWidth: viewport.x * 0.9)
  }
}
