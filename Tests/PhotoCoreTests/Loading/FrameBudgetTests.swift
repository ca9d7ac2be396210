import Testing

@testable import PhotoCore

/// The frame budget on made-up times: what a frame has left for optional work, and when it skips it.
struct FrameBudgetTests {
  let hz60 = 1.0 / 60
  /// The deadline: `Tuning.FrameBudget.target` intervals after the last present, seconds.
  var target: Double { Tuning.FrameBudget.target * hz60 }

  @Test func beforeAnyPresentEverythingFits() {
    var budget = FrameBudget(interval: hz60)
    #expect(budget.secondsLeft(at: 5) == .infinity)
    let allowed = budget.allowsOptionalWork(at: 5)
    #expect(allowed)
  }

  @Test func theTimeLeftIsTheDeadlineLessTheWorkSoFarAndTheCheapestRecentPresent() {
    var budget = FrameBudget(interval: hz60)
    // Presents of 12, 9 and 15 ms: with vsync each also waited, so the cheapest (9 ms) bounds the drawing.
    budget.presented(from: 1.000, to: 1.012)
    budget.presented(from: 1.020, to: 1.029)
    budget.presented(from: 1.040, to: 1.055)
    #expect(abs(budget.expectedPresentCost - 0.009) < 1e-12)
    // 2 ms into the frame: 20.83 - 2 - 9 = 9.83 ms left.
    #expect(abs(budget.secondsLeft(at: 1.057) - (target - 0.002 - 0.009)) < 1e-12)
    // 12 ms in: nothing left (never negative).
    #expect(budget.secondsLeft(at: 1.067) == 0)
  }

  @Test func onlyTheLastFewPresentsCount() {
    var budget = FrameBudget(interval: hz60)
    budget.presented(from: 0, to: 0.001)  // a cheap present long ago
    for i in 1...Tuning.FrameBudget.presentsKept {
      budget.presented(from: Double(i), to: Double(i) + 0.018)
    }
    #expect(budget.presentCosts.count == Tuning.FrameBudget.presentsKept)
    #expect(abs(budget.expectedPresentCost - 0.018) < 1e-9)
  }

  @Test func aFrameWithoutTimeSkipsItsOptionalWorkButNeverTooManyFramesInARow() {
    var budget = FrameBudget(interval: hz60)
    // Every present costs 19 ms: 1 ms into a frame leaves 0.83 ms; 3 ms in leaves nothing.
    var t = 0.0
    var allowed: [Bool] = []
    for _ in 0..<9 {
      budget.presented(from: t, to: t + 0.019)
      t += 0.019
      allowed.append(budget.allowsOptionalWork(at: t + 0.003))
    }
    let skips = Tuning.FrameBudget.maxSkippedFrames
    let expected = (0..<9).map { ($0 + 1) % (skips + 1) == 0 }
    #expect(allowed == expected)
    // A frame with time left does its work and starts the count again.
    budget.presented(from: t, to: t + 0.019)
    let early = budget.allowsOptionalWork(at: t + 0.0195)
    #expect(early)
    #expect(budget.skippedInARow == 0)
  }

  @Test func anUnknownRefreshRateMeans60Hz() {
    #expect(FrameBudget(interval: 0).interval == hz60)
    #expect(FrameBudget(interval: .nan).interval == hz60)
    #expect(FrameBudget(interval: 1.0 / 144).interval == 1.0 / 144)
  }
}
