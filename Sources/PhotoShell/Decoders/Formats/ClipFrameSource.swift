import CFFmpeg
import CSDL2
import Foundation
import PhotoCore

/// A clip's video frames through FFmpeg (libavformat reads the container, libavcodec decodes, libswscale
/// converts each frame to the screen's pixels at the size it is shown: a 4K clip on a 1080p screen is
/// converted at 1080p, never held at 4K). Played by `AnimationPlayback` as an animation is: the first frame is
/// the poster, a long clip streams a few frames ahead of the screen (`AnimationStream`). Each frame lasts one
/// frame of the stream's average rate; the clip's turn (a phone filming portrait stores landscape and a display
/// matrix) is applied by the player. Used from one thread at a time.
final class ClipFrameSource: AnimationFrameSource {
  let frameCount: Int
  let durations: [Double]
  /// A clip plays once and rests on its last frame, as a phone's does.
  let loops = 1
  /// The size frames are converted to (the stored size fitted in the box), before turning, pixels.
  let width: Int
  let height: Int
  let hasAlpha = false
  /// How its frames turn upright (the display matrix's quarter turns).
  let orientation: ExifOrientation
  /// For an HDR clip (PQ or HLG, as a phone films by default) shown with colours managed: its tone map to sRGB
  /// (the photos' curve), each frame converted to 16-bit RGB first; nil for standard dynamic range.
  let toneMap: HDRToneMap?
  /// Its stored size, and its length in seconds (nil: its file does not say, as a recording a browser wrote;
  /// it plays until its frames end).
  let storedWidth: Int
  let storedHeight: Int
  let duration: Double?

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private let stream: Int32
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  /// Each frame to the screen's pixels (`ClipFrameConverter`).
  private let converter: ClipFrameConverter
  /// Whether every packet was read (the decoder is being drained).
  private var drained = false
  /// How long each frame shows, seconds (the average rate's; a clip of variable rate times its frames by
  /// `frameStarts`, seconds from its first); and whether `frame` holds a frame a seek decoded, not yet handed over.
  private let frameTime: Double
  private let frameStarts: [Double]?
  private var pending = false

  /// The clip at `path`, its frames to be converted to fit `boxWidth` x `boxHeight` (upright pixels); fails
  /// when FFmpeg is not installed, the file is no clip it reads, it has no video it decodes, or its frames are
  /// over `maxPixels`.
  static func open(
    path: String, boxWidth: Int, boxHeight: Int, maxPixels: Int, hardware: Bool = false, toneMaps: Bool = true
  ) -> Result<ClipFrameSource, PhotoLoadError> {
    guard sdlphoto_ffmpeg_load() != 0 else {
      return .failure(.unsupportedFormat(detail: "clips need FFmpeg's libavformat59 and libavcodec59 (not installed)"))
    }
    var format: UnsafeMutablePointer<AVFormatContext>?
    var status = dl_avformat_open_input(&format, url(of: path))
    guard status >= 0, let opened = format else { return .failure(.corrupt(detail: ffmpegMessage(status))) }
    status = dl_avformat_find_stream_info(opened)
    let index = status >= 0 ? dl_av_find_best_video_stream(opened) : status
    guard index >= 0, let stream = sdlphoto_stream(opened, index), let parameters = stream.pointee.codecpar else {
      dl_avformat_close_input(&format)
      return .failure(
        .unsupportedFormat(
          detail: index == sdlphoto_averror_stream_not_found ? "the clip has no video" : ffmpegMessage(index)))
    }
    let (w, h) = (Int(parameters.pointee.width), Int(parameters.pointee.height))
    let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
    guard w > 0, h > 0, !overflow, pixels <= maxPixels else {
      dl_avformat_close_input(&format)
      return .failure(
        w > 0 && h > 0 ? .tooLarge(width: w, height: h) : .corrupt(detail: "the clip's video has no size"))
    }
    guard let decoder = dl_avcodec_find_decoder(parameters.pointee.codec_id),
      let context = dl_avcodec_alloc_context3(decoder)
    else {
      dl_avformat_close_input(&format)
      return .failure(.unsupportedFormat(detail: "no decoder for the clip's video"))
    }
    _ = dl_avcodec_parameters_to_context(context, parameters)
    // `--hwdec auto`: the GPU's decoder where the machine has VA-API for this codec; FFmpeg's own otherwise.
    if hardware && sdlphoto_request_vaapi(context, decoder) != 0 {
      Log.info("\(PathText.escaped(path)): decoding on VA-API")
    }
    // Two decoding threads: this machine's worker and the one beside it (frame threading adds a frame of delay
    // per thread, nothing else).
    context.pointee.thread_count = Int32(min(2, ProcessInfo.processInfo.activeProcessorCount))
    status = dl_avcodec_open2(context, decoder)
    guard status >= 0 else {
      var freed: UnsafeMutablePointer<AVCodecContext>? = context
      dl_avcodec_free_context(&freed)
      dl_avformat_close_input(&format)
      return .failure(.unsupportedFormat(detail: ffmpegMessage(status)))
    }
    return .success(
      ClipFrameSource(
        format: opened, codec: context, stream: index, boxWidth: boxWidth, boxHeight: boxHeight, width: w,
        height: h, toneMaps: toneMaps))
  }

