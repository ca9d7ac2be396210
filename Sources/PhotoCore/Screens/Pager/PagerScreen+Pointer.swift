import Foundation

extension PagerScreen {
  /// Handles a finger or mouse event: taps, paging, panning, pinching and pull-to-dismiss.
  /// Returns what the shell must do (nothing for most events).
  @discardableResult
  public mutating func handle(_ event: PointerEvent, in library: PhotoLibrary) -> [NavigatorEffect] {
    if handlePanel(event, in: library) || handleControls(event) { return [] }
    trackLivePress(event, in: library)
    let t = event.time
    var effects: [NavigatorEffect] = []
    switch event.phase {
    case .down:
      guard !touch.pointers.contains(event.id) else { return move(event) }
      touch.pointers.add(event.id, at: event.position)
      // A press that stops something moving is a catch, not a tap (no overlay 300 ms later).
      let caught = touch.pointers.count == 1 && (!pages.isSettled(at: t) || !(zoom?.isSettled(at: t) ?? true))
      // Catch what moves first; a double tap recognised on this press then starts its zoom from there.
      if touch.pointers.count == 1 {
        pointerWentDown(at: event.position, time: t, in: library)
      } else {
        fingersChanged(at: t, in: library)
      }
      effects += handleTaps(touch.taps.pointerDown(at: event.position, time: t), at: t, in: library)
      if caught { touch.taps.cancel() }
    case .moved:
      return move(event)
    case .up, .cancelled:
      guard touch.pointers.contains(event.id) else { return [] }
      // A lift repeats the last position (SDL's mouse and fingers do): as in Android's and Flutter's trackers it
      // is a sample only if it moved, else a lift a frame after a flick's last move reads as the finger slowing.
      // A rest before the lift still gives no fling: `velocity(at:)` is zero past `Tuning.Velocity.stopGap`.
      let centroid = touch.pointers.centroid
      touch.pointers.move(event.id, to: event.position)
      if touch.pointers.centroid != centroid { touch.velocity.add(time: t, position: touch.pointers.centroid) }
      let releaseVelocity = touch.velocity.velocity(at: t)
      touch.pointers.remove(event.id)
      if event.phase == .cancelled {
        touch.taps.pointerCancelled()
        // A cancelled gesture never commits: no page change, no dismiss; everything returns to rest.
        if touch.pointers.isEmpty { cancelGesture(at: t, in: library) } else { fingersChanged(at: t, in: library) }
        return effects
      }
      effects += handleTaps(touch.taps.pointerUp(at: event.position, time: t), at: t, in: library)
      if touch.pointers.isEmpty {
        release(velocity: releaseVelocity, at: t, in: library)
      } else {
        fingersChanged(at: t, in: library)
      }
    }
    return effects
  }

  /// The pointers currently down (for the shell to cancel those a device no longer reports).
  public var activePointers: [PointerID] { touch.pointers.pointers.map(\.id) }

  /// Cancels every pointer down (the window lost focus): the gesture returns to rest without committing.
  public mutating func cancelAllPointers(at t: Double, in library: PhotoLibrary) {
    // The panel's and the bars' pointers, and a live photo's hold, go too.
    if panel.isDragged { panel.cancelDrag(at: t, height: panelOpenFrame(at: t, in: library).size.y) }
    panel.dismissPointer = nil
    if controls.input.pressed?.target == .scrubber { releaseScrubber(at: t) }
    controls.input.pressed = nil
    endLivePress()
    for id in activePointers {
      handle(PointerEvent(id: id, phase: .cancelled, position: touch.pointers.centroid, time: t), in: library)
    }
  }

