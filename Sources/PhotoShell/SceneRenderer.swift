import CSDL2
import Foundation
import PhotoCore

/// Draws a `Scene` with the SDL renderer: photos, spinners, error tiles, the overlay. Main thread only.
final class SceneRenderer {
  private let renderer: OpaquePointer
  private let textures: PhotoTextures
  private let text: TextRenderer
  /// What shows behind the black backdrop when it fades (the grid's colour, until the grid exists).
  static let underlayGrey: UInt8 = 0x30

  init(renderer: OpaquePointer, textures: PhotoTextures, text: TextRenderer) {
    self.renderer = renderer
    self.textures = textures
    self.text = text
  }

  /// Draws `scene` at time `t` (for spinner motion) with `scale` pixels per point.
  func draw(_ scene: Scene, at t: Double, scale: Double, albumNames: (Int) -> String) {
    let grey = Self.underlayGrey
    SDL_SetRenderDrawColor(renderer, grey, grey, grey, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8((max(0, min(1, scene.backgroundAlpha)) * 255).rounded()))
    SDL_RenderFillRect(renderer, nil)
    for photo in scene.photos {
      switch photo.status {
      case .ready:
        drawPhoto(photo, scale: scale)
      case .loading:
        if photo.showsSpinner { drawSpinner(center: photo.page.center, at: t, scale: scale) }
      case .failed(let reason):
        drawErrorTile(in: photo.page, name: albumNames(photo.index), reason: reason, scale: scale)
      }
    }
    if let overlay = scene.overlay { drawOverlay(overlay, scale: scale) }
  }

  private func pixels(_ rect: Rect, _ scale: Double) -> SDL_FRect {
    SDL_FRect(
      x: Float(rect.origin.x * scale), y: Float(rect.origin.y * scale),
      w: Float(rect.size.x * scale), h: Float(rect.size.y * scale))
  }

  private func drawPhoto(_ photo: PhotoPlacement, scale: Double) {
    guard let entry = textures[photo.index] else { return }
    var dst = pixels(photo.frame, scale)
    SDL_SetTextureAlphaMod(entry.texture, 255)
    if photo.quarterTurns % 4 == 0 {
      SDL_RenderCopyF(renderer, entry.texture, nil, &dst)
    } else {
      SDL_RenderCopyExF(renderer, entry.texture, nil, &dst, Double(photo.quarterTurns % 4) * 90, nil, SDL_FLIP_NONE)
    }
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
  private func drawErrorTile(in page: Rect, name: String, reason: String, scale: Double) {
    let c = page.center
    let icon = 56 * scale
    var frame = SDL_FRect(
      x: Float(c.x * scale - icon / 2), y: Float(c.y * scale - icon * 1.2), w: Float(icon), h: Float(icon * 0.8))
    SDL_SetRenderDrawColor(renderer, 200, 80, 80, 255)
    for inset in 0..<Int(max(2, 3 * scale)) {
      var r = SDL_FRect(x: frame.x + Float(inset), y: frame.y + Float(inset), w: frame.w - Float(2 * inset), h: frame.h - Float(2 * inset))
      SDL_RenderDrawRectF(renderer, &r)
    }
    frame = SDL_FRect(x: frame.x, y: frame.y + frame.h / 2 - Float(scale * 2), w: frame.w, h: Float(scale * 4))
    SDL_RenderFillRectF(renderer, &frame)
    let size = Int(16 * scale)
    let maxWidth = Int(page.size.x * scale * 0.9)
    for (i, line) in [name, reason].enumerated() {
      let (w, _) = text.measure(line, size: size)
      let x = Int(c.x * scale) - min(w, maxWidth) / 2
      let y = Int(c.y * scale) + i * Int(Double(size) * 1.5)
      text.draw(line, x: x, y: y, size: size, alpha: i == 0 ? 1 : 0.75, maxWidth: maxWidth)
    }
  }

  private func drawOverlay(_ overlay: Overlay, scale: Double) {
    let size = Int(15 * scale)
    let pad = Int(12 * scale)
    let line = "\(overlay.counter)   \(overlay.name)   \(overlay.zoom)"
    let (w, h) = text.measure(line, size: size)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8(160 * max(0, min(1, overlay.alpha))))
    var box = SDL_Rect(x: Int32(pad), y: Int32(pad), w: Int32(w + 2 * pad), h: Int32(h + pad))
    SDL_RenderFillRect(renderer, &box)
    text.draw(line, x: 2 * pad, y: pad + pad / 2, size: size, alpha: overlay.alpha)
  }
}
