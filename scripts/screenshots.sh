#!/bin/sh
# Regenerates the README's screenshots from the demo snapshot, offscreen.
set -eu
cd "$(dirname "$0")/.."
bin=build/dev/bin/topolens
out=docs/screenshots
mkdir -p "$out"
shot() { name=$1; shift; QT_QPA_PLATFORM=offscreen "$bin" demo --size 1700x1000 --screenshot "$out/$name.png" "$@" 2>/dev/null; }
shot overview --view topology --theme light
shot gpu-path --view topology --select host:3 --theme light
shot compare --view compare --theme light
shot machines --view machines --theme light
shot raw --capture guest:nvidia-topo --theme light
shot dark --view topology --select guest:1 --theme dark
