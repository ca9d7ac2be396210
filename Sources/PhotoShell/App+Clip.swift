import PhotoCore

extension App {
  /// A motion photo's decode said where its clip is: it becomes a live photo; one whose clip cannot be is a
  /// still, said once on stderr.
  func noteMotionPhoto(_ photo: PhotoID, _ finding: MotionPhoto.Finding?) {
    guard let finding, navigator.library.embeddedMotion(of: photo) == nil else { return }
    switch finding {
    case .clip(let start): navigator.motionPhotoFound(photo, clipStart: start)
    case .broken(let why):
      guard brokenMotionPhotos.insert(photo).inserted else { return }
      Log.error("\(PathText.escaped(photo.location)): \(why); it shows as a still")
    }
  }

  /// The frame of the clip on the page drawn at `t` (nil over a photo), for the frame log.
  func drawnClipFrame(at t: Double) -> Int? {
    guard let clock = navigator.clipClock(at: t), let layer = textures.shown(clock.photo),
      let stack = textures.stack(of: clock.photo)
    else { return nil }
    return layer.frameIndex(after: stack.animationTime(at: t))
  }

  /// The sound of the clip on the page at `t`: started where its clock is while it plays unmuted, started again
  /// where it jumped, stopped when it pauses, mutes or is left; and while it plays, the picture follows it
  /// (a real-time run: a scripted run's clock is the script's, so its frames repeat).
  func playClipSound(_ clock: ClipClock?, at t: Double) {
    if let (sound, jumps) = clipSound,
      clock?.photo != sound.photo || clock?.isPlaying != true || clock?.isMuted != false || clock?.jumps != jumps
    {
      sound.stop()
      clipSound = nil
    }
    guard let clock, clock.isPlaying, !clock.isMuted, clock.isExact else { return }
    guard let (sound, _) = clipSound else {
      guard !AlbumItem.isRemote(clock.location) else { return }
      clipSound = (ClipSound(photo: clock.photo, path: clock.location, from: clock.position), clock.jumps)
      return
    }
    if case .failed(let why)? = sound.takeSilence(), !soundFailureSaid {
      soundFailureSaid = true
      Log.error("clips play without sound: \(why)")
    }
    guard player == nil, let heard = sound.position,
      abs(heard - clock.position) > Tuning.Clips.soundSyncTolerance
    else { return }
    navigator.followClipSound(heard, at: t)
  }
}
