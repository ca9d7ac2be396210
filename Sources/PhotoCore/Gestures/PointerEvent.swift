/// Identifies one pointer: a finger of a touch device, or the mouse.
public enum PointerID: Hashable, Sendable {
  /// A finger, by SDL's touch device and finger ids.
  case finger(device: Int64, finger: Int64)
  /// The mouse (its left button acts as one finger).
  case mouse
}

/// One pointer's change, in window points, stamped with the time it happened (seconds).
public struct PointerEvent: Sendable, Equatable {
  /// What happened to the pointer.
  public enum Phase: Sendable, Equatable {
    /// The pointer touched (a finger down, the left button pressed).
    case down
    /// The pointer moved while down.
    case moved
    /// The pointer lifted.
    case up
    /// The system took the pointer away (window lost focus, device gone): end without a fling or a tap.
    case cancelled
  }

  /// Which pointer.
  public var id: PointerID
  /// What happened.
  public var phase: Phase
  /// Where, in window points.
  public var position: Vector2
  /// When, seconds on the event clock.
  public var time: Double

  /// An event for pointer `id`.
  public init(id: PointerID, phase: Phase, position: Vector2, time: Double) {
    self.id = id
    self.phase = phase
    self.position = position
    self.time = time
  }
}
