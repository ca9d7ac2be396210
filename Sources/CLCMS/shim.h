#ifndef SDLPHOTO_CLCMS_SHIM_H
#define SDLPHOTO_CLCMS_SHIM_H
// Little CMS 2: a photo's embedded ICC profile converted to sRGB on the decode worker.
//
// Not linked: liblcms2 is opened at run time (`CLoader`) the first time a photo carries a profile that is not sRGB, so a process
// that never meets one maps nothing more (as libavif, libheif, libjxl and libcurl). zlib (already mapped for
// libpng) inflates PNG's compressed profiles.
#include <lcms2.h>
#include "../CLoader/loader.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define SDLPHOTO_LCMS_SONAME "liblcms2.so.2"

#define SDLPHOTO_LCMS_FUNCTIONS(F)                                                                              \
  F(cmsOpenProfileFromMem)                                                                                      \
  F(cmsCloseProfile)                                                                                            \
  F(cmsCreate_sRGBProfile)                                                                                      \
  F(cmsCreateTransform)                                                                                         \
  F(cmsDeleteTransform)                                                                                         \
  F(cmsDoTransformLineStride)                                                                                   \
  F(cmsGetColorSpace)                                                                                           \
  F(cmsGetProfileInfoASCII)                                                                                     \
  F(cmsBuildParametricToneCurve)                                                                                \
  F(cmsFreeToneCurve)                                                                                           \
  F(cmsCreateRGBProfile)                                                                                        \
  F(cmsSaveProfileToMem)

SDLPHOTO_LIBRARY(lcms, SDLPHOTO_LCMS_FUNCTIONS)

static inline void sdlphoto_lcms_open(void) {
  static const char *const sonames[] = {SDLPHOTO_LCMS_SONAME};
  struct sdlphoto_lcms_functions table;
  if (!sdlphoto_lcms_bind(sonames, 1, &table, sdlphoto_lcms_error, sizeof sdlphoto_lcms_error)) return;
  sdlphoto_lcms_publish(&table);
}

/// Loads liblcms2 the first time (any thread): 1 when it and every function are there, else 0.
static inline int sdlphoto_lcms_load(void) {
  pthread_once(&sdlphoto_lcms_once, sdlphoto_lcms_open);
  return sdlphoto_lcms_ready();
}

/// What `sdlphoto_profile_kind` says of a profile.
enum sdlphoto_profile_kind {
  /// Not a profile lcms reads, or liblcms2 is not installed: the photo is shown as it is.
  SDLPHOTO_PROFILE_UNUSABLE = 0,
  /// sRGB itself (its description says so): no conversion needed.
  SDLPHOTO_PROFILE_SRGB = 1,
  /// An RGB profile other than sRGB: convert.
  SDLPHOTO_PROFILE_RGB = 2,
  /// Another colour space (grey, Lab...): not converted here.
  SDLPHOTO_PROFILE_OTHER = 3,
  /// A CMYK profile: a CMYK JPEG converts through it.
  SDLPHOTO_PROFILE_CMYK = 4,
};

/// What the ICC profile of `size` bytes at `data` is.
static inline int sdlphoto_profile_kind(const void *data, size_t size) {
  if (!sdlphoto_lcms_load()) return SDLPHOTO_PROFILE_UNUSABLE;
  cmsHPROFILE profile = sdlphoto_lcms.cmsOpenProfileFromMem(data, (cmsUInt32Number)size);
  if (!profile) return SDLPHOTO_PROFILE_UNUSABLE;
  int kind = sdlphoto_lcms.cmsGetColorSpace(profile) == cmsSigCmykData ? SDLPHOTO_PROFILE_CMYK : SDLPHOTO_PROFILE_OTHER;
  if (sdlphoto_lcms.cmsGetColorSpace(profile) == cmsSigRgbData) {
    char description[256] = {0};
    sdlphoto_lcms.cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description, sizeof description);
    kind = strstr(description, "sRGB") ? SDLPHOTO_PROFILE_SRGB : SDLPHOTO_PROFILE_RGB;
  }
  sdlphoto_lcms.cmsCloseProfile(profile);
  return kind;
}

