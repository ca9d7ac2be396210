#ifndef SDLPHOTO_CRAW_SHIM_H
#define SDLPHOTO_CRAW_SHIM_H
// LibRaw: camera RAW files (DNG, CR2, CR3, NEF, ARW, RAF, ORF, RW2, PEF...): the embedded JPEG preview, and a
// full demosaic (camera white balance, sRGB, 8 bits) when the zoom asks for more than the preview holds.
//
// Not linked: LibRaw is opened at run time (`CLoader`) (its thread-safe build, libraw_r.so.20) on the first RAW, so a process that
// never meets one maps none of it. The header gives the types only; every call goes through the `dl_` wrappers
// below, which call through the table `sdlphoto_raw_load()` fills. Fields of LibRaw's large structures are read
// and set here, in C, so Swift never lays them out.
#include <libraw/libraw.h>
#include "../CLoader/loader.h"

#define SDLPHOTO_RAW_SONAME "libraw_r.so.20"

#define SDLPHOTO_RAW_FUNCTIONS(F)                                                                               \
  F(libraw_init)                                                                                                \
  F(libraw_open_file)                                                                                           \
  F(libraw_unpack_thumb)                                                                                        \
  F(libraw_unpack)                                                                                              \
  F(libraw_dcraw_process)                                                                                       \
  F(libraw_dcraw_make_mem_thumb)                                                                                \
  F(libraw_dcraw_make_mem_image)                                                                                \
  F(libraw_dcraw_clear_mem)                                                                                     \
  F(libraw_close)                                                                                               \
  F(libraw_strerror)

SDLPHOTO_LIBRARY(raw, SDLPHOTO_RAW_FUNCTIONS)

static inline void sdlphoto_raw_open(void) {
  static const char *const sonames[] = {SDLPHOTO_RAW_SONAME};
  struct sdlphoto_raw_functions table;
  if (!sdlphoto_raw_bind(sonames, 1, &table, sdlphoto_raw_error, sizeof sdlphoto_raw_error)) return;
  sdlphoto_raw_publish(&table);
}

/// Loads LibRaw the first time (any thread; the others wait): 1 when it and every function are there, else 0.
static inline int sdlphoto_raw_load(void) {
  pthread_once(&sdlphoto_raw_once, sdlphoto_raw_open);
  return sdlphoto_raw_ready();
}

// The calls, valid once sdlphoto_raw_load() has returned 1.
static inline libraw_data_t *dl_libraw_init(void) { return sdlphoto_raw.libraw_init(0); }
static inline int dl_libraw_open_file(libraw_data_t *raw, const char *path) {
  return sdlphoto_raw.libraw_open_file(raw, path);
}
static inline int dl_libraw_unpack_thumb(libraw_data_t *raw) { return sdlphoto_raw.libraw_unpack_thumb(raw); }
static inline int dl_libraw_unpack(libraw_data_t *raw) { return sdlphoto_raw.libraw_unpack(raw); }
static inline int dl_libraw_dcraw_process(libraw_data_t *raw) { return sdlphoto_raw.libraw_dcraw_process(raw); }
static inline libraw_processed_image_t *dl_libraw_dcraw_make_mem_thumb(libraw_data_t *raw, int *error) {
  return sdlphoto_raw.libraw_dcraw_make_mem_thumb(raw, error);
}
static inline libraw_processed_image_t *dl_libraw_dcraw_make_mem_image(libraw_data_t *raw, int *error) {
  return sdlphoto_raw.libraw_dcraw_make_mem_image(raw, error);
}
static inline void dl_libraw_dcraw_clear_mem(libraw_processed_image_t *image) {
  sdlphoto_raw.libraw_dcraw_clear_mem(image);
}
static inline void dl_libraw_close(libraw_data_t *raw) { sdlphoto_raw.libraw_close(raw); }
static inline const char *dl_libraw_strerror(int error) { return sdlphoto_raw.libraw_strerror(error); }

/// What an opened RAW says of itself: the developed image's size as stored (before its turn), its turn
/// (LibRaw's `flip`: 0 none, 3 half a turn, 5 a quarter anticlockwise, 6 a quarter clockwise), and its
/// embedded preview's format (LibRaw's `LibRaw_thumbnail_formats`) and size.
static inline void sdlphoto_raw_info(libraw_data_t *raw, int *width, int *height, int *flip, int *thumbFormat,
                                     int *thumbWidth, int *thumbHeight) {
  *width = raw->sizes.width;
  *height = raw->sizes.height;
  *flip = raw->sizes.flip;
  *thumbFormat = (int)raw->thumbnail.tformat;
  *thumbWidth = raw->thumbnail.twidth;
  *thumbHeight = raw->thumbnail.theight;
}

/// Sets how the full demosaic develops: the camera's white balance, sRGB, 8 bits, no turn (sdlphoto turns
/// every decode the same way), at half size when `half` (a 2x2 cell per pixel: no interpolation, four times
/// fewer pixels).
static inline void sdlphoto_raw_develop_options(libraw_data_t *raw, int half) {
  raw->params.use_camera_wb = 1;
  raw->params.output_color = 1;
  raw->params.output_bps = 8;
  raw->params.user_flip = 0;
  raw->params.half_size = half;
}

#endif
