#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes translations/topolens_*.ts from the code (core/, ui/, app/): new messages come in
# unfinished, messages no longer in the code are dropped (-no-obsolete). Then translate them
# (Qt Linguist, or by hand) and run scripts/check-translations.py.
# The same as `cmake --build BUILD --target update_translations`, without a build directory.
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-}
if [ -z "$LUPDATE" ]; then
    for candidate in /usr/lib/qt6/bin/lupdate "$(command -v lupdate6 2>/dev/null || true)" \
        "$(command -v lupdate 2>/dev/null || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            LUPDATE=$candidate
            break
        fi
    done
fi
if [ -z "$LUPDATE" ]; then
    echo "update-translations.sh: lupdate not found (Debian: apt install qt6-l10n-tools)" >&2
    exit 1
fi
ts_files=${*:-translations/topolens_de.ts translations/topolens_zh_CN.ts}
# shellcheck disable=SC2086 # the list is split on purpose
"$LUPDATE" -no-obsolete -locations none -extensions cpp,h core ui app -ts $ts_files
