#ifndef SDLPHOTO_CJPEG_SHIM_H
#define SDLPHOTO_CJPEG_SHIM_H
// libjpeg-turbo through the classic libjpeg API: a JPEG streams from its file (never read whole into
// memory) or from a buffer, decoding at a reduced DCT scale (1/8 ... 8/8) straight into BGRA rows.
// Every setjmp happens here, in C: libjpeg's errors longjmp back to these functions, never through Swift,
// and its messages come back as text instead of going to stderr.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <jpeglib.h>

/// A decode in progress (opaque to Swift).
typedef struct sdlphoto_jpeg {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr error;
  jmp_buf jump;
  FILE *file;
  /// The last error or warning, as text.
  char message[JMSG_LENGTH_MAX];
  /// Warnings seen (a file cut short warns "Premature end of JPEG file" and decodes what it has).
  int warnings;
  /// Whether an error stopped the decode.
  int failed;
  /// The output rows read: from `row_start` (rows above it skipped) up to `row_end` (the rest left unread).
  /// The whole image unless `sdlphoto_jpeg_start_region` chose a part.
  int row_start;
  int row_end;
  /// The first output column, when a part was chosen (libjpeg moves it left to a block boundary).
  int column_start;
} sdlphoto_jpeg;

static void sdlphoto_jpeg_error_exit(j_common_ptr common) {
  sdlphoto_jpeg *self = (sdlphoto_jpeg *)common;
  (*common->err->format_message)(common, self->message);
  self->failed = 1;
  longjmp(self->jump, 1);
}

static void sdlphoto_jpeg_emit_message(j_common_ptr common, int level) {
  sdlphoto_jpeg *self = (sdlphoto_jpeg *)common;
  if (level < 0) {  // a warning (trace messages, level >= 0, are ignored)
    self->warnings += 1;
    (*common->err->format_message)(common, self->message);
  }
}

/// Starts decoding the open file `fd` (taken over: closed by `sdlphoto_jpeg_close`), or `size` bytes at
/// `bytes` when `fd` is -1 (they must outlive the decode). Reads the header. Returns NULL when the memory for
/// the decoder is not there; otherwise check `sdlphoto_jpeg_failed`.
static inline sdlphoto_jpeg *sdlphoto_jpeg_open(int fd, const unsigned char *bytes, unsigned long size) {
  sdlphoto_jpeg *self = (sdlphoto_jpeg *)calloc(1, sizeof(sdlphoto_jpeg));
  if (!self) {
    if (fd >= 0) close(fd);
    return NULL;
  }
  self->info.err = jpeg_std_error(&self->error);
  self->error.error_exit = sdlphoto_jpeg_error_exit;
  self->error.emit_message = sdlphoto_jpeg_emit_message;
  if (fd >= 0) {
    self->file = fdopen(fd, "rb");
    if (!self->file) {
      close(fd);
      strcpy(self->message, "cannot read the file");
      self->failed = 1;
      return self;
    }
  }
  if (setjmp(self->jump)) return self;
  jpeg_create_decompress(&self->info);
  if (self->file) {
    jpeg_stdio_src(&self->info, self->file);
  } else {
    jpeg_mem_src(&self->info, bytes, size);
  }
  jpeg_read_header(&self->info, TRUE);
  return self;
}

/// Whether opening or decoding failed; `sdlphoto_jpeg_message` says why.
static inline int sdlphoto_jpeg_failed(const sdlphoto_jpeg *self) { return self->failed; }
/// Whether the decode warned (a file cut short decodes as far as its data goes).
static inline int sdlphoto_jpeg_warned(const sdlphoto_jpeg *self) { return self->warnings > 0; }
/// The last error or warning, as text.
static inline const char *sdlphoto_jpeg_message(const sdlphoto_jpeg *self) { return self->message; }

