#ifndef SDLPHOTO_CALSA_SHIM_H
#define SDLPHOTO_CALSA_SHIM_H
// alsa-lib's error handler, and nothing else of it: SDL opens alsa-lib itself (dynamically) for its ALSA audio
// driver, and on a machine without a sound card (a kiosk without speakers) the library prints eight or more
// "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" lines on stderr for each clip with sound. The
// viewer says once that clips play without sound (`ClipSound`); the library's own lines are dropped here.
//
// Not linked: libasound.so.2 is opened at run time (`CLoader`) just before SDL's audio starts; SDL's own
// dlopen of the same soname then gets the same library, with this handler in place. The declarations are
// ours (alsa-lib's headers are not needed to build): the handler's type is alsa's `snd_lib_error_handler_t`.
#include "../CLoader/loader.h"
#include <stdarg.h>

#define SDLPHOTO_ALSA_SONAME "libasound.so.2"

typedef void (*sdlphoto_alsa_error_handler)(
    const char *file, int line, const char *function, int err, const char *fmt, ...);
int snd_lib_error_set_handler(sdlphoto_alsa_error_handler handler);

#define SDLPHOTO_ALSA_FUNCTIONS(F) F(snd_lib_error_set_handler)

SDLPHOTO_LIBRARY(alsa, SDLPHOTO_ALSA_FUNCTIONS)

// How many of alsa-lib's messages were dropped (the tests read it).
__attribute__((weak)) int sdlphoto_alsa_dropped = 0;

static void sdlphoto_alsa_drop(const char *file, int line, const char *function, int err, const char *fmt, ...) {
  (void)file;
  (void)line;
  (void)function;
  (void)err;
  (void)fmt;
  __atomic_add_fetch(&sdlphoto_alsa_dropped, 1, __ATOMIC_RELAXED);
}

static inline void sdlphoto_alsa_open(void) {
  static const char *const sonames[] = {SDLPHOTO_ALSA_SONAME};
  struct sdlphoto_alsa_functions table;
  if (!sdlphoto_alsa_bind(sonames, 1, &table, sdlphoto_alsa_error, sizeof sdlphoto_alsa_error)) return;
  table.snd_lib_error_set_handler(sdlphoto_alsa_drop);
  sdlphoto_alsa_publish(&table);
}

/// Keeps alsa-lib's error messages off stderr from now on, for the process (any thread, once; the others
/// wait): 1 when alsa-lib is there (and quiet), 0 when it is not (then SDL has no ALSA driver to print either).
static inline int sdlphoto_alsa_quiet(void) {
  pthread_once(&sdlphoto_alsa_once, sdlphoto_alsa_open);
  return sdlphoto_alsa_ready();
}

/// How many of alsa-lib's messages were dropped so far.
static inline int sdlphoto_alsa_dropped_count(void) { return __atomic_load_n(&sdlphoto_alsa_dropped, __ATOMIC_RELAXED); }

#endif
