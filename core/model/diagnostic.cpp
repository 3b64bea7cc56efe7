// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/diagnostic.h"

#include "util/nametable.h"
#include "util/tr.h"

namespace Topo {

namespace {

constexpr TitledValue<Severity> severityTitles[] = {
    { Severity::Info, QT_TRANSLATE_NOOP("TopoLens", "info") },
    { Severity::Warning, QT_TRANSLATE_NOOP("TopoLens", "warning") },
    { Severity::Error, QT_TRANSLATE_NOOP("TopoLens", "error") },
};

} // namespace

QString severityName(Severity severity)
{
    return Tr::tr(titleOf(severityTitles, severity));
}

QString formatDiagnostic(const Diagnostic& diagnostic)
{
    if (diagnostic.line <= 0)
        return severityName(diagnostic.severity) + u": " + diagnostic.message;
    return Tr::tr("line %1").arg(diagnostic.line) + u": " + severityName(diagnostic.severity) + u": "
        + diagnostic.message;
}

} // namespace Topo
