#!/bin/sh
# One command from a fresh Debian 12 machine to every TopoLens test: installs what is missing
# (apt, including the OpenSSH server the SSH tests start and clang for fuzzing), then
#   1. builds with warnings as errors and runs the whole suite with CTest;
#   2. builds again with AddressSanitizer + UndefinedBehaviorSanitizer and runs the suite again;
#   3. builds the libFuzzer target and runs every parser's fuzzer briefly (scripts/fuzz.sh).
# Incremental and quick when nothing changed. Arguments go to both CTest runs (e.g. -R ssh).
# TOPOLENS_TEST_QUICK=1 runs stage 1 only.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-tests
jobs=$(nproc)

echo "== tests (warnings as errors)" >&2
cmake --preset ci >/dev/null
cmake --build --preset ci -- -j"$jobs"
ctest --preset ci -j"$jobs" "$@"
[ "${TOPOLENS_TEST_QUICK:-0}" = 1 ] && exit 0

echo "== tests under ASan + UBSan" >&2
cmake --preset asan >/dev/null
cmake --build --preset asan -- -j"$jobs"
# Leaks are reported and fail a test; the suppressions name only libraries outside TopoLens
# (fontconfig's caches, the GL loader) that keep memory until exit by design.
ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0" \
    ctest --preset asan -j"$jobs" "$@"

echo "== fuzzing every parser briefly" >&2
scripts/fuzz.sh "${TOPOLENS_FUZZ_SECONDS:-10}"
