#!/bin/sh
# One command from a fresh Debian 12 machine to the TopoLens GUI on the built-in demo snapshot:
# installs what is missing (apt), builds (incrementally), and opens the window. Without a
# display, topolens itself explains how to run headless.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target topolens -- -j"$(nproc)"
exec build/dev/bin/topolens demo "$@"
