extension Navigator {
  /// Starts `show` at `t` on the photo the pager shows, looking as `look` says.
  public mutating func startSlideshow(_ show: Slideshow, look: SlideshowLook, at t: Double) {
    slideshow = show
    var deck = SlideDeck(look: look, interval: show.interval)
    if library.contains(pager.pager.targetPage) { deck.show(id(pager.pager.targetPage), at: t, dissolving: false) }
    slides = deck
    pendingSlide = nil
  }

  /// Input came at `t` (a touch, a click, a key): a slideshow pauses until the idle time has passed, and the
  /// slide on screen is the user's (see `handOverSlide`).
  public mutating func noteInput(at t: Double) {
    guard slideshow != nil else { return }
    slideshow?.noteInput(at: t)
    handOverSlide(at: t)
  }

  /// Kiosk mode: nothing the user does leaves the pager (a pull-down does not dismiss the photo).
  public mutating func locksExit() { pager.dismisses = false }

  /// Whether the show may change slides now: the pager is shown with nothing holding it.
  var slideshowMayChange: Bool {
    album.items.count > 1 && !showsGrid && transition == nil && caught == nil && pager.interaction == .idle
  }

  /// Shows the slides a slideshow has come due for by `t` (when the pager is shown and nothing holds it): the
  /// next photo dissolves in, slides in as a key press brings it, or replaces the last (`SlideshowLook`); the
  /// first follows the last. Slides missed while the program was held up are skipped, and so are those due
  /// while the grid is shown, so the show stays on its schedule. A photo that failed (or has loaded for longer
  /// than `Tuning.Slideshow.giveUpAfter`) is skipped; one not ready yet is waited for, or in real time skipped
  /// when the one after it is ready.
  mutating func advanceSlideshow(to t: Double) {
    guard var show = slideshow else { return }
    slides?.settle(at: t)
    pairFirstSlide(at: t)
    let due = show.advance(to: t)
    slideshow = show
    guard slideshowMayChange else {
      if due > 0 { pendingSlide = nil }
      return
    }
    if due > 0 { pendingSlide = nextSlide(after: lastSlideIndex, steps: due, at: t) }
    // Past photos that cannot be shown, to the first that can (or the one to wait for).
    var tries = 0
    while let target = pendingSlide, let index = album.index(of: target), tries <= album.count {
      tries += 1
      switch readiness(of: index, at: t) {
      case .ready:
        // A pair waits (scripted) for its second photo to say whether it pairs; real time shows one alone.
        if !skipsLatePhotos, slides?.look.pairsPortraits == true, let next = pairCandidate(of: index),
          readiness(of: next, at: t) == .waiting
        {
          return
        }
        present(index, at: t)
        pendingSlide = nil
        return
      case .broken:
        pendingSlide = nextSlide(after: index, steps: 1, at: t)
      case .waiting:
        let after = nextSlide(after: index, steps: 1, at: t, relists: false)
        if skipsLatePhotos, let after, let next = album.index(of: after), readiness(of: next, at: t) == .ready {
          present(next, at: t)
          pendingSlide = nil
        }
        return
      }
    }
    pendingSlide = nil
  }

  /// The show's first slide (shown before any photo's shape was known) takes its partner once both are ready.
  mutating func pairFirstSlide(at t: Double) {
    guard var deck = slides, deck.shown == 1, let current = deck.current, current.partner == nil,
      !current.handedOver, deck.change == nil, let index = album.index(of: current.photo),
      let partner = partner(of: index, at: t)
    else { return }
    deck.pair(id(partner))
    slides = deck
  }

  /// The album index of the last photo on screen: the second of a pair, else the pager's.
  var lastSlideIndex: Int {
    slides?.current?.partner.flatMap(album.index(of:)) ?? pager.pager.targetPage
  }

  /// The photo that would share the screen with photo `index` (`--pair-portraits`): the next in the order.
  func pairCandidate(of index: Int) -> Int? {
    guard slides?.look.pairsPortraits == true, library.contains(index + 1) else { return nil }
    return index + 1
  }

  /// The photo sharing the screen with photo `index` at `t`, when both are against the screen's shape and the
  /// second is ready.
  func partner(of index: Int, at t: Double) -> Int? {
    guard let next = pairCandidate(of: index), readiness(of: next, at: t) == .ready,
      let a = library.displayedPixelSize(index), let b = library.displayedPixelSize(next),
      PortraitPair.pairs(a, b, on: viewport)
    else { return nil }
    return next
  }

