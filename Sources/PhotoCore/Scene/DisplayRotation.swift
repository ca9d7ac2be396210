/// How the picture is turned on a screen mounted on its side or upside down (`--rotate-display 90|180|270`):
/// sdlphoto lays out and draws for the turned screen's shape (a landscape panel on its side is a portrait
/// screen), and the shell turns the finished frame clockwise by `degrees` onto the window. Touch and mouse
/// positions, which arrive in the window's own (unturned) points, are turned back with `view(_:window:)`.
///
/// No compositor turns a KMS console, and a photo frame's panel is often mounted portrait, hence the option.
public enum DisplayRotation: Int, Sendable, CaseIterable, Equatable {
  /// The picture as the window has it.
  case none = 0
  /// A quarter turn clockwise: the picture's top is on the window's right.
  case quarter = 90
  /// Upside down.
  case half = 180
  /// A quarter turn counter-clockwise: the picture's top is on the window's left.
  case threeQuarters = 270

  /// The clockwise turn, degrees.
  public var degrees: Int { rawValue }

  /// Whether the picture's sides are the window's swapped.
  public var swapsSides: Bool { self == .quarter || self == .threeQuarters }

  /// The rotation of `degrees` clockwise (0, 90, 180 or 270); nil for any other angle.
  public init?(degrees: Int) { self.init(rawValue: degrees) }

  /// The size of the picture drawn for a window of `window` (points or pixels alike).
  public func viewSize(of window: Vector2) -> Vector2 {
    swapsSides ? Vector2(x: window.y, y: window.x) : window
  }

  /// The picture's point under the window's `point`, for a window of size `window` (same units).
  public func view(_ point: Vector2, window: Vector2) -> Vector2 {
    switch self {
    case .none: return point
    case .quarter: return Vector2(x: point.y, y: window.x - point.x)
    case .half: return Vector2(x: window.x - point.x, y: window.y - point.y)
    case .threeQuarters: return Vector2(x: window.y - point.y, y: point.x)
    }
  }

  /// The window's point showing the picture's `point`, for a window of size `window`: `view(_:window:)`
  /// undone.
  public func window(_ point: Vector2, window: Vector2) -> Vector2 {
    switch self {
    case .none: return point
    case .quarter: return Vector2(x: window.x - point.y, y: point.x)
    case .half: return Vector2(x: window.x - point.x, y: window.y - point.y)
    case .threeQuarters: return Vector2(x: point.y, y: window.y - point.x)
    }
  }
}
