// HTTP GET through libcurl, loaded with dlopen on first use.
//
// Linking FoundationNetworking (URLSession) made every run of the tool load libcurl and the
// thirty-odd libraries behind it at start-up, about 13 ms, though only `coverage --live` talks
// to the network. Here libcurl is opened only when a request is made. The option numbers are
// libcurl's stable ABI (curl/curl.h); libcurl-dev is not needed to build.

#include "http_client.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
struct curl_slist;
typedef int CURLcode;
typedef int64_t curl_off_t;

enum {
  OPT_WRITEDATA = 10001,
  OPT_URL = 10002,
  OPT_WRITEFUNCTION = 20011,
  OPT_LOW_SPEED_LIMIT = 19,
  OPT_LOW_SPEED_TIME = 20,
  OPT_HTTPHEADER = 10023,
  OPT_NOPROGRESS = 43,
  OPT_FOLLOWLOCATION = 52,
  OPT_XFERINFODATA = 10057,
  OPT_HTTPGET = 80,
  OPT_NOSIGNAL = 99,
  OPT_ACCEPT_ENCODING = 10102,
  OPT_TIMEOUT_MS = 155,
  OPT_CONNECTTIMEOUT_MS = 156,
  OPT_PROTOCOLS = 181,
  OPT_REDIR_PROTOCOLS = 182,
  OPT_XFERINFOFUNCTION = 20219,
  INFO_RESPONSE_CODE = 0x200002,
  PROTO_HTTP = 1,
  PROTO_HTTPS = 2,
  GLOBAL_ALL = 3,
  E_OK = 0,
  E_OPERATION_TIMEDOUT = 28,
  E_ABORTED_BY_CALLBACK = 42,
  E_BAD_FUNCTION_ARGUMENT = 43,
  E_OUT_OF_MEMORY = 27,
};

static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *, int, ...);
  CURLcode (*easy_perform)(CURL *);
  CURLcode (*easy_getinfo)(CURL *, int, ...);
  void (*easy_cleanup)(CURL *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
  int loaded;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
  static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
  void *library = NULL;
  for (size_t index = 0; index < sizeof names / sizeof names[0] && !library; index++) {
    library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
  }
  if (!library) return;
  *(void **)&curl.global_init = dlsym(library, "curl_global_init");
  *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
  *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
  *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
  *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
  *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
  *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
  *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
  if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform ||
      !curl.easy_getinfo || !curl.easy_cleanup || !curl.slist_append || !curl.slist_free_all) {
    return;
  }
  // Once, before any handle exists: curl_global_init is not safe to race.
  if (curl.global_init(GLOBAL_ALL) != E_OK) return;
  curl.loaded = 1;
}

int http_client_available(void) {
  pthread_once(&load_once, load_curl);
  return curl.loaded;
}

struct http_client_cancellation {
  atomic_int cancelled;
};

http_client_cancellation *http_client_cancellation_create(void) {
  http_client_cancellation *cancellation = malloc(sizeof *cancellation);
  if (cancellation) atomic_init(&cancellation->cancelled, 0);
  return cancellation;
}

void http_client_cancel(http_client_cancellation *cancellation) {
  if (cancellation) atomic_store(&cancellation->cancelled, 1);
}

void http_client_cancellation_free(http_client_cancellation *cancellation) {
  free(cancellation);
}

typedef struct {
  unsigned char *bytes;
  size_t length;
  size_t capacity;
} buffer;

static size_t write_body(char *data, size_t size, size_t count, void *context) {
  buffer *body = context;
  size_t length = size * count;
  if (body->length + length > body->capacity) {
    size_t capacity = body->capacity ? body->capacity : 16384;
    while (capacity < body->length + length) capacity *= 2;
    unsigned char *grown = realloc(body->bytes, capacity);
    if (!grown) return 0;  // makes libcurl stop with CURLE_WRITE_ERROR
    body->bytes = grown;
    body->capacity = capacity;
  }
  memcpy(body->bytes + body->length, data, length);
  body->length += length;
  return length;
}

