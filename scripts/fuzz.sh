#!/bin/sh
# Builds the libFuzzer target (clang, ASan+UBSan) and runs it once per parser for a bounded
# time each (default 30 s), seeded from that parser's real fixtures. Findings (crashes, leaks,
# timeouts) land in build/fuzz/findings/NAME/ and make the script fail.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   (targets: TOPOLENS_FUZZ_LIST=1 build/fuzz/bin/fuzz_parsers)
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-30}
[ $# -gt 0 ] && shift
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -- -j"$(nproc)" >/dev/null
fuzzer=build/fuzz/bin/fuzz_parsers
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

mkdir -p build/fuzz/findings build/fuzz/corpus
summary=build/fuzz/summary.txt
: >"$summary"
failed=0
for target in $targets; do
    corpus=build/fuzz/corpus/$target
    findings=build/fuzz/findings/$target
    mkdir -p "$corpus" "$findings"
    for f in $(seeds_for "$target"); do
        cp "$f" "$corpus/seed-$(echo "$f" | tr '/' '_')" 2>/dev/null || true
    done
    log=build/fuzz/$target.log
    if TOPOLENS_FUZZ_TARGET=$target $fuzzer -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -max_len=262144 -artifact_prefix="$findings/" "$corpus" >"$log" 2>&1; then
        result=ok
    else
        result=FINDING
        failed=1
    fi
    runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 | grep -o '[0-9]*' || echo '?')
    printf '%-24s %8s runs in %3s s  %s\n' "$target" "$runs" "$seconds" "$result" | tee -a "$summary"
done
[ $failed = 0 ] || { echo "fuzz: findings in build/fuzz/findings (logs in build/fuzz/*.log)" >&2; exit 1; }
