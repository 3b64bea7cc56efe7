#!/bin/sh
# One command from a fresh Debian 12 machine to every TopoLens test: installs what is missing
# (apt, including the OpenSSH server the SSH tests start and clang for fuzzing), then
#   1. builds with warnings as errors and runs the whole suite with CTest; then, as root (CI)
#      or with TOPOLENS_TEST_PACKAGE=1, builds the Debian package, installs it, tries the
#      installed program and removes it again;
#   2. builds again with AddressSanitizer + UndefinedBehaviorSanitizer and runs the suite again;
#   3. builds the libFuzzer target and runs every parser's fuzzer briefly (scripts/fuzz.sh).
# Incremental and quick when nothing changed. Arguments go to both CTest runs (e.g. -R ssh).
# TOPOLENS_TEST_QUICK=1 runs stage 1 only.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-tests
jobs=$(nproc)
# ccache, when installed, for a build folder configured here for the first time (an existing
# folder keeps its settings, so nothing is rebuilt for the change).
launcher_for() {
    if command -v ccache >/dev/null && [ ! -f "build/$1/CMakeCache.txt" ]; then
        echo "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
    fi
}

echo "== tests (warnings as errors)" >&2
cmake --preset ci $(launcher_for ci) >/dev/null
cmake --build --preset ci -- -j"$jobs"
ctest --preset ci -j"$jobs" "$@"

# The Debian package (scripts/package.sh), installed and tried as a user gets it, then removed.
# Runs as root (CI) unless TOPOLENS_TEST_QUICK=1, or whenever TOPOLENS_TEST_PACKAGE=1;
# TOPOLENS_TEST_PACKAGE=0 skips it.
if [ "$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi
package_default=0
[ -z "$SUDO" ] && [ "${TOPOLENS_TEST_QUICK:-0}" != 1 ] && package_default=1
if [ "${TOPOLENS_TEST_PACKAGE:-$package_default}" = 1 ]; then
    echo "== Debian package" >&2
    deb=$(TOPOLENS_PACKAGE_BUILD_DIR=build/ci TOPOLENS_PACKAGE_REUSE=1 scripts/package.sh)
    # dpkg -i leaves missing dependencies to apt-get -f install.
    $SUDO dpkg -i "$deb" >/dev/null || true
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq >/dev/null
    scratch=$(mktemp -d)
    status=0
    (
        set -eu
        cd "$scratch"
        unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
        /usr/bin/topolens --version
        topolens parse --list-formats >/dev/null
        topolens diagnose demo >/dev/null
        topolens export demo -o demo.svg && [ -s demo.svg ] # Graphviz's dot plugin, Qt's SVG
        sh /usr/share/topolens/topolens-collect.sh --help >/dev/null
        [ -f /usr/share/icons/hicolor/256x256/apps/topolens.png ]
        [ -f /usr/share/man/man1/topolens.1 ]
        if command -v desktop-file-validate >/dev/null; then
            desktop-file-validate /usr/share/applications/topolens.desktop
        fi
    ) >&2 || status=$?
    rm -rf "$scratch"
    $SUDO dpkg -r topolens >/dev/null
    [ "$status" -eq 0 ] || { echo "test.sh: the installed package failed its checks" >&2; exit 1; }
fi
[ "${TOPOLENS_TEST_QUICK:-0}" = 1 ] && exit 0

echo "== tests under ASan + UBSan" >&2
cmake --preset asan $(launcher_for asan) >/dev/null
cmake --build --preset asan -- -j"$jobs"
# Leaks are reported and fail a test; the suppressions name only libraries outside TopoLens
# (fontconfig's caches, the GL loader) that keep memory until exit by design.
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0"
if ! ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1" ctest --preset asan -j"$jobs" "$@"; then
    # Memory errors and undefined behaviour always fail. A test that fails only on a leak
    # report is run again without leak detection: if it then passes, the leak is printed above
    # as a warning to look into (often a library's cache kept until exit), not a failure.
    echo "== re-running the tests that failed under ASan, without leak detection" >&2
    ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:strict_string_checks=1" ctest --preset asan --rerun-failed -j"$jobs" "$@"
    echo "test.sh: WARNING: leak reports above; every test passes without leak detection" >&2
fi

echo "== fuzzing every parser briefly" >&2
scripts/fuzz.sh "${TOPOLENS_FUZZ_SECONDS:-10}"
