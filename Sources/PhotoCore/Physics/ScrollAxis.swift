/// A bounded one-dimensional scroller: drag, fling, bounce, settle and catch, each a closed form in time.
///
/// `position` is the content offset: the content coordinate at the viewport's leading edge (for a photo pan,
/// whatever coordinate the owner chooses, with its own bounds). Drags move it by content-offset deltas and are
/// rubber-banded past `minPosition` and `maxPosition` (or stopped there, see `EdgeBehavior`); a release flings,
/// bounces or settles with `EdgeFlingSimulation`; a finger down mid-animation (`catchMotion`) stops it where
/// it is. Time is absolute seconds on the caller's clock; the axis stores each animation as a
/// `StartedSimulation` and evaluates it in closed form, so the path does not depend on how often it is asked.
///
/// Once `isSettled(at:)` is true the position no longer changes with time: it is the motion's resting position
/// (`restingPosition`: where a fling stops, a spring's target).
public struct ScrollAxis: Sendable {
  /// What a drag does past an edge.
  public enum EdgeBehavior: Sendable, Hashable {
    /// The content follows the finger with resistance (`RubberBand`).
    case rubberBand
    /// The content stops at the edge; the finger's excess shows in `dragOverflow` (to hand it on, e.g. to the
    /// pager).
    case stop
  }

  /// What the axis is doing.
  enum Motion: Sendable, Hashable {
    /// Still at a position.
    case resting(Double)
    /// Following a finger; `raw` is the position without the rubber band.
    case dragging(raw: Double)
    /// A fling or bounce.
    case fling(StartedSimulation<EdgeFlingSimulation>)
    /// A programmatic scroll.
    case spring(StartedSimulation<SpringSimulation>)
  }

  /// The lowest resting position.
  public private(set) var minPosition: Double
  /// The highest resting position (equal to `minPosition` when the content does not scroll).
  public private(set) var maxPosition: Double
  /// The viewport's length on this axis, points: the rubber band's dimension.
  public private(set) var viewportLength: Double
  /// Deceleration per millisecond of flings (`Tuning.Fling.normalRate` or `.fastRate`).
  public var decelerationRate: Double = Tuning.Fling.normalRate
  /// What drags do past the edges.
  public var edgeBehavior: EdgeBehavior = .rubberBand
  /// The current motion.
  private(set) var motion: Motion

  /// The bounds for content of `contentLength` in a viewport of `viewportLength`: `0...(content - viewport)`,
  /// or `0...0` (content at the leading edge) when the content is shorter than the viewport.
  public static func bounds(contentLength: Double, viewportLength: Double) -> ClosedRange<Double> {
    0...max(0, contentLength - viewportLength)
  }

  /// An axis over content of `contentLength` points in a viewport of `viewportLength` points, at rest at
  /// `position`.
  public init(contentLength: Double, viewportLength: Double, position: Double = 0) {
    let bounds = Self.bounds(contentLength: contentLength, viewportLength: viewportLength)
    self.init(
      minPosition: bounds.lowerBound, maxPosition: bounds.upperBound, viewportLength: viewportLength,
      position: position)
  }

  /// An axis with explicit bounds, at rest at `position`.
  public init(minPosition: Double, maxPosition: Double, viewportLength: Double, position: Double) {
    self.minPosition = min(minPosition, maxPosition)
    self.maxPosition = max(minPosition, maxPosition)
    self.viewportLength = viewportLength
    self.motion = .resting(position)
  }

  // MARK: Reading

  /// The position shown at `t`.
  public func position(at t: Double) -> Double {
    switch motion {
    case .resting(let x): return x
    case .dragging(let raw): return shown(raw)
    case .fling(let fling): return fling.position(at: t)
    case .spring(let spring): return spring.position(at: t)
    }
  }

  /// The velocity at `t`, points per second (0 while dragging: the finger's velocity is the caller's).
  public func velocity(at t: Double) -> Double {
    switch motion {
    case .resting, .dragging: return 0
    case .fling(let fling): return fling.velocity(at: t)
    case .spring(let spring): return spring.velocity(at: t)
    }
  }

  /// Whether nothing moves at `t` or later (no drag, no unfinished animation).
  public func isSettled(at t: Double) -> Bool {
    switch motion {
    case .resting: return true
    case .dragging: return false
    case .fling(let fling): return fling.isDone(at: t)
    case .spring(let spring): return spring.isDone(at: t)
    }
  }

  /// Whether a finger is dragging.
  public var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// Where the current motion comes to rest (the shown position while dragging).
  public var targetPosition: Double {
    switch motion {
    case .resting(let x): return x
    case .dragging(let raw): return shown(raw)
    case .fling(let fling): return fling.restingPosition
    case .spring(let spring): return spring.restingPosition
    }
  }

  /// While dragging: how far the finger has gone past the nearer bound, points (positive past `maxPosition`,
  /// negative past `minPosition`, 0 within them or when not dragging).
  public var dragOverflow: Double {
    guard case .dragging(let raw) = motion else { return 0 }
    return raw - clamped(raw)
  }

  /// `x` clamped into the bounds.
  public func clamped(_ x: Double) -> Double { min(max(x, minPosition), maxPosition) }

