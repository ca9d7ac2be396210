/// A 3 x 3 matrix on linear light (RGB or CIE XYZ), as colour spaces with different primaries convert: made
/// from the spaces' chromaticities (`ColorDescription.Chromaticities`), never typed in, so the figures are as
/// exact as the primaries.
public struct ColorMatrix: Equatable, Sendable {
  /// The entries, row by row.
  public var entries: [Double]

  /// A matrix of these nine entries, row by row.
  public init(_ entries: [Double]) {
    precondition(entries.count == 9, "a 3 x 3 matrix has nine entries")
    self.entries = entries
  }

  /// The matrix from linear RGB in the space of `space`'s primaries and white to CIE XYZ (Y = 1 for white).
  public static func rgbToXYZ(_ space: ColorDescription.Chromaticities) -> ColorMatrix {
    func xyz(_ p: (x: Double, y: Double)) -> [Double] { [p.x / p.y, 1, (1 - p.x - p.y) / p.y] }
    let (r, g, b) = (xyz(space.red), xyz(space.green), xyz(space.blue))
    let primaries = ColorMatrix([r[0], g[0], b[0], r[1], g[1], b[1], r[2], g[2], b[2]])
    let white = xyz(space.white)
    let s = primaries.inverse.apply((white[0], white[1], white[2]))
    let e = primaries.entries
    return ColorMatrix([
      e[0] * s.0, e[1] * s.1, e[2] * s.2, e[3] * s.0, e[4] * s.1, e[5] * s.2, e[6] * s.0, e[7] * s.1, e[8] * s.2,
    ])
  }

  /// The matrix from linear RGB in `source`'s primaries to linear RGB in `target`'s. The white points are
  /// taken to be the same (no chromatic adaptation): BT.2020, BT.709 and Display P3 all share D65.
  public static func converting(
    from source: ColorDescription.Chromaticities, to target: ColorDescription.Chromaticities
  ) -> ColorMatrix {
    rgbToXYZ(target).inverse * rgbToXYZ(source)
  }

  /// Linear BT.2020 to linear BT.709 (sRGB's primaries): the gamut map's matrix.
  public static let bt2020ToSRGB = converting(
    from: ColorDescription.bt2020Chromaticities, to: ColorDescription.sRGBChromaticities)

  /// The matrix's inverse (the matrices made here are never singular).
  public var inverse: ColorMatrix {
    let e = entries
    let c = [
      e[4] * e[8] - e[5] * e[7], e[2] * e[7] - e[1] * e[8], e[1] * e[5] - e[2] * e[4],
      e[5] * e[6] - e[3] * e[8], e[0] * e[8] - e[2] * e[6], e[2] * e[3] - e[0] * e[5],
      e[3] * e[7] - e[4] * e[6], e[1] * e[6] - e[0] * e[7], e[0] * e[4] - e[1] * e[3],
    ]
    let determinant = e[0] * c[0] + e[1] * c[3] + e[2] * c[6]
    return ColorMatrix(c.map { $0 / determinant })
  }

  /// The product a x b: b applied first, then a.
  public static func * (a: ColorMatrix, b: ColorMatrix) -> ColorMatrix {
    let (x, y) = (a.entries, b.entries)
    var out = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        out[row * 3 + column] = (0..<3).reduce(0) { $0 + x[row * 3 + $1] * y[$1 * 3 + column] }
      }
    }
    return ColorMatrix(out)
  }

  /// The matrix applied to the column `v`.
  public func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
    let e = entries
    return (
      e[0] * v.0 + e[1] * v.1 + e[2] * v.2, e[3] * v.0 + e[4] * v.1 + e[5] * v.2, e[6] * v.0 + e[7] * v.1 + e[8] * v.2
    )
  }
}
