/// Least-squares straight-line and quadratic fits, accumulated sample by sample without allocating.
///
/// Add samples `(t, y)` with `add`; `slopeAtZero` is the derivative at `t = 0` of the least-squares quadratic
/// (or, with only two distinct times, of the line; with fewer, nil). Times should be scaled to about unit
/// range for conditioning (the velocity tracker uses -1...0).
struct PolynomialFit {
  /// Power sums: s0 = n, s1 = sum t, ... s4 = sum t^4.
  private var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
  /// Moments: m0 = sum y, m1 = sum y t, m2 = sum y t^2.
  private var m0 = 0.0, m1 = 0.0, m2 = 0.0
  /// Distinct times seen (times within 1e-12 of the previous one added count once; add in time order).
  private(set) var distinctTimes = 0
  /// The previous time added.
  private var previousTime = Double.nan

  /// An empty fit.
  init() {}

  /// Adds the sample (`t`, `y`). Samples must come in monotone time order for `distinctTimes` to be right.
  mutating func add(t: Double, y: Double) {
    if !(abs(t - previousTime) <= 1e-12) { distinctTimes += 1 }
    previousTime = t
    let t2 = t * t
    s0 += 1
    s1 += t
    s2 += t2
    s3 += t2 * t
    s4 += t2 * t2
    m0 += y
    m1 += y * t
    m2 += y * t2
  }

  /// The slope at `t = 0` of the least-squares quadratic (degree lowered to a line when there are only two
  /// distinct times), or nil with fewer than two distinct times or a singular system.
  var slopeAtZero: Double? {
    if distinctTimes >= 3, let slope = quadraticSlope { return slope }
    if distinctTimes >= 2 { return linearSlope }
    return nil
  }

  /// c1 of `c0 + c1 t + c2 t^2` by Cramer's rule on the normal equations.
  private var quadraticSlope: Double? {
    // | s0 s1 s2 | |c0|   |m0|
    // | s1 s2 s3 | |c1| = |m1|
    // | s2 s3 s4 | |c2|   |m2|
    let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    let scale = max(s0, 1) * max(s2, 1e-300) * max(s4, 1e-300)
    guard abs(det) > 1e-12 * scale else { return nil }
    let detC1 = s0 * (m1 * s4 - s3 * m2) - m0 * (s1 * s4 - s3 * s2) + s2 * (s1 * m2 - m1 * s2)
    let slope = detC1 / det
    return slope.isFinite ? slope : nil
  }

  /// c1 of the least-squares line `c0 + c1 t`.
  private var linearSlope: Double? {
    let det = s0 * s2 - s1 * s1
    guard abs(det) > 1e-12 * max(s0 * s2, 1e-300) else { return nil }
    let slope = (s0 * m1 - s1 * m0) / det
    return slope.isFinite ? slope : nil
  }
}
