/// An animated change of zoom and pan: both interpolated with one ease-out-cubic progress over a fixed
/// duration, so a focal point that is fixed at both ends (pan affine in zoom) stays fixed all the way.
public struct ZoomAnimation: Sendable, Hashable {
  /// Absolute time the animation starts, seconds.
  public let start: Double
  /// Length, seconds.
  public let duration: Double
  /// Zoom (relative to fit) at the start.
  public let fromZoom: Double
  /// Zoom at the end.
  public let toZoom: Double
  /// Pan (image centre's offset from the viewport centre, points) at the start.
  public let fromPan: Vector2
  /// Pan at the end.
  public let toPan: Vector2

  /// An animation from (`fromZoom`, `fromPan`) to (`toZoom`, `toPan`) starting at `start`.
  public init(
    start: Double, duration: Double = Tuning.Zoom.animationDuration, fromZoom: Double, toZoom: Double,
    fromPan: Vector2, toPan: Vector2
  ) {
    self.start = start
    self.duration = duration
    self.fromZoom = fromZoom
    self.toZoom = toZoom
    self.fromPan = fromPan
    self.toPan = toPan
  }

  /// The eased progress, 0...1, at absolute time `t`.
  public func progress(at t: Double) -> Double {
    guard duration > 0 else { return 1 }
    return Easing.easeOutCubic((t - start) / duration)
  }

  /// The zoom at `t`.
  public func zoom(at t: Double) -> Double {
    let p = progress(at: t)
    return p >= 1 ? toZoom : fromZoom + (toZoom - fromZoom) * p
  }

  /// The pan at `t`.
  public func pan(at t: Double) -> Vector2 {
    let p = progress(at: t)
    return p >= 1 ? toPan : fromPan + (toPan - fromPan) * p
  }

  /// Whether the animation has finished by `t` (its progress has reached 1, so zoom and pan are the targets).
  public func isDone(at t: Double) -> Bool { progress(at: t) >= 1 }
}

/// Easing curves on a normalised time.
public enum Easing {
  /// Ease-out cubic `1 - (1 - u)^3` for `u` clamped to 0...1: starts at speed 3, ends at rest.
  public static func easeOutCubic(_ u: Double) -> Double {
    let clamped = min(max(u, 0), 1)
    let rest = 1 - clamped
    return 1 - rest * rest * rest
  }
}
