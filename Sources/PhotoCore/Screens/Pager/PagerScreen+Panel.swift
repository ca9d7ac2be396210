extension PagerScreen {
  /// What the info panel says of photo `index`: its name and folder, its pixel size and colour space as its
  /// decode said, and what its file said once the shell read it (`factsKnown`).
  public func info(of index: Int, in library: PhotoLibrary) -> PhotoInfo? {
    guard library.contains(index) else { return nil }
    let item = library.album.items[index]
    var info = PhotoInfo(location: item.location, home: setup.homeFolder)
    info.name = Self.overlayName(of: item)  // with its companion RAW's, when it has one
    if let size = library.displayedPixelSize(index) {
      (info.pixelWidth, info.pixelHeight) = (Int(size.x.rounded()), Int(size.y.rounded()))
    }
    if let facts = panel.facts.facts(of: library.id(index)) { info.add(facts) }
    info.colorSpace = library.colorSpace(of: index)
    info.clipDuration = library.clipDuration(of: index)
    return info
  }

  /// The open panel's frame for the photo shown at `t`, points.
  func panelOpenFrame(at t: Double, in library: PhotoLibrary) -> Rect {
    let lines = info(of: pages.currentPage(at: t), in: library)?.lines.count ?? 1
    return InfoPanelScene.openFrame(viewport: viewport, lineCount: lines)
  }

  /// Opens the info panel at `t`, or closes it.
  mutating func togglePanel(at t: Double, in library: PhotoLibrary) {
    if panel.isOpen {
      closePanel(at: t, in: library)
    } else {
      panel.open(at: t, height: panelOpenFrame(at: t, in: library).size.y)
    }
  }

  /// Closes the info panel at `t`.
  mutating func closePanel(at t: Double, in library: PhotoLibrary) {
    panel.close(at: t, height: panelOpenFrame(at: t, in: library).size.y)
  }

  /// Whether the info panel takes `event`: a press on it drags it (down to close it) until that finger lifts;
  /// a press anywhere else while it is open, but on the bars, closes it and does nothing more until it lifts
  /// (never a page, zoom or tap).
  mutating func handlePanel(_ event: PointerEvent, in library: PhotoLibrary) -> Bool {
    let t = event.time
    if let id = panel.dismissPointer {
      if id == event.id && (event.phase == .up || event.phase == .cancelled) { panel.dismissPointer = nil }
      return id == event.id
    }
    // Only with the panel open or held: a flick with it closed never lays out its lines.
    guard panel.isDragged || (panel.isOpen && event.phase == .down) else { return false }
    var frame = panelOpenFrame(at: t, in: library)
    let height = frame.size.y
    if panel.isDragged {
      switch event.phase {
      case .moved: panel.move(event.id, y: event.position.y, at: t, height: height)
      case .up, .cancelled:
        panel.release(event.id, at: t, height: height, cancelled: event.phase == .cancelled)
      case .down: break
      }
      return true
    }
    guard touch.pointers.isEmpty, controls.input.pressed == nil else { return false }
    frame.origin.y += panel.offset(at: t) * height
    if frame.contains(event.position) {
      panel.press(event.id, y: event.position.y, at: t)
      return true
    }
    if controls.claims(event.position, in: controlsLayout) { return false }
    panel.close(at: t, height: height)
    panel.dismissPointer = event.id
    return true
  }

  /// The info panel at `t` while any of it shows, for the photo shown.
  func panelScene(at t: Double, in library: PhotoLibrary) -> InfoPanelScene? {
    guard panel.isVisible(at: t), let info = info(of: pages.currentPage(at: t), in: library) else { return nil }
    return InfoPanelScene(
      lines: info.lines, viewport: viewport, offset: panel.offset(at: t), rightToLeft: setup.readsRightToLeft)
  }

  /// The photo whose file the shell should read for the open panel (the one shown at `t`, not asked about
  /// before), marked as asked; nil when there is none.
  mutating func takeFactsRequest(at t: Double, in library: PhotoLibrary) -> (item: AlbumItem, photo: PhotoID)? {
    let page = pages.currentPage(at: t)
    guard panel.isOpen, library.contains(page), panel.facts.ask(library.id(page)) else { return nil }
    return (library.album.items[page], library.id(page))
  }

  /// `photos` went from the album or were replaced: what their files said is read again when the panel asks.
  mutating func forgetFacts(of photos: Set<PhotoID>) { panel.facts.forget(photos) }

  /// The shell read `photo`'s file for the panel.
  mutating func factsKnown(_ photo: PhotoID, _ known: PhotoInfo.FileFacts) { panel.facts.know(photo, known) }
}
