/// What the navigator asks of a screen: the pager today, the grid and the slideshow next. Input arrives with
/// its time and the shared `PhotoLibrary`; a screen answers what to draw, what to load and its trace line, and
/// whether it still moves. Screens live in `Screens/`, one folder each.
public protocol Screen: Sendable {
  /// Handles a finger or mouse event; returns what the shell must do.
  mutating func handle(_ event: PointerEvent, in library: PhotoLibrary) -> [NavigatorEffect]
  /// Performs a command at `t` (it may turn a photo: the library is the screen's to change); returns what the
  /// shell must do.
  mutating func perform(_ command: Command, at t: Double, in library: inout PhotoLibrary) -> [NavigatorEffect]
  /// The clock reached `t`: deadlines fire (a single tap), finished motions are reported.
  mutating func advance(to t: Double, in library: PhotoLibrary) -> [NavigatorEffect]
  /// Cancels every pointer down without committing the gesture.
  mutating func cancelAllPointers(at t: Double, in library: PhotoLibrary)
  /// The window changed size (points) or density at `t`.
  mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double)
  /// What to draw at `t`.
  func scene(at t: Double, in library: PhotoLibrary) -> Scene
  /// The trace line for the frame at `t`.
  func traceFrame(at t: Double, in library: PhotoLibrary) -> TraceFrame
  /// What the screen wants loaded at `t` on a screen of `screen` pixels.
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in library: PhotoLibrary
  )
    -> LoadDemand
  /// Whether anything moves at `t`, so frames must keep coming.
  func isAnimating(at t: Double, in library: PhotoLibrary) -> Bool
  /// Whether a photo moves at `t`, so no frame may stall.
  func isMoving(at t: Double) -> Bool
  /// The next time something is due even if nothing moves, or nil.
  var nextDeadline: Double? { get }
}

extension PagerScreen: Screen {}
extension GridScreen: Screen {}
