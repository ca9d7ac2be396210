import CSDL2
import PhotoCore

/// An animation's frames gathered as a decoder hands them over, each fitted to one size chosen up front so
/// that all of them together take at most a budget of bytes (`AnimationDecoder.frameSize`): a long or large
/// animation plays smaller rather than not at all. Used by every animated format (GIF, WebP, AVIF sequences).
struct AnimationFrames {
  /// The size every frame is fitted to, pixels.
  let width: Int
  let height: Int
  /// The frames so far, fitted, and how long each shows, seconds.
  private(set) var frames: [UnsafeMutablePointer<SDL_Surface>] = []
  private(set) var durations: [Double] = []
  /// Whether the frames keep an alpha channel.
  let hasAlpha: Bool

  /// Frames for an animation of `count` frames of `nativeWidth` x `nativeHeight` fitted in `boxWidth` x
  /// `boxHeight`; nil when even at `Tuning.Animation.minimumScale` they would not fit in `budget` bytes.
  init?(
    count: Int, nativeWidth: Int, nativeHeight: Int, boxWidth: Int, boxHeight: Int, hasAlpha: Bool,
    budget: Int = Tuning.Animation.maxAnimationBytes
  ) {
    guard count >= 2, nativeWidth > 0, nativeHeight > 0,
      let size = AnimationDecoder.frameSize(
        count: count, width: nativeWidth, height: nativeHeight, boxWidth: boxWidth, boxHeight: boxHeight,
        budget: budget)
    else { return nil }
    (width, height) = size
    self.hasAlpha = hasAlpha
  }

  /// Adds a copy of `frame` (ARGB8888, not consumed: a library's buffer stays the library's), fitted, to show
  /// for `milliseconds`; false when no memory could be had for it.
  mutating func add(copyOf frame: UnsafeMutablePointer<SDL_Surface>, milliseconds: Int) -> Bool {
    guard let copy = SDL_ConvertSurfaceFormat(frame, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return false }
    let fitted = ImageScaler.fit(copy, maxWidth: width, maxHeight: height)
    guard Int(fitted.pointee.w) <= width, Int(fitted.pointee.h) <= height,
      frames.isEmpty || (fitted.pointee.w == frames[0].pointee.w && fitted.pointee.h == frames[0].pointee.h)
    else {
      SDL_FreeSurface(fitted)
      return false
    }
    SDL_SetSurfaceBlendMode(fitted, hasAlpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    frames.append(fitted)
    durations.append(AnimationDecoder.duration(milliseconds: milliseconds))
    return true
  }

  /// The animation decoded (`truncated`: the file ended before its last frame), its native size as shown; a
  /// still when only one frame came; nil when none did.
  func finish(nativeWidth: Int, nativeHeight: Int, truncated: Bool, loops: Int) -> ImageDecoder.Decoded? {
    guard frames.count >= 2 else {
      return frames.first.map {
        ImageDecoder.Decoded(surface: $0, nativeWidth: nativeWidth, nativeHeight: nativeHeight, truncated: truncated)
      }
    }
    var decoded = ImageDecoder.Decoded(
      surface: frames[0], nativeWidth: nativeWidth, nativeHeight: nativeHeight, truncated: truncated,
      laterFrames: Array(frames.dropFirst()), frameDurations: durations)
    decoded.loops = loops
    return decoded
  }

  /// Frees every frame gathered (a decode given up).
  func free() {
    for frame in frames { SDL_FreeSurface(frame) }
  }
}