/// What the pixels handed to `sdlphoto_convert` hold, 4 bytes each.
enum sdlphoto_pixels {
  /// B, G, R, A (SDL's ARGB8888 on a little-endian machine); alpha is kept.
  SDLPHOTO_PIXELS_BGRA = 0,
  /// C, M, Y, K as a JPEG decoder gives them; converted to B, G, R and an opaque A in the same bytes.
  SDLPHOTO_PIXELS_CMYK = 1,
  /// C, M, Y, K stored inverted, as Adobe's applications write CMYK JPEGs (an Adobe APP14 marker).
  SDLPHOTO_PIXELS_CMYK_INVERTED = 2,
  /// Added to a kind: the conversion ends in sRGB whatever the display's profile (thumbnails for the shared
  /// cache, which holds sRGB).
  SDLPHOTO_PIXELS_TO_SRGB = 16,
};

// The display's profile (a copy), when it is not sRGB: every transform ends there instead of sRGB. Changing
// it makes every kept transform stale (`generation`).
__attribute__((weak)) void *sdlphoto_display_profile = NULL;
__attribute__((weak)) size_t sdlphoto_display_profile_size = 0;
__attribute__((weak)) unsigned long sdlphoto_display_generation = 0;

/// A new transform from the profile at `data` (RGB, or CMYK for CMYK pixels) to the display's profile (sRGB
/// unless `sdlphoto_set_display_profile` said otherwise) for `pixels`, perceptual, usable from several threads
/// at once (no one-pixel cache); NULL when lcms cannot make one. Call with the transforms' lock held (it reads
/// the display profile).
static inline cmsHTRANSFORM sdlphoto_make_transform(const void *data, size_t size, int pixels) {
  int to_srgb = pixels & SDLPHOTO_PIXELS_TO_SRGB;
  pixels &= ~SDLPHOTO_PIXELS_TO_SRGB;
  cmsHPROFILE source = sdlphoto_lcms.cmsOpenProfileFromMem(data, (cmsUInt32Number)size);
  if (!source) return NULL;
  cmsHPROFILE display = sdlphoto_display_profile && !to_srgb
                            ? sdlphoto_lcms.cmsOpenProfileFromMem(
                                  sdlphoto_display_profile, (cmsUInt32Number)sdlphoto_display_profile_size)
                            : NULL;
  if (!display) display = sdlphoto_lcms.cmsCreate_sRGBProfile();
  cmsHTRANSFORM transform = NULL;
  cmsColorSpaceSignature space = sdlphoto_lcms.cmsGetColorSpace(source);
  if (display && sdlphoto_lcms.cmsGetColorSpace(display) == cmsSigRgbData) {
    if (pixels == SDLPHOTO_PIXELS_BGRA && space == cmsSigRgbData) {
      transform = sdlphoto_lcms.cmsCreateTransform(
          source, TYPE_BGRA_8, display, TYPE_BGRA_8, INTENT_PERCEPTUAL, cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE);
    } else if (pixels != SDLPHOTO_PIXELS_BGRA && space == cmsSigCmykData) {
      transform = sdlphoto_lcms.cmsCreateTransform(
          source, pixels == SDLPHOTO_PIXELS_CMYK_INVERTED ? TYPE_CMYK_8_REV : TYPE_CMYK_8, display, TYPE_BGRA_8,
          INTENT_PERCEPTUAL, cmsFLAGS_NOCACHE);
    }
  }
  if (display) sdlphoto_lcms.cmsCloseProfile(display);
  sdlphoto_lcms.cmsCloseProfile(source);
  return transform;
}

/// Whether a display profile other than sRGB is set.
static inline int sdlphoto_has_display_profile(void);

// Transforms kept per source profile (the destination is always sRGB): a folder of photos from one camera or
// phone builds one. An entry in use by a conversion is never evicted; when every entry is in use, a conversion
// makes a transform of its own and deletes it after.
#define SDLPHOTO_TRANSFORMS_KEPT 8
struct sdlphoto_transform_entry {
  uint64_t hash;
  size_t size;
  int pixels;
  unsigned long generation;
  cmsHTRANSFORM transform;
  int users;
  unsigned long used;
};
__attribute__((weak)) struct sdlphoto_transform_entry sdlphoto_transforms[SDLPHOTO_TRANSFORMS_KEPT] = {{0}};
__attribute__((weak)) pthread_mutex_t sdlphoto_transforms_lock = PTHREAD_MUTEX_INITIALIZER;
__attribute__((weak)) unsigned long sdlphoto_transforms_clock = 0;
/// Transforms made so far (tests: a second photo with the same profile makes none).
__attribute__((weak)) unsigned long sdlphoto_transforms_made = 0;

