/// The physical constants of a damped spring: `m x'' + c x' + k x = 0` with `c = 2 zeta sqrt(m k)`.
public struct SpringDescription: Sendable, Hashable {
  /// The mass m, unitless (only the ratios with stiffness and damping matter).
  public var mass: Double
  /// The stiffness k, per second squared for unit mass.
  public var stiffness: Double
  /// The damping ratio zeta, unitless: below 1 oscillates, 1 is critical, above 1 is overdamped.
  public var dampingRatio: Double

  /// A spring of `mass`, `stiffness` and `dampingRatio`.
  public init(mass: Double, stiffness: Double, dampingRatio: Double) {
    precondition(mass > 0 && stiffness > 0 && dampingRatio >= 0, "invalid spring \(mass) \(stiffness) \(dampingRatio)")
    self.mass = mass
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
  }

  /// The damping coefficient c = 2 zeta sqrt(m k), per second for unit mass.
  public var damping: Double { 2 * dampingRatio * (mass * stiffness).squareRoot() }

  /// The undamped angular frequency omega0 = sqrt(k / m), radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The page settle spring: critical, m 0.5, k 500 (about 0.3 s for one page). Source: `Tuning.Paging`.
  public static let pageSettle = SpringDescription(
    mass: Tuning.Paging.mass, stiffness: Tuning.Paging.stiffness, dampingRatio: Tuning.Paging.dampingRatio)

  /// The keyboard's page settle: critical and stiffer (about 0.15 s for one page), since a key press has no
  /// finger to follow. Source: `Tuning.Paging.keyStiffness`.
  public static let keyPageSettle = SpringDescription(
    mass: Tuning.Paging.mass, stiffness: Tuning.Paging.keyStiffness, dampingRatio: Tuning.Paging.dampingRatio)

  /// The open and close spring between a grid cell and the pager: response 0.40 s (omega0 = 2 pi / 0.40), damping
  /// ratio 0.90, unit mass. Source: `Tuning.Transition`.
  public static let transition = SpringDescription(
    mass: 1, stiffness: Tuning.Transition.naturalFrequency * Tuning.Transition.naturalFrequency,
    dampingRatio: Tuning.Transition.dampingRatio)

  /// The edge bounce spring: critical, m 1, k 100 (omega0 = 10 rad/s). Source: `Tuning.EdgeBounce`.
  public static let edgeBounce = SpringDescription(
    mass: Tuning.EdgeBounce.mass, stiffness: Tuning.EdgeBounce.stiffness,
    dampingRatio: Tuning.EdgeBounce.dampingRatio)
}
