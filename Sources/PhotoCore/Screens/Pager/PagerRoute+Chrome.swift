/// What the route draws over its photos: the tooltip of the control under the mouse, and the badges of a marked
/// photo and of a RAW or live photo.
extension PagerRoute {
  /// The tooltip of the control the mouse rests on at `t`, as drawn: its name and key (`keys`), beside the
  /// control (above the bottom bar's, below the top bar's, before a menu entry).
  func tooltipItem(at t: Double, keys: [KeyAction: String]) -> TextItem? {
    guard let (text, target) = pager.tooltip(at: t, keys: keys) else { return nil }
    let layout = pager.controlsLayout
    let gap = Tuning.Controls.edgeMargin
    switch target {
    case .item(let entry):
      guard let frame = layout.menu(pager.setup.menuItems).first(where: { $0.item == entry })?.frame else { return nil }
      let x = layout.rightToLeft ? frame.maxX + gap : frame.origin.x - gap
      return TextItem(
        text, anchor: Vector2(x: x, y: frame.origin.y + gap), alignment: layout.rightToLeft ? .leading : .trailing,
        size: Tuning.Controls.tooltipSize)
    case .control(let control): return layout.tooltip(text, beside: control, width: viewport.x)
    case .scrubber:
      guard let track = layout.scrubber else { return nil }
      return TextItem(
        text, anchor: Vector2(x: track.center.x, y: track.origin.y - gap - 2 * Tuning.Controls.tooltipSize),
        alignment: .center, size: Tuning.Controls.tooltipSize)
    }
  }

  /// The badge of a photo in the pager whose camera RAW is beside it (`RawPairing`): "RAW" in the top left
  /// corner; a live photo says so as the Photos app does ("LIVE"). None while a photo flies.
  func rawBadge(at t: Double, in context: ScreenContext) -> TextItem? {
    let page = pager.pages.currentPage(at: t)
    guard flight == nil, context.album.items.indices.contains(page) else { return nil }
    let item = context.album.items[page]
    let live = context.library.motionLocation(of: page) != nil
    let words = [live ? "LIVE" : nil, item.companion.map { _ in "RAW" }].compactMap { $0 }
    guard !words.isEmpty else { return nil }
    return TextItem(
      words.joined(separator: " · "), anchor: Vector2(x: Tuning.Navigator.markInset, y: Tuning.Navigator.markInset),
      alignment: .leading, size: Tuning.Navigator.rawBadgeSize)
  }

  /// The badge of a marked photo in the pager: a check mark in the top right corner. None while a photo flies.
  func markBadge(at t: Double, in context: ScreenContext) -> TextItem? {
    guard flight == nil, context.isMarked(pager.pages.currentPage(at: t)) else { return nil }
    return TextItem(
      "\u{2713}", anchor: Vector2(x: viewport.x - Tuning.Navigator.markInset, y: Tuning.Navigator.markInset),
      alignment: .trailing, size: Tuning.Navigator.markSize)
  }

  /// How far a notice rises at `t`: above the bottom bar while the pager's controls show, with their fade; not
  /// while a photo flies.
  func noticeLift(at t: Double) -> Double {
    guard flight == nil else { return 0 }
    return pager.controlsLayout.bottomBar.size.y * pager.controls.alpha(at: t)
  }

  /// The clock of the clip on the page at `t`, for the shell; nil over a photo or a clip not yet settled on.
  func clipClock(at t: Double, in context: ScreenContext) -> ClipClock? {
    let library = context.library
    let muted = pager.sound.isMuted
    if let page = pager.playingMotion, let path = library.motionLocation(of: page) {
      // A live photo's motion playing: its sound from its start, each time it plays.
      return ClipClock(
        photo: PhotoID(location: path), location: path, isRemote: context.album.isRemote(path),
        position: t - pager.motionSince, isPlaying: true,
        isExact: true, jumps: pager.motionRuns, isMuted: muted)
    }
    guard let clip = pager.clip, library.contains(clip.page) else { return nil }
    return ClipClock(
      photo: context.id(clip.page), location: context.album.items[clip.page].location,
      isRemote: context.album.isRemote(context.album.items[clip.page].location),
      position: clip.position(at: t), isPlaying: clip.isPlaying && !clip.hasEnded(at: t), isExact: clip.isExact,
      jumps: clip.jumps, isMuted: muted)
  }

  /// Whether a clip may play its sound where it is: in the pager, and in a slideshow or kiosk only with
  /// `--sound` (a photo frame in a living room stays quiet unless asked).
  func soundAllowed(in context: ScreenContext) -> Bool {
    context.configuration.soundInShows || (show == nil && !context.configuration.locksExit)
  }
}