/// The JPEG's full size, pixels (0 before a header was read).
static inline int sdlphoto_jpeg_width(const sdlphoto_jpeg *self) { return (int)self->info.image_width; }
static inline int sdlphoto_jpeg_height(const sdlphoto_jpeg *self) { return (int)self->info.image_height; }

/// Whether the JPEG's colours are luma and chroma (YCbCr or greyscale), which `sdlphoto_jpeg_read_yuv` can
/// deliver as planes; CMYK, YCCK and RGB JPEGs are not.
static inline int sdlphoto_jpeg_is_ycc(const sdlphoto_jpeg *self) {
  return self->info.jpeg_color_space == JCS_YCbCr || self->info.jpeg_color_space == JCS_GRAYSCALE;
}

/// Whether the JPEG's colours are CMYK (stored as CMYK or YCCK): its rows come as C, M, Y, K bytes, for the
/// caller to convert (libjpeg makes no RGB of them).
static inline int sdlphoto_jpeg_is_cmyk(const sdlphoto_jpeg *self) {
  return self->info.jpeg_color_space == JCS_CMYK || self->info.jpeg_color_space == JCS_YCCK;
}

/// Whether a CMYK JPEG's values are stored inverted, as Adobe's applications write them (an Adobe marker).
static inline int sdlphoto_jpeg_cmyk_inverted(const sdlphoto_jpeg *self) {
  return self->info.saw_Adobe_marker ? 1 : 0;
}

/// Chooses the scale `num`/8 and starts the decompressor, for BGRA rows (C, M, Y, K for a CMYK JPEG) or
/// (`planar`, on a JPEG that `sdlphoto_jpeg_is_ycc`) for YCbCr; the output size is then in `output_width` and `output_height` (read
/// them with the functions below). Returns 0 on failure.
static inline int sdlphoto_jpeg_start(sdlphoto_jpeg *self, int num, int planar) {
  if (setjmp(self->jump)) return 0;
  self->info.scale_num = (unsigned int)num;
  self->info.scale_denom = 8;
  if (planar) {
    self->info.out_color_space = self->info.jpeg_color_space == JCS_GRAYSCALE ? JCS_GRAYSCALE : JCS_YCbCr;
  } else {
    self->info.out_color_space = sdlphoto_jpeg_is_cmyk(self) ? JCS_CMYK : JCS_EXT_BGRA;
  }
  self->info.dct_method = JDCT_ISLOW;
  jpeg_start_decompress(&self->info);
  self->row_start = 0;
  self->row_end = (int)self->info.output_height;
  self->column_start = 0;
  return 1;
}

/// As `sdlphoto_jpeg_start`, for the part of the output (at scale `num`/8) from column `x`, row `y`, `width` x
/// `height` pixels. libjpeg widens the columns to whole blocks (`sdlphoto_jpeg_column_start` and
/// `output_width` say where they fell); rows above are skipped without their inverse DCT, rows below are
/// never read. Returns 0 on failure.
static inline int sdlphoto_jpeg_start_region(
  sdlphoto_jpeg *self, int num, int planar, int x, int y, int width, int height) {
  if (!sdlphoto_jpeg_start(self, num, planar)) return 0;
  if (setjmp(self->jump)) return 0;
  const int out_w = (int)self->info.output_width;
  const int out_h = (int)self->info.output_height;
  if (x < 0) x = 0;
  if (y < 0) y = 0;
  if (x >= out_w) x = out_w - 1;
  if (y >= out_h) y = out_h - 1;
  if (width < 1 || x + width > out_w) width = out_w - x;
  if (height < 1 || y + height > out_h) height = out_h - y;
  JDIMENSION column = (JDIMENSION)x;
  JDIMENSION columns = (JDIMENSION)width;
  if (column > 0 || columns < (JDIMENSION)out_w) jpeg_crop_scanline(&self->info, &column, &columns);
  self->column_start = (int)column;
  if (y > 0) self->row_start = (int)jpeg_skip_scanlines(&self->info, (JDIMENSION)y);
  self->row_end = self->row_start + height;
  return 1;
}

