// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens diagnose SNAPSHOT [--json]`: the findings engine on the command line.
#include "clisupport.h"

#include "analyze/findings.h"
#include "analyze/snapshotdocument.h"
#include "analyze/match/vmdevices.h"
#include "io/findingsjson.h"
#include "io/snapshotfile.h"
#include "util/tr.h"

#include <nlohmann/json.hpp>

namespace Topo::Cli {

namespace {

constexpr int textWidth = 100;

/// Breaks `text` into lines of at most `textWidth` columns, each starting with `indent`.
QString wrapped(const QString& text, const QString& indent)
{
    QString out;
    QString line = indent;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (line.size() > indent.size() && line.size() + 1 + word.size() > textWidth) {
            out += line + u'\n';
            line = indent;
        }
        if (line.size() > indent.size())
            line += u' ';
        line += word;
    }
    if (line.size() > indent.size())
        out += line + u'\n';
    return out;
}

QString gpuNames(const QList<int>& gpus)
{
    QStringList names;
    for (int g : gpus)
        names << QStringLiteral("GPU%1").arg(g);
    return names.join(QStringLiteral(", "));
}

QString findingText(const Finding& f)
{
    QString out = findingSeverityTitle(f.severity).toUpper() + u": " + f.title + u"  [" + f.ruleId + u"]\n";
    out += u"  " + Tr::tr("machine: %1 \"%2\"").arg(machineRoleName(f.role), f.machineLabel) + u'\n';
    if (!f.gpus.isEmpty())
        out += u"  " + Tr::tr("GPUs: %1").arg(gpuNames(f.gpus)) + u'\n';
    if (!f.devices.isEmpty())
        out += u"  " + Tr::tr("devices: %1").arg(f.devices.join(QStringLiteral(", "))) + u'\n';
    out += wrapped(f.explanation, QStringLiteral("  "));
    out += wrapped(Tr::tr("advice: %1").arg(f.advice), QStringLiteral("  "));
    if (!f.evidence.isEmpty()) {
        out += u"  " + Tr::tr("evidence:") + u'\n';
        for (const FindingEvidence& e : f.evidence) {
            // Lines of another machine (the host's view of a guest finding) say whose they are.
            const QString where = e.machineIndex == f.machineIndex ? e.captureId : machineRoleName(e.role) + u'/' + e.captureId;
            out += QStringLiteral("    %1:%2: %3\n").arg(where).arg(e.line).arg(e.text);
        }
    }
    return out;
}

// The guest's VM as the host's configuration describes it, one line per device: what the GPU
// mapping rests on. Empty unless the snapshot has a guest and its host's VM configurations.
QString vmMappingText(const Snapshot& snapshot, const QList<Machine>& machines)
{
    const Machine* host = nullptr;
    const Machine* guest = nullptr;
    const MachineSnapshot* hostSnapshot = nullptr;
    for (qsizetype i = 0; i < machines.size() && i < snapshot.machines.size(); ++i) {
        if (machines[i].role == MachineRole::Host && !host) {
            host = &machines[i];
            hostSnapshot = &snapshot.machines[i];
        } else if (machines[i].role == MachineRole::Guest && !guest) {
            guest = &machines[i];
        }
    }
    if (!host || !guest || host->vms.isEmpty())
        return {};
    QString out = u'\n' + Tr::tr("VM configuration of guest \"%1\":").arg(guest->label) + u'\n';
    const GuestVmChoice choice = guestVmOf(*host, *guest, hostSnapshot);
    if (!choice.chosen)
        return out + wrapped(Tr::tr("no VM of the host is taken for it: %1").arg(choice.whyNone), QStringLiteral("  "));
    const GuestVm& vm = *choice.chosen;
    out += wrapped(Tr::tr("%1, from %2 (%3)").arg(vmDisplayName(vm.vm), vmSourceText(vm.vm), vm.why), QStringLiteral("  "));
    for (const VmDeviceMatch& m : vm.devices) {
        QString line = QStringLiteral("    %1  %2 (%3)").arg(m.guestBdf ? m.guestBdf->toShortString() : QStringLiteral("--"), -7).arg(m.deviceId, m.driver);
        if (m.hostBdf)
            line += u"  = " + Tr::tr("host %1").arg(m.hostBdf->toString());
        line += u"  [" + vmDeviceHowTitle(m.how) + u": " + m.detail + u"]\n";
        out += line;
    }
    return out;
}

} // namespace

int runDiagnose(const QStringList& args)
{
    bool asJson = false;
    QStringList inputs;
    const Status arguments = readArguments(args, { .command = u"diagnose", .options = { { u"--json", nullptr, &asJson } }, .operands = &inputs });
    if (!arguments)
        return usage(arguments.error());
    if (inputs.size() != 1)
        return usage(Tr::tr("diagnose needs exactly one SNAPSHOT (a file, or \"demo\")"));
    const QString& input = inputs.first();
    const SharedDocument document = openDocumentFor(input);
    if (!document)
        return Failure;
    const QList<Finding>& findings = document->findings();
    if (asJson) {
        const nlohmann::json out = Json::toJson(findings);
        print(stdout, QString::fromStdString(out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + u'\n');
        return Ok;
    }
    int counts[3] = {};
    for (const Finding& f : findings)
        ++counts[int(f.severity)];
    print(stdout, Tr::tr("%1: %n finding(s)", "", int(findings.size())).arg(input) + u" ("
            + Tr::tr("%n problem(s)", "", counts[int(FindingSeverity::Problem)]) + u", "
            + Tr::tr("%n warning(s)", "", counts[int(FindingSeverity::Warning)]) + u", "
            + Tr::tr("%n info", "", counts[int(FindingSeverity::Info)]) + u")\n");
    for (const Finding& f : findings)
        print(stdout, u'\n' + findingText(f));
    if (const QString vms = vmMappingText(document->snapshot(), document->machines()); !vms.isEmpty())
        print(stdout, vms);
    return Ok;
}

} // namespace Topo::Cli
