import Foundation

/// ITU-R BT.2390's EETF (electrical-electrical transfer function): the highlight roll-off that brings light
/// from a content's peak down to a display's, worked in PQ signal so that the compression is spread as the eye
/// sees it. Light up to the knee passes unchanged; above it a Hermite spline bends it, slope 1 at the knee and
/// 0 at the content's peak, to end exactly at the display's peak. BT.2390's knee, 1.5 x (display peak's
/// signal) - 0.5 (both relative to the content peak's), is the highest for which the spline never turns down.
/// The display's black is taken as 0 (no black-level lift). A pure value: no tables (see `HDRToneMap`).
public struct EETF: Equatable, Sendable {
  /// The content's peak light, nits (its MaxCLL, its mastering display's peak, or the transfer's assumed peak).
  public let contentPeakNits: Double
  /// The display's peak light, nits: where the roll-off ends.
  public let displayPeakNits: Double
  /// The content peak's PQ signal, which normalises the others.
  let contentSignal: Double
  /// The display peak's PQ signal relative to the content peak's (BT.2390's maxLum), 0...1.
  let displayLevel: Double
  /// Where the roll-off starts, PQ signal relative to the content peak's (BT.2390's KS), 0...1.
  let kneeLevel: Double

  /// The roll-off from `contentPeakNits` to `displayPeakNits`; a content no brighter than the display passes
  /// unchanged (and is cut at the display's peak).
  public init(contentPeakNits: Double, displayPeakNits: Double) {
    self.contentPeakNits = contentPeakNits
    self.displayPeakNits = displayPeakNits
    contentSignal = PQCurve.signal(nits: max(contentPeakNits, displayPeakNits))
    displayLevel = PQCurve.signal(nits: displayPeakNits) / contentSignal
    kneeLevel = max(0, 1.5 * displayLevel - 0.5)
  }

  /// Light above this, nits, is rolled off; below it passes unchanged.
  public var kneeNits: Double {
    displayLevel >= 1 ? displayPeakNits : PQCurve.nits(signal: kneeLevel * contentSignal)
  }

  /// The display light, nits, for content light `nits`: unchanged up to the knee, rolled off above it, the
  /// display's peak at and above the content's.
  public func callAsFunction(_ nits: Double) -> Double {
    if displayLevel >= 1 { return min(max(nits, 0), displayPeakNits) }
    let level = PQCurve.signal(nits: nits) / contentSignal
    if level <= kneeLevel { return max(nits, 0) }
    if level >= 1 { return displayPeakNits }
    let t = (level - kneeLevel) / (1 - kneeLevel)
    let (t2, t3) = (t * t, t * t * t)
    let bent =
      (2 * t3 - 3 * t2 + 1) * kneeLevel + (t3 - 2 * t2 + t) * (1 - kneeLevel) + (-2 * t3 + 3 * t2) * displayLevel
    return min(PQCurve.nits(signal: bent * contentSignal), displayPeakNits)
  }
}
