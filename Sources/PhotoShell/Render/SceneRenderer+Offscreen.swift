import CSDL2
import Foundation
import PhotoCore

extension SceneRenderer {
  /// Draws `photo` within `shown` (points) with its corners rounded by `cornerRadius`: the photo is drawn into
  /// an offscreen target the size of `shown`, which is then drawn as a rounded rectangle (triangles with
  /// texture coordinates), so the corners show whatever lies behind. Without offscreen targets the photo is
  /// drawn with square corners.
  func drawRounded(_ photo: PhotoPlacement, within shown: Rect, scale: Double, at t: Double) {
    let x0 = (shown.origin.x * scale).rounded(.down)
    let y0 = (shown.origin.y * scale).rounded(.down)
    let width = Int32((shown.maxX * scale).rounded(.up) - x0)
    let height = Int32((shown.maxY * scale).rounded(.up) - y0)
    roundedTarget = OffscreenTarget.sized(roundedTarget, renderer: renderer, width: width, height: height)
    guard let target = roundedTarget else {
      drawPhoto(photo, viewport: shown, scale: scale, at: t)
      return
    }
    target.render(renderer) {
      drawPhoto(photo, viewport: shown, scale: scale, at: t, offset: Vector2(x: x0, y: y0), fades: false)
    }
    let box = SDL_FRect(x: Float(x0), y: Float(y0), w: Float(width), h: Float(height))
    let alpha = UInt8((max(0, min(1, photo.alpha)) * 255).rounded())
    let vertices = Self.roundedRect(box, radius: Float(photo.cornerRadius * scale), alpha: alpha)
    SDL_RenderGeometry(renderer, target.texture, vertices, Int32(vertices.count), nil, 0)
  }

