import CLCMS
import CSDL2
import PhotoCore
import Synchronization

/// A photo's own colours made the display's on the decode worker, through Little CMS (perceptual intent,
/// alpha kept). A photo with no colour description, or an sRGB one, takes no extra step on an sRGB display (a
/// JPEG keeps its planes); one with an RGB ICC profile of another space (Adobe RGB from a camera, Display P3
/// from a phone, ProPhoto from a raw converter), or a description without a profile (EXIF Adobe RGB, PNG
/// gAMA/cHRM, CICP code points from HEIF, AVIF and JPEG XL), is decoded to 32-bit pixels and converted; a CMYK
/// JPEG converts through its CMYK profile (or a plain formula without one). A PQ or HLG photo (high dynamic
/// range, by CICP code points or an ICC profile's `cicp` tag) is tone-mapped to sRGB by its decoder
/// (`HDRToneMap`) where it can, and converted here only to a display profile (`DecoderRegistry.converted`).
/// The display is sRGB unless `setDisplayProfile` says otherwise (the X11 root window's `_ICC_PROFILE`).
package enum ColorConversion {
  /// What to do with one photo's colours.
  struct Plan {
    /// The colour space's name for the info overlay.
    var name: String
    /// The profile to convert from, or nil for none.
    var profile: [UInt8]?
    /// Whether the conversion ends in sRGB rather than the display's profile.
    var toSRGB = false
    /// Whether the photo has a gain map (`GainMap`): an HDR photo shown as its standard dynamic range base.
    var gainMap = false
  }

  /// What `source`'s bytes say of its colours (a compressed profile inflated); nil when they say nothing.
  static func description(of source: DecodeSource) -> ColorDescription? {
    switch ColorDescription.read(source.bytes, kind: source.kind) {
    case .compressedICCProfile(let stream)?:
      guard let inflated = inflate(stream) else {
        warnOnce("\(PathText.displayed(source.path)): its colour profile is damaged; shown as sRGB")
        return nil
      }
      return .iccProfile(inflated)
    case let said:
      return said
    }
  }

  /// The plan for a photo whose colours are `description` (nil: untagged, taken as sRGB). `managed` false
  /// (`--colour-management off`) names the space but converts nothing. `path` names the photo in the one stderr
  /// line a broken profile earns. `toSRGB` ends the conversion in sRGB whatever the display's profile.
  static func plan(for description: ColorDescription?, managed: Bool, path: String, toSRGB: Bool = false) -> Plan {
    var plan = plan(for: description, managed: managed, path: path, toDisplay: !toSRGB && displayProfileSet)
    plan.toSRGB = toSRGB
    return plan
  }

  /// `plan(for:managed:path:toSRGB:)`, converting untagged and sRGB photos when `toDisplay`.
  private static func plan(
    for description: ColorDescription?, managed: Bool, path: String, toDisplay: Bool
  ) -> Plan {
    let name = description?.name ?? "sRGB"
    guard managed else { return Plan(name: name, profile: nil) }
    switch description {
    case nil, .sRGB?:
      return Plan(name: name, profile: toDisplay ? sRGB : nil)
    case .iccProfile(let bytes)?:
      if ICCProfile.isSRGB(bytes) { return Plan(name: name, profile: toDisplay ? sRGB : nil) }
      let kind = bytes.withUnsafeBytes { sdlphoto_profile_kind($0.baseAddress, $0.count) }
      switch kind {
      case Int32(SDLPHOTO_PROFILE_RGB.rawValue), Int32(SDLPHOTO_PROFILE_CMYK.rawValue):
        return Plan(name: name, profile: bytes)
      case Int32(SDLPHOTO_PROFILE_SRGB.rawValue):
        return Plan(name: name, profile: toDisplay ? sRGB : nil)
      case Int32(SDLPHOTO_PROFILE_UNUSABLE.rawValue) where description?.hdrTransfer != nil:
        // A PQ or HLG profile (its `cicp` tag) need not be usable: its decoder tone-maps what it can.
        return Plan(name: name, profile: toDisplay ? sRGB : nil)
      case Int32(SDLPHOTO_PROFILE_UNUSABLE.rawValue) where lcmsLoaded:
        warnOnce("\(PathText.displayed(path)): its colour profile cannot be read; shown as sRGB")
        return Plan(name: "sRGB", profile: toDisplay ? sRGB : nil)
      default:
        // Grey or Lab profiles, or no liblcms2: shown as decoded.
        return Plan(name: name, profile: nil)
      }
    case let said?:
      // PQ and HLG have no profile: their decoder tone-mapped them to sRGB already (`HDRToneMap`), which is
      // converted on only to a display that is not sRGB (an unknown CICP is shown as sRGB likewise).
      guard let made = said.madeProfile else { return Plan(name: name, profile: toDisplay ? sRGB : nil) }
      return Plan(name: name, profile: profile(made.chromaticities, made.curve))
    }
  }

  /// Converts every frame of `decoded` (32-bit B, G, R, A surfaces) from the RGB profile `profile` to the
  /// display's, in place; an animation played as a stream converts each later frame as it is decoded. Planes
  /// (a decoder that ignored the request for 32-bit pixels) are left as they are, and so is everything when
  /// `profile` is not RGB (a CMYK JPEG's decoder converted it already). False when Little CMS could make no
  /// transform of the profile (a hostile or broken one): the pixels are untouched.
  static func convert(_ decoded: ImageDecoder.Decoded, from profile: [UInt8], toSRGB: Bool = false) -> Bool {
    guard decoded.planes == nil, let first = decoded.surface, ICCProfile.colorSpace(of: profile) == "RGB " else {
      return true
    }
    for surface in [first] + decoded.laterFrames {
      guard convert(surface, from: profile, toSRGB: toSRGB) else { return false }
    }
    decoded.stream?.appendFinish { frame in
      _ = convert(frame, from: profile, toSRGB: toSRGB)
      return frame
    }
    return true
  }

  /// Converts `surface` (32-bit B, G, R, A; other formats are left alone) from the RGB profile `profile` to the
  /// display's, in place; false when Little CMS could make no transform of the profile.
  private static func convert(
    _ surface: UnsafeMutablePointer<SDL_Surface>, from profile: [UInt8], toSRGB: Bool
  )
    -> Bool
  {
    guard surface.pointee.format.pointee.BytesPerPixel == 4 else { return true }
    let done = profile.withUnsafeBytes { bytes in
      sdlphoto_convert(
        bytes.baseAddress, bytes.count, kind(SDLPHOTO_PIXELS_BGRA, toSRGB: toSRGB), surface.pointee.pixels,
        surface.pointee.w, surface.pointee.h, surface.pointee.pitch)
    }
    return done == 0
  }

  /// Converts a CMYK JPEG's pixels (C, M, Y, K bytes in a 32-bit surface; `inverted` as Adobe stores them) to
  /// B, G, R, A in place: through `profile` when it is a CMYK profile Little CMS reads, else by the plain
  /// formula (as browsers show a CMYK JPEG without a profile).
  static func convertCMYK(
    _ surface: UnsafeMutablePointer<SDL_Surface>, inverted: Bool, profile: [UInt8]?, toSRGB: Bool = false
  ) {
    let (pixels, w, h, pitch) = (surface.pointee.pixels, surface.pointee.w, surface.pointee.h, surface.pointee.pitch)
    if let profile, ICCProfile.colorSpace(of: profile) == "CMYK" {
      let kind = inverted ? SDLPHOTO_PIXELS_CMYK_INVERTED : SDLPHOTO_PIXELS_CMYK
      let done = profile.withUnsafeBytes {
        sdlphoto_convert($0.baseAddress, $0.count, Self.kind(kind, toSRGB: toSRGB), pixels, w, h, pitch)
      }
      if done == 0 { return }
    }
    sdlphoto_cmyk_to_bgra(pixels, w, h, pitch, inverted ? 1 : 0)
  }

  /// The pixel kind handed to `sdlphoto_convert`, ending in sRGB when `toSRGB`.
  private static func kind(_ pixels: sdlphoto_pixels, toSRGB: Bool) -> Int32 {
    Int32(pixels.rawValue | (toSRGB ? SDLPHOTO_PIXELS_TO_SRGB.rawValue : 0))
  }

  /// Whether liblcms2 could be loaded (a profile it cannot read is then broken, not merely unread).
  static var lcmsLoaded: Bool { sdlphoto_lcms_load() != 0 }

  /// Makes `profile` (an ICC profile's bytes; nil for sRGB) the display's: photos decoded from now on are
  /// converted to it, sRGB ones included. Returns false (and keeps sRGB) when it is not an RGB profile Little CMS
  /// reads.
  @discardableResult
  static func setDisplayProfile(_ profile: [UInt8]?) -> Bool {
    guard let profile, !ICCProfile.isSRGB(profile) else {
      _ = sdlphoto_set_display_profile(nil, 0)
      return true
    }
    return profile.withUnsafeBytes { sdlphoto_set_display_profile($0.baseAddress, $0.count) } != 0
  }

  /// Whether a display profile other than sRGB is set.
  static var displayProfileSet: Bool { sdlphoto_has_display_profile() != 0 }

  /// sRGB as a profile, for converting untagged photos to a display that is not sRGB.
  static let sRGB: [UInt8]? = profile(ColorDescription.sRGBChromaticities, .sRGB)

  /// Profiles made for descriptions without one, by primaries and curve (a folder of phone photos makes one).
  private static let made = Mutex<[String: [UInt8]]>([:])

  /// An RGB profile with these primaries and this curve, made by Little CMS once (nil without liblcms2).
  static func profile(_ c: ColorDescription.Chromaticities, _ curve: ToneCurve) -> [UInt8]? {
    let xy = [c.white.x, c.white.y, c.red.x, c.red.y, c.green.x, c.green.y, c.blue.x, c.blue.y]
    let p = curve.parametric
    let key = (xy + [p.g, p.a, p.b, p.c, p.d]).map { "\($0)" }.joined(separator: ",")
    if let known = made.withLock({ $0[key] }) { return known }
    var bytes = [UInt8](repeating: 0, count: 8192)
    let length = bytes.withUnsafeMutableBytes { out in
      xy.withUnsafeBufferPointer {
        sdlphoto_rgb_profile($0.baseAddress, p.g, p.a, p.b, p.c, p.d, out.baseAddress, out.count)
      }
    }
    guard length > 0 else { return nil }
    let profile = Array(bytes.prefix(length))
    made.withLock { $0[key] = profile }
    return profile
  }

  /// PNG's compressed profile inflated (at most `ColorDescription.maxProfileBytes`), or nil when broken.
  static func inflate(_ stream: [UInt8]) -> [UInt8]? {
    var length = 0
    let out = stream.withUnsafeBytes {
      sdlphoto_inflate($0.baseAddress, $0.count, ColorDescription.maxProfileBytes, &length)
    }
    guard let out else { return nil }
    defer { free(out) }
    return Array(UnsafeBufferPointer(start: out, count: length))
  }

  /// Paths already warned about (one stderr line per photo, however often it decodes).
  static let warned = Mutex<Set<String>>([])

  /// `message` on stderr, once.
  static func warnOnce(_ message: String) {
    if warned.withLock({ $0.insert(message).inserted }) { Log.error(message) }
  }
}
