#!/bin/sh
# Regenerates the README's screenshots and the user guide's (docs/screenshots/guide-*.png,
# for docs/user-guide.md) from the demo snapshot, offscreen.
#   scripts/screenshots.sh [all|readme|guide]     (TOPOLENS_BIN: another build's topolens)
set -eu
cd "$(dirname "$0")/.."
bin=${TOPOLENS_BIN:-build/dev/bin/topolens}
which=${1:-all}
out=docs/screenshots
mkdir -p "$out"
shot() { name=$1; shift; QT_QPA_PLATFORM=offscreen "$bin" demo --size 1700x1000 --screenshot "$out/$name.png" "$@" 2>/dev/null; }
if [ "$which" = all ] || [ "$which" = readme ]; then
    shot overview --view topology --theme light
    shot gpu-path --view topology --select host:3 --theme light
    shot compare --view compare --theme light
    shot machines --view machines --theme light
    shot raw --capture guest:nvidia-topo --theme light
    shot dark --view topology --select guest:1 --theme dark
    # The AMD Instinct demo (synthetic, docs/demo-amd.md), host GPU1 selected: its XGMI peers.
    amd() {
        name=$1; shift
        XDG_CONFIG_HOME=$(mktemp -d) LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
            "$bin" resources/demo/amd-mi300x-snapshot.json --size 1700x1000 --screenshot "$out/$name.png" "$@" 2>/dev/null
    }
    amd amd-topology --view topology --select host:1 --theme light
    amd amd-machines --view machines --theme light
    # Real QEMU lab guests (tests/lab/, saved with TOPOLENS_LAB_KEEP; tests/fixtures/SOURCES.md):
    # one beside the demo host, and the guest booted from the layout generated for that host.
    lab_export() {
        LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen "$bin" export "tests/fixtures/captures/$1.json" \
            --view "$2" --format png --dpi 96 -o "$out/$3.png" 2>/dev/null
    }
    lab_export lab-expanders-switch-beside-demo-host side-by-side lab-beside-demo-host
    lab_export lab-layout-root-complex guest lab-layout-booted
    # The fleet view: tst_ui_fleetview draws a fleet analysed from 16 copies of the real 4x H200
    # bundle, one with GPU2's link planted at x8, and saves its pictures where it is told.
    fleet_shots=$(mktemp -d)
    TOPOLENS_FLEET_SHOTS="$fleet_shots" QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE= \
        "$(dirname "$bin")/tst_ui_fleetview" >/dev/null 2>&1
    cp "$fleet_shots/fleet-view-real.png" "$out/fleet-view.png"
    TOPOLENS_FLEET_SHOTS="$fleet_shots" QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE= \
        "$(dirname "$bin")/tst_ui_fleetview" windowComparesWithAnEarlierRun >/dev/null 2>&1
    cp "$fleet_shots/fleet-compare.png" "$out/fleet-compare.png"
    rm -rf "$fleet_shots"
fi
if [ "$which" = all ] || [ "$which" = guide ]; then
    # The paste dialog: tst_ui_benchmarks pastes a real quoted nvidia-smi topo -m and some words.
    paste_shots=$(mktemp -d)
    TOPOLENS_SHOTS_DIR="$paste_shots" QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE= \
        "$(dirname "$bin")/tst_ui_benchmarks" pasteDialogShowsWhatWasAssumed >/dev/null 2>&1
    cp "$paste_shots/paste-dialog.png" "$out/guide-paste.png"
    # File › Watch Links: tst_ui_collect watches this machine under a load and stops.
    TOPOLENS_SHOTS_DIR="$paste_shots" QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE= \
        "$(dirname "$bin")/tst_ui_collect" localWatchSamplesUnderLoadUntilStopped >/dev/null 2>&1
    cp "$paste_shots/watch-dialog.png" "$out/guide-watch-dialog.png"
    rm -rf "$paste_shots"
    # The window as a first start shows it: default layout, English, no saved settings.
    settings=$(mktemp -d)
    guide() {
        name=$1; shift
        XDG_CONFIG_HOME="$settings" LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
            "$bin" demo --size 1500x900 --screenshot "$out/guide-$name.png" "$@" 2>/dev/null
    }
    guide overview --view topology --theme light
    # The first view at the default size, as a new user sees it (issue 18): the demo, a real
    # capture (the 4x H200 VM of tests/fixtures/captures), the synthetic 256-GPU host of the
    # bench (generated, never committed), at 2x device pixels, and in the dark theme.
    first() {
        name=$1; snapshot=$2; shift 2
        XDG_CONFIG_HOME="$settings" LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
            "$bin" "$snapshot" --size 1500x900 --screenshot "$out/first-$name.png" "$@" 2>/dev/null
    }
    first demo demo --theme light
    first h200-x4 tests/fixtures/captures/h200-x4.bundle --theme light
    # A watch of the lab's guest, its root port meeting a real (injected) PCIe error half way.
    XDG_CONFIG_HOME="$settings" LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
        "$bin" tests/fixtures/captures/lab-aer-watch.json --size 1500x900 --screenshot "$out/guide-watch.png" \
        --select host:0 --theme light 2>/dev/null
    first dark demo --theme dark --select host:3
    QT_SCALE_FACTOR=2 first demo-2x demo --theme light --select guest:1
    bench_bin="$(dirname "$bin")/bench_topology"
    if [ -x "$bench_bin" ]; then
        synthetic=$(mktemp -d)
        QT_QPA_PLATFORM=offscreen "$bench_bin" --write-synthetic "$synthetic/synthetic-256gpu.json" >/dev/null 2>&1
        first 256-gpus "$synthetic/synthetic-256gpu.json" --theme light --select host:37
        rm -rf "$synthetic"
    fi
    guide gpu-selected --view topology --select host:3 --theme light
    # A GPU and its RDMA NIC under one switch on the host, apart in a flat guest (constructed,
    # tests/fixtures/SOURCES.md): the class badges under each NIC, PIX against PHB.
    XDG_CONFIG_HOME="$settings" LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
        "$bin" tests/fixtures/captures/synthetic-switch-vm-flat.json --size 1500x900 --screenshot "$out/guide-gpu-nic.png" \
        --view topology --select host:0 --theme light 2>/dev/null
    guide compare --view compare --theme light
    guide machines --view machines --theme light
    guide raw --capture guest:nvidia-p2p-r --theme light
    guide benchmarks --view benchmarks:sweeps --theme light
    guide dark --view topology --select guest:4 --theme dark
    # The drawings alone, as File > Export writes them (legible at full size).
    for role in host guest; do
        LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
            "$bin" export demo --view $role --format png --dpi 96 -o "$out/guide-$role-drawing.png" 2>/dev/null
    done
    rm -rf "$settings"
fi
