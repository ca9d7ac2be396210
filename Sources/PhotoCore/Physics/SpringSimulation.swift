import Foundation

/// A damped spring pulling a position towards `restingPosition` (the `end` it is built with), in closed form.
///
/// The displacement `y = x - end` obeys `m y'' + c y' + k y = 0` from `y(0) = start - end`, `y'(0) = velocity`:
/// - critical (zeta = 1): `y = (c1 + c2 t) e^(-w t)`;
/// - overdamped (zeta > 1): `y = c1 e^(r1 t) + c2 e^(r2 t)`, `r1,2 = -w (zeta -+ sqrt(zeta^2 - 1))`;
/// - underdamped (zeta < 1): `y = e^(-zeta w t) (c1 cos(wd t) + c2 sin(wd t))`, `wd = w sqrt(1 - zeta^2)`.
///
/// With `clamp`, the motion stops dead at `restingPosition` the first time it reaches it instead of passing it.
/// It is done (`isDone`, `duration`) once both the displacement and the speed are guaranteed within
/// `tolerance` from then on (an envelope bound, so it never flickers back to "not done").
public struct SpringSimulation: Simulation, Hashable {
  /// The spring's constants.
  public let spring: SpringDescription
  /// The position the spring pulls towards (the `end` it was built with), where it comes to rest.
  public let restingPosition: Double
  /// Position at `t = 0`.
  public let startPosition: Double
  /// Velocity at `t = 0`, units per second.
  public let startVelocity: Double
  /// Whether the motion stops at `restingPosition` instead of passing it.
  public let clamp: Bool
  /// When the spring counts as at rest.
  public let tolerance: Tolerance
  /// The closed-form solution for the displacement from `restingPosition`.
  let solution: SpringSolution
  /// The first time after 0 at which the displacement is zero, if the motion ever reaches `restingPosition`
  /// exactly.
  public let crossingTime: Double?
  /// Seconds until the motion is at rest (within `tolerance`) for good; infinite for an undamped spring.
  public let duration: Double

  /// A spring from `start` towards `end`, starting at `velocity` (units per second).
  public init(
    spring: SpringDescription, start: Double, end: Double, velocity: Double, clamp: Bool = false,
    tolerance: Tolerance = .settle
  ) {
    self.spring = spring
    self.restingPosition = end
    self.startPosition = start
    self.startVelocity = velocity
    self.clamp = clamp
    self.tolerance = tolerance
    let solution = SpringSolution(spring: spring, displacement: start - end, velocity: velocity)
    self.solution = solution
    let crossing = solution.firstZero()
    self.crossingTime = crossing
    let settle = solution.settleTime(tolerance: tolerance)
    if clamp, let crossing {
      self.duration = min(settle, crossing)
    } else {
      self.duration = settle
    }
  }

  /// Whether the clamp has stopped the motion at `restingPosition` by `t`.
  private func isClampedStill(at t: Double) -> Bool {
    guard clamp, let crossingTime else { return false }
    return t >= crossingTime
  }

  /// The position at `t` seconds.
  public func position(at t: Double) -> Double {
    if isClampedStill(at: t) { return restingPosition }
    return restingPosition + solution.displacement(at: t)
  }

  /// The velocity at `t` seconds, units per second.
  public func velocity(at t: Double) -> Double {
    if isClampedStill(at: t) { return 0 }
    return solution.velocity(at: t)
  }

  /// The acceleration at `t` seconds, units per second squared.
  public func acceleration(at t: Double) -> Double {
    if isClampedStill(at: t) { return 0 }
    return solution.acceleration(at: t)
  }

  /// Whether the spring is at rest within `tolerance` at `t` (and stays so).
  public func isDone(at t: Double) -> Bool { t >= duration }

  /// The time at which the motion reaches `position` while it still heads one way from the start (before
  /// its first turning point), or nil if it does not. The inverse of `position(at:)` for monotone motions
  /// such as a critically damped spring that does not overshoot.
  public func time(atPosition position: Double) -> Double? {
    if position == startPosition { return 0 }
    let turn = solution.firstTurn()
    var limit: Double
    if let turn { limit = turn } else { limit = duration.isFinite ? duration : 60 }
    if clamp, let crossingTime { limit = min(limit, crossingTime) }
    // Extend an open-ended stretch until it passes the position (displacement decays towards zero).
    let target = position - restingPosition
    let y0 = solution.displacement(at: 0)
    func passed(_ y: Double) -> Bool { y0 < target ? y >= target : y <= target }
    if turn == nil {
      var extra = 0
      while !passed(solution.displacement(at: limit)) && extra < 16 {
        limit *= 2
        extra += 1
      }
    }
    guard passed(solution.displacement(at: limit)) else { return nil }
    var low = 0.0
    var high = limit
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if mid <= low || mid >= high { break }
      if passed(solution.displacement(at: mid)) { high = mid } else { low = mid }
    }
    return high
  }
}
