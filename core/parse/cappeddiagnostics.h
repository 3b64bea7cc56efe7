// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the parsers (not part of the parse API): the cap on line remarks that each of them
// puts on its diagnostics, so that 50 MB of bad rows gives a readable report.

#include "model/diagnostic.h"

#include <algorithm>

namespace Topo {

/// Appends line remarks to `out` up to `limit` of them and counts the rest; each parser family
/// adds its own summary of the dropped ones (dropped(), firstDroppedLine()) when it finishes.
class CappedDiagnostics
{
public:
    CappedDiagnostics(Diagnostics& out, int limit)
        : m_out(out)
        , m_limit(limit)
    {
    }

    // Takes a function that makes the message, so that dropped remarks cost a count only, not
    // a formatted string.
    template<class MakeMessage> void add(int line, Severity severity, const MakeMessage& makeMessage)
    {
        if (m_count++ < m_limit)
            m_out.append(Diagnostic {line, severity, makeMessage()});
        else if (m_firstDroppedLine == 0)
            m_firstDroppedLine = line;
    }
    template<class MakeMessage> void warn(int line, const MakeMessage& makeMessage)
    {
        add(line, Severity::Warning, makeMessage);
    }

    int dropped() const { return std::max(0, m_count - m_limit); }
    int firstDroppedLine() const { return m_firstDroppedLine; }

protected:
    Diagnostics& out() { return m_out; }
    // Forgets every diagnostic so far, kept or counted.
    void clear()
    {
        m_out.clear();
        m_count = 0;
        m_firstDroppedLine = 0;
    }

private:
    Diagnostics& m_out;
    int m_limit;
    int m_count = 0;
    int m_firstDroppedLine = 0;
};

} // namespace Topo
