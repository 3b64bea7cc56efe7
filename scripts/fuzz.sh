#!/bin/sh
# Builds the libFuzzer target (clang, ASan+UBSan: the asan preset's build, which the tests under
# the sanitizers share) and runs it once per parser for a bounded time each (default 30 s),
# seeded from that parser's real fixtures. Findings (crashes, leaks, timeouts) land in
# build/fuzz/findings/NAME/ and make the script fail.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   (targets: TOPOLENS_FUZZ_LIST=1 build/asan/bin/fuzz_parsers)
# TOPOLENS_FUZZ_PREBUILT=1 takes build/asan as it is (scripts/test.sh built it, and runs this
# beside its tests under the sanitizers from that same folder, which a configure would rewrite).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-30}
[ $# -gt 0 ] && shift
if [ "${TOPOLENS_FUZZ_PREBUILT:-0}" != 1 ]; then
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz -- -j"$(nproc)" >/dev/null
fi
fuzzer=build/asan/bin/fuzz_parsers
targets=${*:-$(TOPOLENS_FUZZ_LIST=1 $fuzzer)}

# Seeds for a target: the fixtures TopoLens detects as that format (the parse CLI is not in
# this build, so detection is by folder), plus everything for the catch-all targets.
seeds_for() {
    case $1 in
        topolens-snapshot) echo resources/demo/demo-snapshot.json ;;
        topolens-bundle) find tests/fixtures/captures -name '*.bundle' ;;
        script-stream) echo tests/fixtures/captures/h200-x4.bundle ;;
        *) find tests/fixtures ../shared/corpus -type f ! -name '*.md' -size -256k 2>/dev/null ;;
    esac
}

# Each kind of seed is gathered once into its own folder (the catch-all targets' before the
# targets start, as they share it), and a target's corpus takes it in one copy: a copy per file
# and target was thousands of process starts, a minute and a half on a 2-core machine.
seed_folder() {
    case $1 in
        topolens-snapshot | topolens-bundle | script-stream) kind=$1 ;;
        *) kind=all ;;
    esac
    folder=build/fuzz/seeds/$kind
    if [ ! -d "$folder" ]; then
        mkdir -p "$folder.part"
        for f in $(seeds_for "$kind"); do
            cp "$f" "$folder.part/seed-$(echo "$f" | tr '/' '_')" 2>/dev/null || true
        done
        mv "$folder.part" "$folder"
    fi
    echo "$folder"
}

mkdir -p build/fuzz/findings build/fuzz/corpus
rm -rf build/fuzz/seeds # the fixtures of this checkout, not of an earlier one
seed_folder all >/dev/null
summary=build/fuzz/summary.txt
: >"$summary"
# One target: its corpus seeded, fuzzed for $seconds, its line in the summary. Targets run as
# many at once as there are cores (each fuzzer is one process on one core).
fuzz_one() {
    target=$1
    corpus=build/fuzz/corpus/$target
    findings=build/fuzz/findings/$target
    mkdir -p "$corpus" "$findings"
    cp "$(seed_folder "$target")"/. "$corpus"/ -R
    log=build/fuzz/$target.log
    if TOPOLENS_FUZZ_TARGET=$target $fuzzer -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -max_len=262144 -artifact_prefix="$findings/" "$corpus" >"$log" 2>&1; then
        result=ok
    else
        result=FINDING
        : >"build/fuzz/findings/$target.failed"
    fi
    runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 | grep -o '[0-9]*' || echo '?')
    printf '%-24s %8s runs in %3s s  %s\n' "$target" "$runs" "$seconds" "$result" | tee -a "$summary"
}
rm -f build/fuzz/findings/*.failed
at_once=$(nproc)
running=0
for target in $targets; do
    fuzz_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$at_once" ]; then
        wait
        running=0
    fi
done
wait
failed=0
ls build/fuzz/findings/*.failed >/dev/null 2>&1 && failed=1
[ $failed = 0 ] || { echo "fuzz: findings in build/fuzz/findings (logs in build/fuzz/*.log)" >&2; exit 1; }
