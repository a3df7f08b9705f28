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
SMOKE=0
PATCHES=()
ALL=0
for argument in "$@"; do
  case $argument in
    --smoke) SMOKE=1 ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) PATCHES+=("$argument") ;;
  esac
done
if ((${#PATCHES[@]} == 0)); then
  ALL=1
  mapfile -t PATCHES < <(ls "$ROOT"/scripts/mutants/patches/*.patch | sort)
fi
if ((SMOKE)); then PATCHES=("${PATCHES[0]}"); fi

WORK=${MUTANTS_DIR:-$ROOT/.build/mutants}
mkdir -p "$WORK/results"
command -v patch >/dev/null || { echo "mutants: 'patch' is missing (apt-get install patch)" >&2; exit 2; }

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
verdicts() { python3 "$ROOT/scripts/mutants/verdicts.py" "$1"; }

echo "==> baseline: building and checking the unmutated provider"
build || { echo "mutants: the unmutated tree does not build (see $WORK/build.log)" >&2; exit 1; }
check "$WORK/baseline.json"
verdicts "$WORK/baseline.json" | awk '$1 == "passed" { print $2 }' | sort >"$WORK/baseline.passed"
echo "    $(wc -l <"$WORK/baseline.passed") clauses pass"

caught=0
survived=0
equivalent=0
skipped=0
: >"$WORK/results.tsv"
for patch in "${PATCHES[@]}"; do
  name=$(basename "$patch" .patch)
  description=$(sed -n '1s/^# //p' "$patch")
  reason=$(sed -n 's/^# equivalent: //p' "$patch")
  if ! patch -p1 --dry-run --silent <"$patch" >/dev/null 2>&1; then
    echo "NOT APPLIED  $name ($description)"
    printf '%s\tnot applied\t\t%s\n' "$name" "$description" >>"$WORK/results.tsv"
    skipped=$((skipped + 1))
    continue
  fi
  patch -p1 --silent <"$patch"
  APPLIED=$patch
  if ! build; then
    echo "NO BUILD     $name ($description)"
    printf '%s\tdoes not build\t\t%s\n' "$name" "$description" >>"$WORK/results.tsv"
    skipped=$((skipped + 1))
    patch -p1 -R --silent <"$patch"
    APPLIED=
    continue
  fi
  check "$WORK/results/$name.json"
  patch -p1 -R --silent <"$patch"
  APPLIED=
  by=$(verdicts "$WORK/results/$name.json" | awk '$1 == "failed" || $1 == "error" { print $2 }' \
    | sort | comm -12 - "$WORK/baseline.passed" | paste -sd, -)
  if [[ -n $reason ]]; then
    equivalent=$((equivalent + 1))
    echo "EQUIVALENT   $name: $reason${by:+ (yet caught by: $by)}"
    printf '%s\tequivalent\t%s\t%s\n' "$name" "$by" "$description" >>"$WORK/results.tsv"
  elif [[ -n $by ]]; then
    caught=$((caught + 1))
    count=$(tr ',' '\n' <<<"$by" | wc -l)
    echo "CAUGHT       $name by $count clause(s): $(cut -d, -f1-3 <<<"$by")$( ((count > 3)) && echo ", …")"
    printf '%s\tcaught\t%s\t%s\n' "$name" "$by" "$description" >>"$WORK/results.tsv"
  else
    survived=$((survived + 1))
    echo "SURVIVED     $name ($description)"
    printf '%s\tsurvived\t\t%s\n' "$name" "$description" >>"$WORK/results.tsv"
  fi
done
# Leave the copy as the unmutated tree, for the next run.
build || true

total=$((caught + survived))
percent=$(python3 -c "print(f'{100 * $caught / $total:.1f}' if $total else '0.0')")
echo "${caught}/${total} non-equivalent mutants caught (${percent}%); ${equivalent} equivalent, ${skipped} not applied or not built"

if ((SMOKE)) || ((!ALL)); then
  ((SMOKE)) || exit 0
  # The smoke run proves the script works end to end: its one patch must be judged.
  ((caught + survived + equivalent == 1)) || { echo "mutants: the smoke patch was not judged" >&2; exit 1; }
  exit 0
fi
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
