extension ZoomState {
  // MARK: Pinch

  /// Fingers are down at `t` with their `centroid` (points) and `span` (mean distance from the centroid, or
  /// any consistent measure; points). Any animation or fling stops where it is. Call it again whenever a finger
  /// is added or lifted: the pinch re-anchors on the new centroid and span without a jump. Pass the span at
  /// touch-down even if a touch slop delays the first update, so the slop never eats into the scale. With one
  /// finger (span below `Tuning.Zoom.minPinchSpan`) the pinch pans only.
  public mutating func beginPinch(centroid: Vector2, span: Double, at t: Double) {
    let zoom = zoom(at: t)
    let pan = pan(at: t)
    motion = .pinching(
      Pinch(
        rawZoomAtStart: RubberBand.rawScale(forShown: zoom, min: minZoom, max: maxZoom),
        spanAtStart: span,
        anchor: imagePoint(under: centroid, zoom: zoom, pan: pan),
        centroid: centroid, zoom: zoom, pan: pan))
    panGesture = nil
  }

  /// The fingers moved at `t`: zoom = start zoom * span / start span (rubber-banded past the limits), and the
  /// image point that was under the centroid at the start stays under the current centroid. Begins a pinch
  /// first if none is under way.
  public mutating func updatePinch(centroid: Vector2, span: Double, at t: Double) {
    guard case .pinching(var pinch) = motion else {
      beginPinch(centroid: centroid, span: span, at: t)
      return
    }
    let measurable = pinch.spanAtStart >= Tuning.Zoom.minPinchSpan && span >= 0
    let ratio = measurable ? span / pinch.spanAtStart : 1
    let zoom = RubberBand.scale(pinch.rawZoomAtStart * ratio, min: minZoom, max: maxZoom)
    pinch.zoom = zoom
    pinch.centroid = centroid
    pinch.pan = panShowing(pinch.anchor, at: centroid, zoom: zoom)
    motion = .pinching(pinch)
  }

  /// The fingers lifted at `t`: past a zoom limit the zoom animates back to it with the last centroid fixed,
  /// and the pan animates into its bounds.
  public mutating func endPinch(at t: Double) {
    guard case .pinching(let pinch) = motion else { return }
    let zoom = min(max(pinch.zoom, minZoom), maxZoom)
    let focused = panShowing(pinch.anchor, at: pinch.centroid, zoom: zoom)
    move(toZoom: zoom, pan: clampedPan(focused, zoom: zoom), at: t, animated: true)
  }

  // MARK: Pan

  /// One finger starts panning at `t`: any animation or fling stops where it is. With
  /// `handsOffHorizontalOverflow`, the photo stops at its left and right edges instead of rubber-banding and
  /// `horizontalOverflow` tells how far the finger went beyond, for the viewer to hand to the pager.
  public mutating func beginPan(at t: Double, handsOffHorizontalOverflow: Bool = false) {
    freeze(at: t)
    axisX.edgeBehavior = handsOffHorizontalOverflow ? .stop : .rubberBand
    panGesture = PanGesture(appliedTranslation: .zero, handsOffHorizontalOverflow: handsOffHorizontalOverflow)
  }

  /// The finger has moved `translation` points in all since `beginPan` at `t` (finger right/down moves the
  /// photo right/down), rubber-banded past the edges. Begins a pan first if none is under way.
  public mutating func pan(translation: Vector2, at t: Double) {
    if panGesture == nil { beginPan(at: t) }
    guard var gesture = panGesture else { return }
    let delta = translation - gesture.appliedTranslation
    axisX.drag(by: delta.x, at: t)
    axisY.drag(by: delta.y, at: t)
    gesture.appliedTranslation = translation
    panGesture = gesture
  }

  /// How far, points, the finger of the pan in progress has gone horizontally beyond what the photo could
  /// follow (positive: dragged right past the left edge; negative: left past the right edge; 0 otherwise).
  /// With `handsOffHorizontalOverflow` this is the translation to hand to the pager.
  public var horizontalOverflow: Double {
    guard panGesture != nil else { return 0 }
    return axisX.dragOverflow
  }

  /// The finger lifted at `t` moving at `velocity` (points per second): each axis flings, bounces back into its
  /// bounds, or stays. When the horizontal drag was being handed to the pager, the photo does not fling
  /// horizontally. A zoom left past its limits (a pan that took over from a pinch) animates back into them.
  public mutating func endPan(velocity: Vector2, at t: Double) {
    guard let gesture = panGesture else { return }
    var vx = velocity.x
    if gesture.handsOffHorizontalOverflow && axisX.dragOverflow != 0 { vx = 0 }
    axisX.release(velocity: vx, at: t)
    axisY.release(velocity: velocity.y, at: t)
    axisX.edgeBehavior = .rubberBand
    panGesture = nil
    // A pan that took over from a pinch past a zoom limit: bounce the zoom back about the viewport centre.
    if case .free(let zoom) = motion, zoom < minZoom || zoom > maxZoom {
      self.zoom(to: zoom, focus: viewportCenter, at: t, animated: true)
    }
  }

