import CFFmpeg

/// FFmpeg's decoding loop, one frame at a time, for a clip's picture (`ClipFrameSource`) and its sound
/// (`ClipSoundReader`): packets of one stream read from the file and sent to its decoder until it gives a
/// frame; at the file's end the decoder gives up what it holds.
enum FFmpegFrames {
  /// Decodes the next frame of stream `stream` of `format` with `codec` into `frame` (reading through
  /// `packet`); false at its end or where it is damaged. `drained`: every packet was read (kept by the caller
  /// between calls, cleared when it seeks).
  static func next(
    of stream: Int32, in format: UnsafeMutablePointer<AVFormatContext>, codec: UnsafeMutablePointer<AVCodecContext>,
    packet: UnsafeMutablePointer<AVPacket>, into frame: UnsafeMutablePointer<AVFrame>, drained: inout Bool
  ) -> Bool {
    while true {
      let received = dl_avcodec_receive_frame(codec, frame)
      if received == 0 { return true }
      guard received == sdlphoto_averror_eagain, !drained else { return false }
      if dl_av_read_frame(format, packet) < 0 {
        // The end of the file (or of what of it reads): the decoder gives up what it holds.
        drained = true
        _ = dl_avcodec_send_packet(codec, nil)
        continue
      }
      if packet.pointee.stream_index == stream { _ = dl_avcodec_send_packet(codec, packet) }
      dl_av_packet_unref(packet)
    }
  }
}
