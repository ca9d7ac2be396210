import Foundation

/// The closed-form displacement of a damped spring from its rest position, for each damping regime.
enum SpringSolution: Sendable, Hashable {
  /// `y = (c1 + c2 t) e^(-w t)`.
  case critical(c1: Double, c2: Double, omega: Double)
  /// `y = c1 e^(r1 t) + c2 e^(r2 t)`.
  case overdamped(c1: Double, c2: Double, r1: Double, r2: Double)
  /// `y = e^(-decay t) (c1 cos(wd t) + c2 sin(wd t))`.
  case underdamped(c1: Double, c2: Double, decay: Double, omegaD: Double)

  /// Damping ratios this close to 1 use the critical solution (the others lose precision there).
  static let criticalBand = 1e-6

  /// The solution from displacement `y0` and velocity `v0`.
  init(spring: SpringDescription, displacement y0: Double, velocity v0: Double) {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < Self.criticalBand {
      self = .critical(c1: y0, c2: v0 + omega * y0, omega: omega)
    } else if zeta > 1 {
      let root = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let c2 = (v0 - r1 * y0) / (r2 - r1)
      self = .overdamped(c1: y0 - c2, c2: c2, r1: r1, r2: r2)
    } else {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega
      self = .underdamped(c1: y0, c2: (v0 + decay * y0) / omegaD, decay: decay, omegaD: omegaD)
    }
  }

  /// The displacement at `t`.
  func displacement(at t: Double) -> Double {
    switch self {
    case .critical(let c1, let c2, let omega):
      return (c1 + c2 * t) * exp(-omega * t)
    case .overdamped(let c1, let c2, let r1, let r2):
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    case .underdamped(let c1, let c2, let decay, let omegaD):
      return exp(-decay * t) * (c1 * cos(omegaD * t) + c2 * sin(omegaD * t))
    }
  }

  /// The velocity at `t`.
  func velocity(at t: Double) -> Double {
    switch self {
    case .critical(let c1, let c2, let omega):
      return (c2 - omega * (c1 + c2 * t)) * exp(-omega * t)
    case .overdamped(let c1, let c2, let r1, let r2):
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    case .underdamped(let c1, let c2, let decay, let omegaD):
      let (p, q) = velocityCoefficients(c1: c1, c2: c2, decay: decay, omegaD: omegaD)
      return exp(-decay * t) * (p * cos(omegaD * t) + q * sin(omegaD * t))
    }
  }

