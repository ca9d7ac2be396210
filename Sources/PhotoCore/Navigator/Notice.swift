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

  /// Where the overlay lays itself out at `t`: above the bottom bar while the pager's controls show, with their
  /// fade.
  func overlayPlacement(at t: Double) -> OverlayLayer.Placement {
    OverlayLayer.Placement(
      viewport: viewport, lift: stack.photosOnTop ? stack.photos.noticeLift(at: t) : 0,
      buttonWidth: configuration.noticeButtonWidth, readsRightToLeft: readsRightToLeft)
  }
}
