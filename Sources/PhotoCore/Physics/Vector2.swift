/// A 2-D vector of `Double`s: a point, a size, a translation or a velocity, in points (or image pixels, or
/// points per second) depending on where it is used.
@frozen
public struct Vector2: Sendable, Hashable {
  /// The horizontal component (positive to the right).
  public var x: Double
  /// The vertical component (positive downwards, as in window coordinates).
  public var y: Double

  /// A vector with the given components.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The vector (0, 0).
  public static let zero = Vector2(x: 0, y: 0)

  /// The Euclidean length.
  @inlinable
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The dot product with `other`.
  @inlinable
  public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Vector2) -> Double { (self - other).length }

  /// Component-wise sum.
  @inlinable
  public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }

  /// Component-wise difference.
  @inlinable
  public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }

  /// The vector pointing the other way.
  @inlinable
  public static prefix func - (a: Vector2) -> Vector2 { Vector2(x: -a.x, y: -a.y) }

  /// The vector scaled by `s`.
  @inlinable
  public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }

  /// The vector scaled by `s`.
  @inlinable
  public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }

  /// The vector divided by `s`.
  @inlinable
  public static func / (a: Vector2, s: Double) -> Vector2 { Vector2(x: a.x / s, y: a.y / s) }

  /// Adds `b` to `a`.
  @inlinable
  public static func += (a: inout Vector2, b: Vector2) { a = a + b }

  /// Subtracts `b` from `a`.
  @inlinable
  public static func -= (a: inout Vector2, b: Vector2) { a = a - b }
}
