import Foundation

/// SMPTE ST 2084's perceptual quantizer (PQ, ITU-R BT.2100's PQ; CICP transfer 16): the transfer of HDR10. A
/// signal of 0...1 codes absolute display light of 0...10,000 nits, spaced as the eye tells levels apart.
public enum PQCurve {
  /// The light a signal of 1 codes, nits.
  public static let peakNits: Double = 10_000
  /// The curve's constants, exactly as ST 2084 gives them.
  static let m1 = 2610.0 / 16384
  static let m2 = 2523.0 / 4096 * 128
  static let c1 = 3424.0 / 4096
  static let c2 = 2413.0 / 4096 * 32
  static let c3 = 2392.0 / 4096 * 32

  /// The EOTF: the display light, nits (0...10,000), a signal (0...1, clamped) codes.
  public static func nits(signal: Double) -> Double {
    let p = pow(min(max(signal, 0), 1), 1 / m2)
    return peakNits * pow(max(p - c1, 0) / (c2 - c3 * p), 1 / m1)
  }

  /// The inverse EOTF: the signal (0...1) that codes `nits` of display light (clamped to 0...10,000).
  public static func signal(nits: Double) -> Double {
    let y = pow(min(max(nits, 0), peakNits) / peakNits, m1)
    return pow((c1 + c2 * y) / (1 + c3 * y), m2)
  }
}
