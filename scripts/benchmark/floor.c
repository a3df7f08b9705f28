/* The rendering part of the floor `build` is measured against (scripts/benchmark.sh):
 * in one process, every Markdown file named in LIST (NUL-separated paths, as
 * `find -print0` writes them) is read, rendered with libcmark and written to its own file
 * D/<n>.html, n counting from 0 in list order, where D is a fresh folder made in PARENT
 * (`mkdtemp`), so every run creates its files as `build` does instead of overwriting the
 * previous run's (on ext4 a truncated and rewritten file is flushed at close). The folders
 * are left for the caller to remove.
 *
 *   floor LIST PARENT
 *
 * Built by the benchmark with `cc -O2 floor.c $(pkg-config --cflags --libs libcmark)`.
 * Exits 1 naming the file on the first read or write error. */

#define _DEFAULT_SOURCE
#include <cmark.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t capacity = 1 << 16, used = 0;
  char *buffer = malloc(capacity);
  for (;;) {
    if (used == capacity) {
      capacity *= 2;
      buffer = realloc(buffer, capacity);
    }
    size_t got = fread(buffer + used, 1, capacity - used, file);
    used += got;
    if (got == 0) break;
  }
  int failed = ferror(file);
  fclose(file);
  if (failed) {
    free(buffer);
    return NULL;
  }
  *length = used;
  return buffer;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: floor LIST PARENT\n");
    return 2;
  }
  char directory[4096];
  snprintf(directory, sizeof directory, "%s/floor.XXXXXX", argv[2]);
  if (!mkdtemp(directory)) {
    fprintf(stderr, "floor: %s: %s\n", directory, strerror(errno));
    return 1;
  }
  size_t list_length = 0;
  char *list = read_all(argv[1], &list_length);
  if (!list) {
    fprintf(stderr, "floor: %s: %s\n", argv[1], strerror(errno));
    return 1;
  }
  char out_path[4200];
  size_t count = 0;
  for (size_t start = 0; start < list_length;) {
    const char *path = list + start;
    size_t path_length = strnlen(path, list_length - start);
    start += path_length + 1;
    if (path_length == 0) continue;
    size_t length = 0;
    char *markdown = read_all(path, &length);
    if (!markdown) {
      fprintf(stderr, "floor: %s: %s\n", path, strerror(errno));
      return 1;
    }
    char *html = cmark_markdown_to_html(markdown, length, CMARK_OPT_DEFAULT);
    snprintf(out_path, sizeof out_path, "%s/%zu.html", directory, count++);
    FILE *out = fopen(out_path, "wb");
    if (!out || fwrite(html, 1, strlen(html), out) != strlen(html) || fclose(out) != 0) {
      fprintf(stderr, "floor: %s: %s\n", out_path, strerror(errno));
      return 1;
    }
    free(html);
    free(markdown);
  }
  free(list);
  return 0;
}
