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

/// Chooses the scale `num`/8 and starts the decompressor; the output size is then in `output_width` and
/// `output_height` (read them with the functions below). Returns 0 on failure.
static inline int sdlphoto_jpeg_start(sdlphoto_jpeg *self, int num) {
  if (setjmp(self->jump)) return 0;
  self->info.scale_num = (unsigned int)num;
  self->info.scale_denom = 8;
  self->info.out_color_space = JCS_EXT_BGRA;
  self->info.dct_method = JDCT_ISLOW;
  jpeg_start_decompress(&self->info);
  return 1;
}

static inline int sdlphoto_jpeg_output_width(const sdlphoto_jpeg *self) { return (int)self->info.output_width; }
static inline int sdlphoto_jpeg_output_height(const sdlphoto_jpeg *self) { return (int)self->info.output_height; }

/// The output size at scale `num`/8 without decoding (libjpeg rounds up).
static inline int sdlphoto_jpeg_scaled(int dimension, int num) { return (int)(((long)dimension * num + 7) / 8); }

/// Decodes every row into `pixels` (`pitch` bytes a row, BGRA). Returns 1 when the image decoded (maybe
/// with warnings: a file cut short), 0 on an error.
static inline int sdlphoto_jpeg_read(sdlphoto_jpeg *self, unsigned char *pixels, int pitch) {
  if (setjmp(self->jump)) return 0;
  while (self->info.output_scanline < self->info.output_height) {
    JSAMPROW row = pixels + (size_t)self->info.output_scanline * (size_t)pitch;
    if (jpeg_read_scanlines(&self->info, &row, 1) != 1) break;
  }
  jpeg_finish_decompress(&self->info);
  return 1;
}

/// Frees the decoder and closes its file.
static inline void sdlphoto_jpeg_close(sdlphoto_jpeg *self) {
  if (!self) return;
  jpeg_destroy_decompress(&self->info);
  if (self->file) fclose(self->file);
  free(self);
}
#endif
