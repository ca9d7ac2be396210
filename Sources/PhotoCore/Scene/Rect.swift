/// An axis-aligned rectangle in points: origin at the top-left, y down (SDL's window coordinates).
public struct Rect: Sendable, Equatable {
  /// The top-left corner.
  public var origin: Vector2
  /// Width and height.
  public var size: Vector2

  /// A rectangle at `origin` of `size`.
  public init(origin: Vector2, size: Vector2) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle of `size` centred on `center`.
  public init(center: Vector2, size: Vector2) {
    self.init(origin: Vector2(x: center.x - size.x / 2, y: center.y - size.y / 2), size: size)
  }

  /// The centre point.
  public var center: Vector2 { Vector2(x: origin.x + size.x / 2, y: origin.y + size.y / 2) }
  /// The largest x.
  public var maxX: Double { origin.x + size.x }
  /// The largest y.
  public var maxY: Double { origin.y + size.y }

  /// Whether the two rectangles overlap with a positive area.
  public func intersects(_ other: Rect) -> Bool {
    origin.x < other.maxX && other.origin.x < maxX && origin.y < other.maxY && other.origin.y < maxY
  }

  /// The rectangle from corner (`x0`, `y0`) to corner (`x1`, `y1`) (`x1 >= x0`, `y1 >= y0`).
  public init(x0: Double, y0: Double, x1: Double, y1: Double) {
    self.init(origin: Vector2(x: x0, y: y0), size: Vector2(x: x1 - x0, y: y1 - y0))
  }

  /// The part both rectangles cover, or nil when they do not overlap with a positive area.
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    return Rect(
      x0: max(origin.x, other.origin.x), y0: max(origin.y, other.origin.y), x1: min(maxX, other.maxX),
      y1: min(maxY, other.maxY))
  }

  /// Whether `point` lies inside the rectangle (its top and left edges included, its bottom and right ones not).
  public func contains(_ point: Vector2) -> Bool {
    point.x >= origin.x && point.y >= origin.y && point.x < maxX && point.y < maxY
  }

  /// Whether `other` lies wholly inside this rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.origin.x >= origin.x && other.origin.y >= origin.y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle turned `quarterTurns` about its centre: its sides swapped for an odd number of turns. A
  /// placement's frame is the unrotated image's, so the frame of a photo shown in `rect` is `rect.turned(turns)`
  /// and the other way round.
  public func turned(_ quarterTurns: Int) -> Rect {
    quarterTurns % 2 == 0 ? self : Rect(center: center, size: Vector2(x: size.y, y: size.x))
  }

  /// The rectangle moved to start on a whole display pixel at `pixelsPerPoint` (a photo a fraction of a pixel
  /// off is blurred by the renderer's filtering).
  public func snapped(pixelsPerPoint: Double) -> Rect {
    Rect(
      origin: Vector2(
        x: (origin.x * pixelsPerPoint).rounded() / pixelsPerPoint,
        y: (origin.y * pixelsPerPoint).rounded() / pixelsPerPoint), size: size)
  }
}
