/// The slideshow as the shell and the remote start and steer it (the show itself is `PagerRoute`'s).
extension Navigator {
  /// `--recent-first`: the photos taken recently, shown first in each cycle of the slideshow; nil: off.
  public var recentPhotos: Set<PhotoID>? {
    get { show?.recentPhotos }
    set { show?.recentPhotos = newValue }
  }

  /// The screen woke at `t` after sleeping: the show's run starts again (no slide due meanwhile is owed).
  public mutating func restartSlideshow(at t: Double) { show?.clock.restart(at: t) }

  /// Starts `clock` at `t` on the photo the pager shows, looking as `look` says; the slideshow shows when the
  /// pager is on top.
  public mutating func startSlideshow(_ clock: Slideshow, look: SlideshowLook, at t: Double) {
    stack.photos.startSlideshow(clock, look: look, at: t, in: &context)
  }

  /// Whether the slideshow draws frames at `t`: a change under way, or a Ken Burns move on a running show, while
  /// the grid is not on top.
  func slideshowIsAnimating(at t: Double) -> Bool { stack.photosOnTop && stack.photos.slideshowIsAnimating(at: t) }

  /// Whether a slideshow's dissolve holds the decodes and uploads that are not for the photos it draws (see
  /// `SlideshowScreen.photosHoldingDecodes`).
  public func dissolveHoldsLoading(at t: Double) -> Bool {
    stack.photosOnTop && stack.photos.photosHoldingDecodes(at: t) != nil
  }

  /// Whether a slide has come due and waits for its photo (a scripted run waits for the decode, then shows it
  /// on the same frame).
  public var awaitsSlide: Bool { show?.pending != nil }

  /// Whether a live photo's motion waits to play by itself until its clip is decoded (see
  /// `PagerRoute.awaitsLiveMotion`).
  public var awaitsLiveMotion: Bool { stack.photos.awaitsLiveMotion(in: library) }
}
