extension Tuning {
  /// A library's timeline on the grid.
  public enum Timeline {
    /// A day's header band, points. Source: house choice (a line of 17-point text with room around it, as a
    /// phone's day header).
    public static let dayHeader: Double = 44
    /// A month's or year's header band, points. Source: house choice.
    public static let periodHeader: Double = 40
    /// A header's text size, points. Source: house choice (the grid's folder names are 15).
    public static let headerTextSize: Double = 17
    /// The strip along the right edge where a finger takes the scrubber, points. Source: Apple's HIG (44 pt, the
    /// smallest touch target).
    public static let scrubberStrip: Double = 44
    /// The scrubber's thumb: its width and height, and its gap from the edge, points. Source: house choice (a
    /// phone's scroll indicator grown to be held).
    public static let scrubberThumb = Vector2(x: 6, y: 48)
    public static let scrubberInset: Double = 4
    /// How long the scrubber stays after the scrolling or scrubbing it showed for ends, fading, seconds. Source:
    /// house choice (a phone's indicator lingers about as long).
    public static let scrubberLinger: Double = 1.5
  }
}