  /// Whether the bars take `event`: a press on them while they show (a control's, a bar's background, the open
  /// menu's entries, or anywhere else while the menu is open, which closes it) and everything that pointer does
  /// until it lifts; a lift on what it pressed taps it. What the bars take never pages, zooms or counts toward a
  /// double tap.
  mutating func handleControls(_ event: PointerEvent) -> Bool {
    if let pressed = controls.input.pressed {
      guard pressed.id == event.id else { return event.phase == .down }  // one finger on the bars at a time
      if pressed.target == .scrubber {
        scrubberPointer(event)
        return true
      }
      if event.phase == .up || event.phase == .cancelled {
        controls.input.pressed = nil
        if event.phase == .up, let target = pressed.target, controlsTarget(at: event.position) == target {
          tap(target, at: event.time)
        }
      }
      return true
    }
    guard event.phase == .down, touch.pointers.isEmpty, controls.isShown else { return false }
    let target = controlsTarget(at: event.position)
    if target == nil && controls.isMenuOpen && !controls.claims(event.position, in: controlsLayout) {
      controls.isMenuOpen = false  // a press away from an open menu only closes it
    } else if target == nil && !controls.claims(event.position, in: controlsLayout) {
      return false
    }
    controls.input.pressed = (event.id, target)
    controls.noteActivity(at: event.time)
    if target == .scrubber { scrub(to: event.position, at: event.time) }
    return true
  }

  /// The pointer that took the scrubber moved or lifted: the clip follows it, exactly once it lifts.
  private mutating func scrubberPointer(_ event: PointerEvent) {
    controls.noteActivity(at: event.time)
    switch event.phase {
    case .down, .moved: scrub(to: event.position, at: event.time)
    case .up, .cancelled:
      if event.phase == .up { scrub(to: event.position, at: event.time) }
      releaseScrubber(at: event.time)
      controls.input.endScrub()
    }
  }

  /// The control or open menu's entry at `point`, if any.
  func controlsTarget(at point: Vector2) -> ControlsTarget? {
    if controls.isMenuOpen, let item = controlsLayout.menu(setup.menuItems).first(where: { $0.frame.contains(point) }) {
      return .item(item.item)
    }
    if controls.isShown && controlsLayout.scrubberContains(point) { return .scrubber }
    return controls.control(at: point, in: controlsLayout).map(ControlsTarget.control)
  }

  /// `target` was tapped at `t`: kept for the navigator to carry out, and for the trace.
  mutating func tap(_ target: ControlsTarget, at t: Double) {
    controls.input.tap(target)
    if case .item = target { controls.isMenuOpen = false }
    controls.noteActivity(at: t)
  }

  /// The clock reached `t`: confirms single taps whose double-tap window passed, hides the controls when their
  /// time is up or the photo is pulled down, and reports a finished dismiss.
  public mutating func advance(to t: Double, in library: PhotoLibrary) -> [NavigatorEffect] {
    syncClip(at: t, in: library)
    controls.hideDelay = controlsHideDelay
    controls.advance(to: t)
    if !dismiss.isSettled(at: t) { controls.hide(at: t) }
    holdLivePress(at: t)
    playLiveMotion(at: t, in: library)
    // A single tap takes effect when its window closed, not at the frame that noticed: same at any frame rate.
    let due = min(touch.taps.nextDeadline ?? t, t)
    var effects = handleTaps(touch.taps.advance(to: t), at: due, in: library)
    if !pages.isDragging && !pages.isSettled(at: t) || pages.targetPage != zoomPage { syncZoom(at: t, in: library) }
    if outgoing != nil && pages.isSettled(at: t) { outgoing = nil }
    if dismiss.takeFinishedDismiss(at: t) { effects.append(.dismissed) }
    return effects
  }

  /// The wheel turned by `dy` notches (positive = away from the user = zoom in) with the cursor at `point`.
  /// Fractional notches (trackpads) zoom proportionally; steps during an animation compound.
  public mutating func wheel(by dy: Double, at point: Vector2, time t: Double) {
    guard var zoom, dy.isFinite, dy != 0, !dismiss.isDragging else { return }
    let target = zoom.targetZoom * pow(Tuning.Zoom.wheelStep, max(-10, min(10, dy)))
    zoom.zoom(to: target, focus: point, at: t, animated: setup.animatesTransitions)
    self.zoom = zoom
  }

