/// Where the grid's cells sit: square cells in `columns` columns across the viewport's width, `gap` points
/// apart, rows top to bottom in album order, below `topInset` (the bar over the top, which the rows scroll
/// under) and above `bottomInset`. Content coordinates: y grows down from the content's top (the inset's);
/// the screen shows content from `scroll` to `scroll + viewport height`.
///
/// A library's timeline splits the cells into sections (a day, a month, a year): each starts a new row under a
/// header band `headerHeight` points tall.
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
  /// The first cell of each section, ascending from 0; empty: one run of rows with no headers.
  public private(set) var sections: [Int] = []
  /// A section header's band, points.
  public private(set) var headerHeight: Double = 0
  /// Each section's top (its header's), content coordinates; and where the last one ends.
  private var sectionTops: [Double] = []

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

  /// This layout changed as given, the rest (the gap, the insets unless given, the sections) kept.
  public func with(
    viewport: Vector2? = nil, columns: Int? = nil, count: Int? = nil, bottomInset: Double? = nil
  ) -> GridLayout {
    var layout = GridLayout(
      viewport: viewport ?? self.viewport, columns: columns ?? self.columns, count: count ?? self.count, gap: gap,
      topInset: topInset, bottomInset: bottomInset ?? self.bottomInset)
    layout.setSections(count == nil || count == self.count ? sections : [], headerHeight: headerHeight)
    return layout
  }

  /// This layout in sections starting at `starts` (cells, ascending; a first section at 0 is implied), under
  /// headers `headerHeight` points tall; no sections for an empty list.
  public func sectioned(_ starts: [Int], headerHeight: Double) -> GridLayout {
    var layout = self
    layout.setSections(starts, headerHeight: headerHeight)
    return layout
  }

  private mutating func setSections(_ starts: [Int], headerHeight: Double) {
    let valid = starts.filter { $0 > 0 && $0 < count }
    sections = starts.isEmpty || count == 0 ? [] : [0] + Array(Set(valid)).sorted()
    self.headerHeight = sections.isEmpty ? 0 : max(0, headerHeight)
    var top = topInset
    sectionTops = sections.indices.map { i in
      defer {
        let end = i + 1 < sections.count ? sections[i + 1] : count
        top += self.headerHeight + Double((end - sections[i] + columns - 1) / columns) * rowPitch
      }
      return top
    }
    if !sections.isEmpty { sectionTops.append(top) }
  }

  /// The section cell `index` is in (0 without sections).
  public func section(of index: Int) -> Int {
    guard !sections.isEmpty else { return 0 }
    return max(0, sections.partitionPoint { $0 <= index } - 1)
  }

  /// Section `section`'s header band, content coordinates; nil without sections.
  public func header(_ section: Int) -> Rect? {
    guard sections.indices.contains(section) else { return nil }
    return Rect(origin: Vector2(x: 0, y: sectionTops[section]), size: Vector2(x: viewport.x, y: headerHeight))
  }

  /// The section showing at content height `y` (its header or rows), the last one past the end.
  public func section(atContentY y: Double) -> Int {
    guard !sections.isEmpty else { return 0 }
    return min(sections.count - 1, max(0, sectionTops.partitionPoint { $0 <= y } - 1))
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
  public var contentHeight: Double {
    guard rows > 0 else { return 0 }
    if let end = sectionTops.last { return end - gap + bottomInset }
    return topInset + Double(rows) * rowPitch - gap + bottomInset
  }
  /// The furthest the content scrolls, points.
  public var maxScroll: Double { max(0, contentHeight - viewport.y) }

  /// Cell `index`'s square in content coordinates.
  public func cell(_ index: Int) -> Rect {
    var top = topInset
    var local = index
    if !sections.isEmpty {
      let section = section(of: index)
      top = sectionTops[section] + headerHeight
      local = index - sections[section]
    }
    let row = local / columns
    let column = local % columns
    return Rect(
      origin: Vector2(x: Double(column) * rowPitch, y: top + Double(row) * rowPitch),
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
    if !sections.isEmpty { return sectionedCells(from: top, to: bottom) }
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
    if !sections.isEmpty { return sectionedCell(at: point, scroll: scroll) }
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

extension GridLayout {
  /// `cells(from:to:)` in sections: from the first row of the section at `top` that reaches it to the last
  /// row of the section at `bottom` that starts before it.
  func sectionedCells(from top: Double, to bottom: Double) -> Range<Int> {
    guard count > 0, bottom > top else { return 0..<0 }
    func rowStart(_ y: Double, up: Bool) -> Int {
      let section = section(atContentY: y)
      let end = section + 1 < sections.count ? sections[section + 1] : count
      let rowsTop = sectionTops[section] + headerHeight
      let row = max(0, Int(((y - rowsTop) / rowPitch).rounded(up ? .up : .down)))
      return min(end, sections[section] + row * columns)
    }
    let first = rowStart(top, up: false)
    let end = max(first, rowStart(bottom, up: true))
    return first..<end
  }

  /// `cell(at:scroll:)` in sections: none in a header band or a gap.
  func sectionedCell(at point: Vector2, scroll: Double) -> Int? {
    let y = point.y + scroll
    guard point.x >= 0, point.x < viewport.x, y >= topInset else { return nil }
    let section = section(atContentY: y)
    let local = y - sectionTops[section] - headerHeight
    guard local >= 0 else { return nil }
    let column = Int((point.x / rowPitch).rounded(.down))
    let row = Int((local / rowPitch).rounded(.down))
    guard column < columns, point.x - Double(column) * rowPitch <= cellSide, local - Double(row) * rowPitch <= cellSide
    else { return nil }
    let end = section + 1 < sections.count ? sections[section + 1] : count
    let index = sections[section] + row * columns + column
    return index < end ? index : nil
  }
}
