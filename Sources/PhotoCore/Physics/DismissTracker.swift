/// Pull down to dismiss (seed 001): the photo shrinks as it is dragged down, stays under the finger, fades the
/// background, and on release either leaves or springs back.
///
/// With `T` the drag translation from rest (points, down positive) and `H` the viewport height:
/// `scale = clamp(1 - T.y / H, 0.3, 1)`, `backgroundAlpha = scale^2`. The photo is drawn scaled by `scale`
/// about the viewport centre and then moved by `offset`, chosen so the photo point that was under the finger
/// stays under it. The release decision is `shouldDismiss`. Everything is a closed form of the absolute time
/// the caller passes in.
public struct DismissTracker: Sendable {
  /// A drag in progress.
  struct Drag: Sendable, Hashable {
    /// The photo point (in rest coordinates: viewport points with the photo unscaled and unmoved) under the
    /// finger.
    var anchor: Vector2
    /// Where the finger landed, points.
    var fingerStart: Vector2
    /// The translation from rest when the finger landed (non-zero if it caught a spring back).
    var translationAtStart: Vector2
    /// The finger's translation since it landed.
    var translation: Vector2
  }

  /// The photo returning to rest after a cancel: three springs started together at the release.
  struct Return: Sendable, Hashable {
    /// The horizontal translation from rest, springing to 0.
    var x: StartedSimulation<SpringSimulation>
    /// The vertical translation from rest, springing to 0.
    var y: StartedSimulation<SpringSimulation>
    /// Springs from 1 to 0: scales `detachment`.
    var blend: StartedSimulation<SpringSimulation>
    /// Finger position minus anchor minus translation at release (non-zero after a re-anchored drag).
    var detachment: Vector2
    /// The photo point under the finger at release.
    var anchor: Vector2
  }

  /// The photo leaving after a dismiss.
  struct Exit: Sendable, Hashable {
    /// The exit's progress, 0 to 1 at constant speed over `Tuning.Dismiss.exitDuration`, started at the release.
    var progress: StartedSimulation<ProgressSimulation>
    /// Translation from rest at release.
    var translation: Vector2
    /// Exit velocity, points per second.
    var velocity: Vector2
    /// As in `Return`.
    var detachment: Vector2
    /// The photo point under the finger at release.
    var anchor: Vector2
    /// Background alpha at release.
    var alpha: Double
  }

  /// What the tracker is doing.
  enum Phase: Sendable, Hashable {
    /// At rest.
    case idle
    /// Following a finger.
    case dragging(Drag)
    /// Springing back after a cancel.
    case returning(Return)
    /// Leaving after a dismiss.
    case dismissed(Exit)
  }

  /// The viewport size, points.
  public private(set) var viewportSize: Vector2
  /// The current phase.
  private(set) var phase: Phase = .idle
  /// Whether the dismiss that finished was told (`takeFinishedDismiss`).
  private var reported = false

  /// A tracker for a viewport of `viewportSize` points, at rest.
  public init(viewportSize: Vector2) {
    self.viewportSize = viewportSize
  }

  /// Whether a drag that has gone `translation` may become a dismiss: downwards and mostly vertical, with the
  /// photo at fit or, zoomed, with its top edge at the viewport's top.
  public static func shouldBegin(translation: Vector2, isAtFit: Bool, isAtTopEdge: Bool) -> Bool {
    translation.y > 0 && translation.y > abs(translation.x) && (isAtFit || isAtTopEdge)
  }

  /// Whether a release with drag `translation` (from rest) and `velocity` (points per second) in a viewport
  /// `viewportHeight` tall dismisses:
  /// - moving down fast: `v.y >= 700` and `v.y - |v.x| >= 400`; or
  /// - far enough once projected: `T.y + 0.2 v.y >= 0.15 H` with `v.y >= 0`, vertical dominant
  ///   (`T.y + 0.2 v.y >= |T.x + 0.2 v.x|`).
  /// Speeds under `Tuning.Fling.minVelocity` count as zero; any upward fling cancels.
  public static func shouldDismiss(translation: Vector2, velocity: Vector2, viewportHeight: Double) -> Bool {
    let vx = abs(velocity.x) < Tuning.Fling.minVelocity ? 0 : velocity.x
    let vy = abs(velocity.y) < Tuning.Fling.minVelocity ? 0 : velocity.y
    if vy < 0 { return false }
    if vy >= Tuning.Dismiss.flingVelocity && vy - abs(vx) >= Tuning.Dismiss.flingDominance { return true }
    let projected = translation + Vector2(x: vx, y: vy) * Tuning.Dismiss.projectionTime
    return projected.y >= Tuning.Dismiss.distanceFraction * viewportHeight && projected.y >= abs(projected.x)
  }

