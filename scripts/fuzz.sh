#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ and runs each for a set time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]     (default: 60 seconds, every target)
#
# Each target is Fuzz/<target>/main.swift (the LLVMFuzzerTestOneInput wrapper) plus its entry
# in Tests/HardeningTests/FuzzEntries/ (the code `swift test` replays the regression corpus
# through). The package modules a target needs are compiled here, once per run, with
# `-sanitize=fuzzer,address` so libFuzzer gets coverage of the library code, not only of the
# wrapper; `swift build` never sees any of this (it all lives in .build/fuzz).
#
# Seeds: contracts/, templates/, Tests/ContractMarkdownTests/Corpus/ and the target's
# regression corpus (Tests/HardeningTests/Regressions/<target>/). The growing corpus is kept
# in .build/fuzz/corpus/<target>; crashes, timeouts and out-of-memory inputs are written to
# .build/fuzz/artifacts/<target>/. Copy a crashing input into the regression corpus once it is
# fixed, so `swift test` keeps replaying it.
#
# Environment: FUZZ_OPT (default -O), FUZZ_MAX_LEN (default 16384), FUZZ_TIMEOUT (seconds per
# input before libFuzzer reports a hang, default 10), FUZZ_RSS_MB (default 2048).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
SECONDS_PER_TARGET=${1:-60}
shift || true
ALL_TARGETS=(markdown contract template dictionary catalogue languages scanner)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")

OUT=$ROOT/.build/fuzz
MODULES=$OUT/modules
OPT=${FUZZ_OPT:--O}
MAX_LEN=${FUZZ_MAX_LEN:-16384}
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-2048}
mkdir -p "$MODULES"

# The package modules each target links, in dependency order.
modules_for() {
  case $1 in
    markdown) echo UTF8Bytes ContractMarkdown ;;
    contract) echo UTF8Bytes FileTree ContractMarkdown Digest Contracts ;;
    template)
      echo UTF8Bytes FileTree ContractMarkdown Digest Contracts LanguageProvider Verification \
        TranslationCoverage RTLReview ComplianceReport ComplianceSite
      ;;
    dictionary | catalogue | languages | scanner)
      echo UTF8Bytes FileTree Digest LanguageProvider TranslationCoverage
      ;;
    *) echo "unknown target '$1' (targets: ${ALL_TARGETS[*]})" >&2 && exit 2 ;;
  esac
}

entry_for() {
  case $1 in
    markdown) echo MarkdownFuzzEntry ;;
    contract) echo ContractFuzzEntry ;;
    template) echo TemplateFuzzEntry ;;
    dictionary) echo DictionaryFuzzEntry ;;
    catalogue) echo CatalogueFuzzEntry ;;
    languages) echo LanguagesFuzzEntry ;;
    scanner) echo ScannerFuzzEntry ;;
  esac
}

SWIFTC_FLAGS=(-swift-version 6 -sanitize=fuzzer,address -parse-as-library "$OPT" -g
  -I "$MODULES" -I "$ROOT/Sources/Ccmark")

declare -A BUILT=()
build_module() {
  local module=$1
  [ -n "${BUILT[$module]:-}" ] && return
  echo "==> compiling module $module ($OPT, fuzzer+address instrumentation)"
  # shellcheck disable=SC2046
  swiftc "${SWIFTC_FLAGS[@]}" -module-name "$module" -enable-testing -wmo \
    -emit-module -emit-module-path "$MODULES/$module.swiftmodule" \
    -c -o "$MODULES/$module.o" $(find "Sources/$module" -name '*.swift' | sort)
  BUILT[$module]=1
}

build_target() {
  local target=$1 objects=()
  for module in $(modules_for "$target"); do
    build_module "$module"
    objects+=("$MODULES/$module.o")
  done
  echo "==> linking fuzz-$target"
  swiftc "${SWIFTC_FLAGS[@]}" -module-name "fuzz_$target" \
    "Fuzz/$target/main.swift" "Tests/HardeningTests/FuzzEntries/$(entry_for "$target").swift" \
    "${objects[@]}" -lcmark -use-ld=lld -o "$OUT/fuzz-$target"
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
  esac
  if [ -d "Tests/HardeningTests/Regressions/$target" ]; then
    find "Tests/HardeningTests/Regressions/$target" -type f -exec cp -t "$seeds" --backup=numbered {} +
  fi
  echo "$seeds"
}

for target in "${TARGETS[@]}"; do build_target "$target"; done

SUMMARY=()
STATUS=0
for target in "${TARGETS[@]}"; do
  seeds=$(seed_target "$target")
  corpus=$OUT/corpus/$target
  artifacts=$OUT/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  dict=()
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
  result=ok
  if [ $code -ne 0 ]; then
    result="FOUND $(grep -Eo 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|Fatal error|deadly signal' "$log" | head -1)"
    result+=" -> $(grep -Eo "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')"
    STATUS=1
  fi
  SUMMARY+=("$(printf '%-11s %6ss %11s runs %7s/s  cov %6s  corpus %5s  %s' "$target" "$elapsed" \
    "${runs:-?}" "${speed:-?}" "${cov:-?}" "$(find "$corpus" -type f | wc -l)" "$result")")
done

echo
echo "target      time          executions   speed   coverage  corpus    result"
printf '%s\n' "${SUMMARY[@]}"
exit $STATUS