  /// A finger landed at `t` without panning yet: stops any animation or fling where it is.
  public mutating func catchMotion(at t: Double) {
    if case .pinching = motion { return }
    if panGesture != nil { return }
    freeze(at: t)
  }

  /// The finger lifted without panning at `t`: content left outside its bounds (a caught bounce) springs back.
  public mutating func releaseCaught(at t: Double) {
    guard case .free = motion, panGesture == nil else { return }
    axisX.release(velocity: 0, at: t)
    axisY.release(velocity: 0, at: t)
  }

  // MARK: Animated zoom

  /// Zooms to `target` (relative to fit, clamped to the limits) at `t` keeping the image point under `focus`
  /// (viewport points) under it, then pans into the bounds; animated (ease-out cubic,
  /// `Tuning.Zoom.animationDuration`) or at once.
  public mutating func zoom(to target: Double, focus: Vector2, at t: Double, animated: Bool) {
    let zoom = min(max(target, minZoom), maxZoom)
    let anchor = imagePoint(under: focus, zoom: self.zoom(at: t), pan: pan(at: t))
    let focused = panShowing(anchor, at: focus, zoom: zoom)
    move(toZoom: zoom, pan: clampedPan(focused, zoom: zoom), at: t, animated: animated)
  }

  /// The zoom a double tap at `point` at `t` goes to: `Tuning.Zoom.doubleTapMultiple` (2.5) times fit when at
  /// fit, else fit.
  public func doubleTapTarget(at point: Vector2, t: Double) -> Double {
    isAtFit(at: t) ? min(Tuning.Zoom.doubleTapMultiple, maxZoom) : minZoom
  }

  /// Performs a double tap at `point` at `t`: animated zoom to `doubleTapTarget` about the point.
  public mutating func doubleTap(at point: Vector2, t: Double) {
    zoom(to: doubleTapTarget(at: point, t: t), focus: point, at: t, animated: true)
  }

  // MARK: Layout

  /// The viewport changed to `size` points (and `pixelsPerPoint`, if given) at `t`. A photo at fit stays at
  /// fit; otherwise the display scale and the image point at the viewport centre are kept, then clamped into
  /// the new limits and bounds. Gestures in progress end.
  public mutating func resize(viewport size: Vector2, pixelsPerPoint: Double? = nil, at t: Double) {
    let zoom = zoom(at: t)
    let pan = pan(at: t)
    let wasAtFit = abs(zoom - 1) < Tuning.Zoom.fitEpsilon
    let scale = fitScale * zoom
    let centreImagePoint = imagePoint(under: viewportCenter, zoom: zoom, pan: pan)
    viewportSize = size
    if let pixelsPerPoint { self.pixelsPerPoint = pixelsPerPoint }
    updateLimits()
    let newZoom = wasAtFit ? 1 : min(max(scale / fitScale, minZoom), maxZoom)
    let newPan = panShowing(centreImagePoint, at: viewportCenter, zoom: newZoom)
    rest(zoom: newZoom, pan: clampedPan(newPan, zoom: newZoom))
  }

  /// The photo's native size changed (a full-resolution decode replaced a preview, or a rotation) to `size`
  /// pixels at `t`: zoom relative to fit and the image point at the viewport centre (as a fraction of the
  /// photo) are kept, clamped into the new limits and bounds.
  public mutating func setImageSize(_ size: Vector2, at t: Double) {
    let zoom = zoom(at: t)
    let pan = pan(at: t)
    let oldSize = imageSize
    let centre = imagePoint(under: viewportCenter, zoom: zoom, pan: pan)
    let fraction = Vector2(x: oldSize.x > 0 ? centre.x / oldSize.x : 0, y: oldSize.y > 0 ? centre.y / oldSize.y : 0)
    imageSize = size
    updateLimits()
    let newZoom = min(max(zoom, minZoom), maxZoom)
    let point = Vector2(x: fraction.x * size.x, y: fraction.y * size.y)
    let newPan = panShowing(point, at: viewportCenter, zoom: newZoom)
    rest(zoom: newZoom, pan: clampedPan(newPan, zoom: newZoom))
  }

  /// The photo turned by `quarterTurns` clockwise quarter turns: its size swaps on odd turns and it returns to
  /// fit, centred.
  public mutating func rotate(quarterTurns: Int) {
    if quarterTurns % 2 != 0 { imageSize = Vector2(x: imageSize.y, y: imageSize.x) }
    updateLimits()
    rest(zoom: 1, pan: .zero)
  }

  /// Recomputes `fitScale` and `maxZoom`.
  private mutating func updateLimits() {
    let limits = Self.limits(imageSize: imageSize, viewportSize: viewportSize, pixelsPerPoint: pixelsPerPoint)
    fitScale = limits.fit
    maxZoom = limits.max
  }
}
