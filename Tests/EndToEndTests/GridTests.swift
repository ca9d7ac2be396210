import Foundation
import Testing

/// The grid end to end: the real event loop on the scripted clock, its trace and frames.
@Suite(.serialized) struct GridTests {
  /// Consecutive traced rectangles of the photo in flight: no frame may jump. The open and close spring's peak
  /// speed is about 0.4 x travel x omega0 (Docs/physics.md), so at 60 fps no component changes by more than 0.12 of
  /// the largest travel (`travel`, points) from one frame to the next (1 pt more for rounding).
  static func expectNoJump(_ trace: [TraceLine], travel: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let rects = trace.compactMap { line in line.rect.map { (line.t, line.mode, $0) } }
    for (a, b) in zip(rects, rects.dropFirst()) where a.1 != "pager" || b.1 != "pager" {
      let step = zip(a.2, b.2).map { abs($0 - $1) }.max() ?? 0
      #expect(
        step <= travel * 0.12 + 1, "at \(b.0) ms (\(a.1) -> \(b.1)): a step of \(step) pt",
        sourceLocation: sourceLocation)
    }
  }

  @Test func aTapOpensAPhotoFromItsCellAndAPullDownClosesItBack() throws {
    let dir = try Harness.scratch("grid-open")
    let album = try FixtureAlbum.make(in: dir, count: 12, width: 800, height: 600)
    // 800 x 600 window: 4 columns of 198.5 pt; cell 5 is the second of the second row.
    let run = try Harness.run(
      [album, "--grid", "--size", "800x600"],
      script: """
        100 screenshot grid.png
        200 touch-down 1 300 300
        250 touch-up 1 300 300
        350 screenshot opening.png
        1400 touch-down 1 400 200
        1416 touch-move 1 400 230
        1432 touch-move 1 400 260
        1448 touch-move 1 400 290
        1464 touch-move 1 400 320
        1480 touch-move 1 400 350
        1496 touch-up 1 400 380
        2600 screenshot back.png
        2700 quit
        """, display: .dummy, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let modes = run.trace.map(\.mode).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(modes == ["grid", "opening", "pager", "closing", "grid"], "modes \(modes)")
    let opening = run.trace.filter { $0.mode == "opening" }
    #expect(opening.first?.page == 5)
    // Progress only grows, in each transition.
    for mode in ["opening", "closing"] {
      let progress = run.trace.filter { $0.mode == mode }.compactMap(\.progress)
      #expect(!progress.isEmpty && zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 }, "\(mode): \(progress)")
    }
    Self.expectNoJump(run.trace, travel: 800)
    let last = try #require(run.trace.last)
    #expect(last.mode == "grid" && last.columns == 4 && last.visible == [0, 12] && last.page == 5)
    // The grid shows each photo's colour in its cell; mid-open, the photo grows over the darkened grid.
    let grid = try Pixels.Image(path: dir + "/grid.png")
    #expect(grid[100, 100].isClose(to: FixtureAlbum.colors[0]), "cell 0 is \(grid[100, 100])")
    #expect(grid[300, 300].isClose(to: FixtureAlbum.colors[5]), "cell 5 is \(grid[300, 300])")
    let back = try Pixels.Image(path: dir + "/back.png")
    #expect(back[300, 300].isClose(to: FixtureAlbum.colors[5]), "cell 5 is back: \(back[300, 300])")
  }

  @Test func aTouchDuringTheOpeningCatchesThePhotoAndAPullLetsItCloseBack() throws {
    let dir = try Harness.scratch("grid-catch")
    let album = try FixtureAlbum.make(in: dir, count: 12, width: 800, height: 600)
    // Tap cell 5; 100 ms into the opening a finger catches the photo and holds it still for 300 ms, then pulls
    // it down fast and lets go: it closes back into its cell from there.
    let run = try Harness.run(
      [album, "--grid", "--size", "800x600"],
      script: """
        200 touch-down 1 300 300
        250 touch-up 1 300 300
        350 touch-down 2 400 300
        650 touch-move 2 400 300
        666 touch-move 2 400 330
        682 touch-move 2 400 360
        698 touch-move 2 400 390
        714 touch-up 2 400 420
        2000 quit
        """, display: .dummy, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let modes = run.trace.map(\.mode).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(modes == ["grid", "opening", "closing", "grid"], "modes \(modes)")
    // Held: the same rectangle and progress on every frame from the catch to the pull.
    let held = run.trace.filter { $0.t >= 351 && $0.t <= 649 }
    #expect(held.count > 10 && Set(held.compactMap(\.rect)).count == 1, "\(held.compactMap(\.rect))")
    #expect(Set(held.compactMap(\.progress)).count == 1 && held.allSatisfy { $0.mode == "opening" })
    Self.expectNoJump(run.trace, travel: 800)
    #expect(run.trace.last?.page == 5)
  }

  @Test func anEmptyFolderSaysSoAndBackLeavesIt() throws {
    let dir = try Harness.scratch("grid-empty")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 64, height: 48)
    try FileManager.default.createDirectory(atPath: album + "/empty", withIntermediateDirectories: true)
    // The empty folder's tile is the first cell; a tap opens it.
    let run = try Harness.run(
      [album, "--grid", "--size", "480x320"],
      script: """
        100 touch-down 1 60 60
        150 touch-up 1 60 60
        600 screenshot empty.png
        700 key BackSpace
        900 quit
        """, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let inside = try #require(run.trace.first { $0.folder == album + "/empty" })
    #expect(inside.count == 0 && inside.folders == 0 && inside.mode == "grid")
    #expect(run.trace.last?.folder == album && run.trace.last?.count == 3)
    // The message is drawn in the middle of the black grid: light pixels there, none near the corners.
    let shot = try Pixels.Image(path: dir + "/empty.png")
    var lit = 0
    for y in 140..<180 { for x in 100..<380 where shot[x, y].r > 100 { lit += 1 } }
    #expect(lit > 50, "no message in the middle")
    #expect(shot[20, 20].r < 10 && shot[460, 300].r < 10)
  }

  @Test func keysMoveTheRingOpenWithEnterAndEscapeComesBackToTheSameCell() throws {
    let dir = try Harness.scratch("grid-keys")
    let album = try FixtureAlbum.make(in: dir, count: 40, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--grid", "--size", "800x600"],
      script: """
        100 key Right
        110 key Down
        120 key Down
        130 key Down
        140 key Down
        400 key Return
        1500 key Right
        2000 key Escape
        3000 quit
        """, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Four rows down from cell 0: cell 16, on the fifth row, scrolled into view.
    let beforeOpen = try #require(run.trace.last { $0.t < 400 })
    #expect(beforeOpen.mode == "grid" && beforeOpen.page == 16)
    #expect((beforeOpen.scroll ?? 0) > 0)
    // Opened, then Right pages to 17: closing lands on cell 17.
    let last = try #require(run.trace.last)
    #expect(last.mode == "grid" && last.page == 17)
    #expect(run.trace.contains { $0.mode == "pager" && $0.page == 17 })
  }

  @Test func aFolderOpensOnTheGridAndAFileOnThePager() throws {
    let dir = try Harness.scratch("grid-default")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 64, height: 48)
    let folder = try Harness.run([album, "--size", "320x240"], script: "100 quit\n", in: dir, startsOnPager: false)
    #expect(folder.status == 0 && folder.trace.first?.mode == "grid")
    let file = try Harness.run(
      [album + "/photo2.png", "--size", "320x240"], script: "100 quit\n", in: dir, startsOnPager: false)
    #expect(file.trace.first?.mode == "pager" && file.trace.first?.page == 1)
    let forced = try Harness.run(
      [album, "--no-grid", "--size", "320x240"], script: "100 quit\n", in: dir, startsOnPager: false)
    #expect(forced.trace.first?.mode == "pager")
  }

  @Test func aFolderTileOpensTheFolderAndBackspaceReturnsToTheSameScroll() throws {
    let dir = try Harness.scratch("grid-folders")
    let album = try FixtureAlbum.make(in: dir, count: 40, width: 64, height: 48)
    for name in ["first", "second"] {
      let sub = album + "/" + name
      try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
      for i in 0..<3 {
        try Pixels.write(sub + "/s\(i).png", width: 64, height: 48) { _, _ in FixtureAlbum.colors[7] }
      }
    }
    // Down to the end, back to the top, into the second folder (the second tile), out again with Backspace.
    let run = try Harness.run(
      [album, "--grid", "--size", "800x600"],
      script: """
        50 screenshot top.png
        100 key End
        700 key Home
        1300 key Right
        1400 key Return
        1600 screenshot inside.png
        2000 key BackSpace
        2500 key End
        3000 touch-down 1 100 100
        3050 touch-up 1 100 100
        3500 quit
        """, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.first?.folders == 2 && run.trace.first?.count == 40)
    let inside = try #require(run.trace.first { $0.folder == album + "/second" })
    #expect(inside.count == 3 && inside.folders == 0 && inside.scroll == 0)
    let back = try #require(run.trace.last { $0.t < 2500 })
    #expect(back.folder == album && back.columns == 4)
    #expect(back.page == -1, "the second folder's tile is still the selection")
    // A tap on a photo cell after scrolling to the end opens that photo.
    #expect(run.trace.contains { $0.mode == "opening" })
    // The folder tiles show their first photo as their cover.
    let top = try Pixels.Image(path: dir + "/top.png")
    #expect(top[100, 60].isClose(to: FixtureAlbum.colors[7]), "the first tile's cover is \(top[100, 60])")
    let shot = try Pixels.Image(path: dir + "/inside.png")
    #expect(shot[100, 100].isClose(to: FixtureAlbum.colors[7]), "the sub-folder's photo is \(shot[100, 100])")
  }
}
