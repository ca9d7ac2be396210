/// When a kiosk shows photos (`--schedule "Mon-Fri 07:00-19:00, Sat 09:00-13:00"`): ranges of local time on
/// days of the week. A range whose end is not after its start runs past midnight into the next day
/// ("Fri 22:00-02:00" is Friday night until 2 am on Saturday). Outside every range the screen sleeps.
///
/// Local time comes from the caller (`LocalClock`), so the value itself knows no time zone: at a DST change the
/// wall clock jumps and the schedule follows it (a range is on while the wall clock is inside it).
public struct Schedule: Sendable, Equatable {
  /// One range: the days it starts on (0 Sunday ... 6 Saturday), and its start and end in minutes of the day.
  struct Range: Sendable, Equatable {
    var days: Set<Int>
    var start: Int
    var end: Int
  }

  let ranges: [Range]
  /// The schedule as given.
  public let source: String

  /// Day names, Sunday first.
  static let dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

  /// A local wall-clock moment: the day of the week (0 Sunday) and the minute of the day (0 ..< 1440).
  public struct LocalMoment: Sendable, Equatable {
    public var weekday: Int
    public var minute: Int
    public init(weekday: Int, minute: Int) {
      self.weekday = weekday
      self.minute = minute
    }
  }

  /// Turns seconds since 1970 into the local wall clock.
  public typealias LocalClock = @Sendable (Double) -> LocalMoment

  /// The schedule `text`: ranges separated by commas, each `DAYS HH:MM-HH:MM` where DAYS is a day (`Mon`), a
  /// span (`Mon-Fri`, `Fri-Mon` wraps), a list (`Sat+Sun`), or left out for every day.
  public init(_ text: String) throws(ScheduleError) {
    source = text
    var ranges: [Range] = []
    for part in text.split(separator: ",") {
      let words = part.split(separator: " ").map { String($0) }
      guard !words.isEmpty, words.count <= 2 else {
        throw ScheduleError(message: "'\(part.trimmed)' is not 'DAYS HH:MM-HH:MM'")
      }
      let days = words.count == 2 ? try Self.days(words[0]) : Set(0..<7)
      let times = words[words.count - 1].split(separator: "-").map(String.init)
      guard times.count == 2, let start = Self.minutes(times[0]), let end = Self.minutes(times[1]) else {
        throw ScheduleError(message: "'\(words[words.count - 1])' is not a time range like 07:00-19:00")
      }
      ranges.append(Range(days: days, start: start, end: end))
    }
    guard !ranges.isEmpty else { throw ScheduleError(message: "the schedule is empty") }
    self.ranges = ranges
  }

  /// Whether the screen is on at the local moment `moment`.
  public func isOn(at moment: LocalMoment) -> Bool {
    ranges.contains { range in
      if range.start < range.end {
        return range.days.contains(moment.weekday) && (range.start..<range.end).contains(moment.minute)
      }
      // Past midnight: from its start to the end of its day, and on the next day until its end.
      let yesterday = (moment.weekday + 6) % 7
      return range.days.contains(moment.weekday) && moment.minute >= range.start
        || range.days.contains(yesterday) && moment.minute < range.end
    }
  }

  /// Whether the screen is on at `time` (seconds since 1970) on `clock`.
  public func isOn(at time: Double, clock: LocalClock) -> Bool { isOn(at: clock(time)) }

  /// The first whole minute after `time` at which the screen turns on or off, on `clock`; nil when it never
  /// does within a week (always on, or always off). Walked a minute at a time, so DST changes and ranges past
  /// midnight need no special case.
  public func nextChange(after time: Double, clock: LocalClock) -> Double? {
    let now = isOn(at: time, clock: clock)
    var minute = (time / 60).rounded(.down) * 60 + 60
    for _ in 0..<(8 * 1440) {
      if isOn(at: minute, clock: clock) != now { return minute }
      minute += 60
    }
    return nil
  }

  static func minutes(_ text: String) -> Int? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h), (0..<60).contains(m),
      h * 60 + m <= 1440
    else { return nil }
    return h * 60 + m
  }

  static func days(_ text: String) throws(ScheduleError) -> Set<Int> {
    var days: Set<Int> = []
    for item in text.lowercased().split(separator: "+") {
      let ends = item.split(separator: "-").map { String($0.prefix(3)) }
      guard (1...2).contains(ends.count), let first = dayNames.firstIndex(of: ends[0]),
        let last = dayNames.firstIndex(of: ends[ends.count - 1])
      else { throw ScheduleError(message: "'\(item)' is not a day or days like Mon, Mon-Fri or Sat+Sun") }
      var day = first
      days.insert(day)
      while day != last {
        day = (day + 1) % 7
        days.insert(day)
      }
    }
    return days
  }
}

/// A schedule that cannot be used, and why.
public struct ScheduleError: Error, Sendable, Equatable {
  public var message: String
}

extension Substring {
  fileprivate var trimmed: String { split(separator: " ").joined(separator: " ") }
}
