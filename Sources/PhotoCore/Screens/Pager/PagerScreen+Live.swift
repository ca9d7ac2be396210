extension PagerScreen {
  /// A finger (or the mouse) on a live photo: held still for `Tuning.Tap.longPressTimeout`, the photo's motion
  /// plays (`holdLivePress`) until it lifts; moving past the touch slop, a second finger or a lift before then
  /// is no hold (the press pages, pinches or taps as any other).
  mutating func trackLivePress(_ event: PointerEvent, in library: PhotoLibrary) {
    switch event.phase {
    case .down:
      let page = pager.currentPage(at: event.time)
      if pointers.isEmpty && library.motion(of: page) != nil && pager.isSettled(at: event.time) {
        livePress = (event.id, event.position, event.time)
      } else {
        endLivePress()
      }
    case .moved:
      if let press = livePress, press.id == event.id, (event.position - press.start).length > Tuning.Tap.touchSlop {
        endLivePress()
      }
    case .up, .cancelled:
      if livePress?.id == event.id { endLivePress() }
    }
  }

  /// The clock reached `t`: a press held still long enough plays the motion of the photo under it (never a tap).
  mutating func holdLivePress(at t: Double) {
    guard let press = livePress, playingMotion == nil, t - press.since >= Tuning.Tap.longPressTimeout,
      pointers.count == 1
    else { return }
    startMotion(of: pager.currentPage(at: t), at: t)
    motionEnds = nil
    taps.cancel()
  }

  /// The hold ended: back to the still.
  mutating func endLivePress() {
    livePress = nil
    playingMotion = nil
    motionEnds = nil
  }

  /// Plays live photo `index`'s motion once by itself, as soon as it is decoded (a slideshow's slide coming in).
  mutating func playLiveMotion(of index: Int) {
    pendingLiveMotion = index
  }

  /// The clock reached `t`: a motion to play by itself starts once decoded (while its page is the one shown), and
  /// one playing by itself ends after its length.
  mutating func playLiveMotion(at t: Double, in library: PhotoLibrary) {
    // A motion ends when its page is left (a key, the next slide); one playing by itself after its length.
    if let playing = playingMotion, playing != pager.targetPage {
      endLivePress()
    } else if let ends = motionEnds, t >= ends {
      playingMotion = nil
      motionEnds = nil
    }
    guard let index = pendingLiveMotion else { return }
    guard index == pager.targetPage, livePress == nil, let motion = library.motion(of: index) else {
      pendingLiveMotion = nil
      return
    }
    guard case .ready? = library.loads.statuses[motion], let length = library.loopDurations[motion] else { return }
    pendingLiveMotion = nil
    startMotion(of: index, at: t)
    motionEnds = t + length
  }

  /// Starts live photo `index`'s motion at `t` from its first frame.
  private mutating func startMotion(of index: Int, at t: Double) {
    playingMotion = index
    motionStarted = true
    motionSince = t
    motionRuns += 1
  }

  /// The live clip drawn in place of photo `index` at `t`: while a hold plays it and its decode is ready.
  func motionShown(for index: Int, in library: PhotoLibrary) -> PhotoID? {
    guard index == playingMotion, let motion = library.motion(of: index),
      case .ready? = library.loads.statuses[motion]
    else { return nil }
    return motion
  }

  /// The motion whose playing began since the last call (it plays from its first frame), once; nil otherwise.
  public mutating func takeMotionStart(in library: PhotoLibrary) -> PhotoID? {
    guard motionStarted else { return nil }
    motionStarted = false
    return playingMotion.flatMap { library.motion(of: $0) }
  }
}
