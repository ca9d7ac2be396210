/// When the frame loop draws a frame, when it may sleep, and when a scripted run ends: decided from what the
/// shell saw this turn of its loop, so the loops only carry it out.
///
/// A real run draws while anything moves or is due and sleeps otherwise (a kiosk's static slide costs
/// nothing); a scripted run steps its virtual clock one frame at a time and ends once its script is played and
/// everything has settled for `Tuning.Run.settledFramesToEnd` frames (nothing moves, nothing is due, no decode
/// or upload is left, no listing is waiting), or `Tuning.Run.scriptGraceAfterEnd` after its last event.
public struct RunPolicy: Sendable, Equatable {
  /// What the loop saw at one time.
  public struct Activity: Sendable, Equatable {
    /// Something changed that the screen does not show yet (an event, a decode taken, a resize).
    public var needsRedraw = false
    /// The navigator moves something (`Navigator.isAnimating`).
    public var animating = false
    /// Textures fade or upload (the shell's layers).
    public var texturesBusy = false
    /// The navigator's next deadline (a tap's confirmation, a slide, a notice's end), seconds.
    public var deadline: Double?
    /// When an animated photo on screen shows its next frame, seconds.
    public var nextAnimationFrame: Double?
    /// Decodes are queued or under way, or results wait to be taken.
    public var loading = false
    /// A changed folder (`--watch`) waits to be listed.
    public var listingPending = false

    /// A turn of the loop that saw `needsRedraw` ... `listingPending`.
    public init(
      needsRedraw: Bool = false, animating: Bool = false, texturesBusy: Bool = false, deadline: Double? = nil,
      nextAnimationFrame: Double? = nil, loading: Bool = false, listingPending: Bool = false
    ) {
      self.needsRedraw = needsRedraw
      self.animating = animating
      self.texturesBusy = texturesBusy
      self.deadline = deadline
      self.nextAnimationFrame = nextAnimationFrame
      self.loading = loading
      self.listingPending = listingPending
    }
  }

  /// Scripted runs: how many frames in a row have been settled after the script's last event.
  public private(set) var settledFrames = 0

  /// A policy for a run that has drawn nothing yet.
  public init() {}

  /// Real time: whether the loop may wait for events instead of drawing (nothing to redraw, nothing moving
  /// or fading; a screen asleep always may).
  public static func mayWait(_ activity: Activity, asleep: Bool) -> Bool {
    !activity.needsRedraw && (asleep || !activity.animating && !activity.texturesBusy)
  }

  /// Real time: whether a frame is drawn at `t` (something changed, moves, fades, or is due by `t`); otherwise
  /// only deadlines run.
  public static func draws(_ activity: Activity, at t: Double) -> Bool {
    activity.needsRedraw || activity.animating || activity.texturesBusy
      || (activity.deadline.map { $0 <= t } ?? false) || (activity.nextAnimationFrame.map { $0 <= t } ?? false)
  }

  /// How long the idle loop may wait for an event at `t`, seconds: until the next deadline, animation frame
  /// or `wake` (another time the shell keeps, such as the cursor's hiding), at most
  /// `Tuning.Run.idleWakeInterval` and at least a millisecond.
  public static func idleWait(_ activity: Activity, wake: [Double?] = [], at t: Double) -> Double {
    let times = ([activity.deadline, activity.nextAnimationFrame] + wake).compactMap { $0 }
    return times.reduce(Tuning.Run.idleWakeInterval) { min($0, max(0.001, $1 - t)) }
  }

  /// Scripted runs: whether the loop waits for the loader before its next frame: the script is played and
  /// nothing moves, fades or is due, but decodes remain (a prefetch, a thumbnail). They finish before the virtual
  /// clock goes on, so a run's last frames never depend on the machine's speed (frames stepped meanwhile would
  /// run the clock towards `Tuning.Run.scriptGraceAfterEnd` while a slow machine decodes).
  public static func scriptedWaitsForLoading(_ activity: Activity, scriptFinished: Bool) -> Bool {
    scriptFinished && activity.loading && !activity.animating && !activity.texturesBusy && activity.deadline == nil
  }

  /// Scripted runs: a frame at `t` (seconds) was drawn after the script's events up to it, `scriptFinished`
  /// telling whether all have been played, the last at `scriptEnd` seconds; returns whether the run ends.
  public mutating func scriptedFrameDone(
    _ activity: Activity, scriptFinished: Bool, scriptEnd: Double, at t: Double
  ) -> Bool {
    let settled =
      scriptFinished && !activity.animating && !activity.texturesBusy && activity.deadline == nil
      && !activity.loading && !activity.listingPending
    settledFrames = settled ? settledFrames + 1 : 0
    return settledFrames >= Tuning.Run.settledFramesToEnd || t > scriptEnd + Tuning.Run.scriptGraceAfterEnd
  }
}
