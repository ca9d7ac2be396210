/// A zoom asked for before the photo's size was known.
enum PendingZoom: Equatable, Sendable {
  /// Zoom by this factor from fit (key steps multiplied).
  case relative(Double)
  /// One image pixel per device pixel.
  case actualSize
}

extension PagerScreen {
  /// Performs a command at `t`; returns what the shell must do.
  public mutating func perform(_ command: Command, at t: Double, in library: inout PhotoLibrary) -> [NavigatorEffect] {
    if dismiss.isDismissed { return command == .quit ? [.quit] : [] }
    switch command {
    case .next: pages.next(at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
    case .previous: pages.previous(at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
    case .first: pages.go(to: 0, at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
    case .last: pages.go(to: count - 1, at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
    case .month(let step):
      let page = pages.targetPage
      guard let target = Timeline.monthStart(in: library.album.items, from: page, by: step) else { return [] }
      pages.go(to: target, at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
    case .arrow(let direction):
      if let zoom, !zoom.isAtFit(at: t) {
        panBy(direction * -Tuning.Keyboard.panStep, at: t)
      } else if direction.x > 0 {
        pages.next(at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
      } else if direction.x < 0 {
        pages.previous(at: t, animated: setup.animatesTransitions, spring: .keyPageSettle)
      }
    case .zoomIn: zoomBy(Tuning.Zoom.keyStep, at: t)
    case .zoomOut: zoomBy(1 / Tuning.Zoom.keyStep, at: t)
    case .zoomToFit:
      pendingZoom = nil
      zoomTo(1, at: t)
    case .zoomToActualSize:
      if let zoom { zoomTo(actualSize(of: zoom), at: t) } else { pendingZoom = .actualSize }
    case .pan(let delta): panBy(delta, at: t)
    case .rotate(let turns):
      let page = pages.targetPage
      guard library.contains(page) else { break }
      library.rotate(page, by: turns)
      if page == zoomPage, var zoom {
        zoom.rotate(quarterTurns: turns)
        self.zoom = zoom
      }
    case .toggleInfo: togglePanel(at: t, in: library)
    case .toggleFullscreen: return [.toggleFullscreen]
    case .close:
      // Escape closes the info panel first.
      guard !panel.isOpen else {
        closePanel(at: t, in: library)
        return []
      }
      return [.close]
    case .quit: return [.quit]
    case .activate, .togglePause, .toggleMark, .copyPath, .trash, .undoTrash, .run: break
    case .playPause, .seekForward, .seekBack, .toggleMute: performClip(command, at: t)
    case .back: return perform(.previous, at: t, in: &library)
    }
    syncZoom(at: t, in: library)
    return []
  }

  private mutating func zoomBy(_ factor: Double, at t: Double) {
    guard let zoom else {
      // The photo is still loading: the steps add up and apply when its size is known.
      if case .relative(let earlier)? = pendingZoom {
        pendingZoom = .relative(earlier * factor)
      } else if pendingZoom == nil {
        pendingZoom = .relative(factor)
      }
      return
    }
    zoomTo(zoom.targetZoom * factor, at: t)
  }

  /// Applies the zoom asked for while the photo loaded, now that its zoom state exists.
  mutating func applyPendingZoom(at t: Double) {
    guard let pending = pendingZoom, let zoom else { return }
    pendingZoom = nil
    switch pending {
    case .relative(let factor): zoomTo(zoom.targetZoom * factor, at: t)
    case .actualSize: zoomTo(actualSize(of: zoom), at: t)
    }
  }

  /// The zoom (relative to fit) at which `zoom`'s photo shows one image pixel per device pixel.
  private func actualSize(of zoom: ZoomState) -> Double { (1 / pixelsPerPoint) / zoom.fitScale }

  private mutating func zoomTo(_ target: Double, at t: Double) {
    guard var zoom else { return }
    zoom.zoom(to: target, focus: viewport * 0.5, at: t, animated: setup.animatesTransitions)
    self.zoom = zoom
  }

  /// Moves the zoomed photo's content by `delta` points (positive x shows more of the left).
  private mutating func panBy(_ delta: Vector2, at t: Double) {
    guard var zoom else { return }
    let z = zoom.targetZoom
    // From where an earlier step is heading: quick presses (or a held key) add up.
    let pan = zoom.clampedPan(zoom.targetPan(at: t) + delta, zoom: z)
    zoom.move(toZoom: z, pan: pan, at: t, animated: setup.animatesTransitions)
    self.zoom = zoom
  }
}

extension PagerScreen {
  /// Stands on photo `index` at once, at fit, with nothing moving (a photo opened from another screen).
  mutating func show(_ index: Int, at t: Double, in library: PhotoLibrary) {
    pages.go(to: index, at: t, animated: false)
    syncZoom(at: t, in: library)
    outgoing = nil
    if let size = zoom?.imageSize {
      zoom = ZoomState(imageSize: size, viewportSize: viewport, pixelsPerPoint: pixelsPerPoint)
    }
    dismiss.reset()
  }
}
