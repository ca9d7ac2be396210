/// The slideshow screen in the navigator: started on the pager's photo, moved on by the clock when the pager is
/// shown with nothing holding it, handed over to the user by input (see `SlideshowScreen`).
extension Navigator {
  /// The slideshow's clock, while a show runs.
  public internal(set) var slideshow: Slideshow? {
    get { show?.clock }
    set { if let newValue { show?.clock = newValue } }
  }

  /// What the slideshow shows: the slide on screen, its framing and the change under way (see `SlideDeck`).
  public var slides: SlideDeck? { show?.deck }

  /// `--recent-first`: the photos taken recently, shown first in each cycle of the slideshow; nil: off.
  public internal(set) var recentPhotos: Set<PhotoID>? {
    get { show?.recentPhotos }
    set { show?.recentPhotos = newValue }
  }

  /// `--recent-first`: the photos taken recently are `photos` from now on (the show takes them at its next
  /// cycle).
  public mutating func takeRecentPhotos(_ photos: Set<PhotoID>) { recentPhotos = photos }

  /// The screen woke at `t` after sleeping: the show's run starts again (no slide due meanwhile is owed).
  public mutating func restartSlideshow(at t: Double) { show?.clock.restart(at: t) }

  /// Starts `clock` at `t` on the photo the pager shows, looking as `look` says; the slideshow becomes the
  /// active screen when the pager is.
  public mutating func startSlideshow(_ clock: Slideshow, look: SlideshowLook, at t: Double) {
    let first = library.contains(pager.pages.targetPage) ? id(pager.pages.targetPage) : nil
    let recent = show?.recentPhotos
    show = SlideshowScreen(clock: clock, look: look, first: first, at: t)
    show?.recentPhotos = recent
    show?.only = playlist
    playlist = nil
    if case .pager = slot { slot = .slideshow }
    if let first, let index = album.index(of: first) { playLiveMotion(of: index, look: look) }
  }

  /// A live photo's motion plays once as its slide (photo `index`) comes in, unless `--live-photos still`.
  mutating func playLiveMotion(of index: Int, look: SlideshowLook) {
    if look.playsLiveMotion && library.motionLocation(of: index) != nil { pager.playLiveMotion(of: index) }
  }

  /// Input came at `t` (a touch, a click, a key): a slideshow pauses until the idle time has passed, and the
  /// slide on screen is the user's (see `handOverSlide`).
  public mutating func noteInput(at t: Double) {
    guard show != nil else { return }
    show?.clock.noteInput(at: t)
    handOverSlide(at: t)
  }

  /// Whether the show may change slides now: it is the active screen with nothing holding it.
  var slideshowMayChange: Bool {
    album.items.count > 1 && isSlideshowSlot && caught == nil && pager.touch.isIdle
  }

  /// Shows the slides a slideshow has come due for by `t` (when the pager is shown and nothing holds it): the
  /// next photo dissolves in, slides in as a key press brings it, or replaces the last (`SlideshowLook`); the
  /// first follows the last. Slides missed while the program was held up are skipped, and so are those due
  /// while the grid is shown, so the show stays on its schedule. A photo that failed (or has loaded for longer
  /// than `Tuning.Slideshow.giveUpAfter`) is skipped; one not ready yet is waited for, or in real time skipped
  /// when the one after it is ready.
  mutating func advanceSlideshow(to t: Double) {
    guard var screen = show else { return }
    screen.deck.settle(at: t)
    let due = screen.clock.advance(to: t)
    show = screen
    pairFirstSlide(at: t)
    guard slideshowMayChange else {
      if due > 0 { show?.pending = nil }
      return
    }
    // While a change waits for an animation, the intervals passing add nothing: the change due is the one.
    if due > 0, show?.heldForAnimation != true {
      let next = nextSlide(after: lastSlideIndex, steps: due, at: t)
      show?.pending = next
    }
    // A slide with an animation stays until it has played once through.
    if show?.pending != nil, let until = animationHold(), t < until {
      show?.heldForAnimation = true
      return
    }
    // Past photos that cannot be shown, to the first that can (or the one to wait for).
    var tries = 0
    while let target = show?.pending, let index = album.index(of: target), tries <= album.count {
      tries += 1
      if presentSlide(index, at: t) { return }
    }
    show?.pending = nil
  }

