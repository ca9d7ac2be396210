#ifndef SDLPHOTO_CJXL_SHIM_H
#define SDLPHOTO_CJXL_SHIM_H
// libjxl: JPEG XL decoding with the image's orientation applied. Its encoder (same library) makes the tests'
// JPEG XL fixtures.
//
// Not linked: libjxl and what it pulls in (hwy, brotli, lcms2...) are opened at run time (`CLoader`) on first use, so a process
// that never meets a JPEG XL maps none of them. The headers give the types and constants only; every call
// goes through `dl_` wrappers below, which call through the table `sdlphoto_jxl_load()` fills.
#include <jxl/decode.h>
#include <jxl/encode.h>
#include "../CLoader/loader.h"
#include <stdlib.h>

#define SDLPHOTO_JXL_SONAME "libjxl.so.0.7"

// The functions used (the decoder's, then the test fixtures' encoder's).
#define SDLPHOTO_JXL_FUNCTIONS(F)                                                                               \
  F(JxlDecoderCreate)                                                                                           \
  F(JxlDecoderDestroy)                                                                                          \
  F(JxlDecoderSubscribeEvents)                                                                                  \
  F(JxlDecoderSetKeepOrientation)                                                                               \
  F(JxlDecoderSetInput)                                                                                         \
  F(JxlDecoderProcessInput)                                                                                     \
  F(JxlDecoderGetBasicInfo)                                                                                     \
  F(JxlDecoderGetFrameHeader)                                                                                   \
  F(JxlDecoderReset)                                                                                            \
  F(JxlDecoderSkipFrames)                                                                                       \
  F(JxlDecoderImageOutBufferSize)                                                                               \
  F(JxlDecoderSetImageOutBuffer)                                                                                \
  F(JxlDecoderGetColorAsEncodedProfile)                                                                         \
  F(JxlDecoderGetICCProfileSize)                                                                                \
  F(JxlDecoderGetColorAsICCProfile)                                                                             \
  F(JxlEncoderCreate)                                                                                           \
  F(JxlEncoderDestroy)                                                                                          \
  F(JxlEncoderInitBasicInfo)                                                                                    \
  F(JxlEncoderSetBasicInfo)                                                                                     \
  F(JxlColorEncodingSetToSRGB)                                                                                  \
  F(JxlEncoderSetColorEncoding)                                                                                 \
  F(JxlEncoderFrameSettingsCreate)                                                                              \
  F(JxlEncoderSetFrameLossless)                                                                                 \
  F(JxlEncoderFrameSettingsSetOption)                                                                           \
  F(JxlEncoderAddImageFrame)                                                                                    \
  F(JxlEncoderInitFrameHeader)                                                                                  \
  F(JxlEncoderSetFrameHeader)                                                                                   \
  F(JxlEncoderCloseInput)                                                                                       \
  F(JxlEncoderProcessOutput)

SDLPHOTO_LIBRARY(jxl, SDLPHOTO_JXL_FUNCTIONS)

static inline void sdlphoto_jxl_open(void) {
  static const char *const sonames[] = {SDLPHOTO_JXL_SONAME};
  struct sdlphoto_jxl_functions table;
  if (!sdlphoto_jxl_bind(sonames, 1, &table, sdlphoto_jxl_error, sizeof sdlphoto_jxl_error)) return;
  sdlphoto_jxl_publish(&table);
}

/// Loads libjxl the first time (any thread; the others wait): 1 when it and every function are there, else 0.
static inline int sdlphoto_jxl_load(void) {
  pthread_once(&sdlphoto_jxl_once, sdlphoto_jxl_open);
  return sdlphoto_jxl_ready();
}

