import Foundation
import Testing

/// A slideshow in real time (no script: SDL's own clock, the loop asleep between slides): twenty changes at a
/// 0.5 s interval, each on the show's own schedule. What is asserted holds on a loaded machine: a change never
/// comes before its slot (the trace's `due`), and the slots are whole intervals apart, each used once (a slot
/// the loop was held up through is skipped, as the show's clock skips it). Which page each slot shows depends
/// on which decodes were done in time, so the pages' order is asserted on a virtual clock
/// (`SlideshowNavigatorTests.fortySlidesOnTheClockWithLatePhotosSkipped`); how late the changes come is
/// `Scripts/bench slideshow`'s figure.
@Suite struct RealTimeSlideshowTests {
  /// One change of slide seen in the trace: its frame's time (ms), the page it shows and when the show's
  /// clock came due (ms).
  struct Change {
    var t: Double
    var page: Int
    var due: Double?
  }

  /// The changes of page in `path`'s trace, in order.
  static func changes(in path: String) -> [Change] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var found: [Change] = []
    var last: Int?
    for line in text.split(separator: "\n") {
      guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let t = json["t"] as? Double, let page = json["page"] as? Int
      else { continue }
      if let last, last != page { found.append(Change(t: t, page: page, due: json["due"] as? Double)) }
      last = page
    }
    return found
  }

  @Test func twentySlidesOnTheShowsOwnSchedule() throws {
    let dir = try Harness.scratch("slideshow-real-time")
    let album = try FixtureAlbum.make(in: dir, count: 10, width: 400, height: 300)
    let trace = dir + "/live.jsonl"
    let interval = 500.0
    let run = try Harness.run(
      [album, "--slideshow", "0.5", "--slideshow-transition", "none", "--size", "320x240", "--trace", trace],
      in: dir
    ) { process in
      defer { ProcessTree.terminateViewer(process.processIdentifier) }
      Harness.waitUntil(seconds: 120, every: 0.1) { Self.changes(in: trace).count >= 21 }
    }
    #expect(run.status == 0 || run.status == 143, "stderr: \(run.stderr)")
    let changes = Array(Self.changes(in: trace).prefix(21))
    try #require(changes.count == 21, "\(changes.count) changes")
    let dues = changes.compactMap(\.due)
    try #require(dues.count == changes.count, "a change without the show's due time: \(changes)")
    // Never before its slot.
    for change in changes { #expect(change.t >= (change.due ?? .infinity), "\(change)") }
    // Slots whole intervals apart, each used once.
    let slots = dues.map { ($0 - dues[0]) / interval }
    #expect(slots.allSatisfy { abs($0 - $0.rounded()) < 1e-6 }, "slots \(slots)")
    #expect(zip(slots, slots.dropFirst()).allSatisfy { $0 < $1 }, "slots \(slots)")
  }
}
