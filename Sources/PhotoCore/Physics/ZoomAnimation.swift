/// An animated change of zoom and pan: both interpolated with one ease-out-cubic progress over a fixed
/// duration, so a focal point that is fixed at both ends (pan affine in zoom) stays fixed all the way.
///
/// The progress is a `ProgressSimulation` started at `start`, read at the caller's absolute time.
public struct ZoomAnimation: Sendable, Hashable {
  /// The eased progress, 0 to 1, started at the animation's start.
  public let timeline: StartedSimulation<ProgressSimulation>
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
    self.timeline = StartedSimulation(ProgressSimulation(duration: duration, curve: .easeOutCubic), at: start)
    self.fromZoom = fromZoom
    self.toZoom = toZoom
    self.fromPan = fromPan
    self.toPan = toPan
  }

  /// Absolute time the animation starts, seconds.
  public var start: Double { timeline.start }

  /// Length, seconds.
  public var duration: Double { timeline.simulation.duration }

  /// The eased progress, 0...1, at absolute time `t`.
  public func progress(at t: Double) -> Double { timeline.position(at: t) }

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
  public func isDone(at t: Double) -> Bool { timeline.isDone(at: t) }
}
