#!/usr/bin/env bash
# Runs `check contracts/ --json` RUNS times (default 20) and compares every clause's verdict and
# every cell (column, verdict, expected, observed, note) across the runs: no verdict may depend
# on hash order, timing or scheduling.
#
#   scripts/determinism.sh [RUNS] [-- CHECK-ARGUMENTS…]
#   scripts/determinism.sh 20 -- --provider-command "contract-report serve-provider"
#
# Exits 1 and prints the first difference when two runs disagree. BIN (default
# .build/debug/contract-report) is the binary; build it first.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-20}
shift || true
[[ ${1:-} == "--" ]] && shift
BIN=${BIN:-.build/debug/contract-report}
[[ -x $BIN ]] || { echo "determinism: $BIN is missing; run swift build first" >&2; exit 2; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for run in $(seq 1 "$RUNS"); do
  "$BIN" check contracts/ --json "$WORK/$run.json" "$@" >/dev/null 2>&1 || true
  python3 - "$WORK/$run.json" >"$WORK/$run.cells" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
for contract in report["contracts"]:
    for result in contract["verification"]["results"]:
        print(result["clauseID"], result["verdict"])
        for cell in result.get("observations", []):
            print("  ", json.dumps([cell.get(k) for k in ("column", "verdict", "expected", "observed", "note")], ensure_ascii=False))
PY
  if ((run > 1)) && ! cmp -s "$WORK/1.cells" "$WORK/$run.cells"; then
    echo "determinism: run $run differs from run 1:" >&2
    diff "$WORK/1.cells" "$WORK/$run.cells" | head -20 >&2
    exit 1
  fi
done
echo "$RUNS runs: $(grep -c '^[^ ]' "$WORK/1.cells") clauses and $(grep -c '^ ' "$WORK/1.cells") cells identical in every run"
