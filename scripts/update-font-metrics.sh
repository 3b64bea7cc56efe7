#!/bin/sh
# Measures the drawing's fonts with Qt and writes core/layout/drawingfontdata.inc, the metrics
# the layout sizes boxes with (core/layout/textmetrics.h). Run it after the fonts or Qt change
# (tst_textmetrics fails then, naming the first character that differs), in a build with the GUI.
# Usage: scripts/update-font-metrics.sh [BUILD_DIR]   (default build/ci)
set -eu
cd "$(dirname "$0")/.."
build="${1:-build/ci}"
cmake --build "$build" --target topolens_fontmetrics
QT_QPA_PLATFORM=offscreen "$build/bin/topolens_fontmetrics" core/layout/drawingfontdata.inc
echo "wrote core/layout/drawingfontdata.inc"
