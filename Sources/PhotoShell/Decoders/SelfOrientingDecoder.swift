import CSDL2
import PhotoCore

/// A decoder whose library reads the whole file, fits the image in a box and turns it upright itself
/// (libavif, libheif, libjxl): its photo decode is the library's, wrapped the same way for each.
protocol SelfOrientingDecoder: PhotoDecoder {
  /// Decodes `bytes` into an upright surface fitted in `boxWidth` x `boxHeight`, with the image's upright
  /// full size and what the library says of its colours; refuses more than `maxPixels` before decoding. When
  /// `managesColour`, a decoder that can tone-maps a PQ or HLG image to sRGB (`HDRToneMap`). An animation
  /// plays when `animates`, else shows its first frame as a still.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, managesColour: Bool, animates: Bool
  ) -> Result<LibraryImage, PhotoLoadError>
}

extension SelfOrientingDecoder {
  /// The image decoded whole by the library, which also turns it upright (`source.orientation` is `.up`),
  /// fitted in the box.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    return Self.decode(
      source.bytes, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels,
      managesColour: options.managesColour, animates: options.animates
    ).map {
      if var animation = $0.animation {
        // An animation's frames come fitted and upright.
        animation.color = $0.color
        animation.toneMapped = $0.toneMapped
        return animation
      }
      var decoded = ImageDecoder.upright(
        $0.surface, nativeWidth: $0.width, nativeHeight: $0.height, box: stored, orientation: source.orientation)
      decoded.color = $0.color
      decoded.toneMapped = $0.toneMapped
      decoded.truncated = decoded.truncated || $0.truncated
      return decoded
    }
  }
}

/// What a library decoded (`SelfOrientingDecoder`): the surface, the image's upright full size, and the
/// colours its container says the pixels are in (an ICC profile or CICP code points; nil when it says nothing).
struct LibraryImage {
  var surface: UnsafeMutablePointer<SDL_Surface>
  var width: Int
  var height: Int
  var color: ColorDescription?
  /// The file ended (or a frame failed) before its last frame: the frames before play.
  var truncated = false
  /// For an animation (an AVIF sequence, a JPEG XL animation): it played (`AnimationPlayback`), fitted and
  /// upright, its first frame `surface`; nil for a still.
  var animation: ImageDecoder.Decoded?
  /// Whether a PQ or HLG image was tone-mapped to sRGB (`HDRToneMap`).
  var toneMapped = false
}

extension LibraryImage {
  /// A library's animation (or the still it came to), with what the container says of its colours.
  init(animation: ImageDecoder.Decoded, color: ColorDescription?) {
    self.init(
      surface: animation.surface, width: animation.nativeWidth, height: animation.nativeHeight, color: color,
      truncated: animation.truncated, animation: animation.isAnimated ? animation : nil)
  }
}