  /// The pending slide is photo `index` at `t`: shows it when it is ready (true: done), moves on past it when it
  /// is broken (false: try the next), or waits for it (true), in real time showing the one after it instead when
  /// that one is ready.
  private mutating func presentSlide(_ index: Int, at t: Double) -> Bool {
    guard let screen = show else { return true }
    switch SlideshowScreen.readiness(of: index, at: t, in: library) {
    case .ready:
      // A pair waits (scripted) for its second photo to say whether it pairs; real time shows one alone.
      if !skipsLatePhotos, screen.deck.look.pairsPortraits, let next = screen.pairCandidate(of: index, in: library),
        SlideshowScreen.readiness(of: next, at: t, in: library) == .waiting
      {
        return true
      }
      present(index, at: t)
      show?.pending = nil
      return true
    case .broken:
      let next = nextSlide(after: index, steps: 1, at: t)
      show?.pending = next
      return false
    case .waiting:
      let after = nextSlide(after: index, steps: 1, at: t, relists: false)
      if skipsLatePhotos, let after, let next = album.index(of: after),
        SlideshowScreen.readiness(of: next, at: t, in: library) == .ready
      {
        present(next, at: t)
        show?.pending = nil
      }
      return true
    }
  }

  /// The show's first slide (shown before any photo's shape was known) takes its partner once both are ready.
  mutating func pairFirstSlide(at t: Double) {
    guard var deck = show?.deck, deck.shown == 1, let current = deck.current, current.partner == nil,
      !current.handedOver, deck.change == nil, let index = album.index(of: current.photo),
      let partner = show?.partner(of: index, at: t, in: library, viewport: viewport)
    else { return }
    deck.pair(id(partner))
    show?.deck = deck
  }

  /// The album index of the last photo on screen: the second of a pair, else the pager's.
  var lastSlideIndex: Int { show?.lastSlideIndex(pager: pager, in: library) ?? pager.pages.targetPage }

  /// The photo `steps` slides after album index `index`: the first follows the last, and a shuffled show
  /// (`relists`) starts its next cycle in a new order, never with the photo shown last. Nil when the album has
  /// no other photo.
  mutating func nextSlide(after index: Int, steps: Int, at t: Double, relists: Bool = true) -> PhotoID? {
    let count = album.items.count
    guard count > 1, library.contains(index) else { return nil }
    if let only = show?.only { return nextChosen(after: index, steps: steps, in: only) }
    guard index + steps >= count, relists,
      let next = show?.nextCycle(after: pager.pages.targetPage, in: library)
    else {
      return id((index + steps) % count)
    }
    show?.clock.shuffle = next.shuffle
    show?.listedOrder = next.listed
    if next.album.ids != album.ids { _ = relist(next.album, at: t) }
    return id(0)
  }

  /// The photo `steps` slides after album index `index` in a show of `chosen` photos only, in the album's
  /// order, the first following the last; nil when it has no other photo.
  func nextChosen(after index: Int, steps: Int, in chosen: Set<PhotoID>) -> PhotoID? {
    let members = album.items.indices.filter { chosen.contains(id($0)) }
    guard !members.isEmpty, members != [index] else { return nil }
    let next = members.firstIndex { $0 > index } ?? 0
    return id(members[(next + max(1, steps) - 1) % members.count])
  }

  /// When the animation on the slide on screen will have played once through since the slide came, seconds;
  /// nil when the slide is no animation (or the user has it). A clip plays to its end, however long; an
  /// animation at most `Tuning.Slideshow.longestAnimationHold`.
  func animationHold() -> Double? {
    guard let current = show?.deck.current, !current.handedOver,
      let loop = library.loopDurations[current.photo], loop > 0
    else { return nil }
    if library.clipDurations[current.photo] != nil {
      let limit = current.since + (show?.deck.look.clipLimit ?? .infinity)
      // Playing: until its clock reaches its end (its own, whatever its frames' count said); not yet: its length.
      if let clip = pager.clip, id(clip.page) == current.photo { return min(clip.endsAt ?? .infinity, limit) }
      return min(current.since + loop, limit)
    }
    return current.since + min(loop, Tuning.Slideshow.longestAnimationHold)
  }

