/// The viewer's whole state: the photo library and the screens over it, and the transition between them.
///
/// Today one screen, the pager (`PagerScreen`); a grid and a slideshow take their place beside it, each a
/// value in `Screens/` producing a `Scene`. The shell hands every input here, draws `scene(at:)` and logs
/// `traceFrame(at:)` without knowing which screen made them. A pure value: no clock is read; `t` is always
/// seconds on the caller's clock.
public struct Navigator: Sendable {
  /// The album and what is known of each photo (status, size, rotation, downloads), shared by the screens.
  public internal(set) var library: PhotoLibrary
  /// The pager screen: full-screen photos paged horizontally.
  public internal(set) var pager: PagerScreen
  /// The scale transition under way between a rectangle on one screen and a rectangle on another, if any.
  public internal(set) var transition: ScreenTransition?

  /// A viewer of `album` in a viewport of `viewport` points, opened on the pager at the album's start photo.
  public init(
    album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, animatesTransitions: Bool = true,
    cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0)
  ) {
    library = PhotoLibrary(album: album, cache: cache)
    pager = PagerScreen(
      count: album.count, page: album.startIndex, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      animatesTransitions: animatesTransitions)
  }

  /// The photos.
  public var album: Album { library.album }
  /// The viewport size in points.
  public var viewport: Vector2 { pager.viewport }
  /// Display pixels per point.
  public var pixelsPerPoint: Double { pager.pixelsPerPoint }

  /// The screen shown, as the trace names it: `opening` and `closing` while a transition runs.
  public var mode: ViewerMode { transition?.mode ?? .pager }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { library.id(index) }

  /// What the loader has reported of photo `index` (nil: not requested yet).
  public func status(of index: Int) -> PhotoStatus? { library.status(of: index) }

  /// Photo `index`'s view-only rotation, clockwise quarter turns.
  public func quarterTurns(of index: Int) -> Int { library.quarterTurns(of: index) }

  /// The window changed size (points) or density at `t`: every screen lays itself out anew.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    pager.resize(to: size, pixelsPerPoint: pixelsPerPoint, at: t)
  }

  /// The photos whose page slots are on screen at `t`.
  public func visiblePhotos(at t: Double) -> [PhotoID] {
    pager.visiblePages(at: t).map(id)
  }

  /// The photos whose pixels the next frames need, most urgent first (see `PagerScreen.wantedPhotos`).
  public func wantedPhotos(at t: Double) -> [PhotoID] {
    pager.wantedPhotos(at: t).map(id)
  }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, under a finger, or in a
  /// transition): frames then come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool {
    pager.isMoving(at: t) || (transition.map { !$0.isDone(at: t) } ?? false)
  }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double) -> Bool {
    pager.isAnimating(at: t, in: library) || transition != nil
  }

  /// The next time something is due even if nothing moves (a single tap's confirmation), or nil.
  public var nextDeadline: Double? { pager.nextDeadline }

  /// What to draw at `t`.
  public func scene(at t: Double) -> Scene {
    let scene = pager.scene(at: t, in: library)
    guard let transition else { return scene }
    return transition.scene(over: scene, at: t)
  }

  /// The trace line for the frame at `t`.
  public func traceFrame(at t: Double) -> TraceFrame {
    var frame = pager.traceFrame(at: t, in: library)
    frame.mode = mode
    if let transition { frame.background = transition.backdropAlpha(at: t) }
    return frame
  }
}
