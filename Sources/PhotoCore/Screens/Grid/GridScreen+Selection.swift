extension GridScreen {
  /// The grid's bars in its viewport: the top bar (back, the folder's name, select, slideshow), and while
  /// selecting cancel and the selection's bottom bar (mark, slideshow, trash).
  public var controlsLayout: ControlsLayout {
    .grid(viewport: viewport, selecting: selecting, showsBack: showsBack, rightToLeft: readsRightToLeft)
  }

  /// Whether the bars take `event`: a press on a bar (on a control or not) and everything that pointer does
  /// until it lifts; a lift on the control it pressed taps it. What the bars take never scrolls or opens a cell.
  mutating func handleBar(_ event: PointerEvent) -> Bool {
    if let pressed = bar.pressed {
      guard pressed.id == event.id else { return false }
      if event.phase == .up || event.phase == .cancelled {
        bar.pressed = nil
        if event.phase == .up, case .control(let control)? = pressed.target,
          controlsLayout.control(at: event.position) == control
        {
          tapBar(control, at: event.time)
        }
      }
      return true
    }
    guard event.phase == .down, touch == nil, pinch == nil, controlsLayout.barsContain(event.position) else {
      return false
    }
    bar.pressed = (event.id, controlsLayout.control(at: event.position).map(ControlsTarget.control))
    return true
  }

  /// `control` was tapped at `t`: select and cancel are the grid's own; the rest go to the navigator.
  mutating func tapBar(_ control: Control, at t: Double) {
    switch control {
    case .select:
      bar.lastTapped = control.rawValue
      startSelecting(at: t)
    case .cancel:
      bar.lastTapped = control.rawValue
      endSelecting(at: t)
    default: bar.tap(.control(control))
    }
  }

  /// The mouse, no button down, is at `point` at `t` (nil: it left the window): the control it rests on, for a
  /// tooltip. Returns whether that changed.
  mutating func hover(at point: Vector2?, time t: Double) -> Bool {
    bar.hover(point.flatMap { controlsLayout.control(at: $0) }.map(ControlsTarget.control), at: t)
  }

  /// The tooltip's words at `t` for the control the mouse rests on, with the key `keys` names for its action;
  /// nil before `Tuning.Controls.tooltipDelay` or off the controls.
  func tooltip(at t: Double, keys: [KeyAction: String]) -> (text: String, control: Control)? {
    guard case .control(let control)? = bar.tooltipTarget(at: t) else { return nil }
    guard let key = control.action.flatMap({ keys[$0] }) else { return (control.title, control) }
    return ("\(control.title) (\(key))", control)
  }

  /// The control tapped since the last call, to carry out; clears it.
  public mutating func takeTappedControl() -> Control? { bar.takeControl() }

  /// Select mode on at `t`: nothing chosen yet, the selection's bar along the bottom (the rows end above it).
  public mutating func startSelecting(at t: Double) {
    selecting = true
    chosen = []
    setBottomInset(Tuning.Controls.barHeight, at: t)
  }

  /// Select mode off at `t`: the choice forgotten.
  public mutating func endSelecting(at t: Double) {
    guard selecting else { return }
    selecting = false
    chosen = []
    setBottomInset(0, at: t)
  }

  private mutating func setBottomInset(_ inset: Double, at t: Double) {
    layout = layout.with(bottomInset: inset)
    scroll.setContent(contentLength: layout.contentHeight, viewportLength: layout.viewport.y, at: t)
  }

  /// Chooses photo `index` (album index), or takes it out of the choice.
  mutating func toggleChoice(of index: Int, in library: PhotoLibrary) {
    guard library.contains(index) else { return }
    let photo = library.id(index)
    if chosen.contains(photo) { chosen.remove(photo) } else { chosen.insert(photo) }
  }

  /// The photos chosen that are still in the album, as album indices in its order.
  public func chosenIndices(in library: PhotoLibrary) -> [Int] {
    library.album.items.indices.filter { chosen.contains(library.id($0)) }
  }

  /// The bars as drawn: the folder's name over what it holds, or while selecting how many are chosen.
  func barScene(in library: PhotoLibrary) -> ControlsScene {
    let origin = library.album.origin
    let name = origin.split(separator: "/").last.map(String.init) ?? origin
    // The choice holds album photos only (the navigator drops those a listing took away): counted per frame
    // without walking the album.
    let title = selecting ? UserText.chosen(chosen.count) : name
    let clips = library.namedClips
    let subtitle =
      selecting
      ? name
      : UserText.folderContents(
        folders: folders.count, photos: library.count - clips, clips: clips)
    return ControlsScene(layout: controlsLayout, alpha: 1, title: title, subtitle: subtitle)
  }

  /// The chosen cells' marks on screen at `scroll`: a ring and a filled check in the cell's corner.
  func addChoiceMarks(scroll: Double, at t: Double, in library: PhotoLibrary, to scene: inout Scene) {
    guard selecting else { return }
    let side = Tuning.Controls.iconSize
    for cell in visibleCells(at: t) where cell < layout.count {
      guard let index = photo(inCell: cell), library.contains(index), chosen.contains(library.id(index)) else {
        continue
      }
      let rect = drawnCell(cell, scroll: scroll, at: t)
      scene.outlines.append(
        Outline(rect: rect, width: Tuning.Grid.ringWidth, cornerRadius: Tuning.Grid.cornerRadius))
      let margin = Tuning.Controls.edgeMargin / 2
      let x = readsRightToLeft ? rect.origin.x + margin : rect.maxX - margin - side
      let frame = Rect(origin: Vector2(x: x, y: rect.maxY - margin - side), size: Vector2(x: side, y: side))
      scene.icons.append(SceneIcon(name: "controls-selected", frame: frame))
    }
  }
}
