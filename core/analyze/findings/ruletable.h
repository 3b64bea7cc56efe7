// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"

#include <QList>
#include <QStringView>

#include <span>

/// The findings engine's table of rules (ruletable.cpp): one row per rule, the only place a
/// rule id is written. The engine (engine.cpp) runs the rows in order; the rules themselves
/// live by family in platformrules.cpp, pcierules.cpp, guestrules.cpp, ncclrules.cpp and
/// measuredrules.cpp, and see the snapshot through rulecontext.h.
namespace Topo::Findings {

struct FindingRule;
struct RuleContext;

/// A rule appends its findings (none, one, or one per machine or group) to `out`; it starts
/// each with newFinding(view, rule), which gives it the row's id and severity.
using RuleFunction = void (*)(const FindingRule& rule, const RuleContext& context, QList<Finding>& out);

struct FindingRule
{
    const char* id;            // stable: the `rule` of diagnose --json, a row of docs/diagnose-json.md
    FindingSeverity severity;  // what it reports; the most severe, where that depends on the case
    FindingSeverity mildest;   // the least severe it reports (the same as severity where it never varies)
    const char* summary;       // fires when …, in one line (for people reading the code and the tests)
    RuleFunction run;

    QString name() const { return QString::fromLatin1(id); }
    bool mayReport(FindingSeverity s) const { return s >= mildest && s <= severity; }
};

/// Every rule, in the order the engine runs them, which is also the tie-break order of the
/// sorted result.
std::span<const FindingRule> findingRules();

/// The row of a rule id; nullptr for an id the table does not have.
const FindingRule* findingRule(QStringView id);

} // namespace Topo::Findings
