/// A kiosk's screen by its schedule (`--schedule`): asleep outside it (black, nothing decoding, the display
/// off), awake inside it; a touch or key outside it wakes the screen for `wakeFor` seconds after the last one.
///
/// `t` is the run's clock (seconds); `wall` the wall clock at `t` (seconds since 1970), turned into local time
/// by `clock`. A pure value.
public struct ScreenSleep: Sendable {
  /// When the screen is on.
  public let schedule: Schedule
  /// How long input outside the schedule keeps the screen awake, seconds.
  public let wakeFor: Double
  /// Whether the screen sleeps.
  public private(set) var isAsleep = false
  /// Until when input keeps the screen awake (run clock).
  private var awakeUntil = -Double.infinity
  /// The next time (wall clock) the schedule turns, as last worked out, and for which wall time.
  private var change: (after: Double, at: Double?)?

  /// A screen that sleeps outside `schedule`, woken by input for `wakeFor` seconds.
  public init(schedule: Schedule, wakeFor: Double) {
    self.schedule = schedule
    self.wakeFor = max(0, wakeFor)
  }

  /// Brings the state to `t` (wall clock `wall`); returns whether the screen fell asleep or woke.
  public mutating func update(at t: Double, wall: Double, clock: Schedule.LocalClock) -> Bool {
    let asleep = !schedule.isOn(at: wall, clock: clock) && t >= awakeUntil
    guard asleep != isAsleep else { return false }
    isAsleep = asleep
    return true
  }

  /// Input at `t`: outside the schedule the screen stays awake until `wakeFor` after it.
  public mutating func noteInput(at t: Double) {
    awakeUntil = t + wakeFor
  }

  /// The next time (run clock) `update` may change something: the schedule turning, or the input's wake
  /// ending. Nil when neither will happen within a week.
  public mutating func nextDeadline(at t: Double, wall: Double, clock: Schedule.LocalClock) -> Double? {
    // Worked out again once it passed, a day after a schedule that never turns, or when the wall clock went back
    // (set by NTP after a boot without a clock).
    let current = change.map { change in
      wall >= change.after && (change.at.map { wall < $0 } ?? (wall - change.after <= 86_400))
    }
    if current != true { change = (wall, schedule.nextChange(after: wall, clock: clock)) }
    let turn = change?.at.map { t + ($0 - wall) }
    let wake = awakeUntil > t ? awakeUntil : nil
    return [turn, wake].compactMap { $0 }.min()
  }
}
