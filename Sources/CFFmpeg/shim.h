#ifndef SDLPHOTO_CFFMPEG_SHIM_H
#define SDLPHOTO_CFFMPEG_SHIM_H
// FFmpeg's libavformat, libavcodec, libavutil and libswscale (Debian's 5.1): clips' containers read, their
// video decoded and converted to the screen's pixels.
//
// Not linked: the four libraries (and the codecs they pull in: x264's and x265's decoders, dav1d, libvpx...)
// are opened at run time (`CLoader`) on the first clip, so a process that never meets one maps none of them. The headers give the
// types and constants only; every call goes through the `dl_` wrappers below, which call through the table
// `sdlphoto_ffmpeg_load()` fills.
#include <errno.h>
#include <math.h>
#include "../CLoader/loader.h"
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/display.h>
#include <libavutil/hwcontext.h>
#include <libavutil/imgutils.h>
#include <libswscale/swscale.h>

// The libraries whose structures the headers describe (fields are read directly): their major versions, from
// the headers themselves (Debian bookworm's FFmpeg 5.1: libavformat.so.59, libavcodec.so.59, libavutil.so.57,
// libswscale.so.6), never another ABI's.
#define SDLPHOTO_AVFORMAT_SONAME "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR)
#define SDLPHOTO_AVCODEC_SONAME "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR)
#define SDLPHOTO_AVUTIL_SONAME "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR)
#define SDLPHOTO_SWSCALE_SONAME "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR)

// The functions used, by library.
#define SDLPHOTO_AVFORMAT_FUNCTIONS(F)                                                                          \
  F(avformat_open_input)                                                                                        \
  F(avformat_find_stream_info)                                                                                  \
  F(av_find_best_stream)                                                                                        \
  F(avformat_close_input)                                                                                       \
  F(av_read_frame)                                                                                              \
  F(av_seek_frame)                                                                                              \
  F(av_stream_get_side_data)                                                                                    \
  F(avformat_index_get_entries_count)                                                                           \
  F(avformat_index_get_entry)
#define SDLPHOTO_AVCODEC_FUNCTIONS(F)                                                                           \
  F(avcodec_find_decoder)                                                                                       \
  F(avcodec_alloc_context3)                                                                                     \
  F(avcodec_parameters_to_context)                                                                              \
  F(avcodec_open2)                                                                                              \
  F(avcodec_send_packet)                                                                                        \
  F(avcodec_receive_frame)                                                                                      \
  F(avcodec_free_context)                                                                                       \
  F(avcodec_flush_buffers)                                                                                      \
  F(avcodec_get_hw_config)                                                                                      \
  F(avcodec_default_get_format)                                                                                 \
  F(av_packet_alloc)                                                                                            \
  F(av_packet_free)                                                                                             \
  F(av_packet_unref)
#define SDLPHOTO_AVUTIL_FUNCTIONS(F)                                                                            \
  F(av_frame_alloc)                                                                                             \
  F(av_frame_free)                                                                                              \
  F(av_frame_unref)                                                                                             \
  F(av_display_rotation_get)                                                                                    \
  F(av_log_set_level)                                                                                           \
  F(av_strerror)                                                                                                \
  F(av_sample_fmt_is_planar)                                                                                    \
  F(av_get_packed_sample_fmt)                                                                                   \
  F(av_hwdevice_ctx_create)                                                                                     \
  F(av_hwframe_transfer_data)                                                                                   \
  F(av_frame_copy_props)                                                                                        \
  F(av_buffer_ref)
#define SDLPHOTO_SWSCALE_FUNCTIONS(F)                                                                           \
  F(sws_getContext)                                                                                             \
  F(sws_scale)                                                                                                  \
  F(sws_freeContext)                                                                                            \
  F(sws_setColorspaceDetails)                                                                                   \
  F(sws_getCoefficients)

#define SDLPHOTO_FFMPEG_FUNCTIONS(F)                                                                            \
  SDLPHOTO_AVFORMAT_FUNCTIONS(F) SDLPHOTO_AVCODEC_FUNCTIONS(F) SDLPHOTO_AVUTIL_FUNCTIONS(F)                     \
  SDLPHOTO_SWSCALE_FUNCTIONS(F)

SDLPHOTO_LIBRARY(ffmpeg, SDLPHOTO_FFMPEG_FUNCTIONS)

