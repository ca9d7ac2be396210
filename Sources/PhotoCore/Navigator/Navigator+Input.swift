extension Navigator {
  /// Handles a finger or mouse event on the screen shown; returns what the shell must do. During a transition
  /// a finger catches the photo in flight (`TransitionCatch`).
  @discardableResult
  public mutating func handle(_ event: PointerEvent) -> [NavigatorEffect] {
    if event.phase == .down { noteInput(at: event.time) }
    switch slot {
    case .flying:
      handleInFlight(event)
      return []
    case .grid:
      guard var grid else { return [] }
      let effects = grid.handle(event, in: library)
      self.grid = grid
      return follow(effects, at: event.time)
    case .pager, .slideshow: break
    }
    let effects = pager.handle(event, in: library)
    // A pull-down that dismisses the photo flies it into its cell when there is a grid to go back to.
    if grid != nil && pager.dismiss.isDismissed {
      closeToGrid(at: event.time)
      return effects.filter { $0 != .dismissed }
    }
    return effects
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
    // The pause key pauses or resumes a slideshow; any other key pauses it until the idle time has passed.
    if command == .togglePause {
      slideshow?.togglePause(at: t)
      slideshowPauseChanged(at: t)
      return []
    }
    noteInput(at: t)
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
    switch slot {
    case .flying:
      switch command {
      case .quit: return [.quit]
      case .close: return [.close]
      case .toggleFullscreen: return [.toggleFullscreen]
      default: return []
      }
    case .grid:
      // Backspace (or Alt+Left) and Escape go up a folder first; Escape at the folder the user opened goes on
      // to the shell (leave full screen, or quit).
      if command == .back || command == .close, leaveFolder(at: t) { return [] }
      guard var grid else { return [] }
      let effects = grid.perform(command, at: t, in: &library)
      self.grid = grid
      return follow(effects, at: t)
    case .pager, .slideshow: break
    }
    let effects = pager.perform(command, at: t, in: &library)
    // Escape on a photo goes back to its grid, when there is one.
    if grid != nil && effects.contains(.close) {
      closeToGrid(at: t)
      return effects.filter { $0 != .close }
    }
    return effects
  }

  /// The wheel turned by `dy` notches with the cursor at `point`: zooms the pager's photo; scrolls the grid, or
  /// with Ctrl (`zooms`) changes its columns a notch at a time about the cursor.
  public mutating func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool = false) {
    switch slot {
    case .flying: return
    case .pager, .slideshow: return pager.wheel(by: dy, at: point, time: t)
    case .grid: break
    }
    guard var grid else { return }
    if zooms {
      if dy != 0, dy.isFinite { grid.setColumns(grid.columns - (dy > 0 ? 1 : -1), about: point, at: t) }
    } else {
      grid.wheel(by: dy, at: t)
    }
    self.grid = grid
  }

  /// Middle click: toggles between fit and one image pixel per display pixel, at `point`.
  public mutating func toggleActualSize(at point: Vector2, time t: Double) {
    switch slot {
    case .pager, .slideshow: pager.toggleActualSize(at: point, time: t)
    case .grid, .flying: return
    }
  }

  /// The pointers currently down (for the shell to cancel those a device no longer reports).
  public var activePointers: [PointerID] {
    switch slot {
    case .flying: return caught.map { [$0.pointer] } ?? pager.activePointers
    case .grid: return grid?.activePointers ?? []
    case .pager, .slideshow: return pager.activePointers
    }
  }

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
    var effects = gridIsActive ? [] : pager.advance(to: t, in: library)
    // With a grid, a dismissed photo is already flying into its cell: the pager's end of it is not an exit.
    if grid != nil { effects.removeAll { $0 == .dismissed } }
    if case .flying(let transition) = slot, caught == nil, transition.isDone(at: t) {
      // Opened: on the pager (or the show). Closed: back on the grid, or (without one) the shell leaves.
      slot = transition.direction == .opening || grid == nil ? pagerSlot : .grid
      if transition.direction == .closing && grid == nil { effects.append(.closed) }
    }
    return effects
  }
}
