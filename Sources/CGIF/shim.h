#ifndef SDLPHOTO_CGIF_SHIM_H
#define SDLPHOTO_CGIF_SHIM_H
// giflib: GIF records read one after another (an animation's frames decoded in turn, never all at once). Small
// (tens of kilobytes), so linked rather than loaded on demand.
#include <gif_lib.h>
#include <stdint.h>
#include <string.h>

/// A GIF in memory as giflib reads it: the bytes (the caller's, kept for as long as the file is open) and how far
/// it has read.
struct sdlphoto_gif_input {
  const uint8_t *bytes;
  size_t size;
  size_t offset;
};

/// giflib's read function over `sdlphoto_gif_input`: at most `count` bytes, fewer at the end.
static inline int sdlphoto_gif_read(GifFileType *gif, GifByteType *out, int count) {
  struct sdlphoto_gif_input *input = (struct sdlphoto_gif_input *)gif->UserData;
  size_t left = input->size - input->offset;
  size_t wanted = count < 0 ? 0 : (size_t)count;
  if (wanted > left) wanted = left;
  memcpy(out, input->bytes + input->offset, wanted);
  input->offset += wanted;
  return (int)wanted;
}

/// Opens the GIF `input` holds from its start (its screen descriptor read); NULL with `*error` set when it is not
/// one. The caller closes it with DGifCloseFile.
static inline GifFileType *sdlphoto_gif_open(struct sdlphoto_gif_input *input, int *error) {
  input->offset = 0;
  return DGifOpen(input, sdlphoto_gif_read, error);
}
#endif
