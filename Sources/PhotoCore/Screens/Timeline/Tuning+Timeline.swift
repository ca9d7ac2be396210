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
  }
}
