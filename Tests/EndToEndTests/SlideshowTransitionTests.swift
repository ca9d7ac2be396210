import Foundation
import Testing

/// `--slideshow-transition`: a dissolve that is an exact mix of the two frames, Ken Burns framings that keep
/// the screen covered and move, `--fit cover`, and input taking a framed slide over where it stands (scripted,
/// on the virtual clock, with recorded frames).
@Suite struct SlideshowTransitionTests {
  static let red = Pixels.RGB(r: 220, g: 40, b: 40)
  static let green = Pixels.RGB(r: 40, g: 200, b: 60)

  /// A wide red photo and a tall green one (their bars differ, so every part of the dissolve shows).
  static func album(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/a.png", width: 800, height: 300) { _, _ in red }
    try Pixels.write(album + "/b.png", width: 300, height: 600) { _, _ in green }
    return album
  }

  static func mix(_ a: Pixels.RGB, _ b: Pixels.RGB, _ p: Double) -> Pixels.RGB {
    func c(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - p) + Double(y) * p).rounded()) }
    return Pixels.RGB(r: c(a.r, b.r), g: c(a.g, b.g), b: c(a.b, b.b))
  }

  @Test func aCrossfadeIsAnExactMixOfTheTwoFramesEverywhere() throws {
    let dir = try Harness.scratch("slideshow-crossfade")
    let run = try Harness.run(
      [try Self.album(in: dir), "--size", "400x300", "--slideshow", "2"],
      script: "2250 screenshot quarter.png\n2500 screenshot half.png\n3200 screenshot after.png\n3300 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The slide starts on its second: the page changes at once and the dissolve runs one second, eased.
    let fading = run.trace.filter { $0.transition == "crossfade" }
    #expect(fading.first?.t == 2000 && (fading.last?.t ?? 0) >= 2980 && (fading.last?.t ?? 0) < 3000)
    #expect(fading.allSatisfy { $0.page == 1 })
    let half = try #require(run.trace.first { $0.t >= 2500 })
    #expect(abs((half.progress ?? 0) - 0.5) < 1e-3)
    #expect(run.trace.first { $0.t >= 3000 }?.transition == nil)
    // Red fits 400x150 (y 75...225), green 150x300 (x 125...275). Half way: both where both are, each at half
    // over black where only it is, black where neither is.
    let shot = try Pixels.Image(path: dir + "/half.png")
    for (x, y, want) in [
      (200, 150, Self.mix(Self.red, Self.green, 0.5)), (40, 150, Self.mix(Self.red, .black, 0.5)),
      (200, 30, Self.mix(.black, Self.green, 0.5)), (40, 30, Pixels.RGB.black),
    ] {
      #expect(shot[x, y].isClose(to: want, tolerance: 4), "(\(x), \(y)): \(shot[x, y]) != \(want)")
    }
    // A quarter of the time in, the eased dissolve is at 0.15625.
    let quarter = try Pixels.Image(path: dir + "/quarter.png")
    #expect(quarter[200, 150].isClose(to: Self.mix(Self.red, Self.green, 0.15625), tolerance: 4))
    let after = try Pixels.Image(path: dir + "/after.png")
    #expect(after[200, 150].isClose(to: Self.green, tolerance: 4) && after[40, 150] == .black)
  }

  @Test func kenBurnsKeepsTheScreenCoveredMovesAndRepeatsWithTheSeed() throws {
    let dir = try Harness.scratch("slideshow-kenburns")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 600, height: 400)
    let args = [album, "--size", "400x300", "--slideshow", "2", "--slideshow-transition", "kenburns", "--seed", "7"]
    let run = try Harness.run(args, script: "100 screenshot start.png\n5900 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let rects = run.trace.compactMap { line in line.rect.map { (line.t, line.page, $0) } }
    // Every framing covers the 400x300 window; the photo moves or zooms all the time.
    for (t, _, r) in rects {
      #expect(r[0] <= 1e-6 && r[1] <= 1e-6 && r[0] + r[2] >= 400 - 1e-6 && r[1] + r[3] >= 300 - 1e-6, "at \(t): \(r)")
    }
    let first = rects.filter { $0.1 == 0 && $0.0 < 1900 }
    let moved = zip(first, first.dropFirst()).filter { $0.0.2 != $0.1.2 }.count
    #expect(moved == first.count - 1, "the framing changes every frame")
    // Its framing never gets closer than 15% past covering (the 600x400 photo covers at 450x300).
    #expect(rects.allSatisfy { $0.2[2] <= 450 * 1.15 + 1e-6 })
    #expect(run.trace.contains { $0.transition == "kenburns" })
    // Decoded sharp enough for its closest framing: every pixel of the photo, not a 400x300 fit.
    #expect(run.trace.last?.resolution == 1)
    let again = try Harness.run(args, script: "5900 quit\n", in: try Harness.scratch("slideshow-kenburns-again"))
    #expect(again.trace.compactMap(\.rect) == rects.map(\.2))
  }

  @Test func coverFillsTheScreenAndATouchTakesTheFramedPhotoOverWithoutAJump() throws {
    let dir = try Harness.scratch("slideshow-cover")
    let run = try Harness.run(
      [try Self.album(in: dir), "--size", "400x300", "--slideshow", "1", "--fit", "cover"],
      script: "500 screenshot wide.png\n600 mouse-down 1 200 150\n650 mouse-up 1 200 150\n1500 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shot = try Pixels.Image(path: dir + "/wide.png")
    // The wide red photo covers the window: red in the corners, where contain leaves bars.
    #expect(shot[5, 5].isClose(to: Self.red, tolerance: 4) && shot[395, 295].isClose(to: Self.red, tolerance: 4))
    let before = try #require(run.trace.last { $0.t < 600 })
    let after = try #require(run.trace.first { $0.t > 700 })
    // The tap paused the show and handed the framing to the zoom: same rectangle, now a zoom of 2 (covering a
    // window of 4:3 with an 8:3 photo is twice fitting it).
    #expect(after.rect == before.rect && abs(after.zoom - 2) < 1e-6 && after.paused == true)
    #expect(run.trace.last?.page == 0)
  }

  @Test func blurFillsTheBarsWithTheDarkenedPhotoAndDissolvesItWithTheNext() throws {
    let dir = try Harness.scratch("slideshow-blur")
    let run = try Harness.run(
      [try Self.album(in: dir), "--size", "400x300", "--slideshow", "2", "--fit", "blur"],
      script: "1000 screenshot red.png\n2500 screenshot half.png\n3500 screenshot green.png\n3600 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The bars show the photo's own colour, darkened by the 35% black over it; the photo itself is untouched.
    let dimmed = { (c: Pixels.RGB) in Self.mix(c, .black, 0.35) }
    let red = try Pixels.Image(path: dir + "/red.png")
    #expect(red[5, 5].isClose(to: dimmed(Self.red), tolerance: 6), "\(red[5, 5])")
    #expect(red[200, 150].isClose(to: Self.red, tolerance: 4))
    let green = try Pixels.Image(path: dir + "/green.png")
    #expect(green[5, 5].isClose(to: dimmed(Self.green), tolerance: 6), "\(green[5, 5])")
    // Half way, a corner (outside both photos) is half of each darkened backdrop.
    let half = try Pixels.Image(path: dir + "/half.png")
    #expect(half[5, 5].isClose(to: Self.mix(dimmed(Self.red), dimmed(Self.green), 0.5), tolerance: 6), "\(half[5, 5])")
  }

  @Test func twoPortraitsNextToEachOtherShareTheScreenAndALandscapeShowsAlone() throws {
    let dir = try Harness.scratch("slideshow-pairs")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    // Portrait, portrait, landscape, portrait, portrait.
    let shapes = [(300, 600), (300, 600), (800, 300), (300, 600), (300, 600)]
    for (i, (w, h)) in shapes.enumerated() {
      try Pixels.write(album + "/p\(i + 1).png", width: w, height: h) { _, _ in FixtureAlbum.colors[i] }
    }
    let run = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "1", "--slideshow-transition", "none", "--pair-portraits"],
      script: "500 screenshot pair.png\n3800 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let seen = [500.0, 1500, 2500, 3500].map { t in
      run.trace.first { $0.t >= t }.map { [$0.page, $0.pair ?? -1] } ?? []
    }
    #expect(seen == [[0, 1], [2, -1], [3, 4], [0, 1]])
    // Left half red, right half green, the gap between them black.
    let shot = try Pixels.Image(path: dir + "/pair.png")
    #expect(shot[100, 150].isClose(to: FixtureAlbum.colors[0], tolerance: 4))
    #expect(shot[300, 150].isClose(to: FixtureAlbum.colors[1], tolerance: 4))
    #expect(shot[200, 150] == .black && shot[10, 150] == .black)
  }
}
