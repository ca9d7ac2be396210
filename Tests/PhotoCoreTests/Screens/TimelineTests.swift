import Testing

@testable import PhotoCore

/// A library on the grid by date: sections for each level, their titles, the move between levels about the
/// fingers (the cell under them stays under them), a tap on a year coming nearer, and what the trace says.
@Suite struct TimelineTests {
  static let viewport = Vector2(x: 800, y: 600)

  /// Thirty items: three a day on ten days over three years (the last two days in one month), places on some.
  static let items: [AlbumItem] = (0..<30).map { i in
    let days = [
      (2019, 7, 14), (2019, 8, 2), (2020, 1, 1), (2020, 7, 14), (2021, 3, 3), (2021, 3, 4),
      (2021, 7, 14), (2021, 12, 24), (2021, 12, 25), (2021, 12, 31),
    ]
    let d = days[i / 3]
    var item = AlbumItem(path: "/lib/p\(i).jpg")
    item.taken = LibraryQueryTests.at(d.0, d.1, d.2, 9 + i % 3)
    if i / 3 == 3 && i % 3 == 1 { item.place = "Grindelwald, Bern, Switzerland" }
    return item
  }

  static func library() -> PhotoLibrary {
    PhotoLibrary(album: Album(items: items, startIndex: 29, origin: "/lib"), cache: PhotoCachePolicy(budgetBytes: 0))
  }

  @Test func eachLevelHasItsSectionsAndTitles() {
    let timeline = Timeline(items: Self.items)
    #expect(timeline.sectionStarts(.all).isEmpty)
    #expect(timeline.sectionStarts(.days) == Array(stride(from: 0, to: 30, by: 3)))
    #expect(timeline.sectionStarts(.months) == [0, 3, 6, 9, 12, 18, 21])
    #expect(timeline.sectionStarts(.years) == [0, 6, 12])
    // The day's place comes from whichever of its items has one.
    #expect(timeline.title(ofSectionStarting: 9, .days) == "Tuesday 14 July 2020 · Grindelwald")
    #expect(timeline.title(ofSectionStarting: 0, .days) == "Sunday 14 July 2019")
    #expect(timeline.title(ofSectionStarting: 21, .months) == "December 2021")
    #expect(timeline.title(ofSectionStarting: 12, .years) == "2021")
    #expect(Timeline.Level.all.moved(by: -5) == .days && Timeline.Level.all.moved(by: 2) == .years)
    var plain = Self.items
    plain[4].taken = nil
    #expect(!Timeline.dates(plain) && Timeline.dates(Self.items))
  }

  @Test func itOpensOnAllAtTheNewestAndPinchesBetweenLevelsAboutTheFingers() {
    var navigator = Navigator(
      album: Album(items: Self.items, startIndex: 29, origin: "/lib"), viewport: Self.viewport,
      animatesTransitions: false, startsInGrid: true)
    var grid = navigator.grid!
    #expect(grid.timeline?.level == .all && grid.layout.sections.isEmpty)
    #expect(grid.visibleCells(at: 0).contains(29), "scrolled to the newest")
    // Pinch out (fingers apart) about cell 12: Days, larger cells under day headers, cell 12 still under them.
    let library = Self.library()
    let anchor = grid.layout.cell(12, scroll: grid.scrollPosition(at: 0))
    let centre = anchor.origin + anchor.size * 0.5
    pinch(&grid, about: centre, from: 100, to: 220, library: library)
    #expect(grid.timeline?.level == .days && grid.layout.sections.count == 10)
    #expect(grid.layout.columns < GridLayout.columns(forWidth: Self.viewport.x))
    let settled = grid.layout.cell(12, scroll: grid.scrollPosition(at: 10))
    #expect(settled.origin.y <= centre.y && settled.maxY >= centre.y, "the cell under the fingers stays under them")
    // Pinch in hard: Years, the smallest cells under three headers.
    pinch(&grid, about: centre, from: 300, to: 60, library: library)
    #expect(grid.timeline?.level == .years && grid.layout.sections == [0, 6, 12])
    navigator.grid = grid
    let frame = navigator.traceFrame(at: 20)
    #expect(frame.mode == .timeline && frame.grid?.level == "years" && frame.grid?.section == "2019")
    // A tap on a year's cell comes nearer (Months) rather than opening the photo.
    let effects =
      grid.handle(GridScreenTests.pointer(.down, 5, 100, 30), in: library)
      + grid.handle(GridScreenTests.pointer(.up, 5, 100, 30.05), in: library)
    #expect(effects.isEmpty && grid.timeline?.level == .months)
  }

