/// The viewer's whole state: the photo library, the stack of screens over it, and what spans screens (marks,
/// the trash, notices, the folders gone into).
///
/// Screens (`ScreenStack`): the screens a user browses (`Screen`: a folder's grid, `GridScreen`) to any depth,
/// and the photos (`PagerRoute`: the pager, its slideshow, a photo flying out of its cell and back) over them,
/// with the notice (`OverlayLayer`) over every screen. Each screen is a value in `Screens/` that owns its state and is handed a `ScreenContext` (the library, the set-up, the marks),
/// never the navigator; what only the navigator can do it asks for (`ScreenRequest`). The shell hands every
/// input here, draws `scene(at:)` and logs `traceFrame(at:)` without knowing which screen made them. A pure
/// value: no clock is read; `t` is always seconds on the caller's clock.
public struct Navigator: Sendable {
  /// What every screen is handed: the library, the set-up, the marks, the key names, the notice.
  public internal(set) var context: ScreenContext
  /// The screens shown, one over another.
  public internal(set) var stack: ScreenStack
  /// Whether the shell's display sleeps (`--schedule`, the remote's `display off`), for the remote's state; nil
  /// before either said anything.
  public var displayAsleep: Bool?
  /// What is drawn over every screen: the notice and its buttons.
  var overlay = OverlayLayer()
  /// Delete's state: its policy, the photo it asked about, the photos moved to the trash.
  public internal(set) var trash: TrashBin
  /// The folders above the one shown, as the user left them: going back restores them.
  public internal(set) var folderStack = FolderStack()

  /// How the navigator is set up, from the options, once at start.
  public typealias Configuration = ViewerConfiguration

  /// A viewer of `album` in a viewport of `viewport` points, set up as `configuration` says, opened on the
  /// grid or on the pager at the album's start photo.
  public init(album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, configuration: Configuration) {
    context = ScreenContext(library: PhotoLibrary(album: album, configuration), configuration: configuration)
    trash = TrashBin(policy: configuration.trashPolicy)
    let pager = PagerScreen(
      count: album.count, page: album.startIndex, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      setup: PagerSetup(configuration))
    stack = ScreenStack(photos: PagerRoute(pager: pager))
    if configuration.startsInGrid {
      let grid = GridScreen(
        folder: album, viewport: viewport, pixelsPerPoint: pixelsPerPoint, selection: album.startIndex, at: 0)
      stack.push(grid, at: 0, in: &context)
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

  /// The screen shown, as the trace names it: `opening` and `closing` while a transition runs.
  public var mode: NavigatorMode { stack.mode }

  /// The window changed size (points) or density at `t`: every screen lays itself out anew.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    stack.resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t)
  }

  /// The photos on screen at `t`: the pager's page slots (and the slideshow's), the grid's visible cells, or
  /// both during a transition.
  public func visiblePhotos(at t: Double) -> [PhotoID] { stack.visiblePhotos(at: t, in: context) }

  /// The photos whose pixels the next frames need, most urgent first (see `PagerScreen.wantedPhotos`).
  public func wantedPhotos(at t: Double) -> [PhotoID] { stack.wantedPhotos(at: t, in: context) }

  /// While photos move with no finger on them, the photos the motion lands on: the pager's (see
  /// `PagerScreen.landingPages`), or the photo opening out of its cell. Only their decodes start; the prefetch
  /// and the fading grid's thumbnails wait until the motion ends. Nil when every wanted photo may load (the
  /// grid, a photo closing into it, a finger down).
  public func landingPhotos(at t: Double) -> Set<PhotoID>? { stack.landingPhotos(at: t, in: context) }

  /// The photos whose sharper decode, arriving while they stood in with a thumbnail, waits to fade in until
  /// later: the photo opening out of its cell, until it has arrived. A fade draws the photo twice a frame (on
  /// a software renderer, a frame twice as long) and the opening's last frames still move; at rest it costs
  /// no motion a frame. Empty otherwise.
  public func photosHoldingFades(at t: Double) -> Set<PhotoID> { stack.photosHoldingFades(at: t) }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, under a finger, the grid scrolling,
  /// or in a transition): frames then come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool { stack.isMoving(at: t) }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double) -> Bool { stack.isAnimating(at: t, in: context) }

  /// The next time something is due even if nothing moves (a single tap's confirmation, a photo of a server
  /// asked for again), or nil.
  public var nextDeadline: Double? {
    let deadlines = [notice?.until, stack.deadline(in: context), library.loads.nextRetry].compactMap { $0 }
    return deadlines.min()
  }

  /// What to draw at `t`, with the overlay (the notice) over it. During a transition with a grid, the grid (its cell hidden)
  /// fades towards black behind the flying photo.
  public func scene(at t: Double) -> Scene {
    var scene = stack.scene(at: t, in: context)
    // The layout is worked out only when there is a notice to lay out.
    if let notice, t < notice.until { overlay.draw(notice, over: &scene, at: t, in: overlayPlacement(at: t)) }
    return scene
  }

  /// The trace line for the frame at `t`: the screen on top's, with what every screen shares.
  public func traceFrame(at t: Double) -> TraceFrame {
    var frame = stack.traceFrame(at: t, in: context)
    frame.paused = slideshow?.isPaused
    frame.due = slideshow?.lastDue.map { $0 * 1000 }
    context.describe(&frame, at: t)
    return frame
  }
}
