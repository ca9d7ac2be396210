/// At which resolutions to decode a photo: pure decisions, tested on their own.
///
/// Every wanted photo is decoded once for the screen. A photo on screen with nothing decoded yet first shows
/// its embedded thumbnail when it has one (`previewHelps`), and a zoomed photo that shows more display pixels than its decode
/// holds gets a sharper `detail` decode, in steps of twice the screen's box so a pinch asks again only a few
/// times, up to the photo's full size (bounded by `Tuning.Loading.maxDetailPixels`).
public enum ResolutionPolicy {
  /// A box to decode into, pixels (a photo is scaled to fit it, never up).
  public struct Box: Sendable, Equatable {
    /// Width, pixels.
    public var width: Int
    /// Height, pixels.
    public var height: Int

    /// A box of `width` x `height` pixels.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// The scale that fits `native` pixels in the box, never above 1.
    public func fitScale(native: Box) -> Double {
      guard native.width > 0, native.height > 0 else { return 1 }
      return min(Double(width) / Double(native.width), Double(height) / Double(native.height), 1)
    }
  }

  /// Whether a quick preview may exist for the photo at `location`: a JPEG, which may embed an EXIF thumbnail,
  /// where its source reads a photo's head without the rest (a file on disk; a server's photo by range, as
  /// `sources` say). Other formats carry none here.
  public static func previewHelps(location: String, from sources: SourceSet) -> Bool {
    guard sources.readsHeads(location) else { return false }
    let lower = location.lowercased()
    return [".jpg", ".jpeg", ".jpe", ".jfif"].contains { lower.hasSuffix($0) }
  }

  /// The box for a sharper decode of a photo of `native` pixels shown at `displayScale` display pixels per
  /// photo pixel, when the decode for `screen` is too coarse for it; nil when the screen's decode suffices.
  /// The box is `screen` times a power of two: the smallest whose decode has the pixels the display shows,
  /// capped at the photo's full size and at `maxPixels`.
  public static func detailBox(
    native: Box, displayScale: Double, screen: Box, maxPixels: Int = Tuning.Loading.maxDetailPixels
  ) -> Box? {
    guard native.width > 0, native.height > 0, displayScale.isFinite, displayScale > 0 else { return nil }
    let base = screen.fitScale(native: native)
    // The screen's decode already holds every pixel, or suffices at this zoom.
    guard base < 1, displayScale > base * Tuning.Loading.detailStretch else { return nil }
    let nativePixels = Double(native.width) * Double(native.height)
    let cap = min(1, (Double(maxPixels) / nativePixels).squareRoot())
    guard cap > base * Tuning.Loading.detailStretch else { return nil }
    var multiple = 2
    while Double(multiple) * base < min(displayScale, cap) && multiple < 1 << 20 { multiple *= 2 }
    let scale = min(Double(multiple) * base, cap)
    if scale >= 1 { return native }
    // Rounded down: the box must never hold more than the cap allows.
    return Box(
      width: max(1, Int((Double(native.width) * scale).rounded(.down))),
      height: max(1, Int((Double(native.height) * scale).rounded(.down))))
  }

  /// A part of a photo to decode sharper than a whole-photo decode may be.
  public struct Region: Sendable, Equatable {
    /// The part, in native (upright) pixels: whole pixels, inside the photo.
    public var rect: Rect
    /// The box the whole photo would be decoded into at this sharpness, pixels: it sets the decode's scale.
    public var box: Box
  }

  /// The part to decode for a zoomed photo of `native` pixels showing `visible` (native upright pixels) at
  /// `displayScale` display pixels per photo pixel, when both the decode for `screen` and the sharpest
  /// whole-photo decode allowed (`maxPixels`) are too coarse for it; nil when one of them suffices. The scale is the display's rounded up
  /// to an eighth (a JPEG's DCT steps), up to full size; the part is `visible` with `Tuning.Loading.regionMargin`
  /// more on each side, snapped outward to a grid of `Tuning.Loading.regionGrid` decoded pixels, within the
  /// photo (just `visible`, snapped, when that margin would take more than `maxPixels`).
  public static func region(
    native: Box, displayScale: Double, visible: Rect, screen: Box,
    maxPixels: Int = Tuning.Loading.maxDetailPixels
  ) -> Region? {
    guard native.width > 0, native.height > 0, displayScale.isFinite, displayScale > 0, maxPixels > 0 else {
      return nil
    }
    let whole = Rect(origin: .zero, size: Vector2(x: Double(native.width), y: Double(native.height)))
    guard let seen = visible.intersection(whole) else { return nil }
    let nativePixels = Double(native.width) * Double(native.height)
    let cap = min(1, (Double(maxPixels) / nativePixels).squareRoot())
    let need = min(1, displayScale)
    // The screen's decode, or the whole photo at the cap, is sharp enough (or the photo is small enough to
    // decode whole).
    let sharpest = max(cap, screen.fitScale(native: native))
    guard need > sharpest * Tuning.Loading.detailStretch else { return nil }
    // In eighths, the steps of a JPEG's DCT scales: a part is asked for at rest, not on every step of a pinch.
    let scale = min(1, (need * 8).rounded(.up) / 8)
    let box =
      scale >= 1
      ? native
      : Box(
        width: max(1, Int((Double(native.width) * scale).rounded(.down))),
        height: max(1, Int((Double(native.height) * scale).rounded(.down))))
    let grid = max(1, (Double(Tuning.Loading.regionGrid) / scale).rounded())
    func snapped(_ r: Rect) -> Rect {
      Rect(
        x0: max(0, (r.origin.x / grid).rounded(.down) * grid), y0: max(0, (r.origin.y / grid).rounded(.down) * grid),
        x1: min(whole.maxX, (r.maxX / grid).rounded(.up) * grid),
        y1: min(whole.maxY, (r.maxY / grid).rounded(.up) * grid))
    }
    let margin = Tuning.Loading.regionMargin
    var rect = snapped(
      Rect(
        x0: seen.origin.x - seen.size.x * margin, y0: seen.origin.y - seen.size.y * margin,
        x1: seen.maxX + seen.size.x * margin, y1: seen.maxY + seen.size.y * margin))
    if rect.size.x * rect.size.y * scale * scale > Double(maxPixels) { rect = snapped(seen) }
    return Region(rect: rect, box: box)
  }
}
