#!/bin/sh
# The whole suite, several times in a row, on a machine kept busy: proof that no test's verdict
# depends on how fast the machine is. Two CPU-bound processes per core run throughout, and CTest
# runs twice as many tests at once as there are cores, so the QEMU lab's guests (each a
# CPU-bound emulator) run beside the SSH, CLI and GUI tests instead of alone.
#
#   scripts/test-under-load.sh [-n ROUNDS] [-p PRESET] [CTEST ARGUMENTS...]
#
# ROUNDS defaults to 3, PRESET to dev (build/dev; built first). Stops at the first failing
# round, exit status 1; CTest's output of that round says which test and why.
set -eu
cd "$(dirname "$0")/.."
rounds=3
preset=dev
while [ $# -gt 0 ]; do
    case $1 in
        -n) rounds=$2; shift 2 ;;
        -p) preset=$2; shift 2 ;;
        *) break ;;
    esac
done
cores=$(nproc)
scripts/install-deps.sh --with-tests
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -- -j"$cores"

hogs=""
stop_hogs() {
    # shellcheck disable=SC2086 # a list of process ids
    [ -n "$hogs" ] && kill $hogs 2>/dev/null
    hogs=""
}
trap stop_hogs EXIT INT TERM
i=0
while [ "$i" -lt $((2 * cores)) ]; do
    sh -c 'while :; do :; done' &
    hogs="$hogs $!"
    i=$((i + 1))
done
echo "test-under-load: $((2 * cores)) CPU-bound processes on $cores cores; ctest -j$((2 * cores)), $rounds rounds" >&2

round=1
while [ "$round" -le "$rounds" ]; do
    started=$(date +%s)
    if ctest --preset "$preset" -j"$((2 * cores))" "$@"; then
        echo "test-under-load: round $round of $rounds passed in $(($(date +%s) - started)) s" >&2
    else
        echo "test-under-load: round $round of $rounds FAILED (after $(($(date +%s) - started)) s)" >&2
        exit 1
    fi
    round=$((round + 1))
done
echo "test-under-load: all $rounds rounds passed under load" >&2
