/// The photos on full screen as one route of the screen stack: the pager, the slideshow that may drive it, and
/// the photo flying between the pager and its tile on the screen below (a grid cell). It owns all of their
/// state and answers every question asked of the screen on top, given a `ScreenContext` and the screen below it;
/// it never sees the navigator. What only the navigator can do, it asks for (`ScreenRequest`).
public struct PagerRoute: Sendable {
  /// Full-screen photos paged horizontally.
  public internal(set) var pager: PagerScreen
  /// The slideshow, while one runs (`--slideshow`, the remote's `slideshow`): it changes the pager's photos
  /// whenever this route is on top with nothing in flight.
  public internal(set) var show: SlideshowScreen?
  /// The photo flying between its tile on the screen below and the pager, if any.
  public internal(set) var flight: ScreenTransition?
  /// The flight's photo held by a finger (the flight waits while it is), if any.
  public internal(set) var caught: TransitionCatch?

  /// A route on `pager`, with no show and nothing in flight.
  init(pager: PagerScreen) { self.pager = pager }

  /// The route as the trace names it: `opening` and `closing` while a photo flies, `slideshow` while a show runs.
  var mode: NavigatorMode { flight?.mode ?? (show != nil ? .slideshow : .pager) }

  /// Whether the slideshow is what shows (a show runs and no photo flies).
  var showsSlideshow: Bool { show != nil && flight == nil }

  /// The viewport size in points.
  var viewport: Vector2 { pager.viewport }

  /// The pager's page slots at `t`, the slides a slideshow needs beside them, and during a flight the cells of
  /// `below` it lands among.
  func visiblePhotos(at t: Double, in context: ScreenContext, below: (any Screen)?) -> [PhotoID] {
    var pages = pager.visiblePages(at: t).map(context.id)
    if let playing = pager.playingMotion, let motion = context.library.motion(of: playing) { pages.append(motion) }
    for slide in slidePhotos(at: t, in: context) where !pages.contains(slide) {
      pages.append(slide)
    }
    guard flight != nil, let below else { return pages }
    return pages + below.photosOnScreen(at: t, in: context).filter { context.album.contains($0) && !pages.contains($0) }
  }

