/// What a decode of a photo is for, from the smallest to the sharpest.
public enum DecodeLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// A small decode covering a square grid cell (the request's box is the cell: the photo is fitted so that its
  /// shorter side covers it); never stands in for the screen's decode.
  case thumbnail
  /// A quick, small stand-in (an embedded EXIF thumbnail) while the screen's decode is under way.
  case preview
  /// The size the screen shows at fit.
  case screen
  /// Sharper than the screen, for a zoomed photo (the whole photo).
  case detail
  /// A part of a zoomed photo, sharper than a whole decode may be.
  case region

  /// Ordered from the smallest to the sharpest.
  public static func < (a: DecodeLevel, b: DecodeLevel) -> Bool { a.rawValue < b.rawValue }

  /// Whether the level is sharper than the screen's (freed as soon as the photo is back at fit).
  public var isSharperThanScreen: Bool { self == .detail || self == .region }

  /// Whether a sharper decode that has just arrived for a photo on screen fades in over the decode of level
  /// `replaced` it replaces (nil: nothing was drawn, so there is nothing to fade from), while photos move or
  /// not. A stand-in below the screen's (a blurred thumbnail) always fades: the step would show. A sharper
  /// decode of a photo drawn from the screen's decode or better fades only at rest: in motion the step hides,
  /// and a fade draws the photo twice a frame, which on a software renderer makes frames late.
  public static func fadesIn(over replaced: DecodeLevel?, whileMoving moving: Bool) -> Bool {
    guard let replaced else { return false }
    return replaced < .screen || !moving
  }
}
