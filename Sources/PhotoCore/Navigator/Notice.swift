/// A line at the bottom of the screen for a while: a command's exit status, a question, a photo moved to the
/// trash.
public struct Notice: Sendable, Equatable {
  /// What it says.
  public var text: String
  /// When it goes, seconds on the navigator's clock.
  public var until: Double

  /// A notice saying `text` until `until`.
  public init(text: String, until: Double) {
    self.text = text
    self.until = until
  }
}

extension Navigator {
  /// Shows `text` at the bottom of the screen from `t` for `seconds`, in place of any notice showing.
  public mutating func show(notice text: String, at t: Double, for seconds: Double = Tuning.Navigator.noticeTime) {
    notice = Notice(text: text, until: t + seconds)
  }

  /// The notice as drawn at `t`: centred near the bottom, on a plate; nil once it has gone.
  func noticeItem(at t: Double) -> TextItem? {
    guard let notice, t < notice.until else { return nil }
    return TextItem(
      notice.text, anchor: Vector2(x: viewport.x / 2, y: viewport.y - Tuning.Navigator.noticeInset),
      alignment: .center, size: Tuning.Navigator.noticeSize, maxWidth: viewport.x * 0.9)
  }
}
