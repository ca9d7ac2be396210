import Foundation
import Testing

/// `--slideshow`: the photos change on the clock, the first follows the last, P pauses and resumes, and a touch
/// pauses the show until the idle time has passed (scripted, on the virtual clock).
@Suite struct SlideshowTests {
  /// The page the trace shows first at or after each time, milliseconds (the trace's `t`).
  static func pages(_ trace: [TraceLine], at times: [Double]) -> [Int] {
    times.map { t in trace.first { $0.t >= t }?.page ?? -1 }
  }

  @Test func photosChangeOnTheClockAndTheFirstFollowsTheLast() throws {
    let dir = try Harness.scratch("slideshow")
    let album = try FixtureAlbum.make(in: dir, count: 3)
    let run = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "1", "--slideshow-transition", "slide"], script: "5500 quit\n",
      in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Slides at 1, 2, 3 s ... : pages 0 1 2 0 1 2, each settled half a second after its change.
    #expect(Self.pages(run.trace, at: [500, 1600, 2600, 3600, 4600, 5400]) == [0, 1, 2, 0, 1, 2])
    #expect(run.trace.allSatisfy { $0.paused == false })
    // The change is on the second, not a frame late: the slide starts at 1.000 s, so the frame after it has
    // moved.
    let moving = try #require(run.trace.first { $0.position > 0.001 })
    #expect(moving.t > 1000 && moving.t <= 1000 + 1000.0 / 60 + 0.001, "first moved at \(moving.t) ms")
  }

  @Test func pPausesAndResumesAndATouchPausesUntilTheIdleTime() throws {
    let dir = try Harness.scratch("slideshow-pause")
    let album = try FixtureAlbum.make(in: dir, count: 5)
    // Paused by P at 0.5 s for two seconds; then a tap at 4.2 s holds it for the idle time (2 s).
    let script = """
      500 key P
      2500 key P
      4200 mouse-down 1 200 150
      4250 mouse-up 1 200 150
      8000 quit
      """
    let run = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "1", "--resume-after", "2"], script: script + "\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(Self.pages(run.trace, at: [400, 2400, 3400, 4100]) == [0, 0, 0, 1])
    #expect(run.trace.first { $0.t >= 1000 }?.paused == true)
    // Resumed at 2.5 s: a slide at 3.5 s; then the tap at 4.2 s pauses the show until 6.2 s; the next slide
    // comes at 7.2 s.
    #expect(run.trace.first { $0.t >= 4300 }?.paused == true)
    #expect(Self.pages(run.trace, at: [6200, 7100, 7900]) == [1, 1, 2])
    #expect(run.trace.first { $0.t >= 6300 }?.paused == false)
  }

  @Test func aShuffledShowGoesThroughEveryPhotoOnceACycleInANewOrderWithoutRepeatingAtTheEdges() throws {
    let dir = try Harness.scratch("slideshow-shuffle")
    let album = try FixtureAlbum.make(in: dir, count: 7, width: 400, height: 300)
    let run = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "0.5", "--sort", "random", "--seed", "42"],
      script: "10900 quit\n", in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // The photo shown just before each slide: 21 slides, three cycles of seven.
    let shown = (0..<21).map { k in run.trace.first { $0.t >= 450 + 500 * Double(k) }?.file ?? "" }
    let cycles = [Array(shown[0..<7]), Array(shown[7..<14]), Array(shown[14..<21])]
    for cycle in cycles { #expect(Set(cycle).count == 7, "every photo once a cycle: \(cycle)") }
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 != $1 }, "never twice in a row: \(shown)")
    #expect(cycles[0] != cycles[1] && cycles[1] != cycles[2], "a new order each cycle")
    // The same seed replays the same show.
    let again = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "0.5", "--sort", "random", "--seed", "42"],
      script: "10900 quit\n", in: try Harness.scratch("slideshow-shuffle-again"))
    #expect((0..<21).map { k in again.trace.first { $0.t >= 450 + 500 * Double(k) }?.file ?? "" } == shown)
  }

  @Test func aRestartedShowResumesWhereItWasInTheSameOrder() throws {
    let dir = try Harness.scratch("slideshow-resume")
    let album = try FixtureAlbum.make(in: dir, count: 12, width: 400, height: 300)
    let state = ["XDG_STATE_HOME": dir + "/kept-state"]
    func files(_ run: Harness.Outcome, slides: Int) -> [String] {
      (0..<slides).map { k in run.trace.first { $0.t >= 250 + 500 * Double(k) }?.file ?? "" }
    }
    // In its own order: quit on the fifth photo, and the next run opens there.
    let first = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "0.5"], script: "2200 quit\n", in: dir, environment: state)
    #expect(first.trace.last?.page == 4)
    let again = try Harness.run(
      [album, "--size", "400x300", "--slideshow", "0.5"], script: "200 quit\n", in: dir, environment: state)
    #expect(again.trace.first?.page == 4, "\(again.stderr)")
    // Shuffled: the whole order of a --seed 42 show, then the same show stopped after five photos and resumed
    // with another seed: it goes on in the first run's order.
    let shuffled = ["--size", "400x300", "--slideshow", "0.5", "--sort", "random"]
    let whole = try Harness.run(
      [album] + shuffled + ["--seed", "42"], script: "5200 quit\n", in: try Harness.scratch("slideshow-resume-whole"))
    let order = files(whole, slides: 10)
    let shuffledState = ["XDG_STATE_HOME": dir + "/shuffled-state"]
    let stopped = try Harness.run(
      [album] + shuffled + ["--seed", "42"], script: "2200 quit\n", in: dir, environment: shuffledState)
    #expect(files(stopped, slides: 4) == Array(order[0..<4]) && stopped.trace.last?.file == order[4])
    let resumed = try Harness.run(
      [album] + shuffled + ["--seed", "99"], script: "2700 quit\n", in: dir, environment: shuffledState)
    #expect(files(resumed, slides: 5) == Array(order[4..<9]), "\(resumed.stderr)")
  }
}
