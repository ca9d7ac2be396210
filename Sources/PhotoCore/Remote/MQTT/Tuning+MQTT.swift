extension Tuning {
  /// `--mqtt`: a frame in a home's automation.
  public enum MQTT {
    /// How often the client tells the broker it is there, seconds (the broker gives the last will after 1.5x
    /// without a word). Source: house choice (a frame switched off shows offline within a minute).
    public static let keepalive: Int32 = 30
    /// The wait before the first reconnection, and the longest, seconds (the backoff grows as the square of the
    /// attempts in between). Source: the issue (1 s to 60 s).
    public static let reconnectFirst: Double = 1
    public static let reconnectMost: Double = 60

    /// The wait before reconnection attempt `attempt` (1, 2, …), seconds: 1, 4, 9 … up to 60.
    public static func retryWait(attempt: Int) -> Double {
      min(reconnectMost, Double(attempt * attempt) * reconnectFirst)
    }
    /// Commands waiting for the frame loop, at most; more are dropped (one warning a burst). Source: house choice
    /// (the loop takes `Tuning.Shell.remoteCommandsPerTurn` a frame: eight frames' worth).
    public static let inbox = 256
    /// The slideshow's interval when Home Assistant's switch starts one, seconds. Source: house choice (as
    /// `--slideshow`'s examples).
    public static let slideshowInterval: Double = 10
    /// The longest side of the `photo` topic's JPEG, pixels. Source: the issue (at most 640), and the HTTP
    /// remote's thumbnail.
    public static let photoSide = 640
    /// Its JPEG quality (1 to 100). Source: house choice (a dashboard's card: 80 is libjpeg's usual web quality,
    /// about 60 KB at 640 pixels).
    public static let photoQuality = 80
    /// The client thread's nice value: below the frame loop (0), so a flood of messages (200,000 at once cost it
    /// half a second of a core) is read in the frames' spare time; a command still comes within milliseconds of
    /// an idle frame. Source: measured (`Scripts/bench mqtt-frames`, Docs/performance.md).
    public static let threadNice: Int32 = 10
    /// How long a photo stays on screen before its JPEG is made, seconds: paging through photos makes none of
    /// those passed, and the frames never share the cores with it while photos move. Source: house choice (a
    /// dashboard a second behind is still the photo on screen).
    public static let photoSettle: Double = 1
    /// While photos move, the client reads at most this many packets between pauses of `readGapWhileMoving`
    /// seconds (at most 3,200 messages a second): a flood waits in the broker (TCP's window holds it there) until
    /// the motion ends, when it is read at full speed; a few commands a minute, what a home sends, are not slowed.
    /// Source: measured (`Scripts/bench mqtt-frames`: 200,000 messages read at once cost the flick's p99 as much
    /// as the broker did, Docs/performance.md).
    public static let readPacketsWhileMoving = 16
    public static let readGapWhileMoving: Double = 0.005
    /// How long past a motion's end the reading stays in slices, seconds: the broker's burst of a flood held back
    /// would otherwise meet the gesture that follows. Source: house choice (a user's next gesture mostly comes
    /// within a second; `Scripts/bench mqtt-frames`).
    public static let readSlowAfterMotion: Double = 1
  }
}
