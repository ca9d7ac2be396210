/// The viewer's screens: transitions, the overlay, keyboard steps. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// Scale transitions between screens (a grid tile opening into the pager and back).
  public enum Transition {
    /// An opening or closing transition lasts this long, seconds, eased out (cubic). Source: PhotoSwipe's
    /// 333 ms zoom-from-thumbnail; a touch shorter, as iOS Photos' open feels.
    public static let duration: Double = 0.300
  }

  /// The info overlay.
  public enum Overlay {
    /// The overlay fades in and out over this long, seconds. Source: house choice (as Loupe's controls).
    public static let fadeDuration: Double = 0.2
  }

  /// Keyboard steps.
  public enum Keyboard {
    /// An arrow key pans a zoomed photo this far, points. Source: house choice (about a tenth of a screen).
    public static let panStep: Double = 100
  }
}
