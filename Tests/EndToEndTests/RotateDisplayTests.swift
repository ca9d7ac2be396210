import Foundation
import Testing

/// `--rotate-display`: the picture laid out for the turned screen's shape and turned onto the window, touch
/// turned with it, recorded frames showing what the screen shows.
@Suite struct RotateDisplayTests {
  static let red = Pixels.RGB(r: 220, g: 40, b: 40)
  static let blue = Pixels.RGB(r: 40, g: 80, b: 220)

  /// A 400 x 300 photo, red above blue, and a plain green one after it.
  static func album(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/a.png", width: 400, height: 300) { _, y in y < 150 ? red : blue }
    try Pixels.write(album + "/b.png", width: 400, height: 300) { _, _ in FixtureAlbum.colors[1] }
    return album
  }

  @Test func aQuarterTurnDrawsThePhotosTopOnTheWindowsRightAndAnUpwardSwipePages() throws {
    let dir = try Harness.scratch("rotate-90")
    let album = try Self.album(in: dir)
    // The window is 320 x 240; the picture is 240 x 320, so the photo fits its width: 240 x 180, 70 points
    // from the picture's top. Swiping up the window is swiping left in the turned picture.
    let script = """
      200 screenshot turned.png
      300 swipe 160 200 160 40 120
      1500 quit
      """
    let run = try Harness.run([album, "--size", "320x240", "--rotate-display", "90"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let first = try #require(run.trace.first)
    #expect(first.rect == [0, 70, 240, 180])
    let frame = try Pixels.Image(path: dir + "/turned.png")
    #expect(frame.width == 320 && frame.height == 240)
    // The picture's top (red) is on the window's right, its bottom (blue) on the left, the bars above and
    // below the photo in the picture now left and right of it.
    #expect(frame[220, 120].isClose(to: Self.red), "\(frame[220, 120])")
    #expect(frame[100, 120].isClose(to: Self.blue), "\(frame[100, 120])")
    #expect(frame[30, 120].isClose(to: .black, tolerance: 2) && frame[290, 120].isClose(to: .black, tolerance: 2))
    #expect(run.trace.last?.page == 1)
  }

  @Test func upsideDownAndTheOtherQuarter() throws {
    let dir = try Harness.scratch("rotate-180")
    let album = try Self.album(in: dir)
    let half = try Harness.run(
      [album, "--size", "320x240", "--rotate-display", "180"], script: "200 screenshot half.png\n400 quit\n", in: dir)
    #expect(half.status == 0, "stderr: \(half.stderr)")
    // 320 x 240 fits 320 x 240: red is now the lower half.
    let upside = try Pixels.Image(path: dir + "/half.png")
    #expect(upside[160, 200].isClose(to: Self.red) && upside[160, 40].isClose(to: Self.blue))
    let other = try Harness.run(
      [album, "--size", "320x240", "--rotate-display", "270"], script: "200 screenshot left.png\n400 quit\n",
      in: dir)
    #expect(other.status == 0, "stderr: \(other.stderr)")
    let left = try Pixels.Image(path: dir + "/left.png")
    #expect(left[100, 120].isClose(to: Self.red) && left[220, 120].isClose(to: Self.blue))
  }

  @Test func aRecordedFrameOfATurnedScreenIsWhatTheScreenShows() throws {
    // A recording run draws through the offscreen path and turns the frame it read back as the window turns
    // the picture: each recorded frame is the window's, as the screenshot of the same frame.
    let dir = try Harness.scratch("rotate-record")
    let album = try Self.album(in: dir)
    for degrees in ["90", "270"] {
      let run = try Harness.run(
        [album, "--size", "320x240", "--rotate-display", degrees, "--record", dir + "/frames-" + degrees],
        script: "200 screenshot shot-\(degrees).png\n300 quit\n", in: dir)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      let shot = try Pixels.Image(path: dir + "/shot-\(degrees).png")
      let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames-" + degrees).sorted()
      let last = try Pixels.Image(path: dir + "/frames-\(degrees)/" + #require(frames.last))
      #expect(last.width == 320 && last.height == 240)
      var same = true
      for y in stride(from: 0, to: 240, by: 6) {
        for x in stride(from: 0, to: 320, by: 6) where last[x, y] != shot[x, y] { same = false }
      }
      #expect(same, "the last recorded frame differs from the screenshot at \(degrees)")
      let (red, blue) = degrees == "90" ? (220, 100) : (100, 220)
      #expect(last[red, 120].isClose(to: Self.red) && last[blue, 120].isClose(to: Self.blue))
    }
  }

  @Test func onALandscapePanelTurnedOnItsSideTwoLandscapePhotosShareTheScreenOneAboveTheOther() throws {
    let dir = try Harness.scratch("rotate-pairs")
    // Landscape photos on a landscape window: alone, unturned; turned a quarter, the screen is portrait.
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let args = [album, "--size", "320x240", "--slideshow", "5", "--slideshow-transition", "none", "--pair-portraits"]
    let flat = try Harness.run(args, script: "300 quit\n", in: dir)
    #expect(flat.status == 0 && flat.trace.last?.pair == nil, "stderr: \(flat.stderr)")
    let turned = try Harness.run(
      args + ["--rotate-display", "90"], script: "200 screenshot pair.png\n300 quit\n", in: dir)
    #expect(turned.status == 0, "stderr: \(turned.stderr)")
    #expect(turned.trace.last?.page == 0 && turned.trace.last?.pair == 1)
    // The first photo is the picture's top half: the window's right; the second its left.
    let shot = try Pixels.Image(path: dir + "/pair.png")
    #expect(shot[250, 120].isClose(to: FixtureAlbum.colors[0], tolerance: 4), "\(shot[250, 120])")
    #expect(shot[70, 120].isClose(to: FixtureAlbum.colors[1], tolerance: 4), "\(shot[70, 120])")
  }

  @Test func anAngleThatIsNotAQuarterTurnIsRefused() throws {
    let run = try Harness.run(["--rotate-display", "45", "--size", "320x240"])
    #expect(run.status != 0)
    #expect(run.reported(.optionInvalid, about: "--rotate-display"), "\(run.diagnostics)")
  }
}
