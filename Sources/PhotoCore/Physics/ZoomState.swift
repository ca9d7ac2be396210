/// The zoom and pan of one photo in the viewport: limits, pinch, pan with fling and rubber band, animated
/// focal-point zoom, double tap, and bounce back into the limits.
///
/// Geometry (points, origin at the viewport's top left, C = viewport centre): an image point `u` (image pixels
/// from the image centre) is shown at `C + pan + u * fitScale * zoom`. `zoom` is relative to fit (1 = fit),
/// `pan` is the image centre's offset from the viewport centre. On each axis where the image is smaller than
/// the viewport the pan is 0 (centred); otherwise the image edge may not come inside the viewport edge:
/// `|pan| <= (shown size - viewport) / 2`.
///
/// Time is the caller's absolute seconds; every animation is evaluated in closed form.
public struct ZoomState: Sendable {
  /// An active pinch.
  struct Pinch: Sendable, Hashable {
    /// The raw (unbanded) zoom when the pinch (re-)anchored.
    var rawZoomAtStart: Double
    /// The span when the pinch (re-)anchored, points (below `Tuning.Zoom.minPinchSpan`: scale not measured).
    var spanAtStart: Double
    /// The image point under the centroid when the pinch (re-)anchored, image pixels from the image centre.
    var anchor: Vector2
    /// The last centroid, points.
    var centroid: Vector2
    /// The zoom shown now (rubber-banded).
    var zoom: Double
    /// The pan shown now.
    var pan: Vector2
  }

  /// An active one-finger pan.
  struct PanGesture: Sendable, Hashable {
    /// The translation already applied to the axes, points.
    var appliedTranslation: Vector2
    /// Whether the horizontal drag past the edges is handed on (not rubber-banded).
    var handsOffHorizontalOverflow: Bool
  }

  /// What the photo is doing.
  enum Motion: Sendable, Hashable {
    /// Zoom fixed at the value; the pan is the two axes' (at rest, dragged or flinging).
    case free(zoom: Double)
    /// Two (or more, or one re-anchored) fingers pinching.
    case pinching(Pinch)
    /// An animated zoom (double tap, wheel, bounce back).
    case animating(ZoomAnimation)
  }

  /// The photo's size in native pixels (after rotation).
  public internal(set) var imageSize: Vector2
  /// The viewport's size in points.
  public internal(set) var viewportSize: Vector2
  /// Display pixels per point (HiDPI).
  public internal(set) var pixelsPerPoint: Double
  /// Points per image pixel at zoom 1: the whole photo visible, and never enlarged past one image pixel per
  /// display pixel (small photos show 1:1 unless the user zooms in).
  public internal(set) var fitScale: Double
  /// The largest zoom, relative to fit: the larger of `Tuning.Zoom.maxFitMultiple` (16) and
  /// `Tuning.Zoom.maxNativeMultiple` (4) display pixels per image pixel.
  public internal(set) var maxZoom: Double
  /// The current motion.
  var motion: Motion
  /// The horizontal pan axis (in `.free`).
  var axisX: ScrollAxis
  /// The vertical pan axis (in `.free`).
  var axisY: ScrollAxis
  /// The one-finger pan in progress, if any.
  var panGesture: PanGesture?

  /// The smallest zoom, relative to fit: 1.
  public var minZoom: Double { 1 }

  /// A photo of `imageSize` native pixels in a viewport of `viewportSize` points, shown at fit.
  public init(imageSize: Vector2, viewportSize: Vector2, pixelsPerPoint: Double = 1) {
    self.imageSize = imageSize
    self.viewportSize = viewportSize
    self.pixelsPerPoint = pixelsPerPoint
    let limits = Self.limits(imageSize: imageSize, viewportSize: viewportSize, pixelsPerPoint: pixelsPerPoint)
    self.fitScale = limits.fit
    self.maxZoom = limits.max
    self.motion = .free(zoom: 1)
    self.axisX = ScrollAxis(minPosition: 0, maxPosition: 0, viewportLength: viewportSize.x, position: 0)
    self.axisY = ScrollAxis(minPosition: 0, maxPosition: 0, viewportLength: viewportSize.y, position: 0)
  }

