extension GridScreen {
  /// What to draw at `t`: the visible cells, each photo filling its square (its middle kept, the rest cropped
  /// by the cell's clip), a cell still loading as a neutral placeholder, and the selection ring when keys
  /// moved it.
  public func scene(at t: Double, in library: PhotoLibrary) -> Scene {
    let scroll = snappedScroll(at: t)
    var photos: [PhotoPlacement] = []
    var scene = Scene(backgroundAlpha: 1, photos: [])
    for cell in visibleCells(at: t) where cell < layout.count {
      guard let index = photo(inCell: cell) else {
        addFolderTile(cell, scroll: scroll, at: t, in: library, to: &scene)
        continue
      }
      guard index != hiddenCell, library.contains(index) else { continue }
      photos.append(placement(of: index, scroll: scroll, at: t, in: library))
    }
    scene.photos += photos
    addSectionHeaders(scroll: scroll, to: &scene)
    addScrubber(scroll: scroll, at: t, to: &scene)
    addClipLengths(photos, to: &scene, in: library)
    if layout.count == 0 {
      scene.texts.append(
        TextItem(
          emptyMessage, anchor: Vector2(x: viewport.x / 2, y: viewport.y / 2 - Tuning.Grid.messageTextSize / 2),
          alignment: .center, size: Tuning.Grid.messageTextSize, alpha: 0.7, maxWidth: viewport.x * 0.9,
          hasPlate: false))
    }
    addChoiceMarks(scroll: scroll, at: t, in: library, to: &scene)
    scene.controls = barScene(in: library)
    if showsSelection, selection < layout.count, selection != hiddenCell.map(cell(ofPhoto:)) {
      scene.outlines.append(
        Outline(
          rect: drawnCell(selection, scroll: scroll, at: t), width: Tuning.Grid.ringWidth,
          cornerRadius: Tuning.Grid.cornerRadius))
    }
    return scene
  }

  /// A clip's cell says its length in its bottom trailing corner, over a soft shadow, as a phone's grid does.
  func addClipLengths(_ cells: [PhotoPlacement], to scene: inout Scene, in library: PhotoLibrary) {
    let size = Tuning.Grid.clipLengthSize
    for cell in cells {
      guard let seconds = library.clipDuration(of: cell.index), seconds.isFinite, let rect = cell.clip,
        rect.size.x >= Tuning.Grid.clipLengthSmallestCell
      else { continue }
      let inset = Tuning.Grid.folderPadding
      var item = TextItem(
        UserText.clipLength(seconds), anchor: Vector2(x: rect.maxX - inset, y: rect.maxY - inset - 1.3 * size),
        alignment: .trailing, size: size, hasPlate: false)
      item.hasShadow = true
      scene.texts.append(item)
    }
  }

  /// Folder tile `cell`: a grey square, its cover photo filling it once decoded, and the folder's name and
  /// photo count at the bottom (on plates when over the cover).
  func addFolderTile(_ cell: Int, scroll: Double, at t: Double, in library: PhotoLibrary, to scene: inout Scene) {
    let folder = folders[cell]
    let rect = drawnCell(cell, scroll: scroll, at: t)
    scene.panels.append(Panel(rect: rect, grey: Tuning.Grid.folderGrey))
    var overCover = false
    if let cover = folder.cover.map({ PhotoID(location: $0) }), case .ready(let size, _)? = library.coverStatus(cover),
      size.x > 0, size.y > 0
    {
      let fill = max(rect.size.x / size.x, rect.size.y / size.y)
      // Index -1: no album page (it is never opened, and a failed cover stays a plain tile).
      var placement = PhotoPlacement(
        index: -1, photo: cover, frame: Rect(center: rect.center, size: size * fill), page: rect, quarterTurns: 0,
        status: .ready(pixelSize: size, fullResolution: true), showsSpinner: false)
      placement.clip = rect
      placement.cornerRadius = Tuning.Grid.cornerRadius
      scene.photos.append(placement)
      overCover = true
    }
    let pad = Tuning.Grid.folderPadding
    let size = Tuning.Grid.folderTextSize
    scene.texts.append(
      TextItem(
        folder.name, anchor: Vector2(x: rect.origin.x + pad, y: rect.maxY - pad - 2.6 * size), size: size,
        maxWidth: rect.size.x - 2 * pad, hasPlate: overCover))
    let photos = folder.photoCount == 1 ? "1 photo" : "\(folder.photoCount) photos"
    scene.texts.append(
      TextItem(
        photos, anchor: Vector2(x: rect.origin.x + pad, y: rect.maxY - pad - 1.2 * size), size: size * 0.85,
        alpha: overCover ? 1 : 0.7, maxWidth: rect.size.x - 2 * pad, hasPlate: overCover))
  }

  /// The scroll at `t` moved to the nearest whole display pixel, so cells are drawn pixel-aligned.
  func snappedScroll(at t: Double) -> Double {
    let scroll = scroll.position(at: t)
    guard pixelsPerPoint > 0, scroll.isFinite else { return scroll }
    return (scroll * pixelsPerPoint).rounded() / pixelsPerPoint
  }

