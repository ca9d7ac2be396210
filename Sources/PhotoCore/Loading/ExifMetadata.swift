#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a photo's EXIF says of when, with what and where it was taken: the date taken (DateTimeOriginal, else
/// the file's DateTime), the camera (Make and Model) and the GPS position. Read from the same headers as the
/// orientation (JPEG APP1, PNG eXIf, WebP EXIF) and a HEIF's `Exif` item by `read(from:kind:)`.
///
/// The parser takes untrusted bytes: a field that is missing, of the wrong type, out of range or past the end
/// is nil, never a crash.
public struct ExifMetadata: Sendable, Equatable {
  /// When the photo was taken, as the camera's clock read (EXIF stores local time without a zone).
  public var taken: LocalDateTime?
  /// The camera clock's offset from UTC when the EXIF gives it (OffsetTimeOriginal, else OffsetTime), minutes.
  public var takenOffsetMinutes: Int?
  /// The camera's maker and model as the caption names it ("Canon EOS R6"; the maker left out when the model
  /// already starts with it), or nil.
  public var camera: String?
  /// Where it was taken: latitude (north positive) and longitude (east positive), degrees.
  public var position: (latitude: Double, longitude: Double)?
  /// The lens (LensModel), or nil.
  public var lens: String?
  /// The exposure (shutter, aperture, ISO, focal length), or nil when the EXIF names none of them.
  public var exposure: Exposure?
  /// The identifier an iPhone writes into both halves of a live photo (its maker note's tag 0x11, which
  /// exiftool calls MediaGroupUUID), or nil.
  public var contentIdentifier: String?

  /// Nothing known.
  public init(
    taken: LocalDateTime? = nil, camera: String? = nil, position: (latitude: Double, longitude: Double)? = nil
  ) {
    self.taken = taken
    self.camera = camera
    self.position = position
  }

  public static func == (a: ExifMetadata, b: ExifMetadata) -> Bool {
    a.taken == b.taken && a.camera == b.camera && a.position?.latitude == b.position?.latitude
      && a.position?.longitude == b.position?.longitude && a.lens == b.lens && a.exposure == b.exposure
      && a.contentIdentifier == b.contentIdentifier && a.takenOffsetMinutes == b.takenOffsetMinutes
  }

  /// A date and time on a wall clock, with no time zone: EXIF's "YYYY:MM:DD HH:MM:SS".
  public struct LocalDateTime: Sendable, Hashable, Comparable {
    public var year, month, day, hour, minute, second: Int

    /// A date and time; nil when a field is out of range.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
      guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
        (0...59).contains(minute), (0...60).contains(second)
      else { return nil }
      (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// EXIF's "YYYY:MM:DD HH:MM:SS" (dashes also taken in the date); nil for blanks ("    :  :  ") and zeros.
    public init?(exif text: String) {
      let digits = text.split { !$0.isNumber }.compactMap { Int($0) }
      guard digits.count >= 3 else { return nil }
      let time = digits.count >= 6 ? Array(digits[3..<6]) : [0, 0, 0]
      self.init(year: digits[0], month: digits[1], day: digits[2], hour: time[0], minute: time[1], second: time[2])
    }

    /// This wall-clock time in the local time zone, seconds since 1970 (a time skipped by a DST change is
    /// read as the C library does); nil when it cannot be.
    public var localSeconds: Double? {
      var tm = tm()
      tm.tm_year = Int32(year - 1900)
      tm.tm_mon = Int32(month - 1)
      tm.tm_mday = Int32(day)
      tm.tm_hour = Int32(hour)
      tm.tm_min = Int32(minute)
      tm.tm_sec = Int32(second)
      tm.tm_isdst = -1
      let seconds = mktime(&tm)
      return seconds == -1 ? nil : Double(seconds)
    }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
      (a.year, a.month, a.day, a.hour, a.minute, a.second) < (b.year, b.month, b.day, b.hour, b.minute, b.second)
    }
  }

  /// The metadata recorded in `bytes` (the start of a file of `kind`); empty when there is none.
  public static func read(from bytes: [UInt8], kind: ImageKind) -> ExifMetadata {
    let tiff: Int?
    switch kind {
    case .jpeg: tiff = ExifOrientation.jpegTIFFOffset(bytes)
    case .png: tiff = ExifOrientation.pngTIFFOffset(bytes)
    case .webp: tiff = ExifOrientation.webpTIFFOffset(bytes)
    case .raw: tiff = 0  // a TIFF-based RAW (DNG, CR2, NEF, ARW, PEF...) is its own EXIF
    case .heic, .avif: tiff = HEIFHeader.exifTIFFOffset(bytes)
    default: tiff = nil
    }
    return tiff.map { read(tiffAt: $0, in: bytes) } ?? ExifMetadata()
  }

