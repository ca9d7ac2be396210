/// What a remote command (`--control`, `--http`) does: the navigator carries it out, and says what is left for
/// the shell and how to answer.
public enum RemoteOutcome: Sendable, Equatable {
  /// Done; answer `ok` once the shell has carried out these effects.
  case done([NavigatorEffect])
  /// Answer with this state (`status`, `subscribe`).
  case status(RemoteStatus)
  /// Refused; answer this error.
  case refused(String)
  /// The shell lists `path` in place of the album (`Navigator.replaceAlbum`), answering `ok` or why it cannot.
  case open(path: String)
  /// The shell puts the display to sleep (false) or wakes it (true); answer `ok`.
  case display(Bool)
  /// The viewer ends; answer `ok`.
  case quit
}

extension Navigator {
  /// Carries out the remote's `command` at `t`; a `slideshow` command starts as `setup` says.
  public mutating func perform(_ command: RemoteCommand, at t: Double, setup: SlideshowSetup) -> RemoteOutcome {
    switch command {
    case .next: return .done(perform(.next, at: t))
    case .previous: return .done(perform(.previous, at: t))
    case .goto(let target):
      guard let index = album.index(of: target) else {
        return .refused(UserText.noSuchPhoto(target, count: album.count))
      }
      show(photoAt: index, at: t)
    case .zoom(let zoom):
      return .done(perform(zoom.command, at: t))
    case .pause:
      guard pauseSlideshow(at: t) else { return .refused(UserText.noSlideshow) }
    case .resume:
      guard resumeSlideshow(at: t) else { return .refused(UserText.noSlideshow) }
    case .slideshow(let seconds):
      startSlideshow(setup.slideshow(every: seconds, keeping: slideshow?.shuffle, at: t), look: setup.look, at: t)
    case .clip(let action):
      guard stack.photosOnTop, pager.remote(action, at: t) else { return .refused(UserText.noClip) }
    case .open(let path): return .open(path: path)
    case .display(let awake): return .display(awake)
    case .status, .subscribe: return .status(status(at: t))
    case .quit: return .quit
    }
    return .done([])
  }
}