  /// The shown position for a raw drag position.
  private func shown(_ raw: Double) -> Double {
    switch edgeBehavior {
    case .rubberBand:
      return RubberBand.position(raw, lower: minPosition, upper: maxPosition, dimension: viewportLength)
    case .stop:
      return clamped(raw)
    }
  }

  /// The raw drag position that shows as `x` (a finger landing on overscrolled content keeps it where it is).
  private func raw(forShown x: Double) -> Double {
    switch edgeBehavior {
    case .rubberBand:
      return RubberBand.rawPosition(forShown: x, lower: minPosition, upper: maxPosition, dimension: viewportLength)
    case .stop:
      return x
    }
  }

  // MARK: Input

  /// A finger lands at `t`: any animation stops where it is.
  public mutating func catchMotion(at t: Double) {
    switch motion {
    case .resting, .dragging: return
    case .fling, .spring: motion = .resting(position(at: t))
    }
  }

  /// The finger moved the content by `delta` points (content-offset units) at `t`. Starts a drag (catching any
  /// animation) if none is under way.
  public mutating func drag(by delta: Double, at t: Double) {
    var rawPosition: Double
    if case .dragging(let raw) = motion {
      rawPosition = raw
    } else {
      let x = position(at: t)
      rawPosition = raw(forShown: x)
    }
    rawPosition += delta
    motion = .dragging(raw: rawPosition)
  }

  /// The finger lifted at `t` moving at `velocity` (points per second, content-offset units): fling, bounce
  /// back or stay. Speeds under `Tuning.Fling.minVelocity` count as zero; speeds are clamped to
  /// `Tuning.Fling.maxVelocity`; past an edge the velocity is that of the rubber-banded content.
  public mutating func release(velocity: Double, at t: Double) {
    var v = abs(velocity) < Tuning.Fling.minVelocity || !velocity.isFinite ? 0 : velocity
    v = min(max(v, -Tuning.Fling.maxVelocity), Tuning.Fling.maxVelocity)
    let x: Double
    if case .dragging(let raw) = motion {
      x = shown(raw)
      switch edgeBehavior {
      case .rubberBand:
        v *= RubberBand.positionSlope(raw, lower: minPosition, upper: maxPosition, dimension: viewportLength)
      case .stop:
        // Pinned at an edge, the content cannot move further out.
        if (raw > maxPosition && v > 0) || (raw < minPosition && v < 0) { v = 0 }
      }
    } else {
      x = position(at: t)
    }
    startFling(from: x, velocity: v, at: t)
  }

  /// Starts the fling or bounce from `x` at velocity `v`, or rests if there is nothing to do.
  private mutating func startFling(from x: Double, velocity v: Double, at t: Double) {
    let simulation = EdgeFlingSimulation(
      position: x, velocity: v, minEdge: minPosition, maxEdge: maxPosition, rate: decelerationRate)
    if simulation.duration <= 0 {
      motion = .resting(x)
    } else {
      motion = .fling(StartedSimulation(simulation, at: t))
    }
  }

  /// Moves to `target` (clamped into the bounds) at `t`, animated by a critically damped spring that starts
  /// with the current velocity, or at once.
  public mutating func scroll(to target: Double, at t: Double, animated: Bool) {
    let destination = clamped(target)
    guard animated else {
      motion = .resting(destination)
      return
    }
    let x = position(at: t)
    let v = velocity(at: t)
    let spring = SpringSimulation(spring: .pageSettle, start: x, end: destination, velocity: v)
    motion = spring.duration <= 0 ? .resting(destination) : .spring(StartedSimulation(spring, at: t))
  }

  /// Changes the bounds (and optionally the viewport length) at `t`. A fling continues from where it is
  /// towards the new bounds; content at rest outside them bounces back; a drag keeps its raw position.
  public mutating func setBounds(
    minPosition low: Double, maxPosition high: Double, viewportLength: Double? = nil,
    at t: Double
  ) {
    let x = position(at: t)
    let v = velocity(at: t)
    minPosition = min(low, high)
    maxPosition = max(low, high)
    if let viewportLength { self.viewportLength = viewportLength }
    switch motion {
    case .dragging:
      return
    case .resting:
      if x < minPosition || x > maxPosition { startFling(from: x, velocity: 0, at: t) }
    case .fling:
      startFling(from: x, velocity: v, at: t)
    case .spring(let scroll):
      let destination = clamped(scroll.restingPosition)
      let next = SpringSimulation(spring: scroll.simulation.spring, start: x, end: destination, velocity: v)
      motion = next.duration <= 0 ? .resting(destination) : .spring(StartedSimulation(next, at: t))
    }
  }

  /// Changes the content and viewport lengths at `t`, with bounds from `bounds(contentLength:viewportLength:)`.
  public mutating func setContent(contentLength: Double, viewportLength: Double, at t: Double) {
    let bounds = Self.bounds(contentLength: contentLength, viewportLength: viewportLength)
    setBounds(minPosition: bounds.lowerBound, maxPosition: bounds.upperBound, viewportLength: viewportLength, at: t)
  }
}
