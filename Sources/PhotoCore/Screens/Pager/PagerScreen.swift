/// The pager screen: full-screen photos paged horizontally, the current photo's zoom, pull-to-dismiss and the
/// info overlay.
///
/// A pure value: input arrives as values carrying their time, the navigator asks for the `scene(at:in:)` to
/// draw and the `traceFrame(at:in:)` to log. What is known of each photo (status, size, rotation) is the
/// navigator's `PhotoLibrary`, handed in to every call that needs it. No clock is read here; `t` is always
/// seconds on the caller's clock.
public struct PagerScreen: Sendable {
  /// How it is set up (`PagerSetup`): animations, kiosk, reading direction, the menu's commands.
  public internal(set) var setup: PagerSetup
  /// The viewport size in points.
  public private(set) var viewport: Vector2
  /// Display pixels per point (HiDPI: drawable size / window size).
  public private(set) var pixelsPerPoint: Double
  /// The pages side by side, paged horizontally (`Pager`).
  public internal(set) var pages: Pager
  /// The zoom and pan of photo `zoomPage` (nil until its size is known).
  public internal(set) var zoom: ZoomState?
  /// The photo `zoom` belongs to.
  public internal(set) var zoomPage: Int
  /// The zoomed photo being paged away from, drawn as it was until the pager settles (then it is at fit again).
  public internal(set) var outgoing: (page: Int, zoom: ZoomState)?
  /// A zoom asked for while the photo's size was not known yet (it was still loading): applied when it is.
  var pendingZoom: PendingZoom?
  /// Pull down to dismiss.
  public internal(set) var dismiss: DismissTracker
  /// The info overlay (`InfoOverlay`).
  var overlay = InfoOverlay()
  /// The on-screen controls a tap shows (`ControlsState`), and whether a tap may show them (not in a slideshow
  /// or kiosk, where a tap shows the info overlay).
  public internal(set) var controls = ControlsState()
  /// The info panel (the info control, `I`), and what each photo's file said for it (read by the shell when
  /// asked, `takeFactsRequest`).
  public internal(set) var panel = InfoPanel()
  /// A live photo's motion: a press held on it, or a slide coming in (`LiveMotion`).
  public internal(set) var live = LiveMotion()
  /// The clip on the page and its clock (`syncClip`), the one last left and where (it goes on from there when
  /// paged back to).
  public internal(set) var clip: ClipPlayback?
  var leftClip: (page: Int, position: Double)?
  /// Whether clips play with their sound: the user's mute, and a quiet place's (`ClipSoundChoice`).
  public internal(set) var sound = ClipSoundChoice()
  /// Pointer input: the fingers (or mouse) down, their velocity, taps, and what the gesture is (`PagerTouch`).
  var touch = PagerTouch()
  /// The way the user last paged: +1 forward, -1 back (prefetch looks that way).
  public internal(set) var travelDirection = 1

  /// A pager over `count` photos in a viewport of `viewport` points, opened at photo `page`, set up as `setup`
  /// says.
  public init(
    count: Int, page: Int, viewport: Vector2, pixelsPerPoint: Double = 1, setup: PagerSetup = PagerSetup()
  ) {
    self.viewport = viewport
    self.pixelsPerPoint = pixelsPerPoint
    self.setup = setup
    self.pages = Pager(count: count, pageWidth: viewport.x, page: page)
    self.zoomPage = pages.targetPage
    self.dismiss = DismissTracker(viewportSize: viewport)
  }

  /// The number of pages.
  var count: Int { pages.count }

  /// Whether `index` is a page.
  func contains(_ index: Int) -> Bool { index >= 0 && index < count }

  /// The page nearest the centre at `t`.
  public func currentPage(at t: Double) -> Int { pages.currentPage(at: t) }

