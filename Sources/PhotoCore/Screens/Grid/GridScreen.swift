/// The thumbnail grid: the album's sub-folders as tiles first (name and photo count; a tap opens the folder),
/// then every photo of the album as a square, aspect-filled cell, scrolled vertically with the
/// pager's physics (drag, fling, rubber band at both ends, catch), by wheel and by keys (a selection ring that
/// arrows move, Page Up/Down, Home/End, Enter opens). A tap on a cell, or Enter, asks the navigator to open the
/// photo (`NavigatorEffect.open`); the navigator hides that cell while its photo is open.
public struct GridScreen: Sendable {
  /// Where the cells sit.
  public internal(set) var layout: GridLayout
  /// A library shown by date: its sections and level; nil for a folder.
  public internal(set) var timeline: Timeline?
  /// Display pixels per point.
  public private(set) var pixelsPerPoint: Double
  /// The vertical scroll: the content height at the viewport's top.
  var scroll: ScrollAxis
  /// The sub-folders, as the first cells.
  public internal(set) var folders: [AlbumFolder]
  /// The selected cell (folder tiles first, then photos), ringed once a key moved it.
  public internal(set) var selection: Int
  /// Whether the selection ring shows (after a key; a pointer hides it).
  public internal(set) var showsSelection = false
  /// The photo (album index) whose cell is not drawn because it is open over the grid (or flying to or from it).
  public var hiddenCell: Int?
  /// What the grid says in the middle when it has no cell: why the folder shows nothing (empty, or unreadable).
  public var emptyMessage = UserText.emptyFolder
  /// The columns changing (pinch, Ctrl+wheel, keys): every cell flies from where the old layout drew it to its
  /// new place on one spring, the cell under the fingers staying put.
  var columnChange: ColumnChange?
  /// The finger or mouse button down on the grid, if any.
  var touch: Touch?
  /// Two fingers pinching the columns, if they are.
  var pinch: Pinch?
  /// The finger's vertical positions, for the release velocity.
  var velocity = VelocityTracker()
  /// Select mode: whether a tap on a cell chooses it (or takes it out) rather than opening it, and the photos
  /// chosen.
  public internal(set) var selecting = false
  public internal(set) var chosen: Set<PhotoID> = []
  /// Whether the bar offers back (the navigator has a folder above this one), and reads right to left.
  public var showsBack = false
  public var readsRightToLeft = false
  /// What the pointer does to the bars (`ControlsInput`): the press they took, the control tapped for the
  /// navigator to carry out and the last one for the trace, and what the mouse rests on for a tooltip.
  var bar = ControlsInput()
  /// A timeline's scrubber: the pointer holding it, and until when it lingers after it was let go (`ScrubberHold`).
  var scrubber = ScrubberHold()

  /// A pointer down on the grid: where and when it went down, where it is, and whether it moved past the touch
  /// slop (a drag then, never a tap).
  struct Touch: Sendable {
    var id: PointerID
    var start: Vector2
    var startTime: Double
    var last: Vector2
    var isDragging = false
  }

  /// A change of columns under way: where the cells were drawn when it began, and the progress from there (0)
  /// to the new layout (1) on the transition spring (Docs/physics.md, "Open and close"), clamped.
  struct ColumnChange: Sendable {
    /// Where cell `index` was drawn when the change began: its place in the old layout, or, when it began
    /// during another change, its place on the way then (so nothing jumps).
    var from: @Sendable (_ index: Int) -> Rect
    /// The cells drawn when the change began, and how many cells there were.
    var fromCells: Range<Int>
    var fromCount: Int
    var progress: StartedSimulation<SpringSimulation>

    /// The progress at `t`, 0...1; nil once done.
    func fraction(at t: Double) -> Double? {
      guard !progress.isDone(at: t) else { return nil }
      return max(0, min(1, progress.position(at: t)))
    }
  }

  /// Two fingers changing the columns: their ids, where they are, their first span and the columns then.
  struct Pinch: Sendable {
    var ids: [PointerID]
    var points: [Vector2]
    var startSpan: Double
    var startColumns: Int
    var startLevel: Timeline.Level?
    var span: Double { (points[0] - points[1]).length }
    var centroid: Vector2 { (points[0] + points[1]) * 0.5 }
  }

