import Foundation

/// The resistance of content dragged past an edge, and of a zoom pinched past its limits.
///
/// Positional: `shown = (1 - 1 / (x c / d + 1)) d` for a raw overscroll `x` (how far the finger has gone past
/// the edge), coefficient `c` and dimension `d` (the viewport length on that axis). The shown overscroll is
/// always less than `d`, has slope `c` at the edge, and `overscroll(forOffset:)` is its exact inverse.
///
/// Zoom: above the maximum `z = zmax (z / zmax)^0.3`, capped at `2 zmax`; below the minimum the mirror image
/// `z = zmin (z / zmin)^0.3`, floored at `zmin / 2`.
public enum RubberBand {
  /// The shown overscroll for a raw overscroll `raw` (either sign) against an edge, with dimension `d`.
  public static func offset(
    forOverscroll raw: Double, dimension d: Double, coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    guard d > 0, raw != 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(raw) * c / d + 1)) * d
    return raw < 0 ? -magnitude : magnitude
  }

  /// The raw overscroll that shows as `shown` (either sign): the inverse of `offset(forOverscroll:)`.
  /// A shown overscroll of `d` or more (which `offset` never produces) maps to the raw overscroll for a shown
  /// `d (1 - 1e-9)`, so the result stays finite.
  public static func overscroll(
    forOffset shown: Double, dimension d: Double, coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    guard d > 0, shown != 0 else { return 0 }
    let magnitude = min(abs(shown), d * (1 - 1e-9))
    let raw = (d / c) * magnitude / (d - magnitude)
    return shown < 0 ? -raw : raw
  }

  /// The slope d(shown)/d(raw) at raw overscroll `raw`: how much slower the content moves than the finger.
  public static func slope(
    atOverscroll raw: Double, dimension d: Double, coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    guard d > 0 else { return 0 }
    let q = abs(raw) * c / d + 1
    return c / (q * q)
  }

  /// A position `raw` shown with the rubber band past `lower` and `upper` (no resistance between them).
  public static func position(
    _ raw: Double, lower: Double, upper: Double, dimension d: Double,
    coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    if raw > upper { return upper + offset(forOverscroll: raw - upper, dimension: d, coefficient: c) }
    if raw < lower { return lower + offset(forOverscroll: raw - lower, dimension: d, coefficient: c) }
    return raw
  }

  /// The raw position that `position(_:lower:upper:dimension:)` shows as `shown`: its inverse.
  public static func rawPosition(
    forShown shown: Double, lower: Double, upper: Double, dimension d: Double,
    coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    if shown > upper { return upper + overscroll(forOffset: shown - upper, dimension: d, coefficient: c) }
    if shown < lower { return lower + overscroll(forOffset: shown - lower, dimension: d, coefficient: c) }
    return shown
  }

  /// The slope of `position(_:lower:upper:dimension:)` at `raw`: 1 between the edges, less past them.
  public static func positionSlope(
    _ raw: Double, lower: Double, upper: Double, dimension d: Double,
    coefficient c: Double = Tuning.RubberBand.coefficient
  ) -> Double {
    if raw > upper { return slope(atOverscroll: raw - upper, dimension: d, coefficient: c) }
    if raw < lower { return slope(atOverscroll: raw - lower, dimension: d, coefficient: c) }
    return 1
  }

  /// The shown zoom for a raw zoom `raw` (both relative to anything, e.g. fit) between `min` and `max`.
  public static func scale(_ raw: Double, min lower: Double, max upper: Double) -> Double {
    let e = Tuning.RubberBand.zoomExponent
    if raw > upper {
      return Swift.min(upper * pow(raw / upper, e), upper * Tuning.RubberBand.zoomOvershootCap)
    }
    if raw < lower {
      guard raw > 0 else { return lower * Tuning.RubberBand.zoomUndershootFloor }
      return Swift.max(lower * pow(raw / lower, e), lower * Tuning.RubberBand.zoomUndershootFloor)
    }
    return raw
  }

  /// The raw zoom that `scale(_:min:max:)` shows as `shown`: its inverse (a shown zoom at the cap or the
  /// floor maps to the raw zoom where the cap or floor begins).
  public static func rawScale(forShown shown: Double, min lower: Double, max upper: Double) -> Double {
    let e = Tuning.RubberBand.zoomExponent
    if shown > upper {
      let capped = Swift.min(shown, upper * Tuning.RubberBand.zoomOvershootCap)
      return upper * pow(capped / upper, 1 / e)
    }
    if shown < lower {
      let floored = Swift.max(shown, lower * Tuning.RubberBand.zoomUndershootFloor)
      return lower * pow(floored / lower, 1 / e)
    }
    return shown
  }
}
