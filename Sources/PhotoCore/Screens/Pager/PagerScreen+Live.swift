extension PagerScreen {
  /// A finger (or the mouse) on a live photo: held still for `Tuning.Tap.longPressTimeout`, the photo's motion
  /// plays (`holdLivePress`) until it lifts; moving past the touch slop, a second finger or a lift before then
  /// is no hold (the press pages, pinches or taps as any other). `LiveMotion` decides.
  mutating func trackLivePress(_ event: PointerEvent, in library: PhotoLibrary) {
    let page = pages.currentPage(at: event.time)
    live.track(
      event, page: page, isLive: library.motion(of: page) != nil, atRest: pages.isSettled(at: event.time),
      otherPointers: !touch.pointers.isEmpty)
  }

  /// The clock reached `t`: a press held still long enough plays the motion of the photo under it (never a tap).
  mutating func holdLivePress(at t: Double) {
    if live.hold(at: t, page: pages.currentPage(at: t), pointerCount: touch.pointers.count) { touch.taps.cancel() }
  }

  /// The hold ended: back to the still.
  mutating func endLivePress() { live.end() }

  /// Plays live photo `index`'s motion once by itself, as soon as it is decoded (a slideshow's slide coming in).
  mutating func playLiveMotion(of index: Int) { live.playOnce(index) }

  /// The clock reached `t`: a motion to play by itself starts once decoded (while its page is the one shown), and
  /// one playing by itself ends after its length.
  mutating func playLiveMotion(at t: Double, in library: PhotoLibrary) {
    live.advance(at: t, target: pages.targetPage, isLive: { library.motion(of: $0) != nil }) { page in
      guard let motion = library.motion(of: page), case .ready? = library.loads.statuses[motion] else { return nil }
      return library.loopDurations[motion]
    }
  }

  /// The page whose motion plays (a hold, or a slide coming in), its start and how many times one began.
  public var playingMotion: Int? { live.playing }
  public var motionSince: Double { live.since }
  public var motionRuns: Int { live.runs }
  /// The live photo whose motion waits to play by itself once decoded.
  var pendingLiveMotion: Int? { live.pending }

  /// The live clip drawn in place of photo `index` at `t`: while a hold plays it and its decode is ready.
  func motionShown(for index: Int, in library: PhotoLibrary) -> PhotoID? {
    guard index == live.playing, let motion = library.motion(of: index),
      case .ready? = library.loads.statuses[motion]
    else { return nil }
    return motion
  }

  /// The motion whose playing began since the last call (it plays from its first frame), once; nil otherwise.
  public mutating func takeMotionStart(in library: PhotoLibrary) -> PhotoID? {
    live.takeStart().flatMap { library.motion(of: $0) }
  }
}
