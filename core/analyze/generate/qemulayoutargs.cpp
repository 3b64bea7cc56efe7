// SPDX-License-Identifier: GPL-3.0-or-later
// The QEMU devices and the comments that every written form of a planned layout shares
// (qemulayoutconfig.cpp: Proxmox and libvirt; qemulayoutqemu.cpp: plain QEMU).
#include "analyze/generate/qemulayoutargs.h"

#include "util/tr.h"
#include "util/xmltext.h"

#include <algorithm>

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

QStringList qemuLayoutDevices(const QemuLayout& layout)
{
    QStringList devices;
    for (const QemuExpander& e : layout.expanders) {
        QString pxb = QStringLiteral("pxb-pcie,id=%1,bus_nr=%2,bus=pcie.0").arg(e.id).arg(e.busNr);
        if (e.guestNuma)
            pxb += QStringLiteral(",numa_node=%1").arg(*e.guestNuma);
        devices << pxb;
        for (const QemuLayoutGpu& g : e.gpus) {
            QString port = QStringLiteral("pcie-root-port,id=%1,bus=%2,addr=%3,chassis=%4,port=%4")
                               .arg(g.rootPortId, e.id, qemuLayoutHex2(g.rootPortSlot))
                               .arg(g.rootPortChassis);
            const QString speed = qemuLinkSpeed(std::min(g.hostLink.speedGTs, layout.maxAdvertisedGTs));
            if (!speed.isEmpty() && g.hostLink.width > 0)
                port += QStringLiteral(",x-speed=%1,x-width=%2").arg(speed).arg(g.hostLink.width);
            devices << port;
            QString gpu = QStringLiteral("vfio-pci,host=%1,id=%2,bus=%3,addr=0x0").arg(g.hostBdf.toString(), g.deviceId, g.rootPortId);
            if (!g.otherFunctions.isEmpty())
                gpu = QStringLiteral("vfio-pci,host=%1,id=%2,bus=%3,addr=0x0.0x0,multifunction=on").arg(g.hostBdf.toString(), g.deviceId, g.rootPortId);
            if (g.clique)
                gpu += QStringLiteral(",x-nv-gpudirect-clique=%1").arg(*g.clique);
            devices << gpu;
            for (const Bdf& f : g.otherFunctions) {
                devices << QStringLiteral("vfio-pci,host=%1,id=%2f%3,bus=%4,addr=0x0.0x%3")
                               .arg(f.toString(), g.deviceId)
                               .arg(f.function)
                               .arg(g.rootPortId);
            }
        }
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
