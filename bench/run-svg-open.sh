#!/bin/sh
# How long Chromium takes to open TopoLens's SVG of the demo (side by side, and the host alone)
# against an empty page, lstopo's SVG of a comparable host (bench/bench_export.cpp writes it)
# and, where one is given, an older export. Installs Debian's chromium and, with npm,
# puppeteer-core into the build folder; bench/svg-open-time.js does the timing.
# Usage: bench/run-svg-open.sh [--runs N] [OLDER.svg...]
# BENCH_BUILD_DIR picks the build folder (default build/bench); it must hold a built topolens.
set -eu
cd "$(dirname "$0")/.."
runs=10
if [ "${1:-}" = "--runs" ]; then runs=$2; shift 2; fi
build="${BENCH_BUILD_DIR:-build/bench}"
command -v chromium >/dev/null || apt-get install -y --no-install-recommends chromium >/dev/null
node_dir="$build/bench-node"
if [ ! -d "$node_dir/node_modules/puppeteer-core" ]; then
    mkdir -p "$node_dir"
    npm install --prefix "$node_dir" --silent puppeteer-core@21 >/dev/null
fi
work="$build/bench-data"
mkdir -p "$work"
"$build/bin/topolens" export demo -o "$work/demo-side-by-side.svg" 2>/dev/null
"$build/bin/topolens" export demo --view host -o "$work/demo-host.svg" 2>/dev/null
printf '<!DOCTYPE html><html><body></body></html>\n' > "$work/empty.html"
lstopo_svg="$work/lstopo.svg"
[ -f "$lstopo_svg" ] || lstopo_svg=""
NODE_PATH="$node_dir/node_modules" exec node bench/svg-open-time.js "$runs" "$(pwd)/$work/empty.html" \
    "$(pwd)/$work/demo-side-by-side.svg" "$(pwd)/$work/demo-host.svg" ${lstopo_svg:+"$(pwd)/$lstopo_svg"} "$@"
