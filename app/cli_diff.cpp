// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens diff A B [--json] [--machine LABEL]`: what changed on machines collected twice.
#include "clisupport.h"

#include "analyze/snapshotdiff.h"
#include "io/fleetrunfolder.h"
#include "io/snapshotdiffjson.h"
#include "io/snapshotfile.h"
#include "util/text.h"
#include "util/tr.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace Topo::Cli {

namespace {

/// Remote text (labels, device names, kernel parameters) on a terminal: control characters and
/// bidirectional overrides could move the cursor, recolour or reorder what the user reads, so
/// they are shown as \xNN / \u{NNNN}.
QString escaped(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!Text::isUnsafeForDisplay(u))
            out += c;
        else if (u < 0xa0)
            out += QString::asprintf("\\x%02x", unsigned(u));
        else
            out += QString::asprintf("\\u{%04x}", unsigned(u));
    }
    return out;
}

// Two fleet runs compare as two snapshots whose machines are the runs' nodes, each labelled
// with its node name: nodes pair by name, and a node only one run has is listed as unpaired
// (added or gone). Nodes that sent nothing back (unreachable, …) are left out, with a warning.
Result<Snapshot> loadFleetRun(const QString& folder)
{
    if (!QFileInfo::exists(folder + QStringLiteral("/run.json")))
        return fail(Tr::tr("%1 is a folder without run.json; diff compares snapshot files, collector bundles and fleet run folders").arg(folder));
    QStringList warnings;
    const Result<FleetRun> run = readFleetRunFolder(folder, &warnings);
    if (!run)
        return fail(run.error());
    Snapshot snapshot;
    snapshot.title = run->id;
    for (const FleetNode& node : run->nodes) {
        if (!node.machine) {
            print(stderr, u"topolens: " + Tr::tr("%1: %2 sent no machine back (%3), so it is not compared").arg(folder, node.name, nodeOutcomeName(node.outcome)) + u'\n');
            continue;
        }
        MachineSnapshot machine = *node.machine;
        machine.label = node.name;
        snapshot.machines.append(std::move(machine));
    }
    if (snapshot.machines.isEmpty())
        return fail(folder + u": " + Tr::tr("no node of this fleet run sent a machine back"));
    return snapshot;
}

Result<Snapshot> load(const QString& input)
{
    const bool isDemo = input == QLatin1String(demoSnapshotName) && !QFileInfo::exists(input);
    if (!isDemo && QFileInfo(input).isDir())
        return loadFleetRun(input);
    return openWholeSnapshot(input);
}

QString mark(const DeviceChange& c)
{
    if (c.before.isEmpty())
        return QStringLiteral("+");
    if (c.after.isEmpty())
        return QStringLiteral("-");
    return QStringLiteral("~");
}

QString changeText(const DeviceChange& c)
{
    QString line = QStringLiteral("  %1 %2").arg(mark(c), c.kind);
    if (!c.device.isEmpty())
        line += u"  " + escaped(c.device);
    line += u":";
    if (!c.before.isEmpty() && !c.after.isEmpty())
        line += u' ' + escaped(c.before) + u" -> " + escaped(c.after);
    else
        line += u' ' + escaped(c.before.isEmpty() ? c.after : c.before);
    if (c.matchedBy != DeviceMatch::Address)
        line += u"  [" + Tr::tr("matched by %1").arg(deviceMatchName(c.matchedBy)) + u']';
    return line + u"\n      " + escaped(c.sentence) + u'\n';
}

QString diffText(const SnapshotDiff& diff, const QString& a, const QString& b)
{
    QString out = u"--- " + escaped(a) + u"\n+++ " + escaped(b) + u'\n';
    int changes = 0;
    for (const MachineDiff& m : diff.machines) {
        changes += int(m.changes.size());
        QString title = machineRoleName(m.role) + u" \"" + escaped(m.labelAfter) + u'"';
        if (m.labelBefore != m.labelAfter)
            title += u' ' + Tr::tr("(was \"%1\")").arg(escaped(m.labelBefore));
        out += u'\n' + Tr::tr("machine %1: %n change(s)", "", int(m.changes.size())).arg(title) + u'\n';
        for (const DeviceChange& c : m.changes)
            out += changeText(c);
    }
    for (const UnpairedMachine& u : diff.unpaired) {
        const QString what = machineRoleName(u.role) + u" \"" + escaped(u.label) + u'"';
        out += u'\n' + (u.inBefore ? u"- " + Tr::tr("machine %1 is only in %2").arg(what, escaped(a))
                                   : u"+ " + Tr::tr("machine %1 is only in %2").arg(what, escaped(b)))
            + u'\n';
    }
    out += u'\n';
    if (diff.isEmpty())
        out += Tr::tr("no differences") + u'\n';
    else
        out += Tr::tr("%n change(s)", "", changes) + u", " + Tr::tr("%n unpaired machine(s)", "", int(diff.unpaired.size())) + u'\n';
    return out;
}

} // namespace

int runDiff(const QStringList& args)
{
    bool asJson = false;
    QString machine;
    QStringList inputs;
    const Status arguments = readArguments(args,
        { .command = u"diff", .options = { { u"--json", nullptr, &asJson }, { u"--machine", &machine } }, .operands = &inputs });
    if (!arguments)
        return usage(arguments.error());
    if (inputs.size() != 2)
        return usage(Tr::tr("diff needs two inputs, A and B (snapshot files, collector bundles, fleet run folders, or \"demo\")"));
    const Result<Snapshot> before = load(inputs[0]);
    if (!before) {
        print(stderr, u"topolens: " + before.error() + u'\n');
        return Failure;
    }
    const Result<Snapshot> after = load(inputs[1]);
    if (!after) {
        print(stderr, u"topolens: " + after.error() + u'\n');
        return Failure;
    }
    if (!machine.isEmpty()) {
        const auto has = [&](const Snapshot& s) {
            return std::any_of(s.machines.begin(), s.machines.end(), [&](const MachineSnapshot& m) { return m.label == machine; });
        };
        if (!has(*before) && !has(*after)) {
            print(stderr, u"topolens: " + Tr::tr("neither input has a machine labelled \"%1\"").arg(escaped(machine)) + u'\n');
            return Failure;
        }
    }
    const SnapshotDiff diff = diffSnapshots(*before, *after, machine);
    if (asJson) {
        const nlohmann::json out = Json::toJson(diff, inputs[0], inputs[1]);
        print(stdout, QString::fromStdString(out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n');
    } else {
        print(stdout, diffText(diff, inputs[0], inputs[1]));
    }
    return diff.isEmpty() ? Ok : NotAsExpected;
}

} // namespace Topo::Cli
