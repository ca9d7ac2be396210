import Testing

@testable import PhotoCore

/// Three levels of the screen stack, one made by the test (`ListProbeScreen`): a list opens a grid over it, the
/// grid opens a photo out of its cell, and each goes back into the one below, the photos kept as they were.
@Suite struct ScreenStackProbeTests {
  static let viewport = Vector2(x: 800, y: 600)

  static func tap(_ navigator: inout Navigator, _ x: Double, _ y: Double, at t: Double) -> [NavigatorEffect] {
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .down, position: Vector2(x: x, y: y), time: t))
    return navigator.handle(PointerEvent(id: .mouse, phase: .up, position: Vector2(x: x, y: y), time: t + 0.05))
  }

  static func navigator() -> Navigator {
    let items = (0..<12).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(album: Album(items: items, origin: "/album"), viewport: viewport)
    // The one line that registers the new screen: it becomes the base of the stack.
    navigator.push(ListProbeScreen(rows: ["All photos", "Favourites"], viewport: viewport), at: 0)
    return navigator
  }

  @Test func aListOpensAGridThatOpensAPhotoAndEachGoesBackIntoTheOneBelow() throws {
    var navigator = Self.navigator()
    #expect(navigator.stack.depth == 1 && navigator.grid == nil && !navigator.stack.photosOnTop)
    #expect(navigator.scene(at: 0).texts.map(\.text) == ["All photos", "Favourites"])
    // A tap on the list's first row pushes a grid of the album over it.
    #expect(Self.tap(&navigator, 100, 30, at: 1).isEmpty)
    #expect(navigator.stack.depth == 2 && navigator.grid?.count == 12 && navigator.mode == .grid)
    #expect(navigator.traceFrame(at: 1.1).grid?.columns == 4, "the grid answers for the screen on top")
    // A tap on cell 5 opens it: the photo flies from the cell into the pager, over the grid.
    let cell = try #require(navigator.grid?.cellRect(5, at: 2))
    _ = Self.tap(&navigator, cell.origin.x + 20, cell.origin.y + 20, at: 2)
    #expect(navigator.mode == .opening && navigator.pager.pages.targetPage == 5)
    #expect(navigator.stack.photos.flight?.from.clip == cell)
    _ = navigator.advance(to: 4)
    #expect(navigator.mode == .pager && navigator.stack.photosOnTop)
    // Escape flies the photo back into its cell: the grid is on top again, its selection the photo's.
    _ = navigator.perform(.next, at: 4)
    _ = navigator.advance(to: 5)
    #expect(navigator.perform(.close, at: 5).isEmpty && navigator.mode == .closing)
    _ = navigator.advance(to: 7)
    #expect(navigator.mode == .grid && navigator.grid?.selectedPhoto == 6)
    // Escape on the grid (it shows a back control) pops it: the list is on top, the pager kept as it was.
    #expect(navigator.perform(.close, at: 8).isEmpty)
    #expect(navigator.stack.depth == 1 && navigator.grid == nil && navigator.pager.pages.targetPage == 6)
    #expect(navigator.scene(at: 8).texts.map(\.text) == ["All photos", "Favourites"])
    // Escape on the list goes on to the shell, as at any base.
    #expect(navigator.perform(.close, at: 9) == [.close])
  }

  @Test func theListSeesItsOwnTapsAndAPointerDownOnItIsCancelledWithTheRest() {
    var navigator = Self.navigator()
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .down, position: Vector2(x: 10, y: 90), time: 0))
    #expect(navigator.activePointers == [.mouse])
    navigator.cancelAllPointers(at: 0.1)
    #expect(navigator.activePointers.isEmpty)
    // Released after the cancel: nothing opens.
    _ = navigator.handle(PointerEvent(id: .mouse, phase: .up, position: Vector2(x: 10, y: 90), time: 0.2))
    #expect(navigator.stack.depth == 1)
    _ = Self.tap(&navigator, 10, 90, at: 1)
    let list = navigator.stack.screens.first as? ListProbeScreen
    #expect(list?.opened == [1] && navigator.stack.depth == 2)
  }

  @Test func aSlideshowStartedOnThePushedGridKeepsItsClockWhileTheGridIsBackOnTop() {
    var navigator = Self.navigator()
    _ = Self.tap(&navigator, 100, 30, at: 1)
    let effects = navigator.perform(.togglePause, at: 2)
    // P on the pushed grid starts a show there as the configuration sets one up (the kiosk's interval).
    #expect(effects.isEmpty && navigator.mode == .opening)
    #expect(navigator.slideshow?.interval == Tuning.Slideshow.kioskInterval)
    _ = navigator.advance(to: 3)
    #expect(navigator.mode == .slideshow && navigator.pager.pages.targetPage == 0)
    // Escape flies the slide into its cell; the show is kept, paused by the input until its idle time is up.
    _ = navigator.perform(.close, at: 3)
    _ = navigator.advance(to: 5)
    #expect(navigator.mode == .grid && navigator.stack.depth == 2 && navigator.slideshow?.isPaused == true)
    // Its clock runs on under the grid: once the idle time is up it plays again, the grid still on top.
    for t in stride(from: 5.0, through: 40, by: 0.5) { _ = navigator.advance(to: t) }
    #expect(navigator.mode == .grid && navigator.slideshow?.isPaused == false)
  }
}
