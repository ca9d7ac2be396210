/// The thumbnail grid. Every value with its unit and source (see `Tuning`).
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
    /// A clip's length in its cell's corner, points. Source: house choice (the Photos app's small caption).
    public static let clipLengthSize: Double = 13
    /// The smallest cell that says a clip's length, points: a timeline's Years and Months cells are too small
    /// for it. Source: house choice (four digits of 12-point text and their margins).
    public static let clipLengthSmallestCell: Double = 64
  }
}
