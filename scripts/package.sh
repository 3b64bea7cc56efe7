#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds TopoLens in Release (build/package, or $TOPOLENS_PACKAGE_BUILD_DIR) and makes the
# Debian package with CPack; prints the .deb's path on standard output (progress goes to
# standard error). Only the topolens target is built: tests, benchmarks and fuzzers are not
# packaged. Needs dpkg-dev (dpkg-shlibdeps computes the library dependencies).
# Install with: sudo apt-get install ./topolens_*.deb   (or dpkg -i, then apt-get -f install)
set -eu
cd "$(dirname "$0")/.."
build=${TOPOLENS_PACKAGE_BUILD_DIR:-build/package}
jobs=${TOPOLENS_PACKAGE_JOBS:-$(nproc)}

command -v dpkg-shlibdeps >/dev/null 2>&1 || {
    echo "package.sh: dpkg-shlibdeps is missing: apt-get install dpkg-dev" >&2
    exit 1
}

# TOPOLENS_PACKAGE_REUSE=1 packages an already configured build as it is (scripts/test.sh
# reuses its -Werror build instead of compiling everything a third time).
if [ "${TOPOLENS_PACKAGE_REUSE:-0}" = 1 ] && [ -f "$build/CMakeCache.txt" ]; then
    echo "== packaging the existing build in $build" >&2
else
    echo "== configuring $build (Release)" >&2
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOLENS_BUILD_GUI=ON >&2
fi
echo "== building topolens" >&2
cmake --build "$build" --target topolens -- -j"$jobs" >&2
echo "== packaging" >&2
# CPack installs the build into a staging tree of its own and writes the .deb there.
(cd "$build" && cpack -G DEB -C Release) >&2
deb=$(ls -t "$build"/topolens_*.deb | head -n 1)
[ -f "$deb" ] || { echo "package.sh: cpack wrote no .deb" >&2; exit 1; }
echo "== $(dpkg-deb -f "$deb" Package Version Architecture Depends | tr '\n' ' ')" >&2
echo "$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