  /// The fit scale (points per image pixel) and maximum zoom (relative to fit) for a photo and viewport.
  public static func limits(
    imageSize: Vector2, viewportSize: Vector2, pixelsPerPoint: Double
  )
    -> (fit: Double, max: Double)
  {
    let native = 1 / max(pixelsPerPoint, 1e-9)
    guard imageSize.x > 0, imageSize.y > 0, viewportSize.x > 0, viewportSize.y > 0 else {
      return (native, Tuning.Zoom.maxFitMultiple)
    }
    let contain = min(viewportSize.x / imageSize.x, viewportSize.y / imageSize.y)
    let fit = min(contain, native)
    let maxZoom = max(Tuning.Zoom.maxFitMultiple, Tuning.Zoom.maxNativeMultiple * native / fit)
    return (fit, maxZoom)
  }

  // MARK: Geometry

  /// The viewport centre, points.
  var viewportCenter: Vector2 { viewportSize * 0.5 }

  /// The photo's shown size at `zoom`, points.
  public func shownSize(zoom: Double) -> Vector2 { imageSize * (fitScale * zoom) }

  /// The largest |pan| on each axis at `zoom`, points (0 where the photo is smaller than the viewport).
  public func panLimit(zoom: Double) -> Vector2 {
    let size = shownSize(zoom: zoom)
    return Vector2(x: max(0, (size.x - viewportSize.x) / 2), y: max(0, (size.y - viewportSize.y) / 2))
  }

  /// `pan` clamped into the bounds at `zoom`.
  public func clampedPan(_ pan: Vector2, zoom: Double) -> Vector2 {
    let limit = panLimit(zoom: zoom)
    return Vector2(x: min(max(pan.x, -limit.x), limit.x), y: min(max(pan.y, -limit.y), limit.y))
  }

  /// The image point (pixels from the image centre) shown at viewport point `point` for `zoom` and `pan`.
  public func imagePoint(under point: Vector2, zoom: Double, pan: Vector2) -> Vector2 {
    (point - viewportCenter - pan) / (fitScale * zoom)
  }

  /// The viewport point at which image point `imagePoint` is shown for `zoom` and `pan`.
  public func viewportPoint(of imagePoint: Vector2, zoom: Double, pan: Vector2) -> Vector2 {
    viewportCenter + pan + imagePoint * (fitScale * zoom)
  }

  /// The pan that shows image point `imagePoint` at viewport point `point` at `zoom`.
  func panShowing(_ imagePoint: Vector2, at point: Vector2, zoom: Double) -> Vector2 {
    point - viewportCenter - imagePoint * (fitScale * zoom)
  }

  // MARK: Reading

  /// The zoom at `t`, relative to fit (rubber band included).
  public func zoom(at t: Double) -> Double {
    switch motion {
    case .free(let zoom): return zoom
    case .pinching(let pinch): return pinch.zoom
    case .animating(let animation): return animation.zoom(at: t)
    }
  }

  /// The pan at `t`: the image centre's offset from the viewport centre, points.
  public func pan(at t: Double) -> Vector2 {
    switch motion {
    case .free: return Vector2(x: axisX.position(at: t), y: axisY.position(at: t))
    case .pinching(let pinch): return pinch.pan
    case .animating(let animation): return animation.pan(at: t)
    }
  }

  /// Points per image pixel at `t`.
  public func displayScale(at t: Double) -> Double { fitScale * zoom(at: t) }

  /// The photo's rectangle in viewport points at `t`.
  public func imageRect(at t: Double) -> (origin: Vector2, size: Vector2) {
    let size = shownSize(zoom: zoom(at: t))
    return (viewportCenter + pan(at: t) - size * 0.5, size)
  }

