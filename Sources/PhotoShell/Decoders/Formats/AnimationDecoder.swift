import CSDL2
import CSDL2Image
import PhotoCore

/// Animated GIFs, decoded a frame at a time through giflib (`GIFAnimationSource`) and played like every
/// animation (`AnimationPlayback`): held whole when the frames fit the animation budget, else streamed a few
/// frames ahead of the screen. A GIF of one frame, or one that cannot be opened as an animation, is left to the
/// still path (SDL2_image, its first frame).
struct AnimationDecoder {
  /// Decodes the animated GIF `bytes` fitted in `boxWidth` x `boxHeight`, holding its frames whole within
  /// `budget` bytes or streaming them; nil when it should show as a still (one frame, a canvas over
  /// `maxPixels`, undecodable). A file cut short plays the frames that decoded and says it was `truncated`.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int = Tuning.Loading.maxPixels,
    budget: Int = Tuning.Animation.maxAnimationBytes
  ) -> ImageDecoder.Decoded? {
    guard let layout = GIFStructure(bytes), layout.frameCount >= 2,
      let source = GIFAnimationSource(bytes, layout: layout, maxPixels: maxPixels),
      case .success(let decoded) = AnimationPlayback.decode(
        source, boxWidth: boxWidth, boxHeight: boxHeight, uprightWidth: source.width, uprightHeight: source.height,
        budget: budget)
    else { return nil }
    guard decoded.isAnimated else {
      decoded.free()  // only the first frame decoded: the still path says why
      return nil
    }
    return decoded
  }

  /// How long a frame with a delay of `milliseconds` shows, seconds.
  static func duration(milliseconds: Int) -> Double {
    let seconds = Double(milliseconds) / 1000
    if seconds <= Tuning.Animation.shortestDelay { return Tuning.Animation.defaultFrameDuration }
    return min(seconds, Tuning.Animation.longestFrameDuration)
  }
}

extension AnimationDecoder: PhotoDecoder {
  /// "GIF".
  var name: String { "GIF" }
  /// GIF files.
  var kinds: Set<ImageKind> { [.gif] }

  /// An animated GIF as its frames (EXIF orientation does not apply to GIF: returned as decoded); a GIF that
  /// shows as a still (one frame, too large to animate, undecodable as an animation) through SDL2_image.
  func decode(
    _ source: DecodeSource, box: ResolutionPolicy.Box, options: DecodeOptions
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let stored = source.storedBox(box)
    if options.animates,
      let animation = Self.decode(
        source.bytes, boxWidth: stored.width, boxHeight: stored.height, maxPixels: options.maxPixels)
    {
      return .success(animation)
    }
    return SDLImageDecoder().decode(source, box: box, options: options)
  }
}
