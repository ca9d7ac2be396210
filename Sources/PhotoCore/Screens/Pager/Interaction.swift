/// What the pointers down are doing: decided once a press moves past the touch slop or a second finger lands.
enum Interaction: Sendable, Equatable {
  /// No pointer down.
  case idle
  /// A pointer is down and has not moved past the touch slop (a tap, a catch, or a drag about to start).
  case pressed(start: Vector2)
  /// A horizontal drag at fit moves the pager.
  case paging(start: Vector2)
  /// A drag moves a zoomed photo; past its left or right edge the pager takes the rest.
  case panning(start: Vector2)
  /// Two or more fingers zoom and pan together (one finger left after a pinch keeps panning it).
  case pinching
  /// A downward drag pulls the photo to dismiss it.
  case dismissing(start: Vector2)
  /// The gesture is over (a double tap's second press, a dismissed photo): ignore pointers until all are up.
  case finished
}
