import CFFmpeg
import Foundation
import PhotoCore

/// A clip's best audio stream decoded through FFmpeg from a place in it: interleaved float samples, each run
/// with the time of its first sample in the clip (seconds from the clip's start). Used by `ClipSound` from
/// its thread only.
final class ClipSoundReader {
  /// Its samples' rate (a second's) and channels (at most 8: more are left out).
  let rate: Int32
  let channels: Int32

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private let stream: Int32
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private let timeBase: Double
  /// Where the clip's time starts, seconds in this stream's timestamps: its picture's first frame (what the
  /// picture's clock counts from), else the sound's own start.
  private let origin: Double
  /// Samples before this time are dropped (a seek lands on the packet before it), seconds.
  private let from: Double
  private var drained = false

  /// The sound of the clip at `path` from `position` seconds; fails when FFmpeg is missing, the clip has no
  /// sound (`.noSound`) or its decoder will not open.
  static func open(path: String, from position: Double) -> Result<ClipSoundReader, ClipSound.Silence> {
    guard sdlphoto_ffmpeg_load() != 0 else { return .failure(.failed("FFmpeg is not installed")) }
    var format: UnsafeMutablePointer<AVFormatContext>?
    guard dl_avformat_open_input(&format, ClipFrameSource.url(of: path)) >= 0, let opened = format else {
      return .failure(.noSound)
    }
    let index = dl_avformat_find_stream_info(opened) >= 0 ? dl_av_find_best_audio_stream(opened) : -1
    guard index >= 0, let stream = sdlphoto_stream(opened, index), let parameters = stream.pointee.codecpar,
      let decoder = dl_avcodec_find_decoder(parameters.pointee.codec_id),
      let context = dl_avcodec_alloc_context3(decoder)
    else {
      dl_avformat_close_input(&format)
      return .failure(.noSound)
    }
    _ = dl_avcodec_parameters_to_context(context, parameters)
    guard dl_avcodec_open2(context, decoder) >= 0, context.pointee.sample_rate > 0 else {
      var freed: UnsafeMutablePointer<AVCodecContext>? = context
      dl_avcodec_free_context(&freed)
      dl_avformat_close_input(&format)
      return .failure(.failed("the clip's sound does not decode"))
    }
    return .success(ClipSoundReader(format: opened, codec: context, stream: index, from: position))
  }

  private init(
    format: UnsafeMutablePointer<AVFormatContext>, codec: UnsafeMutablePointer<AVCodecContext>, stream index: Int32,
    from position: Double
  ) {
    self.format = format
    self.codec = codec
    self.stream = index
    self.from = position
    rate = codec.pointee.sample_rate
    channels = min(8, max(1, codec.pointee.ch_layout.nb_channels))
    let held = sdlphoto_stream(format, index)!
    timeBase = ClipFrameSource.seconds(held.pointee.time_base) ?? 0
    origin = Self.start(of: sdlphoto_stream(format, dl_av_find_best_video_stream(format))) ?? Self.start(of: held) ?? 0
    packet = dl_av_packet_alloc()
    frame = dl_av_frame_alloc()
    let target = ((position + origin) / max(timeBase, 1e-12)).rounded(.down)
    if position > 0 && timeBase > 0 && target.isFinite && abs(target) < 1e15 {
      if dl_av_seek_frame(format, index, Int64(target), AVSEEK_FLAG_BACKWARD) >= 0 { dl_avcodec_flush_buffers(codec) }
    }
  }

  /// When `stream` starts, seconds; nil for no stream or none said.
  private static func start(of stream: UnsafeMutablePointer<AVStream>?) -> Double? {
    guard let stream, stream.pointee.start_time != ClipFrameSource.noTimestamp,
      let base = ClipFrameSource.seconds(stream.pointee.time_base)
    else { return nil }
    return Double(stream.pointee.start_time) * base
  }

  deinit {
    dl_av_frame_free(&frame)
    dl_av_packet_free(&packet)
    dl_avcodec_free_context(&codec)
    dl_avformat_close_input(&format)
  }

  /// The next run of samples at or after the start, and where its first sits in the clip (seconds); nil at
  /// the sound's end or where it is damaged.
  func next() -> (samples: [Float], at: Double)? {
    while let frame = decodeFrame() {
      defer { dl_av_frame_unref(frame) }
      let count = Int(frame.pointee.nb_samples)
      guard count > 0, sdlphoto_frame_channels(frame) >= channels else { continue }
      let stamp = frame.pointee.best_effort_timestamp
      let at = stamp == ClipFrameSource.noTimestamp ? from : Double(stamp) * timeBase - origin
      var samples = [Float](repeating: 0, count: count * Int(channels))
      guard samples.withUnsafeMutableBufferPointer({ sdlphoto_interleave_float(frame, channels, $0.baseAddress) }) != 0
      else { return nil }
      // Drop what lies before the start (the seek's packet began earlier).
      let skip = min(count, max(0, Int(((from - at) * Double(rate)).rounded())))
      guard skip < count else { continue }
      if skip > 0 { samples.removeFirst(skip * Int(channels)) }
      return (samples, at + Double(skip) / Double(rate))
    }
    return nil
  }

  /// Decodes the next audio frame; nil at the end.
  private func decodeFrame() -> UnsafeMutablePointer<AVFrame>? {
    guard let format, let codec, let packet, let frame,
      FFmpegFrames.next(of: stream, in: format, codec: codec, packet: packet, into: frame, drained: &drained)
    else { return nil }
    return frame
  }
}