  /// The acceleration at `t`.
  func acceleration(at t: Double) -> Double {
    switch self {
    case .critical(let c1, let c2, let omega):
      return (omega * omega * (c1 + c2 * t) - 2 * omega * c2) * exp(-omega * t)
    case .overdamped(let c1, let c2, let r1, let r2):
      return c1 * r1 * r1 * exp(r1 * t) + c2 * r2 * r2 * exp(r2 * t)
    case .underdamped(let c1, let c2, let decay, let omegaD):
      let (p, q) = velocityCoefficients(c1: c1, c2: c2, decay: decay, omegaD: omegaD)
      let (a, b) = velocityCoefficients(c1: p, c2: q, decay: decay, omegaD: omegaD)
      return exp(-decay * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
    }
  }

  /// The coefficients (of cos, of sin) of the derivative of `e^(-decay t) (c1 cos + c2 sin)`.
  private func velocityCoefficients(c1: Double, c2: Double, decay: Double, omegaD: Double) -> (Double, Double) {
    (-decay * c1 + omegaD * c2, -decay * c2 - omegaD * c1)
  }

  /// The first time t > 0 at which the displacement is zero, if any.
  func firstZero() -> Double? {
    switch self {
    case .critical(let c1, let c2, _):
      guard c2 != 0 else { return nil }
      let t = -c1 / c2
      return t > 0 ? t : nil
    case .overdamped(let c1, let c2, let r1, let r2):
      return Self.firstPositiveRoot(a: c1, ra: r1, b: c2, rb: r2)
    case .underdamped(let c1, let c2, _, let omegaD):
      return Self.firstPositiveTrigRoot(cosine: c1, sine: c2).map { $0 / omegaD }
    }
  }

  /// The first time t > 0 at which the velocity is zero (the motion turns back), if any.
  func firstTurn() -> Double? {
    switch self {
    case .critical(let c1, let c2, let omega):
      // v = (c2 - w c1 - w c2 t) e^(-w t)
      guard c2 != 0 else { return nil }
      let t = (c2 - omega * c1) / (omega * c2)
      return t > 0 ? t : nil
    case .overdamped(let c1, let c2, let r1, let r2):
      return Self.firstPositiveRoot(a: c1 * r1, ra: r1, b: c2 * r2, rb: r2)
    case .underdamped(let c1, let c2, let decay, let omegaD):
      let (p, q) = velocityCoefficients(c1: c1, c2: c2, decay: decay, omegaD: omegaD)
      return Self.firstPositiveTrigRoot(cosine: p, sine: q).map { $0 / omegaD }
    }
  }

  /// The root t > 0 of `a e^(ra t) + b e^(rb t) = 0`, if any.
  private static func firstPositiveRoot(a: Double, ra: Double, b: Double, rb: Double) -> Double? {
    guard a != 0, b != 0, ra != rb else { return nil }
    let ratio = -b / a
    guard ratio > 0 else { return nil }
    let t = log(ratio) / (ra - rb)
    return t > 0 ? t : nil
  }

  /// The first angle theta > 0 with `cosine cos(theta) + sine sin(theta) = 0`, if the sum is not identically 0.
  private static func firstPositiveTrigRoot(cosine p: Double, sine q: Double) -> Double? {
    guard p != 0 || q != 0 else { return nil }
    // tan(theta) = -p / q; the roots are spaced by pi.
    var theta = atan2(-p, q).truncatingRemainder(dividingBy: .pi)
    if theta <= 1e-12 { theta += .pi }
    return theta
  }

  /// Seconds after which both |displacement| <= tolerance.distance and |velocity| <= tolerance.velocity hold
  /// for all later times, from an envelope that bounds each from above.
  func settleTime(tolerance: Tolerance) -> Double {
    switch self {
    case .critical(let c1, let c2, let omega):
      let position = Self.linearExponentialSettle(
        a: abs(c1), b: abs(c2), omega: omega, epsilon: tolerance.distance)
      let speed = Self.linearExponentialSettle(
        a: abs(c2 - omega * c1), b: omega * abs(c2), omega: omega, epsilon: tolerance.velocity)
      return max(position, speed)
    case .overdamped(let c1, let c2, let r1, let r2):
      let position = Self.decreasingSettle(epsilon: tolerance.distance) { t in
        abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
      }
      let speed = Self.decreasingSettle(epsilon: tolerance.velocity) { t in
        abs(c1 * r1) * exp(r1 * t) + abs(c2 * r2) * exp(r2 * t)
      }
      return max(position, speed)
    case .underdamped(let c1, let c2, let decay, let omegaD):
      let amplitude = (c1 * c1 + c2 * c2).squareRoot()
      guard amplitude > 0 else { return 0 }
      guard decay > 0 else { return .infinity }
      let omega = (decay * decay + omegaD * omegaD).squareRoot()
      let position = max(0, log(amplitude / tolerance.distance) / decay)
      let speed = max(0, log(amplitude * omega / tolerance.velocity) / decay)
      return max(position, speed)
    }
  }

  /// The time after which `(a + b t) e^(-w t) <= epsilon` for good (a, b >= 0).
  private static func linearExponentialSettle(a: Double, b: Double, omega: Double, epsilon: Double) -> Double {
    // The bound rises until t* = 1/w - a/b and falls after it.
    let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
    if (a + b * peak) * exp(-omega * peak) <= epsilon { return 0 }
    return decreasingSettle(from: peak, epsilon: epsilon) { t in (a + b * t) * exp(-omega * t) }
  }

  /// The first time from `start` at which the non-increasing `bound` is at most `epsilon`.
  private static func decreasingSettle(
    from start: Double = 0, epsilon: Double, bound: (Double) -> Double
  ) -> Double {
    if bound(start) <= epsilon { return start }
    var low = start
    var step = 0.01
    var high = start + step
    var doublings = 0
    while bound(high) > epsilon {
      low = high
      step *= 2
      high = start + step
      doublings += 1
      if doublings > 80 { return .infinity }
    }
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if mid <= low || mid >= high { break }
      if bound(mid) > epsilon { low = mid } else { high = mid }
    }
    return high
  }
}
