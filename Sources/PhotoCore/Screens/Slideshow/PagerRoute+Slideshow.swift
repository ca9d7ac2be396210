/// The slideshow on the route: started on the pager's photo, moved on by the clock when the route is on top with
/// nothing holding it, handed over to the user by input (see `SlideshowScreen`).
extension PagerRoute {
  /// Starts `clock` at `t` on the photo the pager shows, looking as `look` says, of the photos the grid chose
  /// (`ScreenContext.playlist`, taken) or all.
  mutating func startSlideshow(
    _ clock: Slideshow, look: SlideshowLook, at t: Double, in context: inout ScreenContext
  ) {
    let library = context.library
    let first = library.contains(pager.pages.targetPage) ? context.id(pager.pages.targetPage) : nil
    let recent = show?.recentPhotos
    show = SlideshowScreen(clock: clock, look: look, first: first, at: t)
    show?.recentPhotos = recent
    show?.only = context.playlist
    context.playlist = nil
    if let first, let index = context.album.index(of: first) { playLiveMotion(of: index, look: look, in: library) }
  }

  /// A live photo's motion plays once as its slide (photo `index`) comes in, unless `--live-photos still`.
  mutating func playLiveMotion(of index: Int, look: SlideshowLook, in library: PhotoLibrary) {
    if look.playsLiveMotion && library.motionLocation(of: index) != nil { pager.playLiveMotion(of: index) }
  }

  /// Input came at `t` (a touch, a click, a key): a slideshow pauses until the idle time has passed, and the
  /// slide on screen is the user's (see `handOverSlide`).
  mutating func noteInput(at t: Double, in context: ScreenContext) {
    guard show != nil else { return }
    show?.clock.noteInput(at: t)
    handOverSlide(at: t, in: context)
  }

  /// Shows the slides a slideshow has come due for by `t` (when the route is `onTop` and nothing holds it): the
  /// next photo dissolves in, slides in as a key press brings it, or replaces the last (`SlideshowLook`); the
  /// first follows the last. Slides missed while the program was held up are skipped, and so are those due
  /// while the grid is shown, so the show stays on its schedule. A photo that failed (or has loaded for longer
  /// than `Tuning.Slideshow.giveUpAfter`) is skipped; one not ready yet is waited for, or in real time skipped
  /// when the one after it is ready.
  mutating func advanceSlideshow(to t: Double, onTop: Bool, in context: inout ScreenContext) {
    guard show != nil else { return }
    show?.deck.settle(at: t)
    let due = show?.clock.advance(to: t) ?? 0
    pairFirstSlide(at: t, in: context)
    let mayChange =
      context.album.items.count > 1 && onTop && flight == nil && caught == nil && pager.touch.isIdle
    guard mayChange else {
      if due > 0 { show?.pending = nil }
      return
    }
    // While a change waits for an animation, the intervals passing add nothing: the change due is the one.
    if due > 0, show?.heldForAnimation != true {
      let next = nextSlide(after: lastSlideIndex(in: context), steps: due, at: t, in: &context)
      show?.pending = next
    }
    // A slide with an animation stays until it has played once through.
    if show?.pending != nil, let until = animationHold(in: context), t < until {
      show?.heldForAnimation = true
      return
    }
    // Past photos that cannot be shown, to the first that can (or the one to wait for).
    var tries = 0
    while let target = show?.pending, let index = context.album.index(of: target), tries <= context.album.count {
      tries += 1
      if presentSlide(index, at: t, in: &context) { return }
    }
    show?.pending = nil
  }

  /// The pending slide is photo `index` at `t`: shows it when it is ready (true: done), moves on past it when it
  /// is broken (false: try the next), or waits for it (true), in real time showing the one after it instead when
  /// that one is ready.
  private mutating func presentSlide(_ index: Int, at t: Double, in context: inout ScreenContext) -> Bool {
    guard let screen = show else { return true }
    let skipsLate = context.configuration.skipsLatePhotos
    switch SlideshowScreen.readiness(of: index, at: t, in: context.library) {
    case .ready:
      // A pair waits (scripted) for its second photo to say whether it pairs; real time shows one alone.
      if !skipsLate, screen.deck.look.pairsPortraits, let next = screen.pairCandidate(of: index, in: context.library),
        SlideshowScreen.readiness(of: next, at: t, in: context.library) == .waiting
      {
        return true
      }
      present(index, at: t, in: &context)
      show?.pending = nil
      return true
    case .broken:
      let next = nextSlide(after: index, steps: 1, at: t, in: &context)
      show?.pending = next
      return false
    case .waiting:
      let after = nextSlide(after: index, steps: 1, at: t, relists: false, in: &context)
      if skipsLate, let after, let next = context.album.index(of: after),
        SlideshowScreen.readiness(of: next, at: t, in: context.library) == .ready
      {
        present(next, at: t, in: &context)
        show?.pending = nil
      }
      return true
    }
  }

