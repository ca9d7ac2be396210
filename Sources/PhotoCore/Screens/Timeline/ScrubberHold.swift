/// Who holds the timeline's scrubber, and how long it lingers after: the pointer holding it, and until when it
/// stays shown after it was let go, fading over `Tuning.Timeline.scrubberLinger`.
struct ScrubberHold: Sendable {
  /// The pointer holding the scrubber, if one does.
  private(set) var holder: PointerID?
  /// Until when it shows after the last let-go.
  private(set) var lingersUntil = -Double.infinity

  /// `id` takes the scrubber.
  mutating func take(_ id: PointerID) { holder = id }

  /// The holder lets go at `t`: the scrubber lingers.
  mutating func letGo(at t: Double) {
    holder = nil
    lingersUntil = t + Tuning.Timeline.scrubberLinger
  }

  /// The holder is gone without a let-go (every pointer cancelled).
  mutating func drop() { holder = nil }

  /// How much of the lingering is left at `t`, 0...1.
  func linger(at t: Double) -> Double {
    guard t < lingersUntil else { return 0 }
    return min(1, (lingersUntil - t) / Tuning.Timeline.scrubberLinger)
  }
}
