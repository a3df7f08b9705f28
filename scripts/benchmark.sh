#!/usr/bin/env bash
# The benchmark of issue 9: contract-report against references measured in the same run.
#
#   scripts/benchmark.sh                 # from the repository root; writes docs/benchmark.md
#   scripts/benchmark.sh --smoke         # a tiny corpus, one round, the debug binary: checks
#                                        # that every row of both tables is produced and every
#                                        # command exits 0; writes nothing in the repository
#                                        # (the test command runs this)
#
# Environment (all optional):
#   SEED=9          corpus seed (same seed, same bytes)
#   RUNS=10         interleaved rounds per comparison (median, min and max are reported)
#   BUILD_RUNS=9    rounds for the comparisons that run `build` (seconds each)
#   SCALES="1 4 16" corpus multiples for the scaling rows (1 = ~10 MB of contracts)
#   MKDOCS=1        also time `mkdocs build` over the contracts when mkdocs is installed
#   BIN=...         the contract-report executable (default: .build/release/contract-report,
#                   always brought up to date with `swift build -c release --product
#                   contract-report` first; a given BIN is used as it is)
#   OUT=docs/benchmark.md
#   SITES_ROOT=...  where `build` and the floor write their output (default /dev/shm when it is
#                   a writable tmpfs with 1 GiB free, else the temporary folder on disk; see below)
#
# Needs cmark, libcmark-dev and a C compiler (the floor), python3, swiftc, taskset and GNU time
# (/usr/bin/time), and for the check over the React example node, node-react,
# node-react-test-renderer and esbuild (adapters/react/README.md). Commands are timed by
# scripts/benchmark/paired.py in interleaved rounds (each round runs every command of a
# comparison once), so a slow spell of a shared machine hits subject and reference alike.
# Everything it generates lives in one temporary folder that is removed on exit.
set -euo pipefail

[ -f Package.swift ] && [ -d scripts/benchmark ] || {
  echo "run scripts/benchmark.sh from the repository root" >&2
  exit 2
}

SMOKE=0
if [ "${1:-}" = --smoke ]; then
  SMOKE=1
elif [ $# -gt 0 ]; then
  echo "usage: scripts/benchmark.sh [--smoke]" >&2
  exit 2
fi

SEED=${SEED:-9}
# Without BIN, the default binary is built (incrementally) before timing, so the run never
# times a binary older than the tree it reports on.
OWN_BIN=0
[ -n "${BIN:-}" ] || OWN_BIN=1
if [ $SMOKE = 1 ]; then
  # Every measurement once on a corpus of a few hundred kilobytes, with the debug binary
  # `swift build` made (no release build): the point is that the script still runs end to end.
  RUNS=1
  BUILD_RUNS=1
  SCALES="1 2"
  MKDOCS=0
  BIN=${BIN:-.build/debug/contract-report}
  CORPUS_MB=0.3
  GENERATE=(--keys 300 --locales 3 --sources 60)
else
  RUNS=${RUNS:-10}
  BUILD_RUNS=${BUILD_RUNS:-9}
  SCALES=${SCALES:-"1 4 16"}
  MKDOCS=${MKDOCS:-1}
  BIN=${BIN:-.build/release/contract-report}
  CORPUS_MB=10
  GENERATE=()
fi
OUT=${OUT:-docs/benchmark.md}

for tool in cmark cc pkg-config python3 swiftc taskset /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "benchmark: $tool is not installed" >&2; exit 2; }
done
pkg-config --exists libcmark || { echo "benchmark: libcmark-dev is not installed" >&2; exit 2; }
pkg-config --exists libtcmalloc_minimal \
  || { echo "benchmark: libgoogle-perftools-dev (tcmalloc) is not installed" >&2; exit 2; }
if [ $OWN_BIN = 1 ] || [ ! -x "$BIN" ]; then
  # The default binary of the mode: the debug one for the smoke run, else the release one.
  if [ $SMOKE = 1 ]; then
    swift build --product contract-report
  else
    swift build -c release --product contract-report
  fi
