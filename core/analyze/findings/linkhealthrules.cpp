// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about the health of PCIe links: the errors the kernel counted (one family of the table
// in ruletable.cpp).
#include "analyze/findings/rulecontext.h"
#include "analyze/watchseries.h"
#include "model/formatid.h"

#include "util/text.h"
#include "util/tr.h"

#include <QHash>
#include <QLocale>
#include <QPair>

#include <algorithm>
#include <initializer_list>

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

/// "GPU3 0000:41:00.0" where the address is a GPU, else functionTitle() where the tree has it,
/// else the address: a kernel log names functions the collection may not have listed.
QString addressTitle(const Machine& m, const Bdf& bdf)
{
    if (const PciDevice* device = m.pci.find(bdf))
        return functionTitle(m, *device);
    if (const Gpu* gpu = m.gpuAt(bdf))
        return QStringLiteral("GPU%1 %2").arg(gpu->index).arg(bdf.toString());
    return bdf.toString();
}

/// The GPUs whose traffic crosses the function at `bdf`: the GPU itself, or those below a port.
QList<const Gpu*> gpusThrough(const Machine& m, const Bdf& bdf)
{
    QList<const Gpu*> out;
    for (const Gpu& gpu : m.gpus) {
        if (!gpu.bdf)
            continue;
        const QList<const PciDevice*> path = m.pci.pathToRoot(*gpu.bdf);
        if (*gpu.bdf == bdf || std::any_of(path.begin(), path.end(), [&](const PciDevice* hop) { return hop->bdf == bdf; }))
            out.append(&gpu);
    }
    return out;
}

void addGpusThrough(Finding& f, const Machine& m, const Bdf& bdf)
{
    for (const Gpu* gpu : gpusThrough(m, bdf))
        addGpu(f, *gpu);
}

/// The events of one kind or more, by the function they name, in the order each first appears.
QList<QPair<Bdf, QList<const PcieEvent*>>> eventsByDevice(const Machine& m, std::initializer_list<PcieEventKind> kinds)
{
    QList<QPair<Bdf, QList<const PcieEvent*>>> out;
    QHash<Bdf, qsizetype> at;
    for (const PcieEvent& e : m.pcieEvents) {
        if (std::find(kinds.begin(), kinds.end(), e.kind) == kinds.end())
            continue;
        const auto it = at.constFind(e.device);
        if (it == at.cend()) {
            at.insert(e.device, out.size());
            out.append({ e.device, { &e } });
        } else {
            out[*it].second.append(&e);
        }
    }
    return out;
}

void addEventLines(Finding& f, const MachineView& view, const QList<const PcieEvent*>& events)
{
    for (const PcieEvent* e : events)
        addEvidence(f, view.captures->line(e->source));
}

/// "3.5 s after boot", "between 3.5 and 68,184 s after boot", or nothing where the log had no uptimes.
QString whenPhrase(const QList<const PcieEvent*>& events)
{
    std::optional<double> first;
    std::optional<double> last;
    for (const PcieEvent* e : events) {
        if (!e->uptime)
            continue;
        first = first ? std::min(*first, *e->uptime) : *e->uptime;
        last = last ? std::max(*last, *e->uptime) : *e->uptime;
    }
    if (!first)
        return {};
    const auto seconds = [](double s) { return QLocale::c().toString(s, 'f', s < 100 ? 1 : 0); };
    if (*last - *first < 0.5)
        return Tr::tr("%1 s after boot").arg(seconds(*first));
    return Tr::tr("between %1 and %2 s after boot").arg(seconds(*first), seconds(*last));
}

/// The line `line` of a watch sample's sysfs-pci capture, as evidence ("sysfs-pci@3:12: …").
std::optional<FindingEvidence> sampleLine(const MachineView& view, int sample, int line)
{
    const MachineSnapshot& machine = view.captures->snapshot();
    if (sample < 0 || sample >= machine.samples.size() || line <= 0)
        return std::nullopt;
    for (const RawCapture& capture : machine.samples[sample].captures) {
        if (capture.format != FormatId::sysfsPci && capture.format != FormatId::prometheusPcidevice)
            continue;
        for (const Text::Line& l : Text::splitLines(capture.stdoutData)) {
            if (l.number == line)
                return FindingEvidence { view.index, view.machine->role, sampleCaptureId(capture.id, sample), line,
                    Text::cleanText(l.text) };
        }
    }
    return std::nullopt;
}

