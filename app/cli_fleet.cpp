// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet SUB …`: a fleet run's import, report, check against a saved baseline, the
// baseline itself and Slurm's gres.conf. `fleet collect` is app/cli_fleetcollect.cpp.
#include "clisupport.h"

#include "analyze/fleet/analyzefleet.h"
#include "analyze/generate/gresconf.h"
#include "io/fleetjson.h"
#include "io/fleetrunfolder.h"
#include "util/tr.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef TOPOLENS_WITH_GUI
#include "fleet/fleetreport.h"
#endif

namespace Topo::Cli {

namespace {

/// The warnings of reading fleet inputs, each on a line; where nothing could be read from a
/// single input, its one warning is the reason, said once instead of as a warning and a
/// summary.
Result<FleetRun> reportRead(Result<FleetRun> run, const QStringList& warnings, int inputs)
{
    if (!run && inputs == 1 && warnings.size() == 1)
        return fail(warnings.first());
    for (const QString& warning : warnings)
        print(stderr, Tr::tr("topolens: warning: %1\n").arg(warning));
    return run;
}

/// RUN as the report, check, baseline and gres commands take it: a run folder as it was
/// written (its id, engine, node set and times from its run.json), anything else imported.
Result<FleetRun> readRun(const QString& path)
{
    QStringList warnings;
    if (QFileInfo(path).isDir() && QFileInfo::exists(path + QStringLiteral("/run.json")))
        return reportRead(readFleetRunFolder(path, &warnings), warnings, 1);
    Result<FleetRun> run = importFleet({ path }, &warnings);
    return reportRead(std::move(run), warnings, 1);
}

Status writeFile(const QString& path, const QByteArray& data)
{
    if (path == u"-") {
        fwrite(data.constData(), 1, size_t(data.size()), stdout);
        return Status::success();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return fail(Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
    return Status::success();
}

QString changeLine(const FleetHost& host, const DeviceChange& d)
{
    QString where = d.slot;
    if (!d.device.isEmpty() && d.device != d.slot)
        where += (where.isEmpty() ? QString() : QStringLiteral(" ")) + u'(' + d.device + u')';
    QString line = QStringLiteral("  %1: %2%3: %4 -> %5").arg(host.name, d.kind, where.isEmpty() ? QString() : u' ' + where, d.before, d.after);
    if (d.certainty == ChangeCertainty::ResampleUnderLoad)
        line += u"  " + Tr::tr("[re-sample under load]");
    return line + u'\n';
}

QString summaryText(const FleetRun& run, const FleetAnalysis& analysis, const QString& sinceRunId, const QList<FleetChange>& changes)
{
    int drifted = 0;
    int without = 0;
    for (const FleetHost& host : analysis.hosts) {
        drifted += host.drift.isEmpty() ? 0 : 1;
        without += host.group.isEmpty() ? 1 : 0;
    }
    QString out = Tr::tr("Fleet run %1 (%2): %3 node(s), %4 group(s), %5 with drift, %6 without a machine\n")
                      .arg(run.id, run.engine)
                      .arg(analysis.hosts.size())
                      .arg(analysis.groups.size())
                      .arg(drifted)
                      .arg(without);
    out += u'\n' + Tr::tr("Groups:") + u'\n';
    for (const FleetGroup& group : analysis.groups) {
        out += QStringLiteral("  %1  %2  %3 host(s)%4: %5\n")
                   .arg(group.fingerprint, group.hardwareClass)
                   .arg(group.hosts.size())
                   .arg(group.baseline ? Tr::tr(", baseline") : QString(), group.nodeset);
    }
    if (drifted > 0) {
        out += u'\n' + Tr::tr("Drift from the baseline:") + u'\n';
        for (const FleetHost& host : analysis.hosts) {
            for (const DeviceChange& d : host.drift)
                out += changeLine(host, d);
        }
    }
    if (without > 0) {
        out += u'\n' + Tr::tr("Nodes without a machine:") + u'\n';
        for (const FleetHost& host : analysis.hosts) {
            if (host.group.isEmpty())
                out += QStringLiteral("  %1: %2%3\n").arg(host.name, nodeOutcomeName(host.outcome), host.outcomeDetail.isEmpty() ? QString() : u" (" + host.outcomeDetail + u')');
        }
    }
    if (!analysis.pairs.isEmpty() || !analysis.unpairedGuests.isEmpty()) {
        out += u'\n' + Tr::tr("Guests:") + u'\n';
        for (const GuestPairing& pair : analysis.pairs)
            out += QStringLiteral("  %1 on %2 (%3)\n").arg(pair.guest, pair.host, pair.evidence);
        for (const QString& guest : analysis.unpairedGuests)
            out += u"  " + Tr::tr("%1: no host claims it").arg(guest) + u'\n';
    }
    int findings = 0;
    for (const FleetHost& host : analysis.hosts)
        findings += int(host.findings.size());
    out += u'\n' + Tr::tr("%1 finding(s) over the fleet (topolens fleet report --json lists them per host)").arg(findings) + u'\n';
    if (!sinceRunId.isEmpty()) {
        out += u'\n' + Tr::tr("Changed since run %1:").arg(sinceRunId) + u'\n';
        for (const FleetChange& change : changes)
            out += u"  " + change.sentence() + u'\n';
        if (changes.isEmpty())
            out += u"  " + Tr::tr("nothing") + u'\n';
    }
    return out;
}

int runFleetImport(const QStringList& args)
{
    QStringList paths;
    QString output;
    const Status arguments = readArguments(args,
        { .command = u"fleet import", .options = { { u"-o", &output }, { u"--output", &output } }, .operands = &paths });
    if (!arguments)
        return usage(arguments.error());
    if (paths.isEmpty() || output.isEmpty())
        return usage(Tr::tr("fleet import needs PATH... and -o RUN_DIR"));
    if (const Status writable = checkOutputFolder(output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    QStringList warnings;
    Result<FleetRun> run = reportRead(importFleet(paths, &warnings), warnings, int(paths.size()));
    if (!run) {
        print(stderr, Tr::tr("topolens: %1\n").arg(run.error()));
        return Failure;
    }
    if (run->id.isEmpty())
        run->id = QFileInfo(output).fileName();
    if (Status s = writeFleetRunFolder(output, *run, {}, {}); !s) {
        print(stderr, Tr::tr("topolens: %1\n").arg(s.error()));
        return Failure;
    }
    print(stdout, Tr::tr("%1 node(s) imported into %2\n").arg(run->nodes.size()).arg(output));
    return Ok;
}

int runFleetReport(const QStringList& args)
{
    QString runPath;
    QString output;
    QString since;
    bool json = false;
    const Status arguments = readOneOperand(args, u"fleet report", u"RUN", &runPath,
        { { u"-o", &output }, { u"--output", &output }, { u"--since", &since }, { u"--json", nullptr, &json } });
    if (!arguments)
        return usage(arguments.error());
    if (runPath.isEmpty())
        return usage(Tr::tr("fleet report needs RUN"));
    const QString suffix = QFileInfo(output).suffix().toLower();
    const bool drawn = suffix == u"html" || suffix == u"htm" || suffix == u"pdf";
    if (!output.isEmpty() && !drawn && suffix != u"json" && output != u"-")
        return usage(Tr::tr("fleet report: -o takes a .json, .html or .pdf file"));
    json = json || suffix == u"json";

    Result<FleetRun> run = readRun(runPath);
    if (!run) {
        print(stderr, Tr::tr("topolens: %1\n").arg(run.error()));
        return Failure;
    }
    const FleetAnalysis analysis = analyzeFleet(*run);
    QList<FleetChange> changes;
    QString sinceId;
    if (!since.isEmpty()) {
        Result<FleetRun> old = readRun(since);
        if (!old) {
            print(stderr, Tr::tr("topolens: %1\n").arg(old.error()));
            return Failure;
        }
        sinceId = old->id.isEmpty() ? since : old->id;
        changes = fleetChangesSince(analyzeFleet(*old), analysis);
    }

    if (drawn) {
#ifdef TOPOLENS_WITH_GUI
        Ui::FleetReportOptions options;
        options.sinceRunId = sinceId;
        for (const FleetChange& change : std::as_const(changes))
            options.changesSince.append(change.sentence());
        if (Status s = Ui::writeFleetReport(output, *run, analysis, options); !s) {
            print(stderr, Tr::tr("topolens: %1\n").arg(s.error()));
            return Failure;
        }
        return Ok;
#else
        print(stderr, Tr::tr("topolens: HTML and PDF fleet reports need the GUI build of TopoLens (TOPOLENS_BUILD_GUI); --json works here\n"));
        return Failure;
#endif
    }
    const QByteArray data = json ? QByteArray::fromStdString(Json::fleetReportJson(*run, analysis, sinceId, changes).dump(2) + '\n')
                                 : summaryText(*run, analysis, sinceId, changes).toUtf8();
    if (Status s = writeFile(output.isEmpty() ? QStringLiteral("-") : output, data); !s) {
        print(stderr, Tr::tr("topolens: %1\n").arg(s.error()));
        return Failure;
    }
    return Ok;
}

int runFleetCheck(const QStringList& args)
{
    QString runPath;
    QString baselinePath;
    bool json = false;
    const Status arguments = readOneOperand(args, u"fleet check", u"RUN", &runPath,
        { { u"--baseline", &baselinePath }, { u"--json", nullptr, &json } });
    if (!arguments)
        return usage(arguments.error());
    if (runPath.isEmpty() || baselinePath.isEmpty())
        return usage(Tr::tr("fleet check needs RUN and --baseline FILE"));
    Result<QByteArray> data = readInput(baselinePath);
    if (!data) {
        print(stderr, Tr::tr("topolens: %1\n").arg(data.error()));
        return Failure;
    }
    Result<FleetBaseline> baseline = readFleetBaseline(*data);
    if (!baseline) {
        print(stderr, Tr::tr("topolens: %1: %2\n").arg(baselinePath, baseline.error()));
        return Failure;
    }
    Result<FleetRun> run = readRun(runPath);
    if (!run) {
        print(stderr, Tr::tr("topolens: %1\n").arg(run.error()));
        return Failure;
    }
    const FleetAnalysis analysis = analyzeFleet(*run, &*baseline);
    int drifted = 0;
    QString text;
    for (const FleetHost& host : analysis.hosts) {
        drifted += host.drift.isEmpty() ? 0 : 1;
        for (const DeviceChange& d : host.drift)
            text += changeLine(host, d);
        if (host.group.isEmpty())
            text += QStringLiteral("  %1: %2\n").arg(host.name, Tr::tr("not checked (%1)").arg(nodeOutcomeName(host.outcome)));
    }
    if (json) {
        print(stdout, QString::fromStdString(Json::fleetReportJson(*run, analysis).dump(2)) + u'\n');
    } else {
        print(stdout, drifted == 0 ? Tr::tr("No drift from the baseline (%1 node(s)).\n").arg(analysis.hosts.size())
                                   : Tr::tr("%1 of %2 node(s) drifted from the baseline:\n").arg(drifted).arg(analysis.hosts.size()));
        print(stdout, text);
    }
    return drifted == 0 ? Ok : NotAsExpected;
}

int runFleetBaseline(const QStringList& args)
{
    QString runPath;
    QString output;
    QString gres;
    const Status arguments = readOneOperand(args, u"fleet baseline", u"RUN", &runPath,
        { { u"-o", &output }, { u"--output", &output }, { u"--gres-conf", &gres } });
    if (!arguments)
        return usage(arguments.error());
    if (runPath.isEmpty() || (output.isEmpty() && gres.isEmpty()))
        return usage(Tr::tr("fleet baseline needs RUN and -o FILE (or --gres-conf FILE)"));
    Result<FleetRun> run = readRun(runPath);
    if (!run) {
        print(stderr, Tr::tr("topolens: %1\n").arg(run.error()));
        return Failure;
    }
    FleetFingerprints fingerprints;
    const FleetAnalysis analysis = analyzeFleet(*run, nullptr, &fingerprints);
    if (!output.isEmpty()) {
        if (Status s = writeFile(output, writeFleetBaseline(fingerprints.baseline)); !s) {
            print(stderr, Tr::tr("topolens: %1\n").arg(s.error()));
            return Failure;
        }
    }
    if (!gres.isEmpty()) {
        if (Status s = writeFile(gres, gresConf(analysis, fingerprints)); !s) {
            print(stderr, Tr::tr("topolens: %1\n").arg(s.error()));
            return Failure;
        }
    }
    return Ok;
}

int runFleetGres(const QStringList& args)
{
    QString runPath;
    QString output;
    const Status arguments = readOneOperand(args, u"fleet gres", u"RUN", &runPath,
        { { u"-o", &output }, { u"--output", &output } });
    if (!arguments)
        return usage(arguments.error());
    if (runPath.isEmpty())
        return usage(Tr::tr("fleet gres needs RUN"));
    QStringList forward { runPath, QStringLiteral("--gres-conf"), output.isEmpty() ? QStringLiteral("-") : output };
    return runFleetBaseline(forward);
}

struct FleetSubcommand
{
    const char* name;
    int (*run)(const QStringList& args);
};

const FleetSubcommand fleetSubcommands[] = {
    { "collect", runFleetCollect },
    { "watch", runFleetWatch },
    { "import", runFleetImport },
    { "report", runFleetReport },
    { "check", runFleetCheck },
    { "baseline", runFleetBaseline },
    { "gres", runFleetGres },
};

} // namespace

int runFleet(const QStringList& args)
{
    if (args.isEmpty())
        return usage(Tr::tr("fleet needs a subcommand: collect, watch, import, report, check, baseline or gres"));
    for (const FleetSubcommand& sub : fleetSubcommands) {
        if (args.front() == QLatin1String(sub.name))
            return sub.run(args.mid(1));
    }
    return usage(Tr::tr("fleet: unknown subcommand %1 (collect, watch, import, report, check, baseline, gres)").arg(args.front()));
}

} // namespace Topo::Cli
