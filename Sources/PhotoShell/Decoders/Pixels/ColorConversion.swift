import CLCMS
import CSDL2
import PhotoCore

/// A photo's own colours made sRGB on the decode worker: a file that carries an RGB ICC profile other than
/// sRGB (Adobe RGB from a camera, Display P3 from a phone, ProPhoto from a raw converter), or whose EXIF says
/// Adobe RGB without one, is decoded to 32-bit
/// pixels and converted through Little CMS (perceptual intent, alpha kept). A photo with no profile, or an
/// sRGB one, takes no extra step (a JPEG keeps its planes). The display is taken as sRGB.
enum ColorConversion {
  /// The profile `source` must be converted from, or nil when it needs no conversion: no profile, sRGB, a
  /// profile of another colour space or one lcms cannot read (shown as it is), or no liblcms2 installed.
  static func profile(of source: DecodeSource) -> [UInt8]? {
    let profile: [UInt8]
    switch ColorDescription.read(source.bytes, kind: source.kind) {
    case .iccProfile(let bytes)?:
      profile = bytes
    case .compressedICCProfile(let stream)?:
      guard let inflated = inflate(stream) else { return nil }
      profile = inflated
    case .adobeRGB?:
      guard let adobe = adobeRGB else { return nil }
      profile = adobe
    case .sRGB?, .gamma?, nil:
      return nil
    }
    // sRGB or not RGB at all: settled from the bytes, without loading Little CMS.
    guard ICCProfile.colorSpace(of: profile) == "RGB ", !ICCProfile.isSRGB(profile) else { return nil }
    let kind = profile.withUnsafeBytes { sdlphoto_profile_kind($0.baseAddress, $0.count) }
    return kind == Int32(SDLPHOTO_PROFILE_RGB.rawValue) ? profile : nil
  }

  /// Converts every frame of `decoded` (32-bit surfaces) from `profile` to sRGB, in place. Planes (a decoder
  /// that ignored the request for 32-bit pixels) are left as they are.
  static func convert(_ decoded: ImageDecoder.Decoded, from profile: [UInt8]) {
    guard decoded.planes == nil, let first = decoded.surface else { return }
    for surface in [first] + decoded.laterFrames {
      guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { continue }
      _ = profile.withUnsafeBytes { bytes in
        sdlphoto_convert_to_srgb(
          bytes.baseAddress, bytes.count, surface.pointee.pixels, surface.pointee.w, surface.pointee.h,
          surface.pointee.pitch)
      }
    }
  }

  /// An Adobe RGB (1998) profile, made by Little CMS the first time a photo's EXIF says Adobe RGB without a
  /// profile (nil without liblcms2).
  static let adobeRGB: [UInt8]? = {
    var bytes = [UInt8](repeating: 0, count: 4096)
    let length = bytes.withUnsafeMutableBytes { sdlphoto_adobe_rgb_profile($0.baseAddress, $0.count) }
    return length > 0 ? Array(bytes.prefix(length)) : nil
  }()

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
}
