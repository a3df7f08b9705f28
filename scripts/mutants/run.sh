#!/usr/bin/env bash
# Source-level mutation testing of the Swift language provider.
#
#   scripts/mutants/run.sh [--smoke] [PATCH…]     (default: every patch in scripts/mutants/patches)
#
# Each patch edits the provider's normal code path (Sources/LanguageProvider, never a
# ProviderFault switch). For each one, on a clean copy of this tree under .build/mutants/tree:
# apply it, build, run `contract-report check contracts/ --json`, and count the patch as caught
# when a clause that passed without it fails or errors. A patch that no longer applies or does
# not build is reported and not counted; a patch whose header says `# equivalent: WHY` is
# reported and counted apart (nothing observable changes; WHY says why).
#
# Prints one line per patch and then `caught/total` of the non-equivalent mutants, and writes
# scripts/mutants/last-run.json (date, commit, figures, the clauses that caught each patch),
# which the report shows (settings `sourceMutation`), only when every patch ran. --smoke runs
# the first patch in this tree and writes nothing (the test command's smoke run).
#
# Environment: MUTANTS_DIR (default .build/mutants).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
source "$ROOT/scripts/mutants/common.sh"
mutants_arguments 18 "$ROOT/scripts/mutants/patches" "$@"
WORK=${MUTANTS_DIR:-$ROOT/.build/mutants}
mkdir -p "$WORK/results"

# A clean copy of the tree as it is (tracked and new files, no build output), kept between runs
# so each mutant rebuilds incrementally.
if ((SMOKE)); then
  # The smoke run works in this tree, reusing its build; the patch is reverted on any exit.
  TREE=$ROOT
  trap 'if [[ -n ${APPLIED:-} ]]; then patch -p1 -R --silent -d "$ROOT" <"$APPLIED"; fi' EXIT
else
  TREE=$WORK/tree
  mkdir -p "$TREE"
  find "$TREE" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  git ls-files -co --exclude-standard -z | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$TREE" \
    || { echo "mutants: could not copy the tree (git and tar are needed)" >&2; exit 2; }
fi
cd "$TREE"

build() { swift build --product contract-report >"$WORK/build.log" 2>&1; }
check() { .build/debug/contract-report check contracts/ --json "$1" >/dev/null 2>&1 || true; }

echo "==> baseline: building and checking the unmutated provider"
build || { echo "mutants: the unmutated tree does not build (see $WORK/build.log)" >&2; exit 1; }
check "$WORK/baseline.json"
mutants_baseline "$WORK/baseline.json"
echo "    $(wc -l <"$WORK/baseline.passed") clauses pass"

: >"$WORK/results.tsv"
for patch in "${PATCHES[@]}"; do
  name=$(basename "$patch" .patch)
  description=$(sed -n '1s/^# //p' "$patch")
  if ! patch -p1 --dry-run --silent <"$patch" >/dev/null 2>&1; then
    mutants_skip "$name" "$description" "NOT APPLIED" "not applied"
    continue
  fi
  patch -p1 --silent <"$patch"
  APPLIED=$patch
  if ! build; then
    mutants_skip "$name" "$description" "NO BUILD" "does not build"
    patch -p1 -R --silent <"$patch"
    APPLIED=
    continue
  fi
  check "$WORK/results/$name.json"
  patch -p1 -R --silent <"$patch"
  APPLIED=
  mutants_judge "$patch" "$name" "$WORK/results/$name.json"
done
# Leave the copy as the unmutated tree, for the next run.
build || true

mutants_summary "not applied or not built"
if ((SMOKE || !ALL)); then exit 0; fi
commit=$(cd "$ROOT" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - "$WORK/results.tsv" "$ROOT/scripts/mutants/last-run.json" "$commit" "$caught" "$total" <<'PY'
import datetime, json, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
json.dump({
    "date": datetime.date.today().isoformat(), "commit": sys.argv[3],
    "caught": int(sys.argv[4]), "total": int(sys.argv[5]),
    "mutants": [{"name": r[0], "outcome": r[1], "caughtBy": [c for c in r[2].split(",") if c],
                 "description": r[3]} for r in rows],
}, open(sys.argv[2], "w"), indent=2, sort_keys=True)
open(sys.argv[2], "a").write("\n")
PY
echo "wrote scripts/mutants/last-run.json"
