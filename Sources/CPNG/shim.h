#ifndef SDLPHOTO_CPNG_SHIM_H
#define SDLPHOTO_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/// libpng's classic (row by row) API, wrapped so that Swift never sees a longjmp: every function here that
/// calls into libpng sets its own setjmp first, libpng's errors land in `message` instead of on stderr (its
/// default handler prints "libpng error: ..." for every damaged file) and warnings are dropped.
///
/// Rows come out as 8-bit BGRA whatever the file holds (palette, grey, 1-16 bits, tRNS), which is SDL's
/// ARGB8888 in memory on little-endian machines. Colours are left as stored (no gamma handling).
typedef struct sdlphoto_png_reader {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  /// The file read a buffer at a time, when not reading from memory (NULL then).
  FILE *file;
  /// The image's size in pixels.
  unsigned width, height;
  /// How many times every row must be read: 7 for an interlaced (Adam7) image, else 1.
  int passes;
  /// Whether the image has an alpha channel or a transparent colour (tRNS).
  int has_alpha;
  /// Set before the header is read (`sdlphoto_png_open_fd_wide`): rows come as 16-bit native-endian R, G, B
  /// (and A when `has_alpha`) instead of 8-bit BGRA.
  int wide;
  /// Why the last call failed.
  char message[200];
} sdlphoto_png_reader;

static inline void sdlphoto_png_on_error(png_structp png, png_const_charp text) {
  sdlphoto_png_reader *reader = (sdlphoto_png_reader *)png_get_error_ptr(png);
  strncpy(reader->message, text ? text : "unknown PNG error", sizeof(reader->message) - 1);
  reader->message[sizeof(reader->message) - 1] = 0;
  png_longjmp(png, 1);
}

