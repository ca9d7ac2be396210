extension Tuning {
  /// Video clips (`ClipFrameSource` in the shell).
  public enum Clips {
    /// A clip plays at most this many frames, then starts again: each frame's time is held while the clip is
    /// (8 bytes a frame: 4 MB). Source: house choice (4.6 hours at 30 frames a second; a phone's clip is seconds
    /// to minutes).
    public static let maxFrames = 500_000
  }
}
