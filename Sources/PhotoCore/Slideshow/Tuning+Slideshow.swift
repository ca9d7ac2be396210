/// The slideshow (see `Tuning`).
extension Tuning {
  /// Slideshows (`--slideshow`).
  public enum Slideshow {
    /// The shortest interval between slides, seconds: a slide's own transition takes about this long.
    /// Source: the kiosk issue's soak test (a 0.05 s interval).
    public static let shortestInterval: Double = 0.05
    /// Seconds without input after which a show paused by input resumes (`--resume-after`). Source: the kiosk
    /// issue ("default 30").
    public static let resumeAfter: Double = 30
  }
}
