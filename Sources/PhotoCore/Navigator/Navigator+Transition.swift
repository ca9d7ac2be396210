extension Navigator {
  /// Opens photo `index` on the pager at `t`, growing out of `tile` (where another screen drew it): the pager
  /// stands on the photo at once, at fit, and the photo flies from the tile to its place as the backdrop
  /// fades in (at once with `--transition none`). Pointer input waits for the photo to arrive.
  public mutating func open(_ index: Int, from tile: ScreenTransition.End, at t: Double) {
    guard library.contains(index) else { return }
    pager.cancelAllPointers(at: t, in: library)
    pager.show(index, at: t, in: library)
    let target = pager.scene(at: t, in: library).photos.first { $0.index == index }
    let frame = target?.frame ?? Rect(origin: .zero, size: viewport)
    transition = ScreenTransition(
      .opening, photo: id(index), from: tile, to: ScreenTransition.End(frame: frame, clip: viewportRect),
      start: t, animated: pager.animatesTransitions)
  }

  /// Closes the pager's photo into `tile` at `t`: from where it is drawn now (zoomed, or pulled down) to the
  /// tile, as the backdrop fades out, moving on as fast as it moved (a photo let go mid-pull keeps its speed
  /// into the close); `.closed` is reported when it arrives.
  public mutating func close(to tile: ScreenTransition.End, at t: Double) {
    let page = pager.zoomPage
    guard library.contains(page) else { return }
    pager.cancelAllPointers(at: t, in: library)
    let scene = pager.scene(at: t, in: library)
    let frame = scene.photos.first { $0.index == page }?.frame ?? Rect(origin: .zero, size: viewport)
    // The photo's own motion over the frame after `t` (a dismissed photo flies on in closed form): its velocity.
    // A frame's time, not less: drawn frames sit on whole pixels.
    let step = 1.0 / 60
    let next = pager.scene(at: t + step, in: library).photos.first { $0.index == page }?.frame ?? frame
    let velocity = zip(ScreenTransition.components(next), ScreenTransition.components(frame)).map { ($0 - $1) / step }
    transition = ScreenTransition(
      .closing, photo: id(page), from: ScreenTransition.End(frame: frame, clip: viewportRect), to: tile,
      start: t, animated: pager.animatesTransitions, velocity: velocity, backdropStart: scene.backgroundAlpha)
  }

  var viewportRect: Rect { Rect(origin: .zero, size: viewport) }
}
