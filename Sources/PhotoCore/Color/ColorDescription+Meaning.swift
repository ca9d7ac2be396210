/// What a colour description means for the viewer: whether it is sRGB (nothing to convert), the colour space's
/// name for the info overlay, and the primaries and tone curve of a profile made for a description that is not
/// one (an EXIF Adobe RGB, PNG's gAMA and cHRM, CICP code points). All pure: decided without a colour engine.
extension ColorDescription {
  /// sRGB's primaries and white point (D65), which BT.709 shares.
  public static let sRGBChromaticities = Chromaticities(
    white: (0.3127, 0.3290), red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
  /// Adobe RGB (1998): the DCF's primaries, D65.
  public static let adobeRGBChromaticities = Chromaticities(
    white: (0.3127, 0.3290), red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06))
  /// ITU-R BT.2020's primaries, D65: the wide gamut HDR photos are coded in.
  public static let bt2020Chromaticities = Chromaticities(
    white: (0.3127, 0.3290), red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046))

  /// Whether the photo is already sRGB (or so close that no one could tell): on an sRGB display it is drawn as
  /// decoded, with no conversion step. PNG's usual gAMA 0.45455 (a 2.2 power, with or without sRGB's cHRM)
  /// counts as sRGB, as a CICP BT.709 with sRGB's or an unspecified transfer does.
  public var isSRGB: Bool {
    switch self {
    case .sRGB: return true
    case .iccProfile(let profile): return ICCProfile.isSRGB(profile)
    case .compressedICCProfile, .adobeRGB: return false
    case .gamma(let gamma, let chromaticities):
      return abs(gamma - 0.45455) < 0.0015 && (chromaticities.map { $0.isClose(to: Self.sRGBChromaticities) } ?? true)
    case .coded(let primaries, let transfer):
      return primaries == 1 && (transfer == 13 || transfer == 2)
    }
  }

  /// The high dynamic range transfer the description names (CICP transfer 16, PQ, or 18, HLG: as code points,
  /// or in the `cicp` tag of an RGB or grey ICC profile); nil for standard dynamic range. Such a photo is
  /// tone-mapped to sRGB by its decoder (`HDRToneMap`) where the decoder can.
  public var hdrTransfer: HDRTransfer? {
    switch self {
    case .coded(_, let transfer):
      return HDRTransfer(cicp: transfer)
    case .iccProfile(let profile):
      // ICC.1:2022 allows the tag only in profiles of RGB or grey data.
      guard ["RGB ", "GRAY"].contains(ICCProfile.colorSpace(of: profile)) else { return nil }
      return ICCProfile.codePoints(of: profile).flatMap { HDRTransfer(cicp: $0.transfer) }
    default:
      return nil
    }
  }

  /// The colour space's name as the info overlay shows it ("Display P3", "Adobe RGB (1998)", "sRGB", "HDR
  /// (PQ)"); nil when the description does not say (a compressed profile names itself once inflated; a CICP
  /// with unspecified primaries). A profile is named by its description, well-known ones in their usual words,
  /// unless its `cicp` tag says PQ or HLG.
  public var name: String? {
    if let hdr = hdrTransfer { return "HDR (\(hdr.rawValue))" }
    if isSRGB { return "sRGB" }
    switch self {
    case .sRGB: return "sRGB"
    case .adobeRGB: return "Adobe RGB (1998)"
    case .iccProfile(let profile): return ICCProfile.description(of: profile).map(Self.usualName) ?? "ICC profile"
    case .compressedICCProfile: return nil
    case .gamma(let gamma, _):
      guard gamma > 0.05, gamma < 20 else { return nil }
      let hundredths = Int((100 / gamma).rounded())
      return "Gamma \(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    case .coded(let primaries, _):
      return Self.codedNames[primaries]
    }
  }

  /// The primaries and tone curve of the profile to make for a description that has no ICC profile of its own
  /// (nil for a profile, sRGB, or what cannot be converted: an unknown CICP, PQ and HLG high dynamic range).
  public var madeProfile: (chromaticities: Chromaticities, curve: ToneCurve)? {
    if isSRGB { return nil }
    switch self {
    case .sRGB, .iccProfile, .compressedICCProfile: return nil
    case .adobeRGB: return (Self.adobeRGBChromaticities, .power(563 / 256))
    case .gamma(let gamma, let chromaticities):
      guard gamma > 0.05, gamma < 20 else { return nil }
      return (chromaticities ?? Self.sRGBChromaticities, .power(1 / gamma))
    case .coded(let primaries, let transfer):
      guard let chromaticities = Self.codedPrimaries[primaries], let curve = Self.codedCurves[transfer] else {
        return nil
      }
      return (chromaticities, curve)
    }
  }

  /// CICP colour primaries (H.273 table 2) sdlphoto converts from.
  static let codedPrimaries: [Int: Chromaticities] = [
    1: sRGBChromaticities,
    4: Chromaticities(white: (0.310, 0.316), red: (0.67, 0.33), green: (0.21, 0.71), blue: (0.14, 0.08)),
    5: Chromaticities(white: (0.3127, 0.3290), red: (0.64, 0.33), green: (0.29, 0.60), blue: (0.15, 0.06)),
    6: Chromaticities(white: (0.3127, 0.3290), red: (0.630, 0.340), green: (0.310, 0.595), blue: (0.155, 0.070)),
    7: Chromaticities(white: (0.3127, 0.3290), red: (0.630, 0.340), green: (0.310, 0.595), blue: (0.155, 0.070)),
    9: bt2020Chromaticities,
    11: Chromaticities(white: (0.314, 0.351), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060)),
    12: Chromaticities(white: (0.3127, 0.3290), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060)),
    22: Chromaticities(white: (0.3127, 0.3290), red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077)),
  ]
  /// Their names, in a photographer's words first: the gamut people know (sRGB's, P3's), then the standard
  /// that defines it. Rec. 601's PAL (5) and NTSC (6, 7) primaries and EBU 3213's lie within a few hundredths of
  /// sRGB's, as phones writing them mean; never "PAL/SECAM" for a photo.
  static let codedNames: [Int: String] = [
    1: "sRGB (Rec. 709)", 4: "NTSC 1953", 5: "sRGB-like (Rec. 601)", 6: "sRGB-like (Rec. 601)",
    7: "sRGB-like (Rec. 601)", 9: "Rec. 2020", 11: "DCI-P3 (cinema)", 12: "Display P3",
    22: "sRGB-like (EBU 3213)",
  ]
  /// CICP transfer characteristics (H.273 table 3) sdlphoto converts from; unspecified (2) is taken as sRGB's.
  static let codedCurves: [Int: ToneCurve] = [
    1: .bt709, 2: .sRGB, 4: .power(2.2), 5: .power(2.8), 6: .bt709, 8: .power(1), 13: .sRGB, 14: .bt709, 15: .bt709,
    17: .power(2.6),
  ]

  /// A profile description in the words people know it by.
  static func usualName(_ description: String) -> String {
    let known = [
      ("sRGB", "sRGB"), ("Display P3", "Display P3"), ("Adobe RGB", "Adobe RGB (1998)"), ("ProPhoto", "ProPhoto RGB"),
    ]
    for (fragment, name) in known where description.contains(fragment) { return name }
    let trimmed = description.trimmingCharacters(in: " \t\r\n\0")
    return trimmed.isEmpty ? "ICC profile" : trimmed
  }
}

extension ColorDescription.Chromaticities {
  /// Whether every coordinate is within 0.001 of `other`'s (PNG stores them in units of 0.00001).
  func isClose(to other: Self) -> Bool {
    let mine = [white.x, white.y, red.x, red.y, green.x, green.y, blue.x, blue.y]
    let theirs =
      [other.white.x, other.white.y, other.red.x, other.red.y, other.green.x, other.green.y]
      + [other.blue.x, other.blue.y]
    return zip(mine, theirs).allSatisfy { abs($0 - $1) < 0.001 }
  }
}

extension String {
  /// The string without `characters` at either end.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    let set = Set(characters)
    return String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
