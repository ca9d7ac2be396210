/// A HEIF or AVIF clean aperture (`clap`, ISO/IEC 14496-12): the part of the coded picture meant to be shown,
/// as a width and height and the offset of its centre from the picture's, each a fraction. The standard wants
/// whole-pixel edges; files with a half-pixel offset exist, and browsers and libheif show them, so the edges are
/// rounded down here and the rectangle kept inside the picture. A crop can only show less, never read outside
/// the pixels, so leniency costs no safety.
public struct CleanAperture: Equatable, Sendable {
  /// The width and height, numerator and denominator (unsigned in the file).
  public var width: (Int, Int)
  public var height: (Int, Int)
  /// The centre's offset from the picture's centre, numerator (signed) and denominator.
  public var horizontalOffset: (Int, Int)
  public var verticalOffset: (Int, Int)

  /// A clean aperture of these fractions (numerator, denominator).
  public init(width: (Int, Int), height: (Int, Int), horizontalOffset: (Int, Int), verticalOffset: (Int, Int)) {
    self.width = width
    self.height = height
    self.horizontalOffset = horizontalOffset
    self.verticalOffset = verticalOffset
  }

  /// The box's eight 32-bit fields as stored (the offsets' numerators are two's complement).
  public init(raw: [UInt32]) {
    func signed(_ value: UInt32) -> Int { Int(Int32(bitPattern: value)) }
    let r = raw + Array(repeating: 0, count: max(0, 8 - raw.count))
    self.init(
      width: (Int(r[0]), Int(r[1])), height: (Int(r[2]), Int(r[3])), horizontalOffset: (signed(r[4]), Int(r[5])),
      verticalOffset: (signed(r[6]), Int(r[7])))
  }

  public static func == (a: CleanAperture, b: CleanAperture) -> Bool {
    a.width == b.width && a.height == b.height && a.horizontalOffset == b.horizontalOffset
      && a.verticalOffset == b.verticalOffset
  }

  /// Its size, whole pixels (rounded); nil when a denominator is zero or a side is not positive.
  public var size: (width: Int, height: Int)? {
    guard width.1 > 0, height.1 > 0 else { return nil }
    let w = (Double(width.0) / Double(width.1)).rounded()
    let h = (Double(height.0) / Double(height.1)).rounded()
    guard w >= 1, h >= 1, w < 1e9, h < 1e9 else { return nil }
    return (Int(w), Int(h))
  }

  /// The pixels to show of a picture `pictureWidth` x `pictureHeight`: left, top, width and height, whole
  /// pixels inside the picture; nil when the aperture is malformed or lies outside the picture (then the
  /// whole picture is shown).
  public func crop(pictureWidth: Int, pictureHeight: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard let size, horizontalOffset.1 > 0, verticalOffset.1 > 0, pictureWidth > 0, pictureHeight > 0 else {
      return nil
    }
    // The centre, from the picture's (ISO/IEC 14496-12 12.1.4.1): pcX = offset + (width - 1) / 2.
    let centreX = Double(horizontalOffset.0) / Double(horizontalOffset.1) + Double(pictureWidth - 1) / 2
    let centreY = Double(verticalOffset.0) / Double(verticalOffset.1) + Double(pictureHeight - 1) / 2
    let left = (centreX - Double(size.width - 1) / 2).rounded(.down)
    let top = (centreY - Double(size.height - 1) / 2).rounded(.down)
    guard left.isFinite, top.isFinite, abs(left) < 1e9, abs(top) < 1e9 else { return nil }
    let x0 = max(0, Int(left))
    let y0 = max(0, Int(top))
    let x1 = min(pictureWidth, Int(left) + size.width)
    let y1 = min(pictureHeight, Int(top) + size.height)
    guard x1 > x0, y1 > y0 else { return nil }
    return (x0, y0, x1 - x0, y1 - y0)
  }
}
