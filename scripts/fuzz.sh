#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ and runs each for a set time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]     (default: 60 seconds, every target)
#   scripts/fuzz.sh --smoke                 every target built and run for 5 s (the test command
#                                           runs this; it fails on any build error, find, or a
#                                           target that executed nothing)
#
# A target is a folder Fuzz/<target>/ with a main.swift (the LLVMFuzzerTestOneInput wrapper)
# that calls <Name>FuzzEntry.run; the entry is Tests/HardeningTests/FuzzEntries/<Name>FuzzEntry.swift
# (the code `swift test` replays the regression corpus through). Nothing about the package is
# kept here: scripts/fuzz/plan.py reads `swift package describe --type json` and
# `swift package dump-package`, takes the package modules the wrapper and the entry import, and
# follows their target dependencies; every Swift module of that closure is compiled with
# `-sanitize=fuzzer,address` (so libFuzzer gets coverage of the library code, not only of the
# wrapper), every C target with clang and the same instrumentation (its include/ folder gets
# the module map SwiftPM would generate), and a system library adds its module map folder and
# pkg-config flags. `swift build` never sees any of this (it all lives in .build/fuzz). A module
# whose sources, flags and dependencies are unchanged since the last run is not compiled again.
#
# Seeds: contracts/, templates/, Tests/ContractMarkdownTests/Corpus/ and the target's
# regression corpus (Tests/HardeningTests/Regressions/<target>/). The growing corpus is kept
# in .build/fuzz/corpus/<target> (a smoke run uses a fresh one and leaves it alone); crashes,
# timeouts and out-of-memory inputs are written to .build/fuzz/artifacts/<target>/. Copy a
# crashing input into the regression corpus once it is fixed, so `swift test` keeps replaying it.
#
# Environment: FUZZ_OPT (default -O; -Onone in a smoke run, which compiles faster),
# FUZZ_MAX_LEN (default 16384), FUZZ_TIMEOUT (seconds per input before libFuzzer reports a hang,
# default 10), FUZZ_RSS_MB (default 2048), FUZZ_JOBS (targets fuzzed at once: default 1, 2 in a
# smoke run).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SMOKE=0
if [ "${1:-}" = --smoke ]; then
  SMOKE=1
  shift
  [ $# -eq 0 ] || { echo "usage: scripts/fuzz.sh --smoke" >&2 && exit 2; }
  SECONDS_PER_TARGET=5
else
  SECONDS_PER_TARGET=${1:-60}
  shift || true
fi
case $SECONDS_PER_TARGET in
  '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS] [TARGET…] | --smoke" >&2 && exit 2 ;;
esac

ALL_TARGETS=()
for main in Fuzz/*/main.swift; do
  [ -f "$main" ] && ALL_TARGETS+=("$(basename "$(dirname "$main")")")
done
[ ${#ALL_TARGETS[@]} -gt 0 ] || { echo "fuzz: no Fuzz/<target>/main.swift found" >&2 && exit 2; }
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")
for target in "${TARGETS[@]}"; do
  [ -f "Fuzz/$target/main.swift" ] ||
    { echo "fuzz: unknown target '$target' (targets: ${ALL_TARGETS[*]})" >&2 && exit 2; }
done

OUT=$ROOT/.build/fuzz
if [ $SMOKE = 1 ]; then
  OPT=${FUZZ_OPT:--Onone}
else
  OPT=${FUZZ_OPT:--O}
fi
MODULES=$OUT/modules${OPT}
MAX_LEN=${FUZZ_MAX_LEN:-16384}
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-2048}
mkdir -p "$MODULES" "$OUT/plans"

# The package as SwiftPM sees it, read once per run, and its C and system library modules.
swift package describe --type json >"$OUT/describe.json"
swift package dump-package >"$OUT/dump.json"
C_MODULES=$OUT/plans/c-modules.tsv
python3 scripts/fuzz/plan.py "$OUT/describe.json" "$OUT/dump.json" --c-modules >"$C_MODULES"

# The entry a wrapper calls: the one `<Name>FuzzEntry` it names.
entry_for() {
  local name
  name=$(grep -Eo '[A-Z][A-Za-z0-9]*FuzzEntry' "Fuzz/$1/main.swift" | sort -u)
  if [ "$(printf '%s\n' "$name" | grep -c .)" -ne 1 ]; then
    echo "fuzz: Fuzz/$1/main.swift must call exactly one <Name>FuzzEntry (found: ${name:-none})" >&2
    exit 2
  fi
  local file=Tests/HardeningTests/FuzzEntries/$name.swift
  [ -f "$file" ] || { echo "fuzz: Fuzz/$1/main.swift calls $name, but $file does not exist" >&2 && exit 2; }
  echo "$file"
}

plan_for() {
  local target=$1 entry=$2 plan=$OUT/plans/$1.tsv
  python3 scripts/fuzz/plan.py "$OUT/describe.json" "$OUT/dump.json" "Fuzz/$target/main.swift" \
    "$entry" >"$plan"
  echo "$plan"
}

# -package-name: every module is compiled as part of one package, as `swift build` does, so
# `package` declarations (JSONReader, the scanner's hand-over to the catalogue) are visible.
SWIFTC_FLAGS=(-swift-version 6 -sanitize=fuzzer,address -parse-as-library "$OPT" -g -I "$MODULES"
  -package-name contract_report)
CLANG_FLAGS=(-fsanitize=fuzzer-no-link,address -g -O1 -fno-omit-frame-pointer)

# Include flags of every C and system module of the package, for every Swift compile and link
# (the same for every module, so a module compiled for one target serves them all).
module_flags() {
  local kind name path dependencies rest
  while IFS=$'\t' read -r kind name path dependencies rest; do
    case $kind in
      c)
        printf '%s\n' -Xcc "-fmodule-map-file=$MODULES/$name.cmodule/module.modulemap" \
          -Xcc -I -Xcc "$ROOT/$path/include"
        ;;
      system)
        printf '%s\n' -I "$ROOT/$path"
        if [ -n "$rest" ]; then
          for flag in $(pkg-config --cflags "$rest"); do printf '%s\n' -Xcc "$flag"; done
        fi
        ;;
    esac
  done <"$C_MODULES"
}

# Link flags of the system libraries in a target's plan.
link_flags() {
  local plan=$1 kind name path dependencies rest
  while IFS=$'\t' read -r kind name path dependencies rest; do
    if [ "$kind" = system ] && [ -n "$rest" ]; then
      for flag in $(pkg-config --libs "$rest"); do printf '%s\n' "$flag"; done
    fi
  done <"$plan"
}

# True when a module's inputs hash to the stamp of its last compile.
fresh() {
  local stamp=$1 hash=$2
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]
}

declare -A HASH=()

# The module map SwiftPM generates for a C target's include folder, unless it ships one.
c_module_map() {
  local name=$1 include=$2
  if [ -f "$include/module.modulemap" ]; then
    cat "$include/module.modulemap"
  elif [ -f "$include/$name.h" ]; then
    printf 'module %s {\n  umbrella header "%s"\n  export *\n}\n' "$name" "$include/$name.h"
  else
    printf 'module %s {\n  umbrella "%s"\n  export *\n}\n' "$name" "$include"
  fi
}

# The hash of everything a module's object depends on: flags, sources (and headers), and the
# hashes of its dependencies; a module whose hash matches its stamp is not compiled again.
hash_module() {
  local kind=$1 name=$2 path=$3 dependencies=$4
  shift 4
  {
    if [ "$kind" = c ]; then
      echo "${CLANG_FLAGS[*]}"
      find "$path/include" -type f -print0 2>/dev/null | sort -z | xargs -0 -r cat
    else
      echo "${SWIFTC_FLAGS[*]} $(module_flags | tr '\n' ' ')"
      for dependency in ${dependencies//,/ }; do echo "$dependency ${HASH[$dependency]:-}"; done
    fi
    for source in "$@"; do cat "$path/$source"; done
  } | sha256sum | cut -d' ' -f1
}

compile_c() {
  local name=$1 path=$2
  shift 2
  local include=$ROOT/$path/include objects=()
  echo "==> compiling C target $name (fuzzer+address instrumentation)"
  for source in "$@"; do
    clang "${CLANG_FLAGS[@]}" -I "$include" -c "$path/$source" -o "$MODULES/$name.${source//\//_}.o"
    objects+=("$MODULES/$name.${source//\//_}.o")
  done
  rm -f "$MODULES/$name.a"
  ar rcs "$MODULES/$name.a" "${objects[@]}"
}

compile_swift() {
  local name=$1 path=$2
  shift 2
  local flags=() sources=()
  mapfile -t flags < <(module_flags)
  for source in "$@"; do sources+=("$path/$source"); done
  echo "==> compiling module $name ($OPT, fuzzer+address instrumentation)"
  swiftc "${SWIFTC_FLAGS[@]}" "${flags[@]}" -module-name "$name" -enable-testing -wmo \
    -no-emit-module-separately-wmo -emit-module -emit-module-path "$MODULES/$name.swiftmodule" \
    -c -o "$MODULES/$name.o" "${sources[@]}"
}

# Compiles every module the targets need, each once, dependencies first; modules that do not
# depend on each other compile at the same time (FUZZ_BUILD_JOBS at once, default: cores).
build_modules() {
  local plan kind name path dependencies rest
  local -a order=()
  local -A line=() running=() failed=()
  for plan in "$@"; do
    while IFS=$'\t' read -r kind name path dependencies rest; do
      [ "$kind" = system ] && continue
      if [ -z "${line[$name]:-}" ]; then
        order+=("$name")
        line[$name]="$kind"$'\t'"$path"$'\t'"$dependencies"$'\t'"$rest"
      fi
    done <"$plan"
  done
  local jobs=${FUZZ_BUILD_JOBS:-$(nproc)}
  for name in "${order[@]}"; do
    IFS=$'\t' read -r kind path dependencies rest <<<"${line[$name]}"
    # shellcheck disable=SC2086
    HASH[$name]=$(hash_module "$kind" "$name" "$path" "$dependencies" $rest)
    fresh "$MODULES/$name.stamp" "${HASH[$name]}" && continue
    rm -f "$MODULES/$name.stamp"
    for dependency in ${dependencies//,/ }; do
      if [ -n "${running[$dependency]:-}" ]; then
        wait "${running[$dependency]}" || failed[$dependency]=1
        unset "running[$dependency]"
      fi
      if [ -n "${failed[$dependency]:-}" ]; then
        echo "fuzz: $name not compiled: $dependency failed" >&2
        return 1
      fi
    done
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    (
      # shellcheck disable=SC2086
      if [ "$kind" = c ]; then compile_c "$name" "$path" $rest; else compile_swift "$name" "$path" $rest; fi
      echo "${HASH[$name]}" >"$MODULES/$name.stamp"
    ) &
    running[$name]=$!
  done
  local status=0
  for name in "${!running[@]}"; do wait "${running[$name]}" || status=1; done
  # A job collected early by `wait -n` leaves no stamp when it failed.
  for name in "${order[@]}"; do
    [ -f "$MODULES/$name.stamp" ] || { echo "fuzz: compiling $name failed" >&2 && status=1; }
  done
  return $status
}

link_target() {
  local target=$1 entry=$2 plan=$3 kind name path dependencies rest objects=()
  while IFS=$'\t' read -r kind name path dependencies rest; do
    case $kind in
      c) objects+=("$MODULES/$name.a") ;;
      swift) objects+=("$MODULES/$name.o") ;;
    esac
  done <"$plan"
  local flags=() libraries=()
  mapfile -t flags < <(module_flags)
  mapfile -t libraries < <(link_flags "$plan")
  echo "==> linking fuzz-$target ($(cut -f2 "$plan" | tr '\n' ' '))"
  swiftc "${SWIFTC_FLAGS[@]}" "${flags[@]}" -module-name "fuzz_$target" \
    "Fuzz/$target/main.swift" "$entry" \
    "${objects[@]}" "${libraries[@]}" -use-ld=lld -o "$OUT/fuzz-$target"
}

# Seed directory for a target: repository files of the kinds it reads.
seed_target() {
  local target=$1 seeds=$OUT/seeds/$target
  rm -rf "$seeds" && mkdir -p "$seeds"
  case $target in
    markdown | contract)
      find contracts Tests/ContractMarkdownTests/Corpus -name '*.md' -exec cp -t "$seeds" --backup=numbered {} +
      ;;
    template)
      find templates -type f -exec cp -t "$seeds" --backup=numbered {} +
      # One seed holding the whole default set, NUL-separated, so partial tags resolve.
      find templates -type f | sort | while read -r file; do cat "$file"; printf '\0'; done \
        >"$seeds/all-templates"
      ;;
    dictionary | catalogue | languages)
      find contracts -name '*.json' -exec cp -t "$seeds" --backup=numbered {} +
      ;;
    scanner)
      find contracts/translations/app-src -type f -exec cp -t "$seeds" --backup=numbered {} +
      ;;
    *)
      find contracts -type f -exec cp -t "$seeds" --backup=numbered {} +
      ;;
  esac
  if [ -d "Tests/HardeningTests/Regressions/$target" ]; then
    find "Tests/HardeningTests/Regressions/$target" -type f -exec cp -t "$seeds" --backup=numbered {} +
  fi
  echo "$seeds"
}

while IFS=$'\t' read -r kind name path dependencies rest; do
  if [ "$kind" = c ]; then
    mkdir -p "$MODULES/$name.cmodule"
    c_module_map "$name" "$ROOT/$path/include" >"$MODULES/$name.cmodule/module.modulemap"
  fi
done <"$C_MODULES"

build_start=$(date +%s)
declare -A ENTRY=() PLAN=()
for target in "${TARGETS[@]}"; do
  ENTRY[$target]=$(entry_for "$target")
  PLAN[$target]=$(plan_for "$target" "${ENTRY[$target]}")
done
PLANS=()
for target in "${TARGETS[@]}"; do PLANS+=("${PLAN[$target]}"); done
build_modules "${PLANS[@]}"
for target in "${TARGETS[@]}"; do link_target "$target" "${ENTRY[$target]}" "${PLAN[$target]}"; done
echo "==> built ${#TARGETS[@]} target(s) in $(($(date +%s) - build_start)) s"

# Fuzzes one target; its summary line goes to $OUT/summary-<target> (exit status: 1 on a find).
fuzz_target() {
  local target=$1 seeds corpus artifacts dict=() log start code elapsed runs speed cov features result
  seeds=$(seed_target "$target")
  if [ $SMOKE = 1 ]; then
    corpus=$OUT/smoke-corpus/$target
    rm -rf "$corpus"
  else
    corpus=$OUT/corpus/$target
  fi
  artifacts=$OUT/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  [ -f "Fuzz/$target/$target.dict" ] && dict=(-dict="Fuzz/$target/$target.dict")
  log=$OUT/fuzz-$target.log
  echo "==> fuzzing $target for ${SECONDS_PER_TARGET}s (log: ${log#"$ROOT"/})"
  start=$(date +%s)
  set +e
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$OUT/fuzz-$target" \
    -max_total_time="$SECONDS_PER_TARGET" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" \
    -max_len="$MAX_LEN" -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" \
    "$corpus" "$seeds" >"$log" 2>&1
  code=$?
  set -e
  elapsed=$(($(date +%s) - start))
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  speed=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  cov=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+')
  features=$(grep -Eo 'ft: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+')
  result=ok
  local status=0
  if [ $code -ne 0 ]; then
    result="FOUND $(grep -Eo 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|Fatal error|deadly signal' "$log" | head -1)"
    result+=" -> $(grep -Eo "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')"
    status=1
  elif [ "${runs:-0}" -eq 0 ]; then
    result="FAILED: no input was executed (see the log)"
    status=1
  fi
  printf '%-11s %6ss %11s runs %7s/s  cov %6s  ft %6s  corpus %5s  %s\n' "$target" \
    "$elapsed" "${runs:-?}" "${speed:-?}" "${cov:-?}" "${features:-?}" \
    "$(find "$corpus" -type f | wc -l)" "$result" >"$OUT/summary-$target"
  return $status
}

# FUZZ_JOBS targets at a time (default 1; 2 in a smoke run, one per core).
JOBS=${FUZZ_JOBS:-$([ $SMOKE = 1 ] && echo 2 || echo 1)}
STATUS=0
PIDS=()
for target in "${TARGETS[@]}"; do
  fuzz_target "$target" &
  PIDS+=($!)
  if [ ${#PIDS[@]} -ge "$JOBS" ]; then
    wait "${PIDS[0]}" || STATUS=1
    PIDS=("${PIDS[@]:1}")
  fi
done
for pid in "${PIDS[@]}"; do wait "$pid" || STATUS=1; done
SUMMARY=()
for target in "${TARGETS[@]}"; do SUMMARY+=("$(cat "$OUT/summary-$target")"); done

echo
echo "target      time          executions   speed   coverage   features  corpus    result"
printf '%s\n' "${SUMMARY[@]}"
exit $STATUS