/// "12:03:05", or "12:03:05 (under load)": when a sample was taken.
QString sampleTime(const LinkSample& s)
{
    const QString time = s.at.toUTC().toString(QStringLiteral("HH:mm:ss"));
    return s.underLoad ? Tr::tr("%1 UTC (under load)").arg(time) : Tr::tr("%1 UTC").arg(time);
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
            addGpusThrough(f, m, device.bdf);
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

// PCIe errors the kernel logged (the dmesg-pcie capture), one finding a function: what the log
// says of them, where the sysfs counters say how many.
void rulePcieErrorsLogged(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const auto& [bdf, events] : eventsByDevice(m, { PcieEventKind::AerError, PcieEventKind::RecoveryFailed })) {
            int bySeverity[std::size(aerSeverities)] = {};
            QStringList bits;     // "RxErr", in first-seen order
            QList<int> bitCounts; // parallel
            QStringList layers;
            QStringList receivers;
            bool recoveryFailed = false;
            for (const PcieEvent* e : events) {
                if (e->kind == PcieEventKind::RecoveryFailed) {
                    recoveryFailed = true;
                    continue;
                }
                ++bySeverity[int(e->severity.value_or(AerSeverity::Correctable))];
                for (const QString& bit : e->errors) {
                    const qsizetype i = bits.indexOf(bit);
                    if (i < 0) {
                        bits << bit;
                        bitCounts << 1;
                    } else {
                        ++bitCounts[i];
                    }
                }
                if (!e->layer.isEmpty() && !layers.contains(e->layer))
                    layers << e->layer;
                if (e->reportedBy && *e->reportedBy != bdf && !receivers.contains(addressTitle(m, *e->reportedBy)))
                    receivers << addressTitle(m, *e->reportedBy);
            }
            const int uncorrectable = bySeverity[int(AerSeverity::NonFatal)] + bySeverity[int(AerSeverity::Fatal)];
            const int total = uncorrectable + bySeverity[int(AerSeverity::Correctable)];
            Finding f = newFinding(view, rule);
            f.severity = uncorrectable > 0 || recoveryFailed ? FindingSeverity::Warning : FindingSeverity::Info;
            addDevice(f, bdf);
            addGpusThrough(f, m, bdf);
            addEventLines(f, view, events);
            const QString name = addressTitle(m, bdf);
            if (total == 0)
                f.title = Tr::tr("%1: the kernel could not recover it from a PCIe error").arg(name);
            else if (uncorrectable > 0)
                f.title = uncorrectable == 1 ? Tr::tr("%1: the kernel logged an uncorrectable PCIe error").arg(name)
                                             : Tr::tr("%1: the kernel logged %2 uncorrectable PCIe errors").arg(name).arg(uncorrectable);
            else
                f.title = total == 1 ? Tr::tr("%1: the kernel logged a corrected PCIe error").arg(name)
                                     : Tr::tr("%1: the kernel logged %2 corrected PCIe errors").arg(name).arg(total);
            QStringList counts;
            for (const AerSeverity severity : aerSeverities) {
                if (bySeverity[int(severity)] > 0)
                    counts << QStringLiteral("%1 %2").arg(severityCaption(severity)).arg(bySeverity[int(severity)]);
            }
            QStringList tally;
            for (qsizetype i = 0; i < bits.size(); ++i)
                tally << (bitCounts[i] > 1 ? QStringLiteral("%1 ×%2").arg(bits[i]).arg(bitCounts[i]) : bits[i]);
            QStringList parts;
            if (total > 0) {
                parts << (total == 1 ? Tr::tr("The kernel log has one error report from this function (%1)").arg(counts.join(u", "))
                                     : Tr::tr("The kernel log has %1 error reports from this function (%2)").arg(total).arg(counts.join(u", ")))
                        + (tally.isEmpty() ? QString() : Tr::tr(", naming %1").arg(tally.join(u", ")))
                        + (layers.isEmpty() ? QString() : Tr::tr(", in the %1").arg(layers.join(u", ")))
                        + (whenPhrase(events).isEmpty() ? QString() : u", " + whenPhrase(events)) + u'.';
            }
            if (!receivers.isEmpty())
                parts << Tr::tr("They reached the kernel through %1.").arg(receivers.join(u", "));
            if (recoveryFailed)
                parts << Tr::tr("The kernel could not recover from it: the driver of this function, or of a device below "
                                "it, had no way back (\"can't recover\"), and the device stays lost until a reset.");
            parts << Tr::tr("Physical Layer errors (RxErr) are bit errors on the wire; Data Link Layer ones (Bad TLP, "
                            "Bad DLLP, replay timeouts) are packets sent again; Transaction Layer ones (completion "
                            "timeouts) are requests lost. The kernel limits how many it prints, so there may have been "
                            "more: the sysfs counters (pcie-errors-counted) hold the full count.");
            f.explanation = parts.join(u' ');
            f.advice = f.severity == FindingSeverity::Warning
                ? Tr::tr("Check the slot, risers, cables and retimers of this link and update the firmware; if a GPU is "
                         "below it, watch for Xid 79 (fallen off the bus). Collect again after a run and compare "
                         "(topolens diff) to see whether the errors come back under load.")
                : Tr::tr("A few corrected errors cost little; many in a short time mean replays and lost bandwidth. "
                         "Collect again after a run under load and compare (topolens diff).");
            out.append(f);
        }
    }
}

