import CSDL2
import CWebP
import PhotoCore

/// WebP decoding through libwebp's advanced API: scaled inside the decoder, straight into the SDL surface
/// (a 4000x3000 WebP for a 1080p screen never exists at full size: 6 MB of output instead of 48 MB plus a
/// copy). Alpha is kept. Animated WebPs are not for this decoder (`isAnimated`).
struct WebPDecoder {
  /// Whether `bytes` hold an animated WebP, which libwebp's still decoder refuses (false when the header
  /// cannot be read: `decode` then says why).
  static func isAnimated(_ bytes: [UInt8]) -> Bool {
    var features = WebPBitstreamFeatures()
    let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
    return status == VP8_STATUS_OK && features.has_animation != 0
  }

  /// Decodes `bytes` into an ARGB8888 surface the size of the image fitted in `boxWidth` x `boxHeight`
  /// (`ImageDecoder.fittedSize`). Returns the surface and the WebP's full size; refuses more than
  /// `maxPixels` before allocating anything.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError> {
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else {
      return .failure(.corrupt(detail: "cannot start the WebP decoder"))
    }
    let headerStatus = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
    guard headerStatus == VP8_STATUS_OK else { return .failure(error(headerStatus)) }
    let width = Int(config.input.width)
    let height = Int(config.input.height)
    guard width > 0, height > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
    if width * height > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
    let (outW, outH) = ImageDecoder.fittedSize(width: width, height: height, boxW: boxWidth, boxH: boxHeight)
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(outW), Int32(outH), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .failure(.tooLarge(width: width, height: height)) }
    config.options.use_threads = 0
    if outW != width || outH != height {
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(outW)
      config.options.scaled_height = Int32(outH)
    }
    // MODE_BGRA in memory is SDL's ARGB8888 on little-endian machines (straight alpha, like SDL's surfaces).
    config.output.colorspace = MODE_BGRA
    config.output.is_external_memory = 1
    config.output.u.RGBA.rgba = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    config.output.u.RGBA.stride = surface.pointee.pitch
    config.output.u.RGBA.size = Int(surface.pointee.pitch) * outH
    let status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
    WebPFreeDecBuffer(&config.output)  // frees nothing of ours (external memory); any internal state
    guard status == VP8_STATUS_OK else {
      SDL_FreeSurface(surface)
      return .failure(error(status))
    }
    SDL_SetSurfaceBlendMode(surface, config.input.has_alpha != 0 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    return .success((surface, width, height))
  }

  /// A libwebp status in words.
  private static func error(_ status: VP8StatusCode) -> PhotoLoadError {
    switch status {
    case VP8_STATUS_NOT_ENOUGH_DATA: return .corrupt(detail: "the WebP file is cut short")
    case VP8_STATUS_BITSTREAM_ERROR: return .corrupt(detail: "the WebP data is damaged")
    case VP8_STATUS_UNSUPPORTED_FEATURE:
      return .unsupportedFormat(detail: "this WebP uses a feature libwebp cannot decode")
    case VP8_STATUS_OUT_OF_MEMORY: return .corrupt(detail: "out of memory decoding the WebP")
    default: return .corrupt(detail: "the WebP cannot be decoded (libwebp status \(status.rawValue))")
    }
  }
}

extension WebPDecoder: PhotoDecoder {
  /// "WebP".
  var name: String { "WebP" }
  /// WebP files.
  var kinds: Set<ImageKind> { [.webp] }
  /// The header's size is the decoded one.
  var headerGivesSize: Bool { true }

  /// A still WebP scaled while decoding, turned upright as its EXIF chunk says; an animated one as its frames
  /// (`decodeAnimation`).
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    if Self.isAnimated(source.bytes) {
      return Self.decodeAnimation(
        source.bytes, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels,
        animates: options.animates)
    }
    return Self.decode(
      source.bytes, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels
    ).map {
      ImageDecoder.upright(
        $0.surface, nativeWidth: $0.width, nativeHeight: $0.height, box: stored, orientation: source.orientation)
    }
  }
}
