/// A photo caught by a finger while it opens out of its cell or closes into it (seed 001: the photo is never
/// out of the user's hands). It stops where it was drawn and follows the finger as a pull-down does: moved
/// with it, shrunk as it goes down (`scale = clamp(1 - T.y / H, 0.3, 1)`, about the point where it was
/// caught), the backdrop fading with the square of the scale. Let go, it closes into its cell when a pull-down
/// there would dismiss, or when it was closing and is not pushed back up; otherwise it opens. A pure value.
public struct TransitionCatch: Sendable {
  /// The finger holding the photo.
  public let pointer: PointerID
  /// Where the finger caught it, points.
  public let start: Vector2
  /// Where the photo was drawn when caught (frame, clip, corners).
  public let caught: ScreenTransition.End
  /// The backdrop's opacity when caught.
  public let backdrop: Double
  /// The transition's progress when caught (the trace's `progress` while held).
  public let progress: Double
  /// Which way the photo was going.
  public let direction: ScreenTransition.Direction
  /// The viewport, points (its height sets the scale).
  public let viewport: Vector2
  /// The finger's travel from `start`, points.
  public private(set) var translation = Vector2.zero
  private var tracker = VelocityTracker2D()

  /// `transition`'s photo caught by `pointer` at `point` at `t`.
  public init(_ transition: ScreenTransition, pointer: PointerID, at point: Vector2, time t: Double, viewport: Vector2)
  {
    self.pointer = pointer
    start = point
    caught = transition.end(at: t)
    backdrop = transition.backdropAlpha(at: t)
    progress = transition.progress(at: t)
    direction = transition.direction
    self.viewport = viewport
    tracker.add(time: t, position: point)
  }

  /// The finger moved to `point` at `t`.
  public mutating func move(to point: Vector2, at t: Double) {
    translation = point - start
    tracker.add(time: t, position: point)
  }

  /// The photo's scale: 1 until the finger goes below where it caught the photo.
  public var scale: Double {
    guard viewport.y > 0 else { return 1 }
    return min(max(1 - translation.y / viewport.y, Tuning.Dismiss.minScale), 1)
  }

  /// Where the photo is drawn now: as caught, scaled about the catch point, moved with the finger.
  public var end: ScreenTransition.End {
    ScreenTransition.End(
      frame: transformed(caught.frame), clip: transformed(caught.clip), cornerRadius: caught.cornerRadius * scale)
  }

  /// The backdrop's opacity now.
  public var backdropAlpha: Double { backdrop * scale * scale }

  /// The finger's velocity at `t`, points per second.
  public func velocity(at t: Double) -> Vector2 { tracker.velocity(at: t) }

  /// Whether letting go at `t` closes the photo into its cell (else it opens).
  public func closes(at t: Double) -> Bool {
    let v = velocity(at: t)
    if DismissTracker.shouldDismiss(translation: translation, velocity: v, viewportHeight: viewport.y) { return true }
    guard direction == .closing else { return false }
    // A closing photo goes on closing unless it is pushed up as far as a pull-down would have to go down.
    let projected = translation.y + (abs(v.y) < Tuning.Fling.minVelocity ? 0 : v.y) * Tuning.Dismiss.projectionTime
    return projected > -Tuning.Dismiss.distanceFraction * viewport.y
  }

  private func transformed(_ rect: Rect) -> Rect {
    // Written so that a photo held still (scale 1, no travel) stays exactly where it was caught.
    Rect(origin: rect.origin + (rect.origin - start) * (scale - 1) + translation, size: rect.size * scale)
  }
}