  /// The window changed size (points) or density at `t`; the pager keeps its fractional position and the
  /// zoomed photo its scale and centre.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    viewport = size
    self.pixelsPerPoint = pixelsPerPoint
    pages.resize(pageWidth: size.x, at: t)
    zoom?.resize(viewport: size, pixelsPerPoint: pixelsPerPoint, at: t)
    outgoing?.zoom.resize(viewport: size, pixelsPerPoint: pixelsPerPoint, at: t)
    dismiss.resize(viewport: size)
  }

  /// Keeps `zoom` attached to the page the user is on: a new page starts at fit; a photo whose size becomes
  /// known gets its zoom state.
  mutating func syncZoom(at t: Double, in library: PhotoLibrary) {
    let page = pages.isDragging ? (pages.dragStartPage ?? zoomPage) : pages.targetPage
    if page != zoomPage {
      travelDirection = page > zoomPage ? 1 : -1
      if let zoom, !zoom.isAtFit(at: t) { outgoing = (zoomPage, zoom) }
      zoomPage = page
      zoom = nil
      pendingZoom = nil
      dismiss.reset()
    }
    guard let size = library.displayedPixelSize(zoomPage) else {
      zoom = nil
      return
    }
    if var existing = zoom {
      if existing.imageSize != size {
        existing.setImageSize(size, at: t)
        zoom = existing
      }
    } else {
      zoom = ZoomState(imageSize: size, viewportSize: viewport, pixelsPerPoint: pixelsPerPoint)
      applyPendingZoom(at: t)
    }
  }

  /// The photos whose pixels the next frames need, most urgent first: the visible pages, the target page,
  /// then the prefetch of `PhotoCachePolicy` (two ahead in the direction of travel, one behind).
  public func wantedPhotos(at t: Double) -> [Int] {
    let visible = visiblePages(at: t)
    var wanted = PhotoCachePolicy.wanted(
      visible: visible + [pages.targetPage], current: pages.targetPage, direction: travelDirection, count: count)
    // Mid-drag, the page beyond the one under the finger, in the direction of travel, comes next.
    let beyond = pages.currentPage(at: t) + travelDirection
    if contains(beyond) && !wanted.contains(beyond) { wanted.append(beyond) }
    return wanted
  }

  /// The pages a motion under way lands on: those visible and the target page. Nil while a finger holds the
  /// pager (it may still change where it lands): then every wanted page may load.
  public func landingPages(at t: Double) -> [Int]? {
    guard touch.isIdle else { return nil }
    let target = pages.targetPage
    let visible = visiblePages(at: t)
    return contains(target) && !visible.contains(target) ? visible + [target] : visible
  }

  /// Whether a photo moves at `t` (paging, zooming, panning, pulled down, or under a finger): frames then
  /// come one after the other and none may stall.
  public func isMoving(at t: Double) -> Bool {
    !pages.isSettled(at: t) || !(zoom?.isSettled(at: t) ?? true) || !dismiss.isSettled(at: t)
      || !touch.isIdle
  }

  /// Whether anything moves at `t`, so the shell must keep rendering frames.
  public func isAnimating(at t: Double, in library: PhotoLibrary) -> Bool {
    !pages.isSettled(at: t) || !(zoom?.isSettled(at: t) ?? true) || !dismiss.isSettled(at: t)
      || overlay.isFading(at: t) || needsSpinnerFrames(at: t, in: library) || dismiss.awaitsReport
      || controls.isFading(at: t) || panel.isMoving(at: t)
  }

  /// The next time something is due even if nothing moves (a single tap's confirmation, the controls hiding by
  /// themselves), or nil.
  public var nextDeadline: Double? {
    let tooltip = controls.input.tooltipDeadline

    // A clip playing shows a new frame (and its time) on the shell's clock: nothing is due for it here.
    return [touch.taps.nextDeadline, controls.hideDeadline, tooltip, live.nextDeadline].compactMap { $0 }.min()
  }

  /// The mouse, no button down, is at `point` at `t` (nil: it left the window): what it rests on, for a tooltip;
  /// resting on the bars keeps them shown. Returns whether that changed (a tooltip showing may go).
  @discardableResult
  public mutating func hover(at point: Vector2?, time t: Double) -> Bool {
    let target = point.flatMap { controls.isShown ? controlsTarget(at: $0) : nil }
    let changed = controls.input.hover(target, at: t)
    if let point, controls.claims(point, in: controlsLayout) { controls.noteActivity(at: t) }
    return changed
  }

  /// The tooltip's words at `t` for what the mouse rests on (`ControlsState.tooltip`).
  func tooltip(at t: Double, keys: [KeyAction: String]) -> (text: String, target: ControlsTarget)? {
    controls.tooltip(at: t, keys: keys, commandKeys: setup.commandKeys)
  }

  /// The controls' bars in this viewport.
  public var controlsLayout: ControlsLayout {
    .pager(viewport: viewport, rightToLeft: setup.readsRightToLeft, clip: clip != nil)
  }

  /// The menu entry tapped since the last call, to carry out; clears it.
  public mutating func takeTappedMenuItem() -> MoreItem? {
    controls.input.takeItem()
  }

  /// Opens the "more" menu, or closes it.
  public mutating func toggleMenu() { controls.isMenuOpen.toggle() }

  /// The control tapped since the last call, to carry out; clears it.
  public mutating func takeTappedControl() -> Control? {
    controls.input.takeControl()
  }

  /// Hides the controls at `t` (a key was pressed).
  public mutating func hideControls(at t: Double) { controls.hide(at: t) }

  /// The album indices whose page slots intersect the viewport at `t`.
  public func visiblePages(at t: Double) -> [Int] {
    let position = pages.position(at: t)
    guard position.isFinite else { return [pages.targetPage] }
    let low = Int(position.rounded(.down)) - 1
    let high = Int(position.rounded(.up)) + 1
    return (low...high).filter { index in
      contains(index) && pageFrame(index, position: position).intersects(viewportRect)
    }
  }

  var viewportRect: Rect { Rect(origin: Vector2(x: 0, y: 0), size: viewport) }

  /// The page slot of `index` when the pager stands at `position`.
  func pageFrame(_ index: Int, position: Double) -> Rect {
    let centerX = viewport.x / 2 + (Double(index) - position) * pages.stride
    return Rect(center: Vector2(x: centerX, y: viewport.y / 2), size: viewport)
  }

  func needsSpinnerFrames(at t: Double, in library: PhotoLibrary) -> Bool {
    visiblePages(at: t).contains { index in
      if case .loading? = library.status(of: index) { return true }
      return false
    }
  }
}

/// What a press on the controls went to: a control on a bar, or an entry of the "more" menu.
enum ControlsTarget: Equatable {
  case control(Control)
  case item(MoreItem)
  /// A clip's scrubber: a press seeks, a drag scrubs.
  case scrubber
}
