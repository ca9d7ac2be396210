/// The slideshow (see `Tuning`).
extension Tuning {
  /// Slideshows (`--slideshow`).
  public enum Slideshow {
    /// The shortest interval between slides, seconds: a slide's own transition takes about this long.
    /// Source: the kiosk issue's soak test (a 0.05 s interval).
    public static let shortestInterval: Double = 0.05
    /// The longest a slide waits for its animation to play once through, seconds (a file of many frames at the
    /// longest frame duration would hold a frame on one slide for hours). Source: house choice.
    public static let longestAnimationHold: Double = 60
    /// Seconds without input after which a show paused by input resumes (`--resume-after`). Source: the kiosk
    /// issue ("default 30").
    public static let resumeAfter: Double = 30
    /// Outside `--schedule`, a touch wakes the screen for this long, seconds, when a show paused by input
    /// never resumes by itself (`--resume-after 0`). Source: house choice (as `resumeAfter`'s default).
    public static let wakeWithoutResume: Double = 30
    /// `--fit blur`: the blurred copy under a photo is darkened by black at this opacity, so the photo stands
    /// out. Source: house choice (iOS's cover backdrops dim by about a third).
    public static let blurDim: Double = 0.35
    /// A show's place is written to its state file at most this often, seconds (and when it ends): a photo
    /// frame's SD card is not written at every slide. Source: house choice.
    public static let stateInterval: Double = 10
    /// `--pair-portraits`: the gap between two photos sharing the screen, points. Source: house choice (the
    /// pager's own gap between pages is about this at 1080p).
    public static let pairGap: Double = 16
    /// `--caption`: the text's size as a fraction of the screen's height (34 px at 1080p), at least
    /// `captionMinSize` points. Source: house choice (read from across a room, smaller than a TV subtitle).
    public static let captionSize: Double = 0.032
    /// The smallest caption, points. Source: house choice.
    public static let captionMinSize: Double = 14
    /// The caption's distance from the bottom of its slide, a fraction of the screen's height. Source: house
    /// choice (clear of a TV's overscan).
    public static let captionMargin: Double = 0.045
    /// `--caption`'s `{place}`: the nearest place is named only within this distance, kilometres (further, a
    /// photo at sea or in a wilderness names none rather than a town far away). Source: house choice.
    public static let captionPlaceRadius: Double = 50
    /// `--recent-first`: how often which photos are recent is worked out again, seconds. Source: house
    /// choice (days are the unit; an hour late is nothing).
    public static let recentRefresh: Double = 3600
    /// Kiosk mode's interval between slides when `--slideshow` does not give one, seconds. Source: house choice
    /// (photo frames commonly default to 10-15 s).
    public static let kioskInterval: Double = 10
    /// How long a slide change takes, seconds (`--slideshow-transition-time`); never longer than the interval.
    /// Source: house choice (a dissolve a viewer sees happen without waiting on it; iOS Photos' is about 1 s).
    public static let transitionTime: Double = 1
    /// Ken Burns: how much closer than covering the screen a framing may come, a fraction of the cover scale
    /// (0.15: from covering the screen to 15% closer). Source: house choice (more reads as a zoom, not a drift).
    public static let kenBurnsZoom: Double = 0.15
    /// A slideshow whose slides stay at least this long after their dissolve, seconds, starts no decode while a
    /// dissolve draws two photos over the screen (the frames come first; the next slides decode after it).
    /// Source: `Scripts/bench transitions` (a 24-megapixel photo's screen decode takes 0.2-0.4 s at nice 19 here;
    /// decodes that ran during Ken Burns dissolves made their 110-140 ms frames).
    public static let holdDecodesInDissolvesFrom: Double = 1
    /// Ken Burns: how far a framing's centre may wander from the photo's centre, as a fraction of the room the
    /// framing leaves on each side (1: to the edge). Source: house choice (favour the centre, where subjects are).
    public static let kenBurnsReach: Double = 0.6
    /// A photo still loading this many seconds after it was asked for is treated as broken by the slideshow
    /// (skipped, like a photo that failed to decode). Source: the kiosk issue ("or takes over 10 s").
    public static let giveUpAfter: Double = 10
  }
}
