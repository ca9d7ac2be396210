#ifndef SDLPHOTO_CAVIF_SHIM_H
#define SDLPHOTO_CAVIF_SHIM_H
// libavif: AVIF parsing and AV1 decoding (through dav1d or aom) into a caller's RGB buffer. Its encoder (aom,
// same library) makes the tests' AVIF fixtures.
//
// Not linked: libavif and the codecs it pulls in (aom, dav1d...) are opened at run time (`CLoader`) on first use, so a process
// that never meets an AVIF maps none of them. The header gives the types and constants only; every call goes
// through `dl_` wrappers below, which call through the table `sdlphoto_avif_load()` fills.
#include <avif/avif.h>
#include "../CLoader/loader.h"

#define SDLPHOTO_AVIF_SONAME "libavif.so.15"

// The functions used (the decoder's, then the test fixtures' encoder's).
#define SDLPHOTO_AVIF_FUNCTIONS(F)                                                                              \
  F(avifDecoderCreate)                                                                                          \
  F(avifDecoderDestroy)                                                                                         \
  F(avifDecoderSetIOMemory)                                                                                     \
  F(avifDecoderParse)                                                                                           \
  F(avifDecoderNextImage)                                                                                       \
  F(avifDecoderReset)                                                                                           \
  F(avifDecoderNthImageTiming)                                                                                  \
  F(avifRGBImageSetDefaults)                                                                                    \
  F(avifImageYUVToRGB)                                                                                          \
  F(avifImageCreateEmpty)                                                                                       \
  F(avifImageSetViewRect)                                                                                       \
  F(avifResultToString)                                                                                         \
  F(avifImageCreate)                                                                                            \
  F(avifImageDestroy)                                                                                           \
  F(avifImageRGBToYUV)                                                                                          \
  F(avifEncoderCreate)                                                                                          \
  F(avifEncoderDestroy)                                                                                         \
  F(avifEncoderWrite)                                                                                           \
  F(avifRWDataFree)                                                                                             \
  F(avifEncoderAddImage)                                                                                        \
  F(avifEncoderFinish)

SDLPHOTO_LIBRARY(avif, SDLPHOTO_AVIF_FUNCTIONS)

static inline void sdlphoto_avif_open(void) {
  static const char *const sonames[] = {SDLPHOTO_AVIF_SONAME};
  struct sdlphoto_avif_functions table;
  if (!sdlphoto_avif_bind(sonames, 1, &table, sdlphoto_avif_error, sizeof sdlphoto_avif_error)) return;
  sdlphoto_avif_publish(&table);
}

/// Loads libavif the first time (any thread; the others wait): 1 when it and every function are there, else 0.
static inline int sdlphoto_avif_load(void) {
  pthread_once(&sdlphoto_avif_once, sdlphoto_avif_open);
  return sdlphoto_avif_ready();
}

// The calls, valid once sdlphoto_avif_load() has returned 1.
static inline avifDecoder *dl_avifDecoderCreate(void) { return sdlphoto_avif.avifDecoderCreate(); }
static inline void dl_avifDecoderDestroy(avifDecoder *decoder) { sdlphoto_avif.avifDecoderDestroy(decoder); }
static inline avifResult dl_avifDecoderSetIOMemory(avifDecoder *decoder, const uint8_t *data, size_t size) {
  return sdlphoto_avif.avifDecoderSetIOMemory(decoder, data, size);
}
static inline avifResult dl_avifDecoderParse(avifDecoder *decoder) { return sdlphoto_avif.avifDecoderParse(decoder); }
static inline avifResult dl_avifDecoderNextImage(avifDecoder *decoder) {
  return sdlphoto_avif.avifDecoderNextImage(decoder);
}
static inline avifResult dl_avifDecoderReset(avifDecoder *decoder) { return sdlphoto_avif.avifDecoderReset(decoder); }
static inline avifResult dl_avifDecoderNthImageTiming(const avifDecoder *decoder, uint32_t frameIndex,
                                                      avifImageTiming *timing) {
  return sdlphoto_avif.avifDecoderNthImageTiming(decoder, frameIndex, timing);
}
static inline void dl_avifRGBImageSetDefaults(avifRGBImage *rgb, const avifImage *image) {
  sdlphoto_avif.avifRGBImageSetDefaults(rgb, image);
}
static inline avifResult dl_avifImageYUVToRGB(const avifImage *image, avifRGBImage *rgb) {
  return sdlphoto_avif.avifImageYUVToRGB(image, rgb);
}
static inline avifImage *dl_avifImageCreateEmpty(void) { return sdlphoto_avif.avifImageCreateEmpty(); }
static inline avifResult dl_avifImageSetViewRect(avifImage *view, const avifImage *image, const avifCropRect *rect) {
  return sdlphoto_avif.avifImageSetViewRect(view, image, rect);
}
static inline const char *dl_avifResultToString(avifResult result) { return sdlphoto_avif.avifResultToString(result); }
static inline avifImage *dl_avifImageCreate(
    uint32_t width, uint32_t height, uint32_t depth, avifPixelFormat yuvFormat) {
  return sdlphoto_avif.avifImageCreate(width, height, depth, yuvFormat);
}
static inline void dl_avifImageDestroy(avifImage *image) { sdlphoto_avif.avifImageDestroy(image); }
static inline avifResult dl_avifImageRGBToYUV(avifImage *image, const avifRGBImage *rgb) {
  return sdlphoto_avif.avifImageRGBToYUV(image, rgb);
}
static inline avifEncoder *dl_avifEncoderCreate(void) { return sdlphoto_avif.avifEncoderCreate(); }
static inline void dl_avifEncoderDestroy(avifEncoder *encoder) { sdlphoto_avif.avifEncoderDestroy(encoder); }
static inline avifResult dl_avifEncoderWrite(avifEncoder *encoder, const avifImage *image, avifRWData *output) {
  return sdlphoto_avif.avifEncoderWrite(encoder, image, output);
}
static inline void dl_avifRWDataFree(avifRWData *raw) { sdlphoto_avif.avifRWDataFree(raw); }
static inline avifResult dl_avifEncoderAddImage(avifEncoder *encoder, const avifImage *image, uint64_t duration,
                                                avifAddImageFlags flags) {
  return sdlphoto_avif.avifEncoderAddImage(encoder, image, duration, flags);
}
static inline avifResult dl_avifEncoderFinish(avifEncoder *encoder, avifRWData *output) {
  return sdlphoto_avif.avifEncoderFinish(encoder, output);
}

#endif
