#ifndef SDLPHOTO_CCURL_SHIM_H
#define SDLPHOTO_CCURL_SHIM_H
// libcurl's easy and multi APIs: network photos (http, https) downloaded by `PhotoDownloader`, one easy handle
// per transfer driven through a multi handle (so the caller's loop waits on the sockets with its own deadline).
//
// Not linked: libcurl and what it pulls in (OpenSSL, nghttp2, ssh, ldap, kerberos... about 25 libraries) are
// opened at run time (`CLoader`) on the first network photo, so a viewer showing local files maps none of them. The header
// (libcurl4-openssl-dev, in /usr/include/x86_64-linux-gnu, on the compiler's multiarch path) gives the types
// and constants only; every call goes through the `dl_` wrappers below, which call through the table
// `sdlphoto_curl_load()` fills. curl_easy_setopt is variadic, which Swift cannot call: each kind of value has
// its own typed wrapper.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include "../CLoader/loader.h"
#include <stdio.h>

#define SDLPHOTO_CURL_SONAME "libcurl.so.4"

// The functions used.
#define SDLPHOTO_CURL_FUNCTIONS(F)                                                                              \
  F(curl_global_init)                                                                                           \
  F(curl_easy_init)                                                                                             \
  F(curl_easy_cleanup)                                                                                          \
  F(curl_easy_reset)                                                                                            \
  F(curl_easy_setopt)                                                                                           \
  F(curl_easy_strerror)                                                                                         \
  F(curl_slist_append)                                                                                          \
  F(curl_slist_free_all)                                                                                        \
  F(curl_multi_init)                                                                                            \
  F(curl_multi_cleanup)                                                                                         \
  F(curl_multi_add_handle)                                                                                      \
  F(curl_multi_remove_handle)                                                                                   \
  F(curl_multi_perform)                                                                                         \
  F(curl_multi_poll)                                                                                            \
  F(curl_multi_info_read)                                                                                       \
  F(curl_multi_strerror)

SDLPHOTO_LIBRARY(curl, SDLPHOTO_CURL_FUNCTIONS)

/// Opens the library `soname` and fills `table` with its functions: 1 when every one is there, else 0 with
/// the reason (dlerror's words) in `error` (`size` bytes). Touches no global state (the tests call it).
static inline int sdlphoto_curl_open_library(
    const char *soname, struct sdlphoto_curl_functions *table, char *error, size_t size) {
  return sdlphoto_curl_bind(&soname, 1, table, error, size);
}

static inline void sdlphoto_curl_open(void) {
  struct sdlphoto_curl_functions table;
  if (!sdlphoto_curl_open_library(SDLPHOTO_CURL_SONAME, &table, sdlphoto_curl_error, sizeof sdlphoto_curl_error))
    return;
  // libcurl set up once for the process (TLS library included) before any thread uses it; never torn down.
  CURLcode result = table.curl_global_init(CURL_GLOBAL_DEFAULT);
  if (result != CURLE_OK) {
    snprintf(sdlphoto_curl_error, sizeof sdlphoto_curl_error, "curl_global_init failed (%s)",
        table.curl_easy_strerror(result));
    return;
  }
  sdlphoto_curl_publish(&table);
}

/// Loads and initialises libcurl the first time (any thread; the others wait): 1 when it and every function
/// are there, else 0 (`sdlphoto_curl_load_error()` says why).
static inline int sdlphoto_curl_load(void) {
  pthread_once(&sdlphoto_curl_once, sdlphoto_curl_open);
  return sdlphoto_curl_ready();
}

// The calls, valid once sdlphoto_curl_load() has returned 1.
static inline CURL *dl_curl_easy_init(void) { return sdlphoto_curl.curl_easy_init(); }
static inline void dl_curl_easy_cleanup(CURL *handle) { sdlphoto_curl.curl_easy_cleanup(handle); }
static inline void dl_curl_easy_reset(CURL *handle) { sdlphoto_curl.curl_easy_reset(handle); }
static inline const char *dl_curl_easy_strerror(CURLcode code) { return sdlphoto_curl.curl_easy_strerror(code); }
static inline struct curl_slist *dl_curl_slist_append(struct curl_slist *list, const char *line) {
  return sdlphoto_curl.curl_slist_append(list, line);
}
static inline void dl_curl_slist_free_all(struct curl_slist *list) { sdlphoto_curl.curl_slist_free_all(list); }
static inline CURLM *dl_curl_multi_init(void) { return sdlphoto_curl.curl_multi_init(); }
static inline CURLMcode dl_curl_multi_cleanup(CURLM *multi) { return sdlphoto_curl.curl_multi_cleanup(multi); }
static inline CURLMcode dl_curl_multi_add_handle(CURLM *multi, CURL *handle) {
  return sdlphoto_curl.curl_multi_add_handle(multi, handle);
}
static inline CURLMcode dl_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
  return sdlphoto_curl.curl_multi_remove_handle(multi, handle);
}
static inline CURLMcode dl_curl_multi_perform(CURLM *multi, int *running) {
  return sdlphoto_curl.curl_multi_perform(multi, running);
}
/// Waits up to `timeout_ms` for activity on the transfers' sockets (or libcurl's own next timer).
static inline CURLMcode dl_curl_multi_poll(CURLM *multi, int timeout_ms) {
  return sdlphoto_curl.curl_multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
/// The result of a finished transfer of `multi`: 1 and its code in `result` when one finished, else 0.
static inline int dl_curl_multi_done_result(CURLM *multi, CURLcode *result) {
  int left = 0;
  CURLMsg *message;
  while ((message = sdlphoto_curl.curl_multi_info_read(multi, &left))) {
    if (message->msg == CURLMSG_DONE) {
      *result = message->data.result;
      return 1;
    }
  }
  return 0;
}
static inline const char *dl_curl_multi_strerror(CURLMcode code) { return sdlphoto_curl.curl_multi_strerror(code); }

// curl_easy_setopt, one wrapper per kind of value (CURLOPTTYPE_LONG, _STRINGPOINT, _SLISTPOINT, _CBPOINT and
// _OBJECTPOINT, and the write callback's signature).
static inline CURLcode dl_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
  return sdlphoto_curl.curl_easy_setopt(handle, option, value);
}
static inline CURLcode dl_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return sdlphoto_curl.curl_easy_setopt(handle, option, value);
}
static inline CURLcode dl_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
  return sdlphoto_curl.curl_easy_setopt(handle, option, value);
}
static inline CURLcode dl_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return sdlphoto_curl.curl_easy_setopt(handle, option, value);
}
/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (the same signature).
static inline CURLcode dl_curl_easy_setopt_write_function(
    CURL *handle, CURLoption option, curl_write_callback value) {
  return sdlphoto_curl.curl_easy_setopt(handle, option, value);
}

#endif
