import PhotoCore

/// The frame loop's own state: whether it runs, the frames presented, what makes the next frame due (a change
/// waiting to be drawn, the next frame of an animation on screen) and the time each frame has for optional work
/// while photos move.
final class FrameCadence {
  /// Whether the loop goes on (false: it ends after this turn: quit, the script's end).
  var running = true
  /// The frames presented so far (the next one's number).
  private(set) var number = 0
  /// Whether something changed that the next frame must draw.
  var needsRedraw = true
  /// When the animation on screen shows its next frame, seconds, as known when the last frame was drawn (nil:
  /// none plays). Asked after the last draw, not at each turn: asked at `t`, the next change is always after
  /// `t`, and the frame it brings would never be drawn.
  private(set) var animationDue: Double?
  /// Whether an animation's stream was behind its clock on the last frame (`PhotoTextures.playAnimations`).
  var streamsBehind = false
  /// Whether a photo has been on screen yet (for the start-up timings of `--verbose`).
  private var photoShown = false
  /// Whether the first screen's photos have all loaded (or failed) yet.
  private var screenLoaded = false
  /// Real runs: how much optional work (uploads, decode starts) each frame has time for while photos move.
  var budget: FrameBudget

  /// The cadence of a display refreshing every `refreshInterval` seconds.
  init(refreshInterval: Double) { budget = FrameBudget(interval: refreshInterval) }

  /// A frame was presented: the next is another, and nothing waits to be drawn.
  func presented() {
    number += 1
    needsRedraw = false
  }

  /// After the frame at `t`: the animation on screen next changes at `next` (nil: none plays); a stream
  /// behind its clock is looked at again after `Tuning.Shell.streamRetry`.
  func animationNext(_ next: Double?, at t: Double) {
    animationDue = streamsBehind ? min(next ?? .infinity, t + Tuning.Shell.streamRetry) : next
  }

  /// Whether this is the first time every photo the screen wanted has loaded (then never again).
  func firstScreenLoaded() -> Bool {
    guard !screenLoaded else { return false }
    screenLoaded = true
    return true
  }

  /// Whether this is the first time a photo is on screen (then never again).
  func firstPhotoShown() -> Bool {
    guard !photoShown else { return false }
    photoShown = true
    return true
  }
}
