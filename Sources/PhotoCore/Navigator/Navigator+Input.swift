extension Navigator {
  /// Where a key press is, for its bindings: the grid (any screen under the photos), a running slideshow, a
  /// clip on the page, or the pager.
  public var keyContext: KeyContext { stack.keyContext }

  /// Handles a finger or mouse event on the screen shown; returns what the shell must do. During a transition
  /// a finger catches the photo in flight (`TransitionCatch`).
  @discardableResult
  public mutating func handle(_ event: PointerEvent) -> [NavigatorEffect] {
    if event.phase == .down, stack.photos.notePress(event, onTop: stack.photosOnTop, in: context) {
      noteInput(at: event.time)
    }
    if overlay.takesPointers(with: notice) {
      var tapped: NoticeAction?
      let placement = overlayPlacement(at: event.time)
      let held = !stack.activePointers.isEmpty
      if overlay.handle(event, notice: notice, in: placement, screensHeld: held, tapped: &tapped) {
        return tapped.map { perform($0.command, at: event.time) } ?? []
      }
    }
    return follow(stack.handle(event, in: &context), at: event.time)
  }

  /// Opens photo `index` on the pager at `t`, growing out of `tile` (where another screen drew it); see
  /// `PagerRoute.open`.
  public mutating func open(
    _ index: Int, from tile: ScreenTransition.End, at t: Double, velocity: [Double] = [0, 0, 0, 0],
    backdrop: Double? = nil
  ) {
    guard library.contains(index) else { return }
    stack.screenOnTop = false
    stack.photos.open(index, from: tile, at: t, velocity: velocity, backdrop: backdrop, in: context)
  }

  /// Closes the pager's photo into `tile` at `t` (see `PagerRoute.close`).
  public mutating func close(to tile: ScreenTransition.End, at t: Double) {
    stack.photos.close(to: tile, at: t, in: context)
  }

  /// Input came at `t` (a touch, a click, a key): a slideshow pauses until the idle time has passed, and the
  /// slide on screen is the user's.
  public mutating func noteInput(at t: Double) { stack.photos.noteInput(at: t, in: context) }

  /// Performs a command at `t`; returns what the shell must do. During a transition only the commands that
  /// leave (quit, close, full screen) act.
  public mutating func perform(_ command: Command, at t: Double) -> [NavigatorEffect] {
    // The pause key pauses or resumes a slideshow, or starts one as the slideshow control does (of the photos
    // chosen on the grid); any other key pauses it until the idle time has passed.
    if command == .togglePause {
      guard slideshow != nil else { return startSlideshowByKey(at: t) }
      slideshow?.togglePause(at: t)
      stack.photos.slideshowPauseChanged(at: t)
      return []
    }
    noteInput(at: t)
    // On the grid in select mode, M and Delete are the selection bar's mark and trash.
    if !stack.photosOnTop, grid?.selecting == true, command == .toggleMark || command == .trash,
      trash.question.isEmpty
    {
      let requests = stack.grid!.carryOut(command == .trash ? .trash : .mark, at: t, in: &context)
      return follow(requests, at: t)
    }
    if let (effects, confirmed) = trash.perform(command, current: currentPhotoIndex, at: t, in: &context) {
      // The grid's select mode ends once its photos are confirmed.
      if confirmed, !stack.photosOnTop { grid?.endSelecting(at: t) }
      return effects
    }
    if let effects = context.perform(command, onPhoto: currentPhotoIndex) { return effects }
    return follow(stack.perform(command, at: t, in: &context), at: t)
  }

  /// P with no slideshow at `t`: one starts as the slideshow control starts it, on the screen on top (the grid's
  /// photos) or in the pager.
  mutating func startSlideshowByKey(at t: Double) -> [NavigatorEffect] {
    guard stack.photosOnTop else { return follow(stack.perform(.togglePause, at: t, in: &context), at: t) }
    stack.photos.startConfiguredShow(at: t, in: &context)
    return []
  }

  /// The wheel turned by `dy` notches with the cursor at `point`: zooms the pager's photo; scrolls the grid, or
  /// with Ctrl (`zooms`) changes its columns a notch at a time about the cursor.
  public mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool = false) {
    stack.wheel(by: dy, at: point, time: t, zooms: zooms)
  }

  /// Middle click: toggles between fit and one image pixel per display pixel, at `point`.
  public mutating func toggleActualSize(at point: Vector2, time t: Double) {
    stack.toggleActualSize(at: point, time: t)
  }

  /// The pointers currently down (for the shell to cancel those a device no longer reports).
  public var activePointers: [PointerID] { stack.activePointers }

  /// Cancels every pointer down (the window lost focus): the gesture returns to rest without committing (a
  /// caught photo is let go where it is).
  public mutating func cancelAllPointers(at t: Double) {
    _ = follow(stack.cancelAllPointers(at: t, in: &context), at: t)
  }

  /// The clock reached `t`: the screen confirms taps and reports a finished dismiss; a finished transition
  /// hands over to the screen it went to (reporting `.closed` after a closing one).
  public mutating func advance(to t: Double) -> [NavigatorEffect] {
    follow(stack.advance(to: t, in: &context), at: t)
  }

  /// The mouse, no button down, is at `point` at `t` (nil: it left the window): its tooltip on a control.
  /// Returns whether what it rests on changed (the screen then needs drawing).
  @discardableResult
  public mutating func hover(at point: Vector2?, time t: Double) -> Bool { stack.hover(at: point, time: t) }
}