// Links the kernel saw go down (hot-plug Link Down, DPC containment), one finding a port.
void rulePcieLinkDown(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const auto& [bdf, events] : eventsByDevice(m, { PcieEventKind::LinkDown })) {
            Finding f = newFinding(view, rule);
            addDevice(f, bdf);
            addGpusThrough(f, m, bdf);
            addEventLines(f, view, events);
            const QString when = whenPhrase(events);
            f.title = events.size() == 1 ? Tr::tr("The link below %1 went down").arg(addressTitle(m, bdf))
                                         : Tr::tr("The link below %1 went down %2 times").arg(addressTitle(m, bdf)).arg(events.size());
            f.explanation = Tr::tr("The kernel logged the link of this port going down%1: whatever is below it, a GPU, "
                                   "a switch or a NIC, was cut off the bus until the link came back, and a driver using "
                                   "it may have lost it. A link that goes down under load is a signal problem (a riser, "
                                   "a retimer, a cable) or a device that reset itself.")
                                .arg(when.isEmpty() ? QString() : u' ' + when);
            f.advice = Tr::tr("Look at the kernel log around these lines for the device's own errors, reseat the "
                              "device and its riser or cable, and check its power; on a host that passes the device "
                              "to a VM, a VM's reset of the device can take the link down too.");
            out.append(f);
        }
    }
}

// A GPU the NVIDIA driver lost (Xid 79, or its message without an Xid), one finding a GPU.
void ruleGpuFellOffBus(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        const auto linkTrouble = eventsByDevice(m, { PcieEventKind::AerError, PcieEventKind::LinkDown });
        for (const auto& [bdf, events] : eventsByDevice(m, { PcieEventKind::FellOffBus })) {
            Finding f = newFinding(view, rule);
            addDevice(f, bdf);
            if (const Gpu* gpu = m.gpuAt(bdf))
                addGpu(f, *gpu);
            addEventLines(f, view, events);
            // What the log says of the links on its way up: their errors and link downs.
            QStringList onPath;
            QList<Bdf> path { bdf };
            for (const PciDevice* hop : m.pci.pathToRoot(bdf)) {
                if (!path.contains(hop->bdf))
                    path << hop->bdf;
            }
            for (const auto& [device, linkEvents] : linkTrouble) {
                if (!path.contains(device))
                    continue;
                onPath << addressTitle(m, device);
                addEventLines(f, view, linkEvents);
            }
            f.title = Tr::tr("%1 fell off the bus").arg(m.gpuAt(bdf) ? addressTitle(m, bdf) : Tr::tr("The GPU at %1").arg(bdf.toString()));
            QStringList parts;
            parts << Tr::tr("NVIDIA's driver lost the GPU: it no longer answers on the PCIe bus (Xid 79). Every process "
                            "using it failed, and it stays lost until a reset or a reboot.");
            if (!onPath.isEmpty())
                parts << Tr::tr("The kernel log also has PCIe errors or link downs on its way to the CPU, at %1: the link "
                                "is the first suspect.")
                             .arg(onPath.join(u", "));
            else
                parts << Tr::tr("The kernel log has no PCIe error on its way to the CPU, which points at the GPU's power "
                                "or temperature rather than the link (or at AER being off: check the port's AER counters).");
            f.explanation = parts.join(u' ');
            f.advice = Tr::tr("Check the GPU's power cables and supply, its temperature history and its seating (and the "
                              "riser or cable), update the system firmware and the driver, and collect again after the "
                              "next run to see whether it recurs on the same slot.");
            out.append(f);
        }
    }
}

