/// The viewer's whole state: the photo library and the screens over it, and the transition between them.
///
/// Two screens: the pager (`PagerScreen`) and, for a folder, the thumbnail grid under it (`GridScreen`); a
/// photo opens from its cell and closes back into it (`ScreenTransition`). Each screen is a value in
/// `Screens/` producing a `Scene`. The shell hands every input here, draws `scene(at:)` and logs
/// `traceFrame(at:)` without knowing which screen made them. A pure value: no clock is read; `t` is always
/// seconds on the caller's clock.
public struct Navigator: Sendable {
  /// The album and what is known of each photo (status, size, rotation, downloads), shared by the screens.
  public internal(set) var library: PhotoLibrary
  /// The pager screen: full-screen photos paged horizontally.
  public internal(set) var pager: PagerScreen
  /// The scale transition under way between a rectangle on one screen and a rectangle on another, if any.
  public internal(set) var transition: ScreenTransition?
  /// The transition's photo held by a finger (the transition waits while it is), if any.
  public internal(set) var caught: TransitionCatch?
  /// The thumbnail grid the pager opens from and closes to; nil when the viewer has none (a single file, a
  /// list, `--no-grid`): then closing the pager leaves.
  public internal(set) var grid: GridScreen?
  /// Which screen takes input: the grid, or the pager over it.
  public internal(set) var showsGrid = false
  /// The slideshow's clock, when the photos change by themselves (`--slideshow`).
  public var slideshow: Slideshow?
  /// What the slideshow shows: the slide on screen, its framing and the change under way (see `SlideDeck`).
  public internal(set) var slides: SlideDeck?
  /// The slide the show is due to change to, waiting for its photo to be ready.
  var pendingSlide: PhotoID?
  /// The album in the lister's order while a slideshow shows it in another (photos that arrived while it ran
  /// moved up to show in this cycle, recent photos first): the show goes back to it where its cycle wraps.
  var listedOrder: Album?
  /// What each photo's EXIF and file said, for captions: date taken or file time, camera, place.
  var photoFacts: [PhotoID: CaptionFormat.Facts] = [:]
  /// The photos the user marked (`M`).
  public internal(set) var marks: Set<PhotoID> = []
  /// The line at the bottom of the screen for a while (a command's exit status, a photo moved to the trash).
  public internal(set) var notice: Notice?
  /// Whether Delete may move photos to the trash, or why not (kiosk mode, `--read-only`).
  public var trashPolicy = TrashPolicy.allowed
  /// The photo Delete asked about, waiting for the user to confirm.
  var trashQuestion: PhotoID?
  /// The photos moved to the trash, last one last: U puts them back, last first.
  public internal(set) var trashed: [TrashedPhoto] = []
  /// `--recent-first`: the photos taken recently, shown first in each cycle of a slideshow; nil: off.
  public var recentPhotos: Set<PhotoID>?
  /// Whether a slide whose photo is not ready in time is skipped for the next one that is (real time); a
  /// scripted run waits for it, so its runs repeat exactly.
  public var skipsLatePhotos = false
  /// The folders above the one shown, each with its photos and its grid as the user left them (scroll,
  /// selection): going back restores them. Never above the folder the user opened.
  public internal(set) var folderStack: [FolderLevel] = []
  /// The cache policy each folder's library gets.
  let cachePolicy: PhotoCachePolicy
  /// Whether transitions animate (`--transition`), for the pager of each folder.
  let animatesTransitions: Bool

  /// A folder the user went into a sub-folder from.
  public struct FolderLevel: Sendable {
    /// Its photos and what is known of them.
    public var library: PhotoLibrary
    /// Its grid, as it was left.
    public var grid: GridScreen
  }

