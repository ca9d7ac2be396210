extension PagerScreen {
  /// Keeps `clip` on the page the user is on: a clip paged to shows its poster frame and plays once the page
  /// settles and its frames are decoded (from where it was left when it is the clip just left, unless that
  /// one had ended); leaving the page pauses it (its clock goes with it).
  mutating func syncClip(at t: Double, in library: PhotoLibrary) {
    let page = pages.targetPage
    if let clip, clip.page != page || library.clipDuration(of: page) == nil { leaveClip(at: t) }
    guard clipAwaitsStart(at: t, in: library), let length = library.clipDuration(of: page) else { return }
    let resumed = leftClip?.page == page ? leftClip?.position ?? 0 : 0
    clip = ClipPlayback(page: page, duration: length, position: resumed, playing: true, at: t)
    leftClip = nil
  }

  /// The clip is left at `t` (the grid came back): it stops where it is, and goes on from there when its page
  /// settles again.
  mutating func leaveClip(at t: Double) {
    guard let clip else { return }
    leftClip = clip.hasEnded(at: t) ? nil : (clip.page, clip.position(at: t))
    self.clip = nil
  }

  /// Whether the page's clip would start at `t`'s next step: settled on, decoded, no clock yet (the shell then
  /// draws another frame at once rather than waiting for input or an idle timeout).
  public func clipAwaitsStart(at t: Double, in library: PhotoLibrary) -> Bool {
    let page = pages.targetPage
    guard clip == nil, pages.isSettled(at: t), !pages.isDragging, library.clipDuration(of: page) != nil,
      case .ready? = library.status(of: page)
    else { return false }
    return true
  }

  /// Carries out a clip's command at `t` on the clip on the page (nothing on a photo): play or pause, a jump
  /// of `Tuning.Clips.seekStep`, sound on or off.
  mutating func performClip(_ command: Command, at t: Double) {
    switch command {
    case .playPause: clip?.togglePlaying(at: t)
    case .seekForward: clip?.seek(by: Tuning.Clips.seekStep, at: t)
    case .seekBack: clip?.seek(by: -Tuning.Clips.seekStep, at: t)
    case .toggleMute: sound.toggle()
    default: return
    }
    controls.noteActivity(at: t)
  }

  /// The clips among the pages drawn at `t` (a live photo's motion is none).
  func clipPages(at t: Double, in library: PhotoLibrary) -> [PhotoID] {
    visiblePages(at: t).filter { library.clipDuration(of: $0) != nil }.map(library.id)
  }

  /// The remote's clip command at `t`: play, pause or seek the clip on the page; false when there is none.
  mutating func remote(_ action: RemoteCommand.ClipAction, at t: Double) -> Bool {
    switch action {
    case .play: remoteClip(play: true, at: t)
    case .pause: remoteClip(play: false, at: t)
    case .seek(let seconds): remoteClip(seek: seconds, at: t)
    }
  }

  /// The remote's `clip play`, `clip pause`, `clip seek SECONDS` at `t`; false when no clip is on the page.
  public mutating func remoteClip(play: Bool? = nil, seek seconds: Double? = nil, at t: Double) -> Bool {
    guard clip != nil else { return false }
    if let seconds { clip?.seek(to: seconds, at: t) }
    if play == true { clip?.play(at: t) }
    if play == false { clip?.pause(at: t) }
    return true
  }

  /// The clip's sound clock said it is at `seconds` at `t` (the shell's audio device): the picture follows.
  public mutating func followClipSound(_ seconds: Double, at t: Double) {
    clip?.follow(seconds, at: t)
  }

  /// The clip's frames ended at `t` before its file's length said (or it said none): it ends there.
  public mutating func clipFramesEnded(at t: Double) {
    clip?.endHere(at: t)
  }

  /// The scrubber under a pointer at `point` (points) at `t`: the clip goes to the position the point's place
  /// along the track says, its frames the nearest keyframes' until `release`.
  mutating func scrub(to point: Vector2, at t: Double) {
    guard let track = controlsLayout.scrubber, let length = clip?.duration, track.size.x > 0 else { return }
    var fraction = min(max((point.x - track.origin.x) / track.size.x, 0), 1)
    if setup.readsRightToLeft { fraction = 1 - fraction }
    clip?.setScrubbing(true, at: t)
    clip?.seek(to: fraction * length, at: t)
  }

  /// The pointer on the scrubber lifted at `t`: the exact frame, and playing on if it played.
  mutating func releaseScrubber(at t: Double) {
    clip?.setScrubbing(false, at: t)
  }

  /// How long the controls stay without input: shorter over a clip playing, as a phone's player (its picture
  /// is what the user came for); a paused clip keeps them.
  var controlsHideDelay: Double? {
    guard let clip else { return Tuning.Controls.autoHideDelay }
    return clip.isPlaying ? Tuning.Controls.clipAutoHideDelay : nil
  }
}
