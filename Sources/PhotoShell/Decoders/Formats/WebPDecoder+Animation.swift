import CSDL2
import CWebP
import PhotoCore

extension WebPDecoder {
  /// An animated WebP, played (`AnimationPlayback`): its canvas is checked against `maxPixels` before any frame
  /// is made; a file of one frame shows it as a still, and so does any when not `animates`. A file cut short or damaged fails (libwebp's animation
  /// decoder reads whole files); one whose later frames fail keeps those that decoded.
  static func decodeAnimation(
    _ bytes: [UInt8], boxWidth: Int, boxHeight: Int, maxPixels: Int, budget: Int = Tuning.Animation.maxAnimationBytes,
    animates: Bool = true
  ) -> Result<ImageDecoder.Decoded, PhotoLoadError> {
    WebPAnimationSource.open(bytes, maxPixels: maxPixels).flatMap { source in
      AnimationPlayback.decode(
        source, boxWidth: boxWidth, boxHeight: boxHeight, uprightWidth: source.width, uprightHeight: source.height,
        budget: budget, animates: animates)
    }
  }
}

/// An animated WebP's frames through libwebpdemux's animation decoder, which composites each frame over the
/// canvas (blending and disposal done) in B, G, R, A order (SDL's ARGB8888 here); each frame's duration and
/// the file's loop count from its demuxer, before any frame is decoded.
final class WebPAnimationSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  let loops: Int
  let width: Int
  let height: Int
  let hasAlpha = true

  /// The file, where the decoder reads it until it is deleted.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let decoder: OpaquePointer

  /// The animation in `bytes` (copied), or why it cannot play: a canvas over `maxPixels`, a file cut short
  /// or damaged.
  static func open(_ bytes: [UInt8], maxPixels: Int) -> Result<WebPAnimationSource, PhotoLoadError> {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
    _ = copy.initialize(from: bytes)
    var data = WebPData(bytes: copy.baseAddress, size: bytes.count)
    var options = WebPAnimDecoderOptions()
    guard sdlphoto_webp_anim_decoder_options_init(&options) != 0 else {
      copy.deallocate()
      return .failure(.unsupportedFormat(detail: "this libwebp cannot decode animations"))
    }
    options.color_mode = MODE_BGRA
    options.use_threads = 0
    var info = WebPAnimInfo()
    guard let decoder = sdlphoto_webp_anim_decoder_new(&data, &options) else {
      copy.deallocate()
      return .failure(.corrupt(detail: "the animated WebP is cut short or damaged"))
    }
    guard WebPAnimDecoderGetInfo(decoder, &info) != 0, let demuxer = WebPAnimDecoderGetDemuxer(decoder) else {
      WebPAnimDecoderDelete(decoder)
      copy.deallocate()
      return .failure(.corrupt(detail: "the animated WebP cannot be read"))
    }
    let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width <= 0 || height <= 0 || overflow || pixels > maxPixels {
      WebPAnimDecoderDelete(decoder)
      copy.deallocate()
      return .failure(
        width <= 0 || height <= 0
          ? .corrupt(detail: "the image has no pixels") : .tooLarge(width: width, height: height))
    }
    let durations = Self.durations(demuxer, count: Int(info.frame_count))
    return .success(
      WebPAnimationSource(
        bytes: copy, decoder: decoder, width: width, height: height, durations: durations,
        loops: Int(info.loop_count)))
  }

  private init(
    bytes: UnsafeMutableBufferPointer<UInt8>, decoder: OpaquePointer, width: Int, height: Int, durations: [Double],
    loops: Int
  ) {
    self.bytes = bytes
    self.decoder = decoder
    self.width = width
    self.height = height
    self.durations = durations
    self.frameCount = durations.count
    self.loops = loops
  }

  deinit {
    WebPAnimDecoderDelete(decoder)
    bytes.deallocate()
  }

  /// How long each of the `count` frames `demuxer` lists shows, seconds.
  private static func durations(_ demuxer: OpaquePointer, count: Int) -> [Double] {
    var durations: [Double] = []
    durations.reserveCapacity(count)
    var iterator = WebPIterator()
    for number in 0..<count {
      guard WebPDemuxGetFrame(demuxer, Int32(number + 1), &iterator) != 0 else { break }
      durations.append(AnimationDecoder.duration(milliseconds: Int(iterator.duration)))
    }
    WebPDemuxReleaseIterator(&iterator)
    return durations
  }

  /// The decoder's canvas after its next frame (the decoder's own memory), or nil.
  private func advance() -> UnsafeMutablePointer<UInt8>? {
    var canvas: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard WebPAnimDecoderHasMoreFrames(decoder) != 0, WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0
    else { return nil }
    return canvas
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    guard let canvas = advance(),
      let wrapped = SDL_CreateRGBSurfaceWithFormatFrom(
        canvas, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(wrapped) }  // the canvas itself is the decoder's
    return SDL_ConvertSurfaceFormat(wrapped, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
  }

  func skipFrame() -> Bool { advance() != nil }

  func rewind() -> Bool {
    WebPAnimDecoderReset(decoder)
    return true
  }
}
