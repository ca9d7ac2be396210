#ifndef SDLPHOTO_CSMB_SHIM_H
#define SDLPHOTO_CSMB_SHIM_H
// libsmbclient (Debian's libsmbclient, Samba's client library): photos on SMB shares (`smb://`), listed and read
// by `SMBClient`, one client context per thread that uses it.
//
// Not linked: libsmbclient pulls in Samba's own libraries (about forty, 20 MB), opened at run time (`CLoader`)
// on the first SMB location, so a viewer showing anything else maps none of them. The header
// (libsmbclient-dev, in /usr/include/samba-4.0) gives the types only; every call goes through the `dl_`
// wrappers below, which call through the table `sdlphoto_smb_load()` fills.
//
// libsmbclient reads a client configuration once per process, when the first context is made: ~/.smb/smb.conf,
// else the system's /etc/samba/smb.conf. The viewer's own configuration takes the system's place
// (`set_dyn_CONFIGFILE`, from libsamba-util, which libsmbclient links), so nothing of /etc/samba changes how it
// connects, and is loaded again over each context (`smbc_setConfiguration`), so a user's ~/.smb/smb.conf cannot
// undo what it sets either.
#include <samba-4.0/libsmbclient.h>
#include "../CLoader/loader.h"
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#define SDLPHOTO_SMB_SONAME "libsmbclient.so.0"
#define SDLPHOTO_SAMBA_UTIL_SONAME "libsamba-util.so.0"

// Samba's setter of the configuration file's path (libsamba-util, not in libsmbclient's header).
const char *set_dyn_CONFIGFILE(const char *path);

// The functions used.
#define SDLPHOTO_SMB_FUNCTIONS(F)                                                                               \
  F(smbc_new_context)                                                                                           \
  F(smbc_init_context)                                                                                          \
  F(smbc_free_context)                                                                                          \
  F(smbc_setDebug)                                                                                              \
  F(smbc_setLogCallback)                                                                                        \
  F(smbc_setConfiguration)                                                                                      \
  F(smbc_setTimeout)                                                                                            \
  F(smbc_setOptionProtocols)                                                                                    \
  F(smbc_setOptionUseKerberos)                                                                                  \
  F(smbc_setOptionFallbackAfterKerberos)                                                                        \
  F(smbc_setOptionNoAutoAnonymousLogin)                                                                         \
  F(smbc_setOptionUseCCache)                                                                                    \
  F(smbc_setFunctionAuthDataWithContext)                                                                        \
  F(smbc_getFunctionOpendir)                                                                                    \
  F(smbc_getFunctionReaddirPlus2)                                                                               \
  F(smbc_getFunctionClosedir)                                                                                   \
  F(smbc_getFunctionOpen)                                                                                       \
  F(smbc_getFunctionRead)                                                                                       \
  F(smbc_getFunctionClose)                                                                                      \
  F(smbc_getFunctionStat)

SDLPHOTO_LIBRARY(smb, SDLPHOTO_SMB_FUNCTIONS)

#define SDLPHOTO_SAMBA_UTIL_FUNCTIONS(F) F(set_dyn_CONFIGFILE)

SDLPHOTO_LIBRARY(samba_util, SDLPHOTO_SAMBA_UTIL_FUNCTIONS)

/// The viewer's client configuration's path, set before the first load (`sdlphoto_smb_configure`).
__attribute__((weak)) char sdlphoto_smb_config_path[4096] = {0};

/// Drops what libsmbclient would print (it logs to stdout by default), noting only whether a login was refused:
/// a wrong password and a share closed to the user both end in EACCES, and only the log tells them apart
/// ("SPNEGO login failed", at level 3).
__attribute__((weak)) int sdlphoto_smb_login_refused = 0;
static inline void sdlphoto_smb_log(void *private_ptr, int level, const char *message) {
  (void)private_ptr;
  (void)level;
  if (message && (strstr(message, "login failed") || strstr(message, "NT_STATUS_LOGON_FAILURE")))
    sdlphoto_smb_login_refused = 1;
}

/// The login the next request gives when the server asks (`dl_smb_credentials`): requests are made one at a time
/// (`SMBContexts`), so one set serves them all.
__attribute__((weak)) char sdlphoto_smb_domain[256] = {0};
__attribute__((weak)) char sdlphoto_smb_user[256] = {0};
__attribute__((weak)) char sdlphoto_smb_password[1024] = {0};
static inline void sdlphoto_smb_give_login(SMBCCTX *context, const char *server, const char *share, char *domain,
    int domain_size, char *user, int user_size, char *password, int password_size) {
  (void)context;
  (void)server;
  (void)share;
  snprintf(domain, domain_size, "%s", sdlphoto_smb_domain);
  snprintf(user, user_size, "%s", sdlphoto_smb_user);
  snprintf(password, password_size, "%s", sdlphoto_smb_password);
}

static inline void sdlphoto_smb_open(void) {
  struct sdlphoto_smb_functions table;
  if (!sdlphoto_smb_bind((const char *[]){SDLPHOTO_SMB_SONAME}, 1, &table, sdlphoto_smb_error,
          sizeof sdlphoto_smb_error))
    return;
  // Where libsamba-util has its setter (every Samba since 4.0), the system's smb.conf is never read.
  struct sdlphoto_samba_util_functions util;
  char ignored[256];
  if (sdlphoto_smb_config_path[0] &&
      sdlphoto_samba_util_bind((const char *[]){SDLPHOTO_SAMBA_UTIL_SONAME}, 1, &util, ignored, sizeof ignored))
    util.set_dyn_CONFIGFILE(sdlphoto_smb_config_path);
  sdlphoto_smb_publish(&table);
}

