import CSDL2
import PhotoCore

/// A decoder whose library reads the whole file, fits the image in a box and turns it upright itself
/// (libavif, libheif, libjxl): its photo decode is the library's, wrapped the same way for each.
protocol SelfOrientingDecoder: PhotoDecoder {
  /// Decodes `bytes` into an upright surface fitted in `boxWidth` x `boxHeight`, with the image's upright
  /// full size; refuses more than `maxPixels` before decoding.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int
  ) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int), PhotoLoadError>
}

extension SelfOrientingDecoder {
  /// The image decoded whole by the library, which also turns it upright (`source.orientation` is `.up`),
  /// fitted in the box.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    return Self.decode(
      source.bytes, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels
    ).map {
      ImageDecoder.upright(
        $0.surface, nativeWidth: $0.width, nativeHeight: $0.height, box: stored, orientation: source.orientation)
    }
  }
}
