#!/bin/sh
# One command from a fresh Debian 12 machine to every TopoLens test: installs what is missing
# (apt, including the OpenSSH server the SSH tests start and clang for the sanitizers), then
#   1. builds with warnings as errors and runs the whole suite with CTest, the QEMU lab
#      included; then, as root (CI) or with TOPOLENS_TEST_PACKAGE=1, builds the Debian package,
#      installs it, tries the installed program and removes it again;
#   2. builds once with clang's AddressSanitizer + UndefinedBehaviorSanitizer (the tests and the
#      libFuzzer target from the same objects; the build starts beside stage 1's tests, at the
#      lowest priority) and runs the suite again under them, all but the lab (its guests are
#      QEMU processes, whose time the sanitizers cannot look into), the fleet tests that
#      differ only in their engine (label `engine`, tests/CMakeLists.txt) and the run of the
#      documentation's examples (label `docs`);
#   3. runs every parser's fuzzer briefly (scripts/fuzz.sh), beside stage 2's tests.
# Incremental and quick when nothing changed. Arguments go to both CTest runs (e.g. -R ssh).
# TOPOLENS_TEST_QUICK=1 runs stage 1 only. At the end it prints how long each stage took
# (also in build/test-times.txt): docs/hacking.md has the figures of a fresh 2-core machine.
set -eu
cd "$(dirname "$0")/.."

times=build/test-times.txt
mkdir -p build
: >"$times"
# stage NAME COMMAND...: runs COMMAND and writes how long it took to the table.
stage() {
    name=$1
    shift
    echo "== $name" >&2
    started=$(date +%s)
    "$@"
    printf '%-34s %5d s\n' "$name" "$(($(date +%s) - started))" >>"$times"
}
report_times() {
    [ -s "$times" ] || return 0
    echo "== time per stage (scripts/test.sh)" >&2
    cat "$times" >&2
}
# The work started beside the tests (the sanitizer build, the fuzzers) runs in sessions of its
# own; a failing stage ends the script and them with it. Only those still running: a `kill`
# that fails inside the trap ends the script under `set -e` before its report (CI's exit 2
# after every stage had passed, once the fuzzers' id had been emptied).
asan_build_pid=
fuzz_pid=
end_session() {
    [ -n "$1" ] || return 0
    kill -- "-$1" 2>/dev/null || true
}
trap 'status=$?; end_session "$asan_build_pid"; end_session "$fuzz_pid"; report_times; exit $status' EXIT
# in_background_session COMMAND... &: COMMAND in a session of its own at the lowest priority
# (started with &, whose process it becomes, so that $! is the session to end).
# Linux's scheduler gives each session (an autogroup) an equal share of the CPU whatever the
# niceness inside it, so `setsid nice -n 19` alone would take as much as all the tests together;
# the session's own niceness (/proc/self/autogroup) is what makes it take only what they leave.
in_background_session() {
    exec setsid sh -c 'echo 19 >/proc/self/autogroup 2>/dev/null || true; exec nice -n 19 "$@"' sh "$@"
}

stage "dependencies" scripts/install-deps.sh --with-tests
jobs=$(nproc)
# ccache, when installed, for a build folder configured here for the first time (an existing
# folder keeps its settings, so nothing is rebuilt for the change).
launcher_for() {
    if command -v ccache >/dev/null && [ ! -f "build/$1/CMakeCache.txt" ]; then
        echo "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
    fi
}

stage "configure (warnings as errors)" cmake --preset ci $(launcher_for ci) >/dev/null
stage "build (warnings as errors)" cmake --build --preset ci -- -j"$jobs"

