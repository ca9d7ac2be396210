import Testing

@testable import PhotoCore

/// The grid's bar and select mode on the virtual clock, by touch alone: choose cells, then a slideshow of just
/// them, marks on them all, or all of them to the trash at one question and back at one undo.
struct NavigatorSelectionTests {
  /// A grid of `count` decoded 800x600 photos in an 800x600 viewport: 4 columns of 198.5-point cells below the
  /// 52-point bar (row 0 from y 52, row 1 from y 252.5); a slideshow started there changes slides every 2 s.
  static func navigator(count: Int = 8) -> Navigator {
    let items = (0..<count).map { AlbumItem(path: "/album/p\($0).jpg") }
    var navigator = Navigator(
      album: Album(items: items, origin: "/album"), viewport: Vector2(x: 800, y: 600),
      configuration: .init(startsInGrid: true, slideshow: SlideshowSetup(interval: 2, resumeAfter: 30)))
    for i in 0..<count {
      navigator.decodeShown(navigator.id(i), pixelSize: Vector2(x: 800, y: 600), level: .screen, at: 0)
    }
    return navigator
  }

  static func tap(_ navigator: inout Navigator, _ x: Double, _ y: Double, at t: Double) -> [NavigatorEffect] {
    let finger = PointerID.finger(device: 1, finger: 1)
    _ = navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: x, y: y), time: t))
    return navigator.handle(PointerEvent(id: finger, phase: .up, position: Vector2(x: x, y: y), time: t + 0.04))
  }

  /// The select control (the top bar's trailing end), and the selection bar's mark, slideshow and trash.
  static let select = (770.0, 26.0)
  static let (mark, slideshow, trash) = ((30.0, 574.0), (400.0, 574.0), (770.0, 574.0))

  /// Select mode with cells 1, 3 and 6 chosen.
  static func chooseThree() -> Navigator {
    var navigator = Self.navigator()
    _ = tap(&navigator, select.0, select.1, at: 1)
    for (i, (x, y)) in [(300.0, 150.0), (700.0, 150.0), (500.0, 350.0)].enumerated() {
      _ = tap(&navigator, x, y, at: 2 + Double(i) * 0.5)
    }
    return navigator
  }

  @Test func threeCellsChosenPlayAsASlideshowOfJustThem() {
    var navigator = Self.chooseThree()
    #expect(navigator.mode == .grid && navigator.traceFrame(at: 4).selected == [1, 3, 6])
    #expect(navigator.scene(at: 4).icons.count == 3 && navigator.scene(at: 4).controls?.title == "3 selected")
    // A second tap takes a cell out again.
    _ = Self.tap(&navigator, 700, 150, at: 4)
    _ = Self.tap(&navigator, 700, 150, at: 4.5)
    let effects = Self.tap(&navigator, Self.slideshow.0, Self.slideshow.1, at: 5)
    #expect(effects.isEmpty && navigator.mode == .opening && navigator.pager.pages.targetPage == 1)
    #expect(navigator.slideshow?.interval == 2, "a show as the configuration sets it up, started in the core")
    #expect(navigator.grid?.selecting == false, "select mode ends")
    var pages: [Int] = []
    for t in stride(from: 6.0, through: 14.5, by: 0.5) {
      _ = navigator.advance(to: t)
      if pages.last != navigator.pager.pages.targetPage { pages.append(navigator.pager.pages.targetPage) }
    }
    #expect(navigator.mode == .slideshow && pages == [1, 3, 6, 1, 3], "only the chosen, in order, round again")
  }

  @Test func theMarkControlMarksThemAllOrTakesTheirMarksOff() {
    var navigator = Self.chooseThree()
    _ = Self.tap(&navigator, Self.mark.0, Self.mark.1, at: 5)
    #expect(navigator.marks.photos == Set([1, 3, 6].map(navigator.id)) && navigator.grid?.selecting == false)
    #expect(navigator.notice?.text == "3 photos marked")
    _ = Self.tap(&navigator, Self.select.0, Self.select.1, at: 6)
    _ = Self.tap(&navigator, 300, 150, at: 7)
    #expect(navigator.scene(at: 7.5).controls?.marked == true, "every chosen photo is marked: a filled check")
    _ = Self.tap(&navigator, Self.mark.0, Self.mark.1, at: 8)
    #expect(navigator.marks.photos == Set([3, 6].map(navigator.id)))
  }

  @Test func theTrashControlAsksOnceMovesThemAllAndOneUndoPutsThemBack() {
    var navigator = Self.chooseThree()
    _ = Self.tap(&navigator, Self.trash.0, Self.trash.1, at: 5)
    #expect(navigator.notice?.text.hasPrefix("Move 3 photos to the trash?") == true)
    let effects = navigator.perform(.trash, at: 6)
    let items = navigator.album.items
    #expect(effects == [1, 3, 6].map { .trash(item: items[$0], index: $0) } && navigator.grid?.selecting == false)
    var moved: [TrashedPhoto] = []
    for case .trash(let item, let index) in effects {
      let photo = TrashedPhoto(item: item, index: index, trashedPath: "/t/\(index)", infoPath: "/t/\(index).info")
      _ = navigator.photoTrashed(photo, at: 6.1)
      moved.append(photo)
    }
    #expect(navigator.album.count == 5 && navigator.notice?.text.hasPrefix("3 photos moved to the trash") == true)
    let undo = navigator.perform(.undoTrash, at: 7)
    let restored = undo.compactMap { effect -> String? in
      if case .restore(let photo) = effect { return photo.item.location } else { return nil }
    }
    #expect(restored == moved.reversed().map(\.item.location), "the last first, each back to its place")
    for case .restore(let photo) in undo { navigator.photoRestored(photo, at: 7.1) }
    #expect(navigator.album.items == items && navigator.notice?.text == "3 photos back from the trash")
  }

  @Test func escapeEndsSelectModeBeforeLeavingAndAChosenCellNeverOpens() {
    var navigator = Self.chooseThree()
    #expect(navigator.mode == .grid, "taps in select mode chose, never opened")
    #expect(navigator.perform(.close, at: 5).isEmpty && navigator.grid?.selecting == false)
    #expect(navigator.traceFrame(at: 5).selected == nil)
    #expect(navigator.perform(.close, at: 6) == [.close])
  }

  @Test func theKeysDoWhatTheControlsDo() {
    var navigator = Self.chooseThree()
    _ = navigator.perform(.toggleMark, at: 5)
    #expect(navigator.marks.photos == Set([1, 3, 6].map(navigator.id)), "M marks the chosen photos")
    var grid = Self.navigator()
    let effects = grid.perform(.togglePause, at: 1)
    #expect(effects.isEmpty && grid.mode == .opening && grid.slideshow?.interval == 2, "P starts a slideshow")
    #expect(grid.pager.pages.targetPage == 0)
  }

  @Test func aMouseRestingOnTheGridsBarShowsTheControlsNameAndKey() {
    var navigator = Self.navigator()
    navigator.keyNames = [.pause: "P"]
    let rests = navigator.hover(at: Vector2(x: 726, y: 26), time: 1)
    #expect(rests)
    #expect(navigator.traceFrame(at: 1.4).tooltip == nil && navigator.traceFrame(at: 1.5).tooltip == "Slideshow (P)")
    #expect(navigator.scene(at: 1.5).texts.contains { $0.text == "Slideshow (P)" })
    let leaves = navigator.hover(at: Vector2(x: 400, y: 300), time: 2)
    #expect(leaves && navigator.traceFrame(at: 3).tooltip == nil)
  }
}
