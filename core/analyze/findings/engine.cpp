// SPDX-License-Identifier: GPL-3.0-or-later
// The findings engine: runs every rule of the table (ruletable.cpp) over a snapshot and sorts
// what they found.
#include "analyze/findings.h"

#include "analyze/findings/rulecontext.h"
#include "analyze/machinebuilder.h"
#include "util/nametable.h"
#include "util/tr.h"

#include <algorithm>
#include <vector>

namespace Topo {

using namespace Findings;

namespace {

// Stable names (diagnose --json, the CLI's --min-severity) and the titles people read.
constexpr NamedTitledValue<FindingSeverity> severityRows[] = {
    { FindingSeverity::Info, u"info", QT_TRANSLATE_NOOP("TopoLens", "Info") },
    { FindingSeverity::Warning, u"warning", QT_TRANSLATE_NOOP("TopoLens", "Warning") },
    { FindingSeverity::Problem, u"problem", QT_TRANSLATE_NOOP("TopoLens", "Problem") },
};

} // namespace

QString findingSeverityName(FindingSeverity severity)
{
    return nameOf(severityRows, severity);
}

QString findingSeverityTitle(FindingSeverity severity)
{
    return Tr::tr(titleOf(severityRows, severity));
}

std::optional<FindingSeverity> findingSeverityFromName(QStringView name)
{
    return valueNamed(severityRows, name);
}

QStringList findingRuleIds()
{
    QStringList ids;
    for (const FindingRule& rule : findingRules())
        ids << rule.name();
    return ids;
}

QList<Finding> diagnose(const Snapshot& snapshot, const QList<Machine>& machines)
{
    const int count = int(std::min(snapshot.machines.size(), machines.size()));
    std::vector<EvidenceIndex> captures; // reserved once: the views below point into it
    captures.reserve(size_t(count));
    for (int i = 0; i < count; ++i)
        captures.emplace_back(snapshot.machines[i], i, &machines[i]);
    RuleContext context;
    for (int i = 0; i < count; ++i)
        context.machines.append({ i, &machines[i], &captures[size_t(i)] });
    for (const MachineView& view : context.machines) {
        if (view.machine->role == MachineRole::Host && !context.host)
            context.host = &view;
        if (view.machine->role == MachineRole::Guest && !context.guest)
            context.guest = &view;
    }
    if (context.host && context.guest)
        context.matches = matchGuestGpusToHost(snapshot.machines[context.host->index], *context.host->machine, *context.guest->machine);

    QList<Finding> findings;
    for (const FindingRule& rule : findingRules())
        rule.run(rule, context, findings);
    const QStringList order = findingRuleIds();
    std::stable_sort(findings.begin(), findings.end(), [&](const Finding& a, const Finding& b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.machineIndex != b.machineIndex)
            return a.machineIndex < b.machineIndex;
        const qsizetype ra = order.indexOf(a.ruleId);
        const qsizetype rb = order.indexOf(b.ruleId);
        if (ra != rb)
            return ra < rb;
        const int ga = a.gpus.isEmpty() ? -1 : a.gpus.first();
        const int gb = b.gpus.isEmpty() ? -1 : b.gpus.first();
        if (ga != gb)
            return ga < gb;
        return a.title < b.title;
    });
    return findings;
}

QList<Finding> diagnose(const Snapshot& snapshot)
{
    QList<Machine> machines;
    for (const MachineSnapshot& m : snapshot.machines)
        machines.append(buildMachine(m));
    return diagnose(snapshot, machines);
}

} // namespace Topo
