extension Navigator {
  /// The slideshow's frame over the pager's `scene` at `t`: the slide on screen framed as the show frames it
  /// (covering the screen, or in its Ken Burns move), and during a dissolve the slide giving way under it.
  ///
  /// A dissolve is exact for opaque photos with the renderer's one blend: the slide giving way is drawn whole
  /// where the new photo will cover it, and faded by the new photo's opacity elsewhere (over black); the new
  /// photo is drawn over it at its opacity. Every point of the screen is then the mix of the two frames, with no
  /// dip in brightness and no edge that pops at the end.
  func slideshowScene(_ scene: Scene, at t: Double) -> Scene {
    guard let deck = slides, let current = deck.current, !showsGrid, transition == nil,
      let i = scene.photos.firstIndex(where: { $0.photo == current.photo })
    else { return scene }
    var scene = scene
    if let framing = deck.framing(of: current, at: t) {
      frame(&scene.photos[i], by: framing)
    }
    let blurs = deck.look.fit == .blur && !deck.framesPhotos
    if blurs { scene.backdrop = Self.blurred(scene.photos[i]) }
    guard let change = deck.change, let from = album.index(of: change.from.photo), from != scene.photos[i].index
    else { return scene }
    let progress = change.progress(at: t)
    guard progress < 1 else { return scene }
    if blurs {
      scene.fadingBackdrop = .blurredCover(
        change.from.photo, quarterTurns: quarterTurns(of: from), dim: Tuning.Slideshow.blurDim)
      scene.backdropProgress = progress
    }
    scene.photos[i].alpha *= progress
    var old = pager.placement(of: from, position: Double(from), at: t, in: library)
    guard old.isReady else { return scene }
    old.showsSpinner = false
    if let framing = deck.framing(of: change.from, at: t) { frame(&old, by: framing) }
    let window = Rect(origin: .zero, size: viewport)
    let new = scene.photos[i]
    let covered = new.isReady ? Self.shownRect(of: new).intersection(new.clip ?? window)?.intersection(window) : nil
    var pieces: [PhotoPlacement] = []
    if let covered {
      var under = old
      under.clip = covered
      pieces.append(under)
    }
    for rest in Self.parts(of: window, outside: covered) {
      var faded = old
      faded.clip = rest
      faded.alpha = 1 - progress
      pieces.append(faded)
    }
    scene.photos.insert(contentsOf: pieces, at: i)
    return scene
  }

  /// The blurred backdrop of `photo`'s placement (`--fit blur`).
  static func blurred(_ photo: PhotoPlacement) -> Backdrop {
    .blurredCover(photo.photo, quarterTurns: photo.quarterTurns, dim: Tuning.Slideshow.blurDim)
  }

  /// Places `photo` (the pager's placement of a slide) as `framing` frames it within its page.
  private func frame(_ photo: inout PhotoPlacement, by framing: KenBurns.Framing) {
    guard photo.isReady, let size = library.displayedPixelSize(photo.index) else { return }
    var rect = KenBurns.rect(of: size, framing: framing, in: viewport)
    rect.origin = rect.origin + photo.page.origin
    photo.frame =
      photo.quarterTurns % 2 == 0 ? rect : Rect(center: rect.center, size: Vector2(x: rect.size.y, y: rect.size.x))
    // A photo larger than the screen stays within its page as the pager moves it.
    photo.clip = photo.page
  }

  /// Where a placement's photo shows, turned as it is shown.
  static func shownRect(of photo: PhotoPlacement) -> Rect {
    let frame = photo.frame
    return photo.quarterTurns % 2 == 0
      ? frame : Rect(center: frame.center, size: Vector2(x: frame.size.y, y: frame.size.x))
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
