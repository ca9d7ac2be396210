#ifndef SDLPHOTO_LOADER_H
#define SDLPHOTO_LOADER_H
// The one loader of the libraries sdlphoto opens at run time instead of linking (libheif, libavif, libjxl,
// LibRaw, lcms2, FFmpeg, libcurl, libmosquitto, alsa-lib, X11's DPMS): each shim names its sonames and its
// functions once, in an X-macro, and `SDLPHOTO_LIBRARY` makes its table of typed function pointers (one per
// process), its once-guard and its error text; `sdlphoto_library_bind` opens the libraries and fills a table,
// and is the only place that calls dlopen. Libraries the project builds itself (a C interface of ours over a
// C++ library) are named "libsdlphoto-NAME.so" and looked for beside the binary first (`sdlphoto_library_open`).
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/// The folder of the running binary (from /proc/self/exe) in `folder` (`size` bytes, ending without '/'):
/// 1 when known, else 0.
static inline int sdlphoto_binary_folder(char *folder, size_t size) {
  ssize_t length = readlink("/proc/self/exe", folder, size - 1);
  if (length <= 0) return 0;
  folder[length] = 0;
  char *slash = strrchr(folder, '/');
  if (!slash) return 0;
  *slash = 0;
  return 1;
}

/// Opens the shared library `name` for its functions (RTLD_NOW | RTLD_LOCAL; never closed while it serves):
/// a path as it is; a library of the project's own ("libsdlphoto-...") from the binary's folder or the
/// installed `../lib/sdlphoto/` beside it, else the system's search path; any other name (a Debian package's
/// soname) from the system's search path. NULL when it cannot be opened, with dlerror's words in `error`.
static inline void *sdlphoto_library_open(const char *name, char *error, size_t size) {
  if (!strchr(name, '/') && strncmp(name, "libsdlphoto-", 12) == 0) {
    char folder[PATH_MAX];
    if (sdlphoto_binary_folder(folder, sizeof folder)) {
      const char *places[] = {"%s/%s", "%s/../lib/sdlphoto/%s"};
      for (size_t i = 0; i < sizeof places / sizeof *places; i++) {
        char path[PATH_MAX + 64];
        snprintf(path, sizeof path, places[i], folder, name);
        if (access(path, R_OK) != 0) continue;
        void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
      }
    }
  }
  void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!library && error && size) {
    const char *reason = dlerror();
    snprintf(error, size, "%s", reason ? reason : name);
  }
  return library;
}

/// Opens the `count` libraries `sonames` and fills `slots` (a table of `names_count` function pointers) with
/// the functions `names`, each from the first library that has it: 1 when every library opened and every
/// function was found, else 0 with the reason in `error` (`size` bytes) and the libraries closed again.
/// Touches no global state (the tests call it with names that are not there).
static inline int sdlphoto_library_bind(const char *const *sonames, int count, const char *const *names,
    void **slots, size_t names_count, char *error, size_t size) {
  void *handles[8] = {0};
  if (count < 1 || count > 8) return 0;
  for (int i = 0; i < count; i++) {
    handles[i] = sdlphoto_library_open(sonames[i], error, size);
    if (!handles[i]) {
      for (int j = 0; j < i; j++) dlclose(handles[j]);
      return 0;
    }
  }
  for (size_t n = 0; n < names_count; n++) {
    slots[n] = NULL;
    for (int i = 0; i < count && !slots[n]; i++) slots[n] = dlsym(handles[i], names[n]);
    if (!slots[n]) {
      if (error && size) snprintf(error, size, "%s has no %s", sonames[0], names[n]);
      for (int i = 0; i < count; i++) dlclose(handles[i]);
      return 0;
    }
  }
  return 1;
}

// The parts of a library's X-macro list (`F(name)` for each function).
#define SDLPHOTO_LIBRARY_FIELD(name) __typeof__(name) *name;
#define SDLPHOTO_LIBRARY_NAME(name) #name,

/// Declares library `lib`'s table (`struct sdlphoto_LIB_functions`, one per process: weak definitions merged
/// by the linker however many objects include the shim, initialised explicitly since Swift's importer turns a
/// bare weak tentative definition into an undefined reference), whether it loaded, why not, its once-guard and
/// the table's size as the object that filled it knew it (an object built against an older list of functions,
/// left by an incremental build, then finds the library missing rather than calling through the wrong slots).
/// `FUNCTIONS` is the X-macro naming its functions.
#define SDLPHOTO_LIBRARY(lib, FUNCTIONS)                                                                        \
  struct sdlphoto_##lib##_functions {                                                                           \
    FUNCTIONS(SDLPHOTO_LIBRARY_FIELD)                                                                           \
  };                                                                                                            \
  __attribute__((weak)) struct sdlphoto_##lib##_functions sdlphoto_##lib = {0};                                 \
  __attribute__((weak)) int sdlphoto_##lib##_loaded = 0;                                                        \
  __attribute__((weak)) size_t sdlphoto_##lib##_table_size = 0;                                                 \
  __attribute__((weak)) char sdlphoto_##lib##_error[512] = {0};                                                 \
  __attribute__((weak)) pthread_once_t sdlphoto_##lib##_once = PTHREAD_ONCE_INIT;                               \
  static const char *const sdlphoto_##lib##_names[] = {FUNCTIONS(SDLPHOTO_LIBRARY_NAME)};                       \
  /* Fills `table` from the libraries `sonames` (`count` of them): 1 when all are there. */                     \
  static inline int sdlphoto_##lib##_bind(                                                                      \
      const char *const *sonames, int count, struct sdlphoto_##lib##_functions *table, char *error, size_t size) { \
    enum { slots_count = sizeof sdlphoto_##lib##_names / sizeof *sdlphoto_##lib##_names };                      \
    _Static_assert(sizeof *table == slots_count * sizeof(void *), "one slot a name");                           \
    void *slots[slots_count];                                                                                   \
    if (!sdlphoto_library_bind(sonames, count, sdlphoto_##lib##_names, slots, slots_count, error, size)) return 0; \
    memcpy(table, slots, sizeof *table); /* dlsym's pointers, typed by the table's fields */                    \
    return 1;                                                                                                   \
  }                                                                                                             \
  /* Makes `table` the process's, loaded (after its library's own set-up succeeded). */                         \
  static inline void sdlphoto_##lib##_publish(const struct sdlphoto_##lib##_functions *table) {                 \
    sdlphoto_##lib = *table;                                                                                    \
    sdlphoto_##lib##_table_size = sizeof *table;                                                                \
    sdlphoto_##lib##_loaded = 1;                                                                                \
  }                                                                                                             \
  /* Whether the table is filled, and filled by an object that knew it as this one does. */                    \
  static inline int sdlphoto_##lib##_ready(void) {                                                              \
    return sdlphoto_##lib##_loaded && sdlphoto_##lib##_table_size == sizeof(struct sdlphoto_##lib##_functions); \
  }                                                                                                             \
  /* Why it did not load (dlerror's words, or the function missing); empty while it has not been tried. */      \
  static inline const char *sdlphoto_##lib##_load_error(void) { return sdlphoto_##lib##_error; }

#endif
