// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the lspci readers of the tree and the one-line list (not part of the parse API).

#include "model/diagnostic.h"
#include "util/text.h"
#include "util/tr.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace Topo::Lspci {

// Past this many, per-line warnings are only counted: 50 MB of noise must not turn into a
// million diagnostics that nobody can read.
constexpr qsizetype maxLineWarnings = 50;

// The sniffers look at this much of the input only.
constexpr qsizetype sniffBytes = 4096;

/// The whole lines of the first sniffBytes of the input (a line cut off by that limit left out),
/// or none for binary input: what the line-oriented sniffers read.
QList<Text::Line> sniffedHeadLines(QByteArrayView data);

/// Per-line warnings, capped, and the first line that was not understood: when nothing at all
/// could be read, one error naming that line replaces them.
class LineWarnings
{
public:
    template<class MakeMessage>
    void add(int line, MakeMessage&& makeMessage)
    {
        if (m_firstLine == 0)
            m_firstLine = line;
        if (m_kept.size() < maxLineWarnings)
            m_kept.append(Diagnostic { line, Severity::Warning, makeMessage() });
        else
            ++m_dropped;
    }
    int firstLine() const { return m_firstLine; }
    void appendTo(Diagnostics& out) const
    {
        out.append(m_kept);
        if (m_dropped > 0)
            out.append(Diagnostic { 0, Severity::Info,
                Tr::tr("%n more warning(s) like the ones above are not listed.", nullptr, int(m_dropped)) });
    }

private:
    Diagnostics m_kept;
    qsizetype m_dropped = 0;
    int m_firstLine = 0;
};

/// Exactly `count` (at most 7) hex digits at `pos`, or -1.
int hexAt(QByteArrayView text, qsizetype pos, int count);
QByteArrayView rightTrimmed(QByteArrayView text);

/// The input as text to scan: without a UTF-8 byte order mark and without terminal escapes.
/// `storage` keeps the copy alive when escapes had to be removed.
QByteArrayView scannableText(QByteArrayView data, QByteArray* storage);

/// The ids in a name printed with -nn ("NVIDIA Corporation Device [10de:2335]") or -n
/// ("10de:2335"), if it carries them.
bool readTrailingIds(QByteArrayView name, quint16* vendorId, quint16* deviceId);

} // namespace Topo::Lspci
