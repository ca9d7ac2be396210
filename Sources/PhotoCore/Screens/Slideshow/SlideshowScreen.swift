/// The slideshow, a screen over the pager: its clock (`Slideshow`), what it shows (`SlideDeck`: the slide on
/// screen, its framing and the change under way), the slide it waits for, its cycle's order and its recent
/// photos. It drives the navigator's `PagerScreen` (a slide is a page) and draws over the pager's scene (framed
/// slides, dissolves, captions). The navigator holds it while a show runs, whichever screen is active; it is
/// the active screen (`ScreenSlot.slideshow`) while the pager is shown.
public struct SlideshowScreen: Sendable {
  /// When slides are due, and whether the show is paused.
  public internal(set) var clock: Slideshow
  /// What the show shows: the slide on screen, its framing and the change under way.
  public internal(set) var deck: SlideDeck
  /// The slide the show is due to change to, waiting for its photo to be ready.
  var pending: PhotoID?
  /// Whether the change due waits for the animation on screen to play once through: the clock starts again
  /// when it comes, so the next slide still gets its whole interval.
  var heldForAnimation = false
  /// The album in the lister's order while the show shows it in another (photos that arrived while it ran
  /// moved up to show in this cycle, recent photos first): the show goes back to it where its cycle wraps.
  var listedOrder: Album?
  /// `--recent-first`: the photos taken recently, shown first in each cycle; nil: off.
  public var recentPhotos: Set<PhotoID>?
  /// The only photos the show shows (the grid's chosen ones), in the album's order; nil: every photo.
  public internal(set) var only: Set<PhotoID>?

  /// A show on `clock`, looking as `look` says, its first slide `first` (the photo on screen) at `t`.
  init(clock: Slideshow, look: SlideshowLook, first: PhotoID?, at t: Double) {
    self.clock = clock
    deck = SlideDeck(look: look, interval: clock.interval)
    if let first { deck.show(first, at: t, dissolving: false) }
  }

  /// Whether a slide's photo can be shown.
  enum Readiness { case ready, waiting, broken }

  /// Whether photo `index` can be shown as a slide at `t`: decoded at the screen's resolution, still on its
  /// way, or broken (failed, or still loading after `Tuning.Slideshow.giveUpAfter`).
  static func readiness(of index: Int, at t: Double, in library: PhotoLibrary) -> Readiness {
    switch library.status(of: index) {
    case .ready(_, let full)?: return full ? .ready : .waiting
    case .failed?: return .broken
    case .loading(let since)?: return t - since > Tuning.Slideshow.giveUpAfter ? .broken : .waiting
    case nil: return .waiting
    }
  }

  /// The album index of the last photo on screen: the second of a pair, else the pager's.
  func lastSlideIndex(pager: PagerScreen, in library: PhotoLibrary) -> Int {
    deck.current?.partner.flatMap(library.album.index(of:)) ?? pager.pages.targetPage
  }

  /// The photo that would share the screen with photo `index` (`--pair-portraits`): the next in the order
  /// (and in the show, when it shows chosen photos only).
  func pairCandidate(of index: Int, in library: PhotoLibrary) -> Int? {
    guard deck.look.pairsPortraits, library.contains(index + 1),
      only.map({ $0.contains(library.id(index + 1)) }) ?? true
    else { return nil }
    return index + 1
  }

  /// The photo sharing the screen with photo `index` at `t` on a `viewport`, when both are against the screen's
  /// shape and the second is ready.
  func partner(of index: Int, at t: Double, in library: PhotoLibrary, viewport: Vector2) -> Int? {
    guard let next = pairCandidate(of: index, in: library), Self.readiness(of: next, at: t, in: library) == .ready,
      let a = library.displayedPixelSize(index), let b = library.displayedPixelSize(next),
      PortraitPair.pairs(a, b, on: viewport)
    else { return nil }
    return next
  }

  /// Whether the show draws frames at `t`: a change under way, or a Ken Burns move on a running show.
  func isAnimating(at t: Double) -> Bool {
    if deck.change != nil { return true }
    guard let current = deck.current, current.move != nil, !current.handedOver else { return false }
    return deck.frozenAt == nil
  }

