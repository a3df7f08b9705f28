#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer.
#
#   scripts/sanitizers.sh [address|thread]…   (default: both) [-- extra 'swift test' arguments]
#   scripts/sanitizers.sh --smoke             AddressSanitizer on one small filter: the C
#                                             interop (cmark's tree, SHA-256 blocks) and UTF-8.
#                                             The test command runs this. It fails on a
#                                             sanitizer report, a failed test, or a filter that
#                                             ran no test.
#
# The smoke run builds only what its filter needs: scripts/sanitizers/subset.py writes a
# package into .build/sanitize-smoke whose sources are this package's own (symbolic links) and
# whose manifest declares the filter's test targets and their dependencies as Package.swift
# does, so it compiles five modules under ASan instead of the whole package (minutes on two
# cores).
#
# Each sanitizer builds into its own scratch path (.build/sanitize-address,
# .build/sanitize-thread) so the normal .build/debug is left alone; the first run of each is a
# full build (several minutes on two cores). The executable is built too, because the
# end-to-end and hardening tests run it (they find it next to the test bundle, so they run
# the sanitized binary). Logs: .build/sanitize-<name>.log.
#
# Options passed to the runtime:
#   ASAN_OPTIONS  detect_leaks=0: the Swift runtime keeps metadata and conformance caches for
#                 the life of the process, which LeakSanitizer reports as leaks on exit.
#   TSAN_OPTIONS  suppressions=scripts/tsan.supp (third-party frames only; see that file),
#                 halt_on_error=0 so one report does not hide the next.
#   SWIFT_BACKTRACE=enable=no: the Swift backtracer would otherwise spend minutes
#                 symbolicating each crash, and it competes with the sanitizer's own report.
set -uo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SANITIZERS=()
EXTRA=()
SMOKE=0
SMOKE_TARGETS=(SupportTests DigestTests ContractMarkdownTests)
SMOKE_FILTER="DigestTests|SupportTests.UTF8|MarkdownDocumentTests|GFMTableScannerTests"
while [ $# -gt 0 ]; do
  case $1 in
    --smoke) SMOKE=1 && SANITIZERS=(address) && EXTRA=(--filter "$SMOKE_FILTER") && shift && break ;;
    address | thread) SANITIZERS+=("$1") ;;
    --) shift && EXTRA=("$@") && break ;;
    *) echo "usage: scripts/sanitizers.sh [address|thread]… [-- swift test arguments] | --smoke" >&2 && exit 2 ;;
  esac
  shift
done
[ ${#SANITIZERS[@]} -eq 0 ] && SANITIZERS=(address thread)

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-suppressions=$ROOT/scripts/tsan.supp halt_on_error=0 second_deadlock_stack=1}

PACKAGE=$ROOT
if [ $SMOKE = 1 ]; then
  PACKAGE=$ROOT/.build/sanitize-smoke
  mkdir -p "$PACKAGE"
  swift package dump-package >"$ROOT/.build/sanitize-smoke.dump.json" || exit 2
  python3 scripts/sanitizers/subset.py "$ROOT/.build/sanitize-smoke.dump.json" "$ROOT" "$PACKAGE" \
    "${SMOKE_TARGETS[@]}" || exit 2
fi

STATUS=0
RESULTS=()
for sanitizer in "${SANITIZERS[@]}"; do
  scratch=$PACKAGE/.build/sanitize-$sanitizer
  log=.build/sanitize-$sanitizer.log
  [ $SMOKE = 1 ] && log=.build/sanitize-smoke.log
  echo "==> swift build + swift test --sanitize=$sanitizer (scratch ${scratch#"$ROOT"/}, log $log)"
  start=$(date +%s)
  {
    swift build --package-path "$PACKAGE" --sanitize="$sanitizer" --scratch-path "$scratch" &&
      swift test --package-path "$PACKAGE" --sanitize="$sanitizer" --scratch-path "$scratch" \
        "${EXTRA[@]}"
  } >"$log" 2>&1
  code=$?
  elapsed=$(($(date +%s) - start))
  reports=$(grep -c "^WARNING: ThreadSanitizer\|^==[0-9]*==ERROR: AddressSanitizer" "$log")
  summary=$(grep -E "^✔ Test run|^✘ Test run|Executed [0-9]+ tests" "$log" | tail -2 | tr '\n' ' ')
  # A filter that matches nothing passes with no test run: that is a failure here.
  ran=$(grep -Eo "Test run with [0-9]+ tests?" "$log" | grep -Eo "[0-9]+" | tail -1)
  RESULTS+=("$(printf '%-8s exit %3s  %5ss  sanitizer reports %3s  %s' "$sanitizer" "$code" "$elapsed" \
    "$reports" "$summary")")
  if [ "$code" -ne 0 ] || [ "$reports" -ne 0 ] || [ "${ran:-0}" -eq 0 ]; then
    STATUS=1
    echo "==> $sanitizer failed (exit $code, $reports report(s), ${ran:-0} test(s) ran); last lines of $log:"
    tail -30 "$log"
  fi
done

echo
printf '%s\n' "${RESULTS[@]}"
exit $STATUS
