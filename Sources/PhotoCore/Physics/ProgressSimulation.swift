/// A progress from 0 to 1 over a fixed duration along an easing curve: the timeline of an animation with a set
/// length (a zoom animation, the dismiss exit), as a `Simulation` so it is started and read like any motion.
///
/// With `u = t / duration`: `position = curve(u)` for `u` in 0...1, 0 before and 1 after. A progress within
/// `tolerance.distance` (1e-9) of the end counts as the end, so a clock's rounding cannot leave an animation a
/// sliver short. It is done once its progress is 1 (`restingPosition`), at whatever speed the curve ends with.
/// A duration of 0 or less is done from the start.
public struct ProgressSimulation: Simulation, Hashable {
  /// The shape of the progress in time.
  public enum Curve: Sendable, Hashable {
    /// Constant speed: `u`.
    case linear
    /// Fast start, gentle stop: `Easing.easeOutCubic`.
    case easeOutCubic

    /// The progress at normalised time `u` in 0...1.
    func value(at u: Double) -> Double {
      switch self {
      case .linear: return u
      case .easeOutCubic: return Easing.easeOutCubic(u)
      }
    }

    /// The derivative of `value` at `u` in 0...1 (progress per unit of normalised time).
    func slope(at u: Double) -> Double {
      switch self {
      case .linear: return 1
      case .easeOutCubic:
        let rest = 1 - u
        return 3 * rest * rest
      }
    }
  }

  /// Progress this close to 1 counts as 1.
  static let endTolerance = 1e-9

  /// Length, seconds.
  public let duration: Double
  /// The shape of the progress.
  public let curve: Curve

  /// A progress from 0 to 1 in `duration` seconds along `curve`.
  public init(duration: Double, curve: Curve) {
    self.duration = duration
    self.curve = curve
  }

  /// Normalised time `t / duration`, or nil once the progress counts as complete.
  private func normalisedTime(at t: Double) -> Double? {
    guard duration > 0 else { return nil }
    let u = t / duration
    return u >= 1 - Self.endTolerance ? nil : max(u, 0)
  }

  /// The progress, 0...1, at `t` seconds.
  public func position(at t: Double) -> Double {
    guard let u = normalisedTime(at: t) else { return 1 }
    return curve.value(at: u)
  }

  /// The rate of progress at `t`, per second (0 once complete and before the start).
  public func velocity(at t: Double) -> Double {
    guard let u = normalisedTime(at: t), t >= 0 else { return 0 }
    return curve.slope(at: u) / duration
  }

  /// Whether the progress has reached 1 by `t`.
  public func isDone(at t: Double) -> Bool { position(at: t) >= 1 }

  /// The progress at the end: 1.
  public var restingPosition: Double { 1 }

  /// Done only at the end (within 1e-9), whatever the speed there: a linear progress stops dead.
  public var tolerance: Tolerance { Tolerance(distance: Self.endTolerance, velocity: .infinity) }
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
