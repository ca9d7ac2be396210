/// The screens shown, one over another, to any depth: the screens a user browses (`Screen`: a folder's grid, a
/// list and the grid it opens) from the base up, and the photos (`PagerRoute`: the pager, its slideshow, a photo
/// in flight) over the top one while a photo is open. Whichever is on top takes input and draws; the one below
/// the photos shows through a photo pulled down or in flight and gives the tile a photo flies to and from. The
/// stack is the one place that asks which screen is on top; each screen owns its state and is handed a
/// `ScreenContext`, never the navigator.
public struct ScreenStack: Sendable {
  /// The screens under the photos, the base first; empty when the viewer has none (a single file, a list,
  /// `--no-grid`).
  var screens: [any Screen] = []
  /// The photos, on top unless a screen is. Kept while a screen is on top (its zoom, its sound's mute, a
  /// running show), and made anew for each folder.
  public internal(set) var photos: PagerRoute
  /// Whether the screen on top of `screens` is shown, not the photos (only with a screen).
  public internal(set) var screenOnTop = false

  /// A stack of `photos` alone.
  init(photos: PagerRoute) { self.photos = photos }

  /// Whether the photos are on top (the pager, the slideshow, or a photo in flight).
  var photosOnTop: Bool { !screenOnTop || screens.isEmpty }

  /// The screen the photos open from and close into, if any.
  var below: (any Screen)? { screens.last }

  /// The screen on top of `screens` (asked only when there is one), changed in place in the array.
  private var top: any Screen {
    get { screens[screens.count - 1] }
    _modify { yield &screens[screens.count - 1] }
  }

  /// The screen on top as the trace names it.
  var mode: NavigatorMode { photosOnTop ? photos.mode : top.mode }

  /// The screens under the photos.
  var depth: Int { screens.count }

  /// The album index of the photo the user is on in `album`: the pager's, or the grid's selected photo (nil on a
  /// folder tile, another screen, or an empty album).
  func currentPhoto(in album: Album) -> Int? {
    let index = photosOnTop ? photos.pager.pages.targetPage : grid?.selectedPhoto
    guard let index, album.items.indices.contains(index) else { return nil }
    return index
  }

  /// Whether the controls' bars read right to left, on the pager and on the grid on top.
  var readsRightToLeft: Bool {
    get { photos.pager.setup.readsRightToLeft }
    set {
      photos.pager.setup.readsRightToLeft = newValue
      grid?.readsRightToLeft = newValue
    }
  }

  /// Where a key press is, for its bindings: any screen under the photos (as the grid), a running slideshow, a
  /// clip on the page, or the pager.
  var keyContext: KeyContext {
    guard photosOnTop else { return .grid }
    if let clock = photos.show?.clock, !clock.isPaused { return .slideshow }
    return photos.pager.clip != nil ? .clip : .pager
  }

  /// Whether the screen on top (not the photos) shows every photo on it, loaded or broken (its first screen is
  /// complete); nil when the photos are on top.
  func showsAllItsPhotos(at t: Double, in context: ScreenContext) -> Bool? {
    guard !photosOnTop else { return nil }
    return top.photosOnScreen(at: t, in: context).allSatisfy { photo in
      guard let index = context.album.index(of: photo) else { return true }
      switch context.library.status(of: index) {
      case .ready?, .failed?: return true
      case .loading?, nil: return false
      }
    }
  }

  /// The screen on top of `screens` when it is a grid (a folder's, or one a list opened), as the navigator
  /// reads and changes it; setting nil pops it. Changed in place: it is taken out of the stack while it is, so
  /// its arrays are never copied.
  public internal(set) var grid: GridScreen? {
    get { screens.last as? GridScreen }
    _modify {
      var grid: GridScreen?
      if screens.last is GridScreen { grid = screens.removeLast() as? GridScreen }
      defer { if let grid { screens.append(grid) } }
      yield &grid
    }
  }

