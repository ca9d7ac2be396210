extension GridScreen {
  /// What to draw at `t`: the visible cells, each photo filling its square (its middle kept, the rest cropped
  /// by the cell's clip), a cell still loading as a neutral placeholder, and the selection ring when keys
  /// moved it.
  public func scene(at t: Double, in library: PhotoLibrary) -> Scene {
    let scroll = snappedScroll(at: t)
    var photos: [PhotoPlacement] = []
    for index in layout.visibleCells(scroll: scroll) where index != hiddenCell && library.contains(index) {
      photos.append(placement(of: index, scroll: scroll, at: t, in: library))
    }
    var scene = Scene(backgroundAlpha: 1, photos: photos)
    if showsSelection, library.contains(selection), selection != hiddenCell {
      scene.outlines.append(
        Outline(
          rect: layout.cell(selection, scroll: scroll), width: Tuning.Grid.ringWidth,
          cornerRadius: Tuning.Grid.cornerRadius))
    }
    return scene
  }

  /// The scroll at `t` moved to the nearest whole display pixel, so cells are drawn pixel-aligned.
  func snappedScroll(at t: Double) -> Double {
    let scroll = scroll.position(at: t)
    guard pixelsPerPoint > 0, scroll.isFinite else { return scroll }
    return (scroll * pixelsPerPoint).rounded() / pixelsPerPoint
  }

  /// Photo `index` filling its cell at `scroll`: the image scaled to cover the square, centred, clipped to it.
  public func placement(of index: Int, scroll: Double, at t: Double, in library: PhotoLibrary) -> PhotoPlacement {
    let cell = layout.cell(index, scroll: scroll)
    var frame = cell
    if let size = library.displayedPixelSize(index), size.x > 0, size.y > 0 {
      let fill = max(cell.size.x / size.x, cell.size.y / size.y)
      frame = Rect(center: cell.center, size: size * fill)
    }
    // The frame is the unrotated image's: a quarter-turned photo's frame has its sides swapped.
    let turns = library.quarterTurns(of: index)
    if turns % 2 == 1 { frame = Rect(center: frame.center, size: Vector2(x: frame.size.y, y: frame.size.x)) }
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
    let visible = layout.visibleCells(scroll: scroll)
    let height = layout.viewport.y
    let down = self.scroll.velocity(at: t) >= 0
    let ahead = height * Tuning.Grid.screensAhead
    let behind = height * Tuning.Grid.screensBehind
    let after = layout.cells(from: scroll + height, to: scroll + height + (down ? ahead : behind))
    let before = layout.cells(from: scroll - (down ? behind : ahead), to: scroll)
    var order = Array(visible)
    // Nearest first on either side, the scroll's direction before the other.
    let forward = Array(after.filter { !visible.contains($0) })
    let backward = Array(before.filter { !visible.contains($0) }.reversed())
    order += down ? forward + backward : backward + forward
    let cellPixels = Int((layout.cellSide * pixelsPerPoint).rounded(.up))
    return LoadDemand(
      photos: order.filter { library.contains($0) }.map { index in
        PhotoWant(
          photo: library.id(index), number: index + 1, level: .thumbnail,
          box: thumbnailBox(for: index, cellPixels: cellPixels, in: library), isVisible: visible.contains(index))
      })
  }

  /// The box a thumbnail of photo `index` is decoded into so that it covers a square cell of `cellPixels`: its
  /// shorter side at least the cell's (twice the cell each way while its shape is unknown).
  func thumbnailBox(for index: Int, cellPixels: Int, in library: PhotoLibrary) -> ResolutionPolicy.Box {
    guard let size = library.displayedPixelSize(index), size.x > 0, size.y > 0 else {
      return ResolutionPolicy.Box(width: cellPixels * 2, height: cellPixels * 2)
    }
    let scale = Double(cellPixels) / min(size.x, size.y)
    let box = ResolutionPolicy.Box(
      width: Int((size.x * scale).rounded(.up)), height: Int((size.y * scale).rounded(.up)))
    return library.quarterTurns(of: index) % 2 == 0 ? box : ResolutionPolicy.Box(width: box.height, height: box.width)
  }

  /// Whether anything moves at `t`.
  public func isAnimating(at t: Double, in library: PhotoLibrary) -> Bool { isMoving(at: t) }

  /// The trace line for the frame at `t`: the selection as `page`, the scroll as `position`, and the grid's
  /// own fields (scroll, columns, the visible cells).
  public func traceFrame(at t: Double, in library: PhotoLibrary) -> TraceFrame {
    let visible = visibleCells(at: t)
    var frame = TraceFrame(
      t: t * 1000, mode: .grid, page: selection, count: layout.count, position: scroll.position(at: t), zoom: 1,
      pan: .zero, dismiss: 0, background: 1,
      file: library.contains(selection) ? library.album.items[selection].location : "",
      loading: visible.contains {
        library.status(of: $0).map { if case .loading = $0 { true } else { false } } ?? true
      },
      spinner: false)
    frame.grid = TraceFrame.Grid(
      scroll: scroll.position(at: t), columns: layout.columns, visible: [visible.lowerBound, visible.upperBound])
    return frame
  }
}
