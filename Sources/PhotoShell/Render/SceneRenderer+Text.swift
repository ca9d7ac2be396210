import CSDL2
import PhotoCore

extension SceneRenderer {
  /// Draws a text item: hung from its anchor as aligned, fitted into its widest with an ellipsis in the
  /// middle, on a translucent plate or with a soft shadow when asked.
  func drawText(_ item: TextItem, scale: Double) {
    let size = max(1, Int((item.size * scale).rounded()))
    let maxWidth = item.maxWidth.map { max(0, Int(($0 * scale).rounded(.down))) } ?? .max
    let (measured, height) = text.measure(item.text, size: size, maxWidth: maxWidth)
    guard measured > 0 else { return }
    let width = min(measured, maxWidth)
    let anchorX = Int((item.anchor.x * scale).rounded())
    let x: Int
    switch item.alignment {
    case .leading: x = anchorX
    case .center: x = anchorX - width / 2
    case .trailing: x = anchorX - width
    }
    let y = Int((item.anchor.y * scale).rounded())
    let alpha = max(0, min(1, item.alpha))
    if item.hasPlate {
      let pad = max(1, size / 3)
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8((Tuning.Render.textPlateAlpha * alpha * 255).rounded()))
      var plate = SDL_Rect(
        x: Int32(x - pad), y: Int32(y - pad / 2), w: Int32(width + 2 * pad), h: Int32(height + pad))
      SDL_RenderFillRect(renderer, &plate)
    }
    if item.hasShadow {
      let spread = max(1, Double(size) * Tuning.Render.textShadowSpread)
      for k in 0..<8 {
        let angle = Double(k) * Double.pi / 4
        // A little lower than around: light from above.
        let dx = Int((cos(angle) * spread).rounded())
        let dy = Int((sin(angle) * spread + spread * 0.5).rounded())
        text.draw(
          item.text, x: x + dx, y: y + dy, size: size, alpha: alpha * Tuning.Render.textShadowAlpha, maxWidth: maxWidth,
          color: .black)
      }
    }
    text.draw(item.text, x: x, y: y, size: size, alpha: alpha, maxWidth: maxWidth, color: item.color)
  }
}
