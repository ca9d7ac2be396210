extension SlideshowScreen {
  /// The slideshow's frame over the pager's `scene` at `t`: the slide on screen framed as the show frames it
  /// (covering the screen, in its Ken Burns move, or sharing it with its partner), and during a dissolve the
  /// slide giving way under it.
  ///
  /// A dissolve is exact for opaque photos with the renderer's one blend: the slide giving way is drawn whole
  /// where the new photos will cover it, and faded by the new photos' opacity elsewhere (over black, or over
  /// the new backdrop); the new photos are drawn over it at their opacity. Every point of the screen is then the
  /// mix of the two frames, with no dip in brightness and no edge that pops at the end.
  func scene(over scene: Scene, at t: Double, pager: PagerScreen, in library: PhotoLibrary) -> Scene {
    guard let current = deck.current, let i = scene.photos.firstIndex(where: { $0.photo == current.photo }) else {
      return scene
    }
    let album = library.album
    let viewport = pager.viewport
    var scene = scene
    let page = scene.photos[i].page
    let shown = placements(of: current, as: scene.photos[i], at: t, pager: pager, in: library)
    scene.photos.replaceSubrange(i...i, with: shown)
    let blurs = deck.look.fit == .blur && !deck.framesPhotos
    if blurs { scene.backdrop = Self.blurred(shown[0]) }
    guard let change = deck.change, let from = album.index(of: change.from.photo), from != shown[0].index else {
      return scene
    }
    let progress = change.progress(at: t)
    guard progress < 1 else { return scene }
    if blurs {
      scene.fadingBackdrop = .blurredCover(
        change.from.photo, quarterTurns: library.quarterTurns(of: from), dim: Tuning.Slideshow.blurDim)
      scene.backdropProgress = progress
    }
    for k in i..<(i + shown.count) { scene.photos[k].alpha *= progress }
    var first = pager.placement(of: from, position: Double(from), at: t, in: library)
    first.page = page
    let old = placements(of: change.from, as: first, at: t, pager: pager, in: library).filter(\.isReady)
    let window = Rect(origin: .zero, size: viewport)
    let covered = shown.filter(\.isReady).compactMap {
      Self.shownRect(of: $0).intersection($0.clip ?? window)?.intersection(window)
    }
    var pieces: [PhotoPlacement] = []
    for var photo in old {
      photo.showsSpinner = false
      for area in covered {
        var under = photo
        under.clip = area
        pieces.append(under)
      }
      for rest in Self.parts(of: window, outside: covered) {
        var faded = photo
        faded.clip = rest
        faded.alpha = 1 - progress
        pieces.append(faded)
      }
    }
    scene.photos.insert(contentsOf: pieces, at: i)
    return scene
  }

  /// Where `slide`'s photos are drawn at `t`, given the pager's placement of its first photo: framed (covering,
  /// Ken Burns), or with its partner in the two halves of the screen, or as the pager placed it.
  func placements(
    of slide: SlideDeck.Slide, as pagerPlacement: PhotoPlacement, at t: Double, pager: PagerScreen,
    in library: PhotoLibrary
  ) -> [PhotoPlacement] {
    var photo = pagerPlacement
    if let framing = deck.framing(of: slide, at: t) {
      Self.frame(&photo, by: framing, in: pager.viewport, library: library)
      return [photo]
    }
    guard !slide.handedOver else { return [photo] }
    guard let partner = slide.partner, let second = library.album.index(of: partner) else {
      // Alone on the screen: fitted to it, a photo or clip smaller than the screen enlarged as a photo frame
      // shows it (the pager shows it at 1:1 at most).
      Self.fit(
        &photo, into: Rect(origin: .zero, size: pager.viewport), pixelsPerPoint: pager.pixelsPerPoint, library: library)
      return [photo]
    }
    var other = pager.placement(of: second, position: Double(second), at: t, in: library)
    other.page = photo.page
    let (a, b) = PortraitPair.halves(of: pager.viewport, gap: Tuning.Slideshow.pairGap)
    Self.fit(&photo, into: a, pixelsPerPoint: pager.pixelsPerPoint, library: library)
    Self.fit(&other, into: b, pixelsPerPoint: pager.pixelsPerPoint, library: library)
    return [photo, other]
  }

  /// Fits `photo` whole into `box` (points, within its page).
  private static func fit(
    _ photo: inout PhotoPlacement, into box: Rect, pixelsPerPoint: Double, library: PhotoLibrary
  ) {
    guard photo.isReady, let size = library.displayedPixelSize(photo.index) else { return }
    let place = Rect(origin: box.origin + photo.page.origin, size: box.size)
    photo.frame = PortraitPair.fitted(size, in: place).snapped(pixelsPerPoint: pixelsPerPoint).turned(
      photo.quarterTurns)
  }

  /// The blurred backdrop of `photo`'s placement (`--fit blur`).
  static func blurred(_ photo: PhotoPlacement) -> Backdrop {
    .blurredCover(photo.photo, quarterTurns: photo.quarterTurns, dim: Tuning.Slideshow.blurDim)
  }

  /// Places `photo` (the pager's placement of a slide) as `framing` frames it within its page.
  private static func frame(
    _ photo: inout PhotoPlacement, by framing: KenBurns.Framing, in viewport: Vector2, library: PhotoLibrary
  ) {
    guard photo.isReady, let size = library.displayedPixelSize(photo.index) else { return }
    var rect = KenBurns.rect(of: size, framing: framing, in: viewport)
    rect.origin = rect.origin + photo.page.origin
    photo.frame = rect.turned(photo.quarterTurns)
    // A photo larger than the screen stays within its page as the pager moves it.
    photo.clip = photo.page
  }

  /// Where a placement's photo shows, turned as it is shown.
  static func shownRect(of photo: PhotoPlacement) -> Rect { photo.frame.turned(photo.quarterTurns) }

  /// `window` less every rectangle of `holes`, as rectangles that do not overlap.
  static func parts(of window: Rect, outside holes: [Rect]) -> [Rect] {
    holes.reduce([window]) { rects, hole in rects.flatMap { parts(of: $0, outside: hole) } }
  }

  /// `window` less `hole`, as up to four rectangles (the bands above and below it, then those beside it).
  static func parts(of window: Rect, outside hole: Rect?) -> [Rect] {
    guard let hole = hole?.intersection(window) else { return [window] }
    let candidates = [
      Rect(x0: window.origin.x, y0: window.origin.y, x1: window.maxX, y1: hole.origin.y),
      Rect(x0: window.origin.x, y0: hole.maxY, x1: window.maxX, y1: window.maxY),
      Rect(x0: window.origin.x, y0: hole.origin.y, x1: hole.origin.x, y1: hole.maxY),
      Rect(x0: hole.maxX, y0: hole.origin.y, x1: window.maxX, y1: hole.maxY),
    ]
    return candidates.filter { $0.size.x > 0 && $0.size.y > 0 }
  }
}
