// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleet.h"

#include "util/nametable.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo {

namespace {

// Stable: run folders (run.json) and `fleet report --json` use these names.
constexpr NamedTitledValue<NodeOutcome> outcomeNames[] = {
    { NodeOutcome::Ok, u"ok", QT_TRANSLATE_NOOP("TopoLens", "OK") },
    { NodeOutcome::Partial, u"partial", QT_TRANSLATE_NOOP("TopoLens", "Partial") },
    { NodeOutcome::Unreachable, u"unreachable", QT_TRANSLATE_NOOP("TopoLens", "Unreachable") },
    { NodeOutcome::TimedOut, u"timed-out", QT_TRANSLATE_NOOP("TopoLens", "Timed out") },
    { NodeOutcome::Failed, u"failed", QT_TRANSLATE_NOOP("TopoLens", "Failed") },
};

} // namespace

QString nodeOutcomeName(NodeOutcome outcome)
{
    return nameOf(outcomeNames, outcome);
}

QString nodeOutcomeTitle(NodeOutcome outcome)
{
    return Tr::tr(titleOf(outcomeNames, outcome));
}

std::optional<NodeOutcome> nodeOutcomeFromName(QStringView name)
{
    return valueNamed(outcomeNames, name);
}

bool isSafeNodeName(QStringView name)
{
    if (name.isEmpty() || name.size() > 128 || name[0] == u'.' || name[0] == u'-')
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'.' || c == u'_'
            || c == u'-';
    });
}

const FleetNode* FleetRun::node(const QString& name) const
{
    for (const FleetNode& n : nodes) {
        if (n.name == name)
            return &n;
    }
    return nullptr;
}

} // namespace Topo
