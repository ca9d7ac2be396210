import CSDL2
import PhotoCore

extension SceneRenderer {
  /// A band over `rect` (points) at `alpha`: the blurred backdrops of the `photos` under it (each where its
  /// frame and clip reach, made once per photo on the worker, never per frame), darkened by `dim`, over what
  /// was drawn there darkened by `dim` too. Where a photo under it has no backdrop yet, a plain dark band
  /// (`Tuning.Shell.controlsBarOpacity`). Fully shown over a black backdrop with every photo's backdrop at
  /// hand, nothing is blended: black, then each backdrop copied opaque at its brightness (a software renderer
  /// pays for every blended pixel, and the bars are drawn every frame of a flick).
  func drawFrosted(_ rect: Rect, over photos: [PhotoPlacement], alpha: Double, dim: Double, scale: Double) {
    let under = Self.photos(under: rect, in: photos)
    let blurs = under.compactMap { photo in textures.backdrop(photo.photo).map { (photo, $0) } }
    let blurred = !under.isEmpty && blurs.count == under.count
    let solid = isOpaque(rect, over: photos, alpha: alpha)
    let darkness = blurred ? dim : max(dim, Tuning.Shell.controlsBarOpacity)
    SDL_SetRenderDrawBlendMode(renderer, solid ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, solid ? 255 : UInt8((max(0, min(1, darkness * alpha)) * 255).rounded()))
    var band = pixels(rect, scale)
    SDL_RenderFillRectF(renderer, &band)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    guard blurred else { return }
    let brightness = UInt8(((1 - max(0, min(1, dim))) * 255).rounded())
    for (photo, backdrop) in blurs {
      let area: Rect? = if let clip = photo.clip { clip.intersection(rect) } else { rect }
      guard let area else { continue }
      let box = pixels(area, scale)
      var clip = SDL_Rect(
        x: Int32(box.x.rounded()), y: Int32(box.y.rounded()), w: Int32(box.w.rounded()), h: Int32(box.h.rounded()))
      SDL_RenderSetClipRect(renderer, &clip)
      // The frame is the unrotated image's; SDL turns it about its centre, as the photo itself.
      let dst = pixels(photo.frame, scale)
      if solid { backdrop.setBlendMode(SDL_BLENDMODE_NONE) }
      backdrop.draw(
        renderer: renderer, src: SDL_FRect(x: 0, y: 0, w: Float(backdrop.width), h: Float(backdrop.height)), dst: dst,
        alpha: UInt8((max(0, min(1, alpha * photo.alpha)) * 255).rounded()),
        degrees: Double(((photo.quarterTurns % 4) + 4) % 4) * 90, pivot: SDL_FPoint(x: dst.w / 2, y: dst.h / 2),
        brightness: brightness)
      if solid { backdrop.setBlendMode(SDL_BLENDMODE_BLEND) }
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  /// The window between the controls' bars when both are drawn opaque this frame (see `drawFrosted`): shown
  /// whole over a black backdrop, every photo under them with its backdrop at hand; nil otherwise.
  func barsGap(_ scene: Scene, viewport: Vector2) -> Rect? {
    guard let controls = scene.controls, scene.controlsUnder == nil else { return nil }
    let (top, bottom) = (controls.layout.topBar, controls.layout.bottomBar)
    guard isOpaque(top, over: scene.photos, alpha: controls.alpha),
      bottom.size.y <= 0 || isOpaque(bottom, over: scene.photos, alpha: controls.alpha)
    else { return nil }
    return Rect(x0: 0, y0: top.maxY, x1: viewport.x, y1: max(top.maxY, bottom.origin.y))
  }

  /// Whether a band over `rect` is drawn opaque this frame: shown whole over a black backdrop, every photo under
  /// it (none is fine: black over black) opaque with its blurred backdrop at hand. `drawFrosted` and `barsGap`
  /// decide by this one rule, so a photo is never left out under a band drawn translucent.
  func isOpaque(_ rect: Rect, over photos: [PhotoPlacement], alpha: Double) -> Bool {
    guard alpha >= 1, backdropIsBlack else { return false }
    return Self.photos(under: rect, in: photos).allSatisfy { $0.alpha >= 1 && textures.backdrop($0.photo) != nil }
  }

  /// The ready photos of `photos` whose drawn area (turned as shown) reaches `rect`.
  static func photos(under rect: Rect, in photos: [PhotoPlacement]) -> [PhotoPlacement] {
    photos.filter { $0.isReady && $0.frame.turned($0.quarterTurns).intersects(rect) }
  }

  /// The info panel: its sheet over a blurred, dimmed copy of the `photos` under it, a thin light line along
  /// its top edge, the grabber, and its lines.
  func drawInfoPanel(_ panel: InfoPanelScene, over photos: [PhotoPlacement], scale: Double) {
    drawFrosted(panel.frame, over: photos, alpha: 1, dim: Tuning.Shell.panelDim, scale: scale)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 40)
    var edge = pixels(Rect(origin: panel.frame.origin, size: Vector2(x: panel.frame.size.x, y: 1)), scale)
    SDL_RenderFillRectF(renderer, &edge)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 110)
    var grabber = pixels(panel.grabber, scale)
    SDL_RenderFillRectF(renderer, &grabber)
    for item in panel.texts { drawText(item, scale: scale) }
  }
}
