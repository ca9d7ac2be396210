import CJXL
import CSDL2
import PhotoCore

/// A PQ or HLG JPEG XL made sRGB (`HDRToneMap`): libjxl writes the first frame as 16-bit R, G, B(, A) in the
/// file's own colour encoding into a buffer of the whole image, whose brightest light is measured (its peak,
/// which the roll-off starts from) before each row is tone-mapped into an ARGB8888 surface.
extension JXLDecoder {
  /// The 16-bit pixels of one HDR image, as libjxl fills them.
  final class WideImage {
    /// The image's size, pixels.
    let width: Int
    let height: Int
    /// Values a pixel: 3 (R, G, B) or 4 (with alpha).
    let channels: Int
    /// The transfer its values are coded in.
    let transfer: HDRTransfer
    /// The pixels, rows packed.
    let buffer: UnsafeMutablePointer<UInt16>

    /// A buffer for a `width` x `height` image coded in `transfer`, with alpha when `alpha`.
    init(width: Int, height: Int, alpha: Bool, transfer: HDRTransfer) {
      (self.width, self.height, self.channels, self.transfer) = (width, height, alpha ? 4 : 3, transfer)
      buffer = .allocate(capacity: width * height * channels)
    }

    deinit { buffer.deallocate() }

    /// What libjxl is asked for: 16-bit values, native byte order, rows packed.
    var format: JxlPixelFormat {
      JxlPixelFormat(
        num_channels: UInt32(channels), data_type: JXL_TYPE_UINT16, endianness: JXL_NATIVE_ENDIAN, align: 0)
    }

    /// The buffer's size, bytes.
    var bytes: Int { width * height * channels * 2 }

    /// The image tone-mapped into a new ARGB8888 surface of its size; nil when SDL cannot make one.
    func toneMapped() -> UnsafeMutablePointer<SDL_Surface>? {
      guard
        let surface = SDL_CreateRGBSurfaceWithFormat(
          0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return nil }
      let (pixels, pitch) = (surface.pointee.pixels!, Int(surface.pointee.pitch))
      func row(_ y: Int) -> UnsafePointer<UInt16> { UnsafePointer(buffer + y * width * channels) }
      var map = HDRToneMap(transfer: transfer, bitDepth: 16)
      let peak = (0..<height).reduce(0.0) { map.brightestNits(row($1), channels: channels, count: width, above: $0) }
      map = map.rollingOff(from: peak)
      for y in 0..<height {
        let target = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
        map.map(row(y), channels: channels, count: width, into: target)
      }
      return surface
    }
  }

  /// The tone-mapped `wide` image fitted in `boxWidth` x `boxHeight`, blending as its alpha asks; nil when SDL
  /// cannot make the surface.
  static func fitted(
    _ wide: WideImage, boxWidth: Int, boxHeight: Int, hasAlpha: Bool
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    guard var surface = wide.toneMapped() else { return nil }
    let fitted = ImageDecoder.fittedSize(width: wide.width, height: wide.height, boxW: boxWidth, boxH: boxHeight)
    surface = ImageScaler.fit(surface, maxWidth: fitted.0, maxHeight: fitted.1)
    SDL_SetSurfaceBlendMode(surface, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    return surface
  }
}
