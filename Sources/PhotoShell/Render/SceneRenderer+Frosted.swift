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
    let under = Self.photos(lending: rect, in: photos)
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
      let opacity = UInt8((max(0, min(1, alpha * photo.alpha)) * 255).rounded())
      backdrop.draw(
        renderer: renderer, src: SDL_FRect(x: 0, y: 0, w: Float(backdrop.width), h: Float(backdrop.height)), dst: dst,
        alpha: opacity, degrees: Double(((photo.quarterTurns % 4) + 4) % 4) * 90,
        pivot: SDL_FPoint(x: dst.w / 2, y: dst.h / 2), brightness: brightness)
      // Beyond the photo's edges (a photo smaller than the window), the blur's edges go on to the band's, so the
      // panel and the bars are frosted wherever they reach, never plain black beside the photo.
      if photo.quarterTurns % 4 == 0 {
        drawBeyond(backdrop, frame: dst, within: box, alone: blurs.count == 1, alpha: opacity, brightness: brightness)
      }
      if solid { backdrop.setBlendMode(SDL_BLENDMODE_BLEND) }
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  /// `backdrop`'s edges stretched over the parts of `area` (pixels) beyond its drawn `frame`: its top and
  /// bottom rows above and below it; when it is `alone` under the band, its side columns and corners beside it
  /// too (with another photo beside it, the sides are that photo's).
  func drawBeyond(
    _ backdrop: TiledTexture, frame: SDL_FRect, within area: SDL_FRect, alone: Bool, alpha: UInt8, brightness: UInt8
  ) {
    guard frame.w > 0, frame.h > 0 else { return }
    let (w, h) = (Float(backdrop.width), Float(backdrop.height))
    // The three spans of each axis: before the frame, across it, after it (pixels), and what of the backdrop
    // each shows: its first row or column, the part across, its last.
    func spans(
      _ start: Float, _ length: Float, _ from: Float, _ to: Float, size: Float
    ) -> [(Float, Float, Float, Float)] {
      let end = start + length
      return [
        (from, min(to, start), 0, 1),
        (
          max(from, start), min(to, end), (max(from, start) - start) / length * size,
          (min(to, end) - start) / length * size
        ),
        (max(from, end), to, size - 1, size),
      ]
    }
    let columns = spans(frame.x, frame.w, area.x, area.x + area.w, size: w)
    let rows = spans(frame.y, frame.h, area.y, area.y + area.h, size: h)
    for (row, (y0, y1, sy0, sy1)) in rows.enumerated() {
      for (column, (x0, x1, sx0, sx1)) in columns.enumerated() where row != 1 || column != 1 {
        guard x1 > x0, y1 > y0, sx1 > sx0, sy1 > sy0, alone || column == 1 else { continue }
        backdrop.draw(
          renderer: renderer, src: SDL_FRect(x: sx0, y: sy0, w: sx1 - sx0, h: sy1 - sy0),
          dst: SDL_FRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), alpha: alpha, degrees: 0,
          pivot: SDL_FPoint(x: 0, y: 0), brightness: brightness)
      }
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

  /// The photos whose blur frosts a band over `rect`: those under it, or, for a band beside the photo shown (a
  /// small photo's panel below it), the pager's photos across its width, whose blur's edges reach it
  /// (`drawBeyond`). Never a grid's cells.
  static func photos(lending rect: Rect, in photos: [PhotoPlacement]) -> [PhotoPlacement] {
    let under = Self.photos(under: rect, in: photos)
    guard under.isEmpty else { return under }
    return photos.filter { photo in
      let frame = photo.frame.turned(photo.quarterTurns)
      return photo.isReady && !photo.placeholder && frame.maxX > rect.origin.x && frame.origin.x < rect.maxX
    }
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
