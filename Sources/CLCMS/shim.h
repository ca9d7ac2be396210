#ifndef SDLPHOTO_CLCMS_SHIM_H
#define SDLPHOTO_CLCMS_SHIM_H
// Little CMS 2: a photo's embedded ICC profile converted to sRGB on the decode worker.
//
// Not linked: liblcms2 is dlopen()ed the first time a photo carries a profile that is not sRGB, so a process
// that never meets one maps nothing more (as libavif, libheif, libjxl and libcurl). zlib (already mapped for
// libpng) inflates PNG's compressed profiles.
#include <dlfcn.h>
#include <lcms2.h>
#include <pthread.h>
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
  F(cmsBuildGamma)                                                                                              \
  F(cmsFreeToneCurve)                                                                                           \
  F(cmsCreateRGBProfile)                                                                                        \
  F(cmsSaveProfileToMem)

struct sdlphoto_lcms_functions {
#define SDLPHOTO_LCMS_FIELD(name) __typeof__(name) *name;
  SDLPHOTO_LCMS_FUNCTIONS(SDLPHOTO_LCMS_FIELD)
#undef SDLPHOTO_LCMS_FIELD
};

__attribute__((weak)) struct sdlphoto_lcms_functions sdlphoto_lcms = {0};
__attribute__((weak)) int sdlphoto_lcms_loaded = 0;
__attribute__((weak)) pthread_once_t sdlphoto_lcms_once = PTHREAD_ONCE_INIT;

