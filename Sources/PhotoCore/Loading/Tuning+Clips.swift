extension Tuning {
  /// Video clips (`ClipFrameSource` in the shell).
  public enum Clips {
    /// A clip plays at most this many frames, then starts again: each frame's time is held while the clip is
    /// (8 bytes a frame: 4 MB). Source: house choice (4.6 hours at 30 frames a second; a phone's clip is seconds
    /// to minutes).
    public static let maxFrames = 500_000
    /// A stream asked for a frame further than this many past what it decodes goes there by seeking the file
    /// (a keyframe, then the frames after it) rather than decoding every frame between: a decode that cannot
    /// keep up (a 4K clip on a small machine) falls this far behind before it jumps. A jump the user asks for
    /// (the scrubber, the seek keys) seeks at once. Source: house choice (ten seconds at 30 frames a second).
    public static let seekAheadFrames = 300
    /// A stream asked for a frame this many before the first it holds goes back by seeking the file (a clip
    /// paged back to where it was left, or played again); a smaller step back (the picture following its sound)
    /// keeps the frame shown until the clock is there again. Source: house choice (half a second at 30 frames a
    /// second: more than the sound's corrections, which are tens of milliseconds).
    public static let seekBackFrames = 15
    /// A stream that falls behind its clock finishes at most every this many frames it decodes (the others are
    /// decoded only), so the picture moves, late, rather than stands. Source: house choice (a third: 10 frames a
    /// second when decoding keeps only a 30 fps clip's pace).
    public static let lateFrameStride = 3
    /// `seek-forward` and `seek-back` jump this far, seconds. Source: the issue (5 s), as mpv's arrow keys.
    public static let seekStep: Double = 5
    /// The picture follows the sound's clock when they are further apart than this, seconds. Source: ITU-R
    /// BT.1359 (sound more than 45 ms ahead or 125 ms behind the picture is detectable): 40 ms, past a frame
    /// at 30 fps, so the picture is not nudged for the device's own jitter.
    public static let soundSyncTolerance: Double = 0.040
    /// Sound decoded this far ahead of the device at most, seconds. Source: house choice (mpv's audio buffer,
    /// 0.2 s, with room for a busy machine).
    public static let soundAhead: Double = 0.5
  }
}
