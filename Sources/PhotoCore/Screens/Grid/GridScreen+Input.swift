import Foundation

extension GridScreen {
  /// Handles a finger or the mouse: a drag scrolls (rubber-banded past the ends) and its release flings; a
  /// press that neither moves past the touch slop nor lasts a long press is a tap, which opens the cell under
  /// it. A second finger is ignored (the first one scrolls).
  public mutating func handle(_ event: PointerEvent, in library: PhotoLibrary) -> [NavigatorEffect] {
    let t = event.time
    if handleBar(event) || handlePinch(event) || handleScrubber(event) { return [] }
    switch event.phase {
    case .down:
      guard touch == nil else { return [] }
      scroll.catchMotion(at: t)
      showsSelection = false
      touch = Touch(id: event.id, start: event.position, startTime: t, last: event.position)
      velocity.reset()
      velocity.add(time: t, position: event.position.y)
      return []
    case .moved:
      guard var current = touch, current.id == event.id else { return [] }
      if !current.isDragging && (event.position - current.start).length > Tuning.Tap.touchSlop {
        current.isDragging = true
        // The slop is not eaten: the content jumps to the finger's place, as a drag that began at the start.
        scroll.drag(by: -(event.position.y - current.start.y), at: t)
      } else if current.isDragging {
        scroll.drag(by: -(event.position.y - current.last.y), at: t)
      }
      current.last = event.position
      touch = current
      velocity.add(time: t, position: event.position.y)
      return []
    case .up:
      guard let current = touch, current.id == event.id else { return [] }
      touch = nil
      return release(current, at: event.position, time: t, in: library)
    case .cancelled:
      guard let current = touch, current.id == event.id else { return [] }
      touch = nil
      scroll.release(velocity: 0, at: t)
      return []
    }
  }

  /// The finger or button of `current` let go at `position` at `t`: a drag flings (or, in from the left edge and
  /// mostly sideways, goes back to the folder above); a tap short of a long press opens the cell under it,
  /// comes nearer in Years and Months, or chooses it in select mode.
  mutating func release(
    _ current: Touch, at position: Vector2, time t: Double, in library: PhotoLibrary
  ) -> [NavigatorEffect] {
    velocity.add(time: t, position: position.y)
    if current.isDragging {
      // In from the left edge, mostly sideways: back to the folder above (the scroll stays where it is).
      let moved = position - current.start
      if current.start.x <= Tuning.Grid.edgeSwipeWidth && moved.x >= Tuning.Grid.edgeSwipeDistance
        && abs(moved.y) < moved.x / 2
      {
        scroll.release(velocity: 0, at: t)
        return [.back]
      }
      scroll.release(velocity: -velocity.velocity(at: t), at: t)
      return []
    }
    scroll.release(velocity: 0, at: t)
    guard t - current.startTime <= Tuning.Tap.longPressTimeout,
      let index = layout.cell(at: position, scroll: scroll.position(at: t))
    else { return [] }
    selection = index
    if let level = timeline?.level, level > .all {
      // A year's or a month's cells: a tap comes nearer about it, as the Photos app's Years and Months do.
      setLevel(level.moved(by: -1), about: position, at: t)
      return []
    }
    guard !selecting else {
      // Select mode: a photo's cell is chosen or let go; a folder tile does nothing.
      if let photo = photo(inCell: index) { toggleChoice(of: photo, in: library) }
      return []
    }
    return [activation(of: index)]
  }

  /// Two fingers change the columns: spreading them by a quarter of their first span removes a column (larger
  /// cells), pinching adds one, about the fingers' centroid; a fraction of a step does nothing (cells snap to
  /// whole columns). Returns whether the event belonged to a pinch.
  mutating func handlePinch(_ event: PointerEvent) -> Bool {
    let t = event.time
    if var current = pinch {
      guard let i = current.ids.firstIndex(of: event.id) else { return event.phase != .down }
      switch event.phase {
      case .moved:
        current.points[i] = event.position
        pinch = current
        let ratio = current.span / max(1, current.startSpan)
        let steps = Int((log(ratio) / log(Tuning.Grid.pinchStep)).rounded())
        if let level = current.startLevel {
          // A timeline: spreading the fingers comes nearer (Years, Months, All, Days), pinching goes out.
          setLevel(level.moved(by: -steps), about: current.centroid, at: t)
        } else {
          setColumns(current.startColumns - steps, about: current.centroid, at: t)
        }
      case .up, .cancelled, .down:
        // One finger lifted: the pinch ends, and the other finger does nothing more until it lifts too.
        pinch = nil
        touch = nil
      }
      return true
    }
    guard event.phase == .down, let first = touch, first.id != event.id else { return false }
    // A second finger: the first one's drag stops where it is, and the pinch starts.
    scroll.release(velocity: 0, at: t)
    let start = [first.last, event.position]
    pinch = Pinch(
      ids: [first.id, event.id], points: start, startSpan: (start[0] - start[1]).length, startColumns: layout.columns,
      startLevel: timeline?.level)
    return true
  }

