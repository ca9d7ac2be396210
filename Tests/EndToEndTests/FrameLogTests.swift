import Foundation
import Testing

/// `--frame-log` end to end: one line per presented frame, times increasing, the moving flag during a slide.
@Suite(.serialized) struct FrameLogTests {
  /// One line of the frame log: the present's time, seconds, and whether a photo moved.
  struct Line {
    var seconds: Double
    var moving: Bool
  }

  /// The lines of the log at `path`; fails the test on a malformed line.
  static func read(_ path: String) throws -> [Line] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    return try text.split(separator: "\n").map { line in
      let fields = line.split(separator: " ")
      // SDL's counter on Linux is in nanoseconds: nine decimals, every one of them kept.
      let decimals = fields.first?.split(separator: ".").last?.count
      guard fields.count == 2, decimals == 9, let seconds = Double(fields[0]), fields[1] == "0" || fields[1] == "1"
      else { throw HarnessError("malformed frame log line: \(line)") }
      return Line(seconds: seconds, moving: fields[1] == "1")
    }
  }

  @Test func everyFrameHasAnIncreasingTimeAndTheSlideIsFlaggedMoving() throws {
    let dir = try Harness.scratch("frame-log")
    let album = try FixtureAlbum.make(in: dir, count: 3, width: 320, height: 240)
    let log = dir + "/frames.log"
    let run = try Harness.run(
      [album, "--size", "640x480", "--frame-log", log],
      script: """
        # Still, then a slide to the next photo, then still again.
        200 key Right
        800 quit
        """, in: dir)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let lines = try Self.read(log)
    // One line a frame: as many as the trace has.
    #expect(lines.count == run.trace.count)
    #expect(lines.count > 40)
    for (a, b) in zip(lines, lines.dropFirst()) { #expect(b.seconds > a.seconds, "\(a.seconds) then \(b.seconds)") }
    // Moving exactly while the page is between two photos; still before the key and once it has settled.
    var slideFrames = 0
    for (frame, line) in zip(run.trace, lines) {
      let between = frame.position > 1e-6 && frame.position < 1 - 1e-6
      if between {
        slideFrames += 1
        #expect(line.moving, "frame at \(frame.t) ms, position \(frame.position)")
      }
      if frame.t < 200 || frame.t > 600 { #expect(!line.moving, "frame at \(frame.t) ms") }
    }
    #expect(slideFrames >= 2)
  }

  @Test func aFrameLogThatCannotBeWrittenStopsTheStart() throws {
    let dir = try Harness.scratch("frame-log-bad")
    let album = try FixtureAlbum.make(in: dir, count: 1, width: 64, height: 48)
    let run = try Harness.run(
      [album, "--frame-log", dir + "/missing/frames.log"], script: "0 quit\n", in: dir)
    #expect(run.status == 1)
    #expect(run.reported(.outputUnwritable, about: "missing/frames.log"), "\(run.diagnostics)")
    #expect(run.trace.isEmpty)
  }
}
