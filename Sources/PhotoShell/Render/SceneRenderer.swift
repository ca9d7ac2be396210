import CSDL2
import Foundation
import PhotoCore

/// Draws a `Scene` with the SDL renderer: the backdrop, photos (clipped, rounded, faded), spinners, error
/// tiles, texts and the overlay. Main thread only.
final class SceneRenderer {
  typealias Layer = PhotoTextures.Layer
  let renderer: OpaquePointer
  let textures: PhotoTextures
  let text: TextRenderer
  /// The on-screen controls' icons (nil: none drawn, as in the benchmarks' bare renderers).
  var icons: ControlIcons?
  /// Offscreen targets, kept from frame to frame: the rounded item being drawn, and the two steps of the
  /// blurred backdrop (see `SceneRenderer+Offscreen`).
  var roundedTarget: OffscreenTarget?
  var blurTargets: (large: OffscreenTarget?, small: OffscreenTarget?) = (nil, nil)
  /// Whether the frame's backdrop is plain black, whole (the pager at rest): then a bar over it is drawn
  /// opaque, without blending (see `drawFrosted`).
  var backdropIsBlack = false
  /// What shows behind the black backdrop when it fades (the grid's colour, until the grid exists).
  static let underlayGrey: UInt8 = 0x30

  init(renderer: OpaquePointer, textures: PhotoTextures, text: TextRenderer) {
    self.renderer = renderer
    self.textures = textures
    self.text = text
  }

  /// Draws `scene` at time `t` (for spinner motion) with `scale` pixels per point.
  func draw(_ scene: Scene, viewport: Vector2, at t: Double, scale: Double, albumNames: (Int) -> String) {
    backdropIsBlack = scene.backdrop == .color(.black) && scene.backgroundAlpha >= 1 && scene.fadingBackdrop == nil
    let grey = Self.underlayGrey
    SDL_SetRenderDrawColor(renderer, grey, grey, grey, 255)
    SDL_RenderClear(renderer)
    if let under = scene.fadingBackdrop {
      drawBackdrop(under, alpha: scene.backgroundAlpha, viewport: viewport, scale: scale, at: t)
    }
    drawBackdrop(
      scene.backdrop, alpha: scene.backgroundAlpha * (scene.fadingBackdrop == nil ? 1 : scene.backdropProgress),
      viewport: viewport, scale: scale, at: t)
    for panel in scene.panels {
      let grey = UInt8((max(0, min(1, panel.grey)) * 255).rounded())
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      SDL_SetRenderDrawColor(renderer, grey, grey, grey, UInt8((max(0, min(1, panel.alpha)) * 255).rounded()))
      var rect = pixels(panel.rect, scale)
      SDL_RenderFillRectF(renderer, &rect)
    }
    let window = Rect(origin: .zero, size: viewport)
    let covering = opaqueAreas(of: scene.photos, within: window, at: t)
    // Under opaque bars nothing of the photos shows: they are drawn between the bars only.
    let open = barsGap(scene, viewport: viewport) ?? window
    for (i, photo) in scene.photos.enumerated() {
      if i == scene.controlsUnder, let controls = scene.controls {
        drawControls(controls, over: Array(scene.photos[..<i]), scale: scale)
      }
      // What an opaque photo drawn later covers wholly is not drawn: the grid's cells under a photo opening
      // out of one cost a blended fill each on a software renderer.
      let area = photo.clip ?? (photo.isReady ? photo.frame : photo.page)
      if covering.contains(where: { $0.index > i && $0.area.contains(area) }) { continue }
      drawPlacement(photo, open: open, scale: scale, at: t, albumNames: albumNames)
    }
    for item in scene.texts { drawText(item, scale: scale) }
    for outline in scene.outlines { drawOutline(outline, scale: scale) }
    for icon in scene.icons { drawIcon(icon, scale: scale) }
    if let overlay = scene.overlay { drawOverlay(overlay, viewport: viewport, scale: scale) }
    if let controls = scene.controls, (scene.controlsUnder ?? .max) >= scene.photos.count {
      drawControls(controls, over: scene.photos, scale: scale)
    }
    if let panel = scene.infoPanel { drawInfoPanel(panel, over: scene.photos, scale: scale) }
    for button in scene.buttons { drawButton(button, scale: scale) }
  }

