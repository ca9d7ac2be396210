/// Which photos a library or album shows: `--from`, `--to`, `--on-this-day`, `--place`, `--camera`, `--kind`.
/// All given must hold. Pure: "this day" is the day of the `today` it is given.
public struct LibraryQuery: Sendable, Equatable {
  /// Taken on or after this day, and on or before this one.
  public var from: LocalDay?
  public var to: LocalDay?
  /// Taken on this month and day in an earlier year (29 February's photos come on 28 February in other years).
  public var onThisDay: LocalDay?
  /// The place's name contains this (letter case aside).
  public var place: String?
  /// The camera's name contains this (letter case aside).
  public var camera: String?
  /// Of this kind.
  public var kind: LibraryRecord.Kind?

  public init() {}

  /// Whether it asks for anything: an empty query shows everything.
  public var isEmpty: Bool { self == LibraryQuery() }

  /// Whether `record` is one it asks for.
  public func matches(_ record: LibraryRecord) -> Bool {
    let day = record.taken.day
    if let from, day < from { return false }
    if let to, to < day { return false }
    if let today = onThisDay, !Self.isAnniversary(day, of: today) { return false }
    if let place, !(record.place.map { Self.contains($0, place) } ?? false) { return false }
    if let camera, !(record.camera.map { Self.contains($0, camera) } ?? false) { return false }
    if let kind, !Self.isKind(record.kind, kind) { return false }
    return true
  }

  /// What it asks for, for the notice when nothing matches ("from 2024-07-01, on this day").
  public var summary: String {
    var parts: [String] = []
    if let from { parts.append(tr("from {0}", "\(from)")) }
    if let to { parts.append(tr("to {0}", "\(to)")) }
    if onThisDay != nil { parts.append(tr("on this day")) }
    if let place { parts.append(tr("at {0}", place)) }
    if let camera { parts.append(tr("with {0}", camera)) }
    if let kind {
      switch kind {
      case .photo: parts.append(tr("photos"))
      case .clip: parts.append(tr("clips"))
      case .live: parts.append(tr("live photos"))
      case .raw: parts.append(tr("RAW files"))
      }
    }
    return parts.joined(separator: tr(", "))
  }

  /// Whether `day` is `today`'s month and day in an earlier year; a 29 February counts on the 28th in other
  /// years.
  static func isAnniversary(_ day: LocalDay, of today: LocalDay) -> Bool {
    guard day.year < today.year else { return false }
    if day.month == today.month && day.day == today.day { return true }
    let leapDay = day.month == 2 && day.day == 29
    return leapDay && today.month == 2 && today.day == 28 && LocalDay(year: today.year, month: 2, day: 29) == nil
  }

  /// A RAW pair is a photo and a RAW; a live photo is a photo and live.
  static func isKind(_ kind: LibraryRecord.Kind, _ wanted: LibraryRecord.Kind) -> Bool {
    kind == wanted || (wanted == .photo && (kind == .raw || kind == .live))
  }

  static func contains(_ text: String, _ part: String) -> Bool { text.lowercased().contains(part.lowercased()) }

  /// The day "YYYY-MM-DD" names, or the first ("YYYY-MM", "YYYY") or last (`end`) day of the month or year;
  /// nil when it names none.
  public static func day(_ text: String, end: Bool = false) -> LocalDay? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(fields.count), fields.allSatisfy({ $0 != nil }), text.first?.isNumber == true else {
      return nil
    }
    let year = fields[0]!
    let month = fields.count > 1 ? fields[1]! : (end ? 12 : 1)
    guard (1...12).contains(month) else { return nil }
    let day = fields.count > 2 ? fields[2]! : (end ? LocalDay.length(of: month, in: year) : 1)
    return LocalDay(year: year, month: month, day: day)
  }
}
