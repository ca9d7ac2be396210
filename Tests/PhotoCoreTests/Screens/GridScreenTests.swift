import Testing

@testable import PhotoCore

/// The thumbnail grid on the virtual clock: layout, scrolling with the pager's physics, keys, taps, what it
/// loads, and the way into the pager and back.
@Suite struct GridScreenTests {
  static let viewport = Vector2(x: 800, y: 600)

  static func library(_ count: Int) -> PhotoLibrary {
    PhotoLibrary(
      album: Album(items: (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }, origin: "/album"),
      cache: PhotoCachePolicy(budgetBytes: 0))
  }

  static func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(id: .mouse, phase: phase, position: Vector2(x: x, y: y), time: t)
  }

  @Test func columnsFollowTheWidthAndCellsAreSquaresWithAGap() {
    #expect(GridLayout.columns(forWidth: 800) == 4)
    #expect(GridLayout.columns(forWidth: 1920) == 11)
    #expect(GridLayout.columns(forWidth: 200) == 2, "never fewer than 2")
    #expect(GridLayout.columns(forWidth: 5000) == 12, "never more than 12")
    let layout = GridLayout(viewport: Self.viewport, columns: 4, count: 10)
    // (800 - 3 x 2) / 4 = 198.5 a side.
    #expect(layout.cellSide == 198.5 && layout.rowPitch == 200.5 && layout.rows == 3)
    #expect(layout.cell(5) == Rect(origin: Vector2(x: 200.5, y: 200.5), size: Vector2(x: 198.5, y: 198.5)))
    #expect(layout.cell(3).maxX == 800, "the last column ends at the window's edge")
    #expect(layout.contentHeight == 3 * 200.5 - 2 && layout.maxScroll == 0, "599.5 pt of content fit in 600")
    #expect(layout.cell(at: Vector2(x: 250, y: 250), scroll: 0) == 5)
    #expect(layout.cell(at: Vector2(x: 199.5, y: 250), scroll: 0) == nil, "the gap")
    #expect(layout.cell(at: Vector2(x: 700, y: 500), scroll: 0) == nil, "past the last cell")
    #expect(layout.visibleCells(scroll: 0) == 0..<10)
    #expect(layout.visibleCells(scroll: 250) == 4..<10)
  }

  @Test func aDragScrollsAFlingDeceleratesAndTheEndsRubberBand() {
    let library = Self.library(100)
    var grid = GridScreen(count: 100, viewport: Self.viewport)
    #expect(grid.columns == 4 && grid.scrollPosition(at: 0) == 0)
    _ = grid.handle(Self.pointer(.down, 400, 500, 0), in: library)
    // Past the touch slop the content follows the finger from where it went down.
    for i in 1...10 { _ = grid.handle(Self.pointer(.moved, 400, 500 - Double(i) * 20, Double(i) * 0.01), in: library) }
    #expect(abs(grid.scrollPosition(at: 0.1) - 200) < 1e-9)
    #expect(grid.isMoving(at: 0.1))
    // Released moving at 2000 pt/s: the fling goes on about 999 pt (r = 0.998) and stops there.
    let effects = grid.handle(Self.pointer(.up, 400, 300, 0.1), in: library)
    #expect(effects.isEmpty)
    let rest = grid.scroll.targetPosition
    #expect(abs(rest - 1199) < 20, "rests at \(rest)")
    #expect(grid.isMoving(at: 0.2) && !grid.isMoving(at: 10))
    // Dragging down past the top: rubber-banded, then back to the edge.
    var top = GridScreen(count: 100, viewport: Self.viewport)
    _ = top.handle(Self.pointer(.down, 400, 100, 0), in: library)
    _ = top.handle(Self.pointer(.moved, 400, 200, 0.05), in: library)
    _ = top.handle(Self.pointer(.moved, 400, 300, 0.1), in: library)
    let shown = top.scrollPosition(at: 0.1)
    #expect(shown < 0 && shown > -200, "200 pt pulled shows \(shown)")
    _ = top.handle(Self.pointer(.up, 400, 300, 0.5), in: library)
    #expect(abs(top.scrollPosition(at: 3)) < 0.5)
  }

  @Test func aTapOpensTheCellUnderItAndADragNever() {
    let library = Self.library(20)
    var grid = GridScreen(count: 20, viewport: Self.viewport)
    _ = grid.handle(Self.pointer(.down, 250, 302, 0), in: library)
    #expect(grid.handle(Self.pointer(.up, 252, 303, 0.08), in: library) == [.open(index: 5)])
    _ = grid.handle(Self.pointer(.down, 250, 302, 1), in: library)
    _ = grid.handle(Self.pointer(.moved, 250, 282, 1.05), in: library)
    #expect(grid.handle(Self.pointer(.up, 250, 282, 1.1), in: library).isEmpty)
    // A long press is not a tap either.
    _ = grid.handle(Self.pointer(.down, 250, 302, 2), in: library)
    #expect(grid.handle(Self.pointer(.up, 250, 302, 3), in: library).isEmpty)
  }

  @Test func keysMoveARingThatTheScrollFollowsAndEnterOpensIt() {
    var library = Self.library(100)
    var grid = GridScreen(count: 100, viewport: Self.viewport)
    #expect(grid.scene(at: 0, in: library).outlines.isEmpty)
    // The first arrow shows the ring where the selection is; the next ones move it.
    _ = grid.perform(.arrow(Vector2(x: 1, y: 0)), at: 0, in: &library)
    #expect(grid.selection == 0 && grid.scene(at: 0, in: library).outlines.count == 1)
    _ = grid.perform(.arrow(Vector2(x: 1, y: 0)), at: 0, in: &library)
    _ = grid.perform(.arrow(Vector2(x: 0, y: 1)), at: 0, in: &library)
    #expect(grid.selection == 5)
    #expect(grid.scene(at: 0, in: library).outlines.first?.rect == grid.cellRect(5, at: 0))
    // End: the last cell, scrolled (animated) so that its row is the last on screen.
    _ = grid.perform(.last, at: 1, in: &library)
    #expect(grid.selection == 99)
    let layout = GridLayout(viewport: Self.viewport, columns: 4, count: 100, topInset: Tuning.Controls.barHeight)
    #expect(abs(grid.scrollPosition(at: 5) - layout.maxScroll) < 0.5)
    #expect(grid.perform(.activate, at: 5, in: &library) == [.open(index: 99)])
    // Page Up: a screen of rows (2 of 200.5 pt in 600 pt) up.
    _ = grid.perform(.previous, at: 5, in: &library)
    #expect(grid.selection == 91)
    #expect(grid.perform(.close, at: 5, in: &library) == [.close])
    // A pointer hides the ring.
    _ = grid.handle(Self.pointer(.down, 10, 100, 6), in: library)
    #expect(grid.scene(at: 6, in: library).outlines.isEmpty)
  }

  @Test func aColumnChangeDuringAnotherStartsWhereTheCellsAreDrawnNothingJumps() {
    var library = Self.library(300)
    var grid = GridScreen(count: 300, viewport: Self.viewport)
    grid.scroll.scroll(to: 2000, at: 0, animated: false)
    let columns = grid.columns
    _ = grid.perform(.zoomIn, at: 1, in: &library)
    // A tenth of a second in, the cells are on their way; a second change starts from there.
    let cells = grid.visibleCells(at: 1.1)
    let scroll = grid.scrollPosition(at: 1.1)
    let drawn = cells.map { grid.drawnCell($0, scroll: scroll, at: 1.1) }
    #expect(drawn != cells.map { grid.layout.cell($0, scroll: scroll) }, "mid-way, not yet in place")
    _ = grid.perform(.zoomIn, at: 1.1, in: &library)
    #expect(grid.columns == columns - 2)
    let after = grid.scrollPosition(at: 1.1)
    for (cell, rect) in zip(cells, drawn) {
      let now = grid.drawnCell(cell, scroll: after, at: 1.1)
      #expect(abs(now.origin.x - rect.origin.x) < 1e-9 && abs(now.origin.y - rect.origin.y) < 1e-9)
      #expect(abs(now.size.x - rect.size.x) < 1e-9, "cell \(cell) drawn \(rect), then \(now)")
    }
    // Every cell drawn before the second change is still drawn, and all end in the newest layout.
    #expect(grid.visibleCells(at: 1.1).lowerBound <= cells.lowerBound)
    #expect(grid.visibleCells(at: 1.1).upperBound >= cells.upperBound)
    let end = grid.scrollPosition(at: 4)
    #expect(grid.drawnCell(cells.lowerBound, scroll: end, at: 4) == grid.layout.cell(cells.lowerBound, scroll: end))
  }

  @Test func aColumnChangeFliesEveryCellFromItsOldPlaceToItsNew() {
    var library = Self.library(300)
    var grid = GridScreen(count: 300, viewport: Self.viewport)
    grid.scroll.scroll(to: 2000, at: 0, animated: false)
    let old = grid.layout
    let cells = grid.visibleCells(at: 0)
    _ = grid.perform(.zoomIn, at: 1, in: &library)
    #expect(grid.columns == 3)
    let scroll = grid.scrollPosition(at: 1)
    // At the start every cell is where it was; on the way it is between; once settled it is in its new place.
    for cell in cells {
      #expect(grid.drawnCell(cell, scroll: scroll, at: 1) == old.cell(cell, scroll: 2000))
    }
    let mid = grid.drawnCell(cells.lowerBound + 1, scroll: scroll, at: 1.1)
    let from = old.cell(cells.lowerBound + 1, scroll: 2000)
    let to = grid.layout.cell(cells.lowerBound + 1, scroll: scroll)
    #expect(mid.size.x > from.size.x && mid.size.x < to.size.x, "\(from.size.x) < \(mid.size.x) < \(to.size.x)")
    #expect(grid.isMoving(at: 1.1) && !grid.isMoving(at: 3))
    #expect(grid.drawnCell(cells.lowerBound + 1, scroll: scroll, at: 3) == to)
    // Mid-way the old screen's cells are drawn too (flying in from where they were), and the scene has them.
    #expect(grid.visibleCells(at: 1.1).lowerBound <= cells.lowerBound)
    let drawn = Set(grid.scene(at: 1.1, in: library).photos.map(\.index))
    #expect(cells.allSatisfy { drawn.contains($0) })
    #expect(grid.visibleCells(at: 3) == grid.layout.visibleCells(scroll: scroll))
  }

  @Test func twoFingersKeysAndCtrlWheelChangeTheColumnsAboutTheirPoint() {
    var library = Self.library(300)
    var grid = GridScreen(count: 300, viewport: Self.viewport)
    grid.scroll.scroll(to: 2000, at: 0, animated: false)
    // The cell under (500, 300) before, and where it is on screen.
    let anchor = Vector2(x: 500, y: 300)
    let under = grid.layout.cell(at: anchor, scroll: 2000)!
    let before = grid.cellRect(under, at: 0)
    let finger = { (id: Int64, phase: PointerEvent.Phase, x: Double, t: Double) in
      PointerEvent(id: .finger(device: 1, finger: id), phase: phase, position: Vector2(x: x, y: 300), time: t)
    }
    _ = grid.handle(finger(1, .down, 450, 1), in: library)
    _ = grid.handle(finger(2, .down, 550, 1.01), in: library)
    // Spread to 1.25x the span: one column fewer; to 1.5625x: two.
    _ = grid.handle(finger(2, .moved, 575, 1.05), in: library)
    #expect(grid.columns == 3)
    // The cell under the fingers' centroid stays at their height as the columns change (the row reflows, so
    // its column may not).
    let centroid = Vector2(x: (450 + 606.25) / 2, y: 300)
    let kept = grid.layout.cell(at: centroid, scroll: grid.scrollPosition(at: 1.05))
    #expect(kept != nil)
    _ = grid.handle(finger(2, .moved, 606.25, 1.1), in: library)
    #expect(grid.columns == 2)
    let moved = grid.cellRect(kept!, at: 1.1)
    #expect(moved.origin.y <= centroid.y && moved.maxY >= centroid.y, "\(moved) at the fingers' height")
    _ = (under, before)
    // A fraction of a step back changes nothing; lifting ends the pinch without a tap or a scroll.
    _ = grid.handle(finger(2, .moved, 590, 1.2), in: library)
    #expect(grid.columns == 2)
    #expect(grid.handle(finger(2, .up, 590, 1.3), in: library).isEmpty)
    #expect(grid.handle(finger(1, .up, 450, 1.3), in: library).isEmpty)
    // Keys: `-` adds a column, `+` removes one, `0` goes back to the width's own.
    _ = grid.perform(.zoomOut, at: 2, in: &library)
    #expect(grid.columns == 3)
    _ = grid.perform(.zoomToFit, at: 2, in: &library)
    #expect(grid.columns == 4)
    _ = grid.perform(.zoomIn, at: 2, in: &library)
    #expect(grid.columns == 3)
    // Never fewer than 2 or more than 12.
    for _ in 0..<20 { _ = grid.perform(.zoomOut, at: 2, in: &library) }
    #expect(grid.columns == 12)
    for _ in 0..<20 { _ = grid.perform(.zoomIn, at: 2, in: &library) }
    #expect(grid.columns == 2)
    // Ctrl+wheel through the navigator, about the cursor.
    let items = (0..<300).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Self.viewport, startsInGrid: true)
    navigator.wheel(by: 1, at: anchor, time: 0, zooms: true)
    #expect(navigator.grid?.columns == 3)
    navigator.wheel(by: -1, at: anchor, time: 0, zooms: true)
    navigator.wheel(by: -1, at: anchor, time: 0, zooms: true)
    #expect(navigator.grid?.columns == 5)
    navigator.wheel(by: -1, at: anchor, time: 0)
    #expect(navigator.grid?.columns == 5 && navigator.grid!.scroll.targetPosition > 0, "a plain notch scrolls")
  }

  @Test func thumbnailsLoadVisibleCellsFirstThenAheadInTheScrollDirection() {
    var library = Self.library(200)
    let grid = GridScreen(count: 200, viewport: Self.viewport, pixelsPerPoint: 2)
    let demand = grid.loadDemand(
      at: 0, screen: ResolutionPolicy.Box(width: 1600, height: 1200), maxDetailPixels: 1 << 30, in: library)
    let numbers = demand.photos.map(\.number)
    // 12 visible cells (3 rows of 4, the third in part), then the next two screens below (none above the top).
    #expect(Array(numbers.prefix(12)) == Array(1...12))
    #expect(demand.photos.prefix(12).allSatisfy { $0.isVisible && $0.level == .thumbnail })
    #expect(!demand.photos[12].isVisible && numbers[12] == 13)
    #expect(numbers.count == 12 + 24)
    // Each asks for its cell, 397 pixels square at 2 pixels a point (the loader fits the photo to cover it).
    #expect(demand.photos.allSatisfy { $0.box == ResolutionPolicy.Box(width: 397, height: 397) })
  }

  @Test func cellsBeyondTheScreenLoadOnceTheFirstScreenIsComplete() {
    let items = (0..<40).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: Self.viewport, startsInGrid: true)
    let first = navigator.id(0)
    #expect(!navigator.mayReleaseNeighbours(first: first, shownLevel: .thumbnail, at: 0))
    for i in 0..<11 {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 40, y: 30), level: .thumbnail, at: 0)
    }
    #expect(!navigator.mayReleaseNeighbours(first: first, shownLevel: .thumbnail, at: 0), "one visible cell to go")
    _ = navigator.decodeFailed(
      DecodeRequest(
        photo: navigator.id(11), number: 12, level: .thumbnail, box: ResolutionPolicy.Box(width: 1, height: 1),
        generation: 0), reason: "broken", shownLevel: nil, at: 0)
    #expect(navigator.mayReleaseNeighbours(first: first, shownLevel: .thumbnail, at: 0))
  }

  @Test func aCellsPhotoFillsItsSquareCentredAndClipped() {
    var library = Self.library(4)
    library.loads.sizeKnown(library.id(1), pixelSize: Vector2(x: 400, y: 200))
    let grid = GridScreen(count: 4, viewport: Self.viewport)
    let cell = grid.cellRect(1, at: 0)
    let placement = grid.placement(of: 1, scroll: 0, at: 0, in: library)
    #expect(placement.clip == cell && placement.placeholder)
    #expect(placement.frame.size == Vector2(x: cell.size.x * 2, y: cell.size.y))
    #expect(placement.frame.center == cell.center)
  }

  @Test func aPhotoOpensFromItsCellAndClosesBackIntoItWhereverThePagerWent() throws {
    let items = (0..<40).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Self.viewport, startsInGrid: true)
    #expect(navigator.mode == .grid && navigator.traceFrame(at: 0).mode == .grid)
    #expect(navigator.traceFrame(at: 0).grid?.columns == 4)
    // A tap on cell 5 opens it: the photo flies from the cell, the cell is hidden under it.
    _ = navigator.handle(Self.pointer(.down, 250, 302, 1))
    #expect(navigator.handle(Self.pointer(.up, 250, 302, 1.05)).isEmpty)
    #expect(navigator.mode == .opening && navigator.pager.pages.targetPage == 5)
    let cell = try #require(navigator.grid?.cellRect(5, at: 1.05))
    let flying = try #require(navigator.scene(at: 1.05).photos.last)
    #expect(flying.index == 5 && flying.clip == cell)
    #expect(!navigator.scene(at: 1.05).photos.dropLast().contains { $0.index == 5 })
    // The cells fade as the photo grows; once faded out entirely they are not drawn at all.
    #expect(navigator.scene(at: 1.1).photos.count > 1)
    let faded = stride(from: 1.1, to: 2, by: 1.0 / 60).filter { navigator.stack.photos.flight?.isDone(at: $0) == false }
      .first { navigator.scene(at: $0).photos.count == 1 }
    #expect(faded != nil, "the cells leave the scene before the opening ends")
    _ = navigator.advance(to: 2)
    #expect(navigator.mode == .pager)
    // Page on to photo 30 (off the grid's screen), then Escape: the grid scrolls to its cell first, the photo
    // flies into it, and the grid is back.
    for _ in 0..<25 { _ = navigator.perform(.next, at: 2) }
    _ = navigator.advance(to: 3)
    #expect(navigator.pager.pages.targetPage == 30)
    #expect(navigator.perform(.close, at: 3).isEmpty)
    #expect(navigator.mode == .closing)
    let target = try #require(navigator.grid?.cellRect(30, at: 3))
    #expect(
      target.origin.y >= Tuning.Controls.barHeight && target.maxY <= Self.viewport.y,
      "scrolled into view, below the bar")
    #expect(navigator.stack.photos.flight?.to.clip == target)
    #expect(navigator.advance(to: 4).isEmpty, "no .closed: the grid is there")
    #expect(navigator.mode == .grid && navigator.grid?.selection == 30)
    // Escape on the grid goes on to the shell (leave full screen, or quit).
    #expect(navigator.perform(.close, at: 4) == [.close])
  }

  @Test func theOpeningPhotoHoldsItsFadeUntilItArrivesAndAClosingOneWantsOnlyItselfAndTheCells() {
    let items = (0..<40).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Self.viewport, startsInGrid: true)
    #expect(navigator.photosHoldingFades(at: 0).isEmpty)
    _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: 0)
    _ = navigator.perform(.activate, at: 0)
    #expect(
      navigator.mode == .opening
        && navigator.photosHoldingFades(at: 0.1) == [navigator.id(navigator.pager.pages.targetPage)])
    let arrived = stride(from: 0.0, to: 2, by: 1.0 / 60).first { navigator.stack.photos.flight?.isDone(at: $0) == true }
    #expect(arrived != nil && navigator.photosHoldingFades(at: arrived!).isEmpty)
    _ = navigator.advance(to: 2)
    #expect(navigator.photosHoldingFades(at: 2).isEmpty)
    // Closing holds nothing: the photo flies back drawn as it was.
    let page = navigator.pager.pages.targetPage
    let screen = ResolutionPolicy.Box(width: 800, height: 600)
    let inPager = navigator.loadDemand(at: 2.5, screen: screen, maxDetailPixels: 1 << 30).photos.map(\.number)
    #expect(inPager.contains(page + 2) && inPager.contains(page + 3), "the pager prefetches its neighbours")
    _ = navigator.perform(.close, at: 3)
    #expect(navigator.mode == .closing && navigator.photosHoldingFades(at: 3.1).isEmpty)
    // While it closes, only the photo flying and the grid's visible cells are wanted: not the pager's
    // neighbours, which nothing will show once the grid is back.
    let closing = navigator.loadDemand(at: 3.1, screen: screen, maxDetailPixels: 1 << 30).photos
    let cells = Set(navigator.grid!.visiblePhotos(at: 3.1).map { navigator.id($0) })
    #expect(closing.first?.number == page + 1)
    #expect(closing.dropFirst().allSatisfy { cells.contains($0.photo) && $0.level == .thumbnail })
    #expect(closing.count == 1 + cells.subtracting([navigator.id(page)]).count)
  }

  @Test func theCellsUnderAnOpenedPhotoStayHeldWhateverTheBudgetAndNothingDecodesForThem() {
    let items = (0..<40).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Self.viewport,
      cache: PhotoCachePolicy(budgetBytes: 0), startsInGrid: true)
    navigator.releaseNeighbours()
    let screen = ResolutionPolicy.Box(width: 800, height: 600)
    let visible = navigator.grid!.visiblePhotos(at: 0)
    #expect(visible.count == 12)
    // Every visible cell holds its thumbnail.
    var held: [PhotoID: HeldPhoto] = [:]
    for index in visible {
      let request = DecodeRequest(
        photo: navigator.id(index), number: index + 1, level: .thumbnail,
        box: ResolutionPolicy.Box(width: 200, height: 200),
        generation: 0)
      held[navigator.id(index)] = HeldPhoto(
        decodes: [
          HeldDecode(request: request, width: 256, height: 171, nativeWidth: 6000, nativeHeight: 4000, bytes: 175_104)
        ], shownLevel: .thumbnail)
    }
    _ = navigator.planLoads(at: 0, screen: screen, maxDetailPixels: 1 << 30, held: held)
    _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: 0)
    #expect(navigator.perform(.activate, at: 0).isEmpty)
    _ = navigator.advance(to: 1)
    #expect(navigator.mode == .pager)
    // In the pager the cells are not wanted, yet none is freed (closing back finds them drawn), and none is
    // decoded again: only the pager's photos are asked for.
    let plan = navigator.planLoads(at: 1, screen: screen, maxDetailPixels: 1 << 30, held: held)
    #expect(plan.evictions.isEmpty, "\(plan.evictions)")
    #expect(plan.requests.allSatisfy { $0.level != .thumbnail })
    #expect(Set(plan.requests.map(\.photo)).isSubset(of: Set(plan.wanted)))
    // Without a grid under it (the pager alone), the same photos beyond the budget go.
    var pager = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Self.viewport, cache: PhotoCachePolicy(budgetBytes: 0))
    pager.releaseNeighbours()
    let freed = pager.planLoads(at: 1, screen: screen, maxDetailPixels: 1 << 30, held: held).evictions
    #expect(freed.count >= 8)
  }

  @Test func aPullDownDismissFliesThePhotoIntoItsCellFromWhereItWas() throws {
    let items = (0..<8).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Self.viewport, startsInGrid: true)
    navigator.sizeKnown(navigator.id(2), pixelSize: Vector2(x: 800, y: 600), at: 0)
    _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: 0)
    _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: 0)
    _ = navigator.perform(.arrow(Vector2(x: 1, y: 0)), at: 0)
    #expect(navigator.perform(.activate, at: 0).isEmpty)
    _ = navigator.advance(to: 1)
    #expect(navigator.mode == .pager)
    // Pull down fast and let go: dismissed, and the close starts where the photo is drawn, its backdrop from
    // where the pull left it.
    _ = navigator.handle(Self.pointer(.down, 400, 200, 2))
    var frames: [Rect] = []
    for i in 1...6 {
      let t = 2 + Double(i) * 0.016
      _ = navigator.handle(Self.pointer(.moved, 400, 200 + Double(i) * 30, t))
      frames.append(try #require(navigator.scene(at: t).photos.last?.frame))
    }
    let pulled = try #require(navigator.scene(at: 2.096).photos.last)
    let background = navigator.pager.scene(at: 2.096, in: navigator.library).backgroundAlpha
    #expect(background < 1)
    let effects = navigator.handle(Self.pointer(.up, 400, 380, 2.1))
    #expect(!effects.contains(.dismissed))
    #expect(navigator.mode == .closing)
    let transition = try #require(navigator.stack.photos.flight)
    #expect(abs(transition.backdropAlpha(at: 2.1) - background) < 0.05)
    #expect((transition.from.frame.center - pulled.frame.center).length < 10)
    // The close starts as fast as the photo moved under the finger: its centre's velocity within 10%
    // (Docs/physics.md), measured over the last dragging frame.
    let dragging = (frames[5].center - frames[4].center) * (1 / 0.016)
    let v = transition.frameVelocity(at: 2.1)
    let closing = Vector2(x: v[0] + v[2] / 2, y: v[1] + v[3] / 2)
    #expect(abs(closing.length / dragging.length - 1) <= 0.1, "dragging \(dragging), closing \(closing)")
    _ = navigator.advance(to: 3)
    #expect(navigator.mode == .grid)
  }
}