static int check_cancelled(void *context, curl_off_t dltotal, curl_off_t dlnow,
                           curl_off_t ultotal, curl_off_t ulnow) {
  (void)dltotal, (void)dlnow, (void)ultotal, (void)ulnow;
  http_client_cancellation *cancellation = context;
  return cancellation && atomic_load(&cancellation->cancelled) ? 1 : 0;
}

static int holds_line_break(const char *text) {
  return strchr(text, '\r') != NULL || strchr(text, '\n') != NULL;
}

http_client_response http_client_get(
    const char *url, const char *const *headers, size_t header_count, long idle_ms,
    long total_ms, http_client_cancellation *cancellation) {
  http_client_response response = {HTTP_CLIENT_OK, 0, 0, NULL, 0};
  if (!http_client_available()) {
    response.outcome = HTTP_CLIENT_UNAVAILABLE;
    return response;
  }
  if (holds_line_break(url)) {
    response.outcome = HTTP_CLIENT_TRANSPORT;
    response.code = E_BAD_FUNCTION_ARGUMENT;
    return response;
  }
  struct curl_slist *list = NULL;
  for (size_t index = 0; index < header_count; index++) {
    struct curl_slist *grown = NULL;
    if (!holds_line_break(headers[index])) grown = curl.slist_append(list, headers[index]);
    if (!grown) {
      curl.slist_free_all(list);
      response.outcome = HTTP_CLIENT_TRANSPORT;
      response.code = E_BAD_FUNCTION_ARGUMENT;
      return response;
    }
    list = grown;
  }
  CURL *handle = curl.easy_init();
  if (!handle) {
    curl.slist_free_all(list);
    response.outcome = HTTP_CLIENT_TRANSPORT;
    response.code = E_OUT_OF_MEMORY;
    return response;
  }
  buffer body = {NULL, 0, 0};
  // Idle limit: fewer than 1 byte per second for idle_ms, rounded up to whole seconds (the
  // unit libcurl takes); connecting and the whole transfer have millisecond limits.
  long idle_seconds = idle_ms <= 0 ? 1 : (idle_ms + 999) / 1000;
  curl.easy_setopt(handle, OPT_URL, url);
  curl.easy_setopt(handle, OPT_HTTPGET, 1L);
  curl.easy_setopt(handle, OPT_HTTPHEADER, list);
  curl.easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
  curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
  curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 0L);
  curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, idle_ms > 0 ? idle_ms : 1L);
  curl.easy_setopt(handle, OPT_TIMEOUT_MS, total_ms > 0 ? total_ms : 1L);
  curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
  curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, idle_seconds);
  curl.easy_setopt(handle, OPT_WRITEFUNCTION, write_body);
  curl.easy_setopt(handle, OPT_WRITEDATA, &body);
  curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
  curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, check_cancelled);
  curl.easy_setopt(handle, OPT_XFERINFODATA, cancellation);
  CURLcode code = curl.easy_perform(handle);
  long status = 0;
  curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &status);
  curl.easy_cleanup(handle);
  curl.slist_free_all(list);
  if (code == E_OK) {
    response.status = status;
    response.body = body.bytes;
    response.length = body.length;
    return response;
  }
  free(body.bytes);
  response.code = code;
  if (code == E_ABORTED_BY_CALLBACK) {
    response.outcome = HTTP_CLIENT_CANCELLED;
  } else if (code == E_OPERATION_TIMEDOUT) {
    response.outcome = HTTP_CLIENT_TIMEOUT;
  } else {
    response.outcome = HTTP_CLIENT_TRANSPORT;
  }
  return response;
}

void http_client_response_free(http_client_response *response) {
  if (!response) return;
  free(response->body);
  response->body = NULL;
  response->length = 0;
}
