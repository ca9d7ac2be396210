import Foundation
import Testing

@testable import PhotoCore

extension Tag {
  /// Timing runs: they print a figure and assert only a generous sanity bound.
  @Tag static var benchmark: Self
}

@Suite("PhysicsBenchmark")
struct PhysicsBenchmarkTests {
  @Test("per-frame physics cost (prints ns/frame; sanity bound 100 us)", .tags(.benchmark))
  func perFrameCost() {
    let clock = ContinuousClock()
    let origin = clock.now
    let now: () -> UInt64 = {
      let elapsed = clock.now - origin
      let (seconds, attoseconds) = elapsed.components
      return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
    let result = PhysicsBenchmark.run(frames: 20_000, now: now)
    print(
      "PhysicsBenchmark: \(String(format: "%.0f", result.nanosecondsPerFrame)) ns/frame over \(result.frames) frames")
    #expect(result.checksum.isFinite)
    #expect(result.nanosecondsPerFrame > 0)
    #expect(result.nanosecondsPerFrame < 100_000)
  }
}