fi
[ -x "$BIN" ] || { echo "benchmark: $BIN is not an executable" >&2; exit 2; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

WORK=$(mktemp -d "${TMPDIR:-/tmp}/contract-report-bench.XXXXXX")
# What `build` and the floor write goes to SITES: a tmpfs (/dev/shm) when there is one, else
# $WORK. On a disk the cost of creating files depends on what was deleted there in the last
# minutes: ext4 without a journal skips inodes freed recently, one by one, when it allocates
# new ones, so the floor's `cp -r` of the site took 0.45-4.3 s on this machine depending on
# what the build and earlier runs had just deleted, and one run reported `build` within 2x of a
# floor that was mostly that wait. In memory both write at the same steady cost; the row says
# which was used.
# The floor keeps every round's copy until the comparison ends (about 50 MB a round for the
# full corpus), so a small tmpfs (a container's 64 MB /dev/shm) is passed over for the disk.
if [ -z "${SITES_ROOT:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] &&
  [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -ge 1048576 ]; then
  SITES_ROOT=/dev/shm
fi
SITES=$(mktemp -d "${SITES_ROOT:-$WORK}/contract-report-bench-sites.XXXXXX")
trap 'rm -rf "$WORK" "$SITES"' EXIT
RESULTS=$WORK/results
mkdir -p "$RESULTS"
# The whole run's CPU time as the kernel counts it, read again at the end: the share a
# hypervisor gave to other guests ("steal") says how contended the host was (report.py).
head -1 /proc/stat >"$RESULTS/proc-stat-start" 2>/dev/null || true
stat -f -c %T "$SITES" >"$RESULTS/sites-fs"
[ $SMOKE = 1 ] && OUT=$WORK/benchmark.md

log() { printf 'benchmark: %s\n' "$*" >&2; }

# bench NAME RUNS -n NAME CMD ... : median/min/max of every command over interleaved rounds,
# as JSON.
bench() {
  local name=$1 runs=$2
  shift 2
  python3 scripts/benchmark/paired.py "$RESULTS/$name.json" "$runs" "$@"
}

# peak RSS in kB of a command, median of three runs.
max_rss() {
  local name=$1
  shift
  for run in 1 2 3; do
    /usr/bin/time -f '%M' -o "$WORK/rss" sh -c "$*" >/dev/null 2>&1 || true
    cat "$WORK/rss"
  done | sort -n | sed -n 2p >"$RESULTS/$name.rss"
}

log "generating the corpus (seed $SEED)"
C=$WORK/c1
python3 scripts/benchmark/generate.py "$C" --seed "$SEED" --contract-mb "$CORPUS_MB" \
  ${GENERATE[@]+"${GENERATE[@]}"} >"$RESULTS/corpus.json"
find "$C/contracts" -name '*.md' -print0 | sort -z >"$WORK/md1.list"
MD1="xargs -0 -a $WORK/md1.list cmark >/dev/null"

log "building the JSON decode reference and the floor's renderer"
swiftc -O scripts/benchmark/decode.swift -o "$WORK/decode" 2>/dev/null
# shellcheck disable=SC2046 # pkg-config's flags are meant to split
cc -O2 scripts/benchmark/floor.c $(pkg-config --cflags --libs libcmark) -o "$WORK/floor"
mkdir -p "$SITES/floor-out"
# python_json DIR: the command that has Python's json.load read every JSON file under DIR.
python_json() {
  printf '%s' "python3 -c 'import json,glob,sys; [json.load(open(f)) for f in glob.glob(sys.argv[1]+\"/**/*.json\", recursive=True)]' $1"
}
PYTHON_JSON=$(python_json "$C/contracts")

log "the dictionary-shape probe (scripts/benchmark/notes.md, round 14): same checksum each way"
# Not timed here (its figures are measured by hand, see the notes): run once each way so the
# probe keeps building and its three shapes keep agreeing on every corpus the benchmark makes.
swiftc -O scripts/benchmark/table-probe.swift -o "$WORK/table-probe" 2>/dev/null
for shape in strings bytes bytes-strings; do
  "$WORK/table-probe" "$C/contracts/translations" "$shape" | sed 's/.* checksum //'
done >"$RESULTS/table-probe"
[ "$(sort -u "$RESULTS/table-probe" | wc -l)" = 1 ] || {
  echo "benchmark: table-probe.swift's shapes disagree: $(tr '\n' ' ' <"$RESULTS/table-probe")" >&2
  exit 1
}

log "sanity: exit codes of one run each"
{
  "$BIN" lint "$C/contracts" >/dev/null; echo "lint $?"
} >"$RESULTS/exit-codes" 2>&1 || true
("$BIN" build "$C/contracts" --out "$SITES/site" >/dev/null 2>&1; echo "build $?") \
  >>"$RESULTS/exit-codes" || true

log "site size"
python3 scripts/benchmark/site_size.py "$SITES/site" "$C/contracts" >"$RESULTS/site-size.json"
# Its JSON report is kept for the check of the transliterated copy below.
("$BIN" coverage "$C/contracts" --format json >"$WORK/coverage-ascii.json" 2>/dev/null
  echo "coverage $?") >>"$RESULTS/exit-codes" || true
("$BIN" scan "$C/app-src" --root "$C" --out "$WORK/scan.json" >/dev/null 2>&1; echo "scan $?") \
  >>"$RESULTS/exit-codes" || true

log "parse + lint vs cmark"
# `lint` of contracts/docs reads exactly the Markdown cmark reads; `lint-all` lints the whole
# contracts folder, which adds validating every translation file (catalogue, 50 dictionaries).
bench lint "$RUNS" -n cmark "$MD1" -n lint "$BIN lint $C/contracts/docs >/dev/null" \
  -n lint-all "$BIN lint $C/contracts >/dev/null"

log "build vs its floor"
# The floor of what `build` does, as one command: libcmark renders every contract to its own
# file in one process (floor.c), Python's json.load reads every JSON file of the corpus, and
# `cp -r` copies the finished site (the one the sanity run wrote) into a fresh folder. The
# floor's output folders are made fresh each round (never overwritten, never deleted while
# timed: `build` deletes the previous site, the floor is not charged for that) and go with
# $SITES at exit. Both write under $SITES (see above).
# floor_command SITE [STEP]: floor.c over every contract, then STEP (if any), then `cp -r` of
# SITE into a fresh folder.
floor_command() {
  printf '%s' "$WORK/floor $WORK/md1.list $SITES/floor-out${2:+ && $2}"
  printf '%s' " && copy=\$(mktemp -d $SITES/floor-out/site.XXXXXX) && cp -r $1/. \$copy/"
}
bench build "$BUILD_RUNS" -n floor "$(floor_command "$SITES/site" "$PYTHON_JSON")" \
  -n build "$BIN build $C/contracts --out $SITES/site >/dev/null"
rm -rf "$SITES/floor-out"

log "build of the contracts alone vs their floor"
# Where the full build's ratio comes from: the same corpus without its translations (its
# configuration without the coverage section), against the floor's Markdown and copy parts:
# floor.c and `cp -r` of the site this build writes. The full row minus this one is coverage
# and its pages against Python's json.load.
D=$WORK/contracts-only
mkdir -p "$D"
cp -r "$C/contracts/docs" "$D/docs"
python3 - "$C/contracts/contract-report.json" "$D/contract-report.json" <<'PY'
import json, sys
settings = json.load(open(sys.argv[1]))
settings.pop("coverage", None)
json.dump(settings, open(sys.argv[2], "w"), indent=2)
PY
("$BIN" build "$D" --out "$SITES/site-contracts" >/dev/null 2>&1; echo "build-contracts $?") \
  >>"$RESULTS/exit-codes" || true
mkdir -p "$SITES/floor-out"
bench build-contracts "$BUILD_RUNS" -n floor "$(floor_command "$SITES/site-contracts")" \
  -n build "$BIN build $D --out $SITES/site-contracts >/dev/null"
rm -rf "$SITES/floor-out" "$SITES/site-contracts"

log "check --json of the contracts alone, and build --history reading that report"
# The --json report holds every contract's model and results, several times the Markdown's
# size: writing it (`check --json` against `check`) and reading it back for the trend
# (`build --history` with it against `build`) must stay proportionate to that size.
mkdir -p "$WORK/history"
"$BIN" check "$D" --json "$WORK/history/run.json" >/dev/null 2>&1 || true
stat -c %s "$WORK/history/run.json" >"$RESULTS/report-bytes"
bench report-json "$BUILD_RUNS" -n check "$BIN check $D >/dev/null" \
  -n check-json "$BIN check $D --json $SITES/report.json >/dev/null"
bench history "$BUILD_RUNS" -n build "$BIN build $D --out $SITES/site-history >/dev/null" \
  -n build-history "$BIN build $D --out $SITES/site-history --history $WORK/history >/dev/null"
rm -rf "$SITES/report.json" "$SITES/site-history" "$WORK/history"

log "coverage vs JSON decode"
bench coverage "$RUNS" \
  -n decode "$WORK/decode $C/contracts" \
  -n python-json "$PYTHON_JSON" \
  -n coverage "$BIN coverage $C/contracts >/dev/null"

log "coverage of the same translations in non-Latin scripts"
# generate.py writes ASCII translations, which take paths other text does not (bytes alone
# decide equality with an ASCII fallback, UTF-8 is checked a word at a time); this copy of the
# coverage inputs has every translation's letters in Greek, Cyrillic, Arabic, Hebrew, Thai or
# Devanagari (transliterate.py), and coverage must find the same keys there.
S=$WORK/scripts
python3 scripts/benchmark/transliterate.py "$C/contracts" "$S"
("$BIN" coverage "$S" --format json >"$WORK/coverage-scripts.json" 2>/dev/null
  echo "coverage-scripts $?") >>"$RESULTS/exit-codes" || true
# The copy differs from the corpus only in its translations' letters, so coverage must report
# the same keys, tiers, findings and gates for it; only the dictionaries' versions (hashes of
# their bytes) may differ. A run where it does not stops here: its timings would compare two
# different amounts of work.
python3 - "$WORK/coverage-ascii.json" "$WORK/coverage-scripts.json" <<'PY' || exit 1
import json, sys
def without_versions(value):
    if isinstance(value, dict):
        return {key: without_versions(item) for key, item in value.items()
                if key not in ("version", "dictionaryVersion")}
    if isinstance(value, list):
        return [without_versions(item) for item in value]
    return value
ascii_report, scripts_report = (without_versions(json.load(open(path))) for path in sys.argv[1:])
if ascii_report != scripts_report:
    sys.exit("benchmark: coverage of the transliterated copy differs from the corpus's")
PY
bench coverage-scripts "$RUNS" \
  -n decode "$WORK/decode $S" \
  -n python-json "$(python_json "$S")" \
  -n coverage "$BIN coverage $S >/dev/null"

log "scan vs grep"
bench scan "$RUNS" \
  -n grep "grep -rhoE \"t\\('[A-Z_]+'\" $C/app-src >/dev/null" \
  -n scan "$BIN scan $C/app-src --root $C --out $WORK/scan.json >/dev/null"

log "peak memory"
max_rss cmark-rss "$MD1"
max_rss build-rss "$BIN build $C/contracts --out $SITES/site"
max_rss lint-rss "$BIN lint $C/contracts/docs"

log "parallel parsing: one core vs all"
bench parallel "$RUNS" \
  -n one-core "taskset -c 0 $BIN lint $C/contracts/docs >/dev/null" \
  -n all-cores "$BIN lint $C/contracts/docs >/dev/null"

for scale in $SCALES; do
  [ "$scale" = 1 ] && continue
  log "scaling: ${scale}x contracts"
  S=$WORK/c$scale
  python3 scripts/benchmark/generate.py "$S" --seed "$SEED" \
    --contract-mb "$(awk "BEGIN { print $CORPUS_MB * $scale }")" \
    --contracts-only >"$RESULTS/corpus-$scale.json"
  find "$S/contracts" -name '*.md' -print0 | sort -z >"$WORK/md$scale.list"
  runs=$((scale >= 16 ? 3 : RUNS))
  bench "scale-$scale" "$runs" \
    -n cmark "xargs -0 -a $WORK/md$scale.list cmark >/dev/null" \
    -n lint "$BIN lint $S/contracts >/dev/null"
  rm -rf "$S"
done

if [ "$MKDOCS" = 1 ] && python3 -c 'import mkdocs' 2>/dev/null; then
  log "peer: mkdocs build"
  mkdir -p "$WORK/mk"
  cat >"$WORK/mk/mkdocs.yml" <<EOF
site_name: Benchmark corpus
docs_dir: $C/contracts/docs
site_dir: $SITES/mk-site
nav:
  - Home: 000/component-00000.md
EOF
  bench mkdocs 3 \
    -n mkdocs "python3 -m mkdocs build -q -f $WORK/mk/mkdocs.yml" \
    -n build "$BIN build $C/contracts --out $SITES/site >/dev/null"
else
  log "mkdocs is not installed (pip install mkdocs); skipping the peer"
fi

# `check` of the repository's contracts/ (every shipped clause) over a provider process against
# the in-process run: the Swift provider served over the protocol, and the React example
# through adapters/react (Node; NODE_EXTRA_CA_CERTS left out as adapters/react/README.md
# advises). Both providers offer `restart`, so each check after the first few reuses a
# process. One run of each first records its verdicts: none may error (a broken toolchain would
# otherwise be timed as a fast run).
log "check over a provider process vs in process"
CHECK="$BIN check contracts/"
SERVE="--provider-command '$BIN serve-provider'"
REACT="--provider-command 'node adapters/react/harness.js examples/react-provider/adapter.json'"
for run in "in-process|" "serve-provider|$SERVE" "react|$REACT"; do
  name=${run%%|*}
  sh -c "env -u NODE_EXTRA_CA_CERTS $CHECK ${run#*|} --json $WORK/check-$name.json" \
    >/dev/null 2>&1 || true
  python3 - "$name" "$WORK/check-$name.json" >>"$RESULTS/provider-check.verdicts" <<'PY'
import collections, json, sys
name, path = sys.argv[1], sys.argv[2]
try:
    report = json.load(open(path))
except (OSError, ValueError):
    print(name, "no-report 1")
    sys.exit()
verdicts = collections.Counter(result["verdict"] for contract in report["contracts"]
                               for result in contract["verification"]["results"])
print(name, " ".join("%s %d" % item for item in sorted(verdicts.items())))
PY
done
bench provider-check "$BUILD_RUNS" \
  -n in-process "$CHECK >/dev/null" \
  -n serve-provider "$CHECK $SERVE >/dev/null" \
  -n react "env -u NODE_EXTRA_CA_CERTS $CHECK $REACT >/dev/null"

head -1 /proc/stat >"$RESULTS/proc-stat-end" 2>/dev/null || true
python3 scripts/benchmark/report.py "$RESULTS" "$SCALES" >"$OUT"
if [ $SMOKE = 1 ]; then
  # Every row of both tables, each with its numbers, and every command's exit status 0.
  python3 scripts/benchmark/smoke_check.py "$OUT" "$SCALES" "$RESULTS/exit-codes"
  log "smoke run: every row produced"
  exit 0
fi
log "wrote $OUT"
# README carries the latest tables (everything before the profile notes) between markers.
python3 - "$OUT" README.md <<'PY'
import sys
out, readme = sys.argv[1], sys.argv[2]
tables = open(out).read().split("\n## ")[0].split("\n", 1)[1].strip()
text = open(readme).read()
start, end = "<!-- benchmark:start -->", "<!-- benchmark:end -->"
if start in text and end in text:
    head, rest = text.split(start, 1)
    text = head + start + "\n" + tables + "\n" + end + rest.split(end, 1)[1]
    open(readme, "w").write(text)
PY
log "updated the tables in README.md"
cat "$OUT"
