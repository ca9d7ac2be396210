extension Tuning {
  /// The on-screen controls: the bars a tap shows over a photo or the grid (`ControlsState`, `ControlsLayout`).
  public enum Controls {
    /// The bars fade in and out over this long, seconds. Source: the issue (0.2 s), as the overlay and Loupe.
    public static let fadeDuration: Double = 0.2
    /// The bars hide after this long without input, seconds. Source: the issue (3 s), as the Photos app's
    /// video controls and Loupe's.
    public static let autoHideDelay: Double = 3
    /// Over a clip playing they hide sooner, seconds (a paused clip keeps them). Source: the issue (2 s), as the
    /// Photos app's player.
    public static let clipAutoHideDelay: Double = 2
    /// The room a clip's time takes on either side of its scrubber, points. Source: house choice ("1:02:03" at
    /// the tooltip's size, with a margin).
    public static let clipTimeWidth: Double = 64
    /// The scrubber's track, points high. Source: iOS's and GNOME's sliders (about 4).
    public static let trackHeight: Double = 4
    /// The scrubber's knob, points across. Source: iOS's and GNOME's sliders (14 to 20).
    public static let knobSize: Double = 16
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

    /// The info panel is this wide at most, points (centred on a wider window). Source: GNOME's sidebars and
    /// dialogs (360 to 600) and iOS's sheets on an iPad (about 540).
    public static let panelMaxWidth: Double = 560
    /// ... at most this fraction of the window high; lines past it are left out. Source: house choice (the
    /// photo's upper part stays in sight, as under iOS's info sheet).
    public static let panelMaxHeightFraction: Double = 0.6
    /// One line of the panel, points from top to top. Source: GNOME's property rows, compact (about 26).
    public static let panelLineHeight: Double = 26
    /// Its text size, points. Source: GNOME's and iOS's body text (15).
    public static let panelTextSize: Double = 15
    /// Its space from the sheet's sides and bottom to the text, points. Source: GNOME's 12 to 18.
    public static let panelPadding: Double = 16
    /// Its space above the first line, holding the grabber, points. Source: iOS's sheet grabber area (about 28).
    public static let panelTopPadding: Double = 28
    /// The labels' column, points wide at most (a third of the sheet on a narrow window). Source: house choice
    /// (the longest English label, "Exposure", with room).
    public static let panelLabelWidth: Double = 96
    /// The grabber bar at the sheet's top, points. Source: iOS's sheet grabber (36 x 5).
    public static let grabberWidth: Double = 36
    public static let grabberHeight: Double = 5
    /// A finger's drag down the panel closes it when, projected `Tuning.Dismiss.projectionTime` ahead, it passes
    /// this fraction of the panel's height. Source: house choice (half, as a sheet snaps to its nearer rest).
    public static let panelCloseFraction: Double = 0.5
  }
}
