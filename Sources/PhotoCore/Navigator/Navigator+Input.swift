extension Navigator {
  /// Handles a finger or mouse event on the screen shown; returns what the shell must do. A transition takes
  /// no pointer input: it runs to its end.
  @discardableResult
  public mutating func handle(_ event: PointerEvent) -> [ViewerEffect] {
    guard transition == nil else { return [] }
    return pager.handle(event, in: library)
  }

  /// Performs a command at `t`; returns what the shell must do. During a transition only the commands that
  /// leave (quit, close, full screen) act.
  public mutating func perform(_ command: Command, at t: Double) -> [ViewerEffect] {
    if transition != nil {
      switch command {
      case .quit: return [.quit]
      case .close: return [.close]
      case .toggleFullscreen: return [.toggleFullscreen]
      default: return []
      }
    }
    return pager.perform(command, at: t, in: &library)
  }

  /// The wheel turned by `dy` notches with the cursor at `point` (zooms the pager's photo).
  public mutating func wheel(by dy: Double, at point: Vector2, time t: Double) {
    guard transition == nil else { return }
    pager.wheel(by: dy, at: point, time: t)
  }

  /// Middle click: toggles between fit and one image pixel per display pixel, at `point`.
  public mutating func toggleActualSize(at point: Vector2, time t: Double) {
    guard transition == nil else { return }
    pager.toggleActualSize(at: point, time: t)
  }

  /// The pointers currently down (for the shell to cancel those a device no longer reports).
  public var activePointers: [PointerID] { pager.activePointers }

  /// Cancels every pointer down (the window lost focus): the gesture returns to rest without committing.
  public mutating func cancelAllPointers(at t: Double) {
    pager.cancelAllPointers(at: t, in: library)
  }

  /// The clock reached `t`: the screen confirms taps and reports a finished dismiss; a finished transition
  /// hands over to the screen it went to (reporting `.closed` after a closing one).
  public mutating func advance(to t: Double) -> [ViewerEffect] {
    var effects = pager.advance(to: t, in: library)
    if let transition, transition.isDone(at: t) {
      self.transition = nil
      if transition.direction == .closing { effects.append(.closed) }
    }
    return effects
  }
}
