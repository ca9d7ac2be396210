extension Tuning {
  /// The on-screen controls: the bars a tap shows over a photo or the grid (`ControlsState`, `ControlsLayout`).
  public enum Controls {
    /// The bars fade in and out over this long, seconds. Source: the issue (0.2 s), as the overlay and Loupe.
    public static let fadeDuration: Double = 0.2
    /// The bars hide after this long without input, seconds. Source: the issue (3 s), as the Photos app's
    /// video controls and Loupe's.
    public static let autoHideDelay: Double = 3
    /// A bar's height, points. Source: GNOME's header bar (46 to 52) and iOS's navigation bar (44 plus margins).
    public static let barHeight: Double = 52
    /// The side of a control's target, points. Source: Apple's Human Interface Guidelines and GNOME's (44 x 44
    /// points at least).
    public static let targetSize: Double = 44
    /// The space between a bar's edge and its first control, points. Source: house choice (GNOME's 6 to 12).
    public static let edgeMargin: Double = 8
    /// The side of a control's icon, points. Source: GNOME's symbolic icons (16) and iOS's toolbar glyphs (about
    /// 24): 24, which a finger's target frames.
    public static let iconSize: Double = 24
    /// The "more" menu's width, points. Source: house choice (GNOME's popover menus, 200 to 280).
    public static let menuWidth: Double = 220
    /// A mouse resting on a control this long shows its tooltip (its name and key), seconds. Source: GTK's
    /// tooltip delay (0.5 s).
    public static let tooltipDelay: Double = 0.5
    /// A tooltip's font size, points. Source: house choice (GNOME's small text).
    public static let tooltipSize: Double = 13
  }
}
