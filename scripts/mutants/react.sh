#!/usr/bin/env bash
# Source-level mutation testing of the React example provider (examples/react-provider).
#
#   scripts/mutants/react.sh [--smoke] [PATCH…]   (default: every patch in scripts/mutants/react)
#
# Each patch edits src/LanguageContext.jsx where the example does what the contracts ask (its
# known defects, marked DEFECT, are left alone). For each one: copy examples/react-provider to
# a scratch folder, apply the patch there, run `contract-report check contracts/` over the
# React adapter (adapters/react) with that copy, and count the patch as caught when a clause
# that passed on the unmutated copy fails or errors. A patch whose header says
# `# equivalent: WHY` is reported and counted apart. The repository is never modified.
#
# Prints one line per patch and then `caught/total` of the non-equivalent mutants; writes
# nothing else. --smoke runs the first patch only and fails unless it is judged (the test
# command's smoke run). Needs the debug build of contract-report (brought up to date), node,
# node-react, node-react-test-renderer and esbuild (adapters/react/README.md), python3, patch.
#
# Environment: MUTANTS_DIR (default .build/mutants), BIN (default .build/debug/contract-report).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
source "$ROOT/scripts/mutants/common.sh"
mutants_arguments 18 "$ROOT/scripts/mutants/react" "$@"
WORK=${MUTANTS_DIR:-$ROOT/.build/mutants}/react
command -v node >/dev/null || { echo "mutants: node is missing (see adapters/react/README.md)" >&2; exit 2; }
# Without BIN, the debug build is brought up to date first (incrementally), so a run never
# judges with checks older than the tree, as scripts/benchmark.sh does for its binary.
if [[ -z ${BIN:-} ]]; then
  swift build --product contract-report >/dev/null
  BIN=$ROOT/.build/debug/contract-report
fi
rm -rf "$WORK"
mkdir -p "$WORK"
: >"$WORK/results.tsv"

# A fresh copy of the example under $1, laid out as in the repository so patches apply with -p1.
copy() {
  mkdir -p "$1/examples"
  cp -r "$ROOT/examples/react-provider" "$1/examples/"
}
check() {
  "$BIN" check contracts/ --json "$2" \
    --provider-command "node adapters/react/harness.js $1/examples/react-provider/adapter.json" \
    >/dev/null 2>&1 || true
}

echo "==> baseline: checking the unmutated example"
copy "$WORK/baseline"
check "$WORK/baseline" "$WORK/baseline.json"
mutants_baseline "$WORK/baseline.json"
echo "    $(wc -l <"$WORK/baseline.passed") clauses pass (the others fail on the example's known defects)"

for patch in "${PATCHES[@]}"; do
  name=$(basename "$patch" .patch)
  copy "$WORK/$name"
  if ! patch -p1 --silent -d "$WORK/$name" <"$patch" >/dev/null 2>&1; then
    mutants_skip "$name" "$(sed -n '1s/^# //p' "$patch")" "NOT APPLIED" "not applied"
    continue
  fi
  check "$WORK/$name" "$WORK/$name.json"
  mutants_judge "$patch" "$name" "$WORK/$name.json"
done
mutants_summary "not applied"
