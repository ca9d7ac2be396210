extension QuickTimeMetadata {
  /// What a clip's file says of when and where it was filmed and how long it runs.
  public struct Facts: Sendable, Equatable {
    /// Apple's creation date (`com.apple.quicktime.creationdate`, "2024-07-14T12:34:56+0200"): the camera's wall
    /// clock and its offset from UTC, minutes.
    public var created: (clock: WallClock, offsetMinutes: Int)?
    /// The movie header's creation time (`mvhd`), seconds since 1970 UTC; nil when it says 0 (unknown).
    public var createdUTC: Int64?
    /// Its length by the movie header, seconds.
    public var duration: Double?
    /// Apple's location (`com.apple.quicktime.location.ISO6709`, "+46.6242+008.0414+1034.000/"), degrees.
    public var position: (latitude: Double, longitude: Double)?

    public init() {}

    public static func == (a: Facts, b: Facts) -> Bool {
      a.created?.clock == b.created?.clock && a.created?.offsetMinutes == b.created?.offsetMinutes
        && a.createdUTC == b.createdUTC && a.duration == b.duration && a.position?.latitude == b.position?.latitude
        && a.position?.longitude == b.position?.longitude
    }
  }

  /// The key of Apple's creation date, and of its location.
  static let creationDateKey = "com.apple.quicktime.creationdate"
  static let locationKey = "com.apple.quicktime.location.ISO6709"
  /// Seconds from 1904-01-01 (QuickTime's epoch) to 1970-01-01.
  static let epoch1904: Int64 = 2_082_844_800

  /// The facts of the clip at `path` (read through `sources`); empty when it has none or is no QuickTime or MP4 file.
  public static func facts(path: String, from sources: SourceSet = .standard) -> Facts {
    var facts = Facts()
    guard let file = try? sources.source(for: path).open(path),
      let moov = FileBoxes.walk(file, 0..<file.size).first(where: { $0.type == "moov" })
    else { return facts }
    let children = FileBoxes.walk(file, moov.payload)
    if let mvhd = children.first(where: { $0.type == "mvhd" }),
      let bytes = try? file.bytes(at: mvhd.payload.lowerBound, count: min(mvhd.payload.count, 32))
    {
      movieHeader(bytes, into: &facts)
    }
    if let meta = metaBox(file) {
      facts.created = value(of: creationDateKey, in: meta).flatMap(isoDate)
      facts.position = value(of: locationKey, in: meta).flatMap(iso6709)
    }
    return facts
  }

  /// The creation time and length in a movie header's first bytes (version 0: 32-bit times; 1: 64-bit).
  static func movieHeader(_ bytes: [UInt8], into facts: inout Facts) {
    let reader = ByteReader(bytes)
    guard let version = reader.u8(0) else { return }
    let created: Int64?
    let scale: Int?
    let length: Int64?
    if version == 1 {
      created = reader.u32(4).flatMap { high in reader.u32(8).map { Int64(high) << 32 | Int64($0) } }
      scale = reader.u32(20)
      length = reader.u32(24).flatMap { high in reader.u32(28).map { Int64(high) << 32 | Int64($0) } }
    } else {
      created = reader.u32(4).map(Int64.init)
      scale = reader.u32(12)
      length = reader.u32(16).map(Int64.init)
    }
    if let created, created > epoch1904 { facts.createdUTC = created - epoch1904 }
    if let scale, scale > 0, let length, length > 0 { facts.duration = Double(length) / Double(scale) }
  }

  /// "2024-07-14T12:34:56+0200" (or "+02:00", or "Z") as a wall-clock time and offset; nil when it is not one.
  static func isoDate(_ text: String) -> (clock: WallClock, offsetMinutes: Int)? {
    let chars = Array(text.utf8)
    guard chars.count >= 19, let date = ExifMetadata.LocalDateTime(exif: String(text.prefix(19))) else { return nil }
    let zone = String(decoding: chars[19...], as: UTF8.self).filter { $0 != ":" }
    var offset = 0
    if zone != "Z" && !zone.isEmpty {
      guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
        let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)), hours <= 14, minutes < 60
      else { return nil }
      offset = (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
    }
    return (WallClock(date), offset)
  }

  /// An ISO 6709 position ("+46.6242+008.0414+1034.000/"): its latitude and longitude, degrees.
  static func iso6709(_ text: String) -> (latitude: Double, longitude: Double)? {
    var numbers: [Double] = []
    var current = ""
    for character in text {
      if (character == "+" || character == "-" || character == "/") && !current.isEmpty {
        guard let value = Double(current) else { return nil }
        numbers.append(value)
        current = ""
      }
      if character != "/" { current.append(character) }
    }
    if !current.isEmpty, let value = Double(current) { numbers.append(value) }
    guard numbers.count >= 2, abs(numbers[0]) <= 90, abs(numbers[1]) <= 180 else { return nil }
    return (numbers[0], numbers[1])
  }
}
