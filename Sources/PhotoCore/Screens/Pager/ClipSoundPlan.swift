/// What a clip's sound does on a frame, decided from the clip's clock and the sound playing: stopped when the
/// page leaves its clip, the clip pauses, mutes or jumps; started where the clock is while it plays unmuted;
/// and while both run in real time, the picture follows the sound when they drift apart past
/// `Tuning.Clips.soundSyncTolerance`. The shell carries it out (`ClipSoundPlayer`).
public struct ClipSoundPlan: Equatable, Sendable {
  /// The sound playing: its clip and the count of the clock's jumps when it started.
  public struct Sounding: Equatable, Sendable {
    /// The clip whose sound it is.
    public var photo: PhotoID
    /// `ClipClock.jumps` when it started: another count means the clock jumped since.
    public var jumps: Int
    /// A sound of `photo` started at jump count `jumps`.
    public init(photo: PhotoID, jumps: Int) {
      self.photo = photo
      self.jumps = jumps
    }
  }

  /// A sound to start.
  public struct Start: Equatable, Sendable {
    /// The clip, and the file its sound is read from.
    public var photo: PhotoID
    /// The clip's file.
    public var location: String
    /// Where in it, seconds.
    public var position: Double
    /// The clock's jump count it starts at.
    public var jumps: Int
  }

  /// Whether the sound playing stops.
  public var stops = false
  /// The sound that starts (after any stop), if any.
  public var start: Start?
  /// Where the clip's clock moves to follow its sound, seconds, if it drifted.
  public var follow: Double?

  /// The plan for a frame whose clip clock is `clock` (nil: no clip on the page) while `sounding` plays (heard
  /// at `heard` seconds into the clip, when the device says); `followsSound`: a real-time run (a scripted
  /// run's clock is the script's, so its frames repeat). A clip on the network has no sound.
  public static func plan(
    clock: ClipClock?, sounding: Sounding?, heard: Double?, followsSound: Bool
  ) -> ClipSoundPlan {
    var plan = ClipSoundPlan()
    var playing = sounding
    if let sounding,
      clock?.photo != sounding.photo || clock?.isPlaying != true || clock?.isMuted != false
        || clock?.jumps != sounding.jumps
    {
      plan.stops = true
      playing = nil
    }
    guard let clock, clock.isPlaying, !clock.isMuted, clock.isExact else { return plan }
    guard playing != nil else {
      if !clock.isRemote {
        plan.start = Start(photo: clock.photo, location: clock.location, position: clock.position, jumps: clock.jumps)
      }
      return plan
    }
    if followsSound, let heard, abs(heard - clock.position) > Tuning.Clips.soundSyncTolerance { plan.follow = heard }
    return plan
  }
}
