/// Input on the route: fingers and the mouse, commands, the wheel and the clock. A pull-down or Escape flies the
/// photo back into its tile when there is a screen below (`hasBelow`); without one the shell hears of it.
extension PagerRoute {
  /// A finger or mouse went down (`event`) on whichever screen is on top (the route when `onTop`), before it
  /// counts as input: a kiosk (no pull-down) or a slideshow running when it came down shows the overlay for a
  /// tap, not the controls, unless `--kiosk-controls` (the press itself pauses the show). Whether it counts as
  /// input: a press on the slideshow control is its own, pausing a running show or resuming a paused one as P
  /// does (noted as input first, it would always find the show held, and resume it).
  mutating func notePress(_ event: PointerEvent, onTop: Bool, in context: ScreenContext) -> Bool {
    pager.controls.showsOnTap =
      context.configuration.controlsEverywhere || (pager.setup.dismisses && show?.clock.isPaused != false)
    return !(onTop && pager.controls.isShown && pager.controlsTarget(at: event.position) == .control(.slideshow))
  }

  /// Handles a finger or mouse event; returns what the navigator and the shell must do.
  mutating func handle(_ event: PointerEvent, in context: inout ScreenContext, hasBelow: Bool) -> [ScreenRequest] {
    if flight != nil { return handleInFlight(event, in: context, hasBelow: hasBelow) }
    var effects = pager.handle(event, in: context.library)
    var requests: [ScreenRequest] = []
    if let control = pager.takeTappedControl() { requests += carryOut(control) }
    if let item = pager.takeTappedMenuItem(), let command = item.command { requests.append(.perform(command)) }
    // A pull-down that dismisses the photo flies it into its cell when there is a screen below to go back to.
    if hasBelow && pager.dismiss.isDismissed {
      effects.removeAll { $0 == .dismissed }
      return .shell(effects) + requests + [.closeIntoBelow]
    }
    return .shell(effects) + requests
  }

  /// Carries out the on-screen `control` tapped: its key action, as the key bound to it would; the slideshow
  /// control starts a slideshow from the photo shown when none runs (the shell's to start), and pauses or resumes
  /// one that does.
  mutating func carryOut(_ control: Control) -> [ScreenRequest] {
    if control == .slideshow && show == nil { return [.startSlideshow] }
    if control == .more {
      pager.toggleMenu()
      return []
    }
    guard let command = control.action?.command else { return [] }
    return [.perform(command)]
  }

  /// Performs `command` at `t` (the navigator has already done what any screen does with it). During a flight
  /// only the commands that leave act.
  mutating func perform(
    _ command: Command, at t: Double, in context: inout ScreenContext, hasBelow: Bool
  )
    -> [ScreenRequest]
  {
    if flight != nil {
      switch command {
      case .quit: return [.shell(.quit)]
      case .close: return [.shell(.close)]
      case .toggleFullscreen: return [.shell(.toggleFullscreen)]
      default: return []
      }
    }
    var effects = pager.perform(command, at: t, in: &context.library)
    // Escape on a photo goes back to its grid, when there is one.
    if hasBelow && effects.contains(.close) {
      effects.removeAll { $0 == .close }
      return .shell(effects) + [.closeIntoBelow]
    }
    return .shell(effects)
  }

  /// The wheel turned by `dy` notches with the cursor at `point`: zooms the photo (not while it flies).
  mutating func wheel(by dy: Double, at point: Vector2, time t: Double) {
    guard flight == nil else { return }
    pager.wheel(by: dy, at: point, time: t)
  }

  /// Middle click at `point`: one image pixel per display pixel, or back to fit (not while the photo flies).
  mutating func toggleActualSize(at point: Vector2, time t: Double) {
    guard flight == nil else { return }
    pager.toggleActualSize(at: point, time: t)
  }

  /// The clock reached `t` with the route on top: the pager confirms taps and reports a finished dismiss, and
  /// a flight that has arrived hands over.
  mutating func advance(to t: Double, in context: ScreenContext, hasBelow: Bool) -> [ScreenRequest] {
    let effects = pager.advance(to: t, in: context.library)
    return .shell(effects) + advanceFlight(to: t, hasBelow: hasBelow)
  }

  /// Cancels every pointer down at `t`: the pager's gesture returns to rest; a caught photo is let go where it is.
  mutating func cancelAllPointers(at t: Double, in context: ScreenContext, hasBelow: Bool) -> [ScreenRequest] {
    let requests = caught != nil ? letGo(at: t, in: context, hasBelow: hasBelow) : []
    pager.cancelAllPointers(at: t, in: context.library)
    return requests
  }
}
