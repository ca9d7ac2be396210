import CSDL2
import PhotoCore

/// The mouse as the shell sees it: whether its left button is down (it drives the viewer like one finger), and
/// its cursor, shown on activity, hidden after `Tuning.Shell.cursorHideDelay` at rest, never shown in a kiosk.
final class MousePointer {
  /// Whether the left button is down.
  var buttonDown = false
  /// Whether the cursor shows.
  private var cursorVisible = true
  /// When the mouse last moved, turned its wheel or clicked, seconds.
  private var lastActivity = 0.0
  /// A kiosk: the cursor never shows.
  private let isKiosk: Bool

  /// The mouse of a window; in a `kiosk`, its cursor hidden from the start.
  init(kiosk: Bool) {
    isKiosk = kiosk
    if kiosk {
      SDL_ShowCursor(SDL_DISABLE)
      cursorVisible = false
    }
  }

  /// Mouse activity at `time`: the cursor shows (outside a kiosk).
  func noteActivity(at time: Double) {
    lastActivity = time
    guard !isKiosk, !cursorVisible else { return }
    SDL_ShowCursor(SDL_ENABLE)
    cursorVisible = true
  }

  /// Hides the cursor once the mouse has rested long enough by `time`.
  func hideIfIdle(at time: Double) {
    guard cursorVisible, time - lastActivity >= Tuning.Shell.cursorHideDelay else { return }
    SDL_ShowCursor(SDL_DISABLE)
    cursorVisible = false
  }

  /// When the shown cursor is due to hide (the loop wakes for it), or nil.
  var hideDeadline: Double? { cursorVisible ? lastActivity + Tuning.Shell.cursorHideDelay : nil }
}
