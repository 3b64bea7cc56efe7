#!/bin/sh
# One command from a fresh Debian 12 machine to the TopoLens GUI on the built-in demo snapshot:
# installs what is missing (apt), builds the program (incrementally; the `release` preset,
# build/release: no tests, no debug information, the quickest build to a window), and opens
# the window. Without a display, topolens itself explains how to run headless.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -- -j"$(nproc)"
exec build/release/bin/topolens demo "$@"