  /// The show's first slide (shown before any photo's shape was known) takes its partner once both are ready.
  mutating func pairFirstSlide(at t: Double, in context: ScreenContext) {
    guard var deck = show?.deck, deck.shown == 1, let current = deck.current, current.partner == nil,
      !current.handedOver, deck.change == nil, let index = context.album.index(of: current.photo),
      let partner = show?.partner(of: index, at: t, in: context.library, viewport: viewport)
    else { return }
    deck.pair(context.id(partner))
    show?.deck = deck
  }

  /// The album index of the last photo on screen: the second of a pair, else the pager's.
  func lastSlideIndex(in context: ScreenContext) -> Int {
    show?.lastSlideIndex(pager: pager, in: context.library) ?? pager.pages.targetPage
  }

  /// The photo `steps` slides after album index `index`: the first follows the last, and a shuffled show
  /// (`relists`) starts its next cycle in a new order, never with the photo shown last. Nil when the album has
  /// no other photo.
  mutating func nextSlide(
    after index: Int, steps: Int, at t: Double, relists: Bool = true, in context: inout ScreenContext
  ) -> PhotoID? {
    let count = context.album.items.count
    guard count > 1, context.library.contains(index) else { return nil }
    if let only = show?.only { return Self.nextChosen(after: index, steps: steps, in: only, of: context) }
    guard index + steps >= count, relists,
      let next = show?.nextCycle(after: pager.pages.targetPage, in: context.library)
    else {
      return context.id((index + steps) % count)
    }
    show?.clock.shuffle = next.shuffle
    show?.listedOrder = next.listed
    if next.album.ids != context.album.ids { _ = relistLibrary(next.album, at: t, in: &context) }
    return context.id(0)
  }

  /// The photo `steps` slides after album index `index` in a show of `chosen` photos only, in the album's
  /// order, the first following the last; nil when it has no other photo.
  static func nextChosen(
    after index: Int, steps: Int, in chosen: Set<PhotoID>, of context: ScreenContext
  )
    -> PhotoID?
  {
    let album = context.album
    let members = album.items.indices.filter { chosen.contains(context.id($0)) }
    guard !members.isEmpty, members != [index] else { return nil }
    let next = members.firstIndex { $0 > index } ?? 0
    return context.id(members[(next + max(1, steps) - 1) % members.count])
  }

  /// When the animation on the slide on screen will have played once through since the slide came, seconds;
  /// nil when the slide is no animation (or the user has it). A clip plays to its end, however long; an
  /// animation at most `Tuning.Slideshow.longestAnimationHold`.
  func animationHold(in context: ScreenContext) -> Double? {
    let library = context.library
    guard let current = show?.deck.current, !current.handedOver,
      let loop = library.loopDurations[current.photo], loop > 0
    else { return nil }
    if library.clipDurations[current.photo] != nil {
      let limit = current.since + (show?.deck.look.clipLimit ?? .infinity)
      // Playing: until its clock reaches its end (its own, whatever its frames' count said); not yet: its length.
      if let clip = pager.clip, context.id(clip.page) == current.photo { return min(clip.endsAt ?? .infinity, limit) }
      return min(current.since + loop, limit)
    }
    return current.since + min(loop, Tuning.Slideshow.longestAnimationHold)
  }

  /// Shows photo `index` as the next slide at `t`.
  mutating func present(_ index: Int, at t: Double, in context: inout ScreenContext) {
    guard var deck = show?.deck else { return }
    if show?.heldForAnimation == true {
      // Held past its time for an animation: the next slide gets a whole interval from now.
      show?.heldForAnimation = false
      show?.clock.restart(at: t)
    }
    let current = pager.pages.targetPage
    if deck.look.transition == .slide && index == current + 1 {
      _ = pager.perform(.next, at: t, in: &context.library)
    } else {
      // Back to the first, on by several, or dissolving: the pager is there at once.
      pager.pages.go(to: index, at: t, animated: false, spring: .keyPageSettle)
      pager.syncZoom(at: t, in: context.library)
    }
    let partner = show?.partner(of: index, at: t, in: context.library, viewport: viewport).map(context.id)
    deck.show(context.id(index), partner: partner, at: t, dissolving: deck.look.dissolves && index != current)
    show?.deck = deck
    playLiveMotion(of: index, look: deck.look, in: context.library)
  }

