/// What the remote control asks of the viewer that a key does not: a photo by number or name, an explicit
/// pause or resume, another interval, and the state as one JSON line.
extension Navigator {
  /// Opens `newAlbum` in place of the album at `t`, at its start photo (the one a path named). Returns the
  /// photos whose decodes the shell must free.
  public mutating func replaceAlbum(_ newAlbum: Album, at t: Double) -> [PhotoID] {
    let stale = relistWatched(newAlbum, at: t)
    show(photoAt: newAlbum.startIndex, at: t)
    return stale
  }

  /// Shows photo `index` at `t`: the pager slides to it (or is there at once when not `animated`), the screen on
  /// top moves to it (the grid selects it, scrolling it into view).
  public mutating func show(photoAt index: Int, at t: Double, animated: Bool? = nil) {
    guard album.items.indices.contains(index) else { return }
    let animated = animated ?? configuration.animatesTransitions
    noteInput(at: t)
    stack.reveal(photo: index, at: t, animated: animated, in: context)
  }

  /// Pauses the slideshow at `t` as the pause key would (it stays paused until resumed); false without one.
  public mutating func pauseSlideshow(at t: Double) -> Bool { stack.photos.pauseShow(at: t) }

  /// Resumes the slideshow at `t`, whatever paused it; false without one.
  public mutating func resumeSlideshow(at t: Double) -> Bool { stack.photos.resumeShow(at: t) }

  /// The state at `t`, as remotes hand it on: its JSON line has the trace's field names, `page` (from 0),
  /// `count`, `file`, `mode`, `zoom`, and when they apply `paused`, `caption`, `marked`, `notice`. Only what a
  /// person would see change (no positions mid-motion), so a subscriber gets a line per change.
  public func status(at t: Double) -> RemoteStatus {
    RemoteStatus(
      frame: traceFrame(at: t), library: library, slideshowInterval: slideshow?.interval, asleep: displayAsleep)
  }

}