  /// Whether a slide's photo can be shown.
  enum SlideReadiness { case ready, waiting, broken }

  /// Whether photo `index` can be shown as a slide at `t`: decoded at the screen's resolution, still on its
  /// way, or broken (failed, or still loading after `Tuning.Slideshow.giveUpAfter`).
  func readiness(of index: Int, at t: Double) -> SlideReadiness {
    switch library.status(of: index) {
    case .ready(_, let full)?: return full ? .ready : .waiting
    case .failed?: return .broken
    case .loading(let since)?: return t - since > Tuning.Slideshow.giveUpAfter ? .broken : .waiting
    case nil: return .waiting
    }
  }

  /// The photo `steps` slides after album index `index`: the first follows the last, and a shuffled show
  /// (`relists`) starts its next cycle in a new order, never with the photo shown last. Nil when the album has
  /// no other photo.
  mutating func nextSlide(after index: Int, steps: Int, at t: Double, relists: Bool = true) -> PhotoID? {
    let count = album.items.count
    guard count > 1, library.contains(index) else { return nil }
    guard index + steps >= count, relists, let next = nextCycle(after: pager.pager.targetPage) else {
      return id((index + steps) % count)
    }
    slideshow?.shuffle = next.shuffle
    listedOrder = next.listed
    if next.album.ids != album.ids { _ = relist(next.album, at: t) }
    return id(0)
  }

  /// The next cycle, given that album index `last` was shown last, when its order is not the album's as it
  /// stands: a new shuffle (and the shuffle advanced), the lister's order back (photos that arrived were moved
  /// up for the last cycle), recent photos first (`recentPhotos`); with the lister's order to go back to at
  /// the cycle after, when the new order is not it. Nil when the next cycle is the album as it stands.
  func nextCycle(after last: Int) -> (album: Album, listed: Album?, shuffle: ShuffleCycle?)? {
    var base = listedOrder ?? album
    var shuffle = slideshow?.shuffle
    if var cycles = shuffle {
      let order = cycles.next(Array(0..<album.items.count), after: last)
      shuffle = cycles
      base = Album(items: order.map { album.items[$0] }, origin: album.origin)
      base.folders = album.folders
    }
    guard let recent = recentPhotos, !recent.isEmpty else {
      return shuffle != nil || listedOrder != nil ? (base, nil, shuffle) : nil
    }
    let lastPhoto = library.contains(last) ? id(last) : nil
    let order = RecentFirst.arrange(
      Array(base.items.indices), isRecent: { recent.contains(base.id(at: $0)) },
      after: lastPhoto.flatMap(base.index(of:)))
    var arranged = Album(items: order.map { base.items[$0] }, origin: base.origin)
    arranged.folders = base.folders
    let listed = shuffle == nil && arranged.ids != base.ids ? base : nil
    return (arranged, listed, shuffle)
  }

  /// Shows photo `index` as the next slide at `t`.
  mutating func present(_ index: Int, at t: Double) {
    guard var deck = slides else { return }
    let current = pager.pager.targetPage
    if deck.look.transition == .slide && index == current + 1 {
      _ = pager.perform(.next, at: t, in: &library)
    } else {
      // Back to the first, on by several, or dissolving: the pager is there at once.
      pager.pager.go(to: index, at: t, animated: false, spring: .keyPageSettle)
      pager.syncZoom(at: t, in: library)
    }
    deck.show(
      id(index), partner: partner(of: index, at: t).map(id), at: t,
      dissolving: deck.look.dissolves && index != current)
    slides = deck
  }

  /// Input came at `t`: the slide on screen is the pager's from now on, where the show framed it (a Ken Burns
  /// or covering framing becomes the photo's zoom and pan, so nothing jumps), and a dissolve ends.
  mutating func handOverSlide(at t: Double) {
    guard var deck = slides, let current = deck.current, !current.handedOver else { return }
    if let framing = deck.framing(of: current, at: t), let index = album.index(of: current.photo),
      index == pager.zoomPage, var zoom = pager.zoom, let size = library.displayedPixelSize(index), size.x > 0
    {
      let rect = KenBurns.rect(of: size, framing: framing, in: viewport)
      zoom.rest(zoom: rect.size.x / (size.x * zoom.fitScale), pan: rect.center - viewport * 0.5)
      pager.zoom = zoom
    }
    deck.handOver()
    deck.settle(at: .infinity)
    slides = deck
  }