  /// Shows a folder at `t`: `grid` (a new one of `album` at its top when nil) in place of the grid on top, with
  /// a back control when `showsBack`, over a pager of its photos made anew (a show runs on).
  mutating func showFolder(_ grid: GridScreen?, of album: Album, showsBack: Bool, at t: Double) {
    let pager = photos.pager
    var grid =
      grid ?? GridScreen(folder: album, viewport: pager.viewport, pixelsPerPoint: pager.pixelsPerPoint, at: t)
    grid.resize(to: pager.viewport, pixelsPerPoint: pager.pixelsPerPoint, at: t)
    grid.hiddenCell = nil
    grid.showsBack = showsBack
    grid.readsRightToLeft = pager.setup.readsRightToLeft
    self.grid = grid
    photos.pager = PagerScreen(
      count: album.count, page: 0, viewport: pager.viewport, pixelsPerPoint: pager.pixelsPerPoint,
      setup: pager.setup)
    photos.flight = nil
    photos.caught = nil
    screenOnTop = true
  }

  /// `screen` goes on top at `t`, shown in place of the photos.
  mutating func push(_ screen: any Screen, at t: Double, in context: inout ScreenContext) {
    _ = cancelAllPointers(at: t, in: &context)
    screens.append(screen)
    screenOnTop = true
  }

  /// The screen on top goes at `t`, the one below it shown; false when it is the base.
  mutating func pop(at t: Double, in context: inout ScreenContext) -> Bool {
    guard screens.count > 1 else { return false }
    _ = cancelAllPointers(at: t, in: &context)
    screens.removeLast()
    screenOnTop = true
    return true
  }

