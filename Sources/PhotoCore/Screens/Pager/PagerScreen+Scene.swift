extension PagerScreen {
  /// What to draw at `t`.
  public func scene(at t: Double, in library: PhotoLibrary) -> Scene {
    let position = snappedToPixels(pages.position(at: t))
    let dismissing = !dismiss.isSettled(at: t) || dismiss.isDismissed
    var photos: [PhotoPlacement] = []
    for index in visiblePages(at: t) {
      // While a photo is pulled down, its neighbours stay hidden behind the fading backdrop.
      if dismissing && index != zoomPage { continue }
      photos.append(placement(of: index, position: position, at: t, in: library))
    }
    let alpha = overlay.alpha(at: t)
    var overlay: Overlay?
    if alpha > 0, library.count > 0 {
      let page = pages.currentPage(at: t)
      overlay = Overlay(
        counter: "\(page + 1) / \(library.count)", name: Self.overlayName(of: library.album.items[page]),
        zoom: "\(Int((nativeZoom(of: page, at: t, in: library) * 100).rounded())) %",
        colorSpace: library.colorSpace(of: page) ?? "", alpha: alpha)
    }
    var scene = Scene(backgroundAlpha: dismiss.backgroundAlpha(at: t), photos: photos, overlay: overlay)
    scene.controls = controlsScene(at: t, in: library)
    scene.infoPanel = panelScene(at: t, in: library)
    return scene
  }

  /// The controls at `t`, while they show or fade: the current photo's name over "3 of 120".
  func controlsScene(at t: Double, in library: PhotoLibrary) -> ControlsScene? {
    let alpha = controls.alpha(at: t)
    guard alpha > 0, library.count > 0 else { return nil }
    let page = pages.currentPage(at: t)
    var scene = ControlsScene(
      layout: controlsLayout, alpha: alpha, title: Self.overlayName(of: library.album.items[page]),
      subtitle: UserText.pageOf(page + 1, library.count))
    if controls.isMenuOpen {
      scene.menu = controlsLayout.menu(setup.menuItems).map { SceneButton(label: $0.item.label, frame: $0.frame) }
    }
    if let clip {
      let position = clip.position(at: t)
      let length = clip.duration ?? 0
      scene.clip = ControlsScene.ClipBar(
        fraction: length > 0 ? min(1, position / length) : 0, elapsed: UserText.clipTime(position),
        length: clip.duration.map(UserText.clipLength) ?? "", playing: clip.isPlaying && !clip.hasEnded(at: t),
        muted: sound.isMuted)
    }
    return scene
  }

  /// The name the info overlay gives `item`: its file's, and its companion RAW's when it has one.
  static func overlayName(of item: AlbumItem) -> String {
    [item.displayName, item.companionName, item.motionName].compactMap { $0 }.joined(separator: " + ")
  }

  /// `position` moved to the nearest whole display pixel of page offset: a sliding photo is drawn pixel-
  /// aligned (crisp, no filtering shimmer), and a settling page shows its last change when less than half a
  /// pixel remains, not when the spring's tail ends.
  func snappedToPixels(_ position: Double) -> Double {
    let pixelsPerPage = pages.stride * pixelsPerPoint
    guard pixelsPerPage > 0, position.isFinite else { return position }
    return (position * pixelsPerPage).rounded() / pixelsPerPage
  }

  /// Photo `index`'s placement when the pager stands at `position`.
  func placement(of index: Int, position: Double, at t: Double, in library: PhotoLibrary) -> PhotoPlacement {
    let page = pageFrame(index, position: position)
    let turns = library.quarterTurns(of: index)
    let shown = library.status(of: index) ?? .loading(since: t)
    var frame = page
    if let size = library.displayedPixelSize(index) {
      var rect: Rect
      if let zoom = index == zoomPage ? zoom : (outgoing?.page == index ? outgoing?.zoom : nil) {
        let r = zoom.imageRect(at: t)
        rect = Rect(origin: r.origin + Vector2(x: page.origin.x, y: 0), size: r.size)
        let moved = dismiss.transformedRect(origin: rect.origin, size: rect.size, at: t)
        rect = Rect(origin: moved.origin, size: moved.size)
      } else {
        let scale = ZoomState.limits(imageSize: size, viewportSize: viewport, pixelsPerPoint: pixelsPerPoint).fit
        rect = Rect(center: page.center, size: size * scale)
      }
      // On whole display pixels: pages are a fractional stride apart (the gap is 2% of the width), and a photo
      // a fraction of a pixel off is blurred by the renderer's filtering (every bar edge of a small photo at
      // 100 % came out as a blend of its neighbours under OpenGL).
      // The renderer turns the unrotated image about its centre: hand it the unrotated rectangle.
      frame = rect.snapped(pixelsPerPoint: pixelsPerPoint).turned(turns)
    }
    var progress: Double?
    if case .loading = shown { progress = library.downloadProgress(of: index) }
    // A live photo held: its clip in the still's place.
    if let motion = motionShown(for: index, in: library), let status = library.loads.statuses[motion] {
      return PhotoPlacement(
        index: index, photo: motion, frame: frame, page: page, quarterTurns: turns, status: status,
        showsSpinner: false)
    }
    return PhotoPlacement(
      index: index, photo: library.id(index), frame: frame, page: page, quarterTurns: turns, status: shown,
      showsSpinner: progress == nil && showsSpinner(shown, at: t), downloadProgress: progress)
  }

  /// A spinner appears only after the photo has been loading a while, so fast paging never flashes one.
  func showsSpinner(_ status: PhotoStatus, at t: Double) -> Bool {
    if case .loading(let since) = status { return t - since >= Tuning.Loading.spinnerDelay }
    return false
  }

  /// The photo's shown size relative to its native pixels (1 = one image pixel per display pixel).
  func nativeZoom(of index: Int, at t: Double, in library: PhotoLibrary) -> Double {
    if index == zoomPage, let zoom { return zoom.displayScale(at: t) * pixelsPerPoint }
    guard let size = library.displayedPixelSize(index) else { return 1 }
    return ZoomState.limits(imageSize: size, viewportSize: viewport, pixelsPerPoint: pixelsPerPoint).fit
      * pixelsPerPoint
  }

  /// The shown size relative to native pixels that photo `index`'s zoom is heading for: where a pinch or a
  /// zoom animation ends (the current zoom otherwise).
  public func targetNativeZoom(of index: Int, at t: Double, in library: PhotoLibrary) -> Double {
    if index == zoomPage, let zoom { return zoom.fitScale * zoom.targetZoom * pixelsPerPoint }
    return nativeZoom(of: index, at: t, in: library)
  }

  /// The trace line for the frame at `t`.
  public func traceFrame(at t: Double, in library: PhotoLibrary) -> TraceFrame {
    let page = pages.currentPage(at: t)
    let current = library.status(of: page)
    var loading = true
    if case .ready(_, let full)? = current { loading = !full }
    if case .failed? = current { loading = false }
    // Loading feedback shows on a visible page still loading: a download pie, or a spinner once it is due.
    let spinner = visiblePages(at: t).contains { index in
      let shown = library.status(of: index) ?? .loading(since: t)
      guard case .loading = shown else { return false }
      return library.downloadProgress(of: index) != nil || showsSpinner(shown, at: t)
    }
    let zoomed = page == zoomPage ? zoom : nil
    let scale = dismiss.scale(at: t)
    let progress = dismiss.isDismissed ? 1 : (1 - scale) / (1 - Tuning.Dismiss.minScale)
    var frame = TraceFrame(
      t: t * 1000, mode: .pager, page: page, count: library.count, position: pages.position(at: t),
      zoom: zoomed?.zoom(at: t) ?? 1, pan: zoomed?.pan(at: t) ?? .zero, dismiss: progress,
      background: dismiss.backgroundAlpha(at: t),
      file: library.contains(page) ? library.album.items[page].location : "", loading: loading,
      spinner: spinner)
    frame.colorSpace = library.colorSpace(of: page) ?? ""
    return frame
  }
}
