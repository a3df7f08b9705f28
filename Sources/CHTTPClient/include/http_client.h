#ifndef CONTRACT_REPORT_HTTP_CLIENT_H
#define CONTRACT_REPORT_HTTP_CLIENT_H

#include <stddef.h>

/// How an HTTP GET ended.
typedef enum {
  HTTP_CLIENT_OK = 0,
  /// No answer within the time allowed.
  HTTP_CLIENT_TIMEOUT = 1,
  /// The connection or transfer failed; `code` holds libcurl's CURLcode.
  HTTP_CLIENT_TRANSPORT = 2,
  /// Cancelled through `http_client_cancel`.
  HTTP_CLIENT_CANCELLED = 3,
  /// libcurl (libcurl.so.4) could not be loaded.
  HTTP_CLIENT_UNAVAILABLE = 4,
} http_client_outcome;

/// The answer to `http_client_get`. `body` is allocated with malloc; release it with
/// `http_client_response_free`.
typedef struct {
  http_client_outcome outcome;
  int code;
  long status;
  unsigned char *body;
  size_t length;
} http_client_response;

/// A flag another thread sets to abort a transfer in progress.
typedef struct http_client_cancellation http_client_cancellation;

http_client_cancellation *http_client_cancellation_create(void);
void http_client_cancel(http_client_cancellation *cancellation);
void http_client_cancellation_free(http_client_cancellation *cancellation);

/// Whether libcurl could be loaded (it is loaded on first use, never at start-up).
int http_client_available(void);

/// GET `url` with `header_count` "Name: value" lines, failing after `idle_ms` without data or
/// `total_ms` in all. Only http and https are allowed, redirects are not followed and no
/// header may hold a line break. Blocks the calling thread.
http_client_response http_client_get(
    const char *url, const char *const *headers, size_t header_count, long idle_ms,
    long total_ms, http_client_cancellation *cancellation);

void http_client_response_free(http_client_response *response);

#endif
