import CJXL
import CSDL2
import PhotoCore

/// A JPEG XL animation's frames through libjxl: a first pass reads every frame's header (no pixels) for its
/// duration, then a decoder of its own gives the frames one after another, composited (libjxl coalesces them)
/// and turned upright, as 8-bit RGBA turned into ARGB8888. The file's loop count is kept (0: for ever).
final class JXLAnimationSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  let loops: Int
  /// The upright size, pixels.
  let width: Int
  let height: Int
  let hasAlpha: Bool
  /// The file ended (or was damaged) before its last frame's header: the frames before play.
  let isCutShort: Bool

  /// The file, which the decoder reads in place until it is destroyed.
  private let bytes: UnsafeMutablePointer<UInt8>
  private let byteCount: Int
  private let decoder: OpaquePointer

  /// What the first pass read: the animation's size, frames and loops.
  struct Survey {
    var width = 0
    var height = 0
    var hasAlpha = false
    var loops = 0
    var durations: [Double] = []
    var cutShort = false
  }

  /// The animation in `bytes` (copied), once its first pass read it; fails when no frame is there, or its
  /// size is over `maxPixels`.
  static func open(_ bytes: [UInt8], maxPixels: Int) -> Result<JXLAnimationSource, PhotoLoadError> {
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    copy.initialize(from: bytes, count: bytes.count)
    let survey = Self.survey(copy, count: bytes.count, maxPixels: maxPixels)
    guard case .success(let read) = survey, let decoder = dl_JxlDecoderCreate(nil) else {
      copy.deallocate()
      if case .failure(let failure) = survey { return .failure(failure) }
      return .failure(.corrupt(detail: "cannot start the JPEG XL decoder"))
    }
    guard start(decoder, copy, bytes.count) else {
      dl_JxlDecoderDestroy(decoder)
      copy.deallocate()
      return .failure(.corrupt(detail: "cannot start the JPEG XL decoder"))
    }
    return .success(JXLAnimationSource(bytes: copy, count: bytes.count, decoder: decoder, survey: read))
  }

  private init(bytes: UnsafeMutablePointer<UInt8>, count: Int, decoder: OpaquePointer, survey: Survey) {
    self.bytes = bytes
    byteCount = count
    self.decoder = decoder
    width = survey.width
    height = survey.height
    hasAlpha = survey.hasAlpha
    loops = survey.loops
    durations = survey.durations
    frameCount = survey.durations.count
    isCutShort = survey.cutShort
  }

  deinit {
    dl_JxlDecoderDestroy(decoder)
    bytes.deallocate()
  }

  /// The first pass: the basic info and every frame's header, without pixels.
  private static func survey(
    _ input: UnsafePointer<UInt8>, count: Int, maxPixels: Int
  ) -> Result<Survey, PhotoLoadError> {
    guard let decoder = dl_JxlDecoderCreate(nil) else {
      return .failure(.corrupt(detail: "cannot start the JPEG XL decoder"))
    }
    defer { dl_JxlDecoderDestroy(decoder) }
    let events = Int32(JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_FRAME.rawValue)
    guard dl_JxlDecoderSubscribeEvents(decoder, events) == JXL_DEC_SUCCESS,
      dl_JxlDecoderSetKeepOrientation(decoder, 0) == JXL_DEC_SUCCESS,
      dl_JxlDecoderSetInput(decoder, input, count) == JXL_DEC_SUCCESS
    else { return .failure(.corrupt(detail: "cannot start the JPEG XL decoder")) }
    var survey = Survey()
    var tick = 0.0
    while true {
      switch dl_JxlDecoderProcessInput(decoder) {
      case JXL_DEC_BASIC_INFO:
        var info = JxlBasicInfo()
        guard dl_JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS else {
          return .failure(.corrupt(detail: "the JPEG XL header is damaged"))
        }
        let swaps = info.orientation.rawValue >= JXL_ORIENT_TRANSPOSE.rawValue
        (survey.width, survey.height) = swaps ? (Int(info.ysize), Int(info.xsize)) : (Int(info.xsize), Int(info.ysize))
        let (pixels, overflow) = survey.width.multipliedReportingOverflow(by: survey.height)
        if overflow || pixels > maxPixels { return .failure(.tooLarge(width: survey.width, height: survey.height)) }
        survey.hasAlpha = info.alpha_bits > 0
        survey.loops = Int(info.animation.num_loops)
        let (numerator, denominator) = (Double(info.animation.tps_numerator), Double(info.animation.tps_denominator))
        tick = numerator > 0 ? denominator / numerator : 0
      case JXL_DEC_FRAME:
        var header = JxlFrameHeader()
        guard dl_JxlDecoderGetFrameHeader(decoder, &header) == JXL_DEC_SUCCESS else { break }
        let milliseconds = (Double(header.duration) * tick * 1000).rounded()
        survey.durations.append(AnimationDecoder.duration(milliseconds: Int(min(milliseconds, 1e9))))
      case JXL_DEC_SUCCESS:
        return survey.durations.isEmpty ? .failure(.corrupt(detail: "the JPEG XL file has no image")) : .success(survey)
      default:
        // Cut short (it asks for more) or damaged: the frames whose headers came, less the last (its pixels
        // are what is missing).
        survey.cutShort = true
        if survey.durations.count > 1 { survey.durations.removeLast() }
        return survey.durations.isEmpty ? .failure(.corrupt(detail: "the JPEG XL file is cut short")) : .success(survey)
      }
    }
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    var format = JxlPixelFormat(num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)
    guard
      let rgba = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(rgba) }
    while true {
      switch dl_JxlDecoderProcessInput(decoder) {
      case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
        var needed = 0
        let bytes = Int(rgba.pointee.pitch) * height
        guard dl_JxlDecoderImageOutBufferSize(decoder, &format, &needed) == JXL_DEC_SUCCESS, needed <= bytes,
          dl_JxlDecoderSetImageOutBuffer(decoder, &format, rgba.pointee.pixels, bytes) == JXL_DEC_SUCCESS
        else { return nil }
      case JXL_DEC_FULL_IMAGE:
        // R, G, B, A bytes (SDL's ABGR8888 here) made ARGB8888.
        return SDL_ConvertSurfaceFormat(rgba, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
      default:
        return nil  // the end, a file cut short, or damage
      }
    }
  }

  func skipFrame() -> Bool {
    dl_JxlDecoderSkipFrames(decoder, 1)
    return true
  }

  /// Starts the decoder over (libjxl 0.7's `JxlDecoderRewind` leaves it reporting the end).
  func rewind() -> Bool {
    dl_JxlDecoderReset(decoder)
    return Self.start(decoder, bytes, byteCount)
  }

  /// Sets `decoder` to give every frame of the `count` bytes at `bytes`, upright; false when libjxl refuses.
  private static func start(_ decoder: OpaquePointer, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    dl_JxlDecoderSubscribeEvents(decoder, Int32(JXL_DEC_FULL_IMAGE.rawValue)) == JXL_DEC_SUCCESS
      && dl_JxlDecoderSetKeepOrientation(decoder, 0) == JXL_DEC_SUCCESS
      && dl_JxlDecoderSetInput(decoder, bytes, count) == JXL_DEC_SUCCESS
  }
}
