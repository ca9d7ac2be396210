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
      start: t, duration: pager.animatesTransitions ? Tuning.Transition.duration : 0)
  }

  /// Closes the pager's photo into `tile` at `t`: from where it is drawn now (zoomed, or pulled down) to the
  /// tile, as the backdrop fades out; `.closed` is reported when it arrives.
  public mutating func close(to tile: ScreenTransition.End, at t: Double) {
    let page = pager.zoomPage
    guard library.contains(page) else { return }
    pager.cancelAllPointers(at: t, in: library)
    let scene = pager.scene(at: t, in: library)
    let shown = scene.photos.first { $0.index == page }
    let frame = shown?.frame ?? Rect(origin: .zero, size: viewport)
    transition = ScreenTransition(
      .closing, photo: id(page), from: ScreenTransition.End(frame: frame, clip: viewportRect), to: tile,
      start: t, duration: pager.animatesTransitions ? Tuning.Transition.duration : 0,
      backdropStart: scene.backgroundAlpha)
  }

  var viewportRect: Rect { Rect(origin: .zero, size: viewport) }
}
