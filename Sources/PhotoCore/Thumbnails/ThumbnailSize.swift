/// The thumbnail sizes of the freedesktop Thumbnail Managing Standard: each a folder of the cache holding
/// thumbnails whose longer side is at most its pixels (smaller only when the photo is).
public enum ThumbnailSize: Int, Sendable, CaseIterable, Comparable {
  case normal = 128
  case large = 256
  case xLarge = 512
  case xxLarge = 1024

  /// The longest side, pixels.
  public var pixels: Int { rawValue }

  /// The cache's folder for the size.
  public var folder: String {
    switch self {
    case .normal: "normal"
    case .large: "large"
    case .xLarge: "x-large"
    case .xxLarge: "xx-large"
    }
  }

  /// The smallest size whose thumbnails serve a decode whose longer side is `pixels` (within
  /// `Tuning.Grid.thumbnailShortfall`); nil when even the largest is too small (a cell larger than 1024 pixels
  /// decodes the photo itself).
  public static func serving(longerSide pixels: Int) -> ThumbnailSize? {
    allCases.first { Double($0.pixels) >= Double(pixels) * Tuning.Grid.thumbnailShortfall }
  }

  /// Ordered by pixels.
  public static func < (a: ThumbnailSize, b: ThumbnailSize) -> Bool { a.rawValue < b.rawValue }
}
