import Foundation
import Testing

/// Golden frames: a recorded frame compared with the PNG kept beside the tests, `Golden/NAME.png`.
///
/// Frames come from SDL's software renderer (dummy video driver), whose output is the same on every machine
/// with the same SDL, and their words in DejaVu Sans from Debian's fonts-dejavu-core (named by its file, not
/// chosen by fontconfig), so every golden, text and icons included, is held to a channel difference of 6/255
/// and a mean under 0.5 (they match exactly on this machine). `SDLPHOTO_RECORD_GOLDEN=1` rewrites the golden
/// file and fails the test, so a baseline is never created silently; a missing golden file fails too.
enum GoldenFrames {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    .path

  /// Compares `actualPath` with golden `name`: same size, every channel within `maxDifference`, and a mean
  /// difference under `maxMean`.
  static func check(
    _ actualPath: String, against name: String, maxDifference: Int = 6, maxMean: Double = 0.5,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let goldenPath = directory + "/" + name + ".png"
    if ProcessInfo.processInfo.environment["SDLPHOTO_RECORD_GOLDEN"] == "1" {
      try? FileManager.default.removeItem(atPath: goldenPath)
      try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
      Issue.record(
        "recorded golden frame \(goldenPath); run again without SDLPHOTO_RECORD_GOLDEN", sourceLocation: sourceLocation)
      return
    }
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      Issue.record(
        "no golden frame \(goldenPath): record it with SDLPHOTO_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    let actual = try Pixels.Image(path: actualPath)
    let golden = try Pixels.Image(path: goldenPath)
    #expect(actual.width == golden.width && actual.height == golden.height, sourceLocation: sourceLocation)
    guard actual.width == golden.width && actual.height == golden.height else { return }
    var worst = 0
    var total = 0
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let a = actual[x, y]
        let g = golden[x, y]
        let d = max(abs(Int(a.r) - Int(g.r)), abs(Int(a.g) - Int(g.g)), abs(Int(a.b) - Int(g.b)))
        worst = max(worst, d)
        total += d
      }
    }
    let mean = Double(total) / Double(actual.width * actual.height)
    #expect(
      worst <= maxDifference && mean < maxMean, "\(name): worst channel difference \(worst), mean \(mean)",
      sourceLocation: sourceLocation)
  }
}

/// The frames issue 4 keeps as goldens: a page drag showing two photos and the gap, a pull-down to dismiss
/// (shrunk photo, faded background), and the info overlay.
@Suite(.serialized) struct GoldenFrameTests {
  /// Three 480x320 photos with a pattern that shows scaling and placement: a colour per photo, a darker
  /// diagonal gradient, and a white cross through the centre.
  static func album(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    for i in 0..<3 {
      let base = FixtureAlbum.colors[i]
      try Pixels.write(album + "/photo\(i + 1).png", width: 480, height: 320) { x, y in
        if abs(x - 240) < 3 || abs(y - 160) < 3 { return Pixels.RGB(r: 255, g: 255, b: 255) }
        let shade = Double(x + y) / Double(480 + 320)
        func mix(_ c: UInt8) -> UInt8 { UInt8(Double(c) * (1 - 0.6 * shade)) }
        return Pixels.RGB(r: mix(base.r), g: mix(base.g), b: mix(base.b))
      }
    }
    return album
  }

