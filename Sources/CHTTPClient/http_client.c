// HTTP GET through libcurl, loaded with dlopen on first use.
//
// Linking FoundationNetworking (URLSession) made every run of the tool load libcurl and the
// thirty-odd libraries behind it at start-up, about 13 ms, though only `coverage --live` talks
// to the network. Here libcurl is opened only when a request is made. Its option numbers,
// codes and function types come from <curl/curl.h> (Debian's libcurl4-openssl-dev); nothing
// links libcurl at build time.

#include "http_client.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static struct {
  __typeof__(curl_global_init) *global_init;
  __typeof__(curl_easy_init) *easy_init;
  __typeof__(curl_easy_setopt) *easy_setopt;
  __typeof__(curl_easy_perform) *easy_perform;
  __typeof__(curl_easy_getinfo) *easy_getinfo;
  __typeof__(curl_easy_cleanup) *easy_cleanup;
  __typeof__(curl_slist_append) *slist_append;
  __typeof__(curl_slist_free_all) *slist_free_all;
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
  if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) return;
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
    response.code = CURLE_BAD_FUNCTION_ARGUMENT;
    return response;
  }
  struct curl_slist *list = NULL;
  for (size_t index = 0; index < header_count; index++) {
    struct curl_slist *grown = NULL;
    if (!holds_line_break(headers[index])) grown = curl.slist_append(list, headers[index]);
    if (!grown) {
      curl.slist_free_all(list);
      response.outcome = HTTP_CLIENT_TRANSPORT;
      response.code = CURLE_BAD_FUNCTION_ARGUMENT;
      return response;
    }
    list = grown;
  }
  CURL *handle = curl.easy_init();
  if (!handle) {
    curl.slist_free_all(list);
    response.outcome = HTTP_CLIENT_TRANSPORT;
    response.code = CURLE_OUT_OF_MEMORY;
    return response;
  }
  buffer body = {NULL, 0, 0};
  // Idle limit: fewer than 1 byte per second for idle_ms, rounded up to whole seconds (the
  // unit libcurl takes); connecting and the whole transfer have millisecond limits.
  long idle_seconds = idle_ms <= 0 ? 1 : (idle_ms + 999) / 1000;
  curl.easy_setopt(handle, CURLOPT_URL, url);
  curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
  curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
  curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
  curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
  curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
  curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, idle_ms > 0 ? idle_ms : 1L);
  curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, total_ms > 0 ? total_ms : 1L);
  curl.easy_setopt(handle, CURLOPT_LOW_SPEED_LIMIT, 1L);
  curl.easy_setopt(handle, CURLOPT_LOW_SPEED_TIME, idle_seconds);
  curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, write_body);
  curl.easy_setopt(handle, CURLOPT_WRITEDATA, &body);
  curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
  curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, check_cancelled);
  curl.easy_setopt(handle, CURLOPT_XFERINFODATA, cancellation);
  CURLcode code = curl.easy_perform(handle);
  long status = 0;
  curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
  curl.easy_cleanup(handle);
  curl.slist_free_all(list);
  if (code == CURLE_OK) {
    response.status = status;
    response.body = body.bytes;
    response.length = body.length;
    return response;
  }
  free(body.bytes);
  response.code = code;
  if (code == CURLE_ABORTED_BY_CALLBACK) {
    response.outcome = HTTP_CLIENT_CANCELLED;
  } else if (code == CURLE_OPERATION_TIMEDOUT) {
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