  @Test func bracketsGoAMonthOnOrBack() {
    // Months start at items 0, 3, 6, 9, 12 (March 2021: 12-17), 18, 21 (December 2021: 21-29).
    #expect(Timeline.monthStart(in: Self.items, from: 13, by: 1) == 18)
    #expect(Timeline.monthStart(in: Self.items, from: 13, by: -1) == 12, "this month's first")
    #expect(Timeline.monthStart(in: Self.items, from: 12, by: -1) == 9, "from its first: the month before")
    #expect(
      Timeline.monthStart(in: Self.items, from: 25, by: 1) == nil
        && Timeline.monthStart(in: Self.items, from: 1, by: -1) == 0)
    #expect(Timeline.monthStart(in: Self.items, from: 0, by: -1) == nil)
    var library = Self.library()
    var grid = GridScreen(count: 30, viewport: Self.viewport, selection: 13)
    grid.showTimeline(Timeline(items: Self.items), at: 0)
    _ = grid.perform(.month(1), at: 1, in: &library)
    #expect(grid.selectedPhoto == 18)
    _ = grid.perform(.month(-1), at: 2, in: &library)
    #expect(grid.selectedPhoto == 12, "from July 2021's first: March's")
    _ = grid.perform(.month(-1), at: 3, in: &library)
    #expect(grid.selectedPhoto == 9)
    #expect(KeyAction.defaultKeys.contains { $0.0 == .nextMonth && $0.1 == ["]"] })
  }

  @Test func theScrubberShowsWhileItScrollsAndJumpsWhereItIsHeld() {
    // Ninety items over nine years in Days: taller than the screen.
    let items = (0..<90).map { i -> AlbumItem in
      var item = AlbumItem(path: "/lib/q\(i).jpg")
      item.taken = LibraryQueryTests.at(2015 + i / 10, 1 + i % 10, 1 + i % 20)
      return item
    }
    let library = PhotoLibrary(album: Album(items: items, origin: "/lib"), cache: PhotoCachePolicy(budgetBytes: 0))
    var grid = GridScreen(count: 90, viewport: Self.viewport)
    grid.showTimeline(Timeline(items: items, level: .days), at: 0)
    #expect(grid.layout.maxScroll > 0 && grid.scrubberAlpha(at: 0) == 0, "hidden while still")
    grid.wheel(by: -3, at: 1)
    #expect(grid.scrubberAlpha(at: 1.01) == 1, "shown while it scrolls")
    // Held at the bottom of the strip: the end of the library; at its top: the start.
    let x = Self.viewport.x - 10
    _ = grid.handle(GridScreenTests.pointer(.down, x, 590, 1.05), in: library)
    #expect(grid.scrollPosition(at: 1.05) == grid.layout.maxScroll)
    var frame = grid.traceFrame(at: 1.05, in: library)
    #expect(frame.grid?.scrubbing == true && (frame.grid?.section ?? "") > "2022", "the last year or so on screen")
    _ = grid.handle(GridScreenTests.pointer(.moved, x, 0, 1.1), in: library)
    #expect(grid.scrollPosition(at: 1.1) == 0)
    #expect(grid.scene(at: 1.1, in: library).texts.contains { $0.text == "January 2015" }, "the month beside it")
    _ = grid.handle(GridScreenTests.pointer(.up, x, 0, 1.2), in: library)
    frame = grid.traceFrame(at: 1.2, in: library)
    #expect(frame.grid?.scrubbing == nil && grid.scrubberAlpha(at: 2) > 0 && grid.scrubberAlpha(at: 3) == 0)
    // Off the strip, or with the scrubber hidden, a press is the grid's own.
    _ = grid.handle(GridScreenTests.pointer(.down, x, 300, 5), in: library)
    #expect(grid.scrollPosition(at: 5) == 0 && grid.traceFrame(at: 5, in: library).grid?.scrubbing == nil)
  }

  @Test func aListingAnewKeepsTheLevel() {
    var grid = GridScreen(count: 30, viewport: Self.viewport, selection: 29)
    grid.showTimeline(Timeline(items: Self.items, level: .months), at: 0)
    grid.relisted(items: Array(Self.items.prefix(27)), folders: [], selection: nil, anchor: nil, at: 1)
    #expect(grid.timeline?.level == .months && grid.layout.sections == [0, 3, 6, 9, 12, 18, 21] && grid.count == 27)
    grid.relisted(
      items: (0..<5).map { AlbumItem(path: "/x/\($0).jpg") }, folders: [], selection: nil, anchor: nil, at: 2)
    #expect(grid.timeline == nil && grid.layout.sections.isEmpty, "a folder without dates is a grid")
  }

  /// A library's first frame shows its newest items; the rest come in above them as the index is read, and the
  /// timeline stays where it was: at the end, or on the photo at its top.
  @Test func photosComingInAboveKeepTheTimelineWhereItWas() {
    let all: [AlbumItem] = (0..<600).map { i in
      var item = AlbumItem(path: "/lib/\(1000 + i).jpg")
      item.taken = LibraryQueryTests.at(2010 + i / 50, 1 + (i / 4) % 12, 1 + i % 28, 12)
      return item
    }
    let sorted = all.sorted { ($0.taken!, $0.location) < ($1.taken!, $1.location) }
    let newest = Array(sorted.suffix(120))
    var navigator = Navigator(
      album: Album(items: newest, startIndex: newest.count - 1, origin: "/lib"), viewport: Self.viewport,
      animatesTransitions: false, startsInGrid: true)
    #expect(navigator.grid!.scrollPosition(at: 0) == navigator.grid!.layout.maxScroll)
    _ = navigator.relistWatched(Album(items: sorted, startIndex: sorted.count - 1, origin: "/lib"), at: 1)
    var grid = navigator.grid!
    #expect(grid.count == 600 && grid.scrollPosition(at: 1) == grid.layout.maxScroll, "still at the newest")
    #expect(grid.visibleCells(at: 1).contains(599))
    // Scrolled up into the middle: older photos come in (the first 100 were not indexed yet).
    navigator.relistWatched(Album(items: Array(sorted.suffix(500)), startIndex: 0, origin: "/lib"), at: 2)
    grid = navigator.grid!
    grid.scroll.scroll(to: 1000, at: 2, animated: false)
    navigator.grid = grid
    let top = grid.layout.visibleCells(scroll: 1000).first!
    let photo = navigator.album.ids[top]
    let y = grid.layout.cell(top, scroll: 1000).origin.y
    _ = navigator.relistWatched(Album(items: sorted, startIndex: 0, origin: "/lib"), at: 3)
    grid = navigator.grid!
    let moved = navigator.album.index(of: photo)!
    #expect(moved == top + 100)
    #expect(abs(grid.layout.cell(moved, scroll: grid.scrollPosition(at: 3)).origin.y - y) < 1e-9, "the same height")
  }

  /// A listing anew waits while the grid is held or moves, and lands when it rests.
  @Test func aListingAnewWaitsForTheGridToRest() {
    var navigator = Navigator(
      album: Album(items: Self.items, startIndex: 29, origin: "/lib"), viewport: Self.viewport,
      animatesTransitions: false, startsInGrid: true)
    #expect(navigator.acceptsRelisting(at: 0))
    let finger = PointerID.finger(device: 1, finger: 1)
    _ = navigator.handle(PointerEvent(id: finger, phase: .down, position: Vector2(x: 400, y: 100), time: 1))
    #expect(!navigator.acceptsRelisting(at: 1.01), "a finger on the grid")
    for k in 1...4 {
      let event = PointerEvent(
        id: finger, phase: .moved, position: Vector2(x: 400, y: 100 + 60 * Double(k)), time: 1 + 0.016 * Double(k))
      _ = navigator.handle(event)
    }
    _ = navigator.handle(PointerEvent(id: finger, phase: .up, position: Vector2(x: 400, y: 340), time: 1.07))
    #expect(navigator.grid!.isMoving(at: 1.1) && !navigator.acceptsRelisting(at: 1.1), "flung")
    #expect(navigator.acceptsRelisting(at: 20), "at rest")
  }

  /// Two fingers about `centre`, their span from `from` to `to` points, then lifted.
  func pinch(_ grid: inout GridScreen, about centre: Vector2, from: Double, to: Double, library: PhotoLibrary) {
    let a = PointerID.finger(device: 1, finger: 1)
    let b = PointerID.finger(device: 1, finger: 2)
    func at(_ span: Double, _ sign: Double) -> Vector2 { centre + Vector2(x: sign * span / 2, y: 0) }
    _ = grid.handle(PointerEvent(id: a, phase: .down, position: at(from, -1), time: 1), in: library)
    _ = grid.handle(PointerEvent(id: b, phase: .down, position: at(from, 1), time: 1), in: library)
    for step in 1...10 {
      let span = from + (to - from) * Double(step) / 10
      _ = grid.handle(
        PointerEvent(id: b, phase: .moved, position: at(span, 1), time: 1 + Double(step) / 60), in: library)
      _ = grid.handle(
        PointerEvent(id: a, phase: .moved, position: at(span, -1), time: 1 + Double(step) / 60), in: library)
    }
    _ = grid.handle(PointerEvent(id: a, phase: .up, position: at(to, -1), time: 2), in: library)
    _ = grid.handle(PointerEvent(id: b, phase: .up, position: at(to, 1), time: 2), in: library)
  }
}
