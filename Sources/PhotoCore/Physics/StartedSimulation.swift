/// A simulation started at an absolute time: the one place that turns the caller's clock into the
/// simulation's own time (seconds since its start).
///
/// Owners (the pager, a scroll axis, the dismiss tracker, a zoom animation) store one of these when a motion
/// begins and read it at any absolute `t` afterwards, in closed form:
/// - before `start` it reads as at its start (position and velocity at time 0);
/// - from the instant the simulation `isDone`, it reads exactly its `restingPosition` at velocity 0, so the
///   owner settles on an exact value (what is left of the motion then is within the simulation's `tolerance`);
/// - in between, the simulation's position and velocity at `t - start`.
///
/// Like the simulation it wraps, it is an immutable value: restarting it at any instant from its own position
/// and velocity continues the same path.
public struct StartedSimulation<S: Simulation>: Sendable {
  /// The motion, in its own time (0 at `start`).
  public let simulation: S
  /// The absolute time the motion starts, seconds on the caller's clock.
  public let start: Double

  /// `simulation` started at absolute time `start` (seconds).
  public init(_ simulation: S, at start: Double) {
    self.simulation = simulation
    self.start = start
  }

  /// The position at absolute time `t`: the resting position once done, the start position before `start`.
  public func position(at t: Double) -> Double {
    let local = t - start
    return simulation.isDone(at: local) ? simulation.restingPosition : simulation.position(at: max(0, local))
  }

  /// The velocity at absolute time `t`, units per second: 0 once done, the start velocity before `start`.
  public func velocity(at t: Double) -> Double {
    let local = t - start
    return simulation.isDone(at: local) ? 0 : simulation.velocity(at: max(0, local))
  }

  /// Whether the motion has come to rest by absolute time `t` (and stays so).
  public func isDone(at t: Double) -> Bool { simulation.isDone(at: t - start) }

  /// Where the motion comes to rest: the simulation's `restingPosition`.
  public var restingPosition: Double { simulation.restingPosition }
}

extension StartedSimulation: Equatable where S: Equatable {}

extension StartedSimulation: Hashable where S: Hashable {}
