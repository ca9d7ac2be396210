/// The few facts about an ICC profile that decide whether a photo needs converting at all, read from its bytes
/// without a colour engine: its colour space and whether its description names sRGB. A photo tagged sRGB (as
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

  /// Whether `profile` is an RGB profile whose description names sRGB ("sRGB IEC61966-2.1", "sRGB built-in"):
  /// taken as sRGB itself, so the photo needs no conversion.
  public static func isSRGB(_ profile: [UInt8]) -> Bool {
    colorSpace(of: profile) == "RGB " && description(of: profile)?.contains("sRGB") == true
  }
}
