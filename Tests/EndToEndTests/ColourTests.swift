import Foundation
import Testing

/// Colour management end to end: the display's own profile, as a colour daemon sets it on the X root window,
/// is what photos are converted to; `--colour-management off` shows their values as they are.
@Suite(.serialized) struct ColourTests {
  /// A display profile with red and green swapped (the fixtures' test profile): converted for it, the red
  /// photo's pixels come out green, which no rounding could fake.
  static let swappedDisplay = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PhotoShellTests/Fixtures/Colour/swapped.icc").path

  static func showRedPhoto(_ extra: [String]) throws -> (Harness.Outcome, Pixels.Image) {
    let dir = try Harness.scratch("colour")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--size", "320x240", "--verbose"] + extra, script: "400 screenshot shot.png\n500 quit\n",
      display: .xvfbWithDisplayProfile(swappedDisplay), in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    return (run, try Pixels.Image(path: dir + "/shot.png"))
  }

  @Test func photosAreConvertedToTheDisplaysProfile() throws {
    let (run, shot) = try Self.showRedPhoto([])
    #expect(run.trace.last?.displayProfile == "Swapped red and green", "stderr: \(run.stderr)")
    // The photo (sRGB 220, 40, 40, shown at 100 % in the middle): on this display red is drawn by the green
    // channel.
    let centre = shot[160, 120]
    #expect(centre.g > 150 && centre.r < 120, "centre is \(centre)")
    // An untagged photo is taken as sRGB, and the overlay and trace say so.
    #expect(run.trace.last?.colorSpace == "sRGB")
  }

  @Test func withColourManagementOffTheDisplaysProfileIsNotApplied() throws {
    let (run, shot) = try Self.showRedPhoto(["--colour-management", "off"])
    #expect(run.trace.allSatisfy { $0.displayProfile == nil })
    #expect(shot[160, 120].isClose(to: FixtureAlbum.colors[0]), "centre is \(shot[160, 120])")
  }

  /// The colour fixtures' folder.
  static let fixtures = URL(fileURLWithPath: swappedDisplay).deletingLastPathComponent().path

  /// A folder `album` in `dir` holding the colour fixtures `names`, each prefixed with its index (their order).
  static func album(_ names: [String], in dir: String) throws -> String {
    let album = dir + "/album"
    try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
    for (i, name) in names.enumerated() {
      try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: album + "/\(i)-\(name)")
    }
    return album
  }

  @Test func anHDRPhotoWithAGainMapSaysSoInTheTrace() throws {
    // Ultra HDR and ISO 21496-1 JPEGs and an Apple HEIC (an SDR base and a gain map) beside a plain photo and
    // an MPO of two views: the first three are named "sRGB · HDR gain map", the others "sRGB".
    let dir = try Harness.scratch("colour-gain-map")
    let names = ["ultra-hdr.jpg", "iso-gain-map.jpg", "gain-map.heic", "gain-map-base.jpg", "mpo-stereo.jpg"]
    let album = try Self.album(names, in: dir)
    let script = names.indices.map { "\(200 + 300 * $0) key Right\n" }.joined() + "\(300 * names.count + 300) quit\n"
    let run = try Harness.run([album, "--size", "320x240"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    for (i, name) in names.enumerated() {
      let shown = run.trace.last { $0.page == i && !$0.loading && !$0.colorSpace.isEmpty }
      let expected = i < 3 ? "sRGB · HDR gain map" : "sRGB"
      #expect(shown?.colorSpace == expected, "\(name): \(String(describing: shown?.colorSpace))")
    }
  }

  @Test func aPhotoInAnotherColourSpaceIsDrawnAsItsSRGBOriginalInThePager() throws {
    // The sRGB original and the same picture in Adobe RGB, Display P3 and swapped primaries, each 32 x 24,
    // shown at 100 % in the middle of a 320 x 240 window: the drawn pixels, not only the decodes.
    let dir = try Harness.scratch("colour-pager")
    let names = ["srgb.png", "adobe-rgb.jpg", "display-p3-nclx.avif", "swapped.png", "display-p3.jxl"]
    let album = try Self.album(names, in: dir)
    var script = ""
    for i in names.indices {
      script += "\(100 + 400 * i) screenshot shot\(i).png\n\(300 + 400 * i) key Right\n"
    }
    script += "\(400 * names.count + 200) quit\n"
    let run = try Harness.run([album, "--size", "320x240"], script: script, display: .xvfb, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let shots = try names.indices.map { try Pixels.Image(path: dir + "/shot\($0).png") }
    for i in names.indices.dropFirst() {
      var total = 0
      for y in 108..<132 {
        for x in 144..<176 {
          let a = shots[0][x, y]
          let b = shots[i][x, y]
          total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
        }
      }
      let mean = Double(total) / Double(3 * 32 * 24)
      #expect(mean < 2, "\(names[i]) is drawn \(mean) of 255 from the sRGB original")
    }
  }
}
