import PhotoCore

/// The sound of the clip on the page, carrying out each frame's `ClipSoundPlan`: the sound playing, and whether
/// a failing one was said (once a run).
final class ClipSoundPlayer {
  /// The sound playing and the jump count it started at.
  private var current: (sound: ClipSound, jumps: Int)?
  /// Whether a clip's sound failing was said.
  private var failureSaid = false
  /// Whether the picture follows the sound (a real-time run).
  private let followsSound: Bool

  /// A player for a run that is real-time (`followsSound`) or scripted.
  init(followsSound: Bool) { self.followsSound = followsSound }

  /// Brings the sound to the clip clock `clock` of this frame; where the clock should move to follow the
  /// sound, if it drifted.
  func update(_ clock: ClipClock?) -> Double? {
    if let (sound, _) = current, case .failed(let why)? = sound.takeSilence(), !failureSaid {
      failureSaid = true
      Log.error("clips play without sound: \(why)")
    }
    let sounding = current.map { ClipSoundPlan.Sounding(photo: $0.sound.photo, jumps: $0.jumps) }
    let plan = ClipSoundPlan.plan(
      clock: clock, sounding: sounding, heard: current?.sound.position, followsSound: followsSound)
    if plan.stops { stop() }
    if let start = plan.start {
      current = (ClipSound(photo: start.photo, path: start.location, from: start.position), start.jumps)
    }
    return plan.follow
  }

  /// Stops the sound (its device closes; its thread touches none after).
  func stop() {
    current?.sound.stop()
    current = nil
  }
}