  /// Cancels the pointer down without a tap or a fling.
  public mutating func cancelAllPointers(at t: Double, in library: PhotoLibrary) {
    pinch = nil
    scrubber.drop()
    guard let current = touch else { return }
    _ = handle(PointerEvent(id: current.id, phase: .cancelled, position: current.last, time: t), in: library)
  }

  /// The pointers down.
  public var activePointers: [PointerID] { touch.map { [$0.id] } ?? [] }

  /// The wheel turned by `dy` notches (positive: away from the user, scrolling up) at `t`: an animated scroll
  /// of `Tuning.Grid.wheelStep` points a notch (fractional notches scroll proportionally), steps during the
  /// animation adding up.
  public mutating func wheel(by dy: Double, at t: Double) {
    guard dy.isFinite, dy != 0, touch == nil, pinch == nil else { return }
    let step = max(-20, min(20, dy)) * Tuning.Grid.wheelStep
    scroll.scroll(to: scroll.targetPosition - step, at: t, animated: true)
  }

  /// Keys: arrows move the selection ring (shown from the first key), Page Up/Down (and Space, Backspace) a
  /// screen of rows, Home and End to the ends, Enter opens the selection; Escape leaves (the navigator decides
  /// where to), Q quits, F toggles full screen.
  public mutating func perform(_ command: Command, at t: Double, in library: inout PhotoLibrary) -> [NavigatorEffect] {
    guard layout.count > 0 else {
      switch command {
      case .quit: return [.quit]
      case .close: return [.close]
      case .toggleFullscreen: return [.toggleFullscreen]
      default: return []
      }
    }
    let rowsPerScreen = max(1, Int((layout.viewport.y / layout.rowPitch).rounded(.down)))
    switch command {
    case .arrow(let direction):
      // The first key only shows the ring where the selection is.
      guard showsSelection else {
        showsSelection = true
        reveal(selection, at: t)
        return []
      }
      let step = Int(direction.x.rounded()) + Int(direction.y.rounded()) * layout.columns
      move(to: selection + step, at: t)
    case .next: move(to: selection + rowsPerScreen * layout.columns, at: t)
    case .previous: move(to: selection - rowsPerScreen * layout.columns, at: t)
    case .first: move(to: 0, at: t)
    case .last: move(to: layout.count - 1, at: t)
    case .month(let step):
      guard let photo = selectedPhoto, let target = Timeline.monthStart(in: library.album.items, from: photo, by: step)
      else { return [] }
      move(to: cell(ofPhoto: target), at: t)
    case .activate:
      guard !selecting else {
        if let photo = photo(inCell: selection) { toggleChoice(of: photo, in: library) }
        return []
      }
      return [activation(of: selection)]
    case .back: break  // the navigator goes up a folder before the grid hears of it
    case .close: return [.close]
    case .quit: return [.quit]
    case .toggleFullscreen: return [.toggleFullscreen]
    case .zoomIn: setColumns(layout.columns - 1, about: layout.viewport * 0.5, at: t)
    case .zoomOut: setColumns(layout.columns + 1, about: layout.viewport * 0.5, at: t)
    case .zoomToFit:
      setColumns(GridLayout.columns(forWidth: layout.viewport.x), about: layout.viewport * 0.5, at: t)
    case .zoomToActualSize, .pan, .rotate, .toggleInfo, .togglePause, .toggleMark, .copyPath, .trash, .undoTrash, .run,
      .playPause, .seekForward, .seekBack, .toggleMute:
      break
    }
    return []
  }

  /// What a tap or Enter on `cell` asks for: its photo opened, or its folder.
  func activation(of cell: Int) -> NavigatorEffect {
    if let photo = photo(inCell: cell) { return .open(index: photo) }
    return .openFolder(path: folders[cell].path)
  }

  /// Selects `index` (clamped to the album) with the ring shown, and scrolls it into view.
  mutating func move(to index: Int, at t: Double) {
    showsSelection = true
    reveal(min(max(0, index), layout.count - 1), at: t)
  }

  /// The clock reached `t`: nothing is due on the grid.
  public mutating func advance(to t: Double, in library: PhotoLibrary) -> [NavigatorEffect] { [] }
}
