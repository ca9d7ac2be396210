extension GridScreen {
  /// The grid as the navigator's active screen: a folder's thumbnails (and its sub-folders' tiles), opening a
  /// photo out of its cell and going up and into folders. Without a grid (never the case while this screen is
  /// active, but safe) it answers as the pager.
  struct Active: ActiveScreen {
    var mode: NavigatorMode { .grid }
    var showsPager: Bool { false }

    func visiblePhotos(of navigator: Navigator, at t: Double) -> [PhotoID] { navigator.gridPhotos(at: t) }

    func wantedPhotos(of navigator: Navigator, at t: Double) -> [PhotoID] { navigator.gridPhotos(at: t) }

    func landingPhotos(of navigator: Navigator, at t: Double) -> Set<PhotoID>? { nil }

    func isMoving(_ navigator: Navigator, at t: Double) -> Bool { navigator.grid?.isMoving(at: t) ?? false }

    func isAnimating(_ navigator: Navigator, at t: Double) -> Bool {
      navigator.grid?.isAnimating(at: t, in: navigator.library) ?? false
    }

    func deadline(of navigator: Navigator) -> Double? { navigator.grid?.nextDeadline }

    func scene(of navigator: Navigator, at t: Double) -> Scene {
      navigator.gridScene(at: t) ?? navigator.pagerScene(at: t)
    }

    func traceFrame(of navigator: Navigator, at t: Double) -> TraceFrame {
      guard let grid = navigator.grid else { return navigator.pager.traceFrame(at: t, in: navigator.library) }
      return grid.traceFrame(at: t, in: navigator.library)
    }

    func loadDemand(
      of navigator: Navigator, at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int
    )
      -> LoadDemand
    {
      guard let grid = navigator.grid else {
        return navigator.pagerDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels)
      }
      return grid.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: navigator.library)
    }

    func activePointers(of navigator: Navigator) -> [PointerID] { navigator.grid?.activePointers ?? [] }

    func handle(_ event: PointerEvent, in navigator: inout Navigator) -> [NavigatorEffect] {
      guard var grid = navigator.chromedGrid else { return [] }
      var effects = grid.handle(event, in: navigator.library)
      let tapped = grid.takeTappedControl()
      navigator.grid = grid
      if let tapped { effects += navigator.carryOutOnGrid(tapped, at: event.time) }
      return navigator.follow(effects, at: event.time)
    }

    func perform(_ command: Command, at t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      // Escape ends select mode first.
      if command == .close, navigator.grid?.selecting == true {
        navigator.grid?.endSelecting(at: t)
        return []
      }
      // Backspace (or Alt+Left) and Escape go up a folder first; Escape at the folder the user opened goes on
      // to the shell (leave full screen, or quit).
      if command == .back || command == .close, navigator.leaveFolder(at: t) { return [] }
      guard var grid = navigator.chromedGrid else { return [] }
      let effects = grid.perform(command, at: t, in: &navigator.library)
      navigator.grid = grid
      return navigator.follow(effects, at: t)
    }

    func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool, in navigator: inout Navigator) {
      guard var grid = navigator.grid else { return }
      if zooms {
        if dy != 0, dy.isFinite {
          if let level = grid.timeline?.level {
            grid.setLevel(level.moved(by: dy > 0 ? -1 : 1), about: point, at: t)
          } else {
            grid.setColumns(grid.columns - (dy > 0 ? 1 : -1), about: point, at: t)
          }
        }
      } else {
        grid.wheel(by: dy, at: t)
      }
      navigator.grid = grid
    }

    func advance(to t: Double, in navigator: inout Navigator) -> [NavigatorEffect] { [] }
  }
}
