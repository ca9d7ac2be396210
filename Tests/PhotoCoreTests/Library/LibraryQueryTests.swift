import Testing

@testable import PhotoCore

/// Days and wall clocks are plain calendar arithmetic; a query keeps what it asks for and a library album is
/// in the order taken.
struct LibraryQueryTests {
  static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12) -> WallClock {
    WallClock(ExifMetadata.LocalDateTime(year: y, month: m, day: d, hour: h)!)
  }

  static func record(_ name: String, _ taken: WallClock, kind: LibraryRecord.Kind = .photo) -> LibraryRecord {
    LibraryRecord(path: "/lib/" + name, size: 1, modified: 0, kind: kind, taken: taken, dateSource: .exif)
  }

  @Test func wallClocksCountDaysAsTheCalendarDoes() {
    // 2024-07-14 is day 19,918 after 1970-01-01 (date -d 2024-07-14 +%s / 86400, in UTC).
    #expect(Self.at(2024, 7, 14, 0).seconds == 19_918 * 86_400)
    #expect(Self.at(1969, 12, 31, 23).day == LocalDay(year: 1969, month: 12, day: 31))
    #expect(Self.at(2000, 2, 29).day.description == "2000-02-29")
    for days in stride(from: Int64(-800_000), through: 800_000, by: 997) {
      let day = LocalDay(daysSince1970: days)
      #expect(WallClock.days(year: day.year, month: day.month, day: day.day) == days)
    }
    #expect(LocalDay(year: 2023, month: 2, day: 29) == nil && LocalDay(year: 2024, month: 2, day: 29) != nil)
    // A clock two hours ahead of UTC reads 12:00 at 10:00 UTC.
    #expect(WallClock(utc: Self.at(2024, 7, 14, 10).seconds, offsetMinutes: 120) == Self.at(2024, 7, 14, 12))
  }

  @Test func daysAreGivenWholeOrAsAMonthOrAYear() {
    #expect(LibraryQuery.day("2024-07-14") == LocalDay(year: 2024, month: 7, day: 14))
    #expect(LibraryQuery.day("2024-02") == LocalDay(year: 2024, month: 2, day: 1))
    #expect(LibraryQuery.day("2024-02", end: true) == LocalDay(year: 2024, month: 2, day: 29))
    #expect(LibraryQuery.day("2023", end: true) == LocalDay(year: 2023, month: 12, day: 31))
    for bad in ["", "yesterday", "2024-13", "2023-02-29", "2024-07-14-1", "-2024", "2024/07/14"] {
      #expect(LibraryQuery.day(bad) == nil, "\(bad)")
    }
  }

  @Test func aQueryKeepsWhatItAsksFor() {
    var b = Self.record("b.jpg", Self.at(2021, 7, 14))
    b.place = "Grindelwald, Bern, Switzerland"
    b.camera = "Canon EOS R6"
    let records = [
      Self.record("a.jpg", Self.at(2023, 7, 14)), b, Self.record("clip.mov", Self.at(2022, 7, 14), kind: .clip),
      Self.record("live.heic", Self.at(2024, 7, 14), kind: .live),
      Self.record("x.dng", Self.at(2020, 1, 1), kind: .raw),
    ]
    func names(_ change: (inout LibraryQuery) -> Void) -> [String] {
      var query = LibraryQuery()
      change(&query)
      return records.filter(query.matches).map { String($0.path.dropFirst(5)) }
    }
    #expect(names { $0.from = LocalDay(year: 2022, month: 7, day: 14) } == ["a.jpg", "clip.mov", "live.heic"])
    #expect(names { $0.to = LibraryQuery.day("2021", end: true) } == ["b.jpg", "x.dng"])
    // This day in earlier years: not this year's.
    #expect(names { $0.onThisDay = LocalDay(year: 2024, month: 7, day: 14) } == ["a.jpg", "b.jpg", "clip.mov"])
    #expect(names { $0.place = "bern" } == ["b.jpg"] && names { $0.camera = "EOS" } == ["b.jpg"])
    // A live photo and a RAW are photos too.
    #expect(names { $0.kind = .photo } == ["a.jpg", "b.jpg", "live.heic", "x.dng"])
    #expect(names { $0.kind = .clip } == ["clip.mov"] && names { $0.kind = .raw } == ["x.dng"])
  }

  @Test func aLeapDaysMemoryComesOnThe28thInOtherYears() {
    let leap = Self.record("leap.jpg", Self.at(2020, 2, 29))
    var query = LibraryQuery()
    query.onThisDay = LocalDay(year: 2023, month: 2, day: 28)
    #expect(query.matches(leap))
    query.onThisDay = LocalDay(year: 2024, month: 2, day: 28)
    #expect(!query.matches(leap), "2024 has its own 29 February")
    query.onThisDay = LocalDay(year: 2024, month: 2, day: 29)
    #expect(query.matches(leap))
  }

  @Test func theLibraryIsInTheOrderTakenNewestLastAndFallsBackToAllOfIt() {
    let records = [
      Self.record("c.jpg", Self.at(2023, 1, 1)), Self.record("a.jpg", Self.at(2021, 1, 1)),
      Self.record("b2.jpg", Self.at(2022, 1, 1)), Self.record("b1.jpg", Self.at(2022, 1, 1)),
    ]
    let all = LibraryAlbum(records: records, query: LibraryQuery(), origin: "/lib")
    #expect(all.album.items.map(\.displayName) == ["a.jpg", "b1.jpg", "b2.jpg", "c.jpg"])
    #expect(all.album.startIndex == 3 && all.unmatched == nil)
    var query = LibraryQuery()
    query.onThisDay = LocalDay(year: 2025, month: 3, day: 3)
    let none = LibraryAlbum(records: records, query: query, origin: "/lib")
    #expect(none.album.count == 4 && none.unmatched == "on this day")
  }
}
