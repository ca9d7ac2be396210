/// The viewer's whole state: the album, the pager, the current photo's zoom, pull-to-dismiss, the overlay,
/// per-photo load status and view settings.
///
/// A pure value: input arrives as values carrying their time, the shell asks for the `scene(at:)` to draw and
/// the `traceFrame(at:)` to log. No clock is read here; `t` is always seconds on the caller's clock.
public struct Viewer: Sendable {
  /// The photos.
  public internal(set) var album: Album
  /// The viewport size in points.
  public private(set) var viewport: Vector2
  /// Display pixels per point (HiDPI: drawable size / window size).
  public private(set) var pixelsPerPoint: Double
  /// Whether page changes animate (`--transition none` turns this off).
  public var animatesTransitions: Bool
  /// The horizontal pager.
  public internal(set) var pager: Pager
  /// The loading pipeline's decisions and each photo's status (see `Viewer+Loading`).
  public internal(set) var loads: LoadPlanner
  /// View-only rotation per photo, in clockwise quarter turns.
  public internal(set) var quarterTurns: [PhotoID: Int] = [:]
  /// The current screen.
  public internal(set) var mode: ViewerMode = .pager
  /// The zoom and pan of photo `zoomPage` (nil until its size is known).
  public internal(set) var zoom: ZoomState?
  /// The photo `zoom` belongs to.
  public internal(set) var zoomPage: Int
  /// The zoomed photo being paged away from, drawn as it was until the pager settles (then it is at fit again).
  public internal(set) var outgoing: (page: Int, zoom: ZoomState)?
  /// Pull down to dismiss.
  public internal(set) var dismiss: DismissTracker
  /// Whether the info overlay is shown, and since when (for its fade).
  var overlayVisible = false
  var overlayChangedAt = -Double.infinity
  /// Pointer input: the fingers (or mouse) down, their velocity, taps, and what the gesture is.
  var pointers = PointerSet()
  var velocity = VelocityTracker2D()
  var taps = TapRecognizer()
  var interaction = Interaction.idle
  /// Whether the `.dismissed` effect was already reported.
  var dismissReported = false
  /// Download progress of network photos being fetched (0...1).
  public internal(set) var downloadProgress: [PhotoID: Double] = [:]
  /// The way the user last paged: +1 forward, -1 back (prefetch looks that way).
  public internal(set) var travelDirection = 1

  /// A viewer of `album` in a viewport of `viewport` points, opened at the album's start photo.
  public init(
    album: Album, viewport: Vector2, pixelsPerPoint: Double = 1, animatesTransitions: Bool = true,
    cache: PhotoCachePolicy = PhotoCachePolicy(budgetBytes: 0)
  ) {
    self.album = album
    self.loads = LoadPlanner(cache: cache)
    self.viewport = viewport
    self.pixelsPerPoint = pixelsPerPoint
    self.animatesTransitions = animatesTransitions
    self.pager = Pager(count: album.count, pageWidth: viewport.x, page: album.startIndex)
    self.zoomPage = pager.targetPage
    self.dismiss = DismissTracker(viewportSize: viewport)
  }

  /// The page nearest the centre at `t`.
  public func currentPage(at t: Double) -> Int { pager.currentPage(at: t) }

