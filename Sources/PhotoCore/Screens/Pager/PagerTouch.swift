/// What the fingers (or the mouse) are doing on the pager: the pointers down, the velocity of their centroid
/// for a fling, the taps recognised (single, double) and what the gesture has become (`Interaction`). A value the
/// pager's pointer handling reads and changes; reset together when every pointer is cancelled.
public struct PagerTouch: Sendable {
  /// The pointers down and where they are.
  var pointers = PointerSet()
  /// The centroid's recent positions, for the velocity at a lift.
  var velocity = VelocityTracker2D()
  /// Taps and double taps.
  var taps = TapRecognizer()
  /// What the gesture under way is: none, a page drag, a pan, a pinch, a pull-down.
  var interaction = Interaction.idle

  /// Nothing down.
  init() {}

  /// Whether a finger holds the pager (so a motion may still change where it lands).
  var isIdle: Bool { interaction == .idle }
}