  /// Shows photo `index` as the next slide at `t`.
  mutating func present(_ index: Int, at t: Double) {
    guard var deck = show?.deck else { return }
    if show?.heldForAnimation == true {
      // Held past its time for an animation: the next slide gets a whole interval from now.
      show?.heldForAnimation = false
      show?.clock.restart(at: t)
    }
    let current = pager.pages.targetPage
    if deck.look.transition == .slide && index == current + 1 {
      _ = pager.perform(.next, at: t, in: &library)
    } else {
      // Back to the first, on by several, or dissolving: the pager is there at once.
      pager.pages.go(to: index, at: t, animated: false, spring: .keyPageSettle)
      pager.syncZoom(at: t, in: library)
    }
    deck.show(
      id(index), partner: show?.partner(of: index, at: t, in: library, viewport: viewport).map(id), at: t,
      dissolving: deck.look.dissolves && index != current)
    show?.deck = deck
    playLiveMotion(of: index, look: deck.look)
  }

  /// Input came at `t`: the slide on screen is the pager's from now on, where the show framed it (a Ken Burns
  /// or covering framing becomes the photo's zoom and pan, so nothing jumps), and a dissolve ends.
  mutating func handOverSlide(at t: Double) {
    guard var deck = show?.deck, let current = deck.current, !current.handedOver else { return }
    if let framing = deck.framing(of: current, at: t), let index = album.index(of: current.photo),
      index == pager.zoomPage, var zoom = pager.zoom, let size = library.displayedPixelSize(index), size.x > 0
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

  /// Whether the slideshow draws frames at `t`: a change under way, or a Ken Burns move on a running show, while
  /// the grid is not the active screen.
  func slideshowIsAnimating(at t: Double) -> Bool {
    guard slot.screen.showsPager, let show else { return false }
    return show.isAnimating(at: t)
  }

  /// While a slideshow dissolves one slide into the next, the photos it draws (see
  /// `SlideshowScreen.photosHoldingDecodes`); nil otherwise.
  func photosHoldingDecodes(at t: Double) -> Set<PhotoID>? {
    guard slot.screen.showsPager else { return nil }
    return show?.photosHoldingDecodes(at: t)
  }

  /// Whether a slideshow's dissolve holds the decodes and uploads that are not for the photos it draws (see
  /// `photosHoldingDecodes`).
  public func dissolveHoldsLoading(at t: Double) -> Bool { photosHoldingDecodes(at: t) != nil }

  /// Whether a slide has come due and waits for its photo (a scripted run waits for the decode, then shows it
  /// on the same frame).
  public var awaitsSlide: Bool { show?.pending != nil }

  /// Whether a live photo's motion waits to play by itself (a slideshow's slide came in) until its clip is
  /// decoded: a scripted run waits for that decode, so the motion starts on the same frame however busy the
  /// machine.
  public var awaitsLiveMotion: Bool {
    guard let page = pager.pendingLiveMotion, let motion = library.motion(of: page) else { return false }
    if case .ready? = library.loads.statuses[motion] { return false }
    if case .failed? = library.loads.statuses[motion] { return false }
    return true
  }

  /// The photos a slideshow needs beside the pager's at `t` (see `SlideshowScreen.slidePhotos`), while the grid
  /// is not the active screen.
  func slidePhotos(at t: Double) -> [PhotoID] {
    guard slot.screen.showsPager, let show else { return [] }
    return show.slidePhotos(at: t, pager: pager, in: library)
  }

  /// The slideshow's frame over the pager's `scene` at `t`, while it is the active screen.
  func slideshowScene(_ scene: Scene, at t: Double) -> Scene {
    guard case .slideshow = slot, let show else { return scene }
    return show.scene(over: scene, at: t, pager: pager, in: library)
  }
}