  private init(
    format: UnsafeMutablePointer<AVFormatContext>, codec: UnsafeMutablePointer<AVCodecContext>, stream index: Int32,
    boxWidth: Int, boxHeight: Int, width w: Int, height h: Int, toneMaps: Bool
  ) {
    self.format = format
    self.codec = codec
    self.stream = index
    storedWidth = w
    storedHeight = h
    let stream = sdlphoto_stream(format, index)!
    let transfer = HDRTransfer(cicp: Int(stream.pointee.codecpar.pointee.color_trc.rawValue))
    toneMap = toneMaps ? transfer.map { HDRToneMap(transfer: $0, bitDepth: 16) } : nil
    orientation = Self.orientation(degrees: sdlphoto_stream_rotation(stream))
    let (boxW, boxH) = orientation.swapsAxes ? (boxHeight, boxWidth) : (boxWidth, boxHeight)
    (width, height) = ImageDecoder.fittedSize(width: w, height: h, boxW: boxW, boxH: boxH)
    converter = ClipFrameConverter(width: width, height: height, toneMap: toneMap)
    let rate =
      Self.seconds(stream.pointee.avg_frame_rate).flatMap { $0 > 0 ? $0 : nil }
      ?? Self.seconds(stream.pointee.r_frame_rate).flatMap { $0 > 0 ? $0 : nil } ?? 30
    frameTime = 1 / min(max(rate, 1), 240)
    let streamLength = Self.seconds(stream.pointee.time_base).map { Double(stream.pointee.duration) * $0 }
    let containerLength = format.pointee.duration > 0 ? Double(format.pointee.duration) / Double(AV_TIME_BASE) : nil
    let length = [streamLength, containerLength].compactMap { $0 }.first { $0.isFinite && $0 > 0 } ?? 0
    // Hostile or broken headers may say anything: every count is bounded before it becomes an Int.
    let maxFrames = Double(Tuning.Clips.maxFrames)
    let counted =
      stream.pointee.nb_frames > 0
      ? Int(min(Double(stream.pointee.nb_frames), maxFrames))
      : length > 0 ? Int(min((length / frameTime).rounded(), maxFrames)) : Tuning.Clips.maxFrames
    if let starts = Self.variableFrameStarts(stream, count: counted, frameTime: frameTime) {
      // A phone's clip in low light slows its rate: each frame shows until the next one's time.
      frameStarts = starts
      frameCount = starts.count
      durations = zip(starts, starts.dropFirst()).map { $1 - $0 } + [frameTime]
    } else {
      frameStarts = nil
      frameCount = max(1, min(counted, Tuning.Clips.maxFrames))
      durations = Array(repeating: frameTime, count: frameCount)
    }
    duration = length > 0 ? length : stream.pointee.nb_frames > 0 ? durations.reduce(0, +) : nil
    packet = dl_av_packet_alloc()
    frame = dl_av_frame_alloc()
  }

  deinit {
    dl_av_frame_free(&frame)
    dl_av_packet_free(&packet)
    dl_avcodec_free_context(&codec)
    dl_avformat_close_input(&format)
  }

  func nextFrame() -> UnsafeMutablePointer<SDL_Surface>? {
    guard takePending() || decodeFrame(), let frame else { return nil }
    defer { dl_av_frame_unref(frame) }
    return converter.convert(frame)
  }

  func skipFrame() -> Bool {
    guard takePending() || decodeFrame(), let frame else { return false }
    dl_av_frame_unref(frame)
    return true
  }

  func rewind() -> Bool {
    guard let format, let codec, let start = sdlphoto_stream(format, stream)?.pointee.start_time else { return false }
    // Back to the stream's first timestamp (not 0: an MPEG transport stream starts later).
    let first = start == Self.noTimestamp ? 0 : start
    guard dl_av_seek_frame(format, stream, first, AVSEEK_FLAG_BACKWARD) >= 0 else { return false }
    dl_avcodec_flush_buffers(codec)
    drained = false
    if pending, let frame { dl_av_frame_unref(frame) }
    pending = false
    return true
  }

  /// Goes by its keyframes.
  var seeks: Bool { true }

