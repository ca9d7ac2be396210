/// The navigator's screens: transitions, the overlay, notices and marks, keyboard steps. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// Scale transitions between screens (a grid tile opening into the pager and back), one spring.
  public enum Transition {
    /// The spring's response, seconds (one undamped period). Source: Docs/physics.md "Open and close" (iOS Photos'
    /// feel; SwiftUI's default spring response is 0.55 s, UIKit's zoom transition about 0.4 s).
    public static let response: Double = 0.40
    /// Its natural frequency omega0 = 2 pi / response, radians per second (15.7).
    public static let naturalFrequency: Double = 2 * Double.pi / response
    /// Its damping ratio, unitless: a hint of overshoot in size. Source: Docs/physics.md.
    public static let dampingRatio: Double = 0.90
  }

  /// The info overlay.
  public enum Overlay {
    /// The overlay fades in and out over this long, seconds. Source: house choice (as Loupe's controls).
    public static let fadeDuration: Double = 0.2
  }

  /// The badge of a marked photo (`M`) and the notices at the bottom of the screen.
  public enum Navigator {
    /// A notice (a command's exit, a photo moved to the trash) shows for this long, seconds. Source: house
    /// choice (Android's long toast, 3.5 s, rounded).
    public static let noticeTime: Double = 4
    /// A notice that asks something (move to the trash?) or offers an undo waits this long, seconds. Source:
    /// house choice (Gmail's undo bar, about 8 s).
    public static let questionTime: Double = 8
    /// A notice's text size and its distance from the bottom edge, points. Source: house choice (as captions).
    public static let noticeSize: Double = 18
    public static let noticeInset: Double = 48
    /// A notice's button (the trash question's answers, an undo) is this wide, points, and this far from the
    /// next and from the notice's text. Source: house choice (Android's snackbar action; two fit a phone's width).
    public static let noticeButtonWidth: Double = 132
    public static let noticeButtonGap: Double = 12
    /// The room on each side of a notice button's label, points.
    public static let noticeButtonPadding: Double = 14
    /// The check mark's size, points. Source: house choice (as the overlay's text, a little larger).
    public static let markSize: Double = 20
    /// Its distance from the window's top and right edges, points. Source: house choice (the overlay's margin).
    public static let markInset: Double = 12
    /// The "RAW" badge's text size on a photo whose camera RAW is beside it, points. Source: house choice (smaller
    /// than the mark: it informs, it is not a state the user set).
    public static let rawBadgeSize: Double = 14
  }

  /// Keyboard steps.
  public enum Keyboard {
    /// An arrow key pans a zoomed photo this far, points. Source: house choice (about a tenth of a screen).
    public static let panStep: Double = 100
  }
}
