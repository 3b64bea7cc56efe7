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
    # Real QEMU lab guests (tests/lab/, saved with TOPOLENS_LAB_KEEP; tests/fixtures/SOURCES.md):
    # one beside the demo host, and one booted from the layout generated for it.
    for lab in lab-expanders-switch-beside-demo-host lab-layout-root-complex; do
        QT_QPA_PLATFORM=offscreen "$bin" "tests/fixtures/captures/$lab.json" --size 1700x1000 --view topology \
            --theme light --screenshot "$out/$lab.png" 2>/dev/null
        LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen "$bin" export "tests/fixtures/captures/$lab.json" \
            --view guest --format png --dpi 96 -o "$out/$lab-guest.png" 2>/dev/null
    done
fi
if [ "$which" = all ] || [ "$which" = guide ]; then
    # The window as a first start shows it: default layout, English, no saved settings.
    settings=$(mktemp -d)
    guide() {
        name=$1; shift
        XDG_CONFIG_HOME="$settings" LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
            "$bin" demo --size 1500x900 --screenshot "$out/guide-$name.png" "$@" 2>/dev/null
    }
    guide overview --view topology --theme light
    guide gpu-selected --view topology --select host:3 --theme light
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
