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
  /// The remote's `display on|off`: asleep or awake whatever the schedule says, until it next turns (wall
  /// clock; nil: it never turns).
  private var forced: (asleep: Bool, until: Double?)?

  /// A screen that sleeps outside `schedule`, woken by input for `wakeFor` seconds.
  public init(schedule: Schedule, wakeFor: Double) {
    self.schedule = schedule
    self.wakeFor = max(0, wakeFor)
  }

  /// Brings the state to `t` (wall clock `wall`); returns whether the screen fell asleep or woke.
  public mutating func update(at t: Double, wall: Double, clock: Schedule.LocalClock) -> Bool {
    if let until = forced?.until, wall >= until { forced = nil }
    let off = forced.map(\.asleep) ?? !schedule.isOn(at: wall, clock: clock)
    let asleep = off && t >= awakeUntil
    guard asleep != isAsleep else { return false }
    isAsleep = asleep
    return true
  }

  /// The remote's `display on|off` at `t`: the screen asleep (a touch still wakes it for a while) or awake
  /// until the schedule next turns; returns whether it fell asleep or woke.
  public mutating func force(awake: Bool, at t: Double, wall: Double, clock: Schedule.LocalClock) -> Bool {
    forced = (!awake, schedule.nextChange(after: wall, clock: clock))
    if !awake { awakeUntil = -Double.infinity }
    return update(at: t, wall: wall, clock: clock)
  }

  /// A screen with no schedule (always on), for the remote's `display off`.
  public static func alwaysOn(wakeFor: Double) -> ScreenSleep {
    // swift-format-ignore: NeverUseForceTry
    ScreenSleep(schedule: try! Schedule("00:00-24:00"), wakeFor: wakeFor)
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
