/// The clip on the pager's page, as the shell plays it: its frames at the clip's clock, its sound from the
/// same place (leading the picture while it plays), and what the remote asks of it.
extension Navigator {
  /// The clock of the clip on the page at `t`, for the shell; nil over a photo, the grid, or a clip not yet
  /// settled on.
  public func clipClock(at t: Double) -> ClipClock? {
    stack.photosOnTop ? stack.photos.clipClock(at: t, in: context) : nil
  }

  /// Whether the clip on the page starts at the next step at `t` (decoded just now): the shell draws another
  /// frame at once.
  public func clipAwaitsStart(at t: Double) -> Bool { stack.photosOnTop && pager.clipAwaitsStart(at: t, in: library) }

  /// The clips among the pages drawn at `t` (a live photo's motion is none): their clocks are the clip's on
  /// the page, or stand at their first frame (a poster) beside it.
  public func clipPages(at t: Double) -> [PhotoID] { stack.photosOnTop ? pager.clipPages(at: t, in: library) : [] }

  /// What a motion photo's decode found of its clip (see `PhotoLibrary.noteMotionPhoto`); the reason to say
  /// once when it is broken.
  public mutating func noteMotionPhoto(_ photo: PhotoID, _ finding: MotionPhoto.Finding) -> String? {
    library.noteMotionPhoto(photo, finding)
  }

  /// The clip's sound says it is at `seconds` at `t`: its picture follows.
  public mutating func followClipSound(_ seconds: Double, at t: Double) {
    pager.followClipSound(seconds, at: t)
  }

  /// The clip's frames ended at `t`: it ends there (a file that did not say its length, or said too much).
  public mutating func clipFramesEnded(at t: Double) {
    pager.clipFramesEnded(at: t)
  }
}

/// The clip on the page as the shell needs it each frame.
public struct ClipClock: Sendable, Equatable {
  /// The clip (a page's, or a live photo's motion).
  public var photo: PhotoID
  /// Its file's path or URL (an `EmbeddedClip` location for a motion photo's).
  public var location: String
  /// Whether it is read over the network (its source's answer): such a clip plays without sound.
  public var isRemote = false
  /// Seconds into it.
  public var position: Double
  /// Whether its clock runs (not paused, not at its end).
  public var isPlaying: Bool
  /// Whether the frame drawn must be the exact one (not while its scrubber is dragged: keyframes).
  public var isExact: Bool
  /// Counts its jumps (`ClipPlayback.jumps`): a new count seeks its frames and its sound.
  public var jumps: Int
  /// Whether its sound is off.
  public var isMuted: Bool
}
