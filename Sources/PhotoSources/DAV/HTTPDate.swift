/// HTTP's dates (RFC 9110, section 5.6.7), as WebDAV's `getlastmodified` carries them: the preferred
/// `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete `Sunday, 06-Nov-94 08:49:37 GMT` and asctime's
/// `Sun Nov  6 08:49:37 1994` that the RFC asks a reader to take. Pure arithmetic, no locale, no time zone but
/// UTC.
public enum HTTPDate {
  /// The seconds since 1970-01-01 UTC that `text` names, or nil when it is none of the three forms.
  public static func seconds(_ text: String) -> Int? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    switch words.count {
    case 6 where words[5] == "GMT":
      // Sun, 06 Nov 1994 08:49:37 GMT
      return make(day: words[1], month: words[2], year: words[3], time: words[4])
    case 4 where words[3] == "GMT":
      // Sunday, 06-Nov-94 08:49:37 GMT
      let parts = words[1].split(separator: "-").map(String.init)
      guard parts.count == 3, let short = Int(parts[2]) else { return nil }
      // Two-digit years: within fifty years of now, as the RFC asks; 70 to 99 are 19xx.
      let year = parts[2].count == 2 ? (short < 70 ? 2000 + short : 1900 + short) : short
      return make(day: parts[0], month: parts[1], year: String(year), time: words[2])
    case 5:
      // Sun Nov  6 08:49:37 1994
      return make(day: words[2], month: words[1], year: words[4], time: words[3])
    default:
      return nil
    }
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The seconds of a date from its words, checked.
  private static func make(day: String, month: String, year: String, time: String) -> Int? {
    let clock = time.split(separator: ":").compactMap { Int($0) }
    guard let d = Int(day), let y = Int(year), let m = months.firstIndex(of: month), clock.count == 3,
      (1...31).contains(d), (1...9999).contains(y), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
      (0...60).contains(clock[2])
    else { return nil }
    return Int(daysFromCivil(year: y, month: m + 1, day: d)) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`); the library's
  /// wall clock counts its days with it too.
  public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
