#ifndef SDLPHOTO_CMOSQUITTO_SHIM_H
#define SDLPHOTO_CMOSQUITTO_SHIM_H
// libmosquitto's client API: `--mqtt`, a frame in a home's automation (`MQTTRemote`). The client runs on a
// thread of `MQTTRemote`'s, in mosquitto_loop a tenth of a second at a time; it reconnects with its own backoff.
//
// Not linked: libmosquitto (and the OpenSSL it pulls in) is opened at run time (`CLoader`) when `--mqtt` is given, so a viewer
// without it maps none of it. The header (libmosquitto-dev) gives the types and constants only; every call goes
// through the `dl_` wrappers below, which call through the table `sdlphoto_mosquitto_load()` fills.
#include <mosquitto.h>
#include "../CLoader/loader.h"
#include <stdio.h>

#define SDLPHOTO_MOSQUITTO_SONAME "libmosquitto.so.1"

// The functions used.
#define SDLPHOTO_MOSQUITTO_FUNCTIONS(F)                                                                         \
  F(mosquitto_lib_init)                                                                                         \
  F(mosquitto_new)                                                                                              \
  F(mosquitto_destroy)                                                                                          \
  F(mosquitto_username_pw_set)                                                                                  \
  F(mosquitto_will_set)                                                                                         \
  F(mosquitto_tls_set)                                                                                          \
  F(mosquitto_int_option)                                                                                       \
  F(mosquitto_connect_async)                                                                                    \
  F(mosquitto_loop)                                                                                             \
  F(mosquitto_reconnect_async)                                                                                  \
  F(mosquitto_threaded_set)                                                                                     \
  F(mosquitto_disconnect)                                                                                       \
  F(mosquitto_publish)                                                                                          \
  F(mosquitto_subscribe)                                                                                        \
  F(mosquitto_connect_callback_set)                                                                             \
  F(mosquitto_disconnect_callback_set)                                                                          \
  F(mosquitto_message_callback_set)                                                                             \
  F(mosquitto_strerror)                                                                                         \
  F(mosquitto_connack_string)

SDLPHOTO_LIBRARY(mosquitto, SDLPHOTO_MOSQUITTO_FUNCTIONS)

static inline void sdlphoto_mosquitto_open(void) {
  static const char *const sonames[] = {SDLPHOTO_MOSQUITTO_SONAME};
  struct sdlphoto_mosquitto_functions table;
  if (!sdlphoto_mosquitto_bind(sonames, 1, &table, sdlphoto_mosquitto_error, sizeof sdlphoto_mosquitto_error)) {
    return;
  }
  table.mosquitto_lib_init();  // once for the process; never torn down
  sdlphoto_mosquitto_publish(&table);
}

/// Loads libmosquitto the first time (any thread): 1 when it and every function are there, else 0
/// (`sdlphoto_mosquitto_error` says why).
static inline int sdlphoto_mosquitto_load(void) {
  pthread_once(&sdlphoto_mosquitto_once, sdlphoto_mosquitto_open);
  return sdlphoto_mosquitto_ready();
}

// The calls, valid once sdlphoto_mosquitto_load() has returned 1.
static inline struct mosquitto *dl_mosquitto_new(const char *id, void *object) {
  return sdlphoto_mosquitto.mosquitto_new(id, true, object);
}
static inline void dl_mosquitto_destroy(struct mosquitto *client) { sdlphoto_mosquitto.mosquitto_destroy(client); }
static inline int dl_mosquitto_username_pw_set(struct mosquitto *client, const char *user, const char *password) {
  return sdlphoto_mosquitto.mosquitto_username_pw_set(client, user, password);
}
static inline int dl_mosquitto_will_set(
    struct mosquitto *client, const char *topic, int length, const void *payload, int qos, bool retain) {
  return sdlphoto_mosquitto.mosquitto_will_set(client, topic, length, payload, qos, retain);
}
/// TLS with the certificate authority file `ca`, or (NULL) the system's authorities in /etc/ssl/certs: the
/// broker's certificate is checked against it and its name.
static inline int dl_mosquitto_tls_set(struct mosquitto *client, const char *ca) {
  return sdlphoto_mosquitto.mosquitto_tls_set(client, ca, ca ? NULL : "/etc/ssl/certs", NULL, NULL, NULL);
}
/// MQTT 3.1.1 (`MQTT_PROTOCOL_V311`), which every broker speaks.
static inline int dl_mosquitto_use_v311(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_int_option(client, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
}
/// TCP_NODELAY: a command's answer and a state change go out at once, not held back for Nagle's algorithm (40 ms
/// behind an unacknowledged packet).
static inline int dl_mosquitto_no_delay(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_int_option(client, MOSQ_OPT_TCP_NODELAY, 1);
}
static inline int dl_mosquitto_connect_async(struct mosquitto *client, const char *host, int port, int keepalive) {
  return sdlphoto_mosquitto.mosquitto_connect_async(client, host, port, keepalive);
}
/// Runs the client's network for at most 100 ms (reading, writing, keeping the connection alive): success, or
/// why there is no connection (lost, refused, never made), which the caller retries.
static inline int dl_mosquitto_loop(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_loop(client, 100, 1);
}
/// Starts connecting again without waiting for it (a host that does not answer never holds the caller up).
static inline int dl_mosquitto_reconnect(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_reconnect_async(client);
}
/// Says the client is used from more than one thread (its own loop, and publishing from the frame loop).
static inline int dl_mosquitto_threaded(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_threaded_set(client, true);
}
static inline int dl_mosquitto_disconnect(struct mosquitto *client) {
  return sdlphoto_mosquitto.mosquitto_disconnect(client);
}
static inline int dl_mosquitto_publish(
    struct mosquitto *client, const char *topic, int length, const void *payload, int qos, bool retain) {
  return sdlphoto_mosquitto.mosquitto_publish(client, NULL, topic, length, payload, qos, retain);
}
static inline int dl_mosquitto_subscribe(struct mosquitto *client, const char *pattern, int qos) {
  return sdlphoto_mosquitto.mosquitto_subscribe(client, NULL, pattern, qos);
}
typedef void (*sdlphoto_mosquitto_status_callback)(struct mosquitto *, void *, int);
typedef void (*sdlphoto_mosquitto_message_callback)(struct mosquitto *, void *, const struct mosquitto_message *);
static inline void dl_mosquitto_callbacks_set(struct mosquitto *client, sdlphoto_mosquitto_status_callback connected,
    sdlphoto_mosquitto_status_callback disconnected, sdlphoto_mosquitto_message_callback message) {
  sdlphoto_mosquitto.mosquitto_connect_callback_set(client, connected);
  sdlphoto_mosquitto.mosquitto_disconnect_callback_set(client, disconnected);
  sdlphoto_mosquitto.mosquitto_message_callback_set(client, message);
}
static inline const char *dl_mosquitto_strerror(int code) { return sdlphoto_mosquitto.mosquitto_strerror(code); }
static inline const char *dl_mosquitto_connack_string(int code) {
  return sdlphoto_mosquitto.mosquitto_connack_string(code);
}

#endif
