/// A time as a camera's clock read it, with no zone: seconds since 1970-01-01 00:00 on that clock (the proleptic
/// Gregorian calendar, every day 86,400 s). Photos sort and fall into days by it, as a phone's library does: a
/// photo taken at 23:30 in Tokyo stays on its evening wherever it is looked at. Pure arithmetic, no time zone.
public struct WallClock: Sendable, Hashable, Comparable {
  /// Seconds since 1970-01-01 00:00 on the clock.
  public var seconds: Int64

  public init(seconds: Int64) { self.seconds = seconds }

  /// The wall-clock time `date` says.
  public init(_ date: ExifMetadata.LocalDateTime) {
    let days = Self.days(year: date.year, month: date.month, day: date.day)
    seconds = days * 86_400 + Int64(date.hour * 3600 + date.minute * 60 + date.second)
  }

  /// The instant `utc` (seconds since 1970, UTC) on a clock `offsetMinutes` ahead of UTC.
  public init(utc: Int64, offsetMinutes: Int) { seconds = utc + Int64(offsetMinutes) * 60 }

  public static func < (a: WallClock, b: WallClock) -> Bool { a.seconds < b.seconds }

  /// Its day: year, month (1...12) and day (1...31).
  public var day: LocalDay {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return LocalDay(daysSince1970: days)
  }

  /// Days from 1970-01-01 to `year`-`month`-`day` (`HTTPDate.daysFromCivil`).
  static func days(year: Int, month: Int, day: Int) -> Int64 {
    HTTPDate.daysFromCivil(year: year, month: month, day: day)
  }
}

/// A calendar day with no zone: what a library's sections are, and what `--from`, `--to` and `--on-this-day`
/// take.
public struct LocalDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var year: Int
  public var month: Int
  public var day: Int

  /// A day; nil when it does not exist (30 February).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...Self.length(of: month, in: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The day `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
  init(daysSince1970 days: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    (year, month, day) = (Int(yearOfEra + era * 400 + (m <= 2 ? 1 : 0)), Int(m), Int(d))
  }

  public static func < (a: LocalDay, b: LocalDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

  /// "2024-07-14".
  public var description: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// Its first second on the wall clock.
  public var start: WallClock { WallClock(seconds: WallClock.days(year: year, month: month, day: day) * 86_400) }

  /// Days in `month` of `year`.
  static func length(of month: Int, in year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
