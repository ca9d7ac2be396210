extension Tuning {
  /// Keyboard steps.
  public enum Keyboard {
    /// An arrow key pans a zoomed photo this far, points. Source: house choice (about a tenth of a screen).
    public static let panStep: Double = 100
  }

  /// The shell's event loop and scripted runs.
  public enum Shell {
    /// While idle the loop still wakes this often, seconds, to run deadlines (double-tap window, cursor hide).
    /// Source: house choice.
    public static let idleWakeInterval: Double = 0.5
    /// A script without `quit` ends at the latest this long after its last event, seconds. Source: house choice.
    public static let scriptGraceAfterEnd: Double = 10
    /// A scripted frame waits at most this long for visible photos to decode, seconds. Source: house choice.
    public static let scriptedDecodeTimeout: Double = 20
    /// The mouse cursor hides after resting this long, seconds. Source: issue 4 (eog and Loupe do the same).
    public static let cursorHideDelay: Double = 2
  }

  /// The info overlay.
  public enum Overlay {
    /// The overlay fades in and out over this long, seconds. Source: house choice (as Loupe's controls).
    public static let fadeDuration: Double = 0.2
  }
}

extension Tuning.Zoom {
  /// One mouse-wheel notch zooms by this factor, unitless. Source: issue 4 ("about x1.25 a notch").
  public static let wheelStep: Double = 1.25
  /// The `+` and `-` keys zoom by this factor, unitless. Source: house choice (eog and Loupe use about 1.4-1.5).
  public static let keyStep: Double = 1.5
}
