#!/usr/bin/env bash
# Runs `check contracts/` against the React example (examples/react-provider through
# adapters/react) RUNS times and requires every run's JSON report and terminal output to be
# byte-identical to the first run's: every verdict, message and cell. With STRESS=N, N
# CPU-burning `stress-ng` workers run meanwhile (stopped at the end).
#
#   scripts/react-stability.sh            # 5 runs
#   STRESS=2 scripts/react-stability.sh 5 # 5 runs while two CPU burners run
#
# BIN names the contract-report binary (default .build/debug/contract-report); CONFIG the
# adapter config (default examples/react-provider/adapter.json); REFERENCE a JSON report of an
# earlier run (say, one without stress) that run 1 must match too; KEEP a file to copy run 1's
# report to. Prints each run's wall time.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-5}
bin=${BIN:-.build/debug/contract-report}
config=${CONFIG:-examples/react-provider/adapter.json}
stress=${STRESS:-0}
reference=${REFERENCE:-}
keep=${KEEP:-}
work=$(mktemp -d)
burner=""
cleanup() {
  if [[ -n "$burner" ]]; then kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if ((stress > 0)); then
  command -v stress-ng >/dev/null || { echo "stress-ng is not installed (Debian package stress-ng)" >&2; exit 2; }
  stress-ng --cpu "$stress" --quiet &
  burner=$!
  echo "stress-ng --cpu $stress running (pid $burner)"
fi

failed=0
for run in $(seq "$runs"); do
  start=$(date +%s.%N)
  status=0
  "$bin" check contracts/ --json "$work/report-$run.json" \
    --provider-command "node adapters/react/harness.js $config" >"$work/out-$run.txt" || status=$?
  end=$(date +%s.%N)
  printf 'run %d: %.1f s, exit %d, %s\n' "$run" "$(echo "$end - $start" | bc)" "$status" "$(tail -1 "$work/out-$run.txt")"
  if ((run == 1)) && [[ -n "$keep" ]]; then cp "$work/report-1.json" "$keep"; fi
  if ((run == 1)) && [[ -n "$reference" ]] && ! cmp -s "$reference" "$work/report-1.json"; then
    echo "run 1 differs from $reference" >&2
    failed=1
  fi
  if ((run > 1)); then
    if ! cmp -s "$work/report-1.json" "$work/report-$run.json" || ! cmp -s "$work/out-1.txt" "$work/out-$run.txt"; then
      echo "run $run differs from run 1:" >&2
      diff "$work/out-1.txt" "$work/out-$run.txt" | head -40 >&2 || true
      failed=1
    fi
  fi
done
if ((failed)); then
  echo "NOT STABLE: some runs differ" >&2
  exit 1
fi
echo "stable: $runs runs, every verdict and cell identical (JSON report and terminal output byte for byte)"
