/// The clock of the clip on the pager's page: where in the clip it is at any time, whether it plays, and the
/// user's seeks. Pure: the screen passes the time in, seconds; the shell draws the clip's frame at
/// `position(at:)` and plays its sound from there, and while the sound plays its clock leads (`follow`).
///
/// The position runs with the time while playing and stands still while paused; it stops at the clip's end
/// (`hasEnded`), where play starts it again from the beginning, as a phone's player does.
public struct ClipPlayback: Sendable, Equatable {
  /// The page whose clip this is.
  public let page: Int
  /// The clip's length, seconds (nil: its file does not say; it plays until its frames end).
  public private(set) var duration: Double?
  /// Whether it plays (the user may pause it; it stops by itself at the end).
  public private(set) var isPlaying: Bool
  /// Counts the jumps (a seek, a restart from the end): a sound playing starts again where the clip is.
  public private(set) var jumps = 0
  /// Whether the scrubber is held: the frames shown may be the keyframes nearest the position (`isExact`
  /// false) until it lets go.
  public private(set) var isScrubbing = false
  /// The position at `anchorTime`, seconds into the clip.
  private var anchorPosition: Double
  private var anchorTime: Double

  /// The clip on `page`, `duration` seconds long, at `position` seconds from `t`, playing when `playing`.
  public init(page: Int, duration: Double?, position: Double = 0, playing: Bool, at t: Double) {
    self.page = page
    self.duration = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.isPlaying = playing
    self.anchorPosition = max(0, position)
    self.anchorTime = t
    anchorPosition = clamped(anchorPosition)
  }

  /// Seconds into the clip at `t`: the anchor, plus the time played since while playing, never past its end.
  public func position(at t: Double) -> Double {
    clamped(isPlaying && !isScrubbing ? anchorPosition + max(0, t - anchorTime) : anchorPosition)
  }

  /// Whether it played to its end by `t`.
  public func hasEnded(at t: Double) -> Bool {
    guard let duration else { return false }
    return position(at: t) >= duration
  }

  /// When it reaches its end while it plays on, seconds on the caller's clock (in the past once it has); nil
  /// while paused, scrubbed, or of unknown length.
  public var endsAt: Double? {
    guard isPlaying, !isScrubbing, let duration else { return nil }
    return anchorTime + max(0, duration - anchorPosition)
  }

  /// Whether the frame drawn must be the exact one at the position (not while scrubbing).
  public var isExact: Bool { !isScrubbing }

  /// Plays from where it is at `t`; from the beginning when it reached its end.
  public mutating func play(at t: Double) {
    if hasEnded(at: t) {
      anchor(0, at: t)
      jumps += 1
    } else {
      anchor(position(at: t), at: t)
    }
    isPlaying = true
  }

  /// Stands still at `t` where it is.
  public mutating func pause(at t: Double) {
    anchor(position(at: t), at: t)
    isPlaying = false
  }

  /// Plays if paused (or ended), pauses if playing.
  public mutating func togglePlaying(at t: Double) {
    if isPlaying && !hasEnded(at: t) { pause(at: t) } else { play(at: t) }
  }

  /// Goes to `seconds` into the clip at `t` (clamped to the clip), playing on if it played.
  public mutating func seek(to seconds: Double, at t: Double) {
    guard seconds.isFinite else { return }
    anchor(clamped(max(0, seconds)), at: t)
    jumps += 1
  }

  /// Goes `delta` seconds on (or back, negative) from where it is at `t`.
  public mutating func seek(by delta: Double, at t: Double) {
    seek(to: position(at: t) + delta, at: t)
  }

  /// A finger (or the mouse) takes the scrubber at `t` (`true`) or lets go (`false`): while held the clip
  /// stands still at the scrubber's position, and plays on (if it played) from where it was let go.
  public mutating func setScrubbing(_ scrubbing: Bool, at t: Double) {
    guard scrubbing != isScrubbing else { return }
    anchor(position(at: t), at: t)
    isScrubbing = scrubbing
    if !scrubbing { jumps += 1 }  // the exact frame, and the sound from there
  }

  /// The sound's clock says the clip is at `seconds` at `t`: the picture follows it (the sound is never
  /// stretched; a picture behind drops frames, one ahead waits).
  public mutating func follow(_ seconds: Double, at t: Double) {
    guard isPlaying, !isScrubbing, seconds.isFinite else { return }
    anchor(clamped(max(0, seconds)), at: t)
  }

  /// Its frames ended at `t` (before its file's length said, or it said none): its end is where it is.
  public mutating func endHere(at t: Double) {
    let here = position(at: t)
    duration = max(here, 0)
    anchor(here, at: t)
  }

  /// `seconds` within the clip.
  private func clamped(_ seconds: Double) -> Double {
    duration.map { min(seconds, $0) } ?? seconds
  }

  private mutating func anchor(_ position: Double, at t: Double) {
    anchorPosition = position
    anchorTime = t
  }
}
