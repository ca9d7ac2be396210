/// A fling between two edges: deceleration inside, a spring outside.
///
/// Inside `[minEdge, maxEdge]` the content decelerates (`DecaySimulation`). If the fling would carry it past an
/// edge, it switches at the crossing time to a critically damped spring that starts at the edge with the same
/// velocity (capped at `Tuning.EdgeBounce.maxTransferVelocity`), runs out and comes back to the edge without
/// passing it. Started outside the edges (released while overscrolled) it springs back towards the nearer
/// edge; if it arrives there still moving inwards, it carries on as a deceleration inside. Position and
/// velocity are continuous at every switch (except where the transfer cap applies).
///
/// Like every `Simulation` it is a pure function of time, and rebuilding it from its own position and velocity
/// at any instant continues the same path.
public struct EdgeFlingSimulation: Simulation, Hashable {
  /// One piece of the motion.
  public enum Phase: Sendable, Hashable {
    /// Deceleration inside the edges.
    case decay(DecaySimulation)
    /// A spring towards an edge.
    case spring(SpringSimulation)

    /// The piece as a `Simulation`.
    var simulation: any Simulation {
      switch self {
      case .decay(let decay): return decay
      case .spring(let spring): return spring
      }
    }

    /// Seconds until the piece is at rest.
    var duration: Double {
      switch self {
      case .decay(let decay): return decay.duration
      case .spring(let spring): return spring.duration
      }
    }
  }

  /// A piece of the motion and the time, seconds since the start of the whole fling, at which it begins.
  public struct Segment: Sendable, Hashable {
    /// Seconds since the start of the fling at which this piece takes over.
    public let start: Double
    /// The motion of this piece, in its own time (0 at `start`).
    public let phase: Phase
  }

  /// The lower edge.
  public let minEdge: Double
  /// The upper edge.
  public let maxEdge: Double
  /// The pieces in time order (at most three: spring in, decay, spring at the far edge).
  public let segments: [Segment]

  /// A fling from `position` at `velocity` (units per second) between `minEdge` and `maxEdge`.
  ///
  /// - Parameters:
  ///   - rate: deceleration per millisecond inside the edges.
  ///   - spring: the spring at the edges (`.edgeBounce`: critical, omega0 10 rad/s).
  ///   - maxTransferVelocity: speeds entering a spring are capped at this, units per second.
  ///   - tolerance: when the springs count as at rest (`Tolerance.settle`).
  ///   - decayTolerance: when the deceleration counts as done (`Tolerance.fling`: less than 0.5 pt to go).
  public init(
    position: Double, velocity: Double, minEdge: Double, maxEdge: Double,
    rate: Double = Tuning.Fling.normalRate, spring: SpringDescription = .edgeBounce,
    maxTransferVelocity: Double = Tuning.EdgeBounce.maxTransferVelocity,
    tolerance: Tolerance = .settle, decayTolerance: Tolerance = .fling
  ) {
    let low = min(minEdge, maxEdge)
    let high = max(minEdge, maxEdge)
    self.minEdge = low
    self.maxEdge = high
    func capped(_ v: Double) -> Double { min(max(v, -maxTransferVelocity), maxTransferVelocity) }

    var segments: [Segment] = []
    var start = 0.0
    var x = position
    var v = velocity
    // Each pass appends one piece; the motion can go spring -> decay -> spring at most.
    for _ in 0..<4 {
      if x > high || x < low {
        // Outside: spring back towards the nearer edge.
        let edge = x > high ? high : low
        let inward = SpringSimulation(spring: spring, start: x, end: edge, velocity: capped(v), tolerance: tolerance)
        segments.append(Segment(start: start, phase: .spring(inward)))
        guard let crossing = inward.crossingTime else { break }
        // Arrives at the edge still moving inwards: carry on inside.
        start += crossing
        x = edge
        v = inward.velocity(at: crossing)
        continue
      }
      let outwardEdge: Double? = v > 0 ? high : (v < 0 ? low : nil)
      if let edge = outwardEdge, x == edge {
        // On an edge, moving out: the spring takes over at once and never passes the edge again.
        let bounce = SpringSimulation(
          spring: spring, start: edge, end: edge, velocity: capped(v), clamp: true, tolerance: tolerance)
        segments.append(Segment(start: start, phase: .spring(bounce)))
        break
      }
      let decay = DecaySimulation(position: x, velocity: v, rate: rate, tolerance: decayTolerance)
      segments.append(Segment(start: start, phase: .decay(decay)))
      guard let edge = outwardEdge, v > 0 ? decay.restingPosition > edge : decay.restingPosition < edge,
        let crossing = decay.time(atPosition: edge)
      else { break }
      start += crossing
      x = edge
      v = decay.velocity(at: crossing)
    }
    self.segments = segments
  }

  /// The piece running at `t` and the time within it.
  private func segment(at t: Double) -> (Phase, Double) {
    var index = segments.count - 1
    while index > 0 && segments[index].start > t { index -= 1 }
    let segment = segments[index]
    return (segment.phase, t - segment.start)
  }

  /// The time, seconds, at which the motion first switches to another piece (reaches an edge), if it does.
  public var firstSwitchTime: Double? { segments.count > 1 ? segments[1].start : nil }

  /// Seconds until the motion is at rest.
  public var duration: Double {
    let last = segments[segments.count - 1]
    return last.start + last.phase.duration
  }

  /// Where the motion comes to rest: the last piece's `restingPosition` (the edge for a spring, the end of a
  /// deceleration). Owners show this from `duration` on: the last step is at most the tolerance (0.5 pt for a
  /// fling, at about 1 pt/s), no more than one pixel step of the slow tail would be.
  public var restingPosition: Double { segments[segments.count - 1].phase.simulation.restingPosition }

  /// The position at `t` seconds.
  public func position(at t: Double) -> Double {
    let (phase, local) = segment(at: t)
    switch phase {
    case .decay(let decay): return decay.position(at: local)
    case .spring(let spring): return spring.position(at: local)
    }
  }

  /// The velocity at `t` seconds, units per second.
  public func velocity(at t: Double) -> Double {
    let (phase, local) = segment(at: t)
    switch phase {
    case .decay(let decay): return decay.velocity(at: local)
    case .spring(let spring): return spring.velocity(at: local)
    }
  }

  /// Whether the motion is at rest at `t`.
  public func isDone(at t: Double) -> Bool { t >= duration }

  /// The tolerance of the last piece.
  public var tolerance: Tolerance { segments[segments.count - 1].phase.simulation.tolerance }
}