  /// A viewer of `album` in a viewport of `viewport` points, opened on the pager at the album's start photo.
  public init(
    album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, animatesTransitions: Bool = true,
    cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0), startsInGrid: Bool = false
  ) {
    library = PhotoLibrary(album: album, cache: cache)
    cachePolicy = cache
    self.animatesTransitions = animatesTransitions
    pager = PagerScreen(
      count: album.count, page: album.startIndex, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      animatesTransitions: animatesTransitions)
    if startsInGrid {
      grid = GridScreen(
        count: album.count, folders: album.folders, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
        selection: album.startIndex)
      showsGrid = true
    }
  }

  /// The photos.
  public var album: Album { library.album }
  /// The viewport size in points.
  public var viewport: Vector2 { pager.viewport }
  /// Display pixels per point.
  public var pixelsPerPoint: Double { pager.pixelsPerPoint }

  /// The screen shown, as the trace names it: `opening` and `closing` while a transition runs.
  public var mode: ViewerMode { transition?.mode ?? (showsGrid ? .grid : .pager) }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { library.id(index) }

  /// What the loader has reported of photo `index` (nil: not requested yet).
  public func status(of index: Int) -> PhotoStatus? { library.status(of: index) }

  /// Photo `index`'s view-only rotation, clockwise quarter turns.
  public func quarterTurns(of index: Int) -> Int { library.quarterTurns(of: index) }

  /// The window changed size (points) or density at `t`: every screen lays itself out anew.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    pager.resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t)
    grid?.resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t)
  }

  /// The grid when it is the screen shown (no transition under way).
  var shownGrid: GridScreen? { showsGrid && transition == nil ? grid : nil }

  /// The photos on screen at `t`: the pager's page slots, the grid's visible cells, or both during a
  /// transition.
  public func visiblePhotos(at t: Double) -> [PhotoID] {
    if let grid = shownGrid { return grid.visiblePhotos(at: t).map(id) + grid.visibleCovers(at: t) }
    var pages = pager.visiblePages(at: t).map(id)
    for slide in slidePhotos(at: t) where !pages.contains(slide) {
      pages.append(slide)
    }
    guard transition != nil, let grid else { return pages }
    return pages + grid.visiblePhotos(at: t).map(id).filter { !pages.contains($0) }
  }

  /// The photos whose pixels the next frames need, most urgent first (see `PagerScreen.wantedPhotos`).
  public func wantedPhotos(at t: Double) -> [PhotoID] {
    if let grid = shownGrid { return grid.visiblePhotos(at: t).map(id) + grid.visibleCovers(at: t) }
    var wanted = pager.wantedPhotos(at: t).map(id)
    for slide in slidePhotos(at: t).reversed() {
      wanted.removeAll { $0 == slide }
      wanted.insert(slide, at: min(1, wanted.count))
    }
    return wanted
  }

  /// While photos move with no finger on them, the photos the motion lands on: the pager's (see
  /// `PagerScreen.landingPages`), or the photo opening out of its cell. Only their decodes start; the prefetch
  /// and the fading grid's thumbnails wait until the motion ends. Nil when every wanted photo may load (the
  /// grid, a photo closing into it, a finger down).
  public func landingPhotos(at t: Double) -> Set<PhotoID>? {
    guard shownGrid == nil, caught == nil else { return nil }
    if let transition { return transition.direction == .opening ? [transition.photo] : nil }
    // A slideshow's own motion (a Ken Burns move) goes on all the time: the next slides load meanwhile, but not
    // while a dissolve draws two photos over the screen.
    if !pager.isMoving(at: t) && slideshowIsAnimating(at: t) { return photosHoldingDecodes(at: t) }
    return pager.landingPages(at: t).map { Set($0.map(id)) }
  }

  /// The photos whose sharper decode, arriving while they stood in with a thumbnail, waits to fade in until
  /// later: the photo opening out of its cell, until it has arrived. A fade draws the photo twice a frame (on
  /// a software renderer, a frame twice as long) and the opening's last frames still move; at rest it costs
  /// no motion a frame. Empty otherwise.
  public func photosHoldingFades(at t: Double) -> Set<PhotoID> {
    guard let transition, transition.direction == .opening, !transition.isDone(at: t) else { return [] }
    return [transition.photo]
  }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, under a finger, the grid scrolling,
  /// or in a transition): frames then come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool {
    if let grid = shownGrid { return grid.isMoving(at: t) }
    return pager.isMoving(at: t) || caught != nil || (transition.map { !$0.isDone(at: t) } ?? false)
      || slideshowIsAnimating(at: t)
  }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double) -> Bool {
    if let grid = shownGrid { return grid.isAnimating(at: t, in: library) }
    return pager.isAnimating(at: t, in: library) || transition != nil || slideshowIsAnimating(at: t)
  }

  /// The next time something is due even if nothing moves (a single tap's confirmation), or nil.
  public var nextDeadline: Double? {
    let deadlines = [notice?.until, screenDeadline].compactMap { $0 }
    return deadlines.min()
  }

  /// The next time something on the shown screen is due.
  private var screenDeadline: Double? {
    if let grid = shownGrid { return grid.nextDeadline }
    guard let show = slideshow?.nextDeadline else { return pager.nextDeadline }
    return min(show, pager.nextDeadline ?? show)
  }

  /// What to draw at `t`. During a transition with a grid, the grid (its cell hidden) fades towards black
  /// behind the flying photo.
  public func scene(at t: Double) -> Scene {
    var scene = screenScene(at: t)
    if let notice = noticeItem(at: t) { scene.texts.append(notice) }
    return scene
  }

  /// What the screens draw at `t`, under the notice.
  private func screenScene(at t: Double) -> Scene {
    if let grid = shownGrid { return grid.scene(at: t, in: library) }
    var scene = slideshowScene(pager.scene(at: t, in: library), at: t)
    scene.texts += captions(at: t)
    if let badge = markBadge(at: t) { scene.texts.append(badge) }
    guard let transition else {
      // A photo pulled down shows its grid behind it, as its backdrop fades.
      guard let grid, scene.backgroundAlpha < 1 else { return scene }
      return Self.grid(grid, hiding: pager.zoomPage, dimmed: scene.backgroundAlpha, under: scene, at: t, in: library)
    }
    let (now, backdrop) = flight(at: t)
    let flying = ScreenTransition.scene(over: scene, photo: transition.photo, at: now, backdrop: backdrop)
    guard let grid else { return flying }
    return Self.grid(
      grid, hiding: album.index(of: transition.photo), dimmed: backdrop, under: flying, at: t, in: library)
  }

  /// `top`'s photos over `grid` (its cell `hidden` left out), the grid faded towards black by `dim` (1: all
  /// black, as under a photo at rest).
  static func grid(
    _ grid: GridScreen, hiding hidden: Int?, dimmed dim: Double, under top: Scene, at t: Double,
    in library: PhotoLibrary
  ) -> Scene {
    var grid = grid
    grid.hiddenCell = hidden
    var scene = grid.scene(at: t, in: library)
    // A cell faded out entirely is left out: drawn, it would cost a blended fill of its square for nothing.
    scene.photos = scene.photos.compactMap { cell in
      var cell = cell
      cell.alpha *= 1 - max(0, min(1, dim))
      return cell.alpha < Tuning.Grid.invisibleAlpha ? nil : cell
    }
    scene.outlines = []
    scene.photos += top.photos
    scene.texts = top.texts
    scene.overlay = top.overlay
    return scene
  }

  /// The trace line for the frame at `t`.
  public func traceFrame(at t: Double) -> TraceFrame {
    var frame = shownFrame(at: t)
    frame.paused = slideshow?.isPaused
    frame.due = slideshow?.lastDue.map { $0 * 1000 }
    if !showsGrid, let partner = slides?.current?.partner, slides?.current?.handedOver == false {
      frame.pair = album.index(of: partner)
    }
    if let caption = captions(at: t).last { frame.caption = caption.text }
    if !showsGrid, transition == nil, let deck = slides, let change = deck.change {
      frame.transition = deck.look.transition.rawValue
      frame.progress = change.progress(at: t)
    }
    if !marks.isEmpty { frame.marked = isMarked(frame.page) }
    if let notice = noticeItem(at: t) { frame.notice = notice.text }
    return frame
  }

  /// The trace line of the screen shown at `t`.
  private func shownFrame(at t: Double) -> TraceFrame {
    if let grid = shownGrid { return grid.traceFrame(at: t, in: library) }
    var frame = pager.traceFrame(at: t, in: library)
    frame.mode = mode
    if let transition {
      let (now, backdrop) = flight(at: t)
      frame.background = backdrop
      frame.progress = caught?.progress ?? transition.progress(at: t)
      frame.rect = now.frame
    } else {
      frame.rect = scene(at: t).photos.last { $0.index == pager.zoomPage }?.frame
    }
    return frame
  }
}