  /// Middle click: toggles between fit and one image pixel per display pixel, at `point`.
  public mutating func toggleActualSize(at point: Vector2, time t: Double) {
    guard var zoom else { return }
    let actual = (1 / pixelsPerPoint) / zoom.fitScale
    let target = zoom.isAtFit(at: t) && abs(actual - 1) > Tuning.Zoom.fitEpsilon ? actual : 1
    zoom.zoom(to: target, focus: point, at: t, animated: setup.animatesTransitions)
    self.zoom = zoom
  }

  // MARK: - The gesture

  /// The first pointer lands: every motion stops where it is (nothing jumps), and the press waits to be decided.
  private mutating func pointerWentDown(at point: Vector2, time t: Double, in library: PhotoLibrary) {
    touch.velocity.reset()
    touch.velocity.add(time: t, position: point)
    if dismiss.isDismissed {
      touch.interaction = .finished
      return
    }
    if !pages.isSettled(at: t) { pages.beginDrag(at: t) }
    syncZoom(at: t, in: library)
    zoom?.catchMotion(at: t)
    if !dismiss.isSettled(at: t) {
      dismiss.begin(at: point, t: t)
      touch.interaction = .dismissing(start: point)
      return
    }
    touch.interaction = .pressed(start: point)
  }

  private mutating func move(_ event: PointerEvent) -> [NavigatorEffect] {
    let t = event.time
    guard touch.pointers.move(event.id, to: event.position) else { return [] }
    touch.velocity.add(time: t, position: touch.pointers.centroid)
    touch.taps.pointerMoved(to: event.position, time: t)
    let centroid = touch.pointers.centroid
    switch touch.interaction {
    case .idle, .finished:
      break
    case .pressed(let start):
      let translation = centroid - start
      if translation.length > Tuning.Tap.touchSlop { decideDrag(start: start, translation: translation, at: t) }
    case .paging(let start):
      pages.drag(translation: (centroid - start).x, at: t)
    case .panning(let start):
      panZoomed(translation: centroid - start, at: t)
    case .pinching:
      zoom?.updatePinch(centroid: centroid, span: touch.pointers.span, at: t)
    case .dismissing(let start):
      dismiss.update(translation: centroid - start, t: t)
    }
    return []
  }

  /// A press moved past the slop: it becomes a dismiss, a pan of the zoomed photo, or a page drag.
  private mutating func decideDrag(start: Vector2, translation: Vector2, at t: Double) {
    let zoomed = zoom.map { !$0.isAtFit(at: t) } ?? false
    let atTop = zoom?.isAtTopEdge(at: t) ?? true
    if setup.dismisses, !pages.isDragging || pages.isSettled(at: t),
      DismissTracker.shouldBegin(translation: translation, isAtFit: !zoomed, isAtTopEdge: atTop),
      abs(pages.position(at: t) - Double(pages.targetPage)) < 0.01
    {
      pages.go(to: pages.targetPage, at: t, animated: false)
      dismiss.begin(at: start, t: t)
      dismiss.update(translation: translation, t: t)
      touch.interaction = .dismissing(start: start)
    } else if zoomed {
      if pages.isDragging { pages.drag(translation: 0, at: t) }
      zoom?.beginPan(at: t, handsOffHorizontalOverflow: true)
      touch.interaction = .panning(start: start)
      panZoomed(translation: translation, at: t)
    } else {
      pages.beginDrag(at: t)
      pages.drag(translation: translation.x, at: t)
      touch.interaction = .paging(start: start)
    }
  }

  /// Pans the zoomed photo; what its edges cannot take goes to the pager (page without zooming out first).
  private mutating func panZoomed(translation: Vector2, at t: Double) {
    // Something reset the zoom mid-drag (a key, the wheel, a resize): start the pan afresh from here, so the
    // translation already applied is not applied twice.
    if let zoom, !zoom.isPanning {
      self.zoom?.beginPan(at: t, handsOffHorizontalOverflow: true)
      if pages.isDragging { pages.beginDrag(at: t) }
      touch.interaction = .panning(start: touch.pointers.centroid)
      return
    }
    zoom?.pan(translation: translation, at: t)
    let overflow = zoom?.horizontalOverflow ?? 0
    if overflow != 0 || pages.isDragging {
      if !pages.isDragging { pages.beginDrag(at: t) }
      pages.drag(translation: overflow, at: t)
    }
  }