  /// The photos on screen at `t`.
  func visiblePhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    guard photosOnTop else { return top.photosOnScreen(at: t, in: context) }
    return photos.visiblePhotos(at: t, in: context, below: below)
  }

  /// The photos whose pixels the next frames need at `t`, most urgent first.
  func wantedPhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    guard photosOnTop else { return top.photosOnScreen(at: t, in: context) }
    return photos.wantedPhotos(at: t, in: context)
  }

  /// While photos move with no finger on them, the photos the motion lands on; nil when all may load.
  func landingPhotos(at t: Double, in context: ScreenContext) -> Set<PhotoID>? {
    photosOnTop ? photos.landingPhotos(at: t, in: context) : nil
  }

  /// The photos whose sharper decode waits to fade in.
  func photosHoldingFades(at t: Double) -> Set<PhotoID> { photosOnTop ? photos.photosHoldingFades(at: t) : [] }

  /// Whether a photo moves at `t`.
  func isMoving(at t: Double) -> Bool {
    photosOnTop ? photos.isMoving(at: t) : top.isMoving(at: t)
  }

  /// Whether anything moves at `t`.
  func isAnimating(at t: Double, in context: ScreenContext) -> Bool {
    guard photosOnTop else { return top.isAnimating(at: t, in: context) }
    return photos.isAnimating(at: t, in: context)
  }

  /// The next time something on the screen on top is due even if nothing moves, or nil.
  func deadline(in context: ScreenContext) -> Double? {
    photosOnTop ? photos.deadline(in: context) : top.deadline
  }

  /// What the screen on top draws at `t` (the navigator adds its notice over it).
  func scene(at t: Double, in context: ScreenContext) -> Scene {
    guard photosOnTop else { return top.scene(at: t, in: context) }
    return photos.scene(at: t, in: context, below: below)
  }

  /// The screen on top's trace line for the frame at `t`.
  func traceFrame(at t: Double, in context: ScreenContext) -> TraceFrame {
    guard photosOnTop else { return top.traceFrame(at: t, in: context) }
    return photos.traceFrame(at: t, in: context, below: below)
  }

  /// What the screen on top wants loaded at `t` on a screen of `screen` pixels.
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext
  )
    -> LoadDemand
  {
    guard photosOnTop else {
      return top.loadDemand(
        at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context)
    }
    return photos.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context, below: below)
  }

  /// Whether a new listing may land at `t`: not while the screen on top is held or moves.
  func acceptsRelisting(at t: Double) -> Bool {
    photosOnTop || top.acceptsRelisting(at: t)
  }

  /// The window changed size (points) or density at `t`: every screen lays itself out anew.
  mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    photos.pager.resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t)
    for index in screens.indices { screens[index].resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t) }
  }

  /// The pointers down on the screen on top.
  var activePointers: [PointerID] { photosOnTop ? photos.activePointers : top.activePointers }

  /// Handles a finger or mouse event on the screen on top.
  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext) -> [ScreenRequest] {
    guard photosOnTop else { return top.handle(event, in: &context) }
    return photos.handle(event, in: &context, hasBelow: !screens.isEmpty)
  }

  /// Performs `command` at `t` on the screen on top.
  mutating func perform(_ command: Command, at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    guard photosOnTop else { return top.perform(command, at: t, in: &context) }
    return photos.perform(command, at: t, in: &context, hasBelow: !screens.isEmpty)
  }

  /// The wheel turned by `dy` notches at `point`; `zooms`: with Ctrl.
  mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool) {
    guard photosOnTop else { return top.wheel(by: dy, at: point, time: t, zooms: zooms) }
    photos.wheel(by: dy, at: point, time: t)
  }

  /// Middle click at `point`.
  mutating func toggleActualSize(at point: Vector2, time t: Double) {
    if photosOnTop { photos.toggleActualSize(at: point, time: t) }
  }

  /// The mouse, no button down, is at `point` at `t`; whether what it rests on changed.
  mutating func hover(at point: Vector2?, time t: Double) -> Bool {
    guard photosOnTop else { return top.hover(at: point, time: t) }
    return photos.pager.hover(at: point, time: t)
  }

  /// Shows photo `index` at `t` on the screen on top: the screen moves to it, or the pager slides to it.
  mutating func reveal(photo index: Int, at t: Double, animated: Bool, in context: ScreenContext) {
    guard photosOnTop else { return top.reveal(photo: index, at: t, animated: animated) }
    photos.pager.pages.go(to: index, at: t, animated: animated, spring: .keyPageSettle)
    photos.pager.syncZoom(at: t, in: context.library)
  }

  /// The clock reached `t`: the show moves on (whichever screen is on top), a clip left for a screen stops,
  /// and the screen on top confirms taps and hands over a finished flight.
  mutating func advance(to t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    photos.advanceSlideshow(to: t, onTop: photosOnTop, in: &context)
    // A clip left for a screen stops where it was; one in a slideshow or kiosk is quiet unless `--sound`.
    if !photosOnTop { photos.pager.leaveClip(at: t) }
    photos.pager.sound.place(allowsSound: photos.soundAllowed(in: context))
    guard photosOnTop else { return [] }
    var requests = photos.advance(to: t, in: context, hasBelow: !screens.isEmpty)
    // With a screen below, a dismissed photo is already flying into its tile: the pager's end of it is no exit.
    if !screens.isEmpty { requests.removeAll { if case .shell(.dismissed) = $0 { true } else { false } } }
    return requests
  }

  /// Cancels every pointer down at `t` on every screen.
  mutating func cancelAllPointers(at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    let requests = photos.cancelAllPointers(at: t, in: context, hasBelow: !screens.isEmpty)
    for index in screens.indices { screens[index].cancelAllPointers(at: t, in: context) }
    return requests
  }

  /// Carries out a request between screens at `t`: a screen pushed or a photo opening out of its tile, closing
  /// into it, let go into it, or arrived in it. False when `request` is not one of these.
  mutating func follow(_ request: ScreenRequest, at t: Double, in context: inout ScreenContext) -> Bool {
    switch request {
    case .push(let screen): push(screen, at: t, in: &context)
    case .open(let index):
      guard let tile = tile(of: index, at: t, in: context, reveals: false) else { return true }
      screenOnTop = false
      photos.open(index, from: tile, at: t, in: context)
    case .closeIntoBelow:
      guard let tile = tile(of: photos.pager.zoomPage, at: t, in: context) else { return true }
      photos.close(to: tile, at: t, in: context)
    case .letGoIntoBelow(let from, let velocity, let backdrop):
      guard let photo = photos.flight?.photo, let index = context.album.index(of: photo),
        let tile = tile(of: index, at: t, in: context)
      else { return true }
      photos.closeIn(photo: photo, from: from, to: tile, at: t, velocity: velocity, backdrop: backdrop)
    case .arrivedBelow: screenOnTop = !screens.isEmpty
    default: return false
    }
    return true
  }

  /// Where photo `index` shows on the screen below the photos at `t`, as the tile it flies to or from (the
  /// screen moves so that it shows when `reveals`); nil without a screen, or when it does not show the photo.
  private mutating func tile(
    of index: Int, at t: Double, in context: ScreenContext, reveals: Bool = true
  ) -> ScreenTransition.End? {
    guard !screens.isEmpty, context.library.contains(index) else { return nil }
    return top.tile(of: index, at: t, in: context, reveals: reveals)
  }
}