  /// The pager's wanted photos at `t` (see `PagerScreen.wantedPhotos`), with the slides a slideshow needs next
  /// right after the most urgent.
  func wantedPhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    var wanted = pager.wantedPhotos(at: t).map(context.id)
    if let motion = context.library.motion(of: pager.currentPage(at: t)) {
      wanted.insert(motion, at: min(1, wanted.count))
    }
    for slide in slidePhotos(at: t, in: context).reversed() {
      wanted.removeAll { $0 == slide }
      wanted.insert(slide, at: min(1, wanted.count))
    }
    return wanted
  }

  /// While photos move with no finger on them, the photos the motion lands on (see `Navigator.landingPhotos`):
  /// the photo opening out of its cell, the slides a show draws during its own motion, or the pager's landing
  /// pages; nil when every wanted photo may load.
  func landingPhotos(at t: Double, in context: ScreenContext) -> Set<PhotoID>? {
    guard caught == nil else { return nil }
    if let flight { return flight.direction == .opening ? [flight.photo] : nil }
    // A slideshow's own motion (a Ken Burns move) goes on all the time: the next slides load meanwhile, but
    // not while a dissolve draws two photos over the screen.
    if show != nil, !pager.isMoving(at: t), slideshowIsAnimating(at: t) { return photosHoldingDecodes(at: t) }
    return pager.landingPages(at: t).map { Set($0.map(context.id)) }
  }

  /// The photo opening out of its cell, until it has arrived: its sharper decode waits to fade in.
  func photosHoldingFades(at t: Double) -> Set<PhotoID> {
    guard let flight, flight.direction == .opening, !flight.isDone(at: t) else { return [] }
    return [flight.photo]
  }

  /// Whether a photo moves at `t`: paging, zooming, pulled down, held, flying, or the show's own motion.
  func isMoving(at t: Double) -> Bool {
    if pager.isMoving(at: t) || caught != nil || slideshowIsAnimating(at: t) { return true }
    return flight.map { !$0.isDone(at: t) } ?? false
  }

  /// Whether anything moves at `t`, so frames must keep coming.
  func isAnimating(at t: Double, in context: ScreenContext) -> Bool {
    flight != nil || pager.isAnimating(at: t, in: context.library) || slideshowIsAnimating(at: t)
  }

  /// The next time something on the pager or the show is due.
  func deadline(in context: ScreenContext) -> Double? {
    // A change held for an animation is due when the animation has played once through.
    let held = show?.heldForAnimation == true ? animationHold(in: context) : nil
    let deadlines = [show?.clock.nextDeadline, pager.nextDeadline, held].compactMap { $0 }
    return deadlines.min()
  }

  /// What the route draws at `t`: the pager's photos (framed by the show, with its captions and the badges), in
  /// flight where the flight has them, over `below` fading towards black when a photo is pulled down or flies.
  func scene(at t: Double, in context: ScreenContext, below: (any Screen)?) -> Scene {
    let scene = pagerScene(at: t, in: context)
    if let flight {
      let (now, backdrop) = self.flight(at: t)
      let flying = ScreenTransition.scene(over: scene, photo: flight.photo, at: now, backdrop: backdrop)
      guard let below else { return flying }
      return below.scene(
        under: flying, hiding: context.album.index(of: flight.photo), dimmed: backdrop, at: t, in: context)
    }
    // A photo pulled down shows its grid behind it, as its backdrop fades.
    guard let below, scene.backgroundAlpha < 1 else { return scene }
    return below.scene(
      under: scene, hiding: pager.zoomPage, dimmed: scene.backgroundAlpha, at: t, in: context)
  }

  /// The pager's scene at `t`, framed by the slideshow while it shows, with its captions, the badges and the
  /// tooltip.
  func pagerScene(at t: Double, in context: ScreenContext) -> Scene {
    var scene = pager.scene(at: t, in: context.library)
    if showsSlideshow, let show { scene = show.scene(over: scene, at: t, pager: pager, in: context.library) }
    scene.texts += captions(at: t, in: context)
    // The bars' corners are the badges' (the mark control and the title say the same).
    if scene.controls == nil {
      if let badge = markBadge(at: t, in: context) { scene.texts.append(badge) }
      if let badge = rawBadge(at: t, in: context) { scene.texts.append(badge) }
    }
    if let tooltip = tooltipItem(at: t, keys: context.keyNames) { scene.texts.append(tooltip) }
    if var controls = scene.controls {
      controls.marked = context.isMarked(pager.currentPage(at: t))
      controls.playing = show.map { !$0.clock.isPaused } ?? false
      scene.controls = controls
    }
    return scene
  }

  /// The route's trace line for the frame at `t` (the navigator adds what every screen shares).
  func traceFrame(at t: Double, in context: ScreenContext, below: (any Screen)?) -> TraceFrame {
    var frame = pager.traceFrame(at: t, in: context.library)
    frame.mode = mode
    if flight != nil {
      let (now, backdrop) = flight(at: t)
      frame.background = backdrop
      frame.progress = caught?.progress ?? flight?.progress(at: t)
      frame.rect = now.frame
    } else {
      frame.rect = scene(at: t, in: context, below: below).photos.last { $0.index == pager.zoomPage }?.frame
      if showsSlideshow { slideshowTrace(&frame, at: t, in: context) }
    }
    if let partner = show?.deck.current?.partner, show?.deck.current?.handedOver == false {
      frame.pair = context.album.index(of: partner)
    }
    if pager.controls.isShown { frame.controls = true }
    frame.control = pager.controls.input.lastTapped
    if pager.controls.isMenuOpen { frame.menu = true }
    if pager.panel.isOpen { frame.panel = true }
    frame.tooltip = pager.tooltip(at: t, keys: context.keyNames)?.text
    if let clip = clipClock(at: t, in: context), clip.photo == context.id(frame.page) {
      frame.playing = clip.isPlaying
      frame.clipTime = clip.position
      frame.muted = clip.isMuted
    }
    if context.library.motionLocation(of: frame.page) != nil,
      pager.motionShown(for: frame.page, in: context.library) != nil
    {
      frame.playing = true
    }
    if case .failed(let reason)? = context.library.status(of: frame.page) { frame.error = reason }
    return frame
  }

  /// The pointers down on the route: the one holding a photo in flight, else the pager's.
  var activePointers: [PointerID] { caught.map { [$0.pointer] } ?? pager.activePointers }
}
