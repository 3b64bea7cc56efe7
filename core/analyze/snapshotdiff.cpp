// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/snapshotdiff.h"

#include "analyze/match/snapshotdevices.h"
#include "analyze/findings/evidenceindex.h"
#include "analyze/findings/kernelbarlines.h"
#include "analyze/benchmarkdiff.h"
#include "analyze/gpunics.h"
#include "analyze/machinebuilder.h"
#include "analyze/pcipath.h"
#include "model/formatid.h"
#include "util/nametable.h"
#include "util/tr.h"

#include <QSet>

namespace Topo {

namespace {

/// One kind per `topo -p2p` matrix, so that a read and a write change of one pair stay apart.
constexpr NamedValue<P2pCapability> p2pChangeKinds[] = {
    { P2pCapability::Read, u"p2p-read" },
    { P2pCapability::Write, u"p2p-write" },
    { P2pCapability::NvLink, u"p2p-nvlink" },
    { P2pCapability::Atomics, u"p2p-atomics" },
    { P2pCapability::Prop, u"p2p-prop" },
};

QString linkText(const LinkState& s)
{
    if (!s.isKnown())
        return {};
    QString text = s.speedGTs > 0 ? QStringLiteral("%1 GT/s").arg(s.speedGTs) : QString();
    if (s.width > 0)
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + QStringLiteral("x%1").arg(s.width);
    return text;
}

QString optionalNumber(const std::optional<int>& n)
{
    return n ? QString::number(*n) : QString();
}

/// A function's AER errors of one severity, its own and (a root port) those reported to it; empty
/// where the collection has no AER statistics for it.
QString aerErrorsText(const AerStatistics& aer, AerSeverity severity)
{
    const AerCounts& counts = aer.of(severity);
    const std::optional<qint64>& reported = aer.rootPortOf(severity);
    if (!counts.isKnown() && !reported)
        return {};
    return QString::number(counts.errors() + reported.value_or(0));
}

/// Whether a collection read the kernel log's PCIe lines: without it, no event is no news.
bool readKernelLog(const MachineSnapshot* raw)
{
    const RawCapture* log = raw ? raw->capture(FormatId::dmesgPcie.toString()) : nullptr;
    return log && log->status == CaptureStatus::Ok;
}

/// "3 AER errors (1 uncorrectable), 1 link down, fell off the bus": what the kernel log has of
/// one function, in counts; empty where it has nothing. A value, as the other aspects' are: not
/// translated, so that diff's JSON reads the same in every language.
QString kernelEventsText(const Machine& m, const Bdf& bdf)
{
    int errors = 0;
    int uncorrectable = 0;
    int linkDowns = 0;
    int failedRecoveries = 0;
    bool fellOff = false;
    for (const PcieEvent& e : m.pcieEvents) {
        if (e.device != bdf)
            continue;
        errors += e.kind == PcieEventKind::AerError;
        uncorrectable += e.kind == PcieEventKind::AerError && e.severity != AerSeverity::Correctable;
        linkDowns += e.kind == PcieEventKind::LinkDown;
        failedRecoveries += e.kind == PcieEventKind::RecoveryFailed;
        fellOff = fellOff || e.kind == PcieEventKind::FellOffBus;
    }
    QStringList parts;
    if (errors > 0)
        parts << (uncorrectable > 0 ? QStringLiteral("%1 AER errors (%2 uncorrectable)").arg(errors).arg(uncorrectable)
                                    : QStringLiteral("%1 AER errors").arg(errors));
    if (failedRecoveries > 0)
        parts << QStringLiteral("%1 failed recoveries").arg(failedRecoveries);
    if (linkDowns > 0)
        parts << QStringLiteral("%1 link downs").arg(linkDowns);
    if (fellOff)
        parts << QStringLiteral("fell off the bus");
    return parts.join(QStringLiteral(", "));
}

/// "128G", "16M", "4K": how lspci prints a BAR's size.
QString sizeText(quint64 bytes)
{
    static const char* const units[] = { "", "K", "M", "G", "T", "P" };
    int unit = 0;
    while (unit < 5 && bytes >= 1024 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++unit;
    }
    return QString::number(bytes) + QLatin1String(units[unit]);
}

/// One property of a PCI function compared between the collections. A property a collection
/// does not report (empty text: no lspci -vvv as root, no sysfs) is not compared, so a
/// collection with fewer tools does not read as a changed machine; `absentText`, where set,
/// makes absence a value of its own (a driver unbound).
struct DeviceAspect
{
    const char16_t* kind;
    QString (*text)(const PciDevice&);
    const char* sentence; // %1 the device, %2 before, %3 after
    const char* absentText = nullptr;
};

const DeviceAspect deviceAspects[] = {
    { u"link-status", [](const PciDevice& d) { return linkText(d.link.status); },
        QT_TRANSLATE_NOOP("TopoLens", "The link of %1 now runs at %3; it ran at %2 (LnkSta).") },
    { u"link-capability", [](const PciDevice& d) { return linkText(d.link.capability); },
        QT_TRANSLATE_NOOP("TopoLens", "The link of %1 now offers %3; it offered %2 (LnkCap).") },
    { u"numa-node", [](const PciDevice& d) { return optionalNumber(d.numaNode); },
        QT_TRANSLATE_NOOP("TopoLens", "%1 now reports NUMA node %3; it reported %2.") },
    { u"iommu-group", [](const PciDevice& d) { return optionalNumber(d.iommuGroup); },
        QT_TRANSLATE_NOOP("TopoLens", "%1 is now in IOMMU group %3; it was in group %2.") },
    { u"acs", [](const PciDevice& d) { return d.acsEnabled ? QString::fromLatin1(*d.acsEnabled ? "on" : "off") : QString(); },
        QT_TRANSLATE_NOOP("TopoLens", "ACS redirection on %1 is now %3; it was %2.") },
    // The kernel's AER totals since boot (sysfs): a count that grew between two collections is a
    // link that erred in between; one that fell, a reboot.
    { u"aer-correctable", [](const PciDevice& d) { return aerErrorsText(d.aer, AerSeverity::Correctable); },
        QT_TRANSLATE_NOOP("TopoLens", "%1 has counted %3 correctable PCIe errors since boot; it had counted %2 (AER).") },
    { u"aer-nonfatal", [](const PciDevice& d) { return aerErrorsText(d.aer, AerSeverity::NonFatal); },
        QT_TRANSLATE_NOOP("TopoLens", "%1 has counted %3 non-fatal uncorrectable PCIe errors since boot; it had counted %2 (AER).") },
    { u"aer-fatal", [](const PciDevice& d) { return aerErrorsText(d.aer, AerSeverity::Fatal); },
        QT_TRANSLATE_NOOP("TopoLens", "%1 has counted %3 fatal PCIe errors since boot; it had counted %2 (AER).") },
    { u"device-driver", [](const PciDevice& d) { return d.driver; },
        QT_TRANSLATE_NOOP("TopoLens", "%1 is now driven by %3; it was driven by %2."), QT_TRANSLATE_NOOP("TopoLens", "no driver") },
};

QString deviceTitle(const Machine& machine, const PciDevice& d)
{
    if (const Gpu* gpu = machine.gpuAt(d.bdf))
        return QStringLiteral("GPU%1 %2").arg(gpu->index).arg(d.bdf.toString());
    return d.className.isEmpty() ? d.bdf.toString() : d.bdf.toString() + u' ' + d.className;
}

QString gpuTitle(const Machine& machine, int index)
{
    const Gpu* gpu = machine.gpu(index);
    return gpu && gpu->bdf ? QStringLiteral("GPU%1 %2").arg(index).arg(gpu->bdf->toString()) : QStringLiteral("GPU%1").arg(index);
}

DeviceChange change(const char16_t* kind, QString device, QString before, QString after, QString sentence,
                      DeviceMatch matchedBy = DeviceMatch::Address)
{
    return { .kind = QString::fromUtf16(kind), .slot = {}, .device = std::move(device), .before = std::move(before), .after = std::move(after), .sentence = std::move(sentence), .matchedBy = matchedBy };
}

struct Differ
{
    const Machine& before;
    const Machine& after;
    const MachineSnapshot* beforeRaw;
    const MachineSnapshot* afterRaw;
    DevicePairing pairing;
    QList<DeviceChange> out;

