extension ControlsLayout {
  /// A tooltip saying `text` beside `control` in a viewport `width` points wide: below the top bar's, above the
  /// bottom bar's, centred on it or from its outer edge at a window's side (where centring would cut it).
  func tooltip(_ text: String, beside control: Control, width: Double) -> TextItem? {
    guard let frame = controls.first(where: { $0.control == control })?.frame else { return nil }
    let gap = Tuning.Controls.edgeMargin
    let below = topBar.contains(frame)
    let y = below ? topBar.maxY + gap : bottomBar.origin.y - gap - 2 * Tuning.Controls.tooltipSize
    let alignment: TextItem.Alignment =
      frame.center.x < width / 4 ? .leading : frame.center.x > width * 3 / 4 ? .trailing : .center
    let x = alignment == .leading ? frame.origin.x : alignment == .trailing ? frame.maxX : frame.center.x
    return TextItem(text, anchor: Vector2(x: x, y: y), alignment: alignment, size: Tuning.Controls.tooltipSize)
  }
}