/// Sets the client configuration's path (before the first `sdlphoto_smb_load`; later calls change nothing).
static inline void sdlphoto_smb_configure(const char *path) {
  if (!sdlphoto_smb_config_path[0]) snprintf(sdlphoto_smb_config_path, sizeof sdlphoto_smb_config_path, "%s", path);
}

/// Loads libsmbclient the first time (any thread; the others wait): 1 when it and every function are there,
/// else 0 (`sdlphoto_smb_load_error()` says why).
static inline int sdlphoto_smb_load(void) {
  pthread_once(&sdlphoto_smb_once, sdlphoto_smb_open);
  return sdlphoto_smb_ready();
}

// The calls, valid once sdlphoto_smb_load() has returned 1.

/// A new client context set up as the viewer's (`config`: its configuration file; `timeout_ms` for each
/// connection and request; SMB2 and SMB3 only; no Kerberos, no credential cache; its log to `sdlphoto_smb_log`), or NULL
/// with errno set.
static inline SMBCCTX *dl_smb_context(const char *config, int timeout_ms) {
  SMBCCTX *context = sdlphoto_smb.smbc_new_context();
  if (!context) return NULL;
  sdlphoto_smb.smbc_setDebug(context, 3);
  sdlphoto_smb.smbc_setLogCallback(context, NULL, sdlphoto_smb_log);
  sdlphoto_smb.smbc_setTimeout(context, timeout_ms);
  sdlphoto_smb.smbc_setOptionUseKerberos(context, 0);
  sdlphoto_smb.smbc_setOptionFallbackAfterKerberos(context, 1);
  sdlphoto_smb.smbc_setOptionUseCCache(context, 0);
  sdlphoto_smb.smbc_setOptionNoAutoAnonymousLogin(context, 1);
  sdlphoto_smb.smbc_setFunctionAuthDataWithContext(context, sdlphoto_smb_give_login);
  if (!sdlphoto_smb.smbc_init_context(context)) {
    int saved = errno;
    sdlphoto_smb.smbc_free_context(context, 1);
    errno = saved;
    return NULL;
  }
  // After the library's own configuration: the viewer's settings over a user's ~/.smb/smb.conf.
  if (sdlphoto_smb.smbc_setConfiguration(context, config) != 0) {
    int saved = errno;
    sdlphoto_smb.smbc_free_context(context, 1);
    errno = saved;
    return NULL;
  }
  sdlphoto_smb.smbc_setOptionProtocols(context, "SMB2_02", "SMB3");
  sdlphoto_smb.smbc_setDebug(context, 3);
  return context;
}
static inline void dl_smb_free(SMBCCTX *context) { sdlphoto_smb.smbc_free_context(context, 1); }
/// Logs in as `user` of `domain` with `password` from now on, on the one context requests are made on at a time.
static inline void dl_smb_credentials(const char *domain, const char *user, const char *password) {
  snprintf(sdlphoto_smb_domain, sizeof sdlphoto_smb_domain, "%s", domain);
  snprintf(sdlphoto_smb_user, sizeof sdlphoto_smb_user, "%s", user);
  snprintf(sdlphoto_smb_password, sizeof sdlphoto_smb_password, "%s", password);
  sdlphoto_smb_login_refused = 0;
}
static inline SMBCFILE *dl_smb_opendir(SMBCCTX *context, const char *url) {
  return sdlphoto_smb.smbc_getFunctionOpendir(context)(context, url);
}
/// The next entry of `folder` and its status in `st`, or NULL at its end (errno 0) or on a failure.
static inline const struct libsmb_file_info *dl_smb_readdirplus(SMBCCTX *context, SMBCFILE *folder, struct stat *st) {
  errno = 0;
  return sdlphoto_smb.smbc_getFunctionReaddirPlus2(context)(context, folder, st);
}
static inline int dl_smb_closedir(SMBCCTX *context, SMBCFILE *folder) {
  return sdlphoto_smb.smbc_getFunctionClosedir(context)(context, folder);
}
static inline SMBCFILE *dl_smb_open(SMBCCTX *context, const char *url) {
  return sdlphoto_smb.smbc_getFunctionOpen(context)(context, url, O_RDONLY, 0);
}
static inline ssize_t dl_smb_read(SMBCCTX *context, SMBCFILE *file, void *buffer, size_t count) {
  return sdlphoto_smb.smbc_getFunctionRead(context)(context, file, buffer, count);
}
static inline int dl_smb_close(SMBCCTX *context, SMBCFILE *file) {
  return sdlphoto_smb.smbc_getFunctionClose(context)(context, file);
}
static inline int dl_smb_stat(SMBCCTX *context, const char *url, struct stat *st) {
  return sdlphoto_smb.smbc_getFunctionStat(context)(context, url, st);
}
/// Whether the server refused the login since `dl_smb_credentials`.
static inline int dl_smb_login_refused(void) { return sdlphoto_smb_login_refused; }

#endif