static inline void sdlphoto_ffmpeg_open(void) {
  // Each function is taken from the first of the four that has it.
  static const char *const sonames[] = {
      SDLPHOTO_AVFORMAT_SONAME, SDLPHOTO_AVCODEC_SONAME, SDLPHOTO_AVUTIL_SONAME, SDLPHOTO_SWSCALE_SONAME};
  struct sdlphoto_ffmpeg_functions table;
  if (!sdlphoto_ffmpeg_bind(sonames, 4, &table, sdlphoto_ffmpeg_error, sizeof sdlphoto_ffmpeg_error)) return;
  // Quiet: a damaged clip is reported once, by the viewer, not by FFmpeg's own lines on stderr.
  table.av_log_set_level(AV_LOG_QUIET);
  sdlphoto_ffmpeg_publish(&table);
}

/// Loads FFmpeg's libraries the first time (any thread; the others wait): 1 when they and every function are
/// there, else 0.
static inline int sdlphoto_ffmpeg_load(void) {
  pthread_once(&sdlphoto_ffmpeg_once, sdlphoto_ffmpeg_open);
  return sdlphoto_ffmpeg_ready();
}

// What Swift cannot import: function-like macros.
static const int sdlphoto_averror_eagain = AVERROR(EAGAIN);
static const int sdlphoto_averror_eof = AVERROR_EOF;
static const int sdlphoto_averror_stream_not_found = AVERROR_STREAM_NOT_FOUND;

/// Plane `i` of `frame` and its bytes per row (Swift sees the arrays as tuples).
static inline uint8_t *sdlphoto_frame_plane(const AVFrame *frame, int i) { return frame->data[i]; }
static inline int sdlphoto_frame_pitch(const AVFrame *frame, int i) { return frame->linesize[i]; }

/// Stream `i` of `context`.
static inline AVStream *sdlphoto_stream(const AVFormatContext *context, int i) {
  return i >= 0 && (unsigned)i < context->nb_streams ? context->streams[i] : NULL;
}

// The calls, valid once sdlphoto_ffmpeg_load() has returned 1.
static inline int dl_avformat_open_input(AVFormatContext **context, const char *url) {
  return sdlphoto_ffmpeg.avformat_open_input(context, url, NULL, NULL);
}
static inline int dl_avformat_find_stream_info(AVFormatContext *context) {
  return sdlphoto_ffmpeg.avformat_find_stream_info(context, NULL);
}
static inline int dl_av_find_best_video_stream(AVFormatContext *context) {
  return sdlphoto_ffmpeg.av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, NULL, 0);
}
static inline int dl_av_find_best_audio_stream(AVFormatContext *context) {
  return sdlphoto_ffmpeg.av_find_best_stream(context, AVMEDIA_TYPE_AUDIO, -1, -1, NULL, 0);
}
static inline void dl_avformat_close_input(AVFormatContext **context) { sdlphoto_ffmpeg.avformat_close_input(context); }
static inline int dl_av_read_frame(AVFormatContext *context, AVPacket *packet) {
  return sdlphoto_ffmpeg.av_read_frame(context, packet);
}
static inline int dl_av_seek_frame(AVFormatContext *context, int stream, int64_t timestamp, int flags) {
  return sdlphoto_ffmpeg.av_seek_frame(context, stream, timestamp, flags);
}
static inline const AVCodec *dl_avcodec_find_decoder(enum AVCodecID id) { return sdlphoto_ffmpeg.avcodec_find_decoder(id); }
static inline AVCodecContext *dl_avcodec_alloc_context3(const AVCodec *codec) {
  return sdlphoto_ffmpeg.avcodec_alloc_context3(codec);
}
static inline int dl_avcodec_parameters_to_context(AVCodecContext *context, const AVCodecParameters *parameters) {
  return sdlphoto_ffmpeg.avcodec_parameters_to_context(context, parameters);
}
static inline int dl_avcodec_open2(AVCodecContext *context, const AVCodec *codec) {
  return sdlphoto_ffmpeg.avcodec_open2(context, codec, NULL);
}
static inline int dl_avcodec_send_packet(AVCodecContext *context, const AVPacket *packet) {
  return sdlphoto_ffmpeg.avcodec_send_packet(context, packet);
}
static inline int dl_avcodec_receive_frame(AVCodecContext *context, AVFrame *frame) {
  return sdlphoto_ffmpeg.avcodec_receive_frame(context, frame);
}
static inline void dl_avcodec_free_context(AVCodecContext **context) { sdlphoto_ffmpeg.avcodec_free_context(context); }
static inline void dl_avcodec_flush_buffers(AVCodecContext *context) { sdlphoto_ffmpeg.avcodec_flush_buffers(context); }
static inline AVPacket *dl_av_packet_alloc(void) { return sdlphoto_ffmpeg.av_packet_alloc(); }
static inline void dl_av_packet_free(AVPacket **packet) { sdlphoto_ffmpeg.av_packet_free(packet); }
static inline void dl_av_packet_unref(AVPacket *packet) { sdlphoto_ffmpeg.av_packet_unref(packet); }
static inline AVFrame *dl_av_frame_alloc(void) { return sdlphoto_ffmpeg.av_frame_alloc(); }
static inline void dl_av_frame_free(AVFrame **frame) { sdlphoto_ffmpeg.av_frame_free(frame); }
static inline void dl_av_frame_unref(AVFrame *frame) { sdlphoto_ffmpeg.av_frame_unref(frame); }
static inline struct SwsContext *dl_sws_getContext(int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW,
                                                   int dstH, enum AVPixelFormat dstFormat, int flags) {
  return sdlphoto_ffmpeg.sws_getContext(srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, NULL, NULL, NULL);
}
static inline void dl_sws_freeContext(struct SwsContext *context) { sdlphoto_ffmpeg.sws_freeContext(context); }

