import CSDL2
import PhotoCore

/// How an animation read from an `AnimationFrameSource` is played: every frame fitted in the box and turned
/// upright; all of them decoded now and held when together they take at most the animation budget
/// (`Tuning.Animation.maxAnimationBytes`), else the first now and the rest decoded a few ahead of the screen as
/// it plays (`AnimationStream`), at the same size: a long animation plays as sharp as a short one, within a
/// few frames' memory.
enum AnimationPlayback {
  /// `source`'s animation fitted in `boxWidth` x `boxHeight` (upright pixels) and turned by `orientation`;
  /// `uprightWidth` x `uprightHeight` its native size as shown. A file of one frame is a still, and so is any when not
  /// `animates` or larger than `Tuning.Animation.maxCanvasPixels`. Fails when not even its first
  /// frame decodes.
  static func decode(
    _ source: AnimationFrameSource, boxWidth: Int, boxHeight: Int, orientation: ExifOrientation = .up,
    uprightWidth: Int, uprightHeight: Int, budget: Int = Tuning.Animation.maxAnimationBytes, animates: Bool = true
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    let (boxW, boxH) = orientation.swapsAxes ? (boxHeight, boxWidth) : (boxWidth, boxHeight)
    let (width, height) = ImageDecoder.fittedSize(width: source.width, height: source.height, boxW: boxW, boxH: boxH)
    let finish = finisher(source, width: width, height: height, orientation: orientation)
    guard let read = source.nextFrame() else {
      return .failure(.corrupt(detail: "the animation has no frame that decodes"))
    }
    guard let first = finish(read) else { return .failure(.tooLarge(width: uprightWidth, height: uprightHeight)) }
    guard source.frameCount >= 2 && animates && source.width * source.height <= Tuning.Animation.maxCanvasPixels
    else {
      // An animation of one frame is a still, and so is one not to play, or too large to play.
      return .success(
        ImageDecoder.Decoded(
          surface: first, nativeWidth: uprightWidth, nativeHeight: uprightHeight, truncated: source.isCutShort))
    }
    let frameBytes = width * height * 4
    guard Double(source.frameCount) * Double(frameBytes) > Double(budget) else {
      return .success(
        gathered(source, first: first, finish: finish, uprightWidth: uprightWidth, uprightHeight: uprightHeight))
    }
    let ahead = min(Tuning.Animation.framesAhead, max(2, Tuning.Animation.streamBufferBytes / max(1, frameBytes)))
    let (shownW, shownH) = orientation.swapsAxes ? (height, width) : (width, height)
    var decoded = ImageDecoder.Decoded(surface: first, nativeWidth: uprightWidth, nativeHeight: uprightHeight)
    decoded.stream = AnimationStream(
      source: source, next: 1, width: shownW, height: shownH, ahead: ahead, finish: finish)
    decoded.frameDurations = source.durations
    decoded.loops = source.loops
    decoded.truncated = source.isCutShort
    return .success(decoded)
  }

  /// Every frame of `source` after `first` (finished already), finished by `finish`: an animation held whole,
  /// or, when a frame fails, the frames before it (a file cut short); a still when only the first came.
  private static func gathered(
    _ source: AnimationFrameSource, first: UnsafeMutablePointer<SDL_Surface>, finish: AnimationFrameFinish,
    uprightWidth: Int, uprightHeight: Int
  ) -> ImageDecoder.Decoded {
    var later: [UnsafeMutablePointer<SDL_Surface>] = []
    var complete = true
    for _ in 1..<source.frameCount {
      guard let read = source.nextFrame(), let frame = finish(read) else {
        complete = false
        break
      }
      later.append(frame)
    }
    guard !later.isEmpty else {
      return ImageDecoder.Decoded(
        surface: first, nativeWidth: uprightWidth, nativeHeight: uprightHeight, truncated: true)
    }
    var decoded = ImageDecoder.Decoded(
      surface: first, nativeWidth: uprightWidth, nativeHeight: uprightHeight, truncated: !complete || source.isCutShort,
      laterFrames: later, frameDurations: Array(source.durations.prefix(later.count + 1)))
    decoded.loops = source.loops
    return decoded
  }

  /// Fits a frame of `source` (ARGB8888, consumed) in `width` x `height` and turns it by `orientation`,
  /// blending when the source has alpha; nil when no memory could be had or the frame is not the source's size
  /// (a stream that changes size mid-way: its frames would not line up).
  static func finisher(
    _ source: AnimationFrameSource, width: Int, height: Int, orientation: ExifOrientation
  ) -> AnimationFrameFinish {
    let (sourceW, sourceH, alpha) = (source.width, source.height, source.hasAlpha)
    return { frame in
      guard Int(frame.pointee.w) == sourceW, Int(frame.pointee.h) == sourceH else {
        SDL_FreeSurface(frame)
        return nil
      }
      let fitted = ImageScaler.fit(frame, maxWidth: width, maxHeight: height)
      guard Int(fitted.pointee.w) <= width, Int(fitted.pointee.h) <= height else {
        SDL_FreeSurface(fitted)  // the scaler could not allocate
        return nil
      }
      let upright = ImageOrienter.apply(orientation, to: fitted)
      SDL_SetSurfaceBlendMode(upright, alpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
      return upright
    }
  }
}