static inline void sdlphoto_lcms_open(void) {
  void *library = dlopen(SDLPHOTO_LCMS_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
  struct sdlphoto_lcms_functions table;
#define SDLPHOTO_LCMS_SYMBOL(name)                                                                              \
  if (!(table.name = (__typeof__(name) *)dlsym(library, #name))) {                                              \
    dlclose(library);                                                                                           \
    return;                                                                                                     \
  }
  SDLPHOTO_LCMS_FUNCTIONS(SDLPHOTO_LCMS_SYMBOL)
#undef SDLPHOTO_LCMS_SYMBOL
  sdlphoto_lcms = table;
  sdlphoto_lcms_loaded = 1;
}

/// Loads liblcms2 the first time (any thread): 1 when it and every function are there, else 0.
static inline int sdlphoto_lcms_load(void) {
  pthread_once(&sdlphoto_lcms_once, sdlphoto_lcms_open);
  return sdlphoto_lcms_loaded;
}

/// What `sdlphoto_profile_kind` says of a profile.
enum sdlphoto_profile_kind {
  /// Not a profile lcms reads, or liblcms2 is not installed: the photo is shown as it is.
  SDLPHOTO_PROFILE_UNUSABLE = 0,
  /// sRGB itself (its description says so): no conversion needed.
  SDLPHOTO_PROFILE_SRGB = 1,
  /// An RGB profile other than sRGB: convert.
  SDLPHOTO_PROFILE_RGB = 2,
  /// Another colour space (grey, CMYK, Lab): not converted here.
  SDLPHOTO_PROFILE_OTHER = 3,
};

/// What the ICC profile of `size` bytes at `data` is.
static inline int sdlphoto_profile_kind(const void *data, size_t size) {
  if (!sdlphoto_lcms_load()) return SDLPHOTO_PROFILE_UNUSABLE;
  cmsHPROFILE profile = sdlphoto_lcms.cmsOpenProfileFromMem(data, (cmsUInt32Number)size);
  if (!profile) return SDLPHOTO_PROFILE_UNUSABLE;
  int kind = SDLPHOTO_PROFILE_OTHER;
  if (sdlphoto_lcms.cmsGetColorSpace(profile) == cmsSigRgbData) {
    char description[256] = {0};
    sdlphoto_lcms.cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description, sizeof description);
    kind = strstr(description, "sRGB") ? SDLPHOTO_PROFILE_SRGB : SDLPHOTO_PROFILE_RGB;
  }
  sdlphoto_lcms.cmsCloseProfile(profile);
  return kind;
}

/// A new transform from the RGB profile at `data` to sRGB for 32-bit B, G, R, A pixels (SDL's ARGB8888 on a
/// little-endian machine), perceptual, alpha copied, usable from several threads at once (no one-pixel cache);
/// NULL when lcms cannot make one.
static inline cmsHTRANSFORM sdlphoto_make_transform(const void *data, size_t size) {
  cmsHPROFILE source = sdlphoto_lcms.cmsOpenProfileFromMem(data, (cmsUInt32Number)size);
  if (!source) return NULL;
  cmsHPROFILE srgb = sdlphoto_lcms.cmsCreate_sRGBProfile();
  cmsHTRANSFORM transform = NULL;
  if (srgb && sdlphoto_lcms.cmsGetColorSpace(source) == cmsSigRgbData) {
    transform = sdlphoto_lcms.cmsCreateTransform(
        source, TYPE_BGRA_8, srgb, TYPE_BGRA_8, INTENT_PERCEPTUAL, cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE);
  }
  if (srgb) sdlphoto_lcms.cmsCloseProfile(srgb);
  sdlphoto_lcms.cmsCloseProfile(source);
  return transform;
}

// Transforms kept per source profile (the destination is always sRGB): a folder of photos from one camera or
// phone builds one. An entry in use by a conversion is never evicted; when every entry is in use, a conversion
// makes a transform of its own and deletes it after.
#define SDLPHOTO_TRANSFORMS_KEPT 8
struct sdlphoto_transform_entry {
  uint64_t hash;
  size_t size;
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

/// Converts `height` rows of `width` 32-bit pixels (B, G, R, A in memory) at `pixels`, `pitch` bytes apart,
/// from the RGB profile at `data` to sRGB, in place, alpha kept (perceptual intent), with a kept transform.
/// 0 when done, -1 when lcms cannot (not installed, not an RGB profile).
static inline int sdlphoto_convert_to_srgb(
    const void *data, size_t size, void *pixels, int width, int height, int pitch) {
  if (!sdlphoto_lcms_load()) return -1;
  uint64_t hash = sdlphoto_profile_hash(data, size);
  int slot = -1;
  cmsHTRANSFORM transform = NULL;
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  for (int i = 0; i < SDLPHOTO_TRANSFORMS_KEPT; i++) {
    struct sdlphoto_transform_entry *e = &sdlphoto_transforms[i];
    if (e->transform && e->hash == hash && e->size == size) {
      slot = i;
      transform = e->transform;
      e->users++;
      e->used = ++sdlphoto_transforms_clock;
      break;
    }
  }
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  if (!transform) {
    // Made outside the lock (it takes a while); kept when a slot is free or idle.
    transform = sdlphoto_make_transform(data, size);
    if (!transform) return -1;
    pthread_mutex_lock(&sdlphoto_transforms_lock);
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
      e->transform = transform;
      e->users = 1;
      e->used = ++sdlphoto_transforms_clock;
      slot = oldest;
    }
    pthread_mutex_unlock(&sdlphoto_transforms_lock);
  }
  sdlphoto_lcms.cmsDoTransformLineStride(
      transform, pixels, pixels, (cmsUInt32Number)width, (cmsUInt32Number)height, (cmsUInt32Number)pitch,
      (cmsUInt32Number)pitch, 0, 0);
  if (slot < 0) {
    sdlphoto_lcms.cmsDeleteTransform(transform);
  } else {
    pthread_mutex_lock(&sdlphoto_transforms_lock);
    sdlphoto_transforms[slot].users--;
    pthread_mutex_unlock(&sdlphoto_transforms_lock);
  }
  return 0;
}

/// Transforms made so far.
static inline unsigned long sdlphoto_transforms_count(void) {
  pthread_mutex_lock(&sdlphoto_transforms_lock);
  unsigned long made = sdlphoto_transforms_made;
  pthread_mutex_unlock(&sdlphoto_transforms_lock);
  return made;
}

/// Writes an Adobe RGB (1998) profile (D65, the DCF's primaries, gamma 563/256) into `out` (`capacity` bytes)
/// for a photo whose EXIF says Adobe RGB without embedding one; returns its length, or 0 when lcms cannot.
static inline size_t sdlphoto_adobe_rgb_profile(void *out, size_t capacity) {
  if (!sdlphoto_lcms_load()) return 0;
  cmsCIExyY white = {0.3127, 0.3290, 1.0};
  cmsCIExyYTRIPLE primaries = {{0.64, 0.33, 1.0}, {0.21, 0.71, 1.0}, {0.15, 0.06, 1.0}};
  cmsToneCurve *curve = sdlphoto_lcms.cmsBuildGamma(NULL, 563.0 / 256.0);
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
