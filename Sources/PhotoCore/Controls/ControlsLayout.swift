/// Where the on-screen controls sit in a viewport (points): a top bar across the top edge with a control at
/// each end and the title between them, a bottom bar across the bottom edge with its controls spread evenly.
/// Every control's target is at least `Tuning.Controls.targetSize` square; under a right-to-left language the
/// bars mirror (leading is the right).
public struct ControlsLayout: Sendable, Equatable {
  /// One control's place.
  public struct Placement: Sendable, Equatable {
    /// The control.
    public var control: Control
    /// Its target (what a tap hits), points.
    public var frame: Rect
    /// Whether its icon is drawn mirrored (a back arrow under a right-to-left language).
    public var mirrored: Bool
  }

  /// The bars, points.
  public var topBar: Rect
  public var bottomBar: Rect
  /// Where the title goes: between the top bar's controls, points.
  public var titleFrame: Rect
  /// Every control, top bar first.
  public var controls: [Placement]
  /// Whether the layout reads right to left.
  public var rightToLeft: Bool
  /// A clip's row at the top of the bottom bar (play or pause, the time, the scrubber, the length, sound):
  /// the scrubber's track, where a press seeks, points; nil over a photo.
  public var scrubber: Rect?
  /// Where the time played goes, left of the track (right of it right to left), points.
  public var elapsedFrame: Rect?
  /// Where the clip's length goes, at the track's other end, points.
  public var lengthFrame: Rect?

  /// The pager's bars in a `viewport` (points), mirrored when `rightToLeft`; over a `clip`, the bottom bar
  /// holds the clip's row above its controls.
  public static func pager(viewport: Vector2, rightToLeft: Bool = false, clip: Bool = false) -> ControlsLayout {
    var layout = bars(viewport: viewport, top: Control.pagerTop, bottom: Control.pagerBottom, rightToLeft: rightToLeft)
    if clip { layout.addClipRow(width: max(0, viewport.x)) }
    return layout
  }

  /// Raises the bottom bar by a row for a clip: play or pause at its leading end, sound at its trailing one,
  /// and between them the time played, the scrubber's track and the clip's length.
  mutating func addClipRow(width: Double) {
    typealias T = Tuning.Controls
    let row = min(T.barHeight, bottomBar.origin.y / 2)
    guard row > 0 else { return }
    bottomBar = Rect(x0: 0, y0: bottomBar.origin.y - row, x1: width, y1: bottomBar.maxY)
    let y = bottomBar.origin.y + row / 2
    let side = T.targetSize
    /// `w` wide, centred on the row, its leading edge `x` from the leading side.
    func box(_ x: Double, _ w: Double) -> Rect {
      Rect(x0: rightToLeft ? width - x - w : x, y0: y - side / 2, x1: rightToLeft ? width - x : x + w, y1: y + side / 2)
    }
    controls.append(Placement(control: .playPause, frame: box(T.edgeMargin, side), mirrored: false))
    controls.append(Placement(control: .mute, frame: box(width - T.edgeMargin - side, side), mirrored: false))
    let timeWidth = T.clipTimeWidth
    let trackStart = T.edgeMargin + side + timeWidth
    let trackEnd = width - T.edgeMargin - side - timeWidth
    elapsedFrame = box(T.edgeMargin + side, timeWidth)
    lengthFrame = box(trackEnd, timeWidth)
    scrubber = trackEnd > trackStart ? box(trackStart, trackEnd - trackStart) : nil
  }

  /// The grid's bars in a `viewport` (points): the top bar (back when `showsBack`, select and slideshow), or
  /// while `selecting` cancel in the top bar and the selection's bottom bar; mirrored when `rightToLeft`.
  public static func grid(
    viewport: Vector2, selecting: Bool, showsBack: Bool, rightToLeft: Bool = false
  )
    -> ControlsLayout
  {
    let top: (leading: [Control], trailing: [Control]) =
      selecting ? ([.cancel], []) : (showsBack ? [.back] : [], Control.gridTrailing)
    return bars(
      viewport: viewport, top: top, bottom: selecting ? Control.selectionBottom : [], rightToLeft: rightToLeft)
  }

