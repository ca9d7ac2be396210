extension PagerScreen {
  /// What the pager wants loaded at `t` on a screen of `screen` pixels: the wanted photos at the screen's
  /// size, the zoomed photo's visible part and whole sharper decode when its zoom needs them (whole decodes
  /// hold at most `maxDetailPixels`), and which sharper decodes to keep.
  public func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in library: PhotoLibrary
  ) -> LoadDemand {
    let visible = Set(visiblePages(at: t))
    var demand = LoadDemand(
      photos: wantedPhotos(at: t).map { index in
        PhotoWant(
          photo: library.id(index), number: index + 1, level: .screen,
          box: screenBox(for: index, screen: screen, in: library),
          isVisible: visible.contains(index))
      })
    // A live photo's clip loads as soon as its page is the current one, so a hold plays it at once.
    let current = pages.currentPage(at: t)
    if let motion = library.motion(of: current) {
      let want = PhotoWant(
        photo: motion, number: current + 1, level: .screen, box: screenBox(for: current, screen: screen, in: library),
        isVisible: playingMotion == current)
      demand.photos.insert(want, at: min(1, demand.photos.count))
    }
    if let part = partWant(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: library) {
      demand.sharper.append(part)
    }
    if let detail = detailWant(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: library) {
      demand.sharper.append(detail)
    }
    if isZoomedPastScreen(zoomPage, at: t, screen: screen, in: library) {
      demand.keepSharp.insert(library.id(zoomPage))
    }
    // A photo sliding away zoomed keeps its detail until it is off screen.
    if let outgoing = outgoing?.page, library.contains(outgoing) { demand.keepSharp.insert(library.id(outgoing)) }
    return demand
  }

  func isZoomPage(_ photo: PhotoID, in library: PhotoLibrary) -> Bool {
    library.contains(zoomPage) && library.id(zoomPage) == photo
  }

  /// The screen's box for photo `index`, pixels, in the photo's upright frame (turned with the photo).
  public func screenBox(
    for index: Int, screen: ResolutionPolicy.Box, in library: PhotoLibrary
  ) -> ResolutionPolicy.Box {
    // Larger than a texture may be is fine: such decodes are drawn from tiles.
    library.quarterTurns(of: index) % 2 == 0 ? screen : ResolutionPolicy.Box(width: screen.height, height: screen.width)
  }

  /// The native size of photo `index` as a box, when it is ready.
  func readyBox(_ index: Int, in library: PhotoLibrary) -> ResolutionPolicy.Box? {
    guard case .ready(let size, _)? = library.status(of: index) else { return nil }
    return ResolutionPolicy.Box(width: Int(size.x), height: Int(size.y))
  }

  /// The sharper whole decode the zoomed photo needs now, or nil when its screen decode suffices.
  func detailWant(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in library: PhotoLibrary
  ) -> PhotoWant? {
    let index = zoomPage
    // Once the zoom has come to rest: a decode of a large photo takes a core for a few hundred milliseconds,
    // which a zoom's frames need (llvmpipe draws on the CPU); the screen's decode stands in meanwhile.
    guard !isMoving(at: t), let native = readyBox(index, in: library) else { return nil }
    // The scale the zoom rests at.
    let box = screenBox(for: index, screen: screen, in: library)
    guard
      let detail = ResolutionPolicy.detailBox(
        native: native, displayScale: targetNativeZoom(of: index, at: t, in: library), screen: box,
        maxPixels: maxDetailPixels)
    else { return nil }
    return PhotoWant(photo: library.id(index), number: index + 1, level: .detail, box: detail, isVisible: true)
  }

  /// The part of the zoomed photo to decode sharper than a whole decode may be, once it is at rest, or nil
  /// when a whole decode suffices.
  func partWant(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in library: PhotoLibrary
  ) -> PhotoWant? {
    let index = zoomPage
    // At fit (most frames) there is nothing to decode sharper: no scene needed to say so.
    guard !isMoving(at: t), isZoomedPastScreen(index, at: t, screen: screen, in: library),
      let native = readyBox(index, in: library),
      let placement = scene(at: t, in: library).photos.first(where: { $0.index == index })
    else { return nil }
    let box = screenBox(for: index, screen: screen, in: library)
    guard
      let visible = placement.visibleNativeRect(
        of: Rect(origin: .zero, size: viewport), nativeWidth: native.width, nativeHeight: native.height),
      let region = ResolutionPolicy.region(
        native: native, displayScale: targetNativeZoom(of: index, at: t, in: library), visible: visible, screen: box,
        maxPixels: maxDetailPixels)
    else { return nil }
    // What shows, within the photo, less a decoded pixel on each side: a part decoded to the photo's edge, or
    // cut to an even size, may stop a rounding short of it.
    let slack = Double(native.width) / Double(max(1, region.box.width))
    let whole = Rect(origin: .zero, size: Vector2(x: Double(native.width), y: Double(native.height)))
    guard let shown = visible.intersection(whole) else { return nil }
    let needed = Rect(
      x0: min(shown.origin.x + slack, shown.maxX), y0: min(shown.origin.y + slack, shown.maxY),
      x1: max(shown.maxX - slack, shown.origin.x), y1: max(shown.maxY - slack, shown.origin.y))
    return PhotoWant(
      photo: library.id(index), number: index + 1, level: .region, box: region.box, region: region.rect, needed: needed,
      isVisible: true)
  }

  /// Whether photo `index` is zoomed (or zooming) past what its screen decode shows sharp: its sharper
  /// decodes are kept.
  func isZoomedPastScreen(
    _ index: Int, at t: Double, screen: ResolutionPolicy.Box, in library: PhotoLibrary
  ) -> Bool {
    guard index == zoomPage, let native = readyBox(index, in: library) else { return false }
    let base = screenBox(for: index, screen: screen, in: library).fitScale(native: native)
    return targetNativeZoom(of: index, at: t, in: library) > base * Tuning.Loading.detailStretch
  }
}
