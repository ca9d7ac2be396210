import Foundation
import Testing

/// Issue 5's resolutions end to end: the screen's decode at fit, a sharper decode swapped in when the user
/// zooms past it (and freed on the way back), and photos drawn from tiles when textures must stay small.
@Suite(.serialized) struct ResolutionTests {
  /// A 3200 x 2400 PNG of 2-pixel black and white checks: at the screen's decode (800 x 600, a quarter) they
  /// average to an even grey; only a sharper decode shows them.
  static func checkerAlbum(in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/checks.png", width: 3200, height: 2400) { x, y in
      (x / 2 + y / 2) % 2 == 0 ? Pixels.RGB(r: 255, g: 255, b: 255) : .black
    }
    return album
  }

  /// The spread of grey levels in a 64 x 64 square at the screen's centre: ~0 for an even grey, ~255 for
  /// crisp checks.
  static func contrast(_ path: String) throws -> Int {
    let image = try Pixels.Image(path: path)
    var low = 255
    var high = 0
    for y in (image.height / 2 - 32)..<(image.height / 2 + 32) {
      for x in (image.width / 2 - 32)..<(image.width / 2 + 32) {
        let g = Int(image[x, y].g)
        low = min(low, g)
        high = max(high, g)
      }
    }
    return high - low
  }

  @Test func zoomingPastTheScreensDecodeSwapsInASharperOneAndZoomingBackFreesIt() throws {
    let dir = try Harness.scratch("detail")
    let album = try Self.checkerAlbum(in: dir)
    // `1` zooms to one photo pixel per screen pixel, `0` back to fit.
    let script = """
      100 screenshot fit.png
      200 key 1
      800 screenshot native.png
      900 key 0
      1500 screenshot back.png
      1600 quit
      """
    let run = try Harness.run([album, "--size", "800x600"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let at = { (ms: Double) in run.trace.last { $0.t <= ms } }
    #expect(abs((at(150)?.resolution ?? 0) - 0.25) < 1e-3)
    #expect(abs((at(800)?.resolution ?? 0) - 1) < 1e-3)
    #expect(abs((at(800)?.zoom ?? 0) - 4) < 1e-3)
    #expect(abs((at(1500)?.resolution ?? 0) - 0.25) < 1e-3)
    // The trace names the decode drawn: the screen's, the detail while zoomed, the screen's again.
    #expect([150, 800, 1500].map { at($0)?.layer } == ["screen", "detail", "screen"])
    #expect(try Self.contrast(dir + "/fit.png") < 40)
    #expect(try Self.contrast(dir + "/native.png") > 200)
    #expect(try Self.contrast(dir + "/back.png") < 40)
  }

  @Test func aPhotoTooLargeForAWholeSharpDecodeShowsItsVisiblePartAtFullDetail() throws {
    // 4000 x 1000 JPEG checks; whole sharper decodes may hold only 1 MP (half the photo's scale), so at
    // one photo pixel per screen pixel only a decode of the part on screen shows the checks.
    let dir = try Harness.scratch("region")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/panorama.jpg", width: 4000, height: 1000) { x, y in
      (x / 2 + y / 2) % 2 == 0 ? Pixels.RGB(r: 255, g: 255, b: 255) : .black
    }
    // `1` zooms to actual size at the centre; a pan of 100 points stays within the part decoded (no new one),
    // three more go past it; `0` goes back to fit.
    let script = """
      100 screenshot fit.png
      200 key 1
      900 screenshot native.png
      1000 key Right
      1400 screenshot nudged.png
      1500 key Right
      1550 key Right
      1600 key Right
      1800 screenshot panned.png
      """
    // Then on to the photo's right edge (past it: the pan stops there), where the part ends with the photo.
    let edge = (0..<16).map { "\(1900 + $0 * 150) key Right" }.joined(separator: "\n")
    let end = """
      4700 screenshot edge.png
      5700 key 0
      6300 screenshot back.png
      6400 quit
      """
    let run = try Harness.run(
      [album, "--size", "800x600", "--max-detail-pixels", "1000000"],
      script: [script, edge, end].joined(separator: "\n") + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The parts drawn, [x, y, w, h] in photo pixels, as the trace names them frame after frame, each run of
    // frames drawing the same part once: one part at the centre, none for a nudge within its margin, one
    // after the pan, one at the edge (perhaps one on the way there); each part once, though the photo rests
    // a second at the edge (a part that stops a rounding short of the edge must not be asked again).
    var parts: [[Double]] = []
    for part in run.trace.compactMap(\.part) where part != parts.last { parts.append(part) }
    #expect((3...4).contains(parts.count), "\(parts)")
    #expect(Set(parts).count == parts.count, "\(parts)")
    let last = parts.last ?? []
    #expect(last.count == 4 && last[0] + last[2] == 4000, "\(parts)")
    #expect(try Self.contrast(dir + "/edge.png") > 150)
    #expect(try Self.contrast(dir + "/fit.png") < 40)
    #expect(try Self.contrast(dir + "/native.png") > 150)
    #expect(try Self.contrast(dir + "/nudged.png") > 150)
    #expect(try Self.contrast(dir + "/panned.png") > 150)
    #expect(try Self.contrast(dir + "/back.png") < 40)
  }

  @Test func tiledPhotosLookTheSameAsWholeOnesWithoutSeams() throws {
    // A smooth gradient shows any seam or shift between tiles; 64-pixel textures cut it into many tiles.
    let dir = try Harness.scratch("tiles")
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    try Pixels.write(album + "/gradient.png", width: 1000, height: 700) { x, y in
      Pixels.RGB(r: UInt8(x * 255 / 999), g: UInt8(y * 255 / 699), b: UInt8((x + y) % 256))
    }
    let script = """
      100 screenshot fit.png
      200 key 1
      700 key Right
      900 screenshot native.png
      1000 quit
      """
    for (name, extra) in [("whole", [String]()), ("tiled", ["--max-texture", "64"])] {
      let runDir = dir + "/" + name
      try FileManager.default.createDirectory(atPath: runDir, withIntermediateDirectories: true)
      let run = try Harness.run([album, "--size", "800x600"] + extra, script: script + "\n", in: runDir)
      #expect(run.status == 0, "stderr: \(run.stderr)")
    }
    for shot in ["fit.png", "native.png"] {
      let whole = try Pixels.Image(path: dir + "/whole/" + shot)
      let tiled = try Pixels.Image(path: dir + "/tiled/" + shot)
      #expect(whole.width == tiled.width && whole.height == tiled.height)
      var worst = 0
      for y in 0..<whole.height {
        for x in 0..<whole.width {
          let a = whole[x, y]
          let b = tiled[x, y]
          worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
        }
      }
      #expect(worst <= 2, "\(shot): tiled differs from whole by \(worst) levels")
    }
  }
}
