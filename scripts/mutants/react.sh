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
# command's smoke run). Needs the debug build of contract-report (built if missing), node,
# node-react, node-react-test-renderer and esbuild (adapters/react/README.md), python3, patch.
#
# Environment: MUTANTS_DIR (default .build/mutants), BIN (default .build/debug/contract-report).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
SMOKE=0
PATCHES=()
for argument in "$@"; do
  case $argument in
    --smoke) SMOKE=1 ;;
    -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) PATCHES+=("$argument") ;;
  esac
done
if ((${#PATCHES[@]} == 0)); then
  mapfile -t PATCHES < <(ls "$ROOT"/scripts/mutants/react/*.patch | sort)
fi
if ((SMOKE)); then PATCHES=("${PATCHES[0]}"); fi
WORK=${MUTANTS_DIR:-$ROOT/.build/mutants}/react
BIN=${BIN:-$ROOT/.build/debug/contract-report}
command -v patch >/dev/null || { echo "mutants: 'patch' is missing (apt-get install patch)" >&2; exit 2; }
command -v node >/dev/null || { echo "mutants: node is missing (see adapters/react/README.md)" >&2; exit 2; }
[[ -x $BIN ]] || swift build --product contract-report >/dev/null
rm -rf "$WORK"
mkdir -p "$WORK"

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
verdicts() { python3 "$ROOT/scripts/mutants/verdicts.py" "$1"; }

echo "==> baseline: checking the unmutated example"
copy "$WORK/baseline"
check "$WORK/baseline" "$WORK/baseline.json"
verdicts "$WORK/baseline.json" | awk '$1 == "passed" { print $2 }' | sort >"$WORK/baseline.passed"
echo "    $(wc -l <"$WORK/baseline.passed") clauses pass (the others fail on the example's known defects)"

caught=0
survived=0
equivalent=0
skipped=0
for patch in "${PATCHES[@]}"; do
  name=$(basename "$patch" .patch)
  description=$(sed -n '1s/^# //p' "$patch")
  reason=$(sed -n 's/^# equivalent: //p' "$patch")
  copy "$WORK/$name"
  if ! patch -p1 --silent -d "$WORK/$name" <"$patch" >/dev/null 2>&1; then
    echo "NOT APPLIED  $name ($description)"
    skipped=$((skipped + 1))
    continue
  fi
  check "$WORK/$name" "$WORK/$name.json"
  by=$(verdicts "$WORK/$name.json" | awk '$1 == "failed" || $1 == "error" { print $2 }' \
    | sort | comm -12 - "$WORK/baseline.passed" | paste -sd, -)
  if [[ -n $reason ]]; then
    equivalent=$((equivalent + 1))
    echo "EQUIVALENT   $name: $reason${by:+ (yet caught by: $by)}"
  elif [[ -n $by ]]; then
    caught=$((caught + 1))
    count=$(tr ',' '\n' <<<"$by" | wc -l)
    echo "CAUGHT       $name by $count clause(s): $(cut -d, -f1-3 <<<"$by")$( ((count > 3)) && echo ", …")"
  else
    survived=$((survived + 1))
    echo "SURVIVED     $name ($description)"
  fi
done

total=$((caught + survived))
percent=$(python3 -c "print(f'{100 * $caught / $total:.1f}' if $total else '0.0')")
echo "${caught}/${total} non-equivalent mutants caught (${percent}%); ${equivalent} equivalent, ${skipped} not applied"
if ((SMOKE)); then
  ((caught + survived + equivalent == 1)) || { echo "mutants: the smoke patch was not judged" >&2; exit 1; }
fi
