#ifndef SDLPHOTO_CSDL2_SHIM_H
#define SDLPHOTO_CSDL2_SHIM_H
#include <SDL.h>
#include <stdio.h>
#include <malloc.h>
#include <sched.h>
#ifndef SCHED_IDLE
#define SCHED_IDLE 5
#endif
#include <sys/resource.h>
#include <sys/syscall.h>
#include <spawn.h>
#include <unistd.h>

/// Function-like macros Swift's importer drops, as inline functions.
static inline int sdlphoto_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 sdlphoto_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 sdlphoto_button_left_mask(void) { return SDL_BUTTON_LMASK; }
/// Line-buffer stdout/stderr so traces and messages interleave sanely (Swift 6 cannot name stdout).
static inline void sdlphoto_line_buffer_stdio(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  setvbuf(stderr, NULL, _IOLBF, 0);
}
/// Photo buffers are tens of megabytes and short-lived: always give them back to the system when freed.
/// glibc otherwise raises its mmap threshold after the first large free and keeps later buffers in the heap,
/// so the resident size of a long slideshow only ever grows. Two arenas are plenty for two decode threads.
static inline void sdlphoto_tune_malloc(void) {
#ifdef M_MMAP_THRESHOLD
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
  mallopt(M_ARENA_MAX, 2);
#endif
}
/// The calling thread's kernel id (Linux keeps a nice value per thread).
static inline int sdlphoto_thread_id(void) { return (int)syscall(SYS_gettid); }
/// Sets thread `tid`'s nice value; 0 on success, -1 when refused (an unprivileged user may lower a priority
/// but not raise it back). A value above 19 puts the thread in SCHED_IDLE, below every nice value: it runs
/// only on a core no other thread wants, and a thread waking there takes the core at once. Back from it,
/// SCHED_OTHER at `nice` (refused to an unprivileged user, as raising a nice value is).
static inline int sdlphoto_set_thread_nice(int tid, int nice) {
  struct sched_param param = {0};
  if (nice > 19) return sched_setscheduler((pid_t)tid, SCHED_IDLE, &param);
  if (sched_getscheduler((pid_t)tid) == SCHED_IDLE && sched_setscheduler((pid_t)tid, SCHED_OTHER, &param) != 0)
    return -1;
  return setpriority(PRIO_PROCESS, (id_t)tid, nice);
}

/// glibc's (2.34 and later) spawn action closing every descriptor from `fd` up in the child, which its header
/// declares only under _GNU_SOURCE.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int fd);

/// Adds to `actions` the closing of every descriptor but the standard three in the child (a script's `exec`).
static inline int sdlphoto_spawn_close_inherited(posix_spawn_file_actions_t *actions) {
  return posix_spawn_file_actions_addclosefrom_np(actions, 3);
}
#endif