  /// The zoom the current motion ends at (for compounding mouse-wheel steps during an animation).
  public var targetZoom: Double {
    switch motion {
    case .free(let zoom): return zoom
    case .pinching(let pinch): return min(max(pinch.zoom, minZoom), maxZoom)
    case .animating(let animation): return animation.toZoom
    }
  }

  /// The pan the current motion ends at, points (for compounding arrow-key steps during an animation): an
  /// animation's end, else where the photo is at `t`.
  public func targetPan(at t: Double) -> Vector2 {
    if case .animating(let animation) = motion { return animation.toPan }
    return pan(at: t)
  }

  /// Whether the zoom is at fit at `t`.
  public func isAtFit(at t: Double) -> Bool { abs(zoom(at: t) - 1) < Tuning.Zoom.fitEpsilon }

  /// Whether the photo's top edge is at the viewport's top (or the photo fits vertically) at `t`, within
  /// `Tuning.Zoom.edgeEpsilon`: a downward drag may then become a dismiss.
  public func isAtTopEdge(at t: Double) -> Bool {
    pan(at: t).y >= panLimit(zoom: zoom(at: t)).y - Tuning.Zoom.edgeEpsilon
  }

  /// Whether the photo's left edge is at the viewport's left (or it fits horizontally) at `t`.
  public func isAtLeftEdge(at t: Double) -> Bool {
    pan(at: t).x >= panLimit(zoom: zoom(at: t)).x - Tuning.Zoom.edgeEpsilon
  }

  /// Whether the photo's right edge is at the viewport's right (or it fits horizontally) at `t`.
  public func isAtRightEdge(at t: Double) -> Bool {
    pan(at: t).x <= -panLimit(zoom: zoom(at: t)).x + Tuning.Zoom.edgeEpsilon
  }

  /// Whether nothing moves at `t` or later (no finger down, no unfinished animation).
  public func isSettled(at t: Double) -> Bool {
    switch motion {
    case .free: return panGesture == nil && axisX.isSettled(at: t) && axisY.isSettled(at: t)
    case .pinching: return false
    case .animating(let animation): return animation.isDone(at: t)
    }
  }

  /// Whether a pinch is in progress.
  public var isPinching: Bool {
    if case .pinching = motion { return true }
    return false
  }

  /// Whether a one-finger pan is in progress.
  public var isPanning: Bool { panGesture != nil }

  // MARK: State changes shared by the gestures

  /// Stops everything at its value at `t` and rests there: zoom fixed, pan axes at rest.
  mutating func freeze(at t: Double) {
    let zoom = zoom(at: t)
    let pan = pan(at: t)
    rest(zoom: zoom, pan: pan)
  }

  /// Rests at `zoom` and `pan` (the pan may be outside the bounds, e.g. caught mid-bounce).
  mutating func rest(zoom: Double, pan: Vector2) {
    let limit = panLimit(zoom: zoom)
    motion = .free(zoom: zoom)
    panGesture = nil
    axisX = ScrollAxis(minPosition: -limit.x, maxPosition: limit.x, viewportLength: viewportSize.x, position: pan.x)
    axisY = ScrollAxis(minPosition: -limit.y, maxPosition: limit.y, viewportLength: viewportSize.y, position: pan.y)
  }

  /// Moves to `zoom` and `pan` from the values at `t`, animated or at once.
  mutating func move(toZoom zoom: Double, pan: Vector2, at t: Double, animated: Bool) {
    let fromZoom = self.zoom(at: t)
    let fromPan = self.pan(at: t)
    // Nothing visible to animate (a pinch released within the limits): rest at once.
    let unchanged = abs(fromZoom - zoom) <= 1e-9 * zoom && (fromPan - pan).length <= 1e-6
    if !animated || unchanged {
      rest(zoom: zoom, pan: pan)
      return
    }
    panGesture = nil
    motion = .animating(ZoomAnimation(start: t, fromZoom: fromZoom, toZoom: zoom, fromPan: fromPan, toPan: pan))
  }
}
