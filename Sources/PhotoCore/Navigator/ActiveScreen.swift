/// What the navigator asks of its active screen. Each case of `ScreenSlot` answers through one of these
/// (`ScreenSlot.screen`, the one switch over the slot), so every navigator query is a single call and a new
/// screen is a folder in `Screens/` with its conformance, and a case of the slot. A conformance holds no
/// state of its own: it reads (or, for input, changes) the navigator it is handed, whose screens are values.
protocol ActiveScreen: Sendable {
  /// The screen's name in the trace.
  var mode: NavigatorMode { get }
  /// Whether the pager's photos are what this screen shows (the pager, the slideshow, a photo in flight),
  /// rather than cells of a browser.
  var showsPager: Bool { get }
  /// The photos on screen at `t`.
  func visiblePhotos(of navigator: Navigator, at t: Double) -> [PhotoID]
  /// The photos whose pixels the next frames need at `t`, most urgent first.
  func wantedPhotos(of navigator: Navigator, at t: Double) -> [PhotoID]
  /// While photos move with no finger on them, the photos the motion lands on; nil when every wanted photo may
  /// load.
  func landingPhotos(of navigator: Navigator, at t: Double) -> Set<PhotoID>?
  /// The photos whose sharper decode waits to fade in until later (see `Navigator.photosHoldingFades`).
  func photosHoldingFades(of navigator: Navigator, at t: Double) -> Set<PhotoID>
  /// Whether a photo moves at `t`, so no frame may stall.
  func isMoving(_ navigator: Navigator, at t: Double) -> Bool
  /// Whether anything moves at `t`, so frames must keep coming.
  func isAnimating(_ navigator: Navigator, at t: Double) -> Bool
  /// The next time something on the screen is due even if nothing moves, or nil.
  func deadline(of navigator: Navigator) -> Double?
  /// What the screen draws at `t` (the navigator adds its notice over it).
  func scene(of navigator: Navigator, at t: Double) -> Scene
  /// The screen's trace line for the frame at `t` (the navigator adds what every screen shares).
  func traceFrame(of navigator: Navigator, at t: Double) -> TraceFrame
  /// What the screen wants loaded at `t` on a screen of `screen` pixels.
  func loadDemand(
    of navigator: Navigator, at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int
  )
    -> LoadDemand
  /// The pointers down on the screen.
  func activePointers(of navigator: Navigator) -> [PointerID]
  /// Handles a finger or mouse event; returns what the shell must do.
  func handle(_ event: PointerEvent, in navigator: inout Navigator) -> [NavigatorEffect]
  /// Performs a command at `t` (the navigator has already done what any screen does with it); returns what the
  /// shell must do.
  func perform(_ command: Command, at t: Double, in navigator: inout Navigator) -> [NavigatorEffect]
  /// The wheel turned by `dy` notches with the cursor at `point`; `zooms`: with Ctrl.
  func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool, in navigator: inout Navigator)
  /// Middle click at `point`: one image pixel per display pixel, or back to fit.
  func toggleActualSize(at point: Vector2, time t: Double, in navigator: inout Navigator)
  /// The clock reached `t` (the slideshow has already moved on): deadlines fire, finished motions are reported
  /// and a finished transition hands over to the screen it went to.
  func advance(to t: Double, in navigator: inout Navigator) -> [NavigatorEffect]
}

extension ActiveScreen {
  func photosHoldingFades(of navigator: Navigator, at t: Double) -> Set<PhotoID> { [] }
  func toggleActualSize(at point: Vector2, time t: Double, in navigator: inout Navigator) {}
}