  /// The user paused or resumed the show at `t`: a Ken Burns move holds its framing meanwhile.
  mutating func slideshowPauseChanged(at t: Double) {
    slides?.setPaused(slideshow?.pause == .byUser, at: t)
  }

  /// Whether the slideshow draws frames at `t`: a change under way, or a Ken Burns move on a running show.
  func slideshowIsAnimating(at t: Double) -> Bool {
    guard let slides, slideshow != nil, !showsGrid else { return false }
    if slides.change != nil { return true }
    guard let current = slides.current, current.move != nil, !current.handedOver else { return false }
    return slides.frozenAt == nil
  }

  /// While a slideshow dissolves one slide into the next (two photos over the whole screen: the costliest frames
  /// it draws), the photos it draws, so that no other decode starts until the dissolve ends; nil otherwise, and
  /// for a show whose slides stay too briefly after their dissolve to decode the next one then.
  func photosHoldingDecodes(at t: Double) -> Set<PhotoID>? {
    guard let slides, slideshow != nil, !showsGrid, let change = slides.change, change.progress(at: t) < 1,
      let current = slides.current, slides.interval >= Tuning.Slideshow.holdDecodesInDissolvesFrom
    else { return nil }
    return Set([change.from.photo, change.from.partner, current.photo, current.partner].compactMap { $0 })
  }

  /// Whether a slideshow's dissolve holds the decodes and uploads that are not for the photos it draws (see
  /// `photosHoldingDecodes`).
  public func dissolveHoldsLoading(at t: Double) -> Bool { photosHoldingDecodes(at: t) != nil }

  /// Whether a slide has come due and waits for its photo (a scripted run waits for the decode, then shows it
  /// on the same frame).
  public var awaitsSlide: Bool { pendingSlide != nil }

  /// The photo the show changes to next (the one it waits for, or the next in its order), while it runs on the
  /// pager: it loads as if it were on screen, so it is ready on time (and a scripted run waits for it).
  var upcomingSlide: PhotoID? {
    guard slideshow != nil, slides != nil, !showsGrid, album.items.count > 1 else { return nil }
    if let pendingSlide { return pendingSlide }
    let index = lastSlideIndex
    guard library.contains(index) else { return nil }
    if index + 1 >= album.items.count { return nextCycleFirst(after: index) }
    return id((index + 1) % album.items.count)
  }

  /// The first photo of the next cycle, as `nextSlide` will draw it (without building the cycle's album: this
  /// is asked every frame of a cycle's last slide).
  func nextCycleFirst(after last: Int) -> PhotoID? {
    let ids: [PhotoID]
    if var cycles = slideshow?.shuffle {
      ids = cycles.next(Array(0..<album.items.count), after: last).map(id)
    } else {
      ids = (listedOrder ?? album).ids
    }
    guard let recent = recentPhotos, !recent.isEmpty else { return ids.first }
    let lastPhoto = library.contains(last) ? id(last) : nil
    let order = RecentFirst.arrange(
      Array(ids.indices), isRecent: { recent.contains(ids[$0]) }, after: lastPhoto.flatMap(ids.firstIndex(of:)))
    return order.first.map { ids[$0] }
  }

  /// The photos a slideshow needs beside the pager's: the one coming next and its would-be partner, the
  /// partner on screen, and those of a slide fading out at `t`.
  func slidePhotos(at t: Double) -> [PhotoID] {
    var photos = [fadingSlide(at: t), upcomingSlide].compactMap { $0 }
    if let upcoming = upcomingSlide, let index = album.index(of: upcoming), let next = pairCandidate(of: index) {
      photos.append(id(next))
    }
    if !showsGrid, let partner = slides?.current?.partner { photos.append(partner) }
    if let change = slides?.change, !change.isDone(at: t), let partner = change.from.partner { photos.append(partner) }
    return photos
  }

  /// The photo a dissolve is fading out at `t`, while one is under way.
  func fadingSlide(at t: Double) -> PhotoID? {
    guard !showsGrid, let change = slides?.change, !change.isDone(at: t) else { return nil }
    return change.from.photo
  }
}
