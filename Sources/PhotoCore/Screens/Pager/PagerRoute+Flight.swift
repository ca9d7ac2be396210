/// The photo flying between its tile on the screen below and the pager (`ScreenTransition`), and the finger that
/// may catch it (`TransitionCatch`).
extension PagerRoute {
  /// Opens photo `index` on the pager at `t`, growing out of `tile` (where the screen below drew it): the pager
  /// stands on the photo at once, at fit, and the photo flies from the tile to its place as the backdrop fades
  /// in (at once with `--transition none`). Pointer input waits for the photo to arrive. `velocity` and
  /// `backdrop` carry on a photo let go after a catch.
  mutating func open(
    _ index: Int, from tile: ScreenTransition.End, at t: Double, velocity: [Double] = [0, 0, 0, 0],
    backdrop: Double? = nil, in context: ScreenContext
  ) {
    let library = context.library
    guard library.contains(index) else { return }
    pager.cancelAllPointers(at: t, in: library)
    pager.show(index, at: t, in: library)
    let target = pager.scene(at: t, in: library).photos.first { $0.index == index }
    let frame = target?.frame ?? pager.viewportRect
    flight = ScreenTransition(
      .opening, photo: context.id(index), from: tile, to: ScreenTransition.End(frame: frame, clip: pager.viewportRect),
      start: t, animated: pager.setup.animatesTransitions, velocity: velocity, backdropStart: backdrop)
  }

  /// Closes the pager's photo into `tile` at `t`: from where it is drawn now (zoomed, or pulled down) to the
  /// tile, as the backdrop fades out, moving on as fast as it moved (a photo let go mid-pull keeps its speed
  /// into the close); the screen below is on top again when it arrives.
  mutating func close(to tile: ScreenTransition.End, at t: Double, in context: ScreenContext) {
    let page = pager.zoomPage
    let library = context.library
    guard library.contains(page) else { return }
    pager.cancelAllPointers(at: t, in: library)
    let scene = pager.scene(at: t, in: library)
    let frame = scene.photos.first { $0.index == page }?.frame ?? pager.viewportRect
    // The photo's own motion over the frame after `t` (a dismissed photo flies on in closed form): its velocity.
    // A frame's time, not less: drawn frames sit on whole pixels.
    let step = 1.0 / 60
    let next = pager.scene(at: t + step, in: library).photos.first { $0.index == page }?.frame ?? frame
    let velocity = zip(ScreenTransition.components(next), ScreenTransition.components(frame)).map { ($0 - $1) / step }
    closeIn(
      photo: context.id(page), from: ScreenTransition.End(frame: frame, clip: pager.viewportRect), to: tile, at: t,
      velocity: velocity, backdrop: scene.backgroundAlpha)
  }

  /// The photo `photo` flies from `from` into `tile` at `t`, at `velocity`, the backdrop from `backdrop`.
  mutating func closeIn(
    photo: PhotoID, from: ScreenTransition.End, to tile: ScreenTransition.End, at t: Double, velocity: [Double],
    backdrop: Double
  ) {
    flight = ScreenTransition(
      .closing, photo: photo, from: from, to: tile, start: t, animated: pager.setup.animatesTransitions,
      velocity: velocity, backdropStart: backdrop)
  }

  /// Where the photo in flight is drawn at `t`, and the backdrop's opacity: held by a finger, or on its way.
  func flight(at t: Double) -> (ScreenTransition.End, Double) {
    if let caught { return (caught.end, caught.backdropAlpha) }
    guard let flight else { return (ScreenTransition.End(frame: pager.viewportRect, clip: pager.viewportRect), 1) }
    return (flight.end(at: t), flight.backdropAlpha(at: t))
  }

  /// A finger or mouse event while a photo is in flight: the first finger down catches it (an instant
  /// transition has nothing to catch), moves it, and lets it go (`letGo`); other fingers are ignored.
  mutating func handleInFlight(_ event: PointerEvent, in context: ScreenContext, hasBelow: Bool) -> [ScreenRequest] {
    guard let flight else { return [] }
    switch event.phase {
    case .down:
      guard caught == nil, !flight.isInstant, !flight.isDone(at: event.time) else { return [] }
      caught = TransitionCatch(flight, pointer: event.id, at: event.position, time: event.time, viewport: viewport)
    case .moved:
      guard caught?.pointer == event.id else { return [] }
      caught?.move(to: event.position, at: event.time)
    case .up, .cancelled:
      guard caught?.pointer == event.id else { return [] }
      if event.phase == .up { caught?.move(to: event.position, at: event.time) }
      return letGo(at: event.time, in: context, hasBelow: hasBelow)
    }
    return []
  }

  /// The caught photo is let go at `t`: it closes into its tile below (the navigator finds the tile) or opens,
  /// from where it is, at the finger's speed.
  mutating func letGo(at t: Double, in context: ScreenContext, hasBelow: Bool) -> [ScreenRequest] {
    guard let held = caught, let flight, let index = context.album.index(of: flight.photo) else {
      caught = nil
      return []
    }
    caught = nil
    let v = held.velocity(at: t)
    let velocity = [v.x, v.y, 0, 0]
    if held.closes(at: t), hasBelow {
      return [.letGoIntoBelow(from: held.end, velocity: velocity, backdrop: held.backdropAlpha)]
    }
    open(index, from: held.end, at: t, velocity: velocity, backdrop: held.backdropAlpha, in: context)
    return []
  }

  /// The clock reached `t` during a flight: when it has arrived (and no finger holds it), the pager (or the
  /// show) takes over, or after closing the screen below does (without one, the shell hears `.closed`).
  mutating func advanceFlight(to t: Double, hasBelow: Bool) -> [ScreenRequest] {
    guard let flight, caught == nil, flight.isDone(at: t) else { return [] }
    self.flight = nil
    guard flight.direction == .closing else { return [] }
    return hasBelow ? [.arrivedBelow] : [.shell(.closed)]
  }
}