  /// Bars holding `top`'s controls side by side from the top bar's two ends, and `bottom` spread across the
  /// bottom bar (none: no bottom bar).
  static func bars(
    viewport: Vector2, top: (leading: [Control], trailing: [Control]), bottom: [Control], rightToLeft: Bool
  ) -> ControlsLayout {
    typealias T = Tuning.Controls
    let (width, height) = (max(0, viewport.x), max(0, viewport.y))
    let bar = min(T.barHeight, height / 2)
    let topBar = Rect(x0: 0, y0: 0, x1: width, y1: bar)
    let bottomBar = Rect(x0: 0, y0: bottom.isEmpty ? height : height - bar, x1: width, y1: height)
    let side = T.targetSize
    /// A target `side` square whose leading edge is `x` from the leading side, centred in `bar`.
    func target(_ x: Double, in bar: Rect) -> Rect {
      let left = rightToLeft ? width - x - side : x
      return Rect(origin: Vector2(x: left, y: bar.center.y - side / 2), size: Vector2(x: side, y: side))
    }
    var controls: [Placement] = []
    for (i, control) in top.leading.enumerated() {
      controls.append(
        Placement(control: control, frame: target(T.edgeMargin + Double(i) * side, in: topBar), mirrored: false))
    }
    for (i, control) in top.trailing.enumerated() {
      let x = width - T.edgeMargin - side - Double(i) * side
      controls.append(Placement(control: control, frame: target(x, in: topBar), mirrored: false))
    }
    // Spread from margin to margin: the first at the leading margin, the last at the trailing one.
    let span = width - 2 * T.edgeMargin - side
    for (i, control) in bottom.enumerated() {
      let x = T.edgeMargin + (bottom.count > 1 ? span * Double(i) / Double(bottom.count - 1) : span / 2)
      controls.append(Placement(control: control, frame: target(x, in: bottomBar), mirrored: false))
    }
    for i in controls.indices { controls[i].mirrored = rightToLeft && controls[i].control.followsReadingDirection }
    // The title is centred between as many targets' room on either side as the fuller end holds.
    let inset = T.edgeMargin * 2 + side * Double(max(1, top.leading.count, top.trailing.count))
    let titleFrame = Rect(x0: inset, y0: 0, x1: max(inset, width - inset), y1: bar)
    return ControlsLayout(
      topBar: topBar, bottomBar: bottomBar, titleFrame: titleFrame, controls: controls, rightToLeft: rightToLeft)
  }

  /// Where the "more" menu's `items` go (points): rows a finger's target high, stacked upwards from just above
  /// the bottom bar, their trailing edge at the more control's (leading right to left).
  public func menu(_ items: [MoreItem]) -> [(item: MoreItem, frame: Rect)] {
    guard let more = controls.first(where: { $0.control == .more })?.frame else { return [] }
    let (width, height) = (Tuning.Controls.menuWidth, Tuning.Controls.targetSize)
    let x = rightToLeft ? more.origin.x : more.maxX - width
    return items.enumerated().map { i, item in
      let y = bottomBar.origin.y - Tuning.Controls.edgeMargin - Double(items.count - i) * height
      return (item, Rect(origin: Vector2(x: x, y: y), size: Vector2(x: width, y: height)))
    }
  }

  /// The control whose target holds `point` (points), if any.
  public func control(at point: Vector2) -> Control? {
    controls.first { $0.frame.contains(point) }?.control
  }

  /// Whether `point` (points) is on the clip's scrubber (its track, a finger's target high).
  public func scrubberContains(_ point: Vector2) -> Bool { scrubber?.contains(point) ?? false }

  /// Whether `point` (points) lies on a bar: a tap there belongs to the bars, never to the photo under them.
  public func barsContain(_ point: Vector2) -> Bool {
    topBar.contains(point) || bottomBar.contains(point)
  }
}
