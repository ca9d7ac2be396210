#ifndef SDLPHOTO_CHEIF_SHIM_H
#define SDLPHOTO_CHEIF_SHIM_H
// libheif: HEIF/HEIC containers decoded (HEVC through libde265) with their rotation and mirroring applied.
// Its encoder (x265, same library) makes the tests' HEIC fixtures.
//
// Not linked: libheif and the codecs it pulls in (de265, x265, aom, dav1d...) are opened at run time (`CLoader`) on first use, so
// a process that never meets a HEIC maps none of them. The header (in /usr/include/x86_64-linux-gnu, on the
// compiler's multiarch path) gives the types and constants only; every call goes through `dl_` wrappers
// below, which call through the table `sdlphoto_heif_load()` fills.
#include <libheif/heif.h>
#include "../CLoader/loader.h"

#define SDLPHOTO_HEIF_SONAME "libheif.so.1"

// The functions used (the decoder's, then the test fixtures' encoder's).
#define SDLPHOTO_HEIF_FUNCTIONS(F)                                                                              \
  F(heif_init)                                                                                                  \
  F(heif_context_alloc)                                                                                         \
  F(heif_context_free)                                                                                          \
  F(heif_context_read_from_memory_without_copy)                                                                 \
  F(heif_context_get_primary_image_handle)                                                                      \
  F(heif_context_get_image_handle)                                                                              \
  F(heif_image_handle_release)                                                                                  \
  F(heif_image_handle_get_width)                                                                                \
  F(heif_image_handle_get_height)                                                                               \
  F(heif_image_handle_has_alpha_channel)                                                                        \
  F(heif_decoding_options_alloc)                                                                                \
  F(heif_decoding_options_free)                                                                                 \
  F(heif_decode_image)                                                                                          \
  F(heif_image_release)                                                                                         \
  F(heif_image_get_width)                                                                                       \
  F(heif_image_get_height)                                                                                      \
  F(heif_image_get_plane_readonly)                                                                              \
  F(heif_image_handle_get_luma_bits_per_pixel)                                                                  \
  F(heif_image_get_bits_per_pixel_range)                                                                        \
  F(heif_image_handle_get_color_profile_type)                                                                   \
  F(heif_image_handle_get_raw_color_profile_size)                                                               \
  F(heif_image_handle_get_raw_color_profile)                                                                    \
  F(heif_image_handle_get_nclx_color_profile)                                                                   \
  F(heif_nclx_color_profile_free)                                                                               \
  F(heif_image_create)                                                                                          \
  F(heif_image_add_plane)                                                                                       \
  F(heif_image_get_plane)                                                                                       \
  F(heif_nclx_color_profile_alloc)                                                                              \
  F(heif_image_set_nclx_color_profile)                                                                          \
  F(heif_context_get_encoder_for_format)                                                                        \
  F(heif_encoder_release)                                                                                       \
  F(heif_encoder_set_lossy_quality)                                                                             \
  F(heif_encoder_set_logging_level)                                                                             \
  F(heif_encoding_options_alloc)                                                                                \
  F(heif_encoding_options_free)                                                                                 \
  F(heif_context_encode_image)                                                                                  \
  F(heif_context_encode_thumbnail)                                                                              \
  F(heif_context_set_primary_image)                                                                             \
  F(heif_context_write_to_file)

SDLPHOTO_LIBRARY(heif, SDLPHOTO_HEIF_FUNCTIONS)

static inline void sdlphoto_heif_open(void) {
  static const char *const sonames[] = {SDLPHOTO_HEIF_SONAME};
  struct sdlphoto_heif_functions table;
  if (!sdlphoto_heif_bind(sonames, 1, &table, sdlphoto_heif_error, sizeof sdlphoto_heif_error)) return;
  // libheif set up once for the process (its plugins registered) before any thread uses it; never torn down.
  table.heif_init(NULL);
  sdlphoto_heif_publish(&table);
}

