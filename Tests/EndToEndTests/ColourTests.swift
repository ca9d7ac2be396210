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
      [album, "--size", "320x240", "--verbose"] + extra, script: "200 key i\n400 screenshot shot.png\n500 quit\n",
      display: .xvfbWithDisplayProfile(swappedDisplay), in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    return (run, try Pixels.Image(path: dir + "/shot.png"))
  }

  @Test func photosAreConvertedToTheDisplaysProfile() throws {
    let (run, shot) = try Self.showRedPhoto([])
    #expect(run.stderr.contains("display colour profile: Swapped red and green"), "stderr: \(run.stderr)")
    // The photo (sRGB 220, 40, 40, shown at 100 % in the middle): on this display red is drawn by the green
    // channel.
    let centre = shot[160, 120]
    #expect(centre.g > 150 && centre.r < 120, "centre is \(centre)")
    // An untagged photo is taken as sRGB, and the overlay and trace say so.
    #expect(run.trace.last?.colorSpace == "sRGB")
  }

  @Test func withColourManagementOffTheDisplaysProfileIsNotApplied() throws {
    let (run, shot) = try Self.showRedPhoto(["--colour-management", "off"])
    #expect(!run.stderr.contains("display colour profile"))
    #expect(shot[160, 120].isClose(to: FixtureAlbum.colors[0]), "centre is \(shot[160, 120])")
  }
}