/// Converts `frame` into `pixels` (`pitch` bytes a row, in `context`'s output size and format), its matrix and
/// range as the frame says (BT.709 for HD, BT.601 for SD when it says nothing), to full-range RGB.
static inline int dl_sws_scale_frame(struct SwsContext *context, const AVFrame *frame, uint8_t *pixels, int pitch) {
  int space = frame->colorspace;
  if (space == AVCOL_SPC_UNSPECIFIED || space == AVCOL_SPC_RGB) {
    space = frame->height >= 720 ? AVCOL_SPC_BT709 : AVCOL_SPC_SMPTE170M;
  }
  const int *coefficients = sdlphoto_ffmpeg.sws_getCoefficients(space == AVCOL_SPC_BT709 ? SWS_CS_ITU709 :
                                                                  space == AVCOL_SPC_BT2020_NCL ? SWS_CS_BT2020 :
                                                                  SWS_CS_ITU601);
  int full = frame->color_range == AVCOL_RANGE_JPEG || frame->format == AV_PIX_FMT_YUVJ420P ||
             frame->format == AV_PIX_FMT_YUVJ422P || frame->format == AV_PIX_FMT_YUVJ444P;
  sdlphoto_ffmpeg.sws_setColorspaceDetails(context, coefficients, full, coefficients, 1, 0, 1 << 16, 1 << 16);
  uint8_t *planes[4] = {pixels, NULL, NULL, NULL};
  int pitches[4] = {pitch, 0, 0, 0};
  return sdlphoto_ffmpeg.sws_scale(context, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height,
                                   planes, pitches);
}

/// `frame`'s samples (at most 8 channels) as interleaved 32-bit floats into `out` (room for nb_samples x
/// channels): planar or packed, 8-, 16-, 32-bit integers, floats or doubles. 0 when the format is none of them.
static inline int sdlphoto_interleave_float(const AVFrame *frame, int channels, float *out) {
  int n = frame->nb_samples;
  int planar = sdlphoto_ffmpeg.av_sample_fmt_is_planar(frame->format);
  enum AVSampleFormat packed = sdlphoto_ffmpeg.av_get_packed_sample_fmt(frame->format);
  for (int c = 0; c < channels; c++) {
    const uint8_t *plane = planar ? frame->data[c] : frame->data[0];
    int step = planar ? 1 : frame->ch_layout.nb_channels;
    int offset = planar ? 0 : c;
    for (int i = 0; i < n; i++) {
      int k = i * step + offset;
      float v;
      switch (packed) {
      case AV_SAMPLE_FMT_U8: v = (((const uint8_t *)plane)[k] - 128) / 128.0f; break;
      case AV_SAMPLE_FMT_S16: v = ((const int16_t *)plane)[k] / 32768.0f; break;
      case AV_SAMPLE_FMT_S32: v = ((const int32_t *)plane)[k] / 2147483648.0f; break;
      case AV_SAMPLE_FMT_FLT: v = ((const float *)plane)[k]; break;
      case AV_SAMPLE_FMT_DBL: v = (float)((const double *)plane)[k]; break;
      default: return 0;
      }
      out[i * channels + c] = v;
    }
  }
  return 1;
}