// A link the kernel found slower than the device below could use (printed once, at probe).
void rulePcieBandwidthLimited(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const PcieEvent& e : m.pcieEvents) {
            if (e.kind != PcieEventKind::BandwidthLimited || !e.limitedAt)
                continue;
            Finding f = newFinding(view, rule);
            const QList<const Gpu*> gpus = gpusThrough(m, e.device);
            f.severity = gpus.isEmpty() ? FindingSeverity::Info : FindingSeverity::Warning;
            addDevice(f, e.device);
            addDevice(f, *e.limitedAt);
            for (const Gpu* gpu : gpus)
                addGpu(f, *gpu);
            addEvidence(f, view.captures->line(e.source));
            const QLocale c = QLocale::c();
            f.title = Tr::tr("%1 has %2 of %3 Gb/s: the %4 link at %5 limits it")
                          .arg(addressTitle(m, e.device), c.toString(e.availableGbps, 'f', 1), c.toString(e.capableGbps, 'f', 1),
                              e.limitingLink, addressTitle(m, *e.limitedAt));
            f.explanation = Tr::tr("When the kernel set this device up, the slowest link between it and the CPU was the "
                                   "one at %1, trained at %2; the device and its links could do %3. The limiting link "
                                   "need not be the device's own: a switch's uplink, a riser or a bifurcated slot "
                                   "above it limits everything below.")
                                .arg(addressTitle(m, *e.limitedAt), e.limitingLink, e.capableLink);
            f.advice = Tr::tr("Check that slot's width and generation in the firmware (bifurcation, PCIe speed), the "
                              "riser or cable at that link, and whether it trains higher after a reseat; a link that "
                              "trains low only at boot and recovers under load is not limited (compare lspci's LnkSta "
                              "under load).");
            out.append(f);
        }
    }
}

// A link that trained differently from one watch sample to the next: a retrain, a downtrain.
void ruleLinkChangedDuringWatch(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const LinkSeries& series : view.captures->watchSeries()) {
            QStringList transitions;
            bool widthChanged = false;
            bool slowerUnderLoad = false;
            Finding f = newFinding(view, rule);
            for (qsizetype i = 1; i < series.samples.size(); ++i) {
                const LinkSample& before = series.samples[i - 1];
                const LinkSample& now = series.samples[i];
                if (!before.link.status.isKnown() || !now.link.status.isKnown() || before.link.status == now.link.status)
                    continue;
                widthChanged = widthChanged || before.link.status.width != now.link.status.width;
                slowerUnderLoad = slowerUnderLoad || (now.underLoad && now.link.status.speedGTs < before.link.status.speedGTs);
                transitions << Tr::tr("%1 → %2 at %3").arg(linkText(before.link.status), linkText(now.link.status), sampleTime(now));
                for (const QByteArrayView attribute : { QByteArrayView("current_link_speed"), QByteArrayView("current_link_width") }) {
                    addEvidence(f, sampleLine(view, before.sample, before.lineOf(attribute)));
                    addEvidence(f, sampleLine(view, now.sample, now.lineOf(attribute)));
                }
            }
            if (transitions.isEmpty())
                continue;
            f.severity = widthChanged || slowerUnderLoad ? FindingSeverity::Warning : FindingSeverity::Info;
            addDevice(f, series.device);
            addGpusThrough(f, m, series.device);
            const QString name = addressTitle(m, series.device);
            f.title = transitions.size() == 1 ? Tr::tr("The link of %1 changed during the watch: %2").arg(name, transitions.first())
                                              : Tr::tr("The link of %1 changed %2 times during the watch").arg(name).arg(transitions.size());
            f.explanation = Tr::tr("Sample by sample, the link trained as follows: %1.").arg(transitions.join(u"; ")) + u' '
                + (widthChanged ? Tr::tr("A link's width does not follow the load: lanes that come and go are a link that "
                                         "retrains, a signal problem (a riser, a retimer, a cable) or a slot's bifurcation.")
                                : Tr::tr("A link's speed drops when its device idles and comes back under load; a link "
                                         "that is slower under load than idle has downtrained."));
            f.advice = Tr::tr("Watch it again under a load that uses the link (nvbandwidth, a training step) and compare "
                              "with the kernel log of that time; a link that keeps retraining needs its slot, riser or cable "
                              "checked.");
            out.append(f);
        }
    }
}