  /// A grid of `folders` then `count` photos in a viewport of `viewport` points, photo `selection` selected and
  /// on screen.
  public init(
    count: Int, folders: [AlbumFolder] = [], viewport: Vector2, pixelsPerPoint: Double = 1, selection: Int = 0
  ) {
    self.folders = folders
    let cells = folders.count + count
    layout = GridLayout(
      viewport: viewport, columns: GridLayout.columns(forWidth: viewport.x), count: cells,
      topInset: Tuning.Controls.barHeight)
    self.pixelsPerPoint = pixelsPerPoint
    self.selection = selection > 0 ? min(folders.count + selection, max(0, cells - 1)) : 0
    scroll = ScrollAxis(contentLength: layout.contentHeight, viewportLength: viewport.y)
    scroll.scroll(to: layout.scroll(revealing: self.selection, from: 0), at: 0, animated: false)
  }

  /// A folder's grid of `album` (its sub-folders' tiles, then its photos, by date on a timeline when they are
  /// dated), photo `selection` selected and on screen at `t`.
  init(folder album: Album, viewport: Vector2, pixelsPerPoint: Double, selection: Int = 0, at t: Double) {
    self.init(
      count: album.count, folders: album.folders, viewport: viewport, pixelsPerPoint: pixelsPerPoint,
      selection: selection)
    if Timeline.dates(album.items) { showTimeline(Timeline(items: album.items), at: t) }
  }

  /// The viewport, points.
  public var viewport: Vector2 { layout.viewport }
  /// The number of cells: folder tiles and photos.
  public var count: Int { layout.count }
  /// The album index of the photo in `cell`, or nil for a folder tile.
  public func photo(inCell cell: Int) -> Int? { cell >= folders.count ? cell - folders.count : nil }
  /// The cell of photo `index`.
  public func cell(ofPhoto index: Int) -> Int { index + folders.count }
  /// The selected photo (album index), or nil when a folder tile is selected.
  public var selectedPhoto: Int? { photo(inCell: selection) }
  /// Columns across.
  public var columns: Int { layout.columns }

  /// The content height at the viewport's top at `t`.
  public func scrollPosition(at t: Double) -> Double { scroll.position(at: t) }

  /// The cells on screen at `t`.
  public func visibleCells(at t: Double) -> Range<Int> {
    let now = layout.visibleCells(scroll: scroll.position(at: t))
    // While the columns change, the cells the old layout showed are drawn too (flying to their new places).
    guard let change = columnChange, change.fraction(at: t) != nil else { return now }
    let before = change.fromCells
    guard !before.isEmpty else { return now }
    return min(now.lowerBound, before.lowerBound)..<max(now.upperBound, before.upperBound)
  }

  /// Where cell `index` is drawn at `t` with the scroll at `scroll`: its place in the layout, or on its way
  /// there from its old one while the columns change.
  func drawnCell(_ index: Int, scroll: Double, at t: Double) -> Rect {
    let to = layout.cell(index, scroll: scroll)
    guard let change = columnChange, let p = change.fraction(at: t), index < change.fromCount else { return to }
    return ScreenTransition.mix(change.from(index), to, p)
  }

  /// The photos (album indices) whose cells are on screen at `t`.
  public func visiblePhotos(at t: Double) -> [Int] { visibleCells(at: t).compactMap(photo(inCell:)) }

  /// The covers of the folder tiles on screen at `t`.
  public func visibleCovers(at t: Double) -> [PhotoID] {
    visibleCells(at: t).filter { $0 < folders.count }.compactMap { folders[$0].cover.map { PhotoID(location: $0) } }
  }

  /// Cell `index`'s square on screen at `t`, points.
  public func cellRect(_ index: Int, at t: Double) -> Rect { layout.cell(index, scroll: scroll.position(at: t)) }