  /// The scale for a translation `dy` from rest: `clamp(1 - dy / H, 0.3, 1)`.
  public func scale(forTranslation dy: Double) -> Double {
    guard viewportSize.y > 0 else { return 1 }
    return min(max(1 - dy / viewportSize.y, Tuning.Dismiss.minScale), 1)
  }

  /// The viewport centre.
  private var center: Vector2 { viewportSize * 0.5 }

  // MARK: Reading

  /// The drag translation from rest at `t`, points (drives the scale).
  public func translation(at t: Double) -> Vector2 {
    switch phase {
    case .idle: return .zero
    case .dragging(let drag): return drag.translationAtStart + drag.translation
    case .returning(let back):
      return Vector2(x: back.x.position(at: t), y: back.y.position(at: t))
    case .dismissed(let exit):
      return exit.translation + exit.velocity * (exit.progress.position(at: t) * Tuning.Dismiss.exitDuration)
    }
  }

  /// The photo's scale at `t` (about the viewport centre).
  public func scale(at t: Double) -> Double { scale(forTranslation: translation(at: t).y) }

  /// The background's opacity at `t`: scale squared, fading to 0 during the exit after a dismiss.
  public func backgroundAlpha(at t: Double) -> Double {
    if case .dismissed(let exit) = phase {
      return exit.alpha * (1 - exit.progress.position(at: t))
    }
    let s = scale(at: t)
    return s * s
  }

  /// The photo's translation at `t`, points, applied after scaling it by `scale(at:)` about the viewport centre.
  public func offset(at t: Double) -> Vector2 {
    let s = scale(at: t)
    switch phase {
    case .idle: return .zero
    case .dragging(let drag):
      let finger = drag.fingerStart + drag.translation
      return finger - center - (drag.anchor - center) * s
    case .returning(let back):
      let u = translation(at: t) + back.detachment * back.blend.position(at: t)
      return u + (back.anchor - center) * (1 - s)
    case .dismissed(let exit):
      let u = translation(at: t) + exit.detachment
      return u + (exit.anchor - center) * (1 - s)
    }
  }

  /// Where the photo's rest-rectangle `rect` (origin, size; viewport points) is drawn at `t`.
  public func transformedRect(origin: Vector2, size: Vector2, at t: Double) -> (origin: Vector2, size: Vector2) {
    let s = scale(at: t)
    return (center + (origin - center) * s + offset(at: t), size * s)
  }

  /// Whether a finger is dragging.
  public var isDragging: Bool {
    if case .dragging = phase { return true }
    return false
  }

  /// Whether the photo has been dismissed (and is leaving, or has left).
  public var isDismissed: Bool {
    if case .dismissed = phase { return true }
    return false
  }

  /// Whether nothing moves at `t` or later (at rest, or the exit finished).
  public func isSettled(at t: Double) -> Bool {
    switch phase {
    case .idle: return true
    case .dragging: return false
    case .returning(let back): return back.x.isDone(at: t) && back.y.isDone(at: t) && back.blend.isDone(at: t)
    case .dismissed(let exit): return exit.progress.isDone(at: t)
    }
  }

  // MARK: Input

  /// A finger lands at `point` at `t` to drag the photo; it catches a spring back where it is, and called
  /// during a drag it re-anchors (a finger added or lifted) without a jump. Ignored after a dismiss.
  public mutating func begin(at point: Vector2, t: Double) {
    switch phase {
    case .dismissed: return
    case .idle:
      phase = .dragging(Drag(anchor: point, fingerStart: point, translationAtStart: .zero, translation: .zero))
    case .dragging, .returning:
      let s = scale(at: t)
      let offset = offset(at: t)
      let translation = translation(at: t)
      let anchor = center + (point - center - offset) / s
      phase = .dragging(Drag(anchor: anchor, fingerStart: point, translationAtStart: translation, translation: .zero))
    }
  }

