/// The viewer's screens: transitions, the overlay, keyboard steps. Every value with its unit and source (see `Tuning`).
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
  public enum Viewer {
    /// A notice (a command's exit, a photo moved to the trash) shows for this long, seconds. Source: house
    /// choice (Android's long toast, 3.5 s, rounded).
    public static let noticeTime: Double = 4
    /// A notice that asks something (move to the trash?) or offers an undo waits this long, seconds. Source:
    /// house choice (Gmail's undo bar, about 8 s).
    public static let questionTime: Double = 8
    /// A notice's text size and its distance from the bottom edge, points. Source: house choice (as captions).
    public static let noticeSize: Double = 18
    public static let noticeInset: Double = 48
    /// The check mark's size, points. Source: house choice (as the overlay's text, a little larger).
    public static let markSize: Double = 20
    /// Its distance from the window's top and right edges, points. Source: house choice (the overlay's margin).
    public static let markInset: Double = 12
  }

  /// Keyboard steps.
  public enum Keyboard {
    /// An arrow key pans a zoomed photo this far, points. Source: house choice (about a tenth of a screen).
    public static let panStep: Double = 100
  }
}

extension Tuning {
  /// The thumbnail grid (the browser).
  public enum Grid {
    /// The width a column aims for, points: the window's width divided by it, rounded, gives the columns.
    /// Source: the browser issue ("about 180 pt"), close to iOS Photos' 3 columns on a phone.
    public static let targetCellWidth: Double = 180
    /// The fewest and most columns. Source: the browser issue (2...12).
    public static let columnRange = 2...12
    /// The gap between cells, points. Source: iOS Photos' hairline gap (2 pt at 1x).
    public static let gap: Double = 2
    /// A cell's corner radius, points (the transition opens it to square). Source: house choice.
    public static let cornerRadius: Double = 0
    /// A cell fainter than this opacity, unitless (0...1), is not drawn under a photo: it rounds to 0 of 255
    /// and would cost a blended fill for nothing. Source: 8-bit alpha.
    public static let invisibleAlpha: Double = 0.5 / 255
    /// One wheel notch scrolls this far, points, animated. Source: GTK's and Chromium's wheel step on X11
    /// (about 3 lines of text), a third of a default cell.
    public static let wheelStep: Double = 60
    /// Spreading two fingers by this factor of their first span removes a column (pinching by its inverse adds
    /// one), unitless. Source: house choice (iOS Photos changes its grid at about a quarter more spread).
    public static let pinchStep: Double = 1.25
    /// A folder tile's grey, 0...1. Source: house choice (a shade lighter than a loading cell).
    public static let folderGrey: Double = 0.2
    /// A folder tile's text: inset from the tile's edges, and its size, points. Source: house choice.
    public static let folderPadding: Double = 10
    public static let folderTextSize: Double = 14
    /// The size of what an empty grid says, points. Source: house choice (the info overlay's size).
    public static let messageTextSize: Double = 18
    /// A drag that starts this close to the grid's left edge, points, and goes right at least `edgeSwipeDistance`
    /// (mostly sideways) goes back to the folder above. Source: iOS's interactive pop (a 20 pt edge).
    public static let edgeSwipeWidth: Double = 20
    public static let edgeSwipeDistance: Double = 80
    /// The selection ring's width, points. Source: house choice.
    public static let ringWidth: Double = 3
    /// Screens of cells beyond the visible ones whose thumbnails load, ahead in the scroll direction. Source:
    /// house choice (a fling moves a few screens; thumbnails are small).
    public static let screensAhead: Double = 2
    /// And behind it.
    public static let screensBehind: Double = 1
    /// A cached thumbnail may be this much smaller than the decode a cell asks for and still be used (a
    /// 256-pixel thumbnail for a 180-pixel cell of a 3:2 photo: 5% short), unitless. Source: house choice (a
    /// tenth's enlargement is invisible on a thumbnail; the next size up costs four times the pixels).
    public static let thumbnailShortfall: Double = 0.9
  }
}
