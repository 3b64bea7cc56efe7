#!/bin/sh
# Builds TopoLens in Release and prints how fast it draws, against raw Graphviz `dot -Tsvg`
# on the same graphs: the demo snapshot to a first painted frame, a synthetic 256-GPU host
# (generated into the build folder, never committed) to a shown scene, and click latency.
# Usage: bench/run.sh [--runs N] [--clicks N] [--dot PATH]
# BENCH_BUILD_DIR picks the build folder (default build/bench).
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build="${BENCH_BUILD_DIR:-build/bench}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOLENS_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target bench_topology -- -j"$(nproc)"
QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 exec "$build/bin/bench_topology" --work "$build/bench-data" "$@"
