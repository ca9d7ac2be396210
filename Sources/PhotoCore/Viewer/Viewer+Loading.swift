extension Viewer {
  /// What the pager wants loaded at `t` on a screen of `screen` pixels: the wanted photos at the screen's
  /// size, the zoomed photo's visible part and whole sharper decode when its zoom needs them (whole decodes
  /// hold at most `maxDetailPixels`), and which sharper decodes to keep.
  public func loadDemand(at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int) -> LoadDemand {
    let visible = Set(visiblePages(at: t))
    var demand = LoadDemand(
      photos: wantedPhotos(at: t).map { index in
        PhotoWant(
          photo: id(index), number: index + 1, level: .screen, box: screenBox(for: index, screen: screen),
          isVisible: visible.contains(index))
      })
    if let part = partWant(at: t, screen: screen, maxDetailPixels: maxDetailPixels) { demand.sharper.append(part) }
    if let detail = detailWant(at: t, screen: screen, maxDetailPixels: maxDetailPixels) {
      demand.sharper.append(detail)
    }
    if isZoomedPastScreen(zoomPage, at: t, screen: screen) { demand.keepSharp.insert(id(zoomPage)) }
    // A photo sliding away zoomed keeps its detail until it is off screen.
    if let outgoing = outgoing?.page, album.items.indices.contains(outgoing) { demand.keepSharp.insert(id(outgoing)) }
    return demand
  }

  /// Plans this frame's loading (see `LoadPlanner.plan`) against what the shell holds.
  public mutating func planLoads(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, held: [PhotoID: HeldPhoto]
  ) -> LoadPlan {
    let demand = loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels)
    let before = status(of: zoomPage)
    let album = self.album
    let plan = loads.plan(demand, held: held, at: t) { album.index(of: $0) ?? Int.max }
    if status(of: zoomPage) != before { syncZoom(at: t) }
    return plan
  }

  /// A decode came back (pixels or an error); returns whether its result is still wanted: its photo is in the
  /// album and the request is of the photo's current generation.
  public mutating func decodeReturned(_ request: DecodeRequest, at t: Double) -> Bool {
    album.contains(request.photo) ? loads.decodeReturned(request, at: t) : false
  }

  /// The stderr line for a damaged photo shown as far as it could be read, once per photo (nil after).
  public mutating func damageMessage(for request: DecodeRequest) -> String? { loads.damageMessage(for: request) }

  /// A decode failed with `reason` while its photo was drawn from a decode of `shownLevel` (see
  /// `LoadPlanner.decodeFailed`).
  public mutating func decodeFailed(
    _ request: DecodeRequest, reason: String, shownLevel: DecodeLevel?, at t: Double
  ) -> LoadPlanner.Failure {
    let failure = loads.decodeFailed(request, reason: reason, shownLevel: shownLevel, at: t)
    if isZoomPage(request.photo) { syncZoom(at: t) }
    return failure
  }

  /// The shell now draws `photo` from a decode of `level`; `pixelSize` is its native upright size.
  public mutating func decodeShown(_ photo: PhotoID, pixelSize: Vector2, level: DecodeLevel, at t: Double) {
    loads.decodeShown(photo, pixelSize: pixelSize, level: level)
    if isZoomPage(photo) { syncZoom(at: t) }
  }

  /// A decode's header told `photo`'s native upright size at `t`: its zoom exists from now on.
  public mutating func sizeKnown(_ photo: PhotoID, pixelSize: Vector2, at t: Double) {
    loads.sizeKnown(photo, pixelSize: pixelSize)
    if isZoomPage(photo) { syncZoom(at: t) }
  }

  /// Whether a photo on screen with nothing to show asks for its embedded thumbnail first (real runs; scripted
  /// runs wait for decodes).
  public var asksForPreviews: Bool {
    get { loads.asksForPreviews }
    set { loads.asksForPreviews = newValue }
  }

  /// Lets photos beyond the visible ones decode from now on (see `LoadPlanner.mayReleaseNeighbours`).
  public mutating func releaseNeighbours() { loads.releaseNeighbours() }

  func isZoomPage(_ photo: PhotoID) -> Bool {
    album.items.indices.contains(zoomPage) && id(zoomPage) == photo
  }

  /// The screen's box for photo `index`, pixels, in the photo's upright frame (turned with the photo).
  public func screenBox(for index: Int, screen: ResolutionPolicy.Box) -> ResolutionPolicy.Box {
    // Larger than a texture may be is fine: such decodes are drawn from tiles.
    quarterTurns(of: index) % 2 == 0 ? screen : ResolutionPolicy.Box(width: screen.height, height: screen.width)
  }

  /// The native size of photo `index` as a box, when it is ready.
  func readyBox(_ index: Int) -> ResolutionPolicy.Box? {
    guard case .ready(let size, _)? = status(of: index) else { return nil }
    return ResolutionPolicy.Box(width: Int(size.x), height: Int(size.y))
  }

  /// The sharper whole decode the zoomed photo needs now, or nil when its screen decode suffices.
  func detailWant(at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int) -> PhotoWant? {
    let index = zoomPage
    guard let native = readyBox(index) else { return nil }
    // The scale the zoom is heading for: a pinch or double tap asks once, for where it ends.
    let box = screenBox(for: index, screen: screen)
    guard
      let detail = ResolutionPolicy.detailBox(
        native: native, displayScale: targetNativeZoom(of: index, at: t), screen: box, maxPixels: maxDetailPixels)
    else { return nil }
    return PhotoWant(photo: id(index), number: index + 1, level: .detail, box: detail, isVisible: true)
  }

  /// The part of the zoomed photo to decode sharper than a whole decode may be, once it is at rest, or nil
  /// when a whole decode suffices.
  func partWant(at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int) -> PhotoWant? {
    let index = zoomPage
    // At fit (most frames) there is nothing to decode sharper: no scene needed to say so.
    guard !isMoving(at: t), isZoomedPastScreen(index, at: t, screen: screen), let native = readyBox(index),
      let placement = scene(at: t).photos.first(where: { $0.index == index })
    else { return nil }
    let box = screenBox(for: index, screen: screen)
    guard
      let visible = placement.visibleNativeRect(
        of: Rect(origin: .zero, size: viewport), nativeWidth: native.width, nativeHeight: native.height),
      let region = ResolutionPolicy.region(
        native: native, displayScale: targetNativeZoom(of: index, at: t), visible: visible, screen: box,
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
      photo: id(index), number: index + 1, level: .region, box: region.box, region: region.rect, needed: needed,
      isVisible: true)
  }

  /// Whether photo `index` is zoomed (or zooming) past what its screen decode shows sharp: its sharper
  /// decodes are kept.
  func isZoomedPastScreen(_ index: Int, at t: Double, screen: ResolutionPolicy.Box) -> Bool {
    guard index == zoomPage, let native = readyBox(index) else { return false }
    let base = screenBox(for: index, screen: screen).fitScale(native: native)
    return targetNativeZoom(of: index, at: t) > base * Tuning.Loading.detailStretch
  }
}
