/// A slideshow's clock: when each slide is due, without drift, and whether the show is paused.
///
/// Slide n of a run starts at `anchor + n * interval`, whatever decodes and frames took in between: the clock
/// never waits for a slide, it counts them (`advance(to:)` says how many came due). The user pauses and
/// resumes it (`togglePause`); any other input pauses it too, and it resumes on its own `resumeAfter` seconds
/// after the last input. A run starts again at each resume, its first slide an interval later.
public struct Slideshow: Sendable, Equatable {
  /// Why the show is paused.
  public enum Pause: Sendable, Equatable {
    /// The user paused it; it waits for them to resume.
    case byUser
    /// Input paused it; it resumes by itself at `until` (seconds) unless more input comes.
    case byInput(until: Double)
    /// Input paused it and nothing resumes it but the user (no `resumeAfter`).
    case byInputForGood
  }

  /// Seconds between slides.
  public let interval: Double
  /// Seconds without input after which a show paused by input resumes; nil: it waits for the user.
  public let resumeAfter: Double?
  /// When the current run of slides started, seconds.
  public private(set) var anchor: Double
  /// Slides come due since `anchor`.
  public private(set) var counted = 0
  /// Why the show is paused, or nil while it runs.
  public private(set) var pause: Pause?
  /// With `--sort random`: each cycle through the album is shuffled anew (see `ShuffleCycle`).
  public var shuffle: ShuffleCycle?

  /// A show of a slide every `interval` seconds (at least `Tuning.Slideshow.shortestInterval`) from `t`.
  public init(interval: Double, resumeAfter: Double?, at t: Double) {
    self.interval = max(Tuning.Slideshow.shortestInterval, interval)
    self.resumeAfter = resumeAfter.map { max(0, $0) }
    anchor = t
  }

  /// Whether the show is paused.
  public var isPaused: Bool { pause != nil }

  /// When the clock last came due in this run, seconds (`anchor` plus whole intervals); nil before the run's
  /// first slide.
  public var lastDue: Double? { counted > 0 ? anchor + Double(counted) * interval : nil }

  /// The next time something is due: the next slide, or the resume of a show paused by input; nil while the
  /// user holds it paused.
  public var nextDeadline: Double? {
    switch pause {
    case nil: anchor + Double(counted + 1) * interval
    case .byInput(let until): until
    case .byUser, .byInputForGood: nil
    }
  }

  /// Moves the clock to `t`; returns how many slides came due since the last call (more than one only when
  /// the program was held up for longer than an interval). A show paused by input resumes here when its time
  /// has come.
  public mutating func advance(to t: Double) -> Int {
    if case .byInput(let until) = pause, t >= until { resume(at: until) }
    guard pause == nil, t.isFinite else { return 0 }
    let due = Int(((t - anchor) / interval).rounded(.down)) - counted
    guard due > 0 else { return 0 }
    counted += due
    return due
  }

  /// The user's pause key at `t`: pauses a running show, resumes a paused one (whatever paused it).
  public mutating func togglePause(at t: Double) {
    if pause == nil { pause = .byUser } else { resume(at: t) }
  }

  /// Input at `t` (a touch, a click, a key other than the pause key): the show pauses, and resumes
  /// `resumeAfter` seconds after the last input. A show the user paused stays paused.
  public mutating func noteInput(at t: Double) {
    guard pause != .byUser else { return }
    pause = resumeAfter.map { .byInput(until: t + $0) } ?? .byInputForGood
  }

  /// The show's run starts again at `t` (the screen woke after sleeping): the next slide an interval later,
  /// none of those due meanwhile. A pause stays.
  public mutating func restart(at t: Double) {
    anchor = t
    counted = 0
  }

  /// Runs again from `t`: the next slide an interval later.
  private mutating func resume(at t: Double) {
    pause = nil
    anchor = t
    counted = 0
  }
}
