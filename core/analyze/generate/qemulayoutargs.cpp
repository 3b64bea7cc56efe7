// SPDX-License-Identifier: GPL-3.0-or-later
// The QEMU devices and the comments that every written form of a planned layout shares
// (qemulayoutconfig.cpp: Proxmox and libvirt; qemulayoutqemu.cpp: plain QEMU).
#include "analyze/generate/qemulayoutargs.h"

#include "util/tr.h"
#include "util/xmltext.h"

#include <QMap>

#include <algorithm>
#include <functional>

namespace Topo {

namespace {

QString qemuLinkSpeed(double gts)
{
    // pcie-root-port x-speed takes 2_5, 5, 8, 16, 32, 64 (GT/s).
    if (qFuzzyCompare(gts, 2.5))
        return QStringLiteral("2_5");
    for (int rate : { 5, 8, 16, 32, 64 }) {
        if (qFuzzyCompare(gts, double(rate)))
            return QString::number(rate);
    }
    return {};
}

} // namespace

QString qemuLayoutNumaText(const std::optional<int>& node)
{
    return node ? QString::number(*node) : Tr::tr("unknown");
}

QString qemuLayoutHex2(int value)
{
    return QStringLiteral("0x%1").arg(value, 2, 16, QLatin1Char('0'));
}

namespace {

QString rootPortDevice(const QString& id, const QString& expander, int slot, int chassis, const LinkState& link, double maxGTs)
{
    QString port = QStringLiteral("pcie-root-port,id=%1,bus=%2,addr=%3,chassis=%4,port=%4").arg(id, expander, qemuLayoutHex2(slot)).arg(chassis);
    const QString speed = qemuLinkSpeed(std::min(link.speedGTs, maxGTs));
    if (!speed.isEmpty() && link.width > 0)
        port += QStringLiteral(",x-speed=%1,x-width=%2").arg(speed).arg(link.width);
    return port;
}

// A passed-through device and its other functions behind `port`: "vfio-pci,host=…".
void passThrough(const Bdf& host, const QList<Bdf>& otherFunctions, const QString& id, const QString& port,
    const std::optional<int>& clique, QStringList& devices)
{
    QString device = otherFunctions.isEmpty()
        ? QStringLiteral("vfio-pci,host=%1,id=%2,bus=%3,addr=0x0").arg(host.toString(), id, port)
        : QStringLiteral("vfio-pci,host=%1,id=%2,bus=%3,addr=0x0.0x0,multifunction=on").arg(host.toString(), id, port);
    if (clique)
        device += QStringLiteral(",x-nv-gpudirect-clique=%1").arg(*clique);
    devices << device;
    for (const Bdf& f : otherFunctions)
        devices << QStringLiteral("vfio-pci,host=%1,id=%2f%3,bus=%4,addr=0x0.0x%3").arg(f.toString(), id).arg(f.function).arg(port);
}

void addGpu(const QemuLayoutGpu& g, QStringList& devices)
{
    passThrough(g.hostBdf, g.otherFunctions, g.deviceId, g.rootPortId, g.clique, devices);
}

void addNic(const QemuLayoutNic& nic, QStringList& devices)
{
    passThrough(nic.hostBdf, nic.otherFunctions, nic.deviceId, nic.portId, std::nullopt, devices);
}

QString downstreamPort(const QString& id, const QString& upstream, int slot, int chassis)
{
    return QStringLiteral("xio3130-downstream,id=%1,bus=%2,addr=%3,chassis=%4,slot=0").arg(id, upstream, qemuLayoutHex2(slot)).arg(chassis);
}

// "a", "a and b", "a, b and c".
QString joinedWithAnd(QStringList names)
{
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return Tr::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString nicGpuList(const QList<int>& gpus)
{
    QStringList names;
    for (int g : gpus)
        names << QString::number(g);
    return joinedWithAnd(names);
}

} // namespace

QStringList qemuLayoutDevices(const QemuLayout& layout)
{
    QStringList devices;
    for (const QemuExpander& e : layout.expanders) {
        QString pxb = QStringLiteral("pxb-pcie,id=%1,bus_nr=%2,bus=pcie.0").arg(e.id).arg(e.busNr);
        if (e.guestNuma)
            pxb += QStringLiteral(",numa_node=%1").arg(*e.guestNuma);
        devices << pxb;
        // The expander's root slots in order: a GPU or NIC on a root port, or a switch with its
        // downstream ports (GPUs first, as placed).
        QMap<int, std::function<void()>> bySlot;
        for (const QemuLayoutGpu& g : e.gpus) {
            if (g.switchIndex < 0) {
                bySlot.insert(g.rootPortSlot, [&] {
                    devices << rootPortDevice(g.rootPortId, e.id, g.rootPortSlot, g.rootPortChassis, g.hostLink, layout.maxAdvertisedGTs);
                    addGpu(g, devices);
                });
            }
        }
        for (const QemuLayoutNic& nic : e.nics) {
            if (nic.switchIndex < 0) {
                bySlot.insert(nic.portSlot, [&] {
                    devices << rootPortDevice(nic.portId, e.id, nic.portSlot, nic.portChassis, nic.hostLink, layout.maxAdvertisedGTs);
                    addNic(nic, devices);
                });
            }
        }
        for (int s = 0; s < e.switches.size(); ++s) {
            const QemuLayoutSwitch& sw = e.switches[s];
            bySlot.insert(sw.rootPortSlot, [&, s] {
                devices << rootPortDevice(sw.rootPortId, e.id, sw.rootPortSlot, sw.rootPortChassis, sw.hostLink, layout.maxAdvertisedGTs);
                devices << QStringLiteral("x3130-upstream,id=%1,bus=%2,addr=0x0").arg(sw.upstreamId, sw.rootPortId);
                for (const QemuLayoutGpu& g : e.gpus) {
                    if (g.switchIndex == s) {
                        devices << downstreamPort(g.rootPortId, sw.upstreamId, g.rootPortSlot, g.rootPortChassis);
                        addGpu(g, devices);
                    }
                }
                for (const QemuLayoutNic& nic : e.nics) {
                    if (nic.switchIndex == s) {
                        devices << downstreamPort(nic.portId, sw.upstreamId, nic.portSlot, nic.portChassis);
                        addNic(nic, devices);
                    }
                }
            });
        }
        for (const auto& add : std::as_const(bySlot))
            add();
    }
    return devices;
}

QString qemuLayoutFailureText(const QemuLayout& layout)
{
    QStringList out;
    for (const Diagnostic& d : layout.diagnostics)
        out << u"# " + formatDiagnostic(d);
    return out.join(u'\n') + u'\n';
}

QString qemuLayoutGroupingComment(const QemuLayout& layout)
{
    return layout.grouping == ExpanderGrouping::RootComplex
        ? Tr::tr("# One PCIe expander (pxb-pcie) per host root complex, on the guest NUMA node of its host socket;")
        : Tr::tr("# One PCIe expander (pxb-pcie) per host NUMA node, on the guest NUMA node bound to it;");
}

QStringList qemuLayoutExpectationComments(const QemuLayout& layout)
{
    QStringList out;
    out << Tr::tr("# Expected in the guest (the firmware numbers the buses; check with lspci -tv and nvidia-smi topo -m):");
    for (const QemuExpander& e : layout.expanders) {
        for (const QemuLayoutGpu& g : e.gpus) {
            const QString guestName = g.guestGpu >= 0 ? Tr::tr("host GPU%1 (guest GPU%2 today)").arg(g.hostGpu).arg(g.guestGpu)
                                                       : Tr::tr("host GPU%1").arg(g.hostGpu);
            out << Tr::tr("#   %1: host %2 (NUMA %3, root complex %4) → %5 behind %6 on %7 (bus %8, guest NUMA %9)")
                       .arg(guestName, g.hostBdf.toString(), qemuLayoutNumaText(g.hostNuma),
                           QString::asprintf("%04x:%02x", g.hostRoot.domain, g.hostRoot.bus), g.expectedGuestBdf.toString(),
                           g.rootPortId, e.id)
                       .arg(e.busNr)
                       .arg(qemuLayoutNumaText(e.guestNuma));
        }
        for (const QemuLayoutNic& nic : e.nics) {
            const QString near = nic.hostGpus.isEmpty()
                ? Tr::tr("passed by the VM's configuration")
                : Tr::tr("%1 to host GPU%2").arg(linkClassName(nic.hostClass), nicGpuList(nic.hostGpus));
            const QString name = nic.name == nic.hostBdf.toString() ? Tr::tr("NIC %1").arg(nic.name)
                                                                    : Tr::tr("NIC %1 at host %2").arg(Text::xmlCommentText(nic.name), nic.hostBdf.toString());
            out << Tr::tr("#   %1 (%2) → %3 behind %4 on %5").arg(name, near, nic.expectedGuestBdf.toString(), nic.portId, e.id);
        }
        for (int s = 0; s < e.switches.size(); ++s) {
            const QemuLayoutSwitch& sw = e.switches[s];
            QStringList members;
            for (const QemuLayoutGpu& g : e.gpus) {
                if (g.switchIndex == s)
                    members << Tr::tr("host GPU%1").arg(g.hostGpu);
            }
            for (const QemuLayoutNic& nic : e.nics) {
                if (nic.switchIndex == s)
                    members << Tr::tr("NIC %1").arg(Text::xmlCommentText(nic.name));
            }
            out << Tr::tr("#   Switch %1 behind %2: %3 share a switch on the host, so the guest sees them as close as the host does")
                       .arg(sw.upstreamId, sw.rootPortId, joinedWithAnd(members));
        }
    }
    return out;
}

QStringList qemuLayoutCaveatComments(const QemuLayout& layout)
{
    QStringList out;
    out << Tr::tr("#   - Each GPU's whole IOMMU group must be bound to vfio-pci.");
    if (layout.gpuCount() > 0 && !layout.cliqueBasis.isEmpty()) {
        out << Tr::tr("#   - x-nv-gpudirect-clique=N (QEMU ≥ 2.11) tells the NVIDIA guest driver that GPUs with the same N can");
        out << Tr::tr("#     reach each other peer-to-peer. It asserts that; it does not create the path: the host's IOMMU,");
        out << Tr::tr("#     ACS and root complexes must really carry P2P between them. It is ignored when the guest runs with");
        out << Tr::tr("#     kvm=off (cpu: …,hidden=1 or x-vga=1). Verify with a real workload (an NCCL all-reduce), not only");
        out << Tr::tr("#     p2pBandwidthLatencyTest. Cliques here: %1.").arg(Text::xmlCommentText(layout.cliqueBasis));
    }
    if (layout.nicCount() > 0) {
        out << Tr::tr("#   - A GPU and its NIC behind one switch: NCCL in the guest then uses GPUDirect RDMA between them, as on");
        out << Tr::tr("#     the host (it needs nvidia-peermem in the guest). Check with NCCL_DEBUG=INFO: \"GPU Direct RDMA");
        out << Tr::tr("#     Enabled for GPU …\" and each GPU's NET/IB device; then import an nccl-tests run from before and");
        out << Tr::tr("#     after (topolens diff) to see the bandwidth. The data still takes the host's path: ACS P2P Request");
        out << Tr::tr("#     Redirect on the host switch sends it up to the root complex (topolens diagnose names it), and the");
        out << Tr::tr("#     NIC needs ATS on to go around the IOMMU there.");
    }
    // QEMU before 9.0 refuses x-speed=32 (tst_cli_qemulayoutboot runs the layouts in Debian's 7.2).
    out << Tr::tr("#   - x-speed/x-width make the root port advertise the host's link (QEMU ≥ 4.0).");
    double fastest = 0;
    for (const QemuExpander& e : layout.expanders) {
        for (const QemuLayoutGpu& g : e.gpus)
            fastest = std::max(fastest, g.hostLink.speedGTs);
    }
    if (fastest > layout.maxAdvertisedGTs) {
        out << Tr::tr("#     The host's links run at %1 GT/s, which QEMU takes only from 9.0: the ports say %2 GT/s, so")
                   .arg(fastest).arg(layout.maxAdvertisedGTs);
        out << Tr::tr("#     this starts on older QEMU too. With QEMU ≥ 9.0, generate it with --qemu 9.0.");
    }
    for (const Diagnostic& d : layout.diagnostics)
        out << u"#   - " + Text::xmlCommentText(d.message);
    return out;
}

QStringList qemuLayoutNoteComments(const QString& notes)
{
    const QString trimmed = notes.trimmed();
    if (trimmed.isEmpty())
        return {};
    QStringList out { QStringLiteral("#") };
    for (const QString& line : trimmed.split(u'\n'))
        out << u"# " + line;
    return out;
}

} // namespace Topo
