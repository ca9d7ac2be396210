import CPNG
import CSDL2
import PhotoCore

/// PNG decoding through libpng's simplified API: straight into ARGB8888, errors returned as text (SDL2_image
/// lets libpng print "libpng error: ..." on stderr for every damaged file, beside sdlphoto's own line).
enum PNGDecoder {
  /// Decodes `bytes` into an ARGB8888 surface at full size; refuses more than `maxPixels` before allocating.
  static func decode(_ bytes: [UInt8], maxPixels: Int) -> Result<UnsafeMutablePointer<SDL_Surface>, PhotoLoadError> {
    bytes.withUnsafeBytes { buffer in
      var image = png_image()
      guard sdlphoto_png_begin(&image, buffer.baseAddress, buffer.count) != 0 else {
        return .failure(.corrupt(detail: message(image)))
      }
      defer { png_image_free(&image) }
      let width = Int(image.width)
      let height = Int(image.height)
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      guard width > 0, height > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
      if overflow || pixels > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
      guard
        let surface = SDL_CreateRGBSurfaceWithFormat(
          0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return .failure(.tooLarge(width: width, height: height)) }
      guard sdlphoto_png_finish_bgra(&image, surface.pointee.pixels, surface.pointee.pitch) != 0 else {
        SDL_FreeSurface(surface)
        return .failure(.corrupt(detail: message(image)))
      }
      return .success(surface)
    }
  }

  private static func message(_ image: png_image) -> String {
    var copy = image.message
    return withUnsafeBytes(of: &copy) { raw in String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self) }
  }
}
