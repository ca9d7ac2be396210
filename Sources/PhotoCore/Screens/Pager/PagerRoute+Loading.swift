/// What the route wants loaded, and the album listed anew under it.
extension PagerRoute {
  /// What the route wants loaded at `t` on a screen of `screen` pixels: the pager's photos (see
  /// `PagerScreen.loadDemand`), a slideshow's slides, and the cells of `below` it shows over.
  func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in context: ScreenContext, below: (any Screen)?
  ) -> LoadDemand {
    let library = context.library
    var demand = pager.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: library)
    addSlides(to: &demand, at: t, screen: screen, in: context)
    if let flight, flight.direction == .closing {
      // A photo closing into its cell: the pager's neighbours will not be wanted once the grid is back, so
      // they neither decode nor upload meanwhile; only the photo flying and the cells it lands among.
      demand.photos.removeAll { $0.photo != flight.photo }
      demand.sharper.removeAll { $0.photo != flight.photo }
    }
    guard let below else { return demand }
    if flight != nil {
      // During a flight the grid's visible thumbnails stay wanted (it shows behind the photo), after the
      // pager's photos.
      let wanted = Set(demand.photos.map(\.photo))
      demand.photos += below.loadDemand(at: t, screen: screen, maxDetailPixels: maxDetailPixels, in: context).photos
        .filter { $0.isVisible && !wanted.contains($0.photo) }
    } else {
      // A photo opened from the grid: the cells under it stay held (nothing decodes for them), so closing back
      // finds them drawn rather than loading every one again while the photo flies into its cell.
      demand.keep = Set(below.photosOnScreen(at: t, in: context).filter(context.album.contains))
    }
    return demand
  }

  /// A slideshow's next slide loads as if on screen (ready on its turn), and a slide fading out stays; slides
  /// framed to cover the screen decode larger (`coverBox`).
  private func addSlides(
    to demand: inout LoadDemand, at t: Double, screen: ResolutionPolicy.Box, in context: ScreenContext
  ) {
    let library = context.library
    for slide in slidePhotos(at: t, in: context)
    where !demand.photos.contains(where: { $0.photo == slide }) {
      guard let index = context.album.index(of: slide) else { continue }
      demand.photos.insert(
        PhotoWant(
          photo: slide, number: index + 1, level: .screen,
          box: pager.screenBox(for: index, screen: screen, in: library), isVisible: true),
        at: min(1, demand.photos.count))
    }
    guard let scale = show.flatMap({ $0.deck.framesPhotos ? $0.deck.closestZoom : nil }) else { return }
    demand.photos = demand.photos.map { want in
      guard want.level == .screen, let index = context.album.index(of: want.photo) else { return want }
      var want = want
      want.box = Self.coverBox(want.box, photo: library.displayedPixelSize(index), zoom: scale)
      return want
    }
  }

  /// The box a slide framed to cover the screen decodes into: `screen` (the box that fits the photo whole)
  /// grown by how much larger covering is than fitting for a photo of `photo` pixels (unknown: the screen's own
  /// shape, as for a photo as square as can be), times `zoom`, the closest framing's; never an upscaled
  /// screen-size texture.
  static func coverBox(_ screen: ResolutionPolicy.Box, photo: Vector2?, zoom: Double) -> ResolutionPolicy.Box {
    let box = Vector2(x: Double(screen.width), y: Double(screen.height))
    guard box.x > 0, box.y > 0 else { return screen }
    var grow = max(box.x / box.y, box.y / box.x)
    if let photo, photo.x > 0, photo.y > 0 {
      grow = KenBurns.coverScale(of: photo, in: box) / min(box.x / photo.x, box.y / photo.y)
    }
    let k = grow * max(1, zoom)
    return ResolutionPolicy.Box(width: Int((box.x * k).rounded(.up)), height: Int((box.y * k).rounded(.up)))
  }

  /// The album is `newAlbum` from `t` (`changed`: photos replaced in place): the library keeps what it knows of
  /// the photos still there, and the pager stays on the photo it showed, at rest, or the nearest page when that
  /// photo went. Returns the photos whose decodes the shell must free.
  mutating func relistLibrary(
    _ newAlbum: Album, changed: Set<PhotoID> = [], at t: Double, in context: inout ScreenContext
  ) -> [PhotoID] {
    pager.cancelAllPointers(at: t, in: context.library)
    let shownPage = pager.pages.targetPage
    let shown = context.library.contains(shownPage) ? context.id(shownPage) : nil
    let page = shown.flatMap(newAlbum.index(of:)) ?? min(shownPage, max(0, newAlbum.count - 1))
    let stale = Set(context.album.ids).subtracting(newAlbum.ids).union(changed)
    let keepsZoom = shown.map { newAlbum.index(of: $0) != nil && !changed.contains($0) } ?? false
    context.library.relist(newAlbum, stale: stale)
    pager.relisted(showing: page, keepsZoom: keepsZoom, at: t, in: context.library)
    pager.forgetFacts(of: stale)
    return stale.sorted()
  }
}