static inline uint64_t sdlphoto_profile_hash(const void *data, size_t size) {
  uint64_t hash = 1469598103934665603ull;  // FNV-1a
  const uint8_t *bytes = data;
  for (size_t i = 0; i < size; i++) hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

/// Converts `height` rows of `width` 4-byte pixels (`kind`: an `sdlphoto_pixels`) at `pixels`, `pitch` bytes
/// apart, from the profile at `data` to the display's (sRGB unless set), in place, as B, G, R, A (perceptual
/// intent; BGRA keeps its alpha, CMYK becomes opaque), with a kept transform. 0 when done, -1 when lcms
/// cannot (not installed, a profile of the wrong colour space).
static inline int sdlphoto_convert(
    const void *data, size_t size, int kind, void *pixels, int width, int height, int pitch) {
  if (!sdlphoto_lcms_load()) return -1;
  uint64_t hash = sdlphoto_profile_hash(data, size);
  int slot = -1;
  cmsHTRANSFORM transform = NULL;
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  unsigned long generation = sdlphoto_display_generation;
  for (int i = 0; i < SDLPHOTO_TRANSFORMS_KEPT; i++) {
    struct sdlphoto_transform_entry *e = &sdlphoto_transforms[i];
    if (e->transform && e->hash == hash && e->size == size && e->pixels == kind && e->generation == generation) {
      slot = i;
      transform = e->transform;
      e->users++;
      e->used = ++sdlphoto_transforms_clock;
      break;
    }
  }
  if (!transform) {
    // Made under the lock (a new profile is rare: one per camera or phone in a folder); kept when a slot is
    // free or idle.
    transform = sdlphoto_make_transform(data, size, kind);
    if (!transform) {
      pthread_mutex_unlock(&sdlphoto_transforms_lock);
      return -1;
    }
    sdlphoto_transforms_made++;
    int oldest = -1;
    for (int i = 0; i < SDLPHOTO_TRANSFORMS_KEPT; i++) {
      struct sdlphoto_transform_entry *e = &sdlphoto_transforms[i];
      if (e->users == 0 && (oldest < 0 || e->used < sdlphoto_transforms[oldest].used)) oldest = i;
    }
    if (oldest >= 0) {
      struct sdlphoto_transform_entry *e = &sdlphoto_transforms[oldest];
      if (e->transform) sdlphoto_lcms.cmsDeleteTransform(e->transform);
      e->hash = hash;
      e->size = size;
      e->pixels = kind;
      e->generation = generation;
      e->transform = transform;
      e->users = 1;
      e->used = ++sdlphoto_transforms_clock;
      slot = oldest;
    }
  }
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  sdlphoto_lcms.cmsDoTransformLineStride(
      transform, pixels, pixels, (cmsUInt32Number)width, (cmsUInt32Number)height, (cmsUInt32Number)pitch,
      (cmsUInt32Number)pitch, 0, 0);
  if ((kind & ~SDLPHOTO_PIXELS_TO_SRGB) != SDLPHOTO_PIXELS_BGRA) {
    // CMYK has no alpha: the fourth byte held K.
    for (int y = 0; y < height; y++) {
      uint8_t *row = (uint8_t *)pixels + (size_t)y * (size_t)pitch;
      for (int x = 0; x < width; x++) row[4 * x + 3] = 255;
    }
  }
  if (slot < 0) {
    sdlphoto_lcms.cmsDeleteTransform(transform);
  } else {
    pthread_mutex_lock(&sdlphoto_transforms_lock);
    sdlphoto_transforms[slot].users--;
    pthread_mutex_unlock(&sdlphoto_transforms_lock);
  }
  return 0;
}

/// Converts CMYK pixels (C, M, Y, K bytes; `inverted` as Adobe stores them) to B, G, R and an opaque A in
/// place by the plain formula, for a CMYK JPEG without a profile: R = (1 - C)(1 - K) and so on.
static inline void sdlphoto_cmyk_to_bgra(void *pixels, int width, int height, int pitch, int inverted) {
  for (int y = 0; y < height; y++) {
    uint8_t *p = (uint8_t *)pixels + (size_t)y * (size_t)pitch;
    for (int x = 0; x < width; x++, p += 4) {
      int c = p[0], m = p[1], ye = p[2], k = p[3];
      if (!inverted) {
        c = 255 - c;
        m = 255 - m;
        ye = 255 - ye;
        k = 255 - k;
      }
      p[0] = (uint8_t)((ye * k + 127) / 255);
      p[1] = (uint8_t)((m * k + 127) / 255);
      p[2] = (uint8_t)((c * k + 127) / 255);
      p[3] = 255;
    }
  }
}

/// Transforms made so far.
static inline unsigned long sdlphoto_transforms_count(void) {
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  unsigned long made = sdlphoto_transforms_made;
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  return made;
}

/// Writes an RGB profile with the white point and primaries `xy` (CIE x, y of white, red, green, blue) and the
/// tone curve light = (a * v + b) ^ g for v >= d, else c * v (ICC parametric type 4) into `out` (`capacity`
/// bytes): for a photo that describes its colours without a profile (EXIF Adobe RGB, PNG gAMA/cHRM, CICP).
/// Returns its length, or 0 when lcms cannot.
static inline size_t sdlphoto_rgb_profile(
    const double xy[8], double g, double a, double b, double c, double d, void *out, size_t capacity) {
  if (!sdlphoto_lcms_load()) return 0;
  cmsCIExyY white = {xy[0], xy[1], 1.0};
  cmsCIExyYTRIPLE primaries = {{xy[2], xy[3], 1.0}, {xy[4], xy[5], 1.0}, {xy[6], xy[7], 1.0}};
  double parameters[5] = {g, a, b, c, d};
  cmsToneCurve *curve = sdlphoto_lcms.cmsBuildParametricToneCurve(NULL, 4, parameters);
  if (!curve) return 0;
  cmsToneCurve *curves[3] = {curve, curve, curve};
  cmsHPROFILE profile = sdlphoto_lcms.cmsCreateRGBProfile(&white, &primaries, curves);
  sdlphoto_lcms.cmsFreeToneCurve(curve);
  if (!profile) return 0;
  cmsUInt32Number size = 0;
  size_t written = 0;
  if (sdlphoto_lcms.cmsSaveProfileToMem(profile, NULL, &size) && size <= capacity &&
      sdlphoto_lcms.cmsSaveProfileToMem(profile, out, &size)) {
    written = size;
  }
  sdlphoto_lcms.cmsCloseProfile(profile);
  return written;
}

/// Makes the profile at `data` (`size` bytes; NULL or 0 for sRGB) the display's: conversions end there from
/// now on. Returns 1 when lcms reads it as an RGB profile, else 0 (and the display stays sRGB).
static inline int sdlphoto_set_display_profile(const void *data, size_t size) {
  void *copy = NULL;
  if (data && size > 0) {
    if (!sdlphoto_lcms_load()) return 0;
    cmsHPROFILE profile = sdlphoto_lcms.cmsOpenProfileFromMem(data, (cmsUInt32Number)size);
    if (!profile) return 0;
    int rgb = sdlphoto_lcms.cmsGetColorSpace(profile) == cmsSigRgbData;
    sdlphoto_lcms.cmsCloseProfile(profile);
    if (!rgb || !(copy = malloc(size))) return 0;
    memcpy(copy, data, size);
  }
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  free(sdlphoto_display_profile);
  sdlphoto_display_profile = copy;
  sdlphoto_display_profile_size = copy ? size : 0;
  sdlphoto_display_generation++;
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  return 1;
}

static inline int sdlphoto_has_display_profile(void) {
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  int has = sdlphoto_display_profile != NULL;
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  return has;
}

/// Inflates the zlib stream at `data` (`size` bytes) into a new buffer of at most `limit` bytes; its length
/// goes to `*length`. NULL when the stream is broken or longer than `limit`. The caller frees the buffer.
static inline uint8_t *sdlphoto_inflate(const void *data, size_t size, size_t limit, size_t *length) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) return NULL;
  size_t capacity = size * 4 + 1024 < limit ? size * 4 + 1024 : limit;
  uint8_t *out = malloc(capacity);
  stream.next_in = (Bytef *)data;
  stream.avail_in = (uInt)size;
  int result = Z_OK;
  while (out && result == Z_OK) {
    if (stream.total_out == capacity) {
      if (capacity == limit) break;
      size_t grown = capacity * 2 < limit ? capacity * 2 : limit;
      uint8_t *bigger = realloc(out, grown);
      if (!bigger) break;
      out = bigger;
      capacity = grown;
    }
    stream.next_out = out + stream.total_out;
    stream.avail_out = (uInt)(capacity - stream.total_out);
    result = inflate(&stream, Z_NO_FLUSH);
  }
  size_t total = stream.total_out;
  inflateEnd(&stream);
  if (result != Z_STREAM_END) {
    free(out);
    return NULL;
  }
  *length = total;
  return out;
}

#endif
