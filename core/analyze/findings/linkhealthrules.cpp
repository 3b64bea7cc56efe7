// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about the health of PCIe links: the errors the kernel counted (one family of the table
// in ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "util/tr.h"

#include <algorithm>

namespace Topo::Findings {

namespace {

/// "BadTLP 3, RxErr 1": the counters that are not zero, as the kernel names them.
QStringList nonZeroCounters(const AerCounts& counts)
{
    QStringList out;
    for (const AerCounter& counter : counts.counters) {
        if (counter.count > 0)
            out << QStringLiteral("%1 %2").arg(counter.name).arg(counter.count);
    }
    return out;
}

QString severityCaption(AerSeverity severity)
{
    switch (severity) {
    case AerSeverity::Correctable:
        return Tr::tr("correctable");
    case AerSeverity::NonFatal:
        return Tr::tr("uncorrectable, non-fatal");
    case AerSeverity::Fatal:
        return Tr::tr("uncorrectable, fatal");
    }
    return {};
}

/// "GPU3 0000:41:00.0", "0000:00:01.0 [8086:1901]", "0000:00:1c.0": what a reader finds it by.
QString functionTitle(const Machine& m, const PciDevice& device)
{
    const QString address = device.bdf.toString();
    if (const Gpu* gpu = m.gpuAt(device.bdf))
        return QStringLiteral("GPU%1 %2").arg(gpu->index).arg(address);
    const QString name = device.displayName();
    return name == device.bdf.toShortString() ? address : address + u' ' + name;
}

constexpr QByteArrayView aerFileOf[] = { "aer_dev_correctable", "aer_dev_nonfatal", "aer_dev_fatal" };
constexpr QByteArrayView rootPortFileOf[] = { "aer_rootport_total_err_cor", "aer_rootport_total_err_nonfatal",
    "aer_rootport_total_err_fatal" };

} // namespace

// PCIe errors the kernel counted since boot (sysfs AER statistics), one finding a function.
void rulePcieErrorsCounted(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const PciDevice& device : m.pci.devices) {
            const AerStatistics& aer = device.aer;
            QStringList seen;     // "correctable: BadTLP 3"
            QStringList received; // a root port's totals of what its devices reported
            bool uncorrectable = false;
            Finding f = newFinding(view, rule);
            for (const AerSeverity severity : aerSeverities) {
                const int index = int(severity);
                const qint64 errors = aer.of(severity).errors();
                const qint64 reported = aer.rootPortOf(severity).value_or(0);
                if (errors > 0) {
                    const QStringList counters = nonZeroCounters(aer.of(severity));
                    seen << (counters.isEmpty() ? QStringLiteral("%1: %2").arg(severityCaption(severity)).arg(errors)
                                                : QStringLiteral("%1: %2").arg(severityCaption(severity), counters.join(u", ")));
                    addEvidence(f, view.captures->sysfsLine(device.bdf, aerFileOf[index]));
                }
                if (reported > 0) {
                    received << QStringLiteral("%1: %2").arg(severityCaption(severity)).arg(reported);
                    addEvidence(f, view.captures->sysfsLine(device.bdf, rootPortFileOf[index]));
                }
                uncorrectable = uncorrectable || (severity != AerSeverity::Correctable && (errors > 0 || reported > 0));
            }
            if (seen.isEmpty() && received.isEmpty())
                continue;
            f.severity = uncorrectable ? FindingSeverity::Warning : FindingSeverity::Info;
            addDevice(f, device.bdf);
            // The GPUs whose traffic crosses this function: the GPU itself, or those below a port.
            for (const Gpu& gpu : m.gpus) {
                if (!gpu.bdf)
                    continue;
                const QList<const PciDevice*> path = m.pci.pathToRoot(*gpu.bdf);
                if (*gpu.bdf == device.bdf
                    || std::any_of(path.begin(), path.end(), [&](const PciDevice* hop) { return hop->bdf == device.bdf; }))
                    addGpu(f, gpu);
            }
            const QString name = functionTitle(m, device);
            f.title = uncorrectable ? Tr::tr("%1 counted uncorrectable PCIe errors since boot").arg(name)
                                    : Tr::tr("%1 counted correctable PCIe errors since boot").arg(name);
            QStringList parts;
            if (!seen.isEmpty())
                parts << Tr::tr("Errors this function detected: %1.").arg(seen.join(u"; "));
            if (!received.isEmpty())
                parts << Tr::tr("Error messages this root port received from the devices below it: %1.").arg(received.join(u"; "));
            parts << Tr::tr("A link's errors count at the end that detected them, so errors at a port may come from the "
                            "device below it, and a device with none may still sit on a bad link.");
            f.explanation = parts.join(u' ');
            f.advice = uncorrectable
                ? Tr::tr("Uncorrectable errors lose transactions and can reset the link or drop the device off the bus. "
                         "Read the kernel log's AER lines of that time (dmesg), check the slot, risers, cables and "
                         "retimers, and update the firmware.")
                : Tr::tr("A few corrected errors cost little, but a count that grows under load means replays and lost "
                         "bandwidth: collect again after a run and compare (topolens diff), and check the slot, risers, "
                         "cables and retimers of a link whose count grows.");
            out.append(f);
        }
    }
}

} // namespace Topo::Findings
