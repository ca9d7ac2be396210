import Foundation
import Testing

/// Marks (`M`, `--print-marked`) and copying the current photo's path (Ctrl+C), through the real event loop.
@Suite struct MarksTests {
  @Test func markedPhotosArePrintedAtExitInTheAlbumsOrderAndCtrlCCopiesThePath() throws {
    let dir = try Harness.scratch("marks")
    let album = try FixtureAlbum.make(in: dir, count: 4, width: 400, height: 300)
    // Mark photo 1; mark photo 2 and take its mark off again; mark photo 3 and copy its path.
    let script = """
      200 key M
      300 key Right
      1000 key M
      1100 key M
      1200 key Right
      1900 key M
      2000 key Ctrl+C
      2100 quit
      """
    let run = try Harness.run(
      [album, "--size", "320x240", "--print-marked", "--verbose"], script: script, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "\(album)/photo1.png\n\(album)/photo3.png\n", "stdout: \(run.stdout)")
    #expect(run.trace.compactMap(\.copied) == ["\(album)/photo3.png"], "stderr: \(run.stderr)")
    // The trace says whether the photo on screen is marked, once anything is.
    #expect(run.trace.first?.marked == nil)
    #expect(run.trace.first { $0.t >= 250 }?.marked == true)
    #expect(run.trace.first { $0.t >= 1050 }?.marked == true)
    #expect(run.trace.first { $0.t >= 1150 }?.marked == false)
    #expect(run.trace.last?.page == 2 && run.trace.last?.marked == true)
  }

  @Test func withoutTheFlagNothingIsPrinted() throws {
    let dir = try Harness.scratch("marks-quiet")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    let run = try Harness.run([album, "--size", "320x240"], script: "200 key M\n400 quit\n", in: dir)
    #expect(run.status == 0 && run.stdout.isEmpty, "stdout: \(run.stdout)")
  }
}

/// `--quiet`: warnings left off stderr, errors (a photo that cannot be shown) kept.
@Suite struct QuietTests {
  @Test func quietDropsWarningsButKeepsTheLineForABrokenPhoto() throws {
    let dir = try Harness.scratch("quiet")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 400, height: 300)
    try "not a photo".write(toFile: album + "/photo2.png", atomically: true, encoding: .utf8)
    // A list naming a missing file (a warning) and a broken photo (an error once it is shown).
    try "photo1.png\nmissing.png\nphoto2.png\n".write(toFile: album + "/list.txt", atomically: true, encoding: .utf8)
    let script = "200 key Right\n800 quit\n"
    let loud = try Harness.run([album + "/list.txt", "--size", "320x240"], script: script, in: dir)
    #expect(loud.status == 0, "stderr: \(loud.stderr)")
    #expect(loud.diagnostics(about: "missing.png").map(\.level) == [.warning], "\(loud.diagnostics)")
    #expect(loud.errors.contains { $0.subject?.hasSuffix("photo2.png") == true }, "\(loud.diagnostics)")
    let quiet = try Harness.run([album + "/list.txt", "--size", "320x240", "--quiet"], script: script, in: dir)
    #expect(quiet.status == 0, "stderr: \(quiet.stderr)")
    #expect(!quiet.diagnostics.contains { $0.level == .warning }, "\(quiet.diagnostics)")
    #expect(!quiet.stderr.contains("missing.png"), "stderr: \(quiet.stderr)")
    let lines = quiet.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("sdlphoto: ") && lines[0].contains("photo2.png"), "\(lines)")
  }
}
