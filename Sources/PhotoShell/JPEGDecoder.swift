import CSDL2
import CTurboJPEG
import PhotoCore

/// JPEG decoding through libjpeg-turbo's TurboJPEG API at the smallest DCT scale (1/8, 1/4, 3/8, 1/2, ...)
/// that still covers the size the screen needs: far fewer pixels to decode, scale and upload.
enum JPEGDecoder {
  /// The scaling factors TurboJPEG offers, smallest first (only those <= 1).
  private static let factors: [tjscalingfactor] = {
    var count: Int32 = 0
    guard let list = tjGetScalingFactors(&count) else { return [tjscalingfactor(num: 1, denom: 1)] }
    return (0..<Int(count)).map { list[$0] }
      .filter { $0.num <= $0.denom }
      .sorted { Double($0.num) / Double($0.denom) < Double($1.num) / Double($1.denom) }
  }()

  /// Decodes `bytes` into an ARGB8888 surface at least `needWidth` x `needHeight` (when the image is that
  /// large), using the smallest DCT scale that covers it. Returns the surface and the JPEG's full size.
  /// A truncated file decodes as far as its data goes; `truncated` then says so.
  static func decode(
    _ bytes: [UInt8], needWidth: Int, needHeight: Int, maxPixels: Int
  )
    -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int, truncated: Bool), PhotoLoadError>
  {
    guard let handle = tjInitDecompress() else { return .failure(.corrupt(detail: "cannot start the JPEG decoder")) }
    defer { tjDestroy(handle) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let headerStatus = bytes.withUnsafeBufferPointer { buffer in
      tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
    }
    guard headerStatus == 0, width > 0, height > 0 else { return .failure(.corrupt(detail: errorText(handle))) }
    if Int(width) * Int(height) > maxPixels { return .failure(.tooLarge(width: Int(width), height: Int(height))) }
    var factor = tjscalingfactor(num: 1, denom: 1)
    // A DCT scale that falls a little short (within `jpegScaleSlack`) is taken and stretched the last few
    // percent: a 24 MP photo on a 1080p screen decodes at 1/4 (6 MB, ~70 ms) instead of 1/2 (24 MB, ~90 ms).
    let slack = Tuning.Loading.jpegScaleSlack
    for candidate in factors {
      let w = Double(sdlphoto_tjscaled(width, candidate))
      let h = Double(sdlphoto_tjscaled(height, candidate))
      if w >= slack * Double(min(needWidth, Int(width))) && h >= slack * Double(min(needHeight, Int(height))) {
        factor = candidate
        break
      }
    }
    let w = sdlphoto_tjscaled(width, factor)
    let h = sdlphoto_tjscaled(height, factor)
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
      return .failure(.tooLarge(width: Int(width), height: Int(height)))
    }
    // TJPF_BGRA in memory is SDL's ARGB8888 on a little-endian machine; x86_64 and arm64 Linux are.
    let status = bytes.withUnsafeBufferPointer { buffer in
      tjDecompress2(
        handle, buffer.baseAddress, UInt(buffer.count), surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
        w, surface.pointee.pitch, h, Int32(TJPF_BGRA.rawValue), 0)
    }
    var truncated = false
    if status != 0 {
      // A warning (e.g. premature end of data) still leaves a usable image; an error does not.
      if tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) {
        truncated = true
      } else {
        SDL_FreeSurface(surface)
        return .failure(.corrupt(detail: errorText(handle)))
      }
    }
    // Alpha is undefined after decoding to BGRA; photos are opaque.
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    return .success((surface, Int(width), Int(height), truncated))
  }

  private static func errorText(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "" }
    return String(cString: text)
  }
}
