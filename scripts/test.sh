#!/bin/sh
# One command from a fresh Debian 12 machine to every TopoLens test: installs what is missing
# (apt, including the OpenSSH server the SSH tests start), builds with warnings as errors, and
# runs the whole suite with CTest. Incremental and quick when nothing changed.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-tests
cmake --preset ci >/dev/null
cmake --build --preset ci -- -j"$(nproc)"
ctest --preset ci -j"$(nproc)" "$@"
