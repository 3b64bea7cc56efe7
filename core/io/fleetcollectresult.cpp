// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/fleetcollectresult.h"

#include "io/armour.h"
#include "io/bundle.h"

#include "util/text.h"
#include "util/tr.h"

namespace Topo {

namespace {

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / double(1 << 20), 'f', bytes % (1 << 20) == 0 ? 0 : 1);
}

// The last line a node wrote to its standard error (ssh's "connect to host … refused"), for
// the detail when nothing better was said.
QString lastErrorLine(const QByteArray& err)
{
    const QList<QByteArray> lines = Text::trimmed(err).toByteArray().split('\n');
    return lines.isEmpty() ? QString() : Text::cleanText(QByteArrayView(lines.last()).first(std::min<qsizetype>(lines.last().size(), 300)));
}

QString engineWord(const EngineNodeReport& r)
{
    if (!r.message.isEmpty())
        return r.message;
    if (const QString last = lastErrorLine(r.err); !last.isEmpty())
        return last;
    return r.exitCode ? Tr::tr("exit status %1").arg(*r.exitCode) : QString();
}

// ssh exits 255 for its own errors (refused, no route, host key, authentication); a collector
// never does.
bool looksUnreachable(const EngineNodeReport& r)
{
    return r.unreachable || (r.exitCode && *r.exitCode == 255 && !r.out.contains("-----BEGIN TOPOLENS BUNDLE"));
}

} // namespace

FleetNode decodeFleetNode(const EngineNodeReport& r, MachineRole role, qint64 capBytes)
{
    FleetNode node;
    node.name = r.name;
    node.role = role;
    node.exitCode = r.exitCode.value_or(-1);
    node.durationMs = r.durationMs;
    const ArmourScan scan = scanArmour(r.out);
    QStringList why;
    if (r.capped)
        why << Tr::tr("its output passed the cap of %1 MiB; the first %1 MiB are kept").arg(mebibytes(capBytes));
    if (r.timedOut)
        why << Tr::tr("the engine's command timeout ended it");
    if (r.cancelled)
        why << Tr::tr("the run was cancelled before it finished");
    if (!scan.blocks.isEmpty()) {
        const ArmouredBlock& block = scan.blocks.first();
        if (!block.bundle.isEmpty()) {
            const ParseResult<Snapshot> parsed = readBundle(block.bundle);
            if (!parsed.value.machines.isEmpty()) {
                node.machine = parsed.value.machines.first();
                node.machine->role = role;
            }
            if (block.intact && !parsed.hasErrors()) {
                node.outcome = NodeOutcome::Ok;
                if (scan.blocks.size() > 1)
                    why << Tr::tr("%n more armoured block(s) in its output were ignored", nullptr, int(scan.blocks.size() - 1));
                node.detail = why.join(QStringLiteral("; "));
                return node;
            }
            if (node.machine) {
                node.outcome = NodeOutcome::Partial;
                why.prepend(block.problem.isEmpty() ? Tr::tr("the bundle is damaged") : block.problem);
                node.detail = why.join(QStringLiteral("; "));
                return node;
            }
        }
        why.prepend(block.problem.isEmpty() ? Tr::tr("the armoured bundle could not be decoded") : block.problem);
    }
    // A node past the cap failed because of the cap, whatever ended it afterwards: its bundle
    // was cut off there, and the engine's timeout (or a cancel) only came while the rest of its
    // output was being thrown away. Both are in the detail.
    if (r.capped) {
        node.outcome = NodeOutcome::Failed;
    } else if (r.timedOut) {
        node.outcome = NodeOutcome::TimedOut;
    } else if (r.cancelled) {
        node.outcome = NodeOutcome::Failed;
    } else if (!r.capped && looksUnreachable(r)) {
        node.outcome = NodeOutcome::Unreachable;
        // ssh's own words ("connect to host … Connection refused") say more than "exit code 255".
        const QString ssh = lastErrorLine(r.err);
        why << (ssh.isEmpty() ? engineWord(r) : ssh);
    } else {
        node.outcome = NodeOutcome::Failed;
        if (scan.blocks.isEmpty() && !r.capped)
            why << Tr::tr("no armoured bundle in its output");
        if (const QString word = engineWord(r); !word.isEmpty() && !r.capped)
            why << word;
        if (!r.done && !r.capped && r.out.isEmpty() && r.err.isEmpty() && !r.exitCode)
            why << Tr::tr("the engine said nothing about it");
    }
    why.removeAll(QString());
    node.detail = why.join(QStringLiteral("; "));
    return node;
}

DecodedFleetRun decodeFleetCollection(const FleetCollectionResult& result, const QString& id)
{
    DecodedFleetRun decoded;
    FleetRun& run = decoded.run;
    run.id = id;
    run.engine = result.options.engine;
    run.nodeset = result.options.nodeset;
    run.commandLine << result.command.program << result.command.arguments;
    run.startedAt = result.startedAt;
    run.finishedAt = result.finishedAt;
    for (const EngineNodeReport& r : result.nodes) {
        run.nodes << decodeFleetNode(r, result.options.role, result.options.maxNodeOutputBytes);
        // As received: standard output, then standard error after a marker line of ours.
        QByteArray raw = r.out;
        if (!r.err.isEmpty())
            raw += "\n#topolens-fleet: the node's standard error follows\n" + r.err;
        decoded.rawByNode.insert(r.name, raw);
    }
    return decoded;
}

} // namespace Topo
