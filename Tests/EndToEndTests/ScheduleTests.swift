import Foundation
import Testing

/// `--schedule` end to end on a virtual date (`--now`): black and asleep outside the schedule, awake after a
/// touch for the idle time, across midnight and across a DST change; in real time under Xvfb (no DPMS) the
/// X screen saver is started and stopped.
@Suite struct ScheduleTests {
  static func asleep(_ run: Harness.Outcome, at ms: Double) -> Bool? { run.trace.last { $0.t <= ms }?.asleep }

  @Test func blankOutsideAwakeAfterATouchAndAsleepAgainAfterTheIdleTime() throws {
    let dir = try Harness.scratch("schedule")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 64, height: 48)
    // Monday 23 November 2026, ten seconds before the schedule ends at 19:00.
    let script = """
      12000 screenshot asleep.png
      15000 touch-down 1 100 100
      15050 touch-up 1 100 100
      16000 screenshot awake.png
      23000 quit
      """
    let run = try Harness.run(
      [
        album, "--slideshow", "1", "--schedule", "Mon-Fri 07:00-19:00", "--now", "2026-11-23 18:59:50",
        "--resume-after", "5", "--size", "320x240",
      ],
      script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(Self.asleep(run, at: 9900) == false && Self.asleep(run, at: 10_100) == true)
    #expect(Self.asleep(run, at: 14_900) == true && Self.asleep(run, at: 15_100) == false)
    #expect(Self.asleep(run, at: 19_900) == false && Self.asleep(run, at: 20_200) == true)
    // Asleep nothing changes slides: the photo woken to is the one it fell asleep on.
    let before = try #require(run.trace.last { $0.t < 10_000 }).file
    #expect(run.trace.first { $0.t > 15_100 }?.file == before)
    let black = try Pixels.Image(path: dir + "/asleep.png")
    #expect(black[160, 120].isClose(to: Pixels.RGB(r: 0, g: 0, b: 0), tolerance: 2))
    let awake = try Pixels.Image(path: dir + "/awake.png")
    #expect(!awake[160, 120].isClose(to: Pixels.RGB(r: 0, g: 0, b: 0), tolerance: 2))
  }

  @Test func aRangePastMidnightAndADSTChange() throws {
    let dir = try Harness.scratch("schedule-dst")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    // Friday night's range runs on past midnight into Saturday.
    let night = try Harness.run(
      [album, "--schedule", "Fri 22:00-02:00", "--now", "2026-11-27 23:59:50", "--size", "320x240"],
      script: "30000 quit\n", in: dir)
    #expect(night.status == 0, "stderr: \(night.stderr)")
    #expect(Self.asleep(night, at: 20_000) == false)
    // In Berlin, clocks go from 02:00 to 03:00 on 29 March 2026: a range from 03:00 starts ten seconds after
    // 01:59:50, not an hour and ten seconds after.
    let spring = try Harness.run(
      [album, "--schedule", "03:00-04:00", "--now", "2026-03-29 01:59:50", "--size", "320x240"],
      script: "12000 quit\n", in: dir, environment: ["TZ": "Europe/Berlin"])
    #expect(spring.status == 0, "stderr: \(spring.stderr)")
    #expect(Self.asleep(spring, at: 9_000) == true && Self.asleep(spring, at: 10_200) == false)
  }

  @Test func inRealTimeUnderXvfbTheScreenSaverStarts() throws {
    let dir = try Harness.scratch("schedule-x11")
    let album = try FixtureAlbum.make(in: dir, count: 2, width: 64, height: 48)
    // Asleep at once: the schedule is two hours from now.
    let hour = (Calendar.current.component(.hour, from: Date()) + 2) % 24
    let trace = dir + "/live.jsonl"
    let run = try Harness.run(
      [
        album, "--schedule", String(format: "%02d:00-%02d:59", hour, hour), "--verbose", "--size", "320x240",
        "--trace", trace,
      ], display: .xvfb, in: dir
    ) { process in
      defer { ProcessTree.terminateViewer(process.processIdentifier) }
      Harness.waitUntil(seconds: 20, every: 0.05) {
        ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").contains("\"asleep\":true")
      }
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Xvfb has no DPMS: the X screen saver starts.
    let lines = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n")
    let asleep = lines.compactMap { try? JSONDecoder().decode(TraceLine.self, from: Data($0.utf8)) }
      .last { $0.asleep == true }
    #expect(asleep?.sleep == "screensaver", "stderr: \(run.stderr)")
  }
}
