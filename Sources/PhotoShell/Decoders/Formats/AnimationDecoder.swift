import CSDL2
import CSDL2Image
import PhotoCore

/// Animated GIFs through SDL2_image's `IMG_LoadAnimation_RW`, which composites every frame in full (disposal
/// handled) and gives each its delay. Every frame is turned into ARGB8888 and fitted in the box, all at one
/// size, within a memory budget. A GIF of one frame, one too large to animate, or one SDL2_image cannot
/// animate is left to the still path (its first frame).
struct AnimationDecoder {
  /// Decodes the animated GIF `bytes` into frames fitted in `boxWidth` x `boxHeight` taking at most
  /// `budget` bytes together; nil when it should show as a still (one frame, too large, undecodable).
  /// A file cut short keeps the frames that decoded and says it was `truncated`.
  static func decode(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, budget: Int = Tuning.Animation.maxAnimationBytes
  ) -> ImageDecoder.Decoded? {
    // Decide from the layout before SDL2_image allocates every frame at full size.
    guard let layout = GIFStructure(bytes), layout.frameCount >= 2,
      layout.firstFrameWidth > 0, layout.firstFrameHeight > 0,
      Double(layout.frameCount) * Double(max(layout.largestFrameArea, layout.firstFrameWidth * layout.firstFrameHeight))
        * 5 <= Double(Tuning.Animation.maxDecodeBytes),
      frameSize(
        count: layout.frameCount, width: layout.firstFrameWidth, height: layout.firstFrameHeight,
        boxWidth: boxWidth, boxHeight: boxHeight, budget: budget) != nil
    else { return nil }
    let loaded: UnsafeMutablePointer<IMG_Animation>? = bytes.withUnsafeBytes { buffer in
      guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return nil }
      return IMG_LoadAnimation_RW(rw, 1)
    }
    guard let animation = loaded else { return nil }
    defer { IMG_FreeAnimation(animation) }  // frees the frames not taken below
    let count = Int(animation.pointee.count)
    let width = Int(animation.pointee.w)
    let height = Int(animation.pointee.h)
    guard count >= 2, width > 0, height > 0, let frames = animation.pointee.frames,
      let delays = animation.pointee.delays,
      let size = frameSize(
        count: count, width: width, height: height, boxWidth: boxWidth, boxHeight: boxHeight, budget: budget)
    else { return nil }
    let hasAlpha = frames[0].map { $0.pointee.format.pointee.Amask != 0 } ?? false
    var fitted: [UnsafeMutablePointer<SDL_Surface>] = []
    for i in 0..<count {
      guard let frame = frames[i] else { break }
      frames[i] = nil  // ours now: `fit` consumes it
      let result = fit(frame, width: size.0, height: size.1)
      guard let result,
        fitted.isEmpty || (result.pointee.w == fitted[0].pointee.w && result.pointee.h == fitted[0].pointee.h)
      else {
        if let result { SDL_FreeSurface(result) }
        for surface in fitted { SDL_FreeSurface(surface) }
        return nil
      }
      SDL_SetSurfaceBlendMode(result, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
      fitted.append(result)
    }
    guard fitted.count >= 2 else {
      for surface in fitted { SDL_FreeSurface(surface) }
      return nil
    }
    return ImageDecoder.Decoded(
      surface: fitted[0], nativeWidth: width, nativeHeight: height, truncated: !layout.isComplete,
      laterFrames: Array(fitted.dropFirst()),
      frameDurations: (0..<fitted.count).map { duration(milliseconds: Int(delays[$0])) })
  }

  /// How long a frame with a delay of `milliseconds` shows, seconds.
  static func duration(milliseconds: Int) -> Double {
    let seconds = Double(milliseconds) / 1000
    if seconds <= Tuning.Animation.shortestDelay { return Tuning.Animation.defaultFrameDuration }
    return min(seconds, Tuning.Animation.longestFrameDuration)
  }

  /// The largest frame size, at most the fitted size, at which `count` frames of `width` x `height` take at
  /// most `budget` bytes; nil when that is under `Tuning.Animation.minimumScale` of the fitted size.
  static func frameSize(
    count: Int, width: Int, height: Int, boxWidth: Int, boxHeight: Int, budget: Int
  ) -> (Int, Int)? {
    let (fittedW, fittedH) = ImageDecoder.fittedSize(width: width, height: height, boxW: boxWidth, boxH: boxHeight)
    let total = Double(count) * Double(fittedW) * Double(fittedH) * 4
    if total <= Double(budget) { return (fittedW, fittedH) }
    let scale = (Double(budget) / total).squareRoot()
    if scale < Tuning.Animation.minimumScale { return nil }
    return (max(1, Int(Double(fittedW) * scale)), max(1, Int(Double(fittedH) * scale)))
  }

  /// `frame` in ARGB8888 fitted in `width` x `height`; consumes `frame` (freed on failure too).
  private static func fit(
    _ frame: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    var argb = frame
    if frame.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
      let converted = SDL_ConvertSurfaceFormat(frame, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
      SDL_FreeSurface(frame)
      guard let converted else { return nil }
      argb = converted
    }
    let result = ImageScaler.fit(argb, maxWidth: width, maxHeight: height)
    guard Int(result.pointee.w) <= width, Int(result.pointee.h) <= height else {
      SDL_FreeSurface(result)  // the scaler could not allocate: too large to keep
      return nil
    }
    return result
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
    if options.animates, let animation = Self.decode(source.bytes, boxWidth: stored.width, boxHeight: stored.height) {
      return .success(animation)
    }
    return SDLImageDecoder().decode(source, box: box, options: options)
  }
}
