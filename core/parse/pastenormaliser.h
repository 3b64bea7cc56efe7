// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

namespace Topo {

/// What people paste is rarely the bare output: a reply quoted in an e-mail ("> "), a block of
/// a GitHub issue between code fences, lines indented as a markdown list, the prompt and the
/// command fused onto the first line of the output, the prompt the shell left after it. The
/// paste normaliser takes that decoration off so that format detection and every parser read
/// the output alone; the input itself is never changed (raw captures stay verbatim).
///
/// It removes only what is certainly not output, so noise stays noise: text that is no output
/// of any format is not made one by normalising it, and clean output (every capture TopoLens
/// collects) comes back unchanged from a fast path that allocates nothing.
struct NormalisedPaste
{
    bool changed = false; // false: read the input as it is; `text` is empty
    /// The output alone, on the input's own line numbers: a removed line (a fence, the text
    /// around a code block, a trailing prompt) is left empty, so every line number a parser
    /// gives, in a diagnostic or inside its value, names the same line of the input.
    QByteArray text;
    Diagnostics notes; // Info, naming input lines: what was removed or assumed, and why
    /// The one exception: a command fused with its output is put on the empty line above it.
    QList<QPair<int, int>> movedLines; // (line of `text`, input line it came from)

    /// What a parser reads: `text` when something changed, else the input itself.
    QByteArrayView readable(QByteArrayView input) const { return changed ? QByteArrayView(text) : input; }
    /// The input line that line `line` of `text` came from.
    int inputLine(int line) const;
};

NormalisedPaste normalisePaste(QByteArrayView input);

/// Points diagnostics made on `paste.readable(…)` at the lines of the input they are about, and
/// puts the normaliser's notes before them.
void pointAtInput(const NormalisedPaste& paste, Diagnostics* diagnostics);

/// `parse` (any parser: bytes in, a result with `diagnostics` out) run on the normalised paste,
/// its diagnostics naming the input's lines.
template<class Parse>
auto parsePasted(QByteArrayView input, Parse&& parse)
{
    const NormalisedPaste paste = normalisePaste(input);
    auto result = parse(paste.readable(input));
    pointAtInput(paste, &result.diagnostics);
    return result;
}

} // namespace Topo
