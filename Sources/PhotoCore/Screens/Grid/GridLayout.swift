/// Where the grid's cells sit: square cells in `columns` columns across the viewport's width, `gap` points
/// apart, rows top to bottom in album order, below `topInset` (the bar over the top, which the rows scroll
/// under) and above `bottomInset`. Content coordinates: y grows down from the content's top (the inset's);
/// the screen shows content from `scroll` to `scroll + viewport height`.
public struct GridLayout: Sendable, Equatable {
  /// The viewport, points.
  public var viewport: Vector2
  /// Columns across.
  public var columns: Int
  /// Cells in all.
  public var count: Int
  /// The gap between cells, points.
  public var gap: Double
  /// The room above the first row and below the last (the bars over them), points.
  public var topInset: Double
  public var bottomInset: Double

  /// A layout of `count` cells in `columns` columns across `viewport`, `topInset` and `bottomInset` points
  /// left above and below the rows.
  public init(
    viewport: Vector2, columns: Int, count: Int, gap: Double = Tuning.Grid.gap, topInset: Double = 0,
    bottomInset: Double = 0
  ) {
    self.viewport = viewport
    self.columns = max(1, columns)
    self.count = max(0, count)
    self.gap = gap
    self.topInset = max(0, topInset)
    self.bottomInset = max(0, bottomInset)
  }

  /// This layout changed as given, the rest (the gap, the insets unless given) kept.
  public func with(
    viewport: Vector2? = nil, columns: Int? = nil, count: Int? = nil, bottomInset: Double? = nil
  ) -> GridLayout {
    GridLayout(
      viewport: viewport ?? self.viewport, columns: columns ?? self.columns, count: count ?? self.count, gap: gap,
      topInset: topInset, bottomInset: bottomInset ?? self.bottomInset)
  }

  /// The columns a viewport `width` points wide gets: cells of about `Tuning.Grid.targetCellWidth`, within
  /// `Tuning.Grid.columnRange`.
  public static func columns(forWidth width: Double) -> Int {
    let range = Tuning.Grid.columnRange
    guard width.isFinite, width > 0 else { return range.lowerBound }
    let fitting = Int(((width + Tuning.Grid.gap) / (Tuning.Grid.targetCellWidth + Tuning.Grid.gap)).rounded())
    return min(max(fitting, range.lowerBound), range.upperBound)
  }

  /// A cell's side, points.
  public var cellSide: Double { max(1, (viewport.x - Double(columns - 1) * gap) / Double(columns)) }
  /// From one row's top to the next one's, points.
  public var rowPitch: Double { cellSide + gap }
  /// Rows in all.
  public var rows: Int { (count + columns - 1) / columns }
  /// The content's height, points.
  public var contentHeight: Double { rows == 0 ? 0 : topInset + Double(rows) * rowPitch - gap + bottomInset }
  /// The furthest the content scrolls, points.
  public var maxScroll: Double { max(0, contentHeight - viewport.y) }

  /// Cell `index`'s square in content coordinates.
  public func cell(_ index: Int) -> Rect {
    let row = index / columns
    let column = index % columns
    return Rect(
      origin: Vector2(x: Double(column) * rowPitch, y: topInset + Double(row) * rowPitch),
      size: Vector2(x: cellSide, y: cellSide))
  }

  /// Cell `index`'s square on screen when the content is scrolled to `scroll`.
  public func cell(_ index: Int, scroll: Double) -> Rect {
    var rect = cell(index)
    rect.origin.y -= scroll
    return rect
  }

  /// The cells that show (even in part) between content heights `top` and `bottom`, in order.
  public func cells(from top: Double, to bottom: Double) -> Range<Int> {
    let (top, bottom) = (top - topInset, bottom - topInset)
    guard count > 0, bottom > top, bottom > 0 else { return 0..<0 }
    let firstRow = max(0, Int((top / rowPitch).rounded(.down)))
    let lastRow = max(0, Int((bottom / rowPitch).rounded(.up)))
    let first = min(count, firstRow * columns)
    let end = min(count, lastRow * columns)
    return first..<max(first, end)
  }

  /// The cells on screen at `scroll`.
  public func visibleCells(scroll: Double) -> Range<Int> {
    cells(from: scroll, to: scroll + viewport.y)
  }

  /// The cell under the screen point `point` at `scroll`, or nil (a gap, or past the last cell).
  public func cell(at point: Vector2, scroll: Double) -> Int? {
    let x = point.x
    let y = point.y + scroll - topInset
    guard x >= 0, y >= 0, x < viewport.x else { return nil }
    let column = Int((x / rowPitch).rounded(.down))
    let row = Int((y / rowPitch).rounded(.down))
    guard column < columns else { return nil }
    // In the gap after a cell: no cell.
    if x - Double(column) * rowPitch > cellSide || y - Double(row) * rowPitch > cellSide { return nil }
    let index = row * columns + column
    return index < count ? index : nil
  }

  /// The scroll that brings cell `index` fully on screen from `scroll` with the least movement (unchanged
  /// when it already is), within the content's bounds.
  public func scroll(revealing index: Int, from scroll: Double) -> Double {
    guard count > 0 else { return 0 }
    let rect = cell(min(max(0, index), count - 1))
    var target = scroll
    // Wholly between the bars: below the top one, above the bottom one.
    if rect.origin.y - topInset < scroll { target = rect.origin.y - topInset }
    if rect.maxY + bottomInset > scroll + viewport.y { target = rect.maxY + bottomInset - viewport.y }
    return min(max(0, target), maxScroll)
  }
}