  /// Input came at `t`: the slide on screen is the pager's from now on, where the show framed it (a Ken Burns
  /// or covering framing becomes the photo's zoom and pan, so nothing jumps), and a dissolve ends.
  mutating func handOverSlide(at t: Double, in context: ScreenContext) {
    guard var deck = show?.deck, let current = deck.current, !current.handedOver else { return }
    if let framing = deck.framing(of: current, at: t), let index = context.album.index(of: current.photo),
      index == pager.zoomPage, var zoom = pager.zoom, let size = context.library.displayedPixelSize(index), size.x > 0
    {
      let rect = KenBurns.rect(of: size, framing: framing, in: viewport)
      zoom.rest(zoom: rect.size.x / (size.x * zoom.fitScale), pan: rect.center - viewport * 0.5)
      pager.zoom = zoom
    }
    deck.handOver()
    deck.settle(at: .infinity)
    show?.deck = deck
  }

  /// The user paused or resumed the show at `t`: a Ken Burns move holds its framing meanwhile.
  mutating func slideshowPauseChanged(at t: Double) {
    guard let paused = show.map({ $0.clock.pause == .byUser }) else { return }
    show?.deck.setPaused(paused, at: t)
  }

  /// Starts a show at `t` as the configuration sets one up (`--slideshow`'s interval, else the kiosk's), keeping
  /// a shuffled show's cycle: the slideshow control, P, the grid's bar.
  mutating func startConfiguredShow(at t: Double, in context: inout ScreenContext) {
    let setup = context.configuration.slideshow
    let clock = setup.slideshow(
      every: setup.interval ?? Tuning.Slideshow.kioskInterval, keeping: show?.clock.shuffle, at: t)
    startSlideshow(clock, look: setup.look, at: t, in: &context)
  }

  /// Pauses the show at `t` as the pause key would (it stays paused until resumed); false without one.
  mutating func pauseShow(at t: Double) -> Bool {
    guard var clock = show?.clock else { return false }
    if clock.pause != .byUser {
      if clock.isPaused { clock.togglePause(at: t) }
      clock.togglePause(at: t)
    }
    show?.clock = clock
    slideshowPauseChanged(at: t)
    return true
  }

  /// Resumes the show at `t`, whatever paused it; false without one.
  mutating func resumeShow(at t: Double) -> Bool {
    guard var clock = show?.clock else { return false }
    if clock.isPaused { clock.togglePause(at: t) }
    show?.clock = clock
    slideshowPauseChanged(at: t)
    return true
  }

  /// Whether the slideshow draws frames at `t` (the route on top): a change under way, or a Ken Burns move on a
  /// running show.
  func slideshowIsAnimating(at t: Double) -> Bool { show?.isAnimating(at: t) ?? false }

  /// While a slideshow dissolves one slide into the next, the photos it draws (see
  /// `SlideshowScreen.photosHoldingDecodes`); nil otherwise.
  func photosHoldingDecodes(at t: Double) -> Set<PhotoID>? { show?.photosHoldingDecodes(at: t) }

  /// The photos a slideshow needs beside the pager's at `t` (see `SlideshowScreen.slidePhotos`).
  func slidePhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    show?.slidePhotos(at: t, pager: pager, in: context.library) ?? []
  }

  /// The slideshow's captions at `t` while it shows.
  func captions(at t: Double, in context: ScreenContext) -> [TextItem] {
    guard showsSlideshow, let show else { return [] }
    return show.captions(at: t, pager: pager, album: context.album, facts: context.photoFacts)
  }

  /// The show's fields of the trace line at `t`: the caption, and the change under way.
  func slideshowTrace(_ frame: inout TraceFrame, at t: Double, in context: ScreenContext) {
    if let caption = captions(at: t, in: context).last { frame.caption = caption.text }
    if let deck = show?.deck, let change = deck.change {
      frame.transition = deck.look.transition.rawValue
      frame.progress = change.progress(at: t)
    }
  }

  /// Whether a live photo's motion waits to play by itself (a slideshow's slide came in) until its clip is
  /// decoded: a scripted run waits for that decode, so the motion starts on the same frame however busy the
  /// machine.
  func awaitsLiveMotion(in library: PhotoLibrary) -> Bool {
    guard let page = pager.pendingLiveMotion, let motion = library.motion(of: page) else { return false }
    if case .ready? = library.loads.statuses[motion] { return false }
    if case .failed? = library.loads.statuses[motion] { return false }
    return true
  }
}