static inline void sdlphoto_png_on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static inline void sdlphoto_png_on_read(png_structp png, png_bytep out, size_t length) {
  sdlphoto_png_reader *reader = (sdlphoto_png_reader *)png_get_io_ptr(png);
  if (reader->file) {
    if (fread(out, 1, length, reader->file) != length) png_error(png, "the file is cut short");
    return;
  }
  if (length > reader->size - reader->offset) png_error(png, "the file is cut short");
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

static inline int sdlphoto_png_start(sdlphoto_png_reader *reader);

/// Starts reading the in-memory PNG `data` (which must outlive the reader): reads its header and sets the
/// transformations to 8-bit BGRA. Returns 0 on failure (`message` set). Call `sdlphoto_png_close` either way.
static inline int sdlphoto_png_open(sdlphoto_png_reader *reader, const void *data, size_t size) {
  memset(reader, 0, sizeof(*reader));
  reader->data = (const unsigned char *)data;
  reader->size = size;
  return sdlphoto_png_start(reader);
}

/// Starts reading the PNG file open as `fd` (taken over: closed by `sdlphoto_png_close`), streaming it a
/// buffer at a time so the file never sits whole in memory. As `sdlphoto_png_open` otherwise.
static inline int sdlphoto_png_open_fd_as(sdlphoto_png_reader *reader, int fd, int wide) {
  memset(reader, 0, sizeof(*reader));
  reader->wide = wide;
  reader->file = fdopen(fd, "rb");
  if (!reader->file) {
    close(fd);
    strcpy(reader->message, "cannot read the file");
    return 0;
  }
  return sdlphoto_png_start(reader);
}
static inline int sdlphoto_png_open_fd(sdlphoto_png_reader *reader, int fd) {
  return sdlphoto_png_open_fd_as(reader, fd, 0);
}

/// As `sdlphoto_png_open_fd`, but rows come as 16-bit native-endian R, G, B(, A) values, `width` x (3 or 4,
/// as `has_alpha`) of them: for a high dynamic range PNG, whose code values need all their bits.
static inline int sdlphoto_png_open_fd_wide(sdlphoto_png_reader *reader, int fd) {
  return sdlphoto_png_open_fd_as(reader, fd, 1);
}

/// Reads the header and sets the transformations to 8-bit BGRA (the source is set). Returns 0 on failure.
static inline int sdlphoto_png_start(sdlphoto_png_reader *reader) {
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, sdlphoto_png_on_error, sdlphoto_png_on_warning);
  if (!reader->png) {
    strcpy(reader->message, "cannot start the PNG decoder");
    return 0;
  }
  reader->info = png_create_info_struct(reader->png);
  if (!reader->info) {
    strcpy(reader->message, "cannot start the PNG decoder");
    return 0;
  }
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  png_set_read_fn(reader->png, reader, sdlphoto_png_on_read);
  // Every chunk has a CRC already: skipping zlib's second checksum saves ~5% of the decode (as browsers do).
  png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  png_read_info(reader->png, reader->info);
  reader->width = png_get_image_width(reader->png, reader->info);
  reader->height = png_get_image_height(reader->png, reader->info);
  int color = png_get_color_type(reader->png, reader->info);
  reader->has_alpha =
    (color & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(reader->png, reader->info, PNG_INFO_tRNS) != 0;
  png_set_expand(reader->png);  // palette to RGB, grey under 8 bits to 8 bits, tRNS to alpha
  png_set_gray_to_rgb(reader->png);
  size_t pixel_bytes = 4;
  if (reader->wide) {
    png_set_expand_16(reader->png);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_swap(reader->png);
#endif
    pixel_bytes = reader->has_alpha ? 8 : 6;
  } else {
    png_set_scale_16(reader->png);
    png_set_bgr(reader->png);
    png_set_filler(reader->png, 0xFF, PNG_FILLER_AFTER);  // only where there is no alpha channel
  }
  reader->passes = png_set_interlace_handling(reader->png);
  png_read_update_info(reader->png, reader->info);
  if (png_get_rowbytes(reader->png, reader->info) != (size_t)reader->width * pixel_bytes) {
    png_error(reader->png, "unexpected PNG pixel layout");
  }
  return 1;
}

/// Reads the next `count` rows (of the current pass, for an interlaced image) into `buffer`, `stride` bytes
/// apart, each `width` x 4 bytes. An interlaced image is read by calling this for all its rows `passes`
/// times on the same buffer. Returns 0 on failure (`message` set); the reader is then unusable.
static inline int sdlphoto_png_read_rows(sdlphoto_png_reader *reader, void *buffer, size_t stride, unsigned count) {
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  for (unsigned row = 0; row < count; row++) {
    png_read_row(reader->png, (png_bytep)buffer + row * stride, NULL);
  }
  return 1;
}

/// Frees what `sdlphoto_png_open` allocated (safe after a failed open).
static inline void sdlphoto_png_close(sdlphoto_png_reader *reader) {
  if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
  reader->png = NULL;
  reader->info = NULL;
  if (reader->file) fclose(reader->file);
  reader->file = NULL;
}
/// Writes `height` rows of `width` B, G, R, A pixels (SDL's ARGB8888 in memory; `pitch` bytes apart) at
/// `pixels` as an 8-bit RGBA PNG (RGB when `opaque`) to the open file `fd` (not closed here), with `count` text
/// chunks (`keys[i]` = `texts[i]`, Latin-1) before the image data. Returns 0 on success, else -1 with
/// `message` (at least 200 bytes) set.
static inline int sdlphoto_png_write(
    int fd, const void *pixels, unsigned width, unsigned height, size_t pitch, int opaque, const char *const *keys,
    const char *const *texts, int count, char *message) {
  message[0] = 0;
  int copy = dup(fd);
  FILE *file = copy >= 0 ? fdopen(copy, "wb") : NULL;
  if (!file) {
    if (copy >= 0) close(copy);
    strcpy(message, "cannot write the file");
    return -1;
  }
  sdlphoto_png_reader errors;
  memset(&errors, 0, sizeof(errors));
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, sdlphoto_png_on_error,
                                            sdlphoto_png_on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  png_textp text = count > 0 ? (png_textp)calloc((size_t)count, sizeof(png_text)) : NULL;
  png_bytep row = (png_bytep)malloc((size_t)width * 4);
  int ok = 0;
  if (png && info && row && (count == 0 || text) && !setjmp(png_jmpbuf(png))) {
    png_init_io(png, file);
    // Thumbnails are written once and read many times, small: a middle level is as small as the highest within
    // a few percent, at a third of the time.
    png_set_compression_level(png, 3);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    for (int i = 0; i < count; i++) {
      text[i].compression = PNG_TEXT_COMPRESSION_NONE;
      text[i].key = (png_charp)keys[i];
      text[i].text = (png_charp)texts[i];
    }
    if (count > 0) png_set_text(png, info, text, count);
    png_write_info(png, info);
    for (unsigned y = 0; y < height; y++) {
      const unsigned char *in = (const unsigned char *)pixels + (size_t)y * pitch;
      png_bytep out = row;
      for (unsigned x = 0; x < width; x++, in += 4) {
        *out++ = in[2];
        *out++ = in[1];
        *out++ = in[0];
        if (!opaque) *out++ = in[3];
      }
      png_write_row(png, row);
    }
    png_write_end(png, info);
    ok = 1;
  }
  if (!ok) strncpy(message, errors.message[0] ? errors.message : "cannot write the PNG", 199);
  message[199] = 0;
  if (png) png_destroy_write_struct(&png, info ? &info : NULL);
  free(text);
  free(row);
  if (fclose(file) != 0 && ok) {
    strcpy(message, "cannot write the file");
    ok = 0;
  }
  return ok ? 0 : -1;
}

#endif