/// Folders on the grid: sub-folder tiles first, going into one and back.
@Suite struct GridFolderTests {
  static let viewport = Vector2(x: 800, y: 600)

  static func album(_ folder: String, photos: Int, folders: [String]) -> Album {
    var album = Album(items: (0..<photos).map { AlbumItem(path: "\(folder)/p\($0).jpg") }, origin: folder)
    album.folders = folders.map {
      AlbumFolder(path: "\(folder)/\($0)", name: $0, photoCount: 3, cover: "\(folder)/\($0)/a.jpg")
    }
    return album
  }

  @Test func folderTilesComeFirstAndATapOpensTheFolder() throws {
    let album = Self.album("/top", photos: 30, folders: ["2019", "2020"])
    var navigator = Navigator(album: album, viewport: Self.viewport, startsInGrid: true)
    let grid = navigator.grid!
    #expect(grid.count == 32 && grid.photo(inCell: 1) == nil && grid.photo(inCell: 2) == 0)
    let scene = navigator.scene(at: 0)
    #expect(
      scene.panels.count == 2 && scene.texts.map(\.text).contains("2019")
        && scene.texts.map(\.text).contains("3 photos"))
    #expect(scene.photos.first?.index == 0 && scene.photos.first?.page == grid.cellRect(2, at: 0))
    // A tap on the second tile asks the shell to list that folder; a tap on a photo opens it.
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .down, position: Vector2(x: 300, y: 100), time: 1))
    #expect(
      navigator.handle(PointerEvent(id: .mouse, phase: .up, position: Vector2(x: 300, y: 100), time: 1.05))
        == [.openFolder(path: "/top/2020")])
    let trace = navigator.traceFrame(at: 1)
    #expect(trace.grid?.folders == 2 && trace.grid?.folder == "/top")
    // The tiles' covers load first, as thumbnails, and count as on screen; once shown they fill their tile.
    let demand = navigator.loadDemand(
      at: 1, screen: ResolutionPolicy.Box(width: 800, height: 600), maxDetailPixels: 1 << 30)
    let cover = PhotoID(location: "/top/2019/a.jpg")
    #expect(demand.photos.first?.photo == cover && demand.photos.first?.level == .thumbnail)
    #expect(navigator.visiblePhotos(at: 1).contains(cover))
    navigator.decodeShown(cover, pixelSize: Vector2(x: 400, y: 300), level: .thumbnail, at: 1)
    let tile = try #require(navigator.scene(at: 1).photos.first { $0.photo == cover })
    #expect(tile.clip == grid.cellRect(0, at: 1) && tile.frame.size.y == grid.cellRect(0, at: 1).size.y)
  }

  @Test func goingIntoAFolderAndBackRestoresTheScrollAndTheSelection() {
    var navigator = Navigator(
      album: Self.album("/top", photos: 200, folders: ["a"]), viewport: Self.viewport, startsInGrid: true)
    // Scroll down with End, then go into folder "a" (as the shell does after listing it).
    _ = navigator.perform(.last, at: 0)
    let scroll = navigator.grid!.scroll.targetPosition
    #expect(scroll > 0)
    #expect(navigator.windowTitle == "sdlphoto")
    navigator.enterFolder(Self.album("/top/a", photos: 3, folders: []), at: 1)
    #expect(navigator.folderDepth == 1 && navigator.album.origin == "/top/a" && navigator.grid!.count == 3)
    #expect(navigator.windowTitle == "a — sdlphoto")
    #expect(navigator.grid!.scrollPosition(at: 1) == 0 && navigator.mode == .grid)
    // A photo of the sub-folder opens and closes as at the top.
    _ = navigator.perform(.activate, at: 1)
    #expect(navigator.mode == .opening)
    _ = navigator.advance(to: 3)
    _ = navigator.perform(.close, at: 3)
    _ = navigator.advance(to: 5)
    #expect(navigator.mode == .grid && navigator.folderDepth == 1)
    // Backspace goes back up: the same scroll and selection as left; Escape at the top goes on to the shell.
    #expect(navigator.perform(.back, at: 6).isEmpty)
    #expect(navigator.folderDepth == 0 && navigator.album.origin == "/top" && navigator.windowTitle == "sdlphoto")
    #expect(navigator.grid!.scroll.targetPosition == scroll && navigator.grid!.selectedPhoto == 199)
    #expect(navigator.perform(.back, at: 7).isEmpty, "never above the folder the user opened")
    // A swipe in from the left edge goes back too; one from further in only scrolls.
    navigator.enterFolder(Self.album("/top/a", photos: 30, folders: []), at: 7.5)
    let swipe = { (x0: Double, t: Double) in
      _ = navigator.handle(PointerEvent(id: .mouse, phase: .down, position: Vector2(x: x0, y: 300), time: t))
      _ = navigator.handle(
        PointerEvent(id: .mouse, phase: .moved, position: Vector2(x: x0 + 60, y: 310), time: t + 0.05))
      _ = navigator.handle(PointerEvent(id: .mouse, phase: .up, position: Vector2(x: x0 + 120, y: 320), time: t + 0.1))
    }
    swipe(200, 7.6)
    #expect(navigator.folderDepth == 1)
    swipe(5, 7.8)
    #expect(navigator.folderDepth == 0 && navigator.album.origin == "/top")
    navigator.enterFolder(Self.album("/top/a", photos: 3, folders: []), at: 8)
    #expect(navigator.perform(.close, at: 8).isEmpty && navigator.folderDepth == 0)
    #expect(navigator.perform(.close, at: 9) == [.close])
  }
}