  /// A finger was added or lifted while others stay down: re-anchor without a jump.
  private mutating func fingersChanged(at t: Double, in library: PhotoLibrary) {
    touch.velocity.reset()
    touch.velocity.add(time: t, position: touch.pointers.centroid)
    switch touch.interaction {
    case .finished, .idle:
      return
    case .dismissing:
      if touch.pointers.count >= 2 {
        dismiss.cancel(at: t)
      } else if let point = touch.pointers.pointers.first?.position {
        dismiss.begin(at: point, t: t)
        touch.interaction = .dismissing(start: point)
        return
      }
    case .paging:
      endPageDrag(velocity: 0, at: t)
    case .panning:
      zoom?.endPan(velocity: .zero, at: t)
      endPageDrag(velocity: 0, at: t)
    case .pressed:
      endPageDrag(velocity: 0, at: t)
    case .pinching:
      break
    }
    syncZoom(at: t, in: library)
    guard zoom != nil else {
      touch.interaction = .finished
      return
    }
    zoom?.beginPinch(centroid: touch.pointers.centroid, span: touch.pointers.span, at: t)
    touch.interaction = .pinching
  }

  /// Ends the pager's drag, settling as the release decides (at once with `--transition none`).
  private mutating func endPageDrag(velocity vx: Double, at t: Double) {
    guard pages.isDragging else { return }
    pages.endDrag(velocity: vx, at: t)
    if !setup.animatesTransitions { pages.go(to: pages.targetPage, at: t, animated: false) }
  }

  /// Every pointer was cancelled: whatever the gesture was, it returns to rest and commits nothing.
  private mutating func cancelGesture(at t: Double, in library: PhotoLibrary) {
    switch touch.interaction {
    case .dismissing: dismiss.cancel(at: t)
    case .paging: pages.cancelDrag(at: t)
    case .panning:
      zoom?.endPan(velocity: .zero, at: t)
      pages.cancelDrag(at: t)
    case .pinching: zoom?.endPinch(at: t)
    case .pressed, .idle, .finished:
      pages.cancelDrag(at: t)
      zoom?.releaseCaught(at: t)
    }
    touch.interaction = .idle
    syncZoom(at: t, in: library)
  }

  /// The last pointer lifted moving at `v` points per second.
  private mutating func release(velocity v: Vector2, at t: Double, in library: PhotoLibrary) {
    switch touch.interaction {
    case .idle, .finished:
      endPageDrag(velocity: 0, at: t)
    case .pressed:
      endPageDrag(velocity: 0, at: t)
      zoom?.releaseCaught(at: t)
    case .paging:
      endPageDrag(velocity: v.x, at: t)
    case .panning:
      zoom?.endPan(velocity: v, at: t)
      endPageDrag(velocity: v.x, at: t)
    case .pinching:
      zoom?.endPinch(at: t)
    case .dismissing:
      dismiss.release(velocity: v, at: t)
    }
    touch.interaction = .idle
    syncZoom(at: t, in: library)
  }

  /// Taps: a double tap zooms at the point (in or back to fit), a single tap shows or hides the controls (the
  /// overlay where they do not show).
  private mutating func handleTaps(_ events: [TapEvent], at t: Double, in library: PhotoLibrary) -> [NavigatorEffect] {
    for event in events {
      switch event {
      case .doubleTap(let point):
        guard !dismiss.isDismissed else { continue }
        syncZoom(at: t, in: library)
        zoom?.doubleTap(at: point, t: t)
        endPageDrag(velocity: 0, at: t)
        touch.interaction = .finished
      case .singleTap:
        if controls.showsOnTap { controls.toggle(at: t) } else { overlay.toggle(at: t) }
      }
    }
    return []
  }
}
