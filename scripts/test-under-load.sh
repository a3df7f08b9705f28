#!/usr/bin/env bash
# The suite under load: `swift test` ROUNDS times in a row (default 3) while two CPU-burning
# processes run, each round required to pass. It shows that no verdict depends on timing and
# that nothing blocks the cooperative thread pool (docs/hardening.md, "The suite under load").
#
#   scripts/test-under-load.sh [ROUNDS]
#
# The burners are `stress-ng --cpu 2` (Debian package stress-ng) or, without it, two shell
# busy loops; they are stopped when the script ends, however it ends. Builds first (the
# end-to-end tests run the built executable), then prints each round's time and test count.
# Logs: .build/under-load-<round>.log.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-3}
case $ROUNDS in '' | *[!0-9]*) echo "usage: scripts/test-under-load.sh [ROUNDS]" >&2 && exit 2 ;; esac

swift build
swift build --build-tests

BURNERS=()
stop_burners() {
  for pid in "${BURNERS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${BURNERS[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_burners EXIT
if command -v stress-ng >/dev/null; then
  stress-ng --cpu 2 --quiet &
  BURNERS+=($!)
  how="stress-ng --cpu 2"
else
  for _ in 1 2; do
    bash -c 'while :; do :; done' &
    BURNERS+=($!)
  done
  how="two shell busy loops (stress-ng is not installed)"
fi
echo "==> load: $how; load average now $(cut -d' ' -f1-3 /proc/loadavg)"

SUMMARY=()
STATUS=0
for round in $(seq 1 "$ROUNDS"); do
  log=.build/under-load-$round.log
  start=$(date +%s)
  set +e
  swift test >"$log" 2>&1
  code=$?
  set -e
  elapsed=$(($(date +%s) - start))
  line=$(grep -E "Test run with [0-9]+ tests" "$log" | tail -1)
  # Swift Testing's time of a test runs from its start, waiting for a thread or a turn included.
  slowest=$(grep -E "^✔ Test .* passed after" "$log" | grep -v "Test run with" |
    sed -E 's/^✔ Test (.*) passed after ([0-9.]+) seconds.*/\2 \1/' | sort -rn | head -1)
  SUMMARY+=("$(printf 'round %s: exit %s, %4ss wall, load %s | %s | slowest: %s' "$round" \
    "$code" "$elapsed" "$(cut -d' ' -f1 /proc/loadavg)" "${line:-no summary}" "${slowest:-?}")")
  echo "${SUMMARY[-1]}"
  if [ $code -ne 0 ]; then
    STATUS=1
    grep -E "✘" "$log" | head -20
    break
  fi
done

echo
printf '%s\n' "${SUMMARY[@]}"
exit $STATUS
