import CSDL2
import CWebP
import PhotoCore

extension WebPDecoder {
  /// An animated WebP through libwebpdemux's animation decoder, which composites each frame over the canvas
  /// (blending and disposal done) in B, G, R, A order (SDL's ARGB8888 here), with the file's loop count. The
  /// canvas is checked against `maxPixels` before any frame is made; frames are fitted in `boxWidth` x
  /// `boxHeight` within `budget` bytes (`AnimationFrames`), or past it the first frame shows as a still. A file cut short or damaged fails (libwebp's
  /// animation decoder reads whole files); one whose later frames fail keeps those that decoded.
  static func decodeAnimation(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, budget: Int = Tuning.Animation.maxAnimationBytes
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    bytes.withUnsafeBufferPointer { buffer in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      var options = WebPAnimDecoderOptions()
      guard sdlphoto_webp_anim_decoder_options_init(&options) != 0 else {
        return .failure(.unsupportedFormat(detail: "this libwebp cannot decode animations"))
      }
      options.color_mode = MODE_BGRA
      options.use_threads = 0
      // The decoder reads `buffer` in place until it is deleted (before this closure ends).
      guard let decoder = sdlphoto_webp_anim_decoder_new(&data, &options) else {
        return .failure(.corrupt(detail: "the animated WebP is cut short or damaged"))
      }
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
        return .failure(.corrupt(detail: "the animated WebP cannot be read"))
      }
      let (width, height, count) = (Int(info.canvas_width), Int(info.canvas_height), Int(info.frame_count))
      guard width > 0, height > 0 else { return .failure(.corrupt(detail: "the image has no pixels")) }
      let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
      if overflow || pixels > maxPixels { return .failure(.tooLarge(width: width, height: height)) }
      guard
        var frames = AnimationFrames(
          count: max(count, 2), nativeWidth: width, nativeHeight: height, boxWidth: boxWidth, boxHeight: boxHeight,
          hasAlpha: true, budget: budget)
      else {
        // Too many frames to hold even small: its first frame, as a still.
        return firstFrame(of: decoder, width: width, height: height, boxWidth: boxWidth, boxHeight: boxHeight)
      }
      let complete = addFrames(from: decoder, width: width, height: height, count: count, to: &frames)
      if let animation = frames.finish(
        nativeWidth: width, nativeHeight: height, truncated: !complete, loops: Int(info.loop_count))
      {
        return .success(animation)
      }
      return .failure(.corrupt(detail: "the animated WebP has no frame that decodes"))
    }
  }

  /// Takes every frame `decoder` gives (at most `count`) into `frames`; false when one failed before the
  /// last (the file is cut short or damaged there).
  private static func addFrames(
    from decoder: OpaquePointer, width: Int, height: Int, count: Int, to frames: inout AnimationFrames
  ) -> Bool {
    var previous: Int32 = 0
    for _ in 0..<count {
      var canvas: UnsafeMutablePointer<UInt8>?
      var timestamp: Int32 = 0
      guard WebPAnimDecoderHasMoreFrames(decoder) != 0, WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0,
        let canvas,
        let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
          canvas, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return false }
      defer { SDL_FreeSurface(wrapped) }  // the canvas itself is the decoder's
      // Each frame's timestamp is when it ends.
      // As Ints: libwebp's running end time is a C int that a hostile file can wrap.
      guard frames.add(copyOf: wrapped, milliseconds: Int(timestamp) - Int(previous)) else { return false }
      previous = timestamp
    }
    return true
  }

  /// The first frame `decoder` gives, fitted in `boxWidth` x `boxHeight`, as a still.
  private static func firstFrame(
    of decoder: OpaquePointer, width: Int, height: Int, boxWidth: Int, boxHeight: Int
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    var canvas: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0, let canvas,
      let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
        canvas, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .failure(.corrupt(detail: "the animated WebP has no frame that decodes")) }
    let converted = SDL_ConvertSurfaceFormat(wrapped, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    SDL_FreeSurface(wrapped)  // the canvas is the decoder's
    guard let copy = converted else { return .failure(.tooLarge(width: width, height: height)) }
    let fitted = ImageDecoder.fittedSize(width: width, height: height, boxW: boxWidth, boxH: boxHeight)
    let surface = ImageScaler.fit(copy, maxWidth: fitted.0, maxHeight: fitted.1)
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_BLEND)
    return .success(ImageDecoder.Decoded(surface: surface, nativeWidth: width, nativeHeight: height))
  }
}
