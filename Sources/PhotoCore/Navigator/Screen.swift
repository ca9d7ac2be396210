/// A screen of the stack under the photos: a folder's grid (`GridScreen`), and the lists, album grids, people
/// and memories to come. Screens push and pop over one another to any depth; the photos (`PagerRoute`) open over
/// whichever is on top, out of the tile it gives, and close back into it. A screen is a value that owns all of its
/// state; it is handed a `ScreenContext` with every question and input, never the navigator, and asks for what
/// only the navigator can do with `ScreenRequest`s (`.push` a screen over it, `.goBack` to the one below,
/// `.open` a photo).
///
/// Adding one: a value in its own folder under `Screens/` conforming to this protocol, pushed by the screen that
/// leads to it (`.push(MyScreen(...))`) or by the navigator (`Navigator.push`). Nothing else changes.
protocol Screen: Sendable {
  /// The screen as the trace's `mode` names it.
  var mode: NavigatorMode { get }

  /// The photos (and covers) whose cells show at `t`, to keep loaded and to draw.
  func photosOnScreen(at t: Double, in context: ScreenContext) -> [PhotoID]
  /// What the screen wants loaded at `t` on a screen of `screen` pixels.
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext
  )
    -> LoadDemand
  /// Whether something on the screen moves at `t` under or after a finger (frames then must not stall).
  func isMoving(at t: Double) -> Bool
  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  func isAnimating(at t: Double, in context: ScreenContext) -> Bool
  /// The next time something is due even if nothing moves, or nil.
  var deadline: Double? { get }
  /// What the screen draws at `t` while on top (the navigator adds its notice over it).
  func scene(at t: Double, in context: ScreenContext) -> Scene
  /// The screen's trace line for the frame at `t`.
  func traceFrame(at t: Double, in context: ScreenContext) -> TraceFrame
  /// Whether a new listing of the album may land at `t` (not while a finger holds the screen or it moves).
  func acceptsRelisting(at t: Double) -> Bool

  /// The pointers down on the screen.
  var activePointers: [PointerID] { get }
  /// Handles a finger or mouse event.
  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext) -> [ScreenRequest]
  /// Performs `command` at `t` (a key, a menu entry, a remote's command).
  mutating func perform(_ command: Command, at t: Double, in context: inout ScreenContext) -> [ScreenRequest]
  /// The wheel turned by `dy` notches at `point` at `t`; `zooms`: with Ctrl.
  mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool)
  /// The mouse, no button down, rests at `point` at `t` (nil: it left); whether what it rests on changed.
  mutating func hover(at point: Vector2?, time t: Double) -> Bool
  /// Cancels every pointer down at `t`; the screen returns to rest.
  mutating func cancelAllPointers(at t: Double, in context: ScreenContext)
  /// The window changed to `size` points at `pixelsPerPoint` at `t`.
  mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double)

  /// Where photo `index` shows at `t` once the screen rests, as the tile it flies to and from; when `reveals`,
  /// the screen first moves (at once) so that it shows. Nil when the screen does not show that photo.
  mutating func tile(of index: Int, at t: Double, in context: ScreenContext, reveals: Bool) -> ScreenTransition.End?
  /// `top` (a photo pulled down or in flight) over this screen, its tile of photo `hidden` left out, the screen
  /// faded towards black by `dim` (1: all black, as under a photo at rest).
  func scene(
    under top: Scene, hiding hidden: Int?, dimmed dim: Double, at t: Double, in context: ScreenContext
  )
    -> Scene
  /// Shows photo `index` at `t` (the remote's `goto`, a photo put back from the trash): the screen moves to it.
  mutating func reveal(photo index: Int, at t: Double, animated: Bool)
}

extension Screen {
  /// A relisting lands on a screen at rest with no finger on it, unless the screen says otherwise.
  func acceptsRelisting(at t: Double) -> Bool { activePointers.isEmpty && !isMoving(at: t) }
}
