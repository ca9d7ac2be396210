import CSDL2
import PhotoCore

extension SceneRenderer {
  /// The on-screen controls: each bar a blurred, dimmed copy of the `photos` under it, its controls' icons
  /// centred in their targets (a mirrored back arrow right to left), and the top bar's title over its
  /// subtitle, fitted between its controls; all at the controls' opacity.
  func drawControls(_ controls: ControlsScene, over photos: [PhotoPlacement], scale: Double) {
    let alpha = max(0, min(1, controls.alpha))
    for bar in [controls.layout.topBar, controls.layout.bottomBar] {
      drawFrosted(bar, over: photos, alpha: alpha, dim: Tuning.Shell.frostedDim, scale: scale)
    }
    let side = Int((Tuning.Controls.iconSize * scale).rounded())
    for placement in controls.layout.controls {
      guard let icon = icons?.texture(controls.icon(of: placement.control), side: side) else { continue }
      SDL_SetTextureAlphaMod(icon, UInt8((alpha * 255).rounded()))
      let centre = placement.frame.center
      var target = SDL_FRect(
        x: Float(centre.x * scale) - Float(side) / 2, y: Float(centre.y * scale) - Float(side) / 2, w: Float(side),
        h: Float(side))
      let flip = placement.mirrored ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE
      SDL_RenderCopyExF(renderer, icon, nil, &target, 0, nil, flip)
    }
    drawControlsTitle(controls, scale: scale, alpha: alpha)
    if let clip = controls.clip { drawClipRow(clip, in: controls.layout, scale: scale, alpha: alpha) }
    for entry in controls.menu { drawButton(entry, scale: scale) }
  }

  /// A clip's row: the time played and the length either side of the scrubber, its track (the part played
  /// white, the rest dim) and its knob.
  private func drawClipRow(_ clip: ControlsScene.ClipBar, in layout: ControlsLayout, scale: Double, alpha: Double) {
    typealias T = Tuning.Controls
    let size = Int((T.tooltipSize * scale).rounded())
    for (words, frame, leading) in [
      (clip.elapsed, layout.elapsedFrame, true), (clip.length, layout.lengthFrame, false),
    ] {
      guard let frame, !words.isEmpty else { continue }
      let (w, h) = text.measure(words, size: size)
      let centre = frame.center * scale
      // Each time sits against its end of the track.
      let towardTrack = leading != layout.rightToLeft
      let x =
        towardTrack
        ? Int(frame.maxX * scale) - w - Int(T.edgeMargin * scale) : Int((frame.origin.x + T.edgeMargin) * scale)
      text.draw(words, x: x, y: Int(centre.y) - h / 2, size: size, alpha: alpha)
    }
    guard let track = layout.scrubber else { return }
    let y = track.center.y
    let fraction = layout.rightToLeft ? 1 - clip.fraction : clip.fraction
    let knobX = track.origin.x + track.size.x * fraction
    let played = Rect(
      x0: layout.rightToLeft ? knobX : track.origin.x, y0: y - T.trackHeight / 2,
      x1: layout.rightToLeft ? track.maxX : knobX, y1: y + T.trackHeight / 2)
    var whole = pixels(Rect(x0: track.origin.x, y0: played.origin.y, x1: track.maxX, y1: played.maxY), scale)
    var done = pixels(played, scale)
    let opacity = { (share: Double) in UInt8((share * alpha * 255).rounded()) }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, opacity(0.35))
    SDL_RenderFillRectF(renderer, &whole)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, opacity(1))
    SDL_RenderFillRectF(renderer, &done)
    let knob = T.knobSize
    if let dot = icons?.texture("controls-knob", side: Int((knob * scale).rounded())) {
      SDL_SetTextureAlphaMod(dot, opacity(1))
      var target = pixels(Rect(center: Vector2(x: knobX, y: y), size: Vector2(x: knob, y: knob)), scale)
      SDL_RenderCopyF(renderer, dot, nil, &target)
    }
  }

  /// An icon of the controls' set over `icon.frame`.
  func drawIcon(_ icon: SceneIcon, scale: Double) {
    let side = Int((min(icon.frame.size.x, icon.frame.size.y) * scale).rounded())
    guard side > 0, let texture = icons?.texture(icon.name, side: side) else { return }
    SDL_SetTextureAlphaMod(texture, 255)
    var target = pixels(icon.frame, scale)
    SDL_RenderCopyF(renderer, texture, nil, &target)
  }

  /// A button: a dark plate the size of its target, outlined, its label centred on it.
  func drawButton(_ button: SceneButton, scale: Double) {
    var plate = pixels(button.frame, scale)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8((Tuning.Render.textPlateAlpha * 255).rounded()))
    SDL_RenderFillRectF(renderer, &plate)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 160)
    SDL_RenderDrawRectF(renderer, &plate)
    let size = Int((15 * scale).rounded())
    let padding = Int((Tuning.Navigator.noticeButtonPadding * scale).rounded())
    let label = text.fitted(button.label, size: size, maxWidth: max(0, Int(plate.w) - 2 * padding))
    let (w, h) = text.measure(label, size: size)
    text.draw(label, x: Int(plate.x + plate.w / 2) - w / 2, y: Int(plate.y + plate.h / 2) - h / 2, size: size, alpha: 1)
  }

  /// The title (the photo's name, isolated so any script reads its own way) and its subtitle, centred in the
  /// top bar's title frame.
  private func drawControlsTitle(_ controls: ControlsScene, scale: Double, alpha: Double) {
    let frame = controls.layout.titleFrame
    let width = Int(frame.size.x * scale)
    let titleSize = Int(15 * scale)
    let subtitleSize = Int(12 * scale)
    let title = "\u{2068}" + text.fitted(controls.title, size: titleSize, maxWidth: max(0, width)) + "\u{2069}"
    let (titleW, titleH) = text.measure(title, size: titleSize)
    let (subtitleW, subtitleH) = text.measure(controls.subtitle, size: subtitleSize)
    let top = Int(frame.center.y * scale) - (titleH + subtitleH) / 2
    let centre = Int(frame.center.x * scale)
    text.draw(title, x: centre - titleW / 2, y: top, size: titleSize, alpha: alpha)
    text.draw(controls.subtitle, x: centre - subtitleW / 2, y: top + titleH, size: subtitleSize, alpha: alpha * 0.8)
  }
}