/// Whether the JPEG is progressive: its decoder holds every coefficient of the image, whatever part is read.
static inline int sdlphoto_jpeg_is_progressive(const sdlphoto_jpeg *self) {
  return self->info.progressive_mode ? 1 : 0;
}

/// The first output column of a part (0 for the whole image).
static inline int sdlphoto_jpeg_column_start(const sdlphoto_jpeg *self) { return self->column_start; }
/// The rows a read delivers: `row_end - row_start` (the output height for the whole image).
static inline int sdlphoto_jpeg_rows(const sdlphoto_jpeg *self) { return self->row_end - self->row_start; }
/// The first output row a read delivers.
static inline int sdlphoto_jpeg_row_start(const sdlphoto_jpeg *self) { return self->row_start; }

/// Ends a read: the rest of the file is checked when every row was read, else left (a part needs none of it).
static inline void sdlphoto_jpeg_end(sdlphoto_jpeg *self) {
  if (self->info.output_scanline >= self->info.output_height) {
    jpeg_finish_decompress(&self->info);
  } else {
    jpeg_abort_decompress(&self->info);
  }
}

static inline int sdlphoto_jpeg_output_width(const sdlphoto_jpeg *self) { return (int)self->info.output_width; }
static inline int sdlphoto_jpeg_output_height(const sdlphoto_jpeg *self) { return (int)self->info.output_height; }

/// The output size at scale `num`/8 without decoding (libjpeg rounds up).
static inline int sdlphoto_jpeg_scaled(int dimension, int num) { return (int)(((long)dimension * num + 7) / 8); }

/// Decodes every row into `pixels` (`pitch` bytes a row, BGRA). Returns 1 when the image decoded (maybe
/// with warnings: a file cut short), 0 on an error.
static inline int sdlphoto_jpeg_read(sdlphoto_jpeg *self, unsigned char *pixels, int pitch) {
  if (setjmp(self->jump)) return 0;
  while ((int)self->info.output_scanline < self->row_end) {
    JSAMPROW row = pixels + (size_t)((int)self->info.output_scanline - self->row_start) * (size_t)pitch;
    if (jpeg_read_scanlines(&self->info, &row, 1) != 1) break;
  }
  sdlphoto_jpeg_end(self);
  return 1;
}

/// Decodes every row as planes (started `planar`): full-size luma into `y` (`y_pitch` bytes a row), and
/// chroma averaged over each 2 x 2 block into `u` and `v` (`uv_pitch` bytes a row, (w + 1) / 2 x (h + 1) / 2;
/// 128 for a greyscale JPEG): the layout of SDL's IYUV textures, 1.5 bytes a pixel instead of 4.
/// Returns 1 when the image decoded (maybe with warnings), 0 on an error or when the memory is not there.
static inline int sdlphoto_jpeg_read_yuv(
  sdlphoto_jpeg *self, unsigned char *y, int y_pitch, unsigned char *u, unsigned char *v, int uv_pitch) {
  const int w = (int)self->info.output_width;
  const int h = self->row_end;
  const int comps = self->info.output_components;
  unsigned char *rows = (unsigned char *)malloc((size_t)w * (size_t)comps * 2);
  if (!rows) {
    strcpy(self->message, "out of memory");
    self->failed = 1;
    return 0;
  }
  if (setjmp(self->jump)) {
    free(rows);
    return 0;
  }
  while ((int)self->info.output_scanline < h) {
    const int top = (int)self->info.output_scanline - self->row_start;
    JSAMPROW pair[2] = {rows, rows + (size_t)w * (size_t)comps};
    int got = 0;
    while (got < 2 && (int)self->info.output_scanline < h) {
      if (jpeg_read_scanlines(&self->info, &pair[got], 1) != 1) break;
      got += 1;
    }
    if (got == 0) break;
    for (int r = 0; r < got; r++) {
      unsigned char *out = y + (size_t)(top + r) * (size_t)y_pitch;
      const unsigned char *in = pair[r];
      for (int x = 0; x < w; x++) out[x] = in[x * comps];
    }
    unsigned char *cu = u + (size_t)(top / 2) * (size_t)uv_pitch;
    unsigned char *cv = v + (size_t)(top / 2) * (size_t)uv_pitch;
    const unsigned char *a = pair[0];
    const unsigned char *b = got == 2 ? pair[1] : pair[0];
    for (int x = 0; x < w; x += 2) {
      if (comps < 3) {
        cu[x / 2] = 128;
        cv[x / 2] = 128;
        continue;
      }
      const int x1 = x + 1 < w ? x + 1 : x;
      cu[x / 2] = (unsigned char)((a[x * 3 + 1] + a[x1 * 3 + 1] + b[x * 3 + 1] + b[x1 * 3 + 1] + 2) / 4);
      cv[x / 2] = (unsigned char)((a[x * 3 + 2] + a[x1 * 3 + 2] + b[x * 3 + 2] + b[x1 * 3 + 2] + 2) / 4);
    }
  }
  sdlphoto_jpeg_end(self);
  free(rows);
  return 1;
}

