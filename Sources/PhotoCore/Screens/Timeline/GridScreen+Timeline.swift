extension GridScreen {
  /// Shows the album by date (a library's): `timeline`'s sections and cells at its level, the selection on
  /// screen.
  public mutating func showTimeline(_ timeline: Timeline, at t: Double) {
    self.timeline = timeline
    layout = timelineLayout(layout)
    scroll = ScrollAxis(contentLength: layout.contentHeight, viewportLength: layout.viewport.y)
    scroll.scroll(to: layout.scroll(revealing: selection, from: 0), at: t, animated: false)
  }

  /// Moves to `level`, the cells animated about `anchor` (the one under it stays under it).
  public mutating func setLevel(_ level: Timeline.Level, about anchor: Vector2, at t: Double) {
    guard var timeline, level != timeline.level else { return }
    timeline.level = level
    self.timeline = timeline
    relayout(to: timelineLayout(layout), about: anchor, at: t)
  }

  /// `base` in the columns and sections of the timeline's level (its cells after the folder tiles).
  func timelineLayout(_ base: GridLayout) -> GridLayout {
    guard let timeline else { return base }
    let level = timeline.level
    return base.with(columns: Timeline.columns(level, width: base.viewport.x)).sectioned(
      timeline.sectionStarts(level).map { $0 + folders.count }, headerHeight: Timeline.headerHeight(level))
  }

  /// The section headers on screen at `scroll`: their titles, left-aligned in their bands.
  func addSectionHeaders(scroll: Double, to scene: inout Scene) {
    guard let timeline, !layout.sections.isEmpty, layout.count > 0 else { return }
    let first = layout.section(atContentY: scroll)
    let last = layout.section(atContentY: scroll + viewport.y)
    let size = Tuning.Timeline.headerTextSize
    for section in first...last {
      guard let band = layout.header(section) else { continue }
      let start = layout.sections[section] - folders.count
      guard start >= 0 else { continue }
      let y = band.origin.y - scroll + (band.size.y - size * 1.3) / 2
      var item = TextItem(
        timeline.title(ofSectionStarting: start, timeline.level),
        anchor: Vector2(x: Tuning.Grid.folderPadding * 2, y: y),
        alignment: .leading, size: size, hasPlate: false)
      item.maxWidth = viewport.x - 4 * Tuning.Grid.folderPadding
      scene.texts.append(item)
    }
  }

  /// The section at the top of the screen at `t`, as the trace names it ("2024-07-14"); nil off a timeline.
  public func topSection(at t: Double) -> String? {
    guard let timeline, layout.count > 0 else { return nil }
    let cells = visibleCells(at: t)
    guard let photo = photo(inCell: cells.lowerBound) else { return nil }
    return timeline.sectionName(of: photo)
  }
}
