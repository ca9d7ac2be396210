/// How much optional work (uploading photos not on screen or a sharper decode behind what is drawn, starting
/// decodes) a frame can take on and still be presented on time, in real time.
///
/// A frame's time runs from the previous present's return. What the frame has spent so far, plus what its
/// present will cost, must fit `Tuning.FrameBudget.target` display intervals; what is left is the budget for
/// optional work. The present's cost is the cheapest of the last few presents: with vsync a present also
/// waits for the display, so any one present overstates the drawing, and the cheapest is the closest bound
/// that recent frames give. A frame that has no time left skips its optional work, but at most
/// `Tuning.FrameBudget.maxSkippedFrames` frames in a row, so a machine too slow for every frame still
/// uploads and decodes. Pure: times are seconds on any monotonic clock.
public struct FrameBudget: Sendable {
  /// The display's frame interval, seconds.
  public let interval: Double
  /// When the last present returned, seconds (nil before the first).
  public private(set) var lastPresent: Double?
  /// The last presents' durations, seconds, oldest first (at most `Tuning.FrameBudget.presentsKept`).
  public private(set) var presentCosts: [Double] = []
  /// Frames in a row that skipped their optional work.
  public private(set) var skippedInARow = 0

  /// A budget for a display showing a frame every `interval` seconds (a non-positive or unknown interval
  /// means 60 Hz).
  public init(interval: Double) {
    self.interval = interval.isFinite && interval > 0 ? interval : 1.0 / 60
  }

  /// The present started at `start` and returned at `end`, seconds.
  public mutating func presented(from start: Double, to end: Double) {
    presentCosts.append(max(0, end - start))
    if presentCosts.count > Tuning.FrameBudget.presentsKept { presentCosts.removeFirst() }
    lastPresent = end
  }

  /// What the next present is expected to cost, seconds: the cheapest recent one (0 before any).
  public var expectedPresentCost: Double { presentCosts.min() ?? 0 }

  /// Seconds of optional work the frame can still do at `now` and be presented on time (0: none).
  public func secondsLeft(at now: Double) -> Double {
    guard let lastPresent else { return .infinity }
    let deadline = lastPresent + interval * Tuning.FrameBudget.target
    return max(0, deadline - now - expectedPresentCost)
  }

  /// Whether the frame at `now` does its optional work: it has time left, or it has skipped its optional work
  /// too many frames in a row. Counts the skips; call once a frame.
  public mutating func allowsOptionalWork(at now: Double) -> Bool {
    if secondsLeft(at: now) > 0 || skippedInARow >= Tuning.FrameBudget.maxSkippedFrames {
      skippedInARow = 0
      return true
    }
    skippedInARow += 1
    return false
  }
}
