import Foundation
import Testing

/// `--recent-first DAYS` end to end: photos taken in the last days (here by file time, the photos having no
/// EXIF date) lead every cycle, on a virtual date given by `--now`.
@Suite struct RecentFirstShowTests {
  @Test func recentPhotosLeadEveryCycle() throws {
    let dir = try Harness.scratch("recent")
    let album = try FixtureAlbum.make(in: dir, count: 5, width: 64, height: 48)
    let old = Date(timeIntervalSince1970: 1_600_000_000)  // September 2020
    let now = try #require(ISO8601DateFormatter().date(from: "2026-11-25T12:00:00Z"))
    for i in 1...5 {
      let recent = i == 2 || i == 4
      try FileManager.default.setAttributes(
        [.modificationDate: recent ? now.addingTimeInterval(-5 * 86_400) : old], ofItemAtPath: album + "/photo\(i).png")
    }
    let local = DateFormatter()
    local.dateFormat = "yyyy-MM-dd HH:mm"
    let run = try Harness.run(
      [
        album, "--slideshow", "1", "--slideshow-transition", "none", "--recent-first", "30", "--now",
        local.string(from: now),
      ],
      script: "10500 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    var shown: [String] = []
    for line in run.trace {
      let name = (line.file as NSString).lastPathComponent
      if shown.last != name { shown.append(name) }
    }
    let expected = [2, 4, 1, 3, 5, 2, 4, 1, 3, 5, 2].map { "photo\($0).png" }
    #expect(shown == expected)
    // Without the days, the folder's order (a show state of its own: the first run's place is not resumed).
    let plain = try Harness.run(
      [album, "--slideshow", "1", "--slideshow-transition", "none", "--now", local.string(from: now)],
      script: "2500 quit\n", in: dir, environment: ["XDG_STATE_HOME": dir + "/state-plain"])
    #expect(plain.trace.first.map { ($0.file as NSString).lastPathComponent } == "photo1.png")
  }

  @Test func badValuesAreRefused() throws {
    let dir = try Harness.scratch("recent-bad")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    let days = try Harness.run([album, "--slideshow", "1", "--recent-first", "0"], script: "100 quit\n", in: dir)
    #expect(days.status != 0 && days.reported(.optionInvalid, about: "--recent-first"), "\(days.diagnostics)")
    let now = try Harness.run([album, "--now", "yesterday"], script: "100 quit\n", in: dir)
    #expect(now.status != 0 && now.reported(.optionInvalid, about: "--now"), "\(now.diagnostics)")
  }
}