  static func frame(_ name: String, script: String, grid: Bool = false) throws -> String {
    let dir = try Harness.scratch(name)
    let album = try album(in: dir)
    let run = try Harness.run(
      [album, "--size", "480x320"] + (grid ? ["--grid"] : []), script: script + "\n2000 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    return dir + "/shot.png"
  }

  @Test func midPageDrag() throws {
    let shot = try Self.frame(
      "golden-drag",
      script: """
        0 touch-down 1 400 160
        50 touch-move 1 300 160
        100 touch-move 1 200 160
        150 screenshot shot.png
        200 touch-up 1 200 160
        """)
    try GoldenFrames.check(shot, against: "midPageDrag")
  }

  @Test func midDismiss() throws {
    let shot = try Self.frame(
      "golden-dismiss",
      script: """
        0 touch-down 1 240 100
        50 touch-move 1 240 150
        100 touch-move 1 250 200
        150 screenshot shot.png
        400 touch-move 1 240 100
        600 touch-up 1 240 100
        """)
    try GoldenFrames.check(shot, against: "midDismiss")
  }

  @Test func infoOverlay() throws {
    // A kiosk's tap shows the overlay line (no bars there): counter, name, zoom, colour space.
    let dir = try Harness.scratch("golden-overlay")
    let album = try Self.album(in: dir)
    let run = try Harness.run(
      [album, "--size", "480x320", "--kiosk"],
      script: "0 touch-down 1 240 160\n40 touch-up 1 240 160\n800 screenshot shot.png\n900 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Text rasterisation may differ by a little between FreeType builds: allow a little more.
    try GoldenFrames.check(dir + "/shot.png", against: "infoOverlay")
  }

  @Test func infoPanel() throws {
    // The info key's panel over the photo's lower part, on a blurred, darkened copy of it: name, folder (from
    // "~", the home folder), pixel size, file size, colour space.
    let dir = try Harness.scratch("golden-panel")
    let album = try Self.album(in: dir)
    let run = try Harness.run(
      [album, "--size", "480x320"], script: "0 key I\n700 screenshot shot.png\n800 quit\n", in: dir,
      environment: ["HOME": dir])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.panel == true)
    try GoldenFrames.check(dir + "/shot.png", against: "infoPanel")
  }

  /// A photo smaller than the window (640 x 480 in 1200 x 900): the open panel below it and the bars beside it
  /// are frosted with its colours wherever they reach, never plain black where the photo is not under them.
  @Test func thePanelAndTheBarsAreFrostedBeyondASmallPhoto() throws {
    let dir = try Harness.scratch("frosted-beyond")
    try FileManager.default.createDirectory(atPath: dir + "/album", withIntermediateDirectories: true)
    try Pixels.write(dir + "/album/small.png", width: 640, height: 480) { _, _ in .init(r: 220, g: 40, b: 40) }
    let script =
      "0 key I\n900 screenshot panel.png\n1000 key I\n1600 mouse-down 1 600 450\n1640 mouse-up 1 600 450\n"
      + "2400 screenshot bars.png\n2500 quit\n"
    let run = try Harness.run([dir + "/album", "--size", "1200x900"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let panel = try Pixels.Image(path: dir + "/panel.png")
    let bars = try Pixels.Image(path: dir + "/bars.png")
    // Below the photo (it ends at y 690), in the panel; and at the bars' ends, far beside the photo (x 280...920).
    for (image, x, y, what) in [
      (panel, 600, 860, "the panel below"), (bars, 40, 870, "the bottom bar's left end"),
      (bars, 1160, 20, "the top bar's right end"),
    ] {
      let pixel = image[x, y]
      #expect(Int(pixel.r) > Int(pixel.g) + 20, "\(what) at (\(x), \(y)) is \(pixel), not the photo's red frost")
    }
  }

  @Test func pagerControls() throws {
    // A tap shows the bars (after the double-tap window and their fade); a tap on the mark control fills its
    // check. The top bar: back, "photo1.png" over "1 of 3", info; the bottom bar: mark, rotate, slideshow, trash.
    let shot = try Self.frame(
      "golden-controls",
      script: "0 touch-down 1 240 160\n40 touch-up 1 240 160\n700 touch-down 1 30 294\n740 touch-up 1 30 294\n"
        + "900 screenshot shot.png")
    // Text rasterisation may differ by a little between FreeType builds: allow a little more.
    try GoldenFrames.check(shot, against: "pagerControls")
  }

  @Test func pagerMoreMenu() throws {
    // The "more" control's menu, open above it: copy path, full screen, quit.
    let shot = try Self.frame(
      "golden-more",
      script: "0 touch-down 1 240 160\n40 touch-up 1 240 160\n700 touch-down 1 450 294\n740 touch-up 1 450 294\n"
        + "900 screenshot shot.png")
    try GoldenFrames.check(shot, against: "pagerMoreMenu")
  }

  @Test func pagerControlsRightToLeft() throws {
    // Under an Arabic locale the bars mirror: back (its arrow turned) on the right, info on the left, the bottom
    // bar's controls from the right (the mark control, filled, at the right end).
    let dir = try Harness.scratch("golden-controls-rtl")
    let album = try Self.album(in: dir)
    let script = "0 touch-down 1 240 160\n40 touch-up 1 240 160\n700 touch-down 1 450 294\n740 touch-up 1 450 294\n"
    let run = try Harness.run(
      [album, "--size", "480x320"], script: script + "900 screenshot shot.png\n2000 quit\n", in: dir,
      environment: ["LC_ALL": "ar_EG.UTF-8"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.trace.last?.marked == true)
    try GoldenFrames.check(dir + "/shot.png", against: "pagerControlsRightToLeft")
  }

  @Test func grid() throws {
    // Three photos in 3 columns (480 pt wide): each filling its square cell, its middle kept; the ring on the
    // second after an arrow key.
    let shot = try Self.frame("golden-grid", script: "0 key Right\n10 key Right\n100 screenshot shot.png", grid: true)
    try GoldenFrames.check(shot, against: "grid")
  }

  @Test func gridSelectMode() throws {
    // The grid's select control, then two cells chosen: rings and blue checks on them, "2 selected" over the
    // folder's name, cancel at the top left, and the selection's bar (mark, slideshow, trash) along the bottom.
    let tap = { (t: Int, x: Int, y: Int) in "\(t) touch-down 1 \(x) \(y)\n\(t + 40) touch-up 1 \(x) \(y)\n" }
    let shot = try Self.frame(
      "golden-select", script: tap(0, 450, 26) + tap(200, 80, 130) + tap(400, 400, 130) + "600 screenshot shot.png",
      grid: true)
    try GoldenFrames.check(shot, against: "gridSelectMode")
  }

  @Test func folderTiles() throws {
    // Two folder tiles before the photos: one with its first photo as the cover and its name and count on
    // plates, one empty (a grey tile); then the three photos.
    let dir = try Harness.scratch("golden-folders")
    let album = try Self.album(in: dir)
    let holidays = album + "/Holidays 2024"
    try FileManager.default.createDirectory(atPath: holidays, withIntermediateDirectories: true)
    for name in ["a.png", "b.png"] {
      try FileManager.default.copyItem(atPath: album + "/photo3.png", toPath: holidays + "/" + name)
    }
    try FileManager.default.createDirectory(atPath: album + "/Scans", withIntermediateDirectories: true)
    let run = try Harness.run(
      [album, "--size", "480x320", "--grid"], script: "300 screenshot shot.png\n400 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Text rasterisation may differ by a little between FreeType builds: allow a little more.
    try GoldenFrames.check(dir + "/shot.png", against: "folderTiles")
  }

  @Test func midOpen() throws {
    // Photo 2 growing out of its cell: partly scaled, partly cropped, the grid darkening behind.
    let shot = try Self.frame(
      "golden-open", script: "0 touch-down 1 240 80\n50 touch-up 1 240 80\n150 screenshot shot.png", grid: true)
    try GoldenFrames.check(shot, against: "midOpen")
  }
}
