import Testing

@testable import PhotoCore

/// The stack on its own: screens pushed and popped over one another, the grid changed in place on top, the
/// photos over whichever is on top, and requests between them carried out without a navigator.
@Suite struct ScreenStackTests {
  static let viewport = Vector2(x: 800, y: 600)

  static func context(count: Int = 12) -> ScreenContext {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    let configuration = ViewerConfiguration()
    return ScreenContext(
      library: PhotoLibrary(album: Album(items: items, origin: "/album"), configuration), configuration: configuration)
  }

  static func stack(count: Int = 12) -> ScreenStack {
    ScreenStack(
      photos: PagerRoute(
        pager: PagerScreen(count: count, page: 0, viewport: viewport, setup: PagerSetup(ViewerConfiguration()))))
  }

  @Test func screensPushAndPopToAnyDepthAndTheBaseStays() {
    var context = Self.context()
    var stack = Self.stack()
    #expect(stack.photosOnTop && stack.depth == 0 && stack.mode == .pager)
    stack.push(ListProbeScreen(rows: ["a"], viewport: Self.viewport), at: 0, in: &context)
    #expect(!stack.photosOnTop && stack.depth == 1 && stack.grid == nil, "a list is on top, not a grid")
    stack.push(GridScreen(count: 12, viewport: Self.viewport), at: 0, in: &context)
    stack.push(GridScreen(count: 12, viewport: Self.viewport, selection: 7), at: 0, in: &context)
    #expect(stack.depth == 3 && stack.grid?.selectedPhoto == 7, "the grid on top is the one pushed last")
    #expect(stack.pop(at: 1, in: &context) && stack.pop(at: 1, in: &context) && stack.depth == 1)
    #expect(!stack.pop(at: 1, in: &context), "the base is never popped")
    #expect(stack.screens.first is ListProbeScreen)
  }

  @Test func theGridOnTopIsChangedInPlaceAndNilPopsIt() {
    var context = Self.context()
    var stack = Self.stack()
    stack.push(ListProbeScreen(rows: ["a"], viewport: Self.viewport), at: 0, in: &context)
    stack.push(GridScreen(count: 12, viewport: Self.viewport), at: 0, in: &context)
    stack.grid?.reveal(photo: 9, at: 0, animated: false)
    #expect(stack.depth == 2 && stack.grid?.selectedPhoto == 9 && stack.screens.last is GridScreen)
    stack.grid = nil
    #expect(stack.depth == 1 && stack.screens.last is ListProbeScreen)
    // Setting a grid over a screen that is not one puts it on top; over a grid, it replaces it.
    stack.grid = GridScreen(count: 12, viewport: Self.viewport)
    stack.grid = GridScreen(count: 12, viewport: Self.viewport, selection: 3)
    #expect(stack.depth == 2 && stack.grid?.selectedPhoto == 3)
  }

  @Test func aPhotoOpensOnlyFromAScreenThatShowsItsTile() {
    var context = Self.context()
    var stack = Self.stack()
    stack.push(ListProbeScreen(rows: ["a"], viewport: Self.viewport), at: 0, in: &context)
    // The list shows no photo: an open it cannot give a tile for changes nothing.
    #expect(stack.follow(.open(index: 3), at: 1, in: &context))
    #expect(!stack.photosOnTop && stack.photos.flight == nil)
    stack.push(GridScreen(count: 12, viewport: Self.viewport), at: 1, in: &context)
    #expect(stack.follow(.open(index: 3), at: 1, in: &context))
    #expect(stack.photosOnTop && stack.mode == .opening && stack.photos.pager.pages.targetPage == 3)
    #expect(stack.keyContext == .pager && stack.currentPhoto(in: context.album) == 3)
    // Not a request between screens: left to the navigator.
    #expect(!stack.follow(.goBack, at: 1, in: &context))
  }
}