/// The timestamps of `stream`'s samples as its container's index lists them (an MP4's or MOV's sample table
/// holds every frame; a Matroska's cues only keyframes), at most `max`, into `times` (the stream's time base),
/// frames the index marks as discarded (an edit list's) left out: how many.
static inline int sdlphoto_index_times(AVStream *stream, int64_t *times, int max) {
  int count = sdlphoto_ffmpeg.avformat_index_get_entries_count(stream);
  int found = 0;
  for (int i = 0; i < count && found < max; i++) {
    const AVIndexEntry *entry = sdlphoto_ffmpeg.avformat_index_get_entry(stream, i);
    if (entry && !(entry->flags & AVINDEX_DISCARD_FRAME)) times[found++] = entry->timestamp;
  }
  return found;
}

/// `frame`'s channels and sample rate.
static inline int sdlphoto_frame_channels(const AVFrame *frame) { return frame->ch_layout.nb_channels; }

// VA-API (`--hwdec auto`): one device a process, opened the first time a clip asks, on the machine's default
// render node; none where there is no GPU or no VA-API driver (then clips decode in software, as with `off`).
__attribute__((weak)) AVBufferRef *sdlphoto_vaapi_device = 0;
__attribute__((weak)) pthread_once_t sdlphoto_vaapi_once = PTHREAD_ONCE_INIT;

static inline void sdlphoto_vaapi_open(void) {
  AVBufferRef *device = NULL;
  if (sdlphoto_ffmpeg.av_hwdevice_ctx_create(&device, AV_HWDEVICE_TYPE_VAAPI, NULL, NULL, 0) >= 0) {
    sdlphoto_vaapi_device = device;
  }
}

/// The decoder's choice of output: VA-API surfaces when it offers them for this stream, else its software default.
static enum AVPixelFormat sdlphoto_pick_vaapi(AVCodecContext *context, const enum AVPixelFormat *formats) {
  for (const enum AVPixelFormat *p = formats; *p != AV_PIX_FMT_NONE; p++) {
    if (*p == AV_PIX_FMT_VAAPI) return *p;
  }
  return sdlphoto_ffmpeg.avcodec_default_get_format(context, formats);
}

/// Asks `context` (`codec`'s, not yet opened) to decode on VA-API when the machine has it and the decoder can:
/// 1 when asked.
static inline int sdlphoto_request_vaapi(AVCodecContext *context, const AVCodec *codec) {
  pthread_once(&sdlphoto_vaapi_once, sdlphoto_vaapi_open);
  if (!sdlphoto_vaapi_device) return 0;
  for (int i = 0;; i++) {
    const AVCodecHWConfig *config = sdlphoto_ffmpeg.avcodec_get_hw_config(codec, i);
    if (!config) return 0;
    if ((config->methods & AV_CODEC_HW_CONFIG_METHOD_HW_DEVICE_CTX) && config->device_type == AV_HWDEVICE_TYPE_VAAPI) {
      break;
    }
  }
  context->hw_device_ctx = sdlphoto_ffmpeg.av_buffer_ref(sdlphoto_vaapi_device);
  if (!context->hw_device_ctx) return 0;
  context->get_format = sdlphoto_pick_vaapi;
  return 1;
}

/// Whether `frame` lies on the GPU (a VA-API surface).
static inline int sdlphoto_frame_on_gpu(const AVFrame *frame) { return frame->format == AV_PIX_FMT_VAAPI; }

/// Copies a GPU `frame` into `copy` in memory (its pixels and its colour facts); 0 on success.
static inline int dl_av_hwframe_download(AVFrame *copy, const AVFrame *frame) {
  int status = sdlphoto_ffmpeg.av_hwframe_transfer_data(copy, frame, 0);
  if (status >= 0) sdlphoto_ffmpeg.av_frame_copy_props(copy, frame);
  return status < 0 ? status : 0;
}

/// The clockwise turn the stream's display matrix asks for, in degrees (0, 90, 180, 270; 0 when none).
static inline int sdlphoto_stream_rotation(AVStream *stream) {
  const uint8_t *matrix = sdlphoto_ffmpeg.av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, NULL);
  if (!matrix) return 0;
  double angle = sdlphoto_ffmpeg.av_display_rotation_get((const int32_t *)matrix);
  if (angle != angle) return 0;  // NaN: no rotation
  // av_display_rotation_get gives the counter-clockwise angle; the turn to show it upright is clockwise.
  long degrees = lround(-angle);
  degrees = ((degrees % 360) + 360) % 360;
  return (int)((degrees + 45) / 90 % 4 * 90);
}

/// The message for FFmpeg's error `code`, into `buffer`.
static inline void dl_av_strerror(int code, char *buffer, size_t size) { sdlphoto_ffmpeg.av_strerror(code, buffer, size); }

#endif