  /// The finger has moved `translation` points in all since `begin` at `t`.
  public mutating func update(translation: Vector2, t: Double) {
    guard case .dragging(var drag) = phase else { return }
    drag.translation = translation
    phase = .dragging(drag)
  }

  /// The finger lifted at `t` moving at `velocity` (points per second). Returns whether the photo is dismissed
  /// (`shouldDismiss`); if so it flies on downwards while the background fades out, otherwise it springs back.
  @discardableResult
  public mutating func release(velocity: Vector2, at t: Double) -> Bool {
    guard case .dragging(let drag) = phase else { return false }
    let velocity = Vector2(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    let translation = drag.translationAtStart + drag.translation
    let detachment = drag.fingerStart + drag.translation - drag.anchor - translation
    if Self.shouldDismiss(translation: translation, velocity: velocity, viewportHeight: viewportSize.y) {
      let exitVelocity = Vector2(x: velocity.x, y: max(velocity.y, Tuning.Dismiss.exitMinimumSpeed))
      let progress = ProgressSimulation(duration: Tuning.Dismiss.exitDuration, curve: .linear)
      phase = .dismissed(
        Exit(
          progress: StartedSimulation(progress, at: t), translation: translation, velocity: exitVelocity,
          detachment: detachment, anchor: drag.anchor,
          alpha: backgroundAlpha(at: t)))
      return true
    }
    springBack(translation: translation, velocity: velocity, detachment: detachment, anchor: drag.anchor, at: t)
    return false
  }

  /// The drag was cancelled at `t` (e.g. it became a pinch): the photo springs back to rest from where it is.
  public mutating func cancel(at t: Double) {
    guard case .dragging(let drag) = phase else { return }
    let translation = drag.translationAtStart + drag.translation
    let detachment = drag.fingerStart + drag.translation - drag.anchor - translation
    springBack(translation: translation, velocity: .zero, detachment: detachment, anchor: drag.anchor, at: t)
  }

  /// Starts the spring back to rest.
  private mutating func springBack(
    translation: Vector2, velocity: Vector2, detachment: Vector2, anchor: Vector2,
    at t: Double
  ) {
    let v = Vector2(
      x: min(max(velocity.x, -Tuning.Fling.maxVelocity), Tuning.Fling.maxVelocity),
      y: min(max(velocity.y, -Tuning.Fling.maxVelocity), Tuning.Fling.maxVelocity))
    let spring = SpringDescription.pageSettle
    let blendTolerance = Tolerance.settle.scaled(toUnit: max(detachment.length, 1))
    let x = SpringSimulation(spring: spring, start: translation.x, end: 0, velocity: v.x)
    let y = SpringSimulation(spring: spring, start: translation.y, end: 0, velocity: v.y)
    let blend = SpringSimulation(spring: spring, start: 1, end: 0, velocity: 0, tolerance: blendTolerance)
    phase = .returning(
      Return(
        x: StartedSimulation(x, at: t), y: StartedSimulation(y, at: t), blend: StartedSimulation(blend, at: t),
        detachment: detachment, anchor: anchor))
  }

  /// Back to rest at once (e.g. the viewer closed or changed photo).
  public mutating func reset() {
    phase = .idle
    reported = false
  }

  /// Whether a dismiss has finished by `t` and was not told yet: true once, so the viewer hears of it once.
  public mutating func takeFinishedDismiss(at t: Double) -> Bool {
    guard isDismissed, isSettled(at: t), !reported else { return false }
    reported = true
    return true
  }

  /// Whether a dismiss waits to be told (frames must come until it is).
  public var awaitsReport: Bool { isDismissed && !reported }

  /// The viewport changed to `size` points.
  public mutating func resize(viewport size: Vector2) {
    viewportSize = size
  }
}
