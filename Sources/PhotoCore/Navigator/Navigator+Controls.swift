extension Navigator {
  /// Carries out the on-screen `control` tapped at `t`: its key action, as the key bound to it would; the
  /// slideshow control starts a slideshow from the photo shown when none runs (the shell's to start), and
  /// pauses or resumes one that does.
  mutating func carryOut(_ control: Control, at t: Double) -> [NavigatorEffect] {
    if control == .slideshow && slideshow == nil { return [.startSlideshow] }
    if control == .more {
      pager.toggleMenu()
      return []
    }
    guard let command = control.action?.command else { return [] }
    return perform(command, at: t)
  }

  /// Whether the controls' bars read right to left (the user's language does: `UILanguage`).
  public var readsRightToLeft: Bool {
    get { pager.setup.readsRightToLeft }
    set { pager.setup.readsRightToLeft = newValue }
  }

  /// The commands the config binds (`[commands]`), each with its key: entries of the "more" menu.
  public mutating func setMenuCommands(_ commands: [(command: String, key: String)]) {
    pager.setup.menuItems = MoreItem.menu(commands: commands.map(\.command))
    pager.setup.commandKeys = Dictionary(commands.map { ($0.command, $0.key) }) { first, _ in first }
  }

  /// The user's home folder, written "~" in the info panel.
  public var homeFolder: String? {
    get { pager.setup.homeFolder }
    set { pager.setup.homeFolder = newValue }
  }

  /// The mouse, no button down, is at `point` at `t` (nil: it left the window): its tooltip on a control.
  /// Returns whether what it rests on changed (the screen then needs drawing).
  @discardableResult
  public mutating func hover(at point: Vector2?, time t: Double) -> Bool {
    if gridIsActive, var grid = chromedGrid {
      let changed = grid.hover(at: point, time: t)
      self.grid = grid
      return changed
    }
    guard slot.screen.showsPager else { return false }
    return pager.hover(at: point, time: t)
  }

  /// The tooltip of the control the mouse rests on at `t`, as drawn: its name and key, beside the control
  /// (above the bottom bar's, below the top bar's, before a menu entry).
  func tooltipItem(at t: Double) -> TextItem? {
    if gridIsActive {
      guard let grid = chromedGrid, let (text, control) = grid.tooltip(at: t, keys: keyNames) else { return nil }
      return tooltipItem(text, beside: control, in: grid.controlsLayout)
    }
    guard let (text, target) = pager.tooltip(at: t, keys: keyNames) else { return nil }
    let layout = pager.controlsLayout
    let gap = Tuning.Controls.edgeMargin
    switch target {
    case .item(let entry):
      guard let frame = layout.menu(pager.setup.menuItems).first(where: { $0.item == entry })?.frame else { return nil }
      let x = layout.rightToLeft ? frame.maxX + gap : frame.origin.x - gap
      return TextItem(
        text, anchor: Vector2(x: x, y: frame.origin.y + gap), alignment: layout.rightToLeft ? .leading : .trailing,
        size: Tuning.Controls.tooltipSize)
    case .control(let control): return tooltipItem(text, beside: control, in: layout)
    case .scrubber:
      guard let track = layout.scrubber else { return nil }
      return TextItem(
        text, anchor: Vector2(x: track.center.x, y: track.origin.y - gap - 2 * Tuning.Controls.tooltipSize),
        alignment: .center, size: Tuning.Controls.tooltipSize)
    }
  }

  /// A tooltip saying `text` beside `control` of `layout`: below the top bar's, above the bottom bar's,
  /// centred on it or from its outer edge at a window's side (where centring would cut it).
  func tooltipItem(_ text: String, beside control: Control, in layout: ControlsLayout) -> TextItem? {
    guard let frame = layout.controls.first(where: { $0.control == control })?.frame else { return nil }
    let gap = Tuning.Controls.edgeMargin
    let below = layout.topBar.contains(frame)
    let y = below ? layout.topBar.maxY + gap : layout.bottomBar.origin.y - gap - 2 * Tuning.Controls.tooltipSize
    let alignment: TextItem.Alignment =
      frame.center.x < viewport.x / 4 ? .leading : frame.center.x > viewport.x * 3 / 4 ? .trailing : .center
    let x = alignment == .leading ? frame.origin.x : alignment == .trailing ? frame.maxX : frame.center.x
    return TextItem(text, anchor: Vector2(x: x, y: y), alignment: alignment, size: Tuning.Controls.tooltipSize)
  }

  /// The live clip whose playing began since the last call (the shell plays it from its first frame); nil
  /// otherwise.
  public mutating func takeMotionStart() -> PhotoID? { pager.takeMotionStart(in: library) }

  /// The photo whose file the shell should read for the open info panel, at most once each; nil when none.
  public mutating func takeFactsRequest(at t: Double) -> (item: AlbumItem, photo: PhotoID)? {
    guard slot.screen.showsPager else { return nil }
    return pager.takeFactsRequest(at: t, in: library)
  }

  /// The shell read `photo`'s file for the info panel: its size, EXIF and place.
  public mutating func fileFactsKnown(_ photo: PhotoID, _ facts: PhotoInfo.FileFacts) {
    pager.factsKnown(photo, facts)
  }

  /// Hides the pager's controls at `t` (a key was pressed: the keyboard's user needs no bars).
  public mutating func hideControls(at t: Double) { pager.hideControls(at: t) }
}
