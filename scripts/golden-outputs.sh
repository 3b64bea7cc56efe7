#!/bin/sh
# Writes what a topolens binary prints for every fixture into a folder, so that a refactoring
# can be proven to change no output: run it with the binary from before and the one from
# after, then `diff -r BEFORE AFTER` (docs/hacking.md, "Refactoring without changing a byte").
#
#   scripts/golden-outputs.sh BINARY OUTDIR
#
# For every file under tests/fixtures/ (SOURCES.md aside): `parse --json` with the format
# detected, and with the format named by its folder when that is a format name. For the demo
# and the real 4x H200 bundle: `parse --json`, `diagnose --json`, `diagnose`, export in every
# view and format (PNG and PDF included), the HTML report, `nccl-topo` and `qemu-layout`; the
# heatmap and sweep views on the demo with a real benchmark run imported.
# Exit status, stdout and stderr are all kept; paths are written relative to the repository.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BINARY OUTDIR" >&2; exit 2; }
bin=$(realpath "$1")
out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
mkdir -p "$out"
unset DISPLAY WAYLAND_DISPLAY
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 TZ=UTC

formats=$("$bin" parse --list-formats | awk '{print $1}')

# run NAME ARGS...: stdout to NAME.out, stderr to NAME.err, the exit status to NAME.rc
run() {
    name=$1
    shift
    mkdir -p "$(dirname "$out/$name")"
    rc=0
    "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err" || rc=$?
    echo "$rc" >"$out/$name.rc"
}

find tests/fixtures -type f ! -name SOURCES.md | LC_ALL=C sort | while read -r f; do
    rel=${f#tests/fixtures/}
    run "parse-auto/$rel" parse "$f" --json
    folder=${rel%%/*}
    for fmt in $formats; do
        [ "$fmt" = "$folder" ] && run "parse-named/$rel" parse "$f" --format "$fmt" --json
    done
    true
done

for snap in demo tests/fixtures/captures/h200-x4.bundle; do
    tag=$(basename "$snap")
    run "snapshot/$tag/parse" parse "$snap" --json
    run "snapshot/$tag/diagnose-json" diagnose "$snap" --json
    run "snapshot/$tag/diagnose" diagnose "$snap"
    for view in host guest side-by-side matrix; do
        for fmt in svg dot png pdf; do
            run "snapshot/$tag/export-$view.$fmt" export "$snap" --view "$view" --format "$fmt" -o -
        done
        run "snapshot/$tag/export-$view-dark.svg" export "$snap" --view "$view" --theme dark --format svg -o -
    done
    run "snapshot/$tag/report.html" report "$snap" -o "$out/snapshot/$tag/report-file.html"
    run "snapshot/$tag/nccl-topo" nccl-topo "$snap"
    run "snapshot/$tag/qemu-layout-proxmox" qemu-layout "$snap"
    run "snapshot/$tag/qemu-layout-libvirt" qemu-layout "$snap" --format libvirt --group numa
done

# The benchmark views need an imported run: the demo with the real 4x H200 copybench run added
# to its guest as an import would add it (the GPUs match by CUDA ordinal, marked assumed).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 - "$scratch/demo-bench.json" <<'PY'
import json, sys
snapshot = json.load(open("resources/demo/demo-snapshot.json"))
run = open("tests/fixtures/captures/copybench-x4.csv", encoding="utf-8").read()
guest = next(m for m in snapshot["machines"] if m["role"] == "guest")
guest["captures"].append({"id": "import-1", "command": "file:copybench-x4.csv", "format": "copybench",
                          "stdout": run, "exitCode": 0, "durationMs": 0, "status": "ok"})
json.dump(snapshot, open(sys.argv[1], "w"), indent="\t", ensure_ascii=False)
PY
for view in heatmap sweeps sweeps:latency; do
    for fmt in svg png pdf; do
        run "snapshot/demo-bench/export-$view.$fmt" export "$scratch/demo-bench.json" --view "$view" --format "$fmt" -o -
    done
done
run "snapshot/demo-bench/diagnose-json" diagnose "$scratch/demo-bench.json" --json
run "snapshot/demo-bench/report.html" report "$scratch/demo-bench.json" -o "$out/snapshot/demo-bench/report-file.html"

# Messages that name the output folder ("wrote OUT/…") are made independent of it.
find "$out" -name '*.err' -exec sed -i "s|$out/||g; s|$scratch/||g" {} +
echo "$out"
