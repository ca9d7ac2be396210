import Foundation

/// Inertial deceleration as in UIScrollView: the velocity is multiplied by `rate` every millisecond.
///
/// With `k = 1000 ln(rate)` (per second, negative): `v(t) = v0 e^(k t)`, `x(t) = x0 + v0 (e^(k t) - 1) / k`,
/// and the motion tends to `restingPosition = x0 - v0 / k`. It is done once less than
/// `tolerance.distance` (0.5 pt) remains to travel.
public struct DecaySimulation: Simulation, Hashable {
  /// Position at `t = 0`.
  public let startPosition: Double
  /// Velocity at `t = 0`, units per second.
  public let startVelocity: Double
  /// Velocity multiplier per millisecond, in (0, 1): `Tuning.Fling.normalRate` or `.fastRate`.
  public let rate: Double
  /// `1000 ln(rate)`, per second (negative).
  public let exponent: Double
  /// When the fling is done: `distance` is the remaining travel that counts as stopped.
  public let tolerance: Tolerance

  /// A fling from `position` at `velocity` (units per second), slowing by `rate` per millisecond.
  public init(
    position: Double, velocity: Double, rate: Double = Tuning.Fling.normalRate,
    tolerance: Tolerance = .fling
  ) {
    precondition(rate > 0 && rate < 1, "decay rate must be in (0, 1), got \(rate)")
    self.startPosition = position
    self.startVelocity = velocity
    self.rate = rate
    self.exponent = 1000 * log(rate)
    self.tolerance = tolerance
  }

  /// The velocity a fling with `rate` needs from rest to travel `distance` (signed) before it stops.
  public static func velocity(toTravel distance: Double, rate: Double = Tuning.Fling.normalRate) -> Double {
    -distance * 1000 * log(rate)
  }

  /// The position the motion tends to: `x0 - v0 / k`.
  public var restingPosition: Double { startPosition - startVelocity / exponent }

  /// The distance (signed) the motion travels in all.
  public var totalDistance: Double { -startVelocity / exponent }

  /// Seconds until less than `tolerance.distance` remains to travel (0 if that is so from the start).
  public var duration: Double {
    let remaining = abs(totalDistance)
    guard remaining > tolerance.distance else { return 0 }
    return log(tolerance.distance / remaining) / exponent
  }

  /// The position at `t` seconds.
  public func position(at t: Double) -> Double {
    startPosition + startVelocity * (exp(exponent * t) - 1) / exponent
  }

  /// The velocity at `t` seconds, units per second.
  public func velocity(at t: Double) -> Double {
    startVelocity * exp(exponent * t)
  }

  /// Whether less than `tolerance.distance` remains to travel at `t`.
  public func isDone(at t: Double) -> Bool { t >= duration }

  /// The time at which the motion reaches `position`, or nil if it never does (behind the start, at or
  /// beyond the resting position, or no motion). The inverse of `position(at:)`.
  public func time(atPosition position: Double) -> Double? {
    if position == startPosition { return 0 }
    guard startVelocity != 0 else { return nil }
    let argument = 1 + exponent * (position - startPosition) / startVelocity
    guard argument > 0, argument <= 1 else { return nil }
    return log(argument) / exponent
  }
}
