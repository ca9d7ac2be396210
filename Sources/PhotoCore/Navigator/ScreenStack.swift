/// The screens shown, one over another: a folder's grid at the base when the viewer has one (not for a single
/// file, a list, `--no-grid`), and the photos (`PagerRoute`: the pager, its slideshow, a photo in flight) over
/// it while a photo is open. Whichever is on top takes input and draws; the one below shows through a photo
/// pulled down or in flight and gives the tile a photo flies to and from. The stack is the one place that asks
/// which screen is on top; each screen owns its state and is handed a `ScreenContext`, never the navigator.
public struct ScreenStack: Sendable {
  /// The grid at the base, if the viewer has one.
  public internal(set) var grid: GridScreen?
  /// The photos, on top unless the grid is. Kept while the grid is on top (its zoom, its sound's mute, a running
  /// show), and made anew for each folder.
  public internal(set) var photos: PagerRoute
  /// Whether the grid is on top (only with a grid).
  public internal(set) var gridOnTop = false

  /// Whether the photos are on top (the pager, the slideshow, or a photo in flight).
  var photosOnTop: Bool { !gridOnTop || grid == nil }

  /// The screen on top as the trace names it.
  var mode: NavigatorMode { photosOnTop ? photos.mode : .grid }

  /// The photos on screen at `t`.
  func visiblePhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    guard !photosOnTop, let grid else { return photos.visiblePhotos(at: t, in: context, below: grid) }
    return grid.photosOnScreen(at: t, in: context)
  }

  /// The photos whose pixels the next frames need at `t`, most urgent first.
  func wantedPhotos(at t: Double, in context: ScreenContext) -> [PhotoID] {
    guard !photosOnTop, let grid else { return photos.wantedPhotos(at: t, in: context) }
    return grid.photosOnScreen(at: t, in: context)
  }

  /// While photos move with no finger on them, the photos the motion lands on; nil when all may load.
  func landingPhotos(at t: Double, in context: ScreenContext) -> Set<PhotoID>? {
    photosOnTop ? photos.landingPhotos(at: t, in: context) : nil
  }

  /// The photos whose sharper decode waits to fade in.
  func photosHoldingFades(at t: Double) -> Set<PhotoID> { photosOnTop ? photos.photosHoldingFades(at: t) : [] }

  /// Whether a photo moves at `t`.
  func isMoving(at t: Double) -> Bool {
    guard !photosOnTop, let grid else { return photos.isMoving(at: t) }
    return grid.isMoving(at: t)
  }

  /// Whether anything moves at `t`.
  func isAnimating(at t: Double, in context: ScreenContext) -> Bool {
    guard !photosOnTop, let grid else { return photos.isAnimating(at: t, in: context) }
    return grid.isAnimating(at: t, in: context.library)
  }

  /// The next time something on the screen on top is due even if nothing moves, or nil.
  func deadline(in context: ScreenContext) -> Double? {
    guard !photosOnTop, let grid else { return photos.deadline(in: context) }
    return grid.nextDeadline
  }

  /// What the screen on top draws at `t` (the navigator adds its notice over it).
  func scene(at t: Double, in context: ScreenContext) -> Scene {
    guard !photosOnTop, let grid else { return photos.scene(at: t, in: context, below: grid) }
    return grid.scene(at: t, in: context)
  }

  /// The screen on top's trace line for the frame at `t`.
  func traceFrame(at t: Double, in context: ScreenContext) -> TraceFrame {
    guard !photosOnTop, let grid else { return photos.traceFrame(at: t, in: context, below: grid) }
    var frame = grid.traceFrame(at: t, in: context.library)
    frame.tooltip = grid.tooltip(at: t, keys: context.keyNames)?.text
    return frame
  }

  /// What the screen on top wants loaded at `t` on a screen of `screen` pixels.
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext
  )
    -> LoadDemand
  {
    guard !photosOnTop, let grid else {
      return photos.loadDemand(
        at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context, below: grid)
    }
    return grid.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context.library)
  }

  /// The pointers down on the screen on top.
  var activePointers: [PointerID] { photosOnTop ? photos.activePointers : grid?.activePointers ?? [] }

  /// Handles a finger or mouse event on the screen on top.
  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext) -> [ScreenRequest] {
    guard photosOnTop else { return grid!.handle(event, in: &context) }
    return photos.handle(event, in: &context, hasBelow: grid != nil)
  }

  /// Performs `command` at `t` on the screen on top.
  mutating func perform(_ command: Command, at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    guard photosOnTop else { return grid!.perform(command, at: t, in: &context) }
    return photos.perform(command, at: t, in: &context, hasBelow: grid != nil)
  }

  /// The wheel turned by `dy` notches at `point`; `zooms`: with Ctrl.
  mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool) {
    guard photosOnTop else { return grid!.wheel(by: dy, at: point, time: t, zooms: zooms) }
    photos.wheel(by: dy, at: point, time: t)
  }

  /// Middle click at `point`.
  mutating func toggleActualSize(at point: Vector2, time t: Double) {
    if photosOnTop { photos.toggleActualSize(at: point, time: t) }
  }

  /// The mouse, no button down, is at `point` at `t`; whether what it rests on changed.
  mutating func hover(at point: Vector2?, time t: Double) -> Bool {
    guard photosOnTop else { return grid!.hover(at: point, time: t) }
    return photos.pager.hover(at: point, time: t)
  }

  /// The clock reached `t`: the show moves on (whichever screen is on top), a clip left for the grid stops,
  /// and the screen on top confirms taps and hands over a finished flight.
  mutating func advance(to t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    photos.advanceSlideshow(to: t, onTop: photosOnTop, in: &context)
    // A clip left for the grid stops where it was; one in a slideshow or kiosk is quiet unless `--sound`.
    if !photosOnTop { photos.pager.leaveClip(at: t) }
    photos.pager.sound.place(allowsSound: photos.soundAllowed(in: context))
    guard photosOnTop else { return [] }
    var requests = photos.advance(to: t, in: context, hasBelow: grid != nil)
    // With a grid, a dismissed photo is already flying into its cell: the pager's end of it is not an exit.
    if grid != nil { requests.removeAll { $0 == .shell(.dismissed) } }
    return requests
  }

  /// Cancels every pointer down at `t` on every screen.
  mutating func cancelAllPointers(at t: Double, in context: inout ScreenContext) -> [ScreenRequest] {
    let requests = photos.cancelAllPointers(at: t, in: context, hasBelow: grid != nil)
    grid?.cancelAllPointers(at: t, in: context.library)
    return requests
  }

  /// Carries out a request between the two screens at `t`: a photo opening out of its cell, closing into it,
  /// let go into it, or arrived in it. False when `request` is not one of these.
  mutating func follow(_ request: ScreenRequest, at t: Double, in context: inout ScreenContext) -> Bool {
    switch request {
    case .open(let index):
      guard context.library.contains(index),
        let tile = grid?.tile(of: index, at: t, in: context.library, reveals: false)
      else { return true }
      gridOnTop = false
      photos.open(index, from: tile, at: t, in: context)
    case .closeIntoBelow:
      let index = photos.pager.zoomPage
      guard context.library.contains(index), let tile = grid?.tile(of: index, at: t, in: context.library) else {
        return true
      }
      photos.close(to: tile, at: t, in: context)
    case .letGoIntoBelow(let from, let velocity, let backdrop):
      guard let photo = photos.flight?.photo, let index = context.album.index(of: photo),
        let tile = grid?.tile(of: index, at: t, in: context.library)
      else { return true }
      photos.closeIn(photo: photo, from: from, to: tile, at: t, velocity: velocity, backdrop: backdrop)
    case .arrivedBelow: gridOnTop = grid != nil
    default: return false
    }
    return true
  }
}
