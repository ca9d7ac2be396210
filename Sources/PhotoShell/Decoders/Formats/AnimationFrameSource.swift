import CSDL2
import PhotoCore

/// An animation's frames read one after another from its file by its library (libwebpdemux, libavif,
/// libjxl), each composited over the ones before: what `AnimationStream` decodes ahead of the screen, and what
/// `AnimationFrames` gathers whole when they all fit. Used from one thread at a time (the loader's worker,
/// then the stream's); it keeps its file's bytes for as long as it lives.
protocol AnimationFrameSource: AnyObject {
  /// Its frames, at least 2.
  var frameCount: Int { get }
  /// How long each frame shows, seconds, the first's first (`frameCount` values, known before any frame is
  /// decoded).
  var durations: [Double] { get }
  /// How many times it plays, as its file says (0: for ever).
  var loops: Int { get }
  /// Its frames' size as composited (before any turn), pixels.
  var width: Int { get }
  var height: Int { get }
  /// Whether its frames keep an alpha channel.
  var hasAlpha: Bool { get }
  /// Whether the file ended (or was damaged) before its last frame, as far as reading its frames' list found.
  var isCutShort: Bool { get }

  /// The next frame, composited, as an ARGB8888 surface the caller owns; nil when it cannot be decoded (the
  /// file is cut short or damaged there) or every frame was read.
  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>?
  /// Reads past the next frame without handing it over (a stream catching up); false as `nextFrame` gives nil.
  func skipFrame() -> Bool
  /// Goes back to the first frame, for the next loop; false when it cannot.
  func rewind() -> Bool
  /// Whether it goes to a frame faster than reading up to it (`seek(toFrame:)`): a clip's keyframes.
  var seeks: Bool { get }
  /// Goes to the frame at `position` (0-based, within one loop) or the keyframe before it: the position of
  /// the frame it reads next (at most `position`); nil when it cannot.
  func seek(toFrame position: Int) -> Int?
}

extension AnimationFrameSource {
  /// Whole, as far as reading its frames' list found.
  var isCutShort: Bool { false }

  /// Reads frames one after another: it goes to a frame by going back to the first.
  var seeks: Bool { false }

  /// Back to the first frame: the frames before `position` are read on from there.
  func seek(toFrame position: Int) -> Int? { rewind() ? 0 : nil }

  /// Reads the next frame and frees it.
  func skipFrame() -> Bool {
    guard let frame = nextFrame() else { return false }
    SDL_FreeSurface(frame)
    return true
  }
}

/// What is done to each frame a source gives before it is shown, on the thread that decodes it: fitted to the
/// animation's size, turned upright, and converted to the display's colours. Consumes the frame; nil when no
/// memory could be had.
typealias AnimationFrameFinish = (UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>?
