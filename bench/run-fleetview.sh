#!/bin/sh
# Builds TopoLens in Release and prints how fast the fleet view opens and answers a click with
# 1,000 hosts (copies of the real tests/fixtures/captures/h200-x4.bundle, 1 in 50 with a GPU
# link planted at x8; see bench/bench_fleetview.cpp), against a plain QTableWidget of the same
# hosts and columns, offscreen, with the issue's bars (open < 2 s, click < 16 ms).
# Usage: bench/run-fleetview.sh [--runs N]
# BENCH_BUILD_DIR picks the build folder (default build/bench).
set -eu
cd "$(dirname "$0")/.."
build="${BENCH_BUILD_DIR:-build/bench}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOLENS_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target bench_fleetview -- -j"$(nproc)"
QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 exec "$build/bin/bench_fleetview" --work "$build/bench-data" "$@"
