extension Navigator {
  /// Opens photo `index` on the pager at `t`, growing out of `tile` (where another screen drew it): the pager
  /// stands on the photo at once, at fit, and the photo flies from the tile to its place as the backdrop
  /// fades in (at once with `--transition none`). Pointer input waits for the photo to arrive.
  /// `velocity` and `backdrop` carry on a photo let go after a catch.
  public mutating func open(
    _ index: Int, from tile: ScreenTransition.End, at t: Double, velocity: [Double] = [0, 0, 0, 0],
    backdrop: Double? = nil
  ) {
    guard library.contains(index) else { return }
    pager.cancelAllPointers(at: t, in: library)
    pager.show(index, at: t, in: library)
    let target = pager.scene(at: t, in: library).photos.first { $0.index == index }
    let frame = target?.frame ?? Rect(origin: .zero, size: viewport)
    slot = .flying(
      ScreenTransition(
        .opening, photo: id(index), from: tile, to: ScreenTransition.End(frame: frame, clip: viewportRect),
        start: t, animated: pager.setup.animatesTransitions, velocity: velocity, backdropStart: backdrop))
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
    slot = .flying(
      ScreenTransition(
        .closing, photo: id(page), from: ScreenTransition.End(frame: frame, clip: viewportRect), to: tile,
        start: t, animated: pager.setup.animatesTransitions, velocity: velocity, backdropStart: scene.backgroundAlpha))
  }

  var viewportRect: Rect { Rect(origin: .zero, size: viewport) }

  /// Where the photo in flight is drawn at `t`, and the backdrop's opacity: held by a finger, or on its way.
  func flight(at t: Double) -> (ScreenTransition.End, Double) {
    if let caught { return (caught.end, caught.backdropAlpha) }
    guard let transition else { return (ScreenTransition.End(frame: viewportRect, clip: viewportRect), 1) }
    return (transition.end(at: t), transition.backdropAlpha(at: t))
  }

  /// A finger or mouse event while a photo is in flight: the first finger down catches it (an instant
  /// transition has nothing to catch), moves it, and lets it go (`letGo`); other fingers are ignored.
  mutating func handleInFlight(_ event: PointerEvent) {
    guard let transition else { return }
    switch event.phase {
    case .down:
      guard caught == nil, !transition.isInstant, !transition.isDone(at: event.time) else { return }
      caught = TransitionCatch(
        transition, pointer: event.id, at: event.position, time: event.time, viewport: viewport)
    case .moved:
      guard caught?.pointer == event.id else { return }
      caught?.move(to: event.position, at: event.time)
    case .up, .cancelled:
      guard caught?.pointer == event.id else { return }
      if event.phase == .up { caught?.move(to: event.position, at: event.time) }
      letGo(at: event.time)
    }
  }

  /// The caught photo is let go at `t`: it closes into its cell or opens, from where it is, at the finger's
  /// speed.
  mutating func letGo(at t: Double) {
    guard let held = caught, let transition, let index = album.index(of: transition.photo) else {
      caught = nil
      return
    }
    caught = nil
    let v = held.velocity(at: t)
    let velocity = [v.x, v.y, 0, 0]
    if held.closes(at: t), var grid {
      grid.reveal(photo: index, at: t, animated: false)
      self.grid = grid
      let cell = grid.placement(of: index, scroll: grid.snappedScroll(at: t), at: t, in: library)
      slot = .flying(
        ScreenTransition(
          .closing, photo: transition.photo, from: held.end,
          to: ScreenTransition.End(frame: cell.frame, clip: cell.page, cornerRadius: cell.cornerRadius), start: t,
          animated: pager.setup.animatesTransitions, velocity: velocity, backdropStart: held.backdropAlpha))
    } else {
      open(index, from: held.end, at: t, velocity: velocity, backdrop: held.backdropAlpha)
    }
  }
}
