#ifndef SDLPHOTO_CPNG_SHIM_H
#define SDLPHOTO_CPNG_SHIM_H
#include <png.h>
#include <string.h>

/// libpng's simplified API, wrapped: errors land in `message` instead of on stderr (libpng's default
/// handler prints "libpng error: ..." for every damaged file).
/// Reads the header of an in-memory PNG; 0 on failure (message set).
static inline int sdlphoto_png_begin(png_image *image, const void *data, size_t size) {
  memset(image, 0, sizeof(*image));
  image->version = PNG_IMAGE_VERSION;
  return png_image_begin_read_from_memory(image, data, size);
}

/// Decodes into `buffer` as 8-bit BGRA (SDL's ARGB8888 on little-endian machines) with `stride` bytes a row.
static inline int sdlphoto_png_finish_bgra(png_image *image, void *buffer, int stride) {
  image->format = PNG_FORMAT_BGRA;
  return png_image_finish_read(image, NULL, buffer, stride, NULL);
}
#endif
