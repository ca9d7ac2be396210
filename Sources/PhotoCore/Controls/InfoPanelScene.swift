/// The info panel as the renderer draws it: a sheet along the bottom edge (over a blurred, dimmed copy of the
/// photo under it), a grabber at its top, and one line per fact, the label in a column of its own at the
/// leading side and the value after it (right to left, labels on the right).
public struct InfoPanelScene: Sendable, Equatable {
  /// Where the sheet is drawn, points (on its way up or down, it reaches below the window).
  public var frame: Rect
  /// The grabber bar at its top centre, points.
  public var grabber: Rect
  /// The lines' labels and values, in the window's points.
  public var texts: [TextItem]

  /// The sheet's frame when open in `viewport` (points) for `lineCount` lines: along the bottom edge, as wide
  /// as `Tuning.Controls.panelMaxWidth` at most and centred, as high as its lines need within
  /// `panelMaxHeightFraction` of the viewport.
  public static func openFrame(viewport: Vector2, lineCount: Int) -> Rect {
    typealias T = Tuning.Controls
    let width = min(max(0, viewport.x), T.panelMaxWidth)
    let wanted = T.panelTopPadding + Double(lineCount) * T.panelLineHeight + T.panelPadding
    let height = min(wanted, max(0, viewport.y) * T.panelMaxHeightFraction)
    return Rect(x0: (viewport.x - width) / 2, y0: viewport.y - height, x1: (viewport.x + width) / 2, y1: viewport.y)
  }

  /// The panel for `lines` in `viewport`, `offset` panel heights below its open place, right to left when
  /// `rightToLeft`; lines that do not fit are left out.
  public init(lines: [(label: String, value: String)], viewport: Vector2, offset: Double, rightToLeft: Bool) {
    typealias T = Tuning.Controls
    var frame = Self.openFrame(viewport: viewport, lineCount: lines.count)
    frame.origin.y += offset * frame.size.y
    self.frame = frame
    grabber = Rect(
      center: Vector2(x: frame.center.x, y: frame.origin.y + T.panelTopPadding / 2),
      size: Vector2(x: T.grabberWidth, y: T.grabberHeight))
    let fitting = max(0, Int(((frame.size.y - T.panelTopPadding - T.panelPadding) / T.panelLineHeight).rounded(.down)))
    let inner = frame.size.x - 2 * T.panelPadding
    let labelWidth = min(T.panelLabelWidth, inner / 3)
    let valueWidth = max(0, inner - labelWidth - T.panelPadding)
    let (start, end) = (frame.origin.x + T.panelPadding, frame.maxX - T.panelPadding)
    texts = []
    for (row, line) in lines.prefix(fitting).enumerated() {
      let y = frame.origin.y + T.panelTopPadding + Double(row) * T.panelLineHeight
      let labelX = rightToLeft ? end : start
      let valueX = rightToLeft ? end - labelWidth - T.panelPadding : start + labelWidth + T.panelPadding
      let alignment: TextItem.Alignment = rightToLeft ? .trailing : .leading
      texts.append(
        TextItem(
          line.label, anchor: Vector2(x: labelX, y: y), alignment: alignment, size: T.panelTextSize, alpha: 0.7,
          maxWidth: labelWidth, hasPlate: false))
      texts.append(
        TextItem(
          line.value, anchor: Vector2(x: valueX, y: y), alignment: alignment, size: T.panelTextSize,
          maxWidth: valueWidth, hasPlate: false))
    }
  }
}
