#ifndef SDLPHOTO_CWEBP_SHIM_H
#define SDLPHOTO_CWEBP_SHIM_H
// libwebp's advanced decoding API: WebPDecoderConfig decodes with scaling straight into a caller's buffer.
#include <webp/decode.h>
// libwebpdemux's animation decoder: an animated WebP's frames composited (blending and disposal done), each
// with its end time, and the file's loop count. Small, and part of libwebp: linked like it.
#include <webp/demux.h>
// The encoder (same library): the tests make their WebP fixtures with it.
#include <webp/encode.h>

// WebPAnimDecoderOptionsInit and WebPAnimDecoderNew are inline wrappers over versioned functions: these call
// them for Swift.
static inline int sdlphoto_webp_anim_decoder_options_init(WebPAnimDecoderOptions *options) {
  return WebPAnimDecoderOptionsInit(options);
}
static inline WebPAnimDecoder *sdlphoto_webp_anim_decoder_new(const WebPData *data,
                                                             const WebPAnimDecoderOptions *options) {
  return WebPAnimDecoderNew(data, options);
}
#endif
