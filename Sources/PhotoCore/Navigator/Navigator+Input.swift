extension Navigator {
  /// Handles a finger or mouse event on the screen shown; returns what the shell must do. During a transition
  /// a finger catches the photo in flight (`TransitionCatch`).
  @discardableResult
  public mutating func handle(_ event: PointerEvent) -> [NavigatorEffect] {
    if event.phase == .down {
      // A kiosk (no pull-down) or a slideshow running when the finger came down shows the overlay for a tap,
      // not the controls, unless `--kiosk-controls` (the press itself pauses the show).
      pager.controls.showsOnTap =
        configuration.controlsEverywhere || (pager.setup.dismisses && slideshow?.isPaused != false)
      // A press on the slideshow control is its own: it pauses a running show or resumes a paused one, as P
      // does (noted as input first, it would always find the show held, and resume it).
      let onSlideshowControl =
        slot.screen.showsPager && pager.controls.isShown
        && pager.controlsTarget(at: event.position) == .control(.slideshow)
      if !onSlideshowControl { noteInput(at: event.time) }
    }
    var tapped: NoticeAction?
    if handleNoticeButtons(event, tapped: &tapped) {
      return tapped.map { perform($0.command, at: event.time) } ?? []
    }
    let screen = slot.screen
    return screen.handle(event, in: &self)
  }

  /// Does what the grid asked of the navigator (open a photo) and passes the rest on to the shell. Escape on
  /// the grid goes on to the shell (leave full screen, or quit).
  mutating func follow(_ effects: [NavigatorEffect], at t: Double) -> [NavigatorEffect] {
    var rest: [NavigatorEffect] = []
    for effect in effects {
      switch effect {
      case .open(let index): openFromGrid(index, at: t)
      case .back: leaveFolder(at: t)
      default: rest.append(effect)
      }
    }
    return rest
  }

  /// Opens photo `index` out of its grid cell.
  mutating func openFromGrid(_ index: Int, at t: Double) {
    guard let grid, library.contains(index) else { return }
    let scroll = grid.snappedScroll(at: t)
    let cell = grid.placement(of: index, scroll: scroll, at: t, in: library)
    open(index, from: ScreenTransition.End(frame: cell.frame, clip: cell.page, cornerRadius: cell.cornerRadius), at: t)
  }

  /// Closes the pager's photo into its grid cell (the grid scrolled first so that the cell shows).
  mutating func closeToGrid(at t: Double) {
    guard var grid, library.contains(pager.zoomPage) else { return }
    let index = pager.zoomPage
    grid.reveal(photo: index, at: t, animated: false)
    self.grid = grid
    let cell = grid.placement(of: index, scroll: grid.snappedScroll(at: t), at: t, in: library)
    close(to: ScreenTransition.End(frame: cell.frame, clip: cell.page, cornerRadius: cell.cornerRadius), at: t)
  }

  /// Performs a command at `t`; returns what the shell must do. During a transition only the commands that
  /// leave (quit, close, full screen) act.
  public mutating func perform(_ command: Command, at t: Double) -> [NavigatorEffect] {
    // The pause key pauses or resumes a slideshow, or starts one as the slideshow control does (of the photos
    // chosen on the grid); any other key pauses it until the idle time has passed.
    if command == .togglePause {
      guard slideshow != nil else { return startSlideshowByKey(at: t) }
      slideshow?.togglePause(at: t)
      slideshowPauseChanged(at: t)
      return []
    }
    noteInput(at: t)
    // On the grid in select mode, M and Delete are the selection bar's mark and trash.
    if grid?.selecting == true, gridIsActive, command == .toggleMark || command == .trash, trash.question.isEmpty {
      return carryOutOnGrid(command == .trash ? .trash : .mark, at: t)
    }
    if let effects = performTrash(command, at: t) { return effects }
    if case .run(let line) = command {
      guard let index = currentPhotoIndex else { return [] }
      return [.run(command: line, item: album.items[index])]
    }
    if command == .toggleMark || command == .copyPath {
      guard let index = currentPhotoIndex else { return [] }
      if command == .copyPath { return [.copy(text: album.items[index].location)] }
      marks.toggle(album.id(at: index))
      return []
    }
    let screen = slot.screen
    return screen.perform(command, at: t, in: &self)
  }

  /// The wheel turned by `dy` notches with the cursor at `point`: zooms the pager's photo; scrolls the grid, or
  /// with Ctrl (`zooms`) changes its columns a notch at a time about the cursor.
  public mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool = false) {
    let screen = slot.screen
    screen.wheel(by: dy, at: point, time: t, zooms: zooms, in: &self)
  }

  /// Middle click: toggles between fit and one image pixel per display pixel, at `point`.
  public mutating func toggleActualSize(at point: Vector2, time t: Double) {
    let screen = slot.screen
    screen.toggleActualSize(at: point, time: t, in: &self)
  }

  /// The pointers currently down (for the shell to cancel those a device no longer reports).
  public var activePointers: [PointerID] { slot.screen.activePointers(of: self) }

  /// Cancels every pointer down (the window lost focus): the gesture returns to rest without committing (a
  /// caught photo is let go where it is).
  public mutating func cancelAllPointers(at t: Double) {
    if caught != nil { letGo(at: t) }
    pager.cancelAllPointers(at: t, in: library)
    grid?.cancelAllPointers(at: t, in: library)
  }

  /// The clock reached `t`: the screen confirms taps and reports a finished dismiss; a finished transition
  /// hands over to the screen it went to (reporting `.closed` after a closing one).
  public mutating func advance(to t: Double) -> [NavigatorEffect] {
    advanceSlideshow(to: t)
    // A clip left for the grid stops where it was; one in a slideshow or kiosk is quiet unless `--sound`.
    if !slot.screen.showsPager { pager.leaveClip(at: t) }
    pager.sound.place(allowsSound: soundAllowed)
    let screen = slot.screen
    var effects = screen.advance(to: t, in: &self)
    // With a grid, a dismissed photo is already flying into its cell: the pager's end of it is not an exit.
    if grid != nil { effects.removeAll { $0 == .dismissed } }
    return effects
  }
}
