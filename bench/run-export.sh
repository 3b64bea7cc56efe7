#!/bin/sh
# Builds TopoLens in Release and prints how fast `topolens export` writes an SVG of the demo
# (host and guest side by side, and the host alone) against hwloc's `lstopo --of svg` on a
# comparable synthetic host given as hwloc XML (generated into the build folder; see
# bench/bench_export.cpp for why it is synthetic); the 256-GPU synthetic host's SVG against
# `dot -Tsvg` on its graph; `topolens parse` of a 4-line paste against `lstopo-no-graphics --of
# console`; and the SVGs' sizes. Needs hwloc and Graphviz (scripts/install-deps.sh --with-tests).
# Usage: bench/run-export.sh [--runs N] [--lstopo PATH]
# BENCH_BUILD_DIR picks the build folder (default build/bench).
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-tests
build="${BENCH_BUILD_DIR:-build/bench}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOLENS_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target bench_export topolens -- -j"$(nproc)"
QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 exec "$build/bin/bench_export" --work "$build/bench-data" "$@"
