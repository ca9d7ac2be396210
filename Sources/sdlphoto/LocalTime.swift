import Glibc
import PhotoCore

/// Local dates and times given on the command line (`--now`).
enum LocalTime {
  /// "YYYY-MM-DD HH:MM[:SS]" in the local time zone as seconds since 1970; nil when it is not one.
  static func seconds(_ text: String) -> Double? {
    let fields = text.split { $0 == "-" || $0 == " " || $0 == ":" || $0 == "T" }.map { Int($0) }
    guard fields.count == 5 || fields.count == 6, fields.allSatisfy({ $0 != nil }),
      let date = ExifMetadata.LocalDateTime(
        year: fields[0]!, month: fields[1]!, day: fields[2]!, hour: fields[3]!, minute: fields[4]!,
        second: fields.count == 6 ? fields[5]! : 0)
    else { return nil }
    return date.localSeconds
  }
}

extension LocalTime {
  /// The day it is at `seconds` since 1970 in the local time zone.
  static func day(at seconds: Double) -> LocalDay {
    var time = time_t(seconds.rounded(.down))
    var parts = tm()
    localtime_r(&time, &parts)
    return LocalDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? LocalDay(year: 1970, month: 1, day: 1)!
  }
}
