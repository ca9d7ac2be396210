/// The viewer's whole state: the photo library, the screens over it, and which one is active.
///
/// Screens: the pager (`PagerScreen`), for a folder the thumbnail grid under it (`GridScreen`), and the
/// slideshow driving the pager; a photo opens from its cell and closes back into it (`ScreenTransition`). Each
/// screen is a value in `Screens/` producing a `Scene`; `slot` says which one takes input and draws, and every
/// query is one switch over it. The shell hands every input here, draws `scene(at:)` and logs
/// `traceFrame(at:)` without knowing which screen made them. A pure value: no clock is read; `t` is always
/// seconds on the caller's clock.
public struct Navigator: Sendable {
  /// The album and what is known of each photo (status, size, rotation, downloads), shared by the screens.
  public internal(set) var library: PhotoLibrary
  /// The pager screen: full-screen photos paged horizontally.
  public internal(set) var pager: PagerScreen
  /// The active screen: the grid, the pager, the slideshow, or a photo flying between the grid and the pager.
  public internal(set) var slot: ScreenSlot = .pager
  /// The transition's photo held by a finger (the transition waits while it is), if any.
  public internal(set) var caught: TransitionCatch?
  /// The thumbnail grid the pager opens from and closes to; nil when the viewer has none (a single file, a
  /// list, `--no-grid`): then closing the pager leaves.
  public internal(set) var grid: GridScreen?
  /// The slideshow, while one runs (`--slideshow`, the remote's `slideshow`): the active screen while the
  /// pager is shown.
  public internal(set) var show: SlideshowScreen?
  /// What each photo's EXIF and file said, for captions: date taken or file time, camera, place.
  var photoFacts: [PhotoID: CaptionFormat.Facts] = [:]
  /// The photos the next slideshow shows (the grid's chosen ones), taken when it starts; nil: all.
  var playlist: Set<PhotoID>?
  /// The photos the user marked (`M`).
  public internal(set) var marks = Marks()
  /// The line at the bottom of the screen for a while (a command's exit status, a photo moved to the trash).
  public internal(set) var notice: Notice?
  /// The key that does each action in the pager (from the shell's bindings), named in the controls' tooltips.
  public var keyNames: [KeyAction: String] = [:]
  /// Whether the shell's display sleeps (`--schedule`, the remote's `display off`), for the remote's state; nil
  /// before either said anything.
  public var displayAsleep: Bool?
  /// The pointer a notice's button took at its press, until it lifts.
  var pressedNoticeButton: (id: PointerID, action: NoticeAction)?
  /// Delete's state: its policy, the photo it asked about, the photos moved to the trash.
  public internal(set) var trash: TrashBin
  /// The folders above the one shown, as the user left them: going back restores them.
  public internal(set) var folderStack = FolderStack()
  /// How the shell set the navigator up (see `Configuration`).
  public internal(set) var configuration: Configuration

  /// How the navigator is set up, from the options, once at start.
  public struct Configuration: Sendable {
    /// Whether transitions animate (`--transition`), for the pager of each folder.
    public var animatesTransitions = true
    /// The cache policy each folder's library gets.
    public var cache = PhotoCachePolicy(budgetBytes: 0)
    /// Whether the viewer opens on the grid (a folder without `--no-grid`).
    public var startsInGrid = false
    /// Whether Delete may move photos to the trash, or why not (kiosk mode, `--read-only`).
    public var trashPolicy = TrashPolicy.allowed
    /// A real-time run: a slide whose photo is late is skipped for the next that is ready. A scripted run waits
    /// for it, so its runs repeat exactly.
    public var skipsLatePhotos = false
    /// Whether a photo on screen with nothing to show asks for its embedded thumbnail first, in every folder's
    /// library (real runs; scripted runs wait for decodes).
    public var asksForPreviews = true
    /// Kiosk mode: nothing the user does leaves the pager (a pull-down does not dismiss the photo).
    public var locksExit = false
    /// Whether a tap shows the on-screen controls in kiosk mode and during a running slideshow too
    /// (`--kiosk-controls`); otherwise a tap there shows the info overlay.
    public var controlsEverywhere = false
    /// Whether clips play their sound in a slideshow and in kiosk mode (`--sound`); in the pager they do
    /// unless the user mutes them.
    public var soundInShows = false
    /// The width of a notice's buttons, points: `Tuning.Navigator.noticeButtonWidth`, or the widest label of the
    /// translation in use with its padding when that is wider (the shell measures them: German's "In den
    /// Papierkorb").
    public var noticeButtonWidth = Tuning.Navigator.noticeButtonWidth

