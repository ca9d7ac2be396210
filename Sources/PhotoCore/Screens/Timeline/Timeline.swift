/// A library on the grid by date: its items (in the order taken) in sections, at one of four levels a pinch
/// moves between, nearest first: Days (large cells under a header for each day, "Sunday 14 July 2024 ·
/// Grindelwald"), All (every item in one run of cells, where it opens), Months (smaller cells under each month)
/// and Years (the smallest, under each year). Pure: the dates come with the items.
public struct Timeline: Sendable, Equatable {
  /// How far out the timeline is zoomed, nearest first.
  public enum Level: String, Sendable, CaseIterable, Comparable {
    case days, all, months, years

    public static func < (a: Level, b: Level) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The level `steps` further out (negative: nearer), within the four.
    public func moved(by steps: Int) -> Level {
      let all = Self.allCases
      return all[min(all.count - 1, max(0, all.firstIndex(of: self)! + steps))]
    }
  }

  /// The level shown.
  public var level: Level
  /// Each item's day taken, and its place ("Grindelwald, Bern, Switzerland").
  let days: [LocalDay?]
  let places: [String?]

  /// The timeline of `items` (a library's album, in the order taken) at `level`.
  public init(items: [AlbumItem], level: Level = .all) {
    self.level = level
    days = items.map { $0.taken?.day }
    places = items.map(\.place)
  }

  /// Whether `items` can be shown by date: each has its date taken (a library's, or a query's).
  public static func dates(_ items: [AlbumItem]) -> Bool { !items.isEmpty && items.allSatisfy { $0.taken != nil } }

  /// The first item of each section at `level` (none for All), in order.
  public func sectionStarts(_ level: Level) -> [Int] {
    guard level != .all else { return [] }
    var starts: [Int] = []
    var previous: LocalDay??
    for (i, day) in days.enumerated() {
      let key = day.map { Self.key($0, level) }
      if previous == nil || previous! != key {
        starts.append(i)
        previous = .some(key)
      }
    }
    return starts
  }

  /// The day standing for `day`'s section at `level`: its month's first day, its year's, or itself.
  static func key(_ day: LocalDay, _ level: Level) -> LocalDay {
    switch level {
    case .years: LocalDay(year: day.year, month: 1, day: 1)!
    case .months: LocalDay(year: day.year, month: day.month, day: 1)!
    case .days, .all: day
    }
  }

  /// The first item of the month after `index`'s (`step` 1), or of its own month (`step` -1; the month before's
  /// when `index` is its month's first), in `items` in the order taken; nil without dates or past the ends.
  public static func monthStart(in items: [AlbumItem], from index: Int, by step: Int) -> Int? {
    func month(_ i: Int) -> (Int, Int)? { items[i].taken.map { ($0.day.year, $0.day.month) } }
    guard items.indices.contains(index), let here = month(index), step != 0 else { return nil }
    if step > 0 {
      var i = index + 1
      while i < items.count, let m = month(i), m == here { i += 1 }
      return i < items.count ? i : nil
    }
    var i = index
    while i > 0, let m = month(i - 1), m == here { i -= 1 }
    if i < index { return i }
    // At the month's first: the month before's first.
    guard i > 0, let before = month(i - 1) else { return nil }
    i -= 1
    while i > 0, let m = month(i - 1), m == before { i -= 1 }
    return i
  }

  /// The header of the section starting at item `start` at `level`: "Sunday 14 July 2024 · Grindelwald",
  /// "July 2024", "2024" (month and day names in the user's language).
  public func title(ofSectionStarting start: Int, _ level: Level) -> String {
    guard days.indices.contains(start), let day = days[start] else { return "" }
    switch level {
    case .years: return "\(day.year)"
    case .months: return Self.format(day, "%B %Y")
    case .days, .all:
      let date = Self.format(day, "%A %e %B %Y").split(separator: " ").joined(separator: " ")
      var end = start
      while end < days.count && days[end] == day { end += 1 }
      // The place's first part: "Grindelwald" of "Grindelwald, Bern, Switzerland".
      let place = places[start..<end].compactMap { $0 }.first.map { $0.split(separator: ",").first ?? Substring($0) }
      return place.map { date + " · " + $0 } ?? date
    }
  }

  /// The section of `day` at the current level as the trace names it: "2024-07-14", "2024-07", "2024".
  public func sectionName(of index: Int) -> String? {
    guard days.indices.contains(index), let day = days[index] else { return nil }
    let text = day.description
    switch level {
    case .years: return String(text.prefix(4))
    case .months: return String(text.prefix(7))
    case .days, .all: return text
    }
  }

  static func format(_ day: LocalDay, _ format: String) -> String {
    var facts = CaptionFormat.Facts()
    facts.taken = ExifMetadata.LocalDateTime(year: day.year, month: day.month, day: day.day)
    return CaptionFormat.format(facts, format)
  }

  /// The columns across a viewport `width` points wide at `level`: cells of the grid's size in All, larger in
  /// Days, smaller in Months and the smallest in Years.
  public static func columns(_ level: Level, width: Double) -> Int {
    let base = Double(GridLayout.columns(forWidth: width))
    let scale: Double =
      switch level {
      case .days: 0.75
      case .all: 1
      case .months: 2
      case .years: 4
      }
    return max(2, Int((base * scale).rounded()))
  }

  /// A section header's height at `level`, points (none in All).
  public static func headerHeight(_ level: Level) -> Double {
    switch level {
    case .all: 0
    case .days: Tuning.Timeline.dayHeader
    case .months, .years: Tuning.Timeline.periodHeader
    }
  }
}