// AER counters that grew between the first and the last sample of a watch.
void rulePcieErrorsGrewDuringWatch(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const LinkSeries& series : view.captures->watchSeries()) {
            if (series.samples.size() < 2)
                continue;
            const LinkSample& first = series.samples.first();
            const LinkSample& last = series.samples.last();
            Finding f = newFinding(view, rule);
            QStringList grew;
            bool uncorrectable = false;
            bool underLoad = false;
            for (const LinkSample& s : series.samples)
                underLoad = underLoad || s.underLoad;
            for (const AerSeverity severity : aerSeverities) {
                const qint64 own = last.aer.of(severity).errors() - first.aer.of(severity).errors();
                const qint64 received = last.aer.rootPortOf(severity).value_or(0) - first.aer.rootPortOf(severity).value_or(0);
                if (own <= 0 && received <= 0)
                    continue;
                uncorrectable = uncorrectable || severity != AerSeverity::Correctable;
                for (const QByteArrayView file : { aerFileOf[int(severity)], rootPortFileOf[int(severity)] }) {
                    addEvidence(f, sampleLine(view, first.sample, first.lineOf(file)));
                    addEvidence(f, sampleLine(view, last.sample, last.lineOf(file)));
                }
                if (own > 0)
                    grew << Tr::tr("%1 %2 → %3").arg(severityCaption(severity)).arg(first.aer.of(severity).errors()).arg(last.aer.of(severity).errors());
                if (received > 0)
                    grew << Tr::tr("%1 received from below %2 → %3")
                                .arg(severityCaption(severity))
                                .arg(first.aer.rootPortOf(severity).value_or(0))
                                .arg(last.aer.rootPortOf(severity).value_or(0));
            }
            if (grew.isEmpty())
                continue;
            f.severity = uncorrectable || underLoad ? FindingSeverity::Warning : FindingSeverity::Info;
            addDevice(f, series.device);
            addGpusThrough(f, m, series.device);
            const QString name = addressTitle(m, series.device);
            f.title = Tr::tr("%1 counted more PCIe errors during the watch").arg(name);
            f.explanation = Tr::tr("Between %1 and %2 its AER counters grew: %3. The errors count at the end of the link "
                                   "that detected them, so a port's counter names the link below it.")
                                .arg(sampleTime(first), sampleTime(last), grew.join(u"; "));
            f.advice = uncorrectable
                ? Tr::tr("Uncorrectable errors during the watch lost transactions: read the kernel log of that time and "
                         "check the slot, riser, cable and retimer of this link.")
                : Tr::tr("Corrected errors that grow while the link works mean replays and lost bandwidth: check the slot, "
                         "riser, cable and retimer of this link, and watch again after a reseat.");
            out.append(f);
        }
    }
}

// A GPU's link, or a port above a GPU, slower or narrower than it can be while the load ran.
void ruleLinkBelowCapabilityUnderLoad(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const LinkSeries& series : view.captures->watchSeries()) {
            if (gpusThrough(m, series.device).isEmpty())
                continue;
            const LinkSample* worst = nullptr;
            for (const LinkSample& s : series.samples) {
                if (s.underLoad && s.link.status.isKnown() && s.link.capability.isKnown() && s.link.trainedBelowCapability()
                    && (!worst || s.link.status.gigabytesPerSecond() < worst->link.status.gigabytesPerSecond()))
                    worst = &s;
            }
            if (!worst)
                continue;
            Finding f = newFinding(view, rule);
            addDevice(f, series.device);
            addGpusThrough(f, m, series.device);
            for (const QByteArrayView attribute : { QByteArrayView("current_link_speed"), QByteArrayView("current_link_width"),
                     QByteArrayView("max_link_speed"), QByteArrayView("max_link_width") })
                addEvidence(f, sampleLine(view, worst->sample, worst->lineOf(attribute)));
            f.title = Tr::tr("%1 ran its link at %2 of %3 under load")
                          .arg(addressTitle(m, series.device), linkText(worst->link.status), linkText(worst->link.capability));
            f.explanation = Tr::tr("At %1, while the watch's load ran, the link trained below what both ends can do. Idle "
                                   "links slow down to save power; under load they should not: this one downtrained.")
                                .arg(sampleTime(*worst));
            f.advice = Tr::tr("Check the slot's generation and width in the firmware, the riser or cable, and the kernel log "
                              "of that time for errors on this link.");
            out.append(f);
        }
    }
}

} // namespace Topo::Findings
