import Foundation
import Testing

@testable import PhotoShell

/// `--frame-log`'s lines: the performance counter in seconds, every digit exact, and the moving flag.
@Suite struct FrameLogTests {
  typealias Entry = FrameLog.Entry

  @Test func nanosecondTicksKeepEveryDigit() {
    // Linux: a 1 GHz counter (CLOCK_MONOTONIC_RAW in nanoseconds); an hour and more of uptime in it.
    let entries = [
      Entry(counter: 9_755_355_464_529, moving: false), Entry(counter: 9_755_378_422_895, moving: true),
      Entry(counter: 1_000_000_001, moving: true), Entry(counter: 7, moving: false),
    ]
    #expect(
      FrameLog.text(of: entries, frequency: 1_000_000_000)
        == "9755.355464529 0\n9755.378422895 1\n1.000000001 1\n0.000000007 0\n")
  }

  @Test func otherFrequenciesGetTheDecimalsOneTickNeeds() {
    // A millisecond counter: three decimals; a 1 Hz one: none; 3 Hz: one decimal, cut (not rounded).
    #expect(FrameLog.text(of: [Entry(counter: 1234, moving: true)], frequency: 1000) == "1.234 1\n")
    #expect(FrameLog.text(of: [Entry(counter: 5, moving: false)], frequency: 1) == "5 0\n")
    #expect(FrameLog.text(of: [Entry(counter: 5, moving: false)], frequency: 3) == "1.6 0\n")
  }

  @Test func noFramesWriteAnEmptyFile() {
    #expect(FrameLog.text(of: [], frequency: 1_000_000_000) == "")
    #expect(FrameLog.text(of: [Entry(counter: 5, moving: false, clipFrame: 12)], frequency: 1) == "5 0 12\n")
  }

  @Test func aPathThatCannotBeWrittenFailsWithItsReason() {
    #expect {
      _ = try FrameLog(path: "/nonexistent-\(UUID().uuidString)/frames.log")
    } throws: { error in
      "\(error)".hasSuffix("frames.log: cannot write the frame log (No such file or directory)")
    }
  }
}
