#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer.
#
#   scripts/sanitizers.sh [address|thread]…   (default: both) [-- extra 'swift test' arguments]
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
while [ $# -gt 0 ]; do
  case $1 in
    address | thread) SANITIZERS+=("$1") ;;
    --) shift && EXTRA=("$@") && break ;;
    *) echo "usage: scripts/sanitizers.sh [address|thread]… [-- swift test arguments]" >&2 && exit 2 ;;
  esac
  shift
done
[ ${#SANITIZERS[@]} -eq 0 ] && SANITIZERS=(address thread)

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-suppressions=$ROOT/scripts/tsan.supp halt_on_error=0 second_deadlock_stack=1}

STATUS=0
RESULTS=()
for sanitizer in "${SANITIZERS[@]}"; do
  scratch=.build/sanitize-$sanitizer
  log=.build/sanitize-$sanitizer.log
  echo "==> swift build + swift test --sanitize=$sanitizer (scratch $scratch, log $log)"
  start=$(date +%s)
  {
    swift build --sanitize="$sanitizer" --scratch-path "$scratch" &&
      swift test --sanitize="$sanitizer" --scratch-path "$scratch" "${EXTRA[@]}"
  } >"$log" 2>&1
  code=$?
  elapsed=$(($(date +%s) - start))
  reports=$(grep -c "^WARNING: ThreadSanitizer\|^==[0-9]*==ERROR: AddressSanitizer" "$log")
  summary=$(grep -E "^✔ Test run|^✘ Test run|Executed [0-9]+ tests" "$log" | tail -2 | tr '\n' ' ')
  RESULTS+=("$(printf '%-8s exit %3s  %5ss  sanitizer reports %3s  %s' "$sanitizer" "$code" "$elapsed" \
    "$reports" "$summary")")
  [ "$code" -ne 0 ] || [ "$reports" -ne 0 ] && STATUS=1
done

echo
printf '%s\n' "${RESULTS[@]}"
exit $STATUS