  /// The window changed size or density at `t`: columns follow the width, and the cell at the top stays.
  public mutating func resize(to size: Vector2, pixelsPerPoint: Double, at t: Double) {
    self.pixelsPerPoint = pixelsPerPoint
    guard size != layout.viewport else { return }
    let top = layout.cell(at: Vector2(x: 0, y: 0), scroll: scroll.position(at: t)) ?? visibleCells(at: t).lowerBound
    layout = timelineLayout(layout.with(viewport: size, columns: GridLayout.columns(forWidth: size.x)))
    scroll.setContent(contentLength: layout.contentHeight, viewportLength: size.y, at: t)
    scroll.scroll(to: layout.cell(top).origin.y, at: t, animated: false)
  }

  /// Sets the columns (within `Tuning.Grid.columnRange`) at `t`, keeping the cell under `anchor` (a screen point:
  /// the fingers' centroid, the cursor) where it is on screen, as far as the content's bounds allow.
  public mutating func setColumns(_ columns: Int, about anchor: Vector2, at t: Double) {
    let range = Tuning.Grid.columnRange
    let columns = min(max(columns, range.lowerBound), range.upperBound)
    guard columns != layout.columns, layout.count > 0, timeline == nil else { return }
    relayout(to: layout.with(columns: columns), about: anchor, at: t)
  }

  /// Moves the cells to `newLayout`, animated, about `anchor` (the cell under it stays under it).
  mutating func relayout(to newLayout: GridLayout, about anchor: Vector2, at t: Double) {
    guard layout.count > 0 else { return }
    let scroll = scroll.position(at: t)
    let under = layout.cell(at: anchor, scroll: scroll) ?? min(layout.count - 1, visibleCells(at: t).lowerBound)
    // Where the anchored cell is on screen, as a fraction of its own height from the anchor.
    let old = layout.cell(under, scroll: scroll)
    let fraction = (anchor.y - old.origin.y) / max(1, old.size.y)
    // A change during a change starts from where the cells are drawn now, on their way.
    let before = layout
    let running = columnChange.flatMap { change in change.fraction(at: t).map { (change, $0) } }
    columnChange = ColumnChange(
      from: { index in
        let place = before.cell(index, scroll: scroll)
        guard let (change, p) = running, index < change.fromCount else { return place }
        return ScreenTransition.mix(change.from(index), place, p)
      },
      fromCells: visibleCells(at: t), fromCount: before.count,
      progress: StartedSimulation(
        SpringSimulation(
          spring: .transition, start: 0, end: 1, velocity: 0,
          tolerance: Tolerance.settle.scaled(toUnit: layout.viewport.x)), at: t))
    layout = newLayout
    self.scroll.setContent(contentLength: layout.contentHeight, viewportLength: layout.viewport.y, at: t)
    let cell = layout.cell(under)
    self.scroll.scroll(to: cell.origin.y + fraction * cell.size.y - anchor.y, at: t, animated: false)
  }

  /// Scrolls (animated) so that photo `index`'s cell is wholly on screen, the least distance; selects it.
  public mutating func reveal(photo index: Int, at t: Double, animated: Bool = true) {
    reveal(cell(ofPhoto: index), at: t, animated: animated)
  }

  /// Scrolls (animated) so that cell `index` is wholly on screen, the least distance; selects it.
  public mutating func reveal(_ index: Int, at t: Double, animated: Bool = true) {
    guard layout.count > 0 else { return }
    selection = min(max(0, index), layout.count - 1)
    let target = layout.scroll(revealing: selection, from: scroll.targetPosition)
    if target != scroll.targetPosition { scroll.scroll(to: target, at: t, animated: animated) }
  }

  /// Whether the grid scrolls at `t` (a drag, fling, bounce or animated scroll).
  public func isMoving(at t: Double) -> Bool {
    touch?.isDragging == true || !scroll.isSettled(at: t) || columnChange?.fraction(at: t) != nil
  }

  /// The next time something is due even if nothing moves: a tooltip (a tap opens at once).
  public var nextDeadline: Double? {
    let tooltip = bar.tooltipDeadline
    guard scrubber.lingersUntil.isFinite else { return tooltip }
    return min(tooltip ?? .infinity, scrubber.lingersUntil)
  }
}