  /// Triangles covering `box` (render pixels) with corners of `radius`, textured with a whole texture laid
  /// over `box`, white at `alpha`.
  static func roundedRect(_ box: SDL_FRect, radius: Float, alpha: UInt8) -> [SDL_Vertex] {
    let r = max(0, min(radius, box.w / 2, box.h / 2))
    let steps = 8
    var outline: [SDL_FPoint] = []
    // Corner centres clockwise from the top left, each arc from its start angle (screen y points down).
    let corners: [(Float, Float, Double)] = [
      (box.x + r, box.y + r, Double.pi), (box.x + box.w - r, box.y + r, 1.5 * Double.pi),
      (box.x + box.w - r, box.y + box.h - r, 0), (box.x + r, box.y + box.h - r, 0.5 * Double.pi),
    ]
    for (cx, cy, start) in corners {
      for i in 0...steps {
        let angle = start + Double(i) / Double(steps) * Double.pi / 2
        outline.append(SDL_FPoint(x: cx + r * Float(cos(angle)), y: cy + r * Float(sin(angle))))
      }
    }
    func vertex(_ p: SDL_FPoint) -> SDL_Vertex {
      SDL_Vertex(
        position: p, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha),
        tex_coord: SDL_FPoint(x: (p.x - box.x) / box.w, y: (p.y - box.y) / box.h))
    }
    let center = vertex(SDL_FPoint(x: box.x + box.w / 2, y: box.y + box.h / 2))
    var vertices: [SDL_Vertex] = []
    for i in outline.indices {
      vertices += [center, vertex(outline[i]), vertex(outline[(i + 1) % outline.count])]
    }
    return vertices
  }

  /// Fills the window behind the photos with `backdrop` at `alpha` (over the underlay grey).
  func drawBackdrop(_ backdrop: Backdrop, alpha: Double, viewport: Vector2, scale: Double, at t: Double) {
    let opacity = max(0, min(1, alpha))
    switch backdrop {
    case .color(let color):
      fill(color, alpha: opacity)
    case .blurredCover(let photo, let quarterTurns, let dim):
      if let backdrop = textures.backdrop(photo) {
        // Made once on the worker (`--fit blur`): stretched to cover the window, darkened by its colour (so a
        // dissolve between two mixes them exactly).
        drawCover(backdrop, quarterTurns: quarterTurns, alpha: opacity, dim: dim, viewport: viewport, scale: scale)
        return
      }
      guard drawBlurredCover(photo, quarterTurns: quarterTurns, alpha: opacity, viewport: viewport, at: t) else {
        fill(.black, alpha: opacity)
        return
      }
      fill(.black, alpha: opacity * max(0, min(1, dim)))
    }
  }

  /// Draws `texture` scaled to cover the window (its middle), turned `quarterTurns` clockwise, at `alpha`, its
  /// colours darkened by `dim` (0 none, 1 black).
  private func drawCover(
    _ texture: TiledTexture, quarterTurns: Int, alpha: Double, dim: Double, viewport: Vector2, scale: Double
  ) {
    let turns = ((quarterTurns % 4) + 4) % 4
    let (w, h) = (Double(texture.width), Double(texture.height))
    let (shownW, shownH) = turns % 2 == 0 ? (w, h) : (h, w)
    let (vw, vh) = (viewport.x * scale, viewport.y * scale)
    guard shownW > 0, shownH > 0, vw > 0, vh > 0 else { return }
    let cover = max(vw / shownW, vh / shownH)
    // The unrotated image's rectangle, centred on the window; SDL turns it about its centre.
    let dst = SDL_FRect(
      x: Float((vw - w * cover) / 2), y: Float((vh - h * cover) / 2), w: Float(w * cover), h: Float(h * cover))
    texture.draw(
      renderer: renderer, src: SDL_FRect(x: 0, y: 0, w: Float(w), h: Float(h)), dst: dst,
      alpha: UInt8((max(0, min(1, alpha)) * 255).rounded()), degrees: Double(turns) * 90,
      pivot: SDL_FPoint(x: dst.w / 2, y: dst.h / 2), brightness: UInt8(((1 - max(0, min(1, dim))) * 255).rounded()))
  }

  private func fill(_ color: SceneColor, alpha: Double) {
    SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, UInt8((alpha * 255).rounded()))
    SDL_RenderFillRect(renderer, nil)
  }

  /// Draws `photo` scaled to cover the window and blurred: shrunk in two linear-filtered steps (to
  /// `Tuning.Render.blurLargeWidth`, then `blurSmallWidth` pixels across), then stretched back over the window.
  /// False when nothing can be drawn (the photo holds no pixels, or the renderer has no offscreen targets).
  private func drawBlurredCover(
    _ photo: PhotoID, quarterTurns: Int, alpha: Double, viewport: Vector2, at t: Double
  ) -> Bool {
    guard let (layer, texture, _) = textures.drawList(photo, at: t).last, viewport.x > 0, viewport.y > 0,
      layer.width > 0, layer.height > 0
    else { return false }
    let aspect = viewport.y / viewport.x
    func size(_ across: Int) -> (Int32, Int32) { (Int32(across), Int32(max(1, (Double(across) * aspect).rounded()))) }
    let (lw, lh) = size(Tuning.Render.blurLargeWidth)
    let (sw, sh) = size(Tuning.Render.blurSmallWidth)
    blurTargets.large = OffscreenTarget.sized(blurTargets.large, renderer: renderer, width: lw, height: lh)
    blurTargets.small = OffscreenTarget.sized(blurTargets.small, renderer: renderer, width: sw, height: sh)
    guard let large = blurTargets.large, let small = blurTargets.small else { return false }
    // The photo as displayed (turned) covers the large target; SDL turns the unrotated image about its centre.
    let turns = Double(((quarterTurns % 4) + 4) % 4)
    let shownW = turns.truncatingRemainder(dividingBy: 2) == 0 ? Double(layer.width) : Double(layer.height)
    let shownH = turns.truncatingRemainder(dividingBy: 2) == 0 ? Double(layer.height) : Double(layer.width)
    let cover = max(Double(lw) / shownW, Double(lh) / shownH)
    let w = Float(Double(layer.width) * cover)
    let h = Float(Double(layer.height) * cover)
    let dst = SDL_FRect(x: (Float(lw) - w) / 2, y: (Float(lh) - h) / 2, w: w, h: h)
    large.render(renderer) {
      texture.draw(
        renderer: renderer, src: SDL_FRect(x: 0, y: 0, w: Float(layer.width), h: Float(layer.height)), dst: dst,
        alpha: 255, degrees: turns * 90, pivot: SDL_FPoint(x: w / 2, y: h / 2))
    }
    SDL_SetTextureAlphaMod(large.texture, 255)
    small.render(renderer) { SDL_RenderCopy(renderer, large.texture, nil, nil) }
    SDL_SetTextureAlphaMod(small.texture, UInt8((alpha * 255).rounded()))
    SDL_RenderCopy(renderer, small.texture, nil, nil)
    return true
  }

  /// Frees the offscreen targets (before the renderer goes).
  func purge() {
    roundedTarget?.free()
    roundedTarget = nil
    blurTargets.large?.free()
    blurTargets.small?.free()
    blurTargets = (nil, nil)
  }
}
