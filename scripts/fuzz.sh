#!/bin/sh
# Builds the libFuzzer target and runs it for a bounded time (default 60 s), seeded from the
# real fixtures and the shared corpus. Findings land in build/fuzz/findings/.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
corpus=build/fuzz/corpus
mkdir -p "$corpus" build/fuzz/findings
# Seed: every fixture, prefixed with each format's selector byte (0..12) and 0xff for snapshots.
i=0
for f in $(find tests/fixtures ../shared/corpus -type f ! -name '*.md' 2>/dev/null); do
    n=0
    while [ $n -lt 13 ]; do
        { printf "\\$(printf '%03o' $n)"; head -c 65536 "$f"; } > "$corpus/seed-$i-$n"
        n=$((n + 1))
    done
    i=$((i + 1))
done
{ printf '\377'; cat resources/demo/demo-snapshot.json; } > "$corpus/seed-demo"
sh scripts/topolens-collect.sh -o build/fuzz/local.bundle 2>/dev/null
{ printf '\376'; cat build/fuzz/local.bundle; } > "$corpus/seed-bundle"
build/fuzz/bin/fuzz_parsers -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix=build/fuzz/findings/ "$corpus"