  /// One photo of the scene as its status says: drawn within `open` (the window less opaque bars), or its
  /// placeholder with a spinner or a download's pie while it loads, or its error tile.
  private func drawPlacement(
    _ photo: PhotoPlacement, open: Rect, scale: Double, at t: Double, albumNames: (Int) -> String
  ) {
    switch photo.status {
    case .ready:
      guard let shown = photo.clip.map({ $0.intersection(open) }) ?? open else { return }
      if photo.cornerRadius > 0 {
        drawRounded(photo, within: shown, scale: scale, at: t)
      } else {
        drawPhoto(photo, viewport: shown, scale: scale, at: t)
      }
    case .loading:
      if photo.placeholder { drawPlaceholder(photo, scale: scale) }
      if let progress = photo.downloadProgress {
        drawPie(center: photo.page.center, fraction: progress, scale: scale)
      } else if photo.showsSpinner {
        drawSpinner(center: photo.page.center, at: t, scale: scale)
      }
    case .failed(let reason):
      if photo.placeholder {
        // A grid cell: the neutral square, a smaller mark and the name alone (the pager shows the reason).
        drawPlaceholder(photo, scale: scale)
        drawErrorTile(in: photo.clip ?? photo.page, name: albumNames(photo.index), reason: nil, scale: scale)
      } else {
        drawErrorTile(in: photo.page, name: albumNames(photo.index), reason: reason, scale: scale)
      }
    }
  }

  /// The areas `photos` cover with opaque pixels, each with its index in the list: whole opaque textures drawn
  /// upright, unfaded, with square corners, within their clip and the window.
  func opaqueAreas(of photos: [PhotoPlacement], within window: Rect, at t: Double) -> [(index: Int, area: Rect)] {
    photos.enumerated().compactMap { i, photo in
      guard photo.isReady, photo.alpha >= 1, photo.cornerRadius == 0, photo.quarterTurns % 4 == 0,
        case let layers = textures.drawList(photo.layers, of: photo.photo, at: t), !layers.isEmpty,
        layers.allSatisfy({ $0.texture.isOpaque }),
        let area = photo.frame.intersection(photo.clip ?? window)?.intersection(window)
      else { return nil }
      return (i, area)
    }
  }