  /// The metadata of the TIFF structure at byte `tiff` of `bytes`; empty when there is none.
  public static func read(tiffAt tiff: Int, in bytes: [UInt8]) -> ExifMetadata {
    guard let (reader, ifd0) = ExifOrientation.tiffHeader(at: tiff, in: bytes) else { return ExifMetadata() }
    let directory = Directory(reader: reader, tiff: tiff)
    var result = ExifMetadata()
    let main = directory.entries(at: ifd0)
    let exif = main[0x8769].flatMap(directory.long).map(directory.entries(at:)) ?? [:]
    let gps = main[0x8825].flatMap(directory.long).map(directory.entries(at:)) ?? [:]
    result.taken =
      (exif[0x9003].flatMap(directory.ascii) ?? exif[0x9004].flatMap(directory.ascii)
      ?? main[0x0132].flatMap(directory.ascii)).flatMap(LocalDateTime.init(exif:))
    result.takenOffsetMinutes = (exif[0x9011] ?? exif[0x9010]).flatMap(directory.ascii).flatMap(Self.offsetMinutes)
    result.camera = Self.camera(
      make: main[0x010F].flatMap(directory.ascii), model: main[0x0110].flatMap(directory.ascii))
    result.lens = exif[0xA434].flatMap(directory.ascii)
    result.exposure = Exposure(exif: exif, in: directory)
    result.contentIdentifier = exif[0x927C].flatMap { appleContentIdentifier(makerNote: $0, in: directory) }
    result.position = position(gps, in: directory)
    return result
  }

  /// The position the GPS IFD's `gps` entries give, degrees north and east (negative south and west): the
  /// hemisphere is the reference tag's (GPSLatitudeRef "S", GPSLongitudeRef "W"), or, without one, the
  /// sign of a signed value; nil when either part is missing or out of range, or both are 0.
  static func position(_ gps: [Int: Directory.Entry], in directory: Directory) -> (Double, Double)? {
    guard let latitude = gps[0x0002].flatMap(directory.degrees), let longitude = gps[0x0004].flatMap(directory.degrees),
      abs(latitude) <= 90, abs(longitude) <= 180
    else { return nil }
    // Cameras without a fix write 0/0: no position rather than a point in the Gulf of Guinea.
    guard latitude != 0 || longitude != 0 else { return nil }
    func signed(_ value: Double, _ tag: Int, negative: String) -> Double {
      guard let reference = gps[tag].flatMap(directory.ascii)?.uppercased() else { return value }
      return reference == negative ? -abs(value) : abs(value)
    }
    return (signed(latitude, 0x0001, negative: "S"), signed(longitude, 0x0003, negative: "W"))
  }