/// Frees the decoder and closes its file.
static inline void sdlphoto_jpeg_close(sdlphoto_jpeg *self) {
  if (!self) return;
  jpeg_destroy_decompress(&self->info);
  if (self->file) fclose(self->file);
  free(self);
}
/// A JPEG being written into memory (opaque to Swift).
typedef struct sdlphoto_jpeg_writer {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr error;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} sdlphoto_jpeg_writer;

static void sdlphoto_jpeg_writer_error_exit(j_common_ptr common) {
  sdlphoto_jpeg_writer *self = (sdlphoto_jpeg_writer *)common;
  (*common->err->format_message)(common, self->message);
  longjmp(self->jump, 1);
}

/// Encodes `height` rows of `width` B, G, R, A pixels (SDL's ARGB8888 in memory; `pitch` bytes apart; alpha
/// ignored) as a baseline sRGB JPEG of `quality` (1 to 100) into a buffer of its own: on success returns 0 with
/// `*bytes` (to be freed with `free`) and `*size` set; else -1 with `message` (at least 200 bytes) set.
static inline int sdlphoto_jpeg_write(
    const void *pixels, unsigned width, unsigned height, size_t pitch, int quality, unsigned char **bytes,
    unsigned long *size, char *message) {
  sdlphoto_jpeg_writer *self = (sdlphoto_jpeg_writer *)calloc(1, sizeof(sdlphoto_jpeg_writer));
  *bytes = NULL;
  *size = 0;
  message[0] = 0;
  if (!self) {
    strcpy(message, "out of memory");
    return -1;
  }
  self->info.err = jpeg_std_error(&self->error);
  self->error.error_exit = sdlphoto_jpeg_writer_error_exit;
  if (setjmp(self->jump)) {
    strncpy(message, self->message, 199);
    message[199] = 0;
    jpeg_destroy_compress(&self->info);
    free(*bytes);
    *bytes = NULL;
    *size = 0;
    free(self);
    return -1;
  }
  jpeg_create_compress(&self->info);
  jpeg_mem_dest(&self->info, bytes, size);
  self->info.image_width = width;
  self->info.image_height = height;
  self->info.input_components = 4;
  self->info.in_color_space = JCS_EXT_BGRA;
  jpeg_set_defaults(&self->info);
  jpeg_set_quality(&self->info, quality, TRUE);
  jpeg_start_compress(&self->info, TRUE);
  while (self->info.next_scanline < height) {
    JSAMPROW row = (JSAMPROW)((const unsigned char *)pixels + (size_t)self->info.next_scanline * pitch);
    jpeg_write_scanlines(&self->info, &row, 1);
  }
  jpeg_finish_compress(&self->info);
  jpeg_destroy_compress(&self->info);
  free(self);
  return 0;
}

#endif