  /// A grid cell still loading: a neutral square where its thumbnail will fade in.
  private func drawPlaceholder(_ photo: PhotoPlacement, scale: Double) {
    let grey = Tuning.Shell.placeholderGrey
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, grey, grey, grey, UInt8((max(0, min(1, photo.alpha)) * 255).rounded()))
    var rect = pixels(photo.clip ?? photo.page, scale)
    SDL_RenderFillRectF(renderer, &rect)
  }

  /// A ring `outline.width` points wide just inside `outline.rect` (the grid's selection).
  private func drawOutline(_ outline: Outline, scale: Double) {
    let r = pixels(outline.rect, scale)
    let w = Float(max(1, (outline.width * scale).rounded()))
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    var sides = [
      SDL_FRect(x: r.x, y: r.y, w: r.w, h: w), SDL_FRect(x: r.x, y: r.y + r.h - w, w: r.w, h: w),
      SDL_FRect(x: r.x, y: r.y, w: w, h: r.h), SDL_FRect(x: r.x + r.w - w, y: r.y, w: w, h: r.h),
    ]
    SDL_RenderFillRectsF(renderer, &sides, Int32(sides.count))
  }

  /// `rect` (points) in render pixels, less `offset` (render pixels: the origin of an offscreen target).
  func pixels(_ rect: Rect, _ scale: Double, offset: Vector2 = .zero) -> SDL_FRect {
    SDL_FRect(
      x: Float(rect.origin.x * scale - offset.x), y: Float(rect.origin.y * scale - offset.y),
      w: Float(rect.size.x * scale), h: Float(rect.size.y * scale))
  }

  /// Draws only the part of the photo inside the viewport: a photo zoomed 16x is never scaled whole (the
  /// software renderer would work through every hidden pixel). Quarter turns rotate about the photo's centre.
  /// A sharper decode fading in is drawn over the one it replaces; a part decoded sharper still goes on top.
  /// The photo's `alpha` fades every layer (`fades` false: the caller fades the result). `offset` moves the
  /// drawing by that many render pixels (into an offscreen target).
  func drawPhoto(
    _ photo: PhotoPlacement, viewport: Rect, scale: Double, at t: Double, offset: Vector2 = .zero, fades: Bool = true
  ) {
    guard let part = photo.visiblePart(of: viewport) else { return }
    let degrees = Double(((photo.quarterTurns % 4) + 4) % 4) * 90
    let frame = photo.frame
    let opacity = fades ? photo.alpha : 1
    /// Draws the piece `piece` of the photo (points, in its unrotated frame) from `texture`, which holds the
    /// photo's part `source` (the same frame's points) in `width` x `height` pixels.
    func draw(_ texture: TiledTexture, holding source: Rect, width: Int, height: Int, piece: Rect, alpha: Double) {
      let sx = Double(width) / source.size.x
      let sy = Double(height) / source.size.y
      let src = SDL_FRect(
        x: Float((piece.origin.x - source.origin.x) * sx), y: Float((piece.origin.y - source.origin.y) * sy),
        w: Float(piece.size.x * sx), h: Float(piece.size.y * sy))
      let dst = pixels(piece, scale, offset: offset)
      let pivot = SDL_FPoint(
        x: Float((frame.center.x - piece.origin.x) * scale), y: Float((frame.center.y - piece.origin.y) * scale))
      texture.draw(
        renderer: renderer, src: src, dst: dst, alpha: UInt8((max(0, min(1, alpha * opacity)) * 255).rounded()),
        degrees: degrees, pivot: pivot)
    }
    // The parts' places in the frame, points.
    let parts = textures.regionDrawList(photo.parts, of: photo.photo).compactMap {
      layer, alpha -> (Layer, Rect, Double)? in
      guard let region = layer.region, layer.nativeWidth > 0, layer.nativeHeight > 0 else { return nil }
      let kx = frame.size.x / Double(layer.nativeWidth)
      let ky = frame.size.y / Double(layer.nativeHeight)
      let source = Rect(
        x0: frame.origin.x + region.origin.x * kx, y0: frame.origin.y + region.origin.y * ky,
        x1: frame.origin.x + region.maxX * kx, y1: frame.origin.y + region.maxY * ky)
      return (layer, source, alpha)
    }
    // An opaque part drawn whole over everything visible hides the whole decodes: they are not drawn at all
    // (each full-window layer costs a software renderer milliseconds a frame).
    let hidden =
      parts.last.map { layer, source, alpha in
        alpha >= 1 && layer.frames[0].isOpaque && source.contains(part)
      } ?? false
    if !hidden {
      for (layer, texture, alpha) in textures.drawList(photo.layers, of: photo.photo, at: t) {
        draw(texture, holding: frame, width: layer.width, height: layer.height, piece: part, alpha: alpha)
      }
    }
    for (layer, source, alpha) in parts {
      guard let piece = source.intersection(part) else { continue }
      draw(layer.frames[0], holding: source, width: layer.width, height: layer.height, piece: piece, alpha: alpha)
    }
  }

  /// A download pie (seed 001): a ring, filled clockwise from the top with the fraction received.
  private func drawPie(center: Vector2, fraction: Double, scale: Double) {
    let radius = Float(20 * scale)
    let c = SDL_FPoint(x: Float(center.x * scale), y: Float(center.y * scale))
    let segments = 48
    var vertices: [SDL_Vertex] = []
    func vertex(_ p: SDL_FPoint, _ alpha: UInt8) -> SDL_Vertex {
      SDL_Vertex(position: p, color: SDL_Color(r: 230, g: 230, b: 230, a: alpha), tex_coord: SDL_FPoint(x: 0, y: 0))
    }
    func point(_ angle: Double, _ r: Float) -> SDL_FPoint {
      SDL_FPoint(x: c.x + r * Float(sin(angle)), y: c.y - r * Float(cos(angle)))
    }
    // The backdrop disc, faint; then the filled sector.
    for (limit, alpha, r) in [(1.0, UInt8(60), radius + 3), (max(0, min(1, fraction)), UInt8(230), radius)] {
      let steps = Int((Double(segments) * limit).rounded(.up))
      for i in 0..<steps {
        let a0 = Double(i) / Double(segments) * 2 * Double.pi
        let a1 = min(Double(i + 1) / Double(segments), limit) * 2 * Double.pi
        vertices += [vertex(c, alpha), vertex(point(a0, r), alpha), vertex(point(a1, r), alpha)]
      }
    }
    if !vertices.isEmpty { SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0) }
  }

  /// Twelve dots on a circle; the bright one goes round once a second.
  private func drawSpinner(center: Vector2, at t: Double, scale: Double) {
    let radius = 18 * scale
    let dot = Float(max(3, 4 * scale))
    let lead = Int((t * 12).rounded(.down)) % 12
    for i in 0..<12 {
      let angle = Double(i) / 12 * 2 * Double.pi
      let age = (lead - i + 12) % 12
      let alpha = UInt8(255 - min(age, 9) * 22)
      SDL_SetRenderDrawColor(renderer, 230, 230, 230, alpha)
      var r = SDL_FRect(
        x: Float(center.x * scale + radius * sin(angle)) - dot / 2,
        y: Float(center.y * scale - radius * cos(angle)) - dot / 2, w: dot, h: dot)
      SDL_RenderFillRectF(renderer, &r)
    }
  }

  /// An icon (a framed picture with a bar through it), the file name and the reason, centred in `page`.
  private func drawErrorTile(in page: Rect, name: String, reason: String?, scale: Double) {
    let c = page.center
    let icon = min(56, page.size.x * 0.3) * scale
    var frame = SDL_FRect(
      x: Float(c.x * scale - icon / 2), y: Float(c.y * scale - icon * 1.2), w: Float(icon), h: Float(icon * 0.8))
    SDL_SetRenderDrawColor(renderer, 200, 80, 80, 255)
    for inset in 0..<Int(max(2, 3 * scale)) {
      var r = SDL_FRect(
        x: frame.x + Float(inset), y: frame.y + Float(inset), w: frame.w - Float(2 * inset),
        h: frame.h - Float(2 * inset))
      SDL_RenderDrawRectF(renderer, &r)
    }
    frame = SDL_FRect(x: frame.x, y: frame.y + frame.h / 2 - Float(scale * 2), w: frame.w, h: Float(scale * 4))
    SDL_RenderFillRectF(renderer, &frame)
    let size = Int((reason == nil ? 12 : 16) * scale)
    let maxWidth = Int(page.size.x * scale * 0.9)
    for (i, line)
      in ([reason == nil ? text.fitted(name, size: size, maxWidth: maxWidth) : name] + [reason].compactMap { $0 })
      .enumerated()
    {
      let (w, _) = text.measure(line, size: size, maxWidth: maxWidth)
      let x = Int(c.x * scale) - min(w, maxWidth) / 2
      let y = Int(c.y * scale) + i * Int(Double(size) * 1.5)
      text.draw(line, x: x, y: y, size: size, alpha: i == 0 ? 1 : 0.75, maxWidth: maxWidth)
    }
  }

  /// The counter, the file name and the zoom on one line in a plate at the top left. The name is fitted into
  /// what the window leaves it (an ellipsis in its middle, its extension kept) and isolated (FSI ... PDI), so
  /// a Hebrew or Arabic name reads right to left without moving the counter and the zoom. The photo's colour
  /// space follows the zoom.
  private func drawOverlay(_ overlay: Overlay, viewport: Vector2, scale: Double) {
    let size = Int(15 * scale)
    let pad = Int(12 * scale)
    // The colour space (a profile's own description: any script) is isolated like the name.
    let space = overlay.colorSpace.isEmpty ? "" : "   \u{2068}\(overlay.colorSpace)\u{2069}"
    let fixed = text.width("\(overlay.counter)      \(overlay.zoom)\(space)", size: size)
    let room = Int(viewport.x * scale) - 4 * pad - fixed
    let name = text.fitted(overlay.name, size: size, maxWidth: max(0, room))
    let line = "\(overlay.counter)   \u{2068}\(name)\u{2069}   \(overlay.zoom)\(space)"
    let (w, h) = text.measure(line, size: size)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8(160 * max(0, min(1, overlay.alpha))))
    var box = SDL_Rect(x: Int32(pad), y: Int32(pad), w: Int32(w + 2 * pad), h: Int32(h + pad))
    SDL_RenderFillRect(renderer, &box)
    text.draw(line, x: 2 * pad, y: pad + pad / 2, size: size, alpha: overlay.alpha)
  }
}
