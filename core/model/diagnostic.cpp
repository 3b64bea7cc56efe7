// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/diagnostic.h"

#include "util/tr.h"

namespace Topo {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return Tr::tr("info");
    case Severity::Warning:
        return Tr::tr("warning");
    case Severity::Error:
        return Tr::tr("error");
    }
    return {};
}

QString formatDiagnostic(const Diagnostic& diagnostic)
{
    if (diagnostic.line <= 0)
        return severityName(diagnostic.severity) + u": " + diagnostic.message;
    return Tr::tr("line %1").arg(diagnostic.line) + u": " + severityName(diagnostic.severity) + u": "
        + diagnostic.message;
}

} // namespace Topo
