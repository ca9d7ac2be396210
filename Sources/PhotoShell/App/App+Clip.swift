import PhotoCore

extension App {
  /// A motion photo's decode said where its clip is: it becomes a live photo; one whose clip cannot be is a
  /// still, said once on stderr.
  func noteMotionPhoto(_ photo: PhotoID, _ finding: MotionPhoto.Finding?) {
    guard let finding, let why = navigator.noteMotionPhoto(photo, finding) else { return }
    Log.error(
      "\(PathText.escaped(photo.location)): \(why); it shows as a still", code: .clipBroken, subject: photo.location)
  }

  /// The frame of the clip on the page drawn at `t`, or of the animation when it is the one photo drawn (nil
  /// over a still), for the frame log.
  func drawnClipFrame(at t: Double) -> Int? {
    let visible = navigator.visiblePhotos(at: t)
    guard let photo = navigator.clipClock(at: t)?.photo ?? (visible.count == 1 ? visible.first : nil),
      let layer = textures.shown(photo), layer.frameCount > 1, let stack = textures.stack(of: photo)
    else { return nil }
    return layer.frameIndex(after: stack.animationTime(at: t))
  }

  /// The sound of the clip on the page at `t` (`ClipSoundPlan`); the picture follows it where they drifted.
  func playClipSound(_ clock: ClipClock?, at t: Double) {
    if let heard = clipSound.update(clock) { navigator.followClipSound(heard, at: t) }
  }
}
