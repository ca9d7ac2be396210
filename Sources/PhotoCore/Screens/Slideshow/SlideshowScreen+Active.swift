extension SlideshowScreen {
  /// The slideshow as the navigator's active screen: the pager's photos, changed by the show's clock and framed
  /// by its look. Input goes to the pager (and hands the slide on screen over to the user); what the show adds
  /// is its own motion (a dissolve, a Ken Burns move), which keeps frames coming and holds other decodes.
  struct Active: ActiveScreen {
    /// The pager under the show, which answers everything the show does not change.
    private let pager = PagerScreen.Active()

    var mode: NavigatorMode { .slideshow }
    var showsPager: Bool { true }

    func visiblePhotos(of navigator: Navigator, at t: Double) -> [PhotoID] {
      pager.visiblePhotos(of: navigator, at: t)
    }

    func wantedPhotos(of navigator: Navigator, at t: Double) -> [PhotoID] {
      pager.wantedPhotos(of: navigator, at: t)
    }

    func landingPhotos(of navigator: Navigator, at t: Double) -> Set<PhotoID>? {
      // A slideshow's own motion (a Ken Burns move) goes on all the time: the next slides load meanwhile, but
      // not while a dissolve draws two photos over the screen.
      guard !navigator.pager.isMoving(at: t) && navigator.slideshowIsAnimating(at: t) else {
        return pager.landingPhotos(of: navigator, at: t)
      }
      return navigator.caught == nil ? navigator.photosHoldingDecodes(at: t) : nil
    }

    func isMoving(_ navigator: Navigator, at t: Double) -> Bool {
      pager.isMoving(navigator, at: t) || navigator.slideshowIsAnimating(at: t)
    }

    func isAnimating(_ navigator: Navigator, at t: Double) -> Bool {
      pager.isAnimating(navigator, at: t) || navigator.slideshowIsAnimating(at: t)
    }

    func deadline(of navigator: Navigator) -> Double? { pager.deadline(of: navigator) }

    func scene(of navigator: Navigator, at t: Double) -> Scene { pager.scene(of: navigator, at: t) }

    func traceFrame(of navigator: Navigator, at t: Double) -> TraceFrame {
      var frame = pager.traceFrame(of: navigator, at: t)
      frame.mode = mode
      if let caption = navigator.captions(at: t).last { frame.caption = caption.text }
      if let deck = navigator.slides, let change = deck.change {
        frame.transition = deck.look.transition.rawValue
        frame.progress = change.progress(at: t)
      }
      return frame
    }

    func loadDemand(
      of navigator: Navigator, at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int
    )
      -> LoadDemand
    {
      pager.loadDemand(of: navigator, at: t, screen: screen, maxDetailPixels: maxDetailPixels)
    }

    func activePointers(of navigator: Navigator) -> [PointerID] { pager.activePointers(of: navigator) }

    func handle(_ event: PointerEvent, in navigator: inout Navigator) -> [NavigatorEffect] {
      pager.handle(event, in: &navigator)
    }

    func perform(_ command: Command, at t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      pager.perform(command, at: t, in: &navigator)
    }

    func wheel(by dy: Double, at point: Vector2, time t: Double, zooms: Bool, in navigator: inout Navigator) {
      pager.wheel(by: dy, at: point, time: t, zooms: zooms, in: &navigator)
    }

    func toggleActualSize(at point: Vector2, time t: Double, in navigator: inout Navigator) {
      pager.toggleActualSize(at: point, time: t, in: &navigator)
    }

    func advance(to t: Double, in navigator: inout Navigator) -> [NavigatorEffect] {
      pager.advance(to: t, in: &navigator)
    }
  }
}