  /// "+02:00" or "-05:30" as minutes ahead of UTC; nil for anything else (blanks, "   :  ").
  public static func offsetMinutes(_ text: String) -> Int? {
    let chars = Array(text.utf8)
    guard chars.count == 6, chars[0] == UInt8(ascii: "+") || chars[0] == UInt8(ascii: "-"),
      chars[3] == UInt8(ascii: ":"), let hours = Int(text.dropFirst().prefix(2)), let minutes = Int(text.suffix(2)),
      hours <= 14, minutes < 60
    else { return nil }
    return (chars[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 60 + minutes)
  }

  /// "Make Model", without the maker when the model already names it ("Canon Canon EOS R6" is "Canon EOS R6";
  /// "NIKON CORPORATION NIKON D850" is "NIKON D850").
  static func camera(make: String?, model: String?) -> String? {
    let make = make?.trimmingSpaces ?? ""
    let model = model?.trimmingSpaces ?? ""
    if model.isEmpty { return make.isEmpty ? nil : make }
    let brand = make.split(separator: " ").first.map(String.init) ?? ""
    if make.isEmpty || model.lowercased().hasPrefix(brand.lowercased()) { return model }
    return brand + " " + model
  }

  /// One TIFF structure's IFD entries, read with bounds checks.
  struct Directory {
    let reader: ByteReader
    /// Where the TIFF header starts: offsets in entries count from here.
    let tiff: Int

    /// An entry: its type, count and where its value lies (inline or at its offset).
    struct Entry {
      var type: Int
      var count: Int
      var valueOffset: Int
    }

    /// The entries of the IFD at `offset` (from the TIFF header), by tag; empty when it is malformed.
    func entries(at offset: Int) -> [Int: Entry] {
      let start = tiff + offset
      guard offset >= 8, let count = reader.u16(start), count <= 1000 else { return [:] }
      var result: [Int: Entry] = [:]
      for i in 0..<count {
        let at = start + 2 + i * 12
        guard let tag = reader.u16(at), let type = reader.u16(at + 2), let n = reader.u32(at + 4) else { break }
        let size = Self.typeSizes[type] ?? 0
        guard size > 0, n <= 1 << 16 else { continue }
        if n * size <= 4 {
          result[tag] = Entry(type: type, count: n, valueOffset: at + 8)
        } else if let pointer = reader.u32(at + 8) {
          result[tag] = Entry(type: type, count: n, valueOffset: tiff + pointer)
        }
      }
      return result
    }

    /// The bytes of one value of each TIFF 6.0 field type (BYTE, ASCII, SHORT, LONG, RATIONAL, SBYTE,
    /// UNDEFINED, SSHORT, SLONG, SRATIONAL, FLOAT, DOUBLE) and of TIFF's IFD (13, an offset as LONG).
    static let typeSizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4]

    /// An integer value of any of TIFF's integer types: LONG, SHORT, BYTE, their signed kinds, or an IFD offset.
    func long(_ entry: Entry) -> Int? {
      let at = entry.valueOffset
      switch entry.type {
      case 4, 13: return reader.u32(at)
      case 3: return reader.u16(at)
      case 1: return reader.u8(at)
      case 9: return reader.u32(at).map { Int(Int32(truncatingIfNeeded: $0)) }
      case 8: return reader.u16(at).map { Int(Int16(truncatingIfNeeded: $0)) }
      case 6: return reader.u8(at).map { Int(Int8(truncatingIfNeeded: $0)) }
      default: return nil
      }
    }

    /// An ASCII value, up to its first NUL, spaces trimmed; nil when empty or not text.
    func ascii(_ entry: Entry) -> String? {
      guard entry.type == 2 || entry.type == 7, entry.count <= 256 else { return nil }
      var bytes: [UInt8] = []
      for i in 0..<entry.count {
        guard let byte = reader.u8(entry.valueOffset + i) else { return nil }
        if byte == 0 { break }
        bytes.append(UInt8(byte))
      }
      let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces
      return text.isEmpty ? nil : text
    }

    /// The first number of `entry`, whatever TIFF type a writer chose for it: a RATIONAL or SRATIONAL (nil
    /// when its denominator is 0), a FLOAT or DOUBLE, or an integer; nil for text and bytes.
    func rational(_ entry: Entry) -> Double? {
      entry.count >= 1 ? number(entry, at: 0) : nil
    }

    /// The `index`th number of `entry` (see `rational`); nil past its count or outside the bytes.
    func number(_ entry: Entry, at index: Int) -> Double? {
      guard index < entry.count, let size = Self.typeSizes[entry.type] else { return nil }
      let at = entry.valueOffset + index * size
      switch entry.type {
      case 5, 10:
        guard let numerator = reader.u32(at), let denominator = reader.u32(at + 4), denominator != 0 else {
          return nil
        }
        if entry.type == 10 {
          return Double(Int32(truncatingIfNeeded: numerator)) / Double(Int32(truncatingIfNeeded: denominator))
        }
        return Double(numerator) / Double(denominator)
      case 11:
        return reader.u32(at).map { Double(Float(bitPattern: UInt32($0))) }
      case 12:
        guard let high = reader.u32(reader.littleEndian ? at + 4 : at),
          let low = reader.u32(reader.littleEndian ? at : at + 4)
        else { return nil }
        return Double(bitPattern: UInt64(high) << 32 | UInt64(low))
      case 1, 3, 4, 6, 8, 9:
        return long(Entry(type: entry.type, count: 1, valueOffset: at)).map(Double.init)
      default:
        return nil
      }
    }

    /// Degrees, minutes and seconds (GPSLatitude, GPSLongitude: RATIONAL as the EXIF standard says, SRATIONAL
    /// as some phones write them, or any number type; a writer that stops after the degrees or minutes gives
    /// the rest as 0), as degrees (negative only when a signed value says so).
    func degrees(_ entry: Entry) -> Double? {
      guard (1...3).contains(entry.count) else { return nil }
      var total = 0.0
      var negative = false
      for (i, scale) in [1.0, 60, 3600].prefix(entry.count).enumerated() {
        guard let part = number(entry, at: i), part.isFinite else { return nil }
        // A signed writer puts the sign on the degrees; minutes and seconds add to their size.
        if i == 0 { negative = part < 0 }
        total += abs(part) / scale
      }
      return negative ? -total : total
    }
  }
}

extension String {
  /// Without leading and trailing spaces (EXIF pads text fields with them).
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " }),
      let last = scalars.lastIndex(where: { $0 != " " })
    else { return "" }
    return String(scalars[first...last])
  }
}