/// Loads and initialises libheif the first time (any thread; the others wait): 1 when it and every function
/// are there, else 0.
static inline int sdlphoto_heif_load(void) {
  pthread_once(&sdlphoto_heif_once, sdlphoto_heif_open);
  return sdlphoto_heif_ready();
}

// The calls, valid once sdlphoto_heif_load() has returned 1.
static inline struct heif_context *dl_heif_context_alloc(void) { return sdlphoto_heif.heif_context_alloc(); }
static inline void dl_heif_context_free(struct heif_context *context) { sdlphoto_heif.heif_context_free(context); }
static inline struct heif_error dl_heif_context_read_from_memory_without_copy(
    struct heif_context *context, const void *mem, size_t size, const struct heif_reading_options *options) {
  return sdlphoto_heif.heif_context_read_from_memory_without_copy(context, mem, size, options);
}
static inline struct heif_error dl_heif_context_get_primary_image_handle(
    struct heif_context *context, struct heif_image_handle **handle) {
  return sdlphoto_heif.heif_context_get_primary_image_handle(context, handle);
}
static inline struct heif_error dl_heif_context_get_image_handle(
    struct heif_context *context, heif_item_id id, struct heif_image_handle **handle) {
  return sdlphoto_heif.heif_context_get_image_handle(context, id, handle);
}
static inline void dl_heif_image_handle_release(const struct heif_image_handle *handle) {
  sdlphoto_heif.heif_image_handle_release(handle);
}
static inline int dl_heif_image_handle_get_width(const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_get_width(handle);
}
static inline int dl_heif_image_handle_get_height(const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_get_height(handle);
}
static inline int dl_heif_image_handle_has_alpha_channel(const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_has_alpha_channel(handle);
}
static inline struct heif_decoding_options *dl_heif_decoding_options_alloc(void) {
  return sdlphoto_heif.heif_decoding_options_alloc();
}
static inline void dl_heif_decoding_options_free(struct heif_decoding_options *options) {
  sdlphoto_heif.heif_decoding_options_free(options);
}
static inline struct heif_error dl_heif_decode_image(
    const struct heif_image_handle *handle, struct heif_image **image, enum heif_colorspace colorspace,
    enum heif_chroma chroma, const struct heif_decoding_options *options) {
  return sdlphoto_heif.heif_decode_image(handle, image, colorspace, chroma, options);
}
static inline void dl_heif_image_release(const struct heif_image *image) { sdlphoto_heif.heif_image_release(image); }
static inline int dl_heif_image_get_width(const struct heif_image *image, enum heif_channel channel) {
  return sdlphoto_heif.heif_image_get_width(image, channel);
}
static inline int dl_heif_image_get_height(const struct heif_image *image, enum heif_channel channel) {
  return sdlphoto_heif.heif_image_get_height(image, channel);
}
static inline const uint8_t *dl_heif_image_get_plane_readonly(
    const struct heif_image *image, enum heif_channel channel, int *stride) {
  return sdlphoto_heif.heif_image_get_plane_readonly(image, channel, stride);
}
static inline int dl_heif_image_handle_get_luma_bits_per_pixel(const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_get_luma_bits_per_pixel(handle);
}
static inline int dl_heif_image_get_bits_per_pixel_range(const struct heif_image *image, enum heif_channel channel) {
  return sdlphoto_heif.heif_image_get_bits_per_pixel_range(image, channel);
}
static inline enum heif_color_profile_type dl_heif_image_handle_get_color_profile_type(
    const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_get_color_profile_type(handle);
}
static inline size_t dl_heif_image_handle_get_raw_color_profile_size(const struct heif_image_handle *handle) {
  return sdlphoto_heif.heif_image_handle_get_raw_color_profile_size(handle);
}
static inline struct heif_error dl_heif_image_handle_get_raw_color_profile(
    const struct heif_image_handle *handle, void *out) {
  return sdlphoto_heif.heif_image_handle_get_raw_color_profile(handle, out);
}
/// The handle's nclx colour primaries and transfer characteristics (CICP code points) in `primaries` and
/// `transfer`; 0 when it has none.
static inline int sdlphoto_heif_nclx(const struct heif_image_handle *handle, int *primaries, int *transfer) {
  struct heif_color_profile_nclx *nclx = NULL;
  struct heif_error status = sdlphoto_heif.heif_image_handle_get_nclx_color_profile(handle, &nclx);
  if (status.code != heif_error_Ok || !nclx) return 0;
  *primaries = (int)nclx->color_primaries;
  *transfer = (int)nclx->transfer_characteristics;
  sdlphoto_heif.heif_nclx_color_profile_free(nclx);
  return 1;
}
static inline struct heif_error dl_heif_image_create(
    int width, int height, enum heif_colorspace colorspace, enum heif_chroma chroma, struct heif_image **image) {
  return sdlphoto_heif.heif_image_create(width, height, colorspace, chroma, image);
}
static inline struct heif_error dl_heif_image_add_plane(
    struct heif_image *image, enum heif_channel channel, int width, int height, int bitDepth) {
  return sdlphoto_heif.heif_image_add_plane(image, channel, width, height, bitDepth);
}
static inline struct heif_color_profile_nclx *dl_heif_nclx_color_profile_alloc(void) {
  return sdlphoto_heif.heif_nclx_color_profile_alloc();
}
static inline void dl_heif_nclx_color_profile_free(struct heif_color_profile_nclx *nclx) {
  sdlphoto_heif.heif_nclx_color_profile_free(nclx);
}
static inline struct heif_error dl_heif_image_set_nclx_color_profile(
    struct heif_image *image, const struct heif_color_profile_nclx *nclx) {
  return sdlphoto_heif.heif_image_set_nclx_color_profile(image, nclx);
}
static inline uint8_t *dl_heif_image_get_plane(struct heif_image *image, enum heif_channel channel, int *stride) {
  return sdlphoto_heif.heif_image_get_plane(image, channel, stride);
}
static inline struct heif_error dl_heif_context_get_encoder_for_format(
    struct heif_context *context, enum heif_compression_format format, struct heif_encoder **encoder) {
  return sdlphoto_heif.heif_context_get_encoder_for_format(context, format, encoder);
}
static inline void dl_heif_encoder_release(struct heif_encoder *encoder) {
  sdlphoto_heif.heif_encoder_release(encoder);
}
static inline struct heif_error dl_heif_encoder_set_lossy_quality(struct heif_encoder *encoder, int quality) {
  return sdlphoto_heif.heif_encoder_set_lossy_quality(encoder, quality);
}
static inline struct heif_error dl_heif_encoder_set_logging_level(struct heif_encoder *encoder, int level) {
  return sdlphoto_heif.heif_encoder_set_logging_level(encoder, level);
}
static inline struct heif_encoding_options *dl_heif_encoding_options_alloc(void) {
  return sdlphoto_heif.heif_encoding_options_alloc();
}
static inline void dl_heif_encoding_options_free(struct heif_encoding_options *options) {
  sdlphoto_heif.heif_encoding_options_free(options);
}
static inline struct heif_error dl_heif_context_encode_image(
    struct heif_context *context, const struct heif_image *image, struct heif_encoder *encoder,
    const struct heif_encoding_options *options, struct heif_image_handle **handle) {
  return sdlphoto_heif.heif_context_encode_image(context, image, encoder, options, handle);
}
static inline struct heif_error dl_heif_context_encode_thumbnail(
    struct heif_context *context, const struct heif_image *image, const struct heif_image_handle *master,
    struct heif_encoder *encoder, const struct heif_encoding_options *options, int size,
    struct heif_image_handle **thumbnail) {
  return sdlphoto_heif.heif_context_encode_thumbnail(context, image, master, encoder, options, size, thumbnail);
}
static inline void dl_heif_context_set_primary_image(struct heif_context *context, struct heif_image_handle *handle) {
  sdlphoto_heif.heif_context_set_primary_image(context, handle);
}
static inline struct heif_error dl_heif_context_write_to_file(struct heif_context *context, const char *filename) {
  return sdlphoto_heif.heif_context_write_to_file(context, filename);
}

#endif