// The calls, valid once sdlphoto_jxl_load() has returned 1.
static inline JxlDecoder *dl_JxlDecoderCreate(const JxlMemoryManager *memory_manager) {
  return sdlphoto_jxl.JxlDecoderCreate(memory_manager);
}
static inline void dl_JxlDecoderDestroy(JxlDecoder *dec) { sdlphoto_jxl.JxlDecoderDestroy(dec); }
static inline JxlDecoderStatus dl_JxlDecoderSubscribeEvents(JxlDecoder *dec, int events_wanted) {
  return sdlphoto_jxl.JxlDecoderSubscribeEvents(dec, events_wanted);
}
static inline JxlDecoderStatus dl_JxlDecoderSetKeepOrientation(JxlDecoder *dec, JXL_BOOL skip_reorientation) {
  return sdlphoto_jxl.JxlDecoderSetKeepOrientation(dec, skip_reorientation);
}
static inline JxlDecoderStatus dl_JxlDecoderSetInput(JxlDecoder *dec, const uint8_t *data, size_t size) {
  return sdlphoto_jxl.JxlDecoderSetInput(dec, data, size);
}
static inline JxlDecoderStatus dl_JxlDecoderProcessInput(JxlDecoder *dec) {
  return sdlphoto_jxl.JxlDecoderProcessInput(dec);
}
static inline JxlDecoderStatus dl_JxlDecoderGetBasicInfo(const JxlDecoder *dec, JxlBasicInfo *info) {
  return sdlphoto_jxl.JxlDecoderGetBasicInfo(dec, info);
}
static inline JxlDecoderStatus dl_JxlDecoderGetFrameHeader(const JxlDecoder *dec, JxlFrameHeader *header) {
  return sdlphoto_jxl.JxlDecoderGetFrameHeader(dec, header);
}
static inline void dl_JxlDecoderReset(JxlDecoder *dec) { sdlphoto_jxl.JxlDecoderReset(dec); }
static inline void dl_JxlDecoderSkipFrames(JxlDecoder *dec, size_t amount) {
  sdlphoto_jxl.JxlDecoderSkipFrames(dec, amount);
}
static inline JxlDecoderStatus dl_JxlDecoderImageOutBufferSize(
    const JxlDecoder *dec, const JxlPixelFormat *format, size_t *size) {
  return sdlphoto_jxl.JxlDecoderImageOutBufferSize(dec, format, size);
}
static inline JxlDecoderStatus dl_JxlDecoderSetImageOutBuffer(
    JxlDecoder *dec, const JxlPixelFormat *format, void *buffer, size_t size) {
  return sdlphoto_jxl.JxlDecoderSetImageOutBuffer(dec, format, buffer, size);
}
/// What the pixels libjxl outputs are in (asked once `JXL_DEC_COLOR_ENCODING` has come): 1 with CICP code points
/// in `primaries` and `transfer` when its colour encoding is a standard RGB one; 2 with an ICC profile (malloc()ed,
/// the caller frees it) in `icc` and `icc_size` otherwise; 0 when it says nothing usable (grey, or an error).
static inline int sdlphoto_jxl_color(const JxlDecoder *dec, int *primaries, int *transfer, uint8_t **icc, size_t *icc_size) {
  JxlColorEncoding e;
  if (sdlphoto_jxl.JxlDecoderGetColorAsEncodedProfile(dec, NULL, JXL_COLOR_PROFILE_TARGET_DATA, &e) == JXL_DEC_SUCCESS) {
    if (e.color_space != JXL_COLOR_SPACE_RGB) return 0;
    int p = -1, t = -1;
    if (e.white_point == JXL_WHITE_POINT_D65) {
      if (e.primaries == JXL_PRIMARIES_SRGB) p = 1;
      if (e.primaries == JXL_PRIMARIES_2100) p = 9;
      if (e.primaries == JXL_PRIMARIES_P3) p = 12;
    } else if (e.white_point == JXL_WHITE_POINT_DCI && e.primaries == JXL_PRIMARIES_P3) {
      p = 11;
    }
    if (e.transfer_function == JXL_TRANSFER_FUNCTION_GAMMA) {
      if (e.gamma > 0.4530 && e.gamma < 0.4560) t = 4;  // a 2.2 power
    } else {
      t = (int)e.transfer_function;  // the same numbers as CICP's
    }
    if (p > 0 && t > 0) {
      *primaries = p;
      *transfer = t;
      return 1;
    }
  }
  size_t size = 0;
  if (sdlphoto_jxl.JxlDecoderGetICCProfileSize(dec, NULL, JXL_COLOR_PROFILE_TARGET_DATA, &size) != JXL_DEC_SUCCESS ||
      size == 0 || size > 255 * 65519) {
    return 0;
  }
  uint8_t *profile = malloc(size);
  if (!profile) return 0;
  if (sdlphoto_jxl.JxlDecoderGetColorAsICCProfile(dec, NULL, JXL_COLOR_PROFILE_TARGET_DATA, profile, size) !=
      JXL_DEC_SUCCESS) {
    free(profile);
    return 0;
  }
  *icc = profile;
  *icc_size = size;
  return 2;
}
static inline JxlEncoder *dl_JxlEncoderCreate(const JxlMemoryManager *memory_manager) {
  return sdlphoto_jxl.JxlEncoderCreate(memory_manager);
}
static inline void dl_JxlEncoderDestroy(JxlEncoder *enc) { sdlphoto_jxl.JxlEncoderDestroy(enc); }
static inline void dl_JxlEncoderInitBasicInfo(JxlBasicInfo *info) { sdlphoto_jxl.JxlEncoderInitBasicInfo(info); }
static inline JxlEncoderStatus dl_JxlEncoderSetBasicInfo(JxlEncoder *enc, const JxlBasicInfo *info) {
  return sdlphoto_jxl.JxlEncoderSetBasicInfo(enc, info);
}
static inline void dl_JxlColorEncodingSetToSRGB(JxlColorEncoding *color_encoding, JXL_BOOL is_gray) {
  sdlphoto_jxl.JxlColorEncodingSetToSRGB(color_encoding, is_gray);
}
static inline JxlEncoderStatus dl_JxlEncoderSetColorEncoding(JxlEncoder *enc, const JxlColorEncoding *color) {
  return sdlphoto_jxl.JxlEncoderSetColorEncoding(enc, color);
}
static inline JxlEncoderFrameSettings *dl_JxlEncoderFrameSettingsCreate(
    JxlEncoder *enc, const JxlEncoderFrameSettings *source) {
  return sdlphoto_jxl.JxlEncoderFrameSettingsCreate(enc, source);
}
static inline JxlEncoderStatus dl_JxlEncoderSetFrameLossless(JxlEncoderFrameSettings *settings, JXL_BOOL lossless) {
  return sdlphoto_jxl.JxlEncoderSetFrameLossless(settings, lossless);
}
static inline JxlEncoderStatus dl_JxlEncoderFrameSettingsSetOption(
    JxlEncoderFrameSettings *settings, JxlEncoderFrameSettingId option, int64_t value) {
  return sdlphoto_jxl.JxlEncoderFrameSettingsSetOption(settings, option, value);
}
static inline void dl_JxlEncoderInitFrameHeader(JxlFrameHeader *header) {
  sdlphoto_jxl.JxlEncoderInitFrameHeader(header);
}
static inline JxlEncoderStatus dl_JxlEncoderSetFrameHeader(JxlEncoderFrameSettings *settings,
                                                           const JxlFrameHeader *header) {
  return sdlphoto_jxl.JxlEncoderSetFrameHeader(settings, header);
}
static inline JxlEncoderStatus dl_JxlEncoderAddImageFrame(
    const JxlEncoderFrameSettings *settings, const JxlPixelFormat *format, const void *buffer, size_t size) {
  return sdlphoto_jxl.JxlEncoderAddImageFrame(settings, format, buffer, size);
}
static inline void dl_JxlEncoderCloseInput(JxlEncoder *enc) { sdlphoto_jxl.JxlEncoderCloseInput(enc); }
static inline JxlEncoderStatus dl_JxlEncoderProcessOutput(JxlEncoder *enc, uint8_t **next_out, size_t *avail_out) {
  return sdlphoto_jxl.JxlEncoderProcessOutput(enc, next_out, avail_out);
}

#endif