    void machineWide();
    void kernelParameters();
    void numa();
    void devices();
    void bars(const PciDevice& b, const PciDevice& a, const QString& title, DeviceMatch how);
    void gpuPairs();
    void gpuNicClasses();
    void barPlacements();

    /// After's index of before's GPU, through the device pairing; -1 when it is gone.
    int gpuAfter(int beforeIndex) const
    {
        const Gpu* g = before.gpu(beforeIndex);
        if (!g || !g->bdf || !pairing.afterOf.contains(*g->bdf))
            return -1;
        const Gpu* a = after.gpuAt(pairing.afterOf.value(*g->bdf));
        return a ? a->index : -1;
    }
};

void Differ::machineWide()
{
    if (before.label != after.label) {
        out << change(u"machine-label", {}, before.label, after.label,
            Tr::tr("The machine is now called \"%2\"; it was \"%1\".").arg(before.label, after.label));
    }
    if (before.role != after.role) {
        out << change(u"machine-role", {}, machineRoleName(before.role), machineRoleName(after.role),
            Tr::tr("The machine is now a %2; it was a %1.").arg(machineRoleTitle(before.role), machineRoleTitle(after.role)));
    }
    const QString none = Tr::tr("none");
    if (before.driverVersion != after.driverVersion) {
        out << change(u"driver-version", {}, before.driverVersion, after.driverVersion,
            Tr::tr("The NVIDIA driver is now %2; it was %1.")
                .arg(before.driverVersion.isEmpty() ? none : before.driverVersion, after.driverVersion.isEmpty() ? none : after.driverVersion));
    }
    if (before.cudaVersion != after.cudaVersion && !before.cudaVersion.isEmpty() && !after.cudaVersion.isEmpty()) {
        out << change(u"cuda-version", {}, before.cudaVersion, after.cudaVersion,
            Tr::tr("The driver's CUDA version is now %2; it was %1.").arg(before.cudaVersion, after.cudaVersion));
    }
    if (before.iommuListed && after.iommuListed) {
        const auto iommuText = [](const Machine& m) {
            const qsizetype groups = m.iommuGroups().size();
            return groups ? QStringLiteral("on (%1 groups)").arg(groups) : QStringLiteral("off");
        };
        const bool wasOn = !before.iommuGroups().isEmpty();
        const bool isOn = !after.iommuGroups().isEmpty();
        if (wasOn != isOn) {
            out << change(u"iommu", {}, iommuText(before), iommuText(after),
                isOn ? Tr::tr("The IOMMU is now on: the kernel lists IOMMU groups, it listed none before.")
                     : Tr::tr("The IOMMU is now off: the kernel lists no IOMMU groups, it listed some before."));
        }
    }
}

void Differ::kernelParameters()
{
    if (!before.cmdline || !after.cmdline)
        return;
    const auto shown = [](const QString& name, const QString& value) { return value.isEmpty() ? name : name + u'=' + value; };
    QStringList names;
    for (const auto& [name, value] : before.cmdline->parameters) {
        if (!names.contains(name))
            names << name;
    }
    for (const auto& [name, value] : after.cmdline->parameters) {
        if (!names.contains(name))
            names << name;
    }
    for (const QString& name : std::as_const(names)) {
        const std::optional<QString> was = before.cmdline->value(name);
        const std::optional<QString> is = after.cmdline->value(name);
        if (was && !is) {
            out << change(u"kernel-parameter-removed", {}, shown(name, *was), {},
                Tr::tr("The kernel no longer boots with %1.").arg(shown(name, *was)));
        } else if (!was && is) {
            out << change(u"kernel-parameter-added", {}, {}, shown(name, *is),
                Tr::tr("The kernel now boots with %1.").arg(shown(name, *is)));
        } else if (was && is && *was != *is) {
            out << change(u"kernel-parameter-changed", {}, shown(name, *was), shown(name, *is),
                Tr::tr("The kernel now boots with %2 instead of %1.").arg(shown(name, *was), shown(name, *is)));
        }
    }
}

void Differ::numa()
{
    if (before.numa.isEmpty() || after.numa.isEmpty())
        return;
    const auto idsText = [](const NumaTopology& t) {
        QStringList ids;
        for (int id : t.nodeIds())
            ids << QString::number(id);
        return ids.join(u',');
    };
    if (before.numa.nodeIds() != after.numa.nodeIds()) {
        out << change(u"numa-nodes", {}, idsText(before.numa), idsText(after.numa),
            Tr::tr("The machine now has NUMA nodes %2; it had %1.").arg(idsText(before.numa), idsText(after.numa)));
        return; // per node values would compare different layouts
    }
    for (const NumaNode& was : before.numa.nodes) {
        const NumaNode* is = after.numa.find(was.id);
        if (!is)
            continue;
        const QString node = Tr::tr("NUMA node %1").arg(was.id);
        if (!was.cpuList.isEmpty() && !is->cpuList.isEmpty() && was.cpus != is->cpus) {
            out << change(u"numa-cpus", node, was.cpuList, is->cpuList,
                Tr::tr("%1 now holds CPUs %3; it held %2.").arg(node, was.cpuList, is->cpuList));
        }
        // The memory a node reports moves by a few MiB between kernels (reservations); a change
        // of more than 1% is a DIMM or a memory setting.
        if (was.sizeMiB > 0 && is->sizeMiB > 0 && std::abs(was.sizeMiB - is->sizeMiB) * 100 > was.sizeMiB) {
            const QString wasText = QStringLiteral("%1 MiB").arg(was.sizeMiB);
            const QString isText = QStringLiteral("%1 MiB").arg(is->sizeMiB);
            out << change(u"numa-memory", node, wasText, isText, Tr::tr("%1 now has %3 of memory; it had %2.").arg(node, wasText, isText));
        }
        const auto distances = [](const NumaNode& n) {
            QStringList d;
            for (int x : n.distances)
                d << QString::number(x);
            return d.join(u' ');
        };
        if (!was.distances.isEmpty() && !is->distances.isEmpty() && was.distances != is->distances) {
            out << change(u"numa-distances", node, distances(was), distances(*is),
                Tr::tr("The distances of %1 are now %3; they were %2.").arg(node, distances(was), distances(*is)));
        }
    }
}

void Differ::devices()
{
    for (const PciDevice* d : std::as_const(pairing.removed)) {
        const QString title = deviceTitle(before, *d);
        out << change(u"device-removed", title, d->displayName(), {}, Tr::tr("%1 (%2) is gone.").arg(title, d->displayName()));
    }
    for (const PciDevice& a : after.pci.devices) {
        const QString title = deviceTitle(after, a);
        const auto how = pairing.matchedBy.constFind(a.bdf);
        if (how == pairing.matchedBy.cend()) {
            out << change(u"device-added", title, {}, a.displayName(), Tr::tr("%1 (%2) is new.").arg(title, a.displayName()));
            continue;
        }
        const Bdf beforeBdf = pairing.beforeOf.value(a.bdf);
        const PciDevice* b = before.pci.find(beforeBdf);
        if (!b)
            continue;
        if (beforeBdf != a.bdf) {
            const QString sentence = *how == DeviceMatch::Serial
                ? Tr::tr("%1 moved from %2 to %3: the same device by its serial number, at a new address.")
                : Tr::tr("%1 moved from %2 to %3: the same device at the same place in the tree, its bus renumbered.");
            out << change(u"device-renumbered", title, beforeBdf.toString(), a.bdf.toString(),
                sentence.arg(title, beforeBdf.toString(), a.bdf.toString()), *how);
        }
        for (const DeviceAspect& aspect : deviceAspects) {
            QString was = aspect.text(*b);
            QString is = aspect.text(a);
            if (was == is || ((was.isEmpty() || is.isEmpty()) && !aspect.absentText))
                continue;
            const QString absent = aspect.absentText ? Tr::tr(aspect.absentText) : QString();
            out << change(aspect.kind, title, was, is,
                Tr::tr(aspect.sentence).arg(title, was.isEmpty() ? absent : was, is.isEmpty() ? absent : is), *how);
        }
        // The kernel log's PCIe events of the device, where both collections read the log.
        if (readKernelLog(beforeRaw) && readKernelLog(afterRaw)) {
            const QString was = kernelEventsText(before, b->bdf);
            const QString is = kernelEventsText(after, a.bdf);
            if (was != is) {
                out << change(u"kernel-pcie-events", title, was, is,
                    Tr::tr("The kernel log now has %2 for %1; it had %3.")
                        .arg(title, is.isEmpty() ? Tr::tr("nothing") : is, was.isEmpty() ? Tr::tr("nothing") : was),
                    *how);
            }
        }
        bars(*b, a, title, *how);
    }
}

void Differ::bars(const PciDevice& b, const PciDevice& a, const QString& title, DeviceMatch how)
{
    // A tree read without lspci -vvv lists no BARs: only compare where both collections did.
    if (b.bars.isEmpty() || a.bars.isEmpty())
        return;
    const auto barOf = [](const PciDevice& d, int index) -> const Bar* {
        for (const Bar& bar : d.bars) {
            if (bar.index == index)
                return &bar;
        }
        return nullptr;
    };
    QList<int> indices;
    for (const Bar& bar : b.bars)
        indices << bar.index;
    for (const Bar& bar : a.bars) {
        if (!indices.contains(bar.index))
            indices << bar.index;
    }
    std::sort(indices.begin(), indices.end());
    const QString none = Tr::tr("none");
    for (int index : std::as_const(indices)) {
        const Bar* was = barOf(b, index);
        const Bar* is = barOf(a, index);
        const QString bar = Tr::tr("BAR %1").arg(index);
        const QString wasSize = was ? sizeText(was->sizeBytes) : QString();
        const QString isSize = is ? sizeText(is->sizeBytes) : QString();
        if (wasSize != isSize) {
            out << change(u"bar-size", title + u' ' + bar, wasSize, isSize,
                Tr::tr("%1 of %2 is now %4; it was %3.").arg(bar, title, wasSize.isEmpty() ? none : wasSize, isSize.isEmpty() ? none : isSize), how);
        }
        if (was && is && was->unassigned != is->unassigned) {
            const QString placed = QStringLiteral("assigned");
            const QString failed = QStringLiteral("unassigned");
            out << change(u"bar-unassigned", title + u' ' + bar, was->unassigned ? failed : placed, is->unassigned ? failed : placed,
                is->unassigned ? Tr::tr("%1 of %2 is now unassigned: the firmware or kernel could not place it.").arg(bar, title)
                               : Tr::tr("%1 of %2 is now assigned; it was not.").arg(bar, title), how);
        }
    }
}

void Differ::gpuPairs()
{
    // The printed matrix is the only source of NVLink; a collection without it would read as
    // every NVLink pair having changed to a PCIe class.
    const bool comparablePrinted = before.topo.has_value() == after.topo.has_value();
    QList<P2pCapability> capabilities;
    for (auto it = before.p2p.cbegin(); it != before.p2p.cend(); ++it) {
        if (after.p2p.contains(it.key()))
            capabilities << it.key();
    }
    for (const Gpu& ga : before.gpus) {
        for (const Gpu& gb : before.gpus) {
            if (ga.index >= gb.index)
                continue;
            const int a = gpuAfter(ga.index);
            const int b = gpuAfter(gb.index);
            if (a < 0 || b < 0)
                continue;
            const QString pair = gpuTitle(after, a) + QStringLiteral(" <-> ") + gpuTitle(after, b);
            if (comparablePrinted) {
                const LinkClassCell was = gpuPairClass(before, ga.index, gb.index);
                const LinkClassCell is = gpuPairClass(after, a, b);
                if (was != is && was.linkClass != LinkClass::Unknown && is.linkClass != LinkClass::Unknown) {
                    out << change(u"gpu-pair-class", pair, was.toString(), is.toString(),
                        Tr::tr("%1 are now connected as %3 (%4); they were %2.")
                            .arg(pair, was.toString(), is.toString(), linkClassDescription(is.linkClass)));
                }
            }
            for (P2pCapability capability : std::as_const(capabilities)) {
                const auto statusText = [](const Machine& m, int x, int y, P2pCapability c) {
                    const auto xy = m.p2pStatus(x, y, c);
                    const auto yx = m.p2pStatus(y, x, c);
                    if (!xy || !yx)
                        return QString();
                    return *xy == *yx ? p2pStatusCode(*xy) : p2pStatusCode(*xy) + u'/' + p2pStatusCode(*yx);
                };
                const QString was = statusText(before, ga.index, gb.index, capability);
                const QString is = statusText(after, a, b, capability);
                if (was.isEmpty() || is.isEmpty() || was == is)
                    continue;
                out << DeviceChange { .kind = nameOf(p2pChangeKinds, capability), .slot = {}, .device = pair, .before = was, .after = is,
                    .sentence = Tr::tr("nvidia-smi now says %3 for P2P %4 between %1; it said %2.").arg(pair, was, is, p2pCapabilityName(capability)) };
            }
        }
    }
}

// Each GPU's closest RDMA NIC, by class: what a GPU–NIC layout or an NCCL topology file
// changes, and whether NCCL then uses GPUDirect RDMA.
void Differ::gpuNicClasses()
{
    const QList<GpuNics> was = gpuNics(before);
    const QList<GpuNics> is = was.isEmpty() ? QList<GpuNics> {} : gpuNics(after);
    const auto nicText = [](const GpuNicLink& nic) -> QString { // a QString: a builder would outlive its parts
        return nic.name + u", " + (gpuDirectRdmaByDefault(nic.linkClass.linkClass) ? Tr::tr("GPUDirect RDMA") : Tr::tr("staged through host memory"));
    };
    for (const GpuNics& b : was) {
        const int a = gpuAfter(b.gpu);
        const GpuNics* now = nicsOfGpu(is, a);
        if (!b.closest() || !now || !now->closest())
            continue;
        const GpuNicLink& bn = *b.closest();
        const GpuNicLink& an = *now->closest();
        if (bn.linkClass.linkClass == an.linkClass.linkClass || bn.linkClass.linkClass == LinkClass::Unknown
            || an.linkClass.linkClass == LinkClass::Unknown)
            continue;
        const QString gpu = gpuTitle(after, a);
        out << change(u"gpu-nic-class", gpu, bn.linkClass.toString(), an.linkClass.toString(),
            Tr::tr("%1 now reaches its closest RDMA NIC as %2 (%3); it was %4 (%5).")
                .arg(gpu, an.linkClass.toString(), nicText(an), bn.linkClass.toString(), nicText(bn)));
    }
}

/// The functions whose memory BARs (0–5) the kernel log says it could not place.
QSet<Bdf> kernelBarFailures(const MachineSnapshot& snapshot)
{
    QSet<Bdf> out;
    const Findings::EvidenceIndex index(snapshot, 0);
    for (const RawCapture* log : index.kernelLogs()) {
        for (const Text::Line& line : index.lines(*log)) {
            const auto failure = Findings::kernelResourceFailure(QString::fromUtf8(line.text));
            if (failure && failure->memory && failure->resource == Findings::KernelResourceFailure::Resource::DeviceBar)
                out.insert(failure->device);
        }
    }
    return out;
}

bool hasKernelLog(const MachineSnapshot& snapshot)
{
    return !Findings::EvidenceIndex(snapshot, 0).kernelLogs().isEmpty();
}

void Differ::barPlacements()
{
    if (!beforeRaw || !afterRaw || !hasKernelLog(*beforeRaw) || !hasKernelLog(*afterRaw))
        return;
    const QSet<Bdf> wasFailing = kernelBarFailures(*beforeRaw);
    const QSet<Bdf> isFailing = kernelBarFailures(*afterRaw);
    QSet<Bdf> wasFailingMapped;
    for (const Bdf& bdf : wasFailing)
        wasFailingMapped.insert(pairing.afterOf.value(bdf, bdf));
    const QString failed = QStringLiteral("failed");
    for (const PciDevice& a : after.pci.devices) {
        if (isFailing.contains(a.bdf) && !wasFailingMapped.contains(a.bdf)) {
            const QString title = deviceTitle(after, a);
            out << change(u"bar-placement", title, {}, failed,
                Tr::tr("The kernel log now says it could not place a memory BAR of %1; it did not before.").arg(title));
        }
    }
    for (const PciDevice& b : before.pci.devices) {
        if (wasFailing.contains(b.bdf) && !isFailing.contains(pairing.afterOf.value(b.bdf, b.bdf))) {
            const QString title = deviceTitle(before, b);
            out << change(u"bar-placement", title, failed, {},
                Tr::tr("The kernel log no longer says it could not place a memory BAR of %1.").arg(title));
        }
    }
}

/// How pairing by label goes: role and label must both match.
bool samePlace(const MachineSnapshot& a, const MachineSnapshot& b)
{
    return a.role == b.role && a.label == b.label;
}

} // namespace

bool SnapshotDiff::isEmpty() const
{
    return unpaired.isEmpty() && std::all_of(machines.begin(), machines.end(), [](const MachineDiff& m) { return m.isEmpty(); });
}

MachineDiff diffMachines(const Machine& before, const Machine& after, const MachineSnapshot* beforeRaw, const MachineSnapshot* afterRaw)
{
    Differ differ { before, after, beforeRaw, afterRaw, matchDevices(before.pci, after.pci), {} };
    differ.machineWide();
    differ.kernelParameters();
    differ.numa();
    differ.devices();
    differ.barPlacements();
    differ.gpuPairs();
    differ.gpuNicClasses();
    differ.out += benchmarkChanges(before, after);
    return { after.role, before.label, after.label, std::move(differ.out) };
}

SnapshotDiff diffSnapshots(const Snapshot& before, const Snapshot& after, const QString& onlyLabel)
{
    const auto kept = [&](const Snapshot& s) {
        QList<const MachineSnapshot*> out;
        for (const MachineSnapshot& m : s.machines) {
            if (onlyLabel.isEmpty() || m.label == onlyLabel)
                out << &m;
        }
        return out;
    };
    const QList<const MachineSnapshot*> befores = kept(before);
    const QList<const MachineSnapshot*> afters = kept(after);
    QList<QPair<const MachineSnapshot*, const MachineSnapshot*>> pairs;
    QSet<const MachineSnapshot*> taken;
    for (const MachineSnapshot* b : befores) {
        const auto partner = std::find_if(afters.begin(), afters.end(),
            [&](const MachineSnapshot* a) { return !taken.contains(a) && samePlace(*b, *a); });
        if (partner != afters.end()) {
            taken.insert(*partner);
            pairs.emplaceBack(b, *partner);
        }
    }
    // One machine on each side is the same machine collected twice, whatever it was called:
    // a bundle's label is the host name, a snapshot's what the user typed.
    if (pairs.isEmpty() && befores.size() == 1 && afters.size() == 1 && before.machines.size() == 1 && after.machines.size() == 1) {
        pairs.emplaceBack(befores.first(), afters.first());
        taken.insert(afters.first());
    }
    SnapshotDiff out;
    QSet<const MachineSnapshot*> pairedBefore;
    for (const auto& [b, a] : std::as_const(pairs)) {
        pairedBefore.insert(b);
        out.machines.append(diffMachines(buildMachine(*b), buildMachine(*a), b, a));
    }
    for (const MachineSnapshot* b : befores) {
        if (!pairedBefore.contains(b))
            out.unpaired.append({ true, b->role, b->label });
    }
    for (const MachineSnapshot* a : afters) {
        if (!taken.contains(a))
            out.unpaired.append({ false, a->role, a->label });
    }
    return out;
}

} // namespace Topo
