import Testing

@testable import PhotoCore

/// A timeline's grid in sections: each starts a new row under its header; the visible cells, the cell under a
/// point and the content's height agree with every cell's own square.
struct GridLayoutSectionTests {
  static let layout = GridLayout(
    viewport: Vector2(x: 400, y: 300), columns: 4, count: 23, gap: 2, topInset: 44, bottomInset: 10
  ).sectioned([3, 4, 13], headerHeight: 30)

  @Test func eachSectionStartsARowUnderItsHeader() {
    let l = Self.layout
    #expect(l.sections == [0, 3, 4, 13])
    let pitch = l.rowPitch
    #expect(l.cell(0).origin == Vector2(x: 0, y: 44 + 30))
    #expect(l.cell(2).origin == Vector2(x: 2 * pitch, y: 44 + 30))
    // Section 1 (cell 3 alone) starts below section 0's one row and its own header.
    #expect(l.cell(3).origin == Vector2(x: 0, y: 44 + 30 + pitch + 30))
    #expect(l.header(2)?.origin.y == 44 + 2 * (30 + pitch))
    // Section 2: nine cells, three rows; cell 12 starts its third.
    #expect(l.cell(12).origin.y == l.cell(4).origin.y + 2 * pitch && l.cell(12).origin.x == 0)
    #expect(l.contentHeight == l.cell(22).maxY + 10)
    #expect(l.section(of: 12) == 2 && l.section(of: 13) == 3)
  }

  @Test func visibleCellsAndTheCellUnderAPointAgreeWithEveryCellsSquare() {
    let l = Self.layout
    for top in stride(from: 0.0, through: l.contentHeight, by: 7) {
      let bottom = top + 120
      let shown = (0..<l.count).filter { l.cell($0).maxY > top && l.cell($0).origin.y < bottom }
      let range = l.cells(from: top, to: bottom)
      // Whole rows: every cell shown is in the range, and the range holds nothing outside the rows shown.
      #expect(shown.allSatisfy(range.contains), "\(top): \(shown) in \(range)")
      #expect(range.allSatisfy { l.cell($0).maxY + l.gap >= top && l.cell($0).origin.y <= bottom + l.rowPitch })
    }
    for index in 0..<l.count {
      let centre = l.cell(index).origin + l.cell(index).size * 0.5
      #expect(l.cell(at: Vector2(x: centre.x, y: centre.y - 50), scroll: 50) == index)
    }
    // A header, or past a short section's last cell, is no cell.
    #expect(l.cell(at: Vector2(x: 10, y: 44 + 5), scroll: 0) == nil)
    let afterLast = l.cell(3).origin + Vector2(x: l.rowPitch + 5, y: 5)
    #expect(l.cell(at: afterLast, scroll: 0) == nil)
    // Without sections nothing changes.
    let plain = GridLayout(viewport: Vector2(x: 400, y: 300), columns: 4, count: 23, gap: 2, topInset: 44)
    #expect(plain.sectioned([], headerHeight: 30) == plain && plain.with(columns: 5).sections.isEmpty)
    #expect(l.with(columns: 5).sections == l.sections && l.with(count: 30).sections.isEmpty)
  }
}
