import Foundation

/// ITU-R BT.2100's hybrid log-gamma (HLG; CICP transfer 18): a scene-referred transfer, a square root for the
/// darks and a logarithm for the highlights. Its signal codes scene light (0...1, relative); the display makes
/// it light with the OOTF, a gamma on luminance that depends on the display's peak.
public enum HLGCurve {
  /// The OETF's constants, as BT.2100 gives them.
  static let a = 0.17883277
  static let b = 1 - 4 * a
  static let c = 0.5 - a * log(4 * a)

  /// The inverse OETF: the relative scene light (0...1) a signal (0...1, clamped) codes.
  public static func sceneLight(signal: Double) -> Double {
    let e = min(max(signal, 0), 1)
    return e <= 0.5 ? e * e / 3 : (exp((e - c) / a) + b) / 12
  }

  /// The OETF: the signal (0...1) coding relative scene light `light` (clamped to 0...1).
  public static func signal(sceneLight light: Double) -> Double {
    let e = min(max(light, 0), 1)
    return e <= 1.0 / 12 ? (3 * e).squareRoot() : a * log(12 * e - b) + c
  }

  /// BT.2020's luminance weights (the OOTF's luminance of scene light R, G, B).
  public static let luminanceWeights = (red: 0.2627, green: 0.6780, blue: 0.0593)

  /// The OOTF's gain for a pixel whose scene light has luminance `luminance` (0...1): display light, nits, is
  /// `gain` times each channel's scene light. `peakNits` is the display's nominal peak, `gamma` its system gamma
  /// (BT.2100: 1.2 at 1000 nits).
  public static func gain(
    luminance: Double, peakNits: Double = Tuning.Color.hlgNominalPeakNits, gamma: Double = Tuning.Color.hlgSystemGamma
  ) -> Double {
    peakNits * pow(max(luminance, 0), gamma - 1)
  }
}