  /// Photo `index` filling its cell at `scroll`: the image scaled to cover the square, centred, clipped to it.
  public func placement(of index: Int, scroll: Double, at t: Double, in library: PhotoLibrary) -> PhotoPlacement {
    let cell = drawnCell(cell(ofPhoto: index), scroll: scroll, at: t)
    var frame = cell
    if let size = library.displayedPixelSize(index), size.x > 0, size.y > 0 {
      let fill = max(cell.size.x / size.x, cell.size.y / size.y)
      frame = Rect(center: cell.center, size: size * fill)
    }
    // The frame is the unrotated image's: a quarter-turned photo's frame has its sides swapped.
    let turns = library.quarterTurns(of: index)
    frame = frame.turned(turns)
    var placement = PhotoPlacement(
      index: index, photo: library.id(index), frame: frame, page: cell, quarterTurns: turns,
      status: library.status(of: index) ?? .loading(since: t), showsSpinner: false)
    placement.clip = cell
    placement.cornerRadius = Tuning.Grid.cornerRadius
    placement.placeholder = true
    return placement
  }

  /// What the grid wants loaded at `t`: thumbnails covering a cell at the display's density, the visible
  /// cells first (top to bottom), then the screens ahead in the scroll direction and behind it.
  public func loadDemand(
    at t: Double, screen: ResolutionPolicy.Box, maxDetailPixels: Int, in library: PhotoLibrary
  ) -> LoadDemand {
    let scroll = scroll.position(at: t)
    let visibleCells = layout.visibleCells(scroll: scroll)
    let visible = visibleCells.compactMap(photo(inCell:))
    let height = layout.viewport.y
    let down = self.scroll.velocity(at: t) >= 0
    let ahead = height * Tuning.Grid.screensAhead
    let behind = height * Tuning.Grid.screensBehind
    let after = layout.cells(from: scroll + height, to: scroll + height + (down ? ahead : behind))
    let before = layout.cells(from: scroll - (down ? behind : ahead), to: scroll)
    var order = visible
    // Nearest first on either side, the scroll's direction before the other.
    let forward = after.filter { !visibleCells.contains($0) }.compactMap(photo(inCell:))
    let backward = before.filter { !visibleCells.contains($0) }.reversed().compactMap(photo(inCell:))
    order += down ? forward + backward : backward + forward
    let cellPixels = Int((layout.cellSide * pixelsPerPoint).rounded(.up))
    // A thumbnail's box is the square cell it covers (the loader fits the photo so that its shorter side
    // covers it).
    let cell = ResolutionPolicy.Box(width: cellPixels, height: cellPixels)
    // The visible folder tiles' covers first (they are at the top).
    let covers = visibleCells.filter { $0 < folders.count }.compactMap { tile in
      folders[tile].cover.map {
        PhotoWant(photo: PhotoID(location: $0), number: 0, level: .thumbnail, box: cell, isVisible: true)
      }
    }
    return LoadDemand(
      photos: covers
        + order.filter { library.contains($0) }.map { index in
          PhotoWant(
            photo: library.id(index), number: index + 1, level: .thumbnail, box: cell,
            isVisible: visible.contains(index))
        })
  }

  /// Whether anything moves at `t`.
  public func isAnimating(at t: Double, in library: PhotoLibrary) -> Bool {
    isMoving(at: t) || scrubberAlpha(at: t) > 0
  }

  /// The trace line for the frame at `t`: the selection as `page`, the scroll as `position`, and the grid's
  /// own fields (scroll, columns, the visible cells).
  public func traceFrame(at t: Double, in library: PhotoLibrary) -> TraceFrame {
    let visible = visibleCells(at: t)
    let selected = selectedPhoto
    var frame = TraceFrame(
      t: t * 1000, mode: .grid, page: selected ?? -1, count: library.count, position: scroll.position(at: t), zoom: 1,
      pan: .zero, dismiss: 0, background: 1,
      file: selected.map { library.contains($0) ? library.album.items[$0].location : "" }
        ?? (selection < folders.count ? folders[selection].path : ""),
      loading: visible.compactMap(photo(inCell:)).contains {
        library.status(of: $0).map { if case .loading = $0 { true } else { false } } ?? true
      },
      spinner: false)
    if selecting { frame.selected = chosenIndices(in: library) }
    frame.control = bar.lastTapped
    frame.grid = TraceFrame.Grid(
      scroll: scroll.position(at: t), columns: layout.columns, visible: [visible.lowerBound, visible.upperBound],
      folder: library.album.origin, folders: folders.count)
    if let timeline {
      frame.mode = .timeline
      frame.grid?.level = timeline.level.rawValue
      frame.grid?.section = topSection(at: t)
      if scrubber.holder != nil { frame.grid?.scrubbing = true }
    }
    return frame
  }
}