  /// Seeks the file to the keyframe at or before frame `position` and decodes it (kept for the next
  /// `nextFrame`): its position by its timestamp, at most `position`.
  func seek(toFrame position: Int) -> Int? {
    guard let format, let codec, let frame, let held = sdlphoto_stream(format, stream),
      let base = Self.seconds(held.pointee.time_base), base > 0
    else { return nil }
    let start = held.pointee.start_time == Self.noTimestamp ? 0 : held.pointee.start_time
    let offset = (time(ofFrame: position) / base).rounded(.down)
    guard offset.isFinite, abs(offset) < 1e15 else { return nil }
    let target = start &+ Int64(offset)
    guard dl_av_seek_frame(format, stream, target, AVSEEK_FLAG_BACKWARD) >= 0 else { return nil }
    dl_avcodec_flush_buffers(codec)
    drained = false
    if pending { dl_av_frame_unref(frame) }
    pending = false
    guard decodeFrame() else { return nil }
    pending = true
    let stamp = frame.pointee.best_effort_timestamp
    guard stamp != Self.noTimestamp else { return position }
    let reached = frameIndex(at: (Double(stamp) - Double(start)) * base)
    return max(0, min(reached, position))
  }

  /// When frame `position` shows, seconds from the clip's first frame.
  private func time(ofFrame position: Int) -> Double {
    guard let frameStarts, !frameStarts.isEmpty else { return Double(max(0, position)) * frameTime }
    return frameStarts[min(max(0, position), frameStarts.count - 1)]
  }

  /// The frame showing `seconds` after the clip's first frame.
  private func frameIndex(at seconds: Double) -> Int {
    guard let frameStarts, !frameStarts.isEmpty else { return Int((seconds / frameTime).rounded()) }
    // The last frame starting at or before it (a millisecond's slack for rounding).
    var (low, high) = (0, frameStarts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if frameStarts[middle] <= seconds + 0.001 { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The start of each frame, seconds from the first, when the container's index lists every frame (about
  /// `count` of them) and their spacing varies by more than a tenth of `frameTime`; nil for a steady rate (the
  /// frames are then timed by division) or an index that lists only keyframes.
  static func variableFrameStarts(_ stream: UnsafeMutablePointer<AVStream>, count: Int, frameTime: Double) -> [Double]?
  {
    guard let base = seconds(stream.pointee.time_base), base > 0, count >= 2, count <= Tuning.Clips.maxFrames else {
      return nil
    }
    var stamps = [Int64](repeating: 0, count: count + count / 10 + 8)
    let found = Int(
      stamps.withUnsafeMutableBufferPointer { sdlphoto_index_times(stream, $0.baseAddress, Int32($0.count)) })
    guard found >= 2, abs(found - count) <= max(2, count / 50) else { return nil }
    let sorted = stamps.prefix(found).sorted()
    let starts = sorted.map { (Double($0) - Double(sorted[0])) * base }
    let gaps = zip(starts, starts.dropFirst()).map { $1 - $0 }
    guard let shortest = gaps.min(), let longest = gaps.max(), shortest > 0,
      longest - shortest > frameTime / 10
    else { return nil }
    return starts
  }

  /// FFmpeg's "no timestamp" (AV_NOPTS_VALUE, a macro Swift cannot import).
  static let noTimestamp = Int64(bitPattern: 0x8000_0000_0000_0000)

  /// Hands over the frame a seek decoded, once: true when there was one.
  private func takePending() -> Bool {
    guard pending else { return false }
    pending = false
    return true
  }

  /// Decodes the next frame of the stream into `frame`; false at its end or where it is damaged.
  private func decodeFrame() -> Bool {
    guard let format, let codec, let packet, let frame else { return false }
    return FFmpegFrames.next(of: stream, in: format, codec: codec, packet: packet, into: frame, drained: &drained)
  }

  /// FFmpeg's URL for the clip at `location`: the file (never a protocol its name might look like), or the
  /// part of a motion photo's file from its clip's first byte (`EmbeddedClip`).
  static func url(of location: String) -> String {
    guard let (path, start) = EmbeddedClip.parse(location) else { return "file:" + location }
    return "subfile,,start,\(start),end,0,,:file:" + path
  }

  /// `rational` as a number, nil when it has no denominator.
  static func seconds(_ rational: AVRational) -> Double? {
    rational.den != 0 ? Double(rational.num) / Double(rational.den) : nil
  }

  /// The orientation that turns a frame `degrees` clockwise (0, 90, 180, 270).
  static func orientation(degrees: Int32) -> ExifOrientation {
    switch degrees {
    case 90: return .right
    case 180: return .down
    case 270: return .left
    default: return .up
    }
  }

  /// FFmpeg's words for its error `code`.
  static func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 128)
    dl_av_strerror(code, &buffer, buffer.count)
    let text = String(cString: buffer)
    return text.isEmpty ? "FFmpeg error \(code)" : text
  }
}
