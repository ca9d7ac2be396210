/// The few facts about an ICC profile that decide whether a photo needs converting at all, read from its bytes
/// without a colour engine: its colour space and whether it is sRGB (its description names sRGB and its
/// colorants are sRGB's). A photo tagged sRGB (as
/// most cameras and editors tag theirs) then costs no colour engine, not even loading one.
public enum ICCProfile {
  /// The profile's colour space signature (`RGB `, `GRAY`, `CMYK`, ...), or nil when the header is cut short.
  public static func colorSpace(of profile: [UInt8]) -> String? {
    guard profile.count >= 128 else { return nil }
    return String(decoding: profile[16..<20], as: UTF8.self)
  }

  /// The profile's description (its `desc` tag: a version 2 ASCII text, or a version 4 `mluc`'s first
  /// record), or nil when it has none that can be read.
  public static func description(of profile: [UInt8]) -> String? {
    func u32(_ at: Int) -> Int? {
      guard at >= 0, at + 4 <= profile.count else { return nil }
      return Int(profile[at]) << 24 | Int(profile[at + 1]) << 16 | Int(profile[at + 2]) << 8 | Int(profile[at + 3])
    }
    guard let count = u32(128), count <= 1000 else { return nil }
    for n in 0..<count {
      let entry = 132 + 12 * n
      guard let signature = u32(entry), let offset = u32(entry + 4), let size = u32(entry + 8) else { return nil }
      guard signature == 0x6465_7363 else { continue }  // 'desc': the first one counts, cut short or not
      guard size >= 12, offset + size <= profile.count else { return nil }
      let tag = profile[offset..<(offset + size)]
      let type = String(decoding: tag.prefix(4), as: UTF8.self)
      if type == "desc", let length = u32(offset + 8), length > 0, 12 + length <= size {
        return String(decoding: profile[(offset + 12)..<(offset + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
      }
      if type == "mluc", let records = u32(offset + 8), records > 0, let length = u32(offset + 20),
        let start = u32(offset + 24), start + length <= size, length % 2 == 0
      {
        let units = stride(from: offset + start, to: offset + start + length, by: 2).map {
          UInt16(profile[$0]) << 8 | UInt16(profile[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
      return nil
    }
    return nil
  }

  /// Whether `profile` is an RGB profile whose description names sRGB ("sRGB IEC61966-2.1", "sRGB built-in")
  /// and whose colorants, when it states them, are sRGB's: taken as sRGB itself, so the photo needs no
  /// conversion. A profile named sRGB with other primaries (an edited copy) is converted like any other.
  public static func isSRGB(_ profile: [UInt8]) -> Bool {
    guard colorSpace(of: profile) == "RGB ", description(of: profile)?.contains("sRGB") == true else { return false }
    let stated = ["rXYZ", "gXYZ", "bXYZ"].map { xyz($0, in: profile) }
    // A profile made of lookup tables states none: its name is all there is to go by.
    guard stated.allSatisfy({ $0 != nil }) else { return stated.allSatisfy { $0 == nil } }
    return zip(stated.compactMap { $0 }, sRGBColorants).allSatisfy { pair in
      zip(pair.0, pair.1).allSatisfy { abs($0 - $1) <= colorantTolerance }
    }
  }

  /// sRGB's red, green and blue colorants adapted to the profile connection space's D50 white, CIE XYZ (as the
  /// ICC's sRGB profile and every common copy state them).
  static let sRGBColorants: [[Double]] = [
    [0.4361, 0.2225, 0.0139], [0.3851, 0.7169, 0.0971], [0.1431, 0.0606, 0.7141],
  ]
  /// How far a stated colorant may be from sRGB's and still be sRGB (copies round differently).
  static let colorantTolerance = 0.004

  /// The XYZ value of the tag `signature` (`XYZ ` type: three s15.16 numbers), or nil when there is none.
  static func xyz(_ signature: String, in profile: [UInt8]) -> [Double]? {
    guard let (offset, size) = tag(signature, in: profile), size >= 20,
      String(decoding: profile[offset..<offset + 4], as: UTF8.self) == "XYZ "
    else { return nil }
    return (0..<3).map { i in
      let at = offset + 8 + 4 * i
      let raw =
        UInt32(profile[at]) << 24 | UInt32(profile[at + 1]) << 16 | UInt32(profile[at + 2]) << 8
        | UInt32(profile[at + 3])
      return Double(Int32(bitPattern: raw)) / 65536
    }
  }

  /// Where the tag `signature` lies in `profile` (offset and size, inside the profile), or nil.
  static func tag(_ signature: String, in profile: [UInt8]) -> (offset: Int, size: Int)? {
    func u32(_ at: Int) -> Int? {
      guard at >= 0, at + 4 <= profile.count else { return nil }
      return Int(profile[at]) << 24 | Int(profile[at + 1]) << 16 | Int(profile[at + 2]) << 8 | Int(profile[at + 3])
    }
    let wanted = Array(signature.utf8)
    guard wanted.count == 4, let count = u32(128), count <= 1000 else { return nil }
    for n in 0..<count {
      let entry = 132 + 12 * n
      guard let offset = u32(entry + 4), let size = u32(entry + 8) else { return nil }
      guard Array(profile[entry..<entry + 4]) == wanted else { continue }
      return offset + size <= profile.count ? (offset, size) : nil
    }
    return nil
  }
}