  /// The window changed size (points) or density at `t`; the pager keeps its fractional position and the
  /// zoomed photo its scale and centre.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    viewport = size
    self.pixelsPerPoint = pixelsPerPoint
    pager.resize(pageWidth: size.x, at: t)
    zoom?.resize(viewport: size, pixelsPerPoint: pixelsPerPoint, at: t)
    outgoing?.zoom.resize(viewport: size, pixelsPerPoint: pixelsPerPoint, at: t)
    dismiss.resize(viewport: size)
  }

  /// The identity of the photo at album index `index`.
  public func id(_ index: Int) -> PhotoID { album.id(at: index) }

  /// What the loader has reported of photo `index` (nil: not requested yet).
  public func status(of index: Int) -> PhotoStatus? {
    album.items.indices.contains(index) ? loads.statuses[album.id(at: index)] : nil
  }

  /// Photo `index`'s view-only rotation, clockwise quarter turns.
  public func quarterTurns(of index: Int) -> Int {
    album.items.indices.contains(index) ? quarterTurns[album.id(at: index)] ?? 0 : 0
  }

  /// The loader reports how far network photos have downloaded (only those still downloading).
  public mutating func setDownloadProgress(_ progress: [PhotoID: Double]) {
    downloadProgress = progress
  }

  /// The native pixel size of photo `index` as displayed (rotation applied), when known: from its header as
  /// soon as a decode has read it, so gestures never wait for pixels.
  func displayedPixelSize(_ index: Int) -> Vector2? {
    guard album.items.indices.contains(index), let size = loads.pixelSize(of: album.id(at: index)) else { return nil }
    return quarterTurns(of: index) % 2 == 0 ? size : Vector2(x: size.y, y: size.x)
  }

  /// Keeps `zoom` attached to the page the user is on: a new page starts at fit; a photo whose size becomes
  /// known gets its zoom state.
  mutating func syncZoom(at t: Double) {
    let page = pager.isDragging ? (pager.dragStartPage ?? zoomPage) : pager.targetPage
    if page != zoomPage {
      travelDirection = page > zoomPage ? 1 : -1
      if let zoom, !zoom.isAtFit(at: t) { outgoing = (zoomPage, zoom) }
      zoomPage = page
      zoom = nil
      dismiss.reset()
    }
    guard let size = displayedPixelSize(zoomPage) else {
      zoom = nil
      return
    }
    if var existing = zoom {
      if existing.imageSize != size {
        existing.setImageSize(size, at: t)
        zoom = existing
      }
    } else {
      zoom = ZoomState(imageSize: size, viewportSize: viewport, pixelsPerPoint: pixelsPerPoint)
    }
  }

  /// The photos whose pixels the next frames need, most urgent first: the visible pages, the target page,
  /// then the prefetch of `PhotoCachePolicy` (two ahead in the direction of travel, one behind).
  public func wantedPhotos(at t: Double) -> [Int] {
    let visible = visiblePages(at: t)
    var wanted = PhotoCachePolicy.wanted(
      visible: visible + [pager.targetPage], current: pager.targetPage, direction: travelDirection, count: album.count)
    // Mid-drag, the page beyond the one under the finger, in the direction of travel, comes next.
    let beyond = pager.currentPage(at: t) + travelDirection
    if album.items.indices.contains(beyond) && !wanted.contains(beyond) { wanted.append(beyond) }
    return wanted
  }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, or under a finger): frames then
  /// come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool {
    !pager.isSettled(at: t) || !(zoom?.isSettled(at: t) ?? true) || !dismiss.isSettled(at: t)
      || interaction != .idle
  }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double) -> Bool {
    !pager.isSettled(at: t) || !(zoom?.isSettled(at: t) ?? true) || !dismiss.isSettled(at: t)
      || overlayIsFading(at: t) || needsSpinnerFrames(at: t) || (dismiss.isDismissed && !dismissReported)
  }

  /// The next time something is due even if nothing moves (a single tap's confirmation), or nil.
  public var nextDeadline: Double? { taps.nextDeadline }

  /// The album indices whose page slots intersect the viewport at `t`.
  public func visiblePages(at t: Double) -> [Int] {
    let position = pager.position(at: t)
    guard position.isFinite else { return [pager.targetPage] }
    let low = Int(position.rounded(.down)) - 1
    let high = Int(position.rounded(.up)) + 1
    return (low...high).filter { index in
      album.items.indices.contains(index) && pageFrame(index, position: position).intersects(viewportRect)
    }
  }

  var viewportRect: Rect { Rect(origin: Vector2(x: 0, y: 0), size: viewport) }

  /// The page slot of `index` when the pager stands at `position`.
  func pageFrame(_ index: Int, position: Double) -> Rect {
    let centerX = viewport.x / 2 + (Double(index) - position) * pager.stride
    return Rect(center: Vector2(x: centerX, y: viewport.y / 2), size: viewport)
  }

  func needsSpinnerFrames(at t: Double) -> Bool {
    visiblePages(at: t).contains { index in
      if case .loading? = status(of: index) { return true }
      return false
    }
  }
}
