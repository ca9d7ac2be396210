extension ScreenTransition {
  /// A photo flying between its grid cell and the pager as the navigator's active screen: the pager's photo
  /// drawn where the flight has it, over the grid fading towards black; a finger catches it (`TransitionCatch`),
  /// and only the commands that leave act. When it arrives it hands over to the pager (or the show) or the grid.
  struct Active: ActiveScreen {
    /// The flight under way.
    let transition: ScreenTransition

    var mode: NavigatorMode { transition.mode }
    var showsPager: Bool { true }

    func visiblePhotos(of navigator: Navigator, at t: Double) -> [PhotoID] {
      let pages = navigator.pagerPhotos(at: t)
      guard let grid = navigator.grid else { return pages }
      return pages + grid.visiblePhotos(at: t).map(navigator.id).filter { !pages.contains($0) }
    }

    func wantedPhotos(of navigator: Navigator, at t: Double) -> [PhotoID] { navigator.pagerWanted(at: t) }

    func landingPhotos(of navigator: Navigator, at t: Double) -> Set<PhotoID>? {
      navigator.caught == nil && transition.direction == .opening ? [transition.photo] : nil
    }

    func photosHoldingFades(of navigator: Navigator, at t: Double) -> Set<PhotoID> {
      transition.direction == .opening && !transition.isDone(at: t) ? [transition.photo] : []
    }

    func isMoving(_ navigator: Navigator, at t: Double) -> Bool {
      navigator.pager.isMoving(at: t) || navigator.caught != nil || !transition.isDone(at: t)
        || navigator.slideshowIsAnimating(at: t)
    }

    func isAnimating(_ navigator: Navigator, at t: Double) -> Bool { true }

    func deadline(of navigator: Navigator) -> Double? { navigator.pagerDeadline }

    func scene(of navigator: Navigator, at t: Double) -> Scene {
      let (now, backdrop) = navigator.flight(at: t)
      let flying = ScreenTransition.scene(
        over: navigator.pagerScene(at: t), photo: transition.photo, at: now, backdrop: backdrop)
      guard let grid = navigator.chromedGrid else { return flying }
      return Navigator.grid(
        grid, hiding: navigator.album.index(of: transition.photo), dimmed: backdrop, under: flying, at: t,
        in: navigator.library)
    }

    func traceFrame(of navigator: Navigator, at t: Double) -> TraceFrame {
      var frame = navigator.pager.traceFrame(at: t, in: navigator.library)
      frame.mode = mode
      let (now, backdrop) = navigator.flight(at: t)
      frame.background = backdrop
      frame.progress = navigator.caught?.progress ?? transition.progress(at: t)
      frame.rect = now.frame
      return frame
    }

    func loadDemand(
      of navigator: Navigator, at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int
    )
      -> LoadDemand
    {
      navigator.pagerDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels)
    }

    func activePointers(of navigator: Navigator) -> [PointerID] {
      navigator.caught.map { [$0.pointer] } ?? navigator.pager.activePointers
    }

    func handle(_ event: PointerEvent, in navigator: inout Navigator) -> [NavigatorEffect] {
      navigator.handleInFlight(event)
      return []
    }

    func perform(_ command: Command, at t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      switch command {
      case .quit: [.quit]
      case .close: [.close]
      case .toggleFullscreen: [.toggleFullscreen]
      default: []
      }
    }

    func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool, in navigator: inout Navigator) {}

    func advance(to t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      var effects = navigator.pager.advance(to: t, in: navigator.library)
      guard navigator.caught == nil, transition.isDone(at: t) else { return effects }
      // Opened: on the pager (or the show). Closed: back on the grid, or (without one) the shell leaves.
      let hasGrid = navigator.grid != nil
      navigator.slot = transition.direction == .opening || !hasGrid ? navigator.pagerSlot : .grid
      if transition.direction == .closing && !hasGrid { effects.append(.closed) }
      return effects
    }
  }
}
