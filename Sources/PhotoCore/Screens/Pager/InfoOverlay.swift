/// The pager's info overlay (the photo's name and place, `i` or a tap in a show): shown or hidden, fading over
/// `Tuning.Overlay.fadeDuration`; a toggle in the middle of a fade turns it round from the opacity it has.
public struct InfoOverlay: Sendable, Equatable {
  /// Whether it is shown (or fading in).
  public private(set) var isVisible = false
  /// When the last fade started, set back so that the fade continues from the opacity it had.
  private var changedAt = -Double.infinity

  /// Hidden.
  public init() {}

  /// Shows it, or hides it, at `t`.
  public mutating func toggle(at t: Double) {
    let alpha = self.alpha(at: t)
    isVisible.toggle()
    let progress = isVisible ? alpha : 1 - alpha
    changedAt = t - progress * Tuning.Overlay.fadeDuration
  }

  /// Its opacity at `t`, 0...1.
  public func alpha(at t: Double) -> Double {
    let u = min(max((t - changedAt) / Tuning.Overlay.fadeDuration, 0), 1)
    return isVisible ? u : 1 - u
  }

  /// Whether it fades at `t`.
  public func isFading(at t: Double) -> Bool { t - changedAt < Tuning.Overlay.fadeDuration }
}
