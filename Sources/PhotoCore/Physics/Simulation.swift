/// How close to rest a simulation must be to count as done.
public struct Tolerance: Sendable, Hashable {
  /// Distance from the resting position below which the motion is at rest, in the simulation's units
  /// (points, unless the owner says otherwise).
  public var distance: Double
  /// Speed below which the motion is at rest, in the simulation's units per second.
  public var velocity: Double

  /// A tolerance of `distance` and `velocity`.
  public init(distance: Double, velocity: Double) {
    self.distance = distance
    self.velocity = velocity
  }

  /// The settle tolerance of springs in points: `Tuning.Settle`.
  public static let settle = Tolerance(distance: Tuning.Settle.distance, velocity: Tuning.Settle.velocity)

  /// The tolerance of flings in points: done when less than `Tuning.Fling.stopDistance` remains.
  public static let fling = Tolerance(distance: Tuning.Fling.stopDistance, velocity: Tuning.Settle.velocity)

  /// This tolerance with both limits divided by `unit`, for a simulation run in units of `unit` points
  /// (the pager runs in pages).
  public func scaled(toUnit unit: Double) -> Tolerance {
    Tolerance(distance: distance / unit, velocity: velocity / unit)
  }
}

/// A one-dimensional motion that is a closed-form function of time.
///
/// `t` is seconds since the simulation started; `StartedSimulation` pins one to a start time on the caller's
/// absolute clock and reads it there. Implementations are immutable values: evaluating them never
/// changes them, so the same simulation gives the same path however often and at whatever instants it is
/// sampled (frame-rate independence), and rebuilding one from its own position and velocity at any instant
/// continues the same path (restart invariance).
public protocol Simulation: Sendable {
  /// The position at `t` seconds after the start.
  func position(at t: Double) -> Double
  /// The velocity, units per second, at `t` seconds after the start.
  func velocity(at t: Double) -> Double
  /// Whether the motion has come to rest (within `tolerance`) by `t`. Once true, stays true for later `t`.
  func isDone(at t: Double) -> Bool
  /// Where the motion comes to rest: the position it tends to (a fling's end, a spring's target). Owners show
  /// exactly this from the instant `isDone` holds, when what remains of the motion is within `tolerance` (as
  /// `StartedSimulation` does).
  var restingPosition: Double { get }
  /// What "at rest" means for this simulation.
  var tolerance: Tolerance { get }
}