# The sanitizer build (stage 2) compiles beside the tests and the package, at the lowest
# priority: the long tests mostly wait on sshd, the fleet engines and QEMU, and the compiler
# takes the cycles they leave. No test can fail from running beside it (docs/hacking.md: the
# suite passes beside two CPU hogs per core at full priority, scripts/test-under-load.sh).
asan_build_log=build/asan-build.log
if [ "${TOPOLENS_TEST_QUICK:-0}" != 1 ]; then
    stage "configure (sanitizers)" cmake --preset asan $(launcher_for asan) >/dev/null
    asan_build_started=$(date +%s)
    # In a session of its own, so that the whole build (cmake, ninja, the compilers) can be ended.
    in_background_session cmake --build --preset asan -- -j"$jobs" >"$asan_build_log" 2>&1 &
    asan_build_pid=$!
fi

# Twice as many tests at once as cores: the long ones mostly wait on sshd, the fleet engines and
# QEMU, and none can fail from running beside others (docs/hacking.md, scripts/test-under-load.sh).
tests_at_once=$((2 * jobs))
stage "tests" ctest --preset ci -j"$tests_at_once" "$@"

# The Debian package (scripts/package.sh), installed and tried as a user gets it, then removed.
# Runs as root (CI) unless TOPOLENS_TEST_QUICK=1, or whenever TOPOLENS_TEST_PACKAGE=1;
# TOPOLENS_TEST_PACKAGE=0 skips it.
if [ "$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi
package_default=0
[ -z "$SUDO" ] && [ "${TOPOLENS_TEST_QUICK:-0}" != 1 ] && package_default=1
try_package() {
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
}
if [ "${TOPOLENS_TEST_PACKAGE:-$package_default}" = 1 ]; then
    stage "Debian package" try_package
fi
[ "${TOPOLENS_TEST_QUICK:-0}" = 1 ] && exit 0

# The rest of the sanitizer build, now with the whole machine.
finish_asan_build() {
    pid=$asan_build_pid
    asan_build_pid=
    if ! wait "$pid"; then
        tail -n 60 "$asan_build_log" >&2
        echo "test.sh: the sanitizer build failed (all of it: $asan_build_log)" >&2
        return 1
    fi
    echo "test.sh: the sanitizer build took $(($(date +%s) - asan_build_started)) s from its start beside the tests" >&2
    # Anything the build beside the tests did not see (none in CI): a no-op otherwise.
    cmake --build --preset asan -- -j"$jobs"
}
stage "build (sanitizers, rest after tests)" finish_asan_build
# Leaks are reported and fail a test; the suppressions name only libraries outside TopoLens
# (fontconfig's caches, the GL loader) that keep memory until exit by design.
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0"
sanitizer_tests() {
    if ! ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1" ctest --preset asan -LE "lab|engine|docs" -j"$tests_at_once" "$@"; then
        # Memory errors and undefined behaviour always fail. A test that fails only on a leak
        # report is run again without leak detection: if it then passes, the leak is printed
        # above as a warning to look into (often a library's cache kept until exit), not a
        # failure.
        echo "== re-running the tests that failed under ASan, without leak detection" >&2
        ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:strict_string_checks=1" ctest --preset asan -LE "lab|engine|docs" --rerun-failed -j"$tests_at_once" "$@"
        echo "test.sh: WARNING: leak reports above; every test passes without leak detection" >&2
    fi
}
# The fuzzers run beside the tests under the sanitizers, in a session of their own: each target
# fuzzes for a fixed 10 s of wall time, so they are done within the tests' minutes, with a
# session's share of the CPU (about half of it beside the tests' session). At the lowest
# priority they would get nothing while the tests keep both cores busy, and would all run
# after them. Their run counts are in the summary.
fuzz_log=build/fuzz.log
TOPOLENS_FUZZ_PREBUILT=1 setsid scripts/fuzz.sh "${TOPOLENS_FUZZ_SECONDS:-10}" >"$fuzz_log" 2>&1 &
fuzz_pid=$!
stage "tests under ASan + UBSan (no lab, engine, docs)" sanitizer_tests "$@"

finish_fuzzing() {
    status=0
    wait "$fuzz_pid" || status=$?
    fuzz_pid=
    cat "$fuzz_log" >&2
    return "$status"
}
stage "fuzzing every parser briefly (rest after the ASan tests)" finish_fuzzing