  /// While the show dissolves one slide into the next (two photos over the whole screen: the costliest frames
  /// it draws), the photos it draws, so that no other decode starts until the dissolve ends; nil otherwise, and
  /// for a show whose slides stay too briefly after their dissolve to decode the next one then.
  func photosHoldingDecodes(at t: Double) -> Set<PhotoID>? {
    guard let change = deck.change, change.progress(at: t) < 1, let current = deck.current,
      deck.interval >= Tuning.Slideshow.holdDecodesInDissolvesFrom
    else { return nil }
    return Set([change.from.photo, change.from.partner, current.photo, current.partner].compactMap { $0 })
  }

  /// The photo the show changes to next (the one it waits for, or the next in its order): it loads as if it
  /// were on screen, so it is ready on time (and a scripted run waits for it).
  func upcomingSlide(pager: PagerScreen, in library: PhotoLibrary) -> PhotoID? {
    let count = library.album.items.count
    guard count > 1 else { return nil }
    if let pending { return pending }
    let index = lastSlideIndex(pager: pager, in: library)
    guard library.contains(index) else { return nil }
    if index + 1 >= count { return nextCycleFirst(after: index, in: library) }
    return library.id((index + 1) % count)
  }

  /// The first photo of the next cycle, as the next cycle will draw it (without building the cycle's album:
  /// this is asked every frame of a cycle's last slide).
  func nextCycleFirst(after last: Int, in library: PhotoLibrary) -> PhotoID? {
    let album = library.album
    let ids: [PhotoID]
    if var cycles = clock.shuffle {
      ids = cycles.next(Array(0..<album.items.count), after: last).map(library.id)
    } else {
      ids = (listedOrder ?? album).ids
    }
    guard let recent = recentPhotos, !recent.isEmpty else { return ids.first }
    let lastPhoto = library.contains(last) ? library.id(last) : nil
    let order = RecentFirst.arrange(
      Array(ids.indices), isRecent: { recent.contains(ids[$0]) }, after: lastPhoto.flatMap(ids.firstIndex(of:)))
    return order.first.map { ids[$0] }
  }

  /// The next cycle, given that album index `last` was shown last, when its order is not the album's as it
  /// stands: a new shuffle (and the shuffle advanced), the lister's order back (photos that arrived were moved
  /// up for the last cycle), recent photos first (`recentPhotos`); with the lister's order to go back to at
  /// the cycle after, when the new order is not it. Nil when the next cycle is the album as it stands.
  func nextCycle(after last: Int, in library: PhotoLibrary) -> (album: Album, listed: Album?, shuffle: ShuffleCycle?)? {
    let album = library.album
    var base = listedOrder ?? album
    var shuffle = clock.shuffle
    if var cycles = shuffle {
      let order = cycles.next(Array(0..<album.items.count), after: last)
      shuffle = cycles
      base = Album(items: order.map { album.items[$0] }, origin: album.origin)
      base.folders = album.folders
    }
    guard let recent = recentPhotos, !recent.isEmpty else {
      return shuffle != nil || listedOrder != nil ? (base, nil, shuffle) : nil
    }
    let lastPhoto = library.contains(last) ? library.id(last) : nil
    let order = RecentFirst.arrange(
      Array(base.items.indices), isRecent: { recent.contains(base.id(at: $0)) },
      after: lastPhoto.flatMap(base.index(of:)))
    var arranged = Album(items: order.map { base.items[$0] }, origin: base.origin)
    arranged.folders = base.folders
    let listed = shuffle == nil && arranged.ids != base.ids ? base : nil
    return (arranged, listed, shuffle)
  }

  /// The photos the show needs beside the pager's at `t`: the one coming next and its would-be partner, the
  /// partner on screen, and those of a slide fading out.
  func slidePhotos(at t: Double, pager: PagerScreen, in library: PhotoLibrary) -> [PhotoID] {
    let upcoming = upcomingSlide(pager: pager, in: library)
    var photos = [fadingSlide(at: t), upcoming].compactMap { $0 }
    if let upcoming, let index = library.album.index(of: upcoming), let next = pairCandidate(of: index, in: library) {
      photos.append(library.id(next))
    }
    if let partner = deck.current?.partner { photos.append(partner) }
    if let change = deck.change, !change.isDone(at: t), let partner = change.from.partner { photos.append(partner) }
    return photos
  }

  /// The photo a dissolve is fading out at `t`, while one is under way.
  func fadingSlide(at t: Double) -> PhotoID? {
    guard let change = deck.change, !change.isDone(at: t) else { return nil }
    return change.from.photo
  }
}
