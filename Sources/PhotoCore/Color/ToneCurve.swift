/// How a colour space's stored values map to light (its transfer function), for a profile made from a
/// description that is not an ICC profile (`ColorDescription.madeProfile`).
public enum ToneCurve: Equatable, Sendable {
  /// A pure power: light = value ^ exponent (2.2 for PNG's usual gAMA 0.45455; 1 for linear light).
  case power(Double)
  /// sRGB's (IEC 61966-2-1): a linear toe then a 2.4 power, as Display P3 uses too.
  case sRGB
  /// ITU-R BT.709's (and BT.601's, BT.2020's at 8 or 10 bits): a linear toe then a 1/0.45 power.
  case bt709

  /// The curve's parameters as ICC parametric curve type 4 (and Little CMS's type 4): light =
  /// (a * value + b) ^ g for value >= d, else c * value. A power is a = 1, b = c = d = 0.
  public var parametric: (g: Double, a: Double, b: Double, c: Double, d: Double) {
    switch self {
    case .power(let exponent): return (exponent, 1, 0, 0, 0)
    case .sRGB: return (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045)
    case .bt709: return (1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081)
    }
  }
}