    /// A configuration of these values.
    public init(
      animatesTransitions: Bool = true, cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0),
      startsInGrid: Bool = false, trashPolicy: TrashPolicy = .allowed, skipsLatePhotos: Bool = false,
      asksForPreviews: Bool = true, locksExit: Bool = false, controlsEverywhere: Bool = false,
      soundInShows: Bool = false, noticeButtonWidth: Double = Tuning.Navigator.noticeButtonWidth
    ) {
      self.noticeButtonWidth = noticeButtonWidth
      self.soundInShows = soundInShows
      self.controlsEverywhere = controlsEverywhere
      self.animatesTransitions = animatesTransitions
      self.cache = cache
      self.startsInGrid = startsInGrid
      self.trashPolicy = trashPolicy
      self.skipsLatePhotos = skipsLatePhotos
      self.asksForPreviews = asksForPreviews
      self.locksExit = locksExit
    }
  }

  /// A viewer of `album` in a viewport of `viewport` points, set up as `configuration` says, opened on the
  /// grid or on the pager at the album's start photo.
  public init(album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, configuration: Configuration) {
    self.configuration = configuration
    library = Self.library(of: album, configuration)
    trash = TrashBin(policy: configuration.trashPolicy)
    pager = PagerScreen(
      count: album.count, page: album.startIndex, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      setup: PagerSetup(
        animatesTransitions: configuration.animatesTransitions, dismisses: !configuration.locksExit))
    if configuration.startsInGrid {
      grid = GridScreen(
        count: album.count, folders: album.folders, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
        selection: album.startIndex)
      if Timeline.dates(album.items) { grid?.showTimeline(Timeline(items: album.items), at: 0) }
      slot = .grid
    }
  }

  /// A viewer of `album` as `init(album:viewport:pixelsPerPoint:configuration:)` makes it, with these values.
  public init(
    album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, animatesTransitions: Bool = true,
    cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0), startsInGrid: Bool = false
  ) {
    self.init(
      album: album, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      configuration: Configuration(animatesTransitions: animatesTransitions, cache: cache, startsInGrid: startsInGrid))
  }

  /// A library of `album` for `configuration` (whether embedded thumbnails stand in).
  static func library(of album: Album, _ configuration: Configuration) -> PhotoLibrary {
    var library = PhotoLibrary(album: album, cache: configuration.cache)
    library.loads.asksForPreviews = configuration.asksForPreviews
    return library
  }

  /// The photos.
  public var album: Album { library.album }
  /// Whether a slide whose photo is not ready in time is skipped for the next one that is (real time); a
  /// scripted run waits for it, so its runs repeat exactly.
  public var skipsLatePhotos: Bool { configuration.skipsLatePhotos }

  /// The page the pager is on, or going to.
  public var targetPage: Int { pager.pages.targetPage }
  /// The viewport size in points.
  public var viewport: Vector2 { pager.viewport }
  /// Display pixels per point.
  public var pixelsPerPoint: Double { pager.pixelsPerPoint }

  /// The screen shown, as the trace names it: `opening` and `closing` while a transition runs.
  public var mode: NavigatorMode { slot.screen.mode }

  /// The scale transition under way between a rectangle on one screen and a rectangle on another, if any.
  public var transition: ScreenTransition? {
    guard case .flying(let transition) = slot else { return nil }
    return transition
  }

  /// Whether the grid is the active screen.
  var gridIsActive: Bool {
    guard case .grid = slot else { return false }
    return true
  }

  /// Whether the slideshow is the active screen.
  var isSlideshowSlot: Bool {
    guard case .slideshow = slot else { return false }
    return true
  }

  /// The screen a photo lands on in the pager: the slideshow while a show runs, else the pager.
  var pagerSlot: ScreenSlot { show != nil ? .slideshow : .pager }

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

  /// The photos on screen at `t`: the pager's page slots (and the slideshow's), the grid's visible cells, or
  /// both during a transition.
  public func visiblePhotos(at t: Double) -> [PhotoID] { slot.screen.visiblePhotos(of: self, at: t) }

  /// The grid's visible cells' photos and folder covers at `t`.
  func gridPhotos(at t: Double) -> [PhotoID] {
    guard let grid else { return [] }
    return grid.visiblePhotos(at: t).map(id) + grid.visibleCovers(at: t)
  }

  /// The pager's page slots at `t`, and the slides a slideshow needs beside them.
  func pagerPhotos(at t: Double) -> [PhotoID] {
    var pages = pager.visiblePages(at: t).map(id)
    if let playing = pager.playingMotion, let motion = library.motion(of: playing) { pages.append(motion) }
    for slide in slidePhotos(at: t) where !pages.contains(slide) {
      pages.append(slide)
    }
    return pages
  }

  /// The photos whose pixels the next frames need, most urgent first (see `PagerScreen.wantedPhotos`).
  public func wantedPhotos(at t: Double) -> [PhotoID] { slot.screen.wantedPhotos(of: self, at: t) }

  /// The pager's wanted photos at `t`, with the slides a slideshow needs next right after the most urgent.
  func pagerWanted(at t: Double) -> [PhotoID] {
    var wanted = pager.wantedPhotos(at: t).map(id)
    if let motion = library.motion(of: pager.currentPage(at: t)) { wanted.insert(motion, at: min(1, wanted.count)) }
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
  public func landingPhotos(at t: Double) -> Set<PhotoID>? { slot.screen.landingPhotos(of: self, at: t) }

  /// The photos whose sharper decode, arriving while they stood in with a thumbnail, waits to fade in until
  /// later: the photo opening out of its cell, until it has arrived. A fade draws the photo twice a frame (on
  /// a software renderer, a frame twice as long) and the opening's last frames still move; at rest it costs
  /// no motion a frame. Empty otherwise.
  public func photosHoldingFades(at t: Double) -> Set<PhotoID> {
    slot.screen.photosHoldingFades(of: self, at: t)
  }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, under a finger, the grid scrolling,
  /// or in a transition): frames then come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool { slot.screen.isMoving(self, at: t) }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double) -> Bool { slot.screen.isAnimating(self, at: t) }

  /// The next time something is due even if nothing moves (a single tap's confirmation), or nil.
  public var nextDeadline: Double? {
    let deadlines = [notice?.until, slot.screen.deadline(of: self)].compactMap { $0 }
    return deadlines.min()
  }

  /// The next time something on the pager or the show is due.
  var pagerDeadline: Double? {
    // A change held for an animation is due when the animation has played once through.
    let held = show?.heldForAnimation == true ? animationHold() : nil
    let deadlines = [slideshow?.nextDeadline, pager.nextDeadline, held].compactMap { $0 }
    return deadlines.min()
  }

  /// What to draw at `t`. During a transition with a grid, the grid (its cell hidden) fades towards black
  /// behind the flying photo.
  public func scene(at t: Double) -> Scene {
    var scene = slot.screen.scene(of: self, at: t)
    if var notice = noticeItem(at: t) {
      // Above the bottom bar while the controls show, gliding up and down with their fade.
      notice.anchor.y -= noticeLift(at: t)
      scene.texts.append(notice)
      scene.buttons = noticeButtons(at: t).map { SceneButton(label: $0.action.label, frame: $0.frame) }
    }
    return scene
  }

  /// The pager's scene at `t`, framed by the slideshow while one runs, with its captions and the mark badge.
  func pagerScene(at t: Double) -> Scene {
    var scene = slideshowScene(pager.scene(at: t, in: library), at: t)
    scene.texts += captions(at: t)
    // The bars' corners are the badges' (the mark control and the title say the same).
    if scene.controls == nil {
      if let badge = markBadge(at: t) { scene.texts.append(badge) }
      if let badge = rawBadge(at: t) { scene.texts.append(badge) }
    }
    if let tooltip = tooltipItem(at: t) { scene.texts.append(tooltip) }
    if var controls = scene.controls {
      controls.marked = isMarked(pager.currentPage(at: t))
      controls.playing = slideshow.map { !$0.isPaused } ?? false
      scene.controls = controls
    }
    return scene
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
    scene.icons = []
    // The grid's bar lies under the photo over the grid (flying out of its cell, or pulled down into it).
    scene.controlsUnder = scene.photos.count
    scene.photos += top.photos
    scene.texts = top.texts
    scene.overlay = top.overlay
    // The grid's bar fades with its cells, under the pager's own bars when they show.
    if var bar = scene.controls {
      bar.alpha *= 1 - max(0, min(1, dim))
      scene.controls = bar.alpha < Tuning.Grid.invisibleAlpha ? nil : bar
    }
    if let controls = top.controls {
      scene.controls = controls
      scene.controlsUnder = nil
    }
    scene.infoPanel = top.infoPanel
    return scene
  }

  /// The trace line for the frame at `t`.
  public func traceFrame(at t: Double) -> TraceFrame {
    var frame = slot.screen.traceFrame(of: self, at: t)
    frame.paused = slideshow?.isPaused
    frame.due = slideshow?.lastDue.map { $0 * 1000 }
    if slot.screen.showsPager, let partner = slides?.current?.partner, slides?.current?.handedOver == false {
      frame.pair = album.index(of: partner)
    }
    if !marks.isEmpty { frame.marked = isMarked(frame.page) }
    if slot.screen.showsPager {
      if pager.controls.isShown { frame.controls = true }
      frame.control = pager.controls.input.lastTapped
      if pager.controls.isMenuOpen { frame.menu = true }
      if pager.panel.isOpen { frame.panel = true }
      frame.tooltip = pager.tooltip(at: t, keys: keyNames)?.text
    }
    if gridIsActive { frame.tooltip = chromedGrid?.tooltip(at: t, keys: keyNames)?.text }
    if library.clipDuration(of: frame.page) != nil { frame.media = "clip" }
    if let clip = clipClock(at: t), clip.photo == id(frame.page) {
      frame.playing = clip.isPlaying
      frame.clipTime = clip.position
      frame.muted = clip.isMuted
    }
    if library.motionLocation(of: frame.page) != nil {
      frame.media = "live"
      if slot.screen.showsPager, pager.motionShown(for: frame.page, in: library) != nil { frame.playing = true }
    }
    if album.items.indices.contains(frame.page) { frame.raw = album.items[frame.page].companionName }
    if let notice = noticeItem(at: t) { frame.notice = notice.text }
    if slot.screen.showsPager, case .failed(let reason)? = library.status(of: frame.page) { frame.error = reason }
    return frame
  }
}
