extension Navigator {
  /// What the screens want loaded at `t` on a screen of `screen` pixels (see `PagerScreen.loadDemand`).
  public func loadDemand(at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int) -> LoadDemand {
    stack.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context)
  }

  /// Plans this frame's loading (see `LoadPlanner.plan`) against what the shell holds.
  public mutating func planLoads(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, held: [PhotoID: HeldPhoto]
  ) -> LoadPlan {
    let demand = loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels)
    let zoomPage = pager.zoomPage
    let before = library.status(of: zoomPage)
    let album = library.album
    let plan = library.loads.plan(demand, held: held, at: t) { album.index(of: $0) ?? Int.max }
    if library.status(of: zoomPage) != before { pager.syncZoom(at: t, in: library) }
    return plan
  }

  /// A decode came back (pixels or an error); returns whether its result is still wanted: its photo is in the
  /// album and the request is of the photo's current generation.
  public mutating func decodeReturned(_ request: DecodeRequest, at t: Double) -> Bool {
    library.knows(request.photo) ? library.loads.decodeReturned(request, at: t) : false
  }

  /// The stderr line for a damaged photo shown as far as it could be read, once per photo (nil after).
  public mutating func damageMessage(for request: DecodeRequest) -> String? {
    library.loads.damageMessage(for: request)
  }

  /// A decode failed with `reason` while its photo was drawn from a decode of `shownLevel` (see
  /// `LoadPlanner.decodeFailed`).
  public mutating func decodeFailed(
    _ request: DecodeRequest, reason: String, shownLevel: DecodeLevel?, ofTheNetwork: Bool = false, at t: Double
  ) -> LoadPlanner.Failure {
    let failure = library.loads.decodeFailed(
      request, reason: reason, shownLevel: shownLevel, ofTheNetwork: ofTheNetwork, at: t)
    photoChanged(request.photo, at: t)
    return failure
  }

  /// The shell now draws `photo` from a decode of `level`; `pixelSize` is its native upright size and
  /// `colorSpace` names the colours its file is in (for the info overlay); `loop` is one loop of an animation,
  /// seconds (nil for a still); `clip` a clip's length, seconds (nil for a photo).
  public mutating func decodeShown(
    _ photo: PhotoID, pixelSize: Vector2, level: DecodeLevel, colorSpace: String? = nil, loop: Double? = nil,
    clip: Double? = nil, at t: Double
  ) {
    library.loads.decodeShown(photo, pixelSize: pixelSize, level: level)
    if let colorSpace { library.colorSpaces[photo] = colorSpace }
    if let clip { library.clipDurations[photo] = clip }
    library.loopDurations[photo] = loop
    photoChanged(photo, at: t)
  }

  /// A decode's header told `photo`'s native upright size at `t`: its zoom exists from now on.
  public mutating func sizeKnown(_ photo: PhotoID, pixelSize: Vector2, at t: Double) {
    library.loads.sizeKnown(photo, pixelSize: pixelSize)
    photoChanged(photo, at: t)
  }

  /// The loader reports how far network photos have downloaded (only those still downloading).
  public mutating func setDownloadProgress(_ progress: [PhotoID: Double]) {
    library.downloadProgress = progress
  }

  /// Whether photos beyond the visible ones may decode now (see `LoadPlanner.mayReleaseNeighbours`); on the
  /// grid, once every visible cell shows its thumbnail or its broken mark (the first screen is complete).
  public func mayReleaseNeighbours(first: PhotoID, shownLevel: DecodeLevel?, at t: Double = 0) -> Bool {
    if let complete = stack.showsAllItsPhotos(at: t, in: context) {
      return !library.loads.neighboursReleased && complete
    }
    return library.loads.mayReleaseNeighbours(first: first, shownLevel: shownLevel)
  }

  /// Lets photos beyond the visible ones decode from now on (see `LoadPlanner.mayReleaseNeighbours`).
  public mutating func releaseNeighbours() { library.loads.releaseNeighbours() }

  /// The display's colours changed (a colour daemon set another profile, or the first one was read after the
  /// first photo decoded): every photo decodes again, its colours made the new display's; a decode under way
  /// is dropped when it comes back. Folder tiles' covers too. Returns the photos whose decodes the shell must
  /// free.
  public mutating func redecodeAll(at t: Double) -> [PhotoID] {
    let photos = album.ids + library.covers
    for photo in photos { library.loads.invalidate(photo) }
    library.forgetColorSpaces()
    pager.syncZoom(at: t, in: library)
    return photos
  }

  /// What is known of `photo` changed at `t`: the pager's zoom follows when it is the zoomed photo.
  private mutating func photoChanged(_ photo: PhotoID, at t: Double) {
    if pager.isZoomPage(photo, in: library) { pager.syncZoom(at: t, in: library) }
  }
}
