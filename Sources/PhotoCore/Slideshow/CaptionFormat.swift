#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A slideshow's caption (`--caption FORMAT`): text with fields in braces, filled from each photo.
///
/// Fields: `{name}` (the file name), `{folder}` (the folder it is in), `{index}` and `{count}` (its place in
/// the album, 1-based), `{date}` or `{date:FORMAT}` (when it was taken, EXIF's date else the file's time,
/// `FORMAT` as strftime's, default `%e %B %Y`), `{camera}`, `{place}` (the nearest place to its GPS position,
/// "Grindelwald, Switzerland"), `{city}`, `{region}`, `{country}`. `{{` and `}}` are braces. A field with
/// nothing to say goes with the text joining it to the field before it (or after it, for the first), so
/// `"{date} · {place}"` is just the date for a photo without a position.
public struct CaptionFormat: Sendable, Equatable {
  /// A field of the format.
  public enum Field: Sendable, Equatable {
    case name, folder, index, count, camera, place, city, region, country
    /// The date taken, formatted by strftime's format.
    case date(String)
  }

  /// The format's parts in order: literal text and fields.
  enum Part: Sendable, Equatable {
    case text(String)
    case field(Field)
  }

  let parts: [Part]
  /// The format as given.
  public let source: String

  /// The default date format: "14 July 2024".
  public static let defaultDateFormat = "%e %B %Y"

  /// What a caption is made of for one photo.
  public struct Facts: Sendable, Equatable {
    public var name = ""
    public var folder = ""
    /// 1-based.
    public var index = 0
    public var count = 0
    /// When it was taken: EXIF's date (a wall clock), else nil and `fileTime` stands in.
    public var taken: ExifMetadata.LocalDateTime?
    /// The file's modification time, seconds since 1970 (shown in local time when EXIF has no date).
    public var fileTime: Double?
    public var camera: String?
    public var place: Gazetteer.Place?

    public init() {}
  }

  /// The format `text`, or the reason it cannot be one (an unknown field, an unclosed brace).
  public init(_ text: String) throws(CaptionFormatError) {
    source = text
    var parts: [Part] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      let next = text.index(after: index)
      if c == "{" && next < text.endIndex && text[next] == "{" || c == "}" && next < text.endIndex && text[next] == "}"
      {
        literal.append(c)
        index = text.index(after: next)
        continue
      }
      if c == "}" { throw CaptionFormatError(message: "a '}' without its '{' (write '}}' for a brace)") }
      guard c == "{" else {
        literal.append(c)
        index = next
        continue
      }
      guard let close = text[next...].firstIndex(of: "}") else {
        throw CaptionFormatError(message: "a '{' without its '}' (write '{{' for a brace)")
      }
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
      parts.append(.field(try Self.field(String(text[next..<close]))))
      index = text.index(after: close)
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The field named `spec` ("date:%Y").
  static func field(_ spec: String) throws(CaptionFormatError) -> Field {
    let name = spec.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
    let argument = spec.contains(":") ? String(spec[spec.index(after: spec.firstIndex(of: ":")!)...]) : nil
    let fields: [String: Field] = [
      "name": .name, "folder": .folder, "index": .index, "count": .count, "camera": .camera, "place": .place,
      "city": .city, "region": .region, "country": .country,
    ]
    if name == "date" { return .date(argument ?? defaultDateFormat) }
    guard let field = fields[name], argument == nil else {
      throw CaptionFormatError(
        message:
          "unknown field '{\(spec)}' (fields: name, folder, index, count, date, date:FORMAT, camera, place, city, region, country)"
      )
    }
    return field
  }

  /// Whether the format needs the photo's EXIF (date, camera, position) or its place.
  public var readsExif: Bool {
    parts.contains {
      switch $0 {
      case .field(.date), .field(.camera), .field(.place), .field(.city), .field(.region), .field(.country): true
      default: false
      }
    }
  }

  /// Whether the format names a place (the gazetteer is loaded only then).
  public var needsPlaces: Bool {
    parts.contains {
      switch $0 {
      case .field(.place), .field(.city), .field(.region), .field(.country): true
      default: false
      }
    }
  }

  /// The caption for `facts`: every field filled; an empty one dropped with the text joining it to its
  /// neighbour; spaces at either end trimmed.
  public func caption(for facts: Facts) -> String {
    // Each field's value, then the text kept around the ones that have one.
    var pieces: [(text: String, isField: Bool)] = parts.map { part in
      switch part {
      case .text(let text): (text, false)
      case .field(let field): (value(of: field, facts), true)
      }
    }
    var i = 0
    while i < pieces.count {
      guard pieces[i].isField, pieces[i].text.isEmpty else {
        i += 1
        continue
      }
      pieces.remove(at: i)
      // The text before it joins it to an earlier field; with none, the text after it goes.
      if i > 0, !pieces[i - 1].isField, pieces[..<(i - 1)].contains(where: \.isField) {
        pieces.remove(at: i - 1)
        i -= 1
      } else if i < pieces.count, !pieces[i].isField {
        pieces.remove(at: i)
      }
    }
    return pieces.map(\.text).joined().trimmingCharacters(in: " ")
  }

  private func value(of field: Field, _ facts: Facts) -> String {
    switch field {
    case .name: facts.name
    case .folder: facts.folder
    case .index: facts.index > 0 ? "\(facts.index)" : ""
    case .count: facts.count > 0 ? "\(facts.count)" : ""
    case .camera: facts.camera ?? ""
    case .city: facts.place?.name ?? ""
    case .region: facts.place?.region ?? ""
    case .country: facts.place?.country ?? ""
    case .place:
      [facts.place?.name, facts.place?.country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    case .date(let format): Self.format(facts, format)
    }
  }

  /// The date taken (or the file's time, in local time) by strftime's `format`.
  static func format(_ facts: Facts, _ format: String) -> String {
    var tm = tm()
    if let taken = facts.taken {
      tm.tm_year = Int32(taken.year - 1900)
      tm.tm_mon = Int32(taken.month - 1)
      tm.tm_mday = Int32(taken.day)
      tm.tm_hour = Int32(taken.hour)
      tm.tm_min = Int32(taken.minute)
      tm.tm_sec = Int32(taken.second)
      // A wall-clock time: timegm only fills in the weekday and the day of the year.
      _ = timegm(&tm)
    } else if let time = facts.fileTime, time.isFinite, abs(time) < 1e12 {
      var seconds = time_t(time.rounded(.down))
      guard localtime_r(&seconds, &tm) != nil else { return "" }
    } else {
      return ""
    }
    var buffer = [CChar](repeating: 0, count: 256)
    let count = strftime(&buffer, buffer.count, format, &tm)
    guard count > 0 else { return "" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .trimmingCharacters(in: " ")
  }
}

/// A caption format that cannot be used, and why.
public struct CaptionFormatError: Error, Sendable, Equatable {
  public var message: String
}

extension String {
  /// Without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    guard let first = firstIndex(where: { $0 != character }), let last = lastIndex(where: { $0 != character })
    else { return "" }
    return String(self[first...last])
  }
}
