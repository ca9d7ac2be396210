extension PagerScreen {
  /// The pager as the navigator's active screen: full-screen photos paged by the user, the grid (when there is
  /// one) showing behind a photo pulled down, and a pull-down or Escape flying the photo back into its cell.
  struct Active: ActiveScreen {
    var mode: NavigatorMode { .pager }
    var showsPager: Bool { true }

    func visiblePhotos(of navigator: Navigator, at t: Double) -> [PhotoID] { navigator.pagerPhotos(at: t) }

    func wantedPhotos(of navigator: Navigator, at t: Double) -> [PhotoID] { navigator.pagerWanted(at: t) }

    func landingPhotos(of navigator: Navigator, at t: Double) -> Set<PhotoID>? {
      guard navigator.caught == nil else { return nil }
      return navigator.pager.landingPages(at: t).map { Set($0.map(navigator.id)) }
    }

    func isMoving(_ navigator: Navigator, at t: Double) -> Bool {
      navigator.pager.isMoving(at: t) || navigator.caught != nil
    }

    func isAnimating(_ navigator: Navigator, at t: Double) -> Bool {
      navigator.pager.isAnimating(at: t, in: navigator.library)
    }

    func deadline(of navigator: Navigator) -> Double? { navigator.pagerDeadline }

    func scene(of navigator: Navigator, at t: Double) -> Scene {
      let scene = navigator.pagerScene(at: t)
      // A photo pulled down shows its grid behind it, as its backdrop fades.
      guard let grid = navigator.chromedGrid, scene.backgroundAlpha < 1 else { return scene }
      return Navigator.grid(
        grid, hiding: navigator.pager.zoomPage, dimmed: scene.backgroundAlpha, under: scene, at: t,
        in: navigator.library)
    }

    func traceFrame(of navigator: Navigator, at t: Double) -> TraceFrame {
      var frame = navigator.pager.traceFrame(at: t, in: navigator.library)
      frame.mode = mode
      frame.rect = navigator.scene(at: t).photos.last { $0.index == navigator.pager.zoomPage }?.frame
      return frame
    }

    func loadDemand(
      of navigator: Navigator, at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int
    )
      -> LoadDemand
    {
      navigator.pagerDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels)
    }

    func activePointers(of navigator: Navigator) -> [PointerID] { navigator.pager.activePointers }

    func handle(_ event: PointerEvent, in navigator: inout Navigator) -> [NavigatorEffect] {
      var effects = navigator.pager.handle(event, in: navigator.library)
      if let control = navigator.pager.takeTappedControl() {
        effects += navigator.carryOut(control, at: event.time)
      }
      if let item = navigator.pager.takeTappedMenuItem(), let command = item.command {
        effects += navigator.perform(command, at: event.time)
      }
      // A pull-down that dismisses the photo flies it into its cell when there is a grid to go back to.
      if navigator.grid != nil && navigator.pager.dismiss.isDismissed {
        navigator.closeToGrid(at: event.time)
        return effects.filter { $0 != .dismissed }
      }
      return effects
    }

    func perform(_ command: Command, at t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      let effects = navigator.pager.perform(command, at: t, in: &navigator.library)
      // Escape on a photo goes back to its grid, when there is one.
      if navigator.grid != nil && effects.contains(.close) {
        navigator.closeToGrid(at: t)
        return effects.filter { $0 != .close }
      }
      return effects
    }

    func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool, in navigator: inout Navigator) {
      navigator.pager.wheel(by: dy, at: point, time: t)
    }

    func toggleActualSize(at point: Vector2, time t: Double, in navigator: inout Navigator) {
      navigator.pager.toggleActualSize(at: point, time: t)
    }

    func advance(to t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      navigator.pager.advance(to: t, in: navigator.library)
    }
  }
}
