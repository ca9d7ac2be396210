#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An offline list of named places (GeoNames' cities1000, `Assets/gazetteer/places.bin`, format in its
/// README) and the place nearest to a position: what `{place}` in a caption names for a photo's GPS position,
/// with no network.
///
/// The file is untrusted input like any other: a wrong magic, counts past its end or offsets outside its string
/// table make `init` fail (nil), never a crash.
public struct Gazetteer: Sendable {
  /// A place: its name, its region (first-level division) and country, and how far it is from the position
  /// asked about.
  public struct Place: Sendable, Equatable {
    public var name: String
    public var region: String?
    public var country: String?
    /// Great-circle distance from the position asked about, kilometres.
    public var distance: Double
    /// The country's ISO 3166-1 alpha-2 code ("CH"), by which `CountryNames` names it in the user's language.
    public var countryCode: String? = nil
  }

  private let bytes: [UInt8]
  private let recordCount: Int
  private let countryCount: Int
  private let recordsAt: Int
  private let countryIndicesAt: Int
  private let stringsAt: Int
  private let stringBytes: Int

  /// The mean Earth radius, kilometres (IUGG).
  static let earthRadius = 6371.0088
  /// Kilometres per degree of latitude.
  static let kilometresPerDegree = earthRadius * Double.pi / 180

  /// The gazetteer in `bytes` (a `places.bin`); nil when they are not one.
  public init?(bytes: [UInt8]) {
    let magic = Array("SDLPGAZ1".utf8)
    guard bytes.count >= 20, Array(bytes[0..<8]) == magic else { return nil }
    self.bytes = bytes
    recordCount = Self.u32(bytes, 8)
    countryCount = Self.u32(bytes, 12)
    stringBytes = Self.u32(bytes, 16)
    recordsAt = 20 + 6 * countryCount
    countryIndicesAt = recordsAt + 16 * recordCount
    stringsAt = countryIndicesAt + 2 * recordCount
    guard recordCount < 1 << 24, countryCount < 1 << 16, stringBytes < 1 << 28,
      stringsAt + stringBytes == bytes.count
    else { return nil }
  }

  /// The number of places.
  public var count: Int { recordCount }

  /// The place nearest to `latitude`, `longitude` (degrees) by great-circle distance; nil when there is none
  /// within `within` kilometres.
  public func nearest(latitude: Double, longitude: Double, within: Double = .infinity) -> Place? {
    guard recordCount > 0, latitude.isFinite, longitude.isFinite else { return nil }
    let target = Int((latitude * 1e5).rounded())
    // The first record at or north of the position; then outwards both ways while a record could be nearer
    // (a degree of latitude apart is never nearer than a degree of latitude's distance).
    var low = 0
    var high = recordCount
    while low < high {
      let mid = (low + high) / 2
      if latitudeUnits(of: mid) < target { low = mid + 1 } else { high = mid }
    }
    var best: (index: Int, distance: Double)?
    var north = low
    var south = low - 1
    while north < recordCount || south >= 0 {
      let limit = min(best?.distance ?? .infinity, within)
      var moved = false
      if north < recordCount {
        let lat = Double(latitudeUnits(of: north)) / 1e5
        if (lat - latitude) * Self.kilometresPerDegree <= limit {
          consider(north, &best, latitude, longitude)
          north += 1
          moved = true
        } else {
          north = recordCount
        }
      }
      if south >= 0 {
        let lat = Double(latitudeUnits(of: south)) / 1e5
        if (latitude - lat) * Self.kilometresPerDegree <= limit {
          consider(south, &best, latitude, longitude)
          south -= 1
          moved = true
        } else {
          south = -1
        }
      }
      if !moved { break }
    }
    guard let best, best.distance <= within else { return nil }
    let record = recordsAt + 16 * best.index
    let countryIndex = Self.u16(bytes, countryIndicesAt + 2 * best.index)
    let country =
      countryIndex < countryCount ? string(at: Self.u32(bytes, 20 + 6 * countryIndex + 2)) : nil
    // Each country's entry starts with its two-letter code.
    let code =
      countryIndex < countryCount
      ? String(validating: bytes[20 + 6 * countryIndex..<22 + 6 * countryIndex], as: UTF8.self) : nil
    return Place(
      name: string(at: Self.u32(bytes, record + 8)) ?? "", region: string(at: Self.u32(bytes, record + 12)),
      country: country, distance: best.distance, countryCode: code)
  }

  /// Great-circle distance between two positions in degrees, kilometres (haversine).
  public static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let radians = Double.pi / 180
    let dLat = (lat2 - lat1) * radians
    let dLon = (lon2 - lon1) * radians
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }

  private func consider(_ index: Int, _ best: inout (index: Int, distance: Double)?, _ lat: Double, _ lon: Double) {
    let record = recordsAt + 16 * index
    let placeLat = Double(Int32(truncatingIfNeeded: Self.u32(bytes, record))) / 1e5
    let placeLon = Double(Int32(truncatingIfNeeded: Self.u32(bytes, record + 4))) / 1e5
    let d = Self.distance(lat, lon, placeLat, placeLon)
    if d < best?.distance ?? .infinity { best = (index, d) }
  }

  private func latitudeUnits(of index: Int) -> Int {
    Int(Int32(truncatingIfNeeded: Self.u32(bytes, recordsAt + 16 * index)))
  }

  /// The NUL-ended string at `offset` in the string table; nil for 0xFFFFFFFF (none) or an offset outside it.
  private func string(at offset: Int) -> String? {
    guard offset < stringBytes else { return nil }
    let start = stringsAt + offset
    var end = start
    while end < bytes.count && bytes[end] != 0 { end += 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return text.isEmpty ? nil : text
  }

  private static func u32(_ bytes: [UInt8], _ at: Int) -> Int {
    guard at >= 0, at + 4 <= bytes.count else { return 0 }
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
  }

  private static func u16(_ bytes: [UInt8], _ at: Int) -> Int {
    guard at >= 0, at + 2 <= bytes.count else { return 0 }
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8
  }
}
