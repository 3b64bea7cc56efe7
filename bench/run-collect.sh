#!/bin/sh
# Builds TopoLens in Release and prints how fast it collects over SSH from a loopback OpenSSH
# sshd it starts, against plain ssh per command, ControlMaster and one joined ssh command.
# Needs openssh-server (scripts/install-deps.sh --with-tests). Usage: bench/run-collect.sh [--runs N]
# BENCH_BUILD_DIR picks the build folder (default build/bench-collect).
set -eu
cd "$(dirname "$0")/.."
build="${BENCH_BUILD_DIR:-build/bench-collect}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOLENS_BUILD_GUI=OFF -DTOPOLENS_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target bench_collect -- -j"$(nproc)"
LC_ALL=C.UTF-8 exec "$build/bin/bench_collect" "$@"
