// SPDX-License-Identifier: GPL-3.0-or-later
// A planned guest layout (qemulayout.cpp) written out: the Proxmox VM configuration lines and
// the libvirt domain fragment (the plain QEMU arguments: qemulayoutqemu.cpp).
#include "analyze/generate/qemulayout.h"

#include "analyze/generate/qemulayoutargs.h"
#include "util/text.h"
#include "util/tr.h"
#include "util/xmltext.h"

#include <QMap>

#include <functional>

namespace Topo {

namespace {

// libvirt controller indexes of the fragment; a domain's own controllers are numbered from 0.
constexpr int firstControllerIndex = 64;

} // namespace

QString proxmoxLayoutText(const QemuLayout& layout, const QString& notes)
{
    if (!layout.ok())
        return qemuLayoutFailureText(layout);
    QStringList out;
    const QString vm = layout.vmid ? QString::number(layout.vmid) : QStringLiteral("VMID");
    // "VM 128 llm-one", "VM VMID" where neither is known: no gap for a missing name.
    const QString vmName = QStringList({ vm, Text::xmlCommentText(layout.vmLabel) }).join(u' ').trimmed();
    out << Tr::tr("# TopoLens %1: PCIe layout for VM %2 on host %3")
               .arg(QStringLiteral(TOPOLENS_VERSION), vmName, Text::xmlCommentText(layout.hostLabel));
    if (!layout.vmid)
        out << Tr::tr("# VMID: the VM's number (qm list); this snapshot does not name it.");
    out << qemuLayoutGroupingComment(layout);
    if (layout.nicCount() > 0) {
        out << Tr::tr("# each GPU behind its own root port, or with the RDMA NICs of its host switch behind one switch.");
        out << Tr::tr("# Lines starting with # explain; do not paste them into the");
    } else {
        out << Tr::tr("# each GPU behind its own root port. Lines starting with # explain; do not paste them into the");
    }
    out << Tr::tr("# .conf (Proxmox keeps # lines as the VM's description).");
    out << QStringLiteral("#");
    out << Tr::tr("# 1. In /etc/pve/qemu-server/%1.conf delete these lines (the args line passes the same GPUs):").arg(vm);
    if (layout.replacedLines.isEmpty()) {
        out << Tr::tr("#      every hostpciN line that passes one of the GPUs below");
    } else {
        for (const QString& line : layout.replacedLines)
            out << u"#      " + Text::xmlCommentText(line);
    }
    out << (layout.guestNumaFromConfig
            ? Tr::tr("# 2. Guest NUMA nodes, as the VM's configuration binds them (keep these):")
            : Tr::tr("# 2. Guest NUMA nodes bound to the host's (numa_node below must name an existing guest node):"));
    if (!layout.guestNuma.isEmpty()) {
        out << QStringLiteral("numa: 1");
        for (const QmNumaNode& n : layout.guestNuma) {
            QStringList parts;
            if (!n.cpus.isEmpty())
                parts << u"cpus=" + n.cpus;
            if (!n.hostNodes.isEmpty())
                parts << u"hostnodes=" + n.hostNodes;
            parts << u"memory=" + (n.memory.isEmpty() ? QStringLiteral("MiB") : n.memory);
            if (!n.policy.isEmpty())
                parts << u"policy=" + n.policy;
            out << QStringLiteral("numa%1: ").arg(n.index) + parts.join(u',');
        }
    } else {
        out << Tr::tr("#      (none: the host NUMA nodes or the vCPU count are unknown)");
    }
    out << Tr::tr("# 3. The expanders, root ports and GPUs, as one line:");
    QStringList args;
    for (const QString& device : qemuLayoutDevices(layout))
        args << QStringLiteral("-device ") + device;
    out << QStringLiteral("args: ") + args.join(u' ');
    out << QStringLiteral("#");
    out << qemuLayoutExpectationComments(layout);
    out << Tr::tr("# Caveats:");
    out << Tr::tr("#   - Proxmox binds to vfio-pci, resets and reserves only devices listed as hostpciN. With args it does");
    out << Tr::tr("#     none of that: bind the GPUs to vfio-pci on the host first (vfio-pci.ids=… on the kernel command");
    out << Tr::tr("#     line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.");
    out << qemuLayoutCaveatComments(layout);
    out << qemuLayoutNoteComments(notes);
    return out.join(u'\n') + u'\n';
}

namespace {

void xmlComment(QStringList& out, const QString& indent, const QString& text)
{
    out << indent + u"<!-- " + Text::xmlCommentText(text) + u" -->";
}

// The guest NUMA nodes, each bound to the host node of its GPUs.
void writeLibvirtNuma(const QemuLayout& layout, QStringList& out)
{
    xmlComment(out, QStringLiteral("  "), Tr::tr("guest NUMA nodes, each bound to the host node of its GPUs"));
    out << QStringLiteral("  <numatune>");
    for (const QmNumaNode& n : layout.guestNuma) {
        if (!n.hostNodes.isEmpty())
            out << QStringLiteral("    <memnode cellid='%1' mode='strict' nodeset='%2'/>").arg(n.index).arg(Text::escapeXmlClean(n.hostNodes));
    }
    out << QStringLiteral("  </numatune>");
    out << QStringLiteral("  <cpu>");
    out << QStringLiteral("    <numa>");
    for (const QmNumaNode& n : layout.guestNuma) {
        QString cpus = n.cpus;
        out << QStringLiteral("      <cell id='%1' cpus='%2' memory='%3' unit='MiB'/>")
                   .arg(n.index)
                   .arg(Text::escapeXmlClean(cpus.replace(u';', u',')), Text::escapeXmlClean(n.memory.isEmpty() ? QStringLiteral("0") : n.memory));
    }
    out << QStringLiteral("    </numa>");
    out << QStringLiteral("  </cpu>");
}

// A port controller: a root port on an expander, or a switch's downstream port. Its chassis is
// its controller index, as libvirt numbers the ports it adds itself: a fragment merged into a
// domain with fewer controllers gets root ports for the missing indexes, whose chassis would
// otherwise collide with ours (QEMU: "Can't add chassis slot"; tst_lab_libvirt found it).
void writeLibvirtPort(const QString& model, const QString& qemuModel, int index, int parentIndex, int slot, QStringList& out)
{
    out << QStringLiteral("    <controller type='pci' index='%1' model='%2'>").arg(index).arg(model);
    out << QStringLiteral("      <model name='%1'/>").arg(qemuModel);
    out << QStringLiteral("      <target chassis='%1' port='%2'/>").arg(index).arg(qemuLayoutHex2(slot));
    out << QStringLiteral("      <address type='pci' domain='0x0000' bus='%1' slot='%2' function='0x0'/>")
               .arg(qemuLayoutHex2(parentIndex), qemuLayoutHex2(slot));
    out << QStringLiteral("    </controller>");
}

// A hostdev for each function of a passed-through device behind the port `portIndex`.
void writeLibvirtHostdevs(const Bdf& primaryBdf, const QList<Bdf>& otherFunctions, const QString& deviceId, int portIndex, QStringList& out)
{
    QList<Bdf> functions { primaryBdf };
    functions += otherFunctions;
    for (const Bdf& f : std::as_const(functions)) {
        const bool primary = f == primaryBdf;
        out << QStringLiteral("    <hostdev mode='subsystem' type='pci' managed='yes'>");
        out << QStringLiteral("      <source>");
        out << QStringLiteral("        <address domain='%1' bus='%2' slot='%3' function='0x%4'/>")
                   .arg(u"0x" + Text::hex(quint32(f.domain), 4), qemuLayoutHex2(f.bus), qemuLayoutHex2(f.device))
                   .arg(f.function);
        out << QStringLiteral("      </source>");
        if (primary)
            out << QStringLiteral("      <alias name='ua-%1'/>").arg(deviceId);
        out << QStringLiteral("      <address type='pci' domain='0x0000' bus='%1' slot='0x00' function='0x%2'%3/>")
                   .arg(qemuLayoutHex2(portIndex))
                   .arg(f.function)
                   .arg(primary && !otherFunctions.isEmpty() ? QStringLiteral(" multifunction='on'") : QString());
        out << QStringLiteral("    </hostdev>");
    }
}

// A switch behind a root port of the expander: the upstream port, then per GPU and NIC of it a
// downstream port with the device.
void writeLibvirtSwitch(const QemuExpander& e, int switchIndex, int pxbIndex, int& index, QStringList& out)
{
    const QemuLayoutSwitch& sw = e.switches[switchIndex];
    const int rootPort = index++;
    writeLibvirtPort(QStringLiteral("pcie-root-port"), QStringLiteral("pcie-root-port"), rootPort, pxbIndex, sw.rootPortSlot, out);
    const int upstream = index++;
    out << QStringLiteral("    <controller type='pci' index='%1' model='pcie-switch-upstream-port'>").arg(upstream);
    out << QStringLiteral("      <model name='x3130-upstream'/>");
    out << QStringLiteral("      <address type='pci' domain='0x0000' bus='%1' slot='0x00' function='0x0'/>").arg(qemuLayoutHex2(rootPort));
    out << QStringLiteral("    </controller>");
    for (const QemuLayoutGpu& g : e.gpus) {
        if (g.switchIndex != switchIndex)
            continue;
        const int port = index++;
        writeLibvirtPort(QStringLiteral("pcie-switch-downstream-port"), QStringLiteral("xio3130-downstream"), port, upstream, g.rootPortSlot, out);
        writeLibvirtHostdevs(g.hostBdf, g.otherFunctions, g.deviceId, port, out);
    }
    for (const QemuLayoutNic& nic : e.nics) {
        if (nic.switchIndex != switchIndex)
            continue;
        const int port = index++;
        writeLibvirtPort(QStringLiteral("pcie-switch-downstream-port"), QStringLiteral("xio3130-downstream"), port, upstream, nic.portSlot, out);
        writeLibvirtHostdevs(nic.hostBdf, nic.otherFunctions, nic.deviceId, port, out);
    }
}

// Every expander with its GPUs and NICs, in root slot order; returns whether any GPU has a clique.
bool writeLibvirtDevices(const QemuLayout& layout, QStringList& out)
{
    out << QStringLiteral("  <devices>");
    int index = firstControllerIndex;
    bool anyClique = false;
    for (const QemuExpander& e : layout.expanders) {
        const int pxbIndex = index++;
        QStringList roots;
        for (const RootBus& r : e.hostRoots)
            roots << QString::asprintf("%04x:%02x", r.domain, r.bus);
        xmlComment(out, QStringLiteral("    "), Tr::tr("%1: host root complex %2, host NUMA node %3").arg(e.id, roots.join(QStringLiteral(", ")), qemuLayoutNumaText(e.hostNuma)));
        out << QStringLiteral("    <controller type='pci' index='%1' model='pcie-expander-bus'>").arg(pxbIndex);
        out << QStringLiteral("      <model name='pxb-pcie'/>");
        if (e.guestNuma) {
            out << QStringLiteral("      <target busNr='%1'>").arg(e.busNr);
            out << QStringLiteral("        <node>%1</node>").arg(*e.guestNuma);
            out << QStringLiteral("      </target>");
        } else {
            out << QStringLiteral("      <target busNr='%1'/>").arg(e.busNr);
        }
        out << QStringLiteral("    </controller>");
        QMap<int, std::function<void()>> bySlot;
        for (const QemuLayoutGpu& g : e.gpus) {
            anyClique = anyClique || g.clique.has_value();
            if (g.switchIndex >= 0)
                continue;
            bySlot.insert(g.rootPortSlot, [&] {
                const int port = index++;
                writeLibvirtPort(QStringLiteral("pcie-root-port"), QStringLiteral("pcie-root-port"), port, pxbIndex, g.rootPortSlot, out);
                writeLibvirtHostdevs(g.hostBdf, g.otherFunctions, g.deviceId, port, out);
            });
        }
        for (const QemuLayoutNic& nic : e.nics) {
            if (nic.switchIndex >= 0)
                continue;
            bySlot.insert(nic.portSlot, [&] {
                const int port = index++;
                writeLibvirtPort(QStringLiteral("pcie-root-port"), QStringLiteral("pcie-root-port"), port, pxbIndex, nic.portSlot, out);
                writeLibvirtHostdevs(nic.hostBdf, nic.otherFunctions, nic.deviceId, port, out);
            });
        }
        for (int s = 0; s < e.switches.size(); ++s)
            bySlot.insert(e.switches[s].rootPortSlot, [&, s] { writeLibvirtSwitch(e, s, pxbIndex, index, out); });
        for (const auto& add : std::as_const(bySlot))
            add();
    }
    out << QStringLiteral("  </devices>");
    return anyClique;
}

void writeLibvirtCliques(const QemuLayout& layout, QStringList& out)
{
    xmlComment(out, QStringLiteral("  "), Tr::tr("x-nv-gpudirect-clique (libvirt ≥ 8.2): asserts to the NVIDIA guest driver that GPUs "
                                                "with one clique id can do P2P; it does not create the path. Verify with a real "
                                                "workload. Cliques: %1")
                                             .arg(layout.cliqueBasis));
    out << QStringLiteral("  <qemu:override>");
    for (const QemuExpander& e : layout.expanders) {
        for (const QemuLayoutGpu& g : e.gpus) {
            if (!g.clique)
                continue;
            out << QStringLiteral("    <qemu:device alias='ua-%1'>").arg(g.deviceId);
            out << QStringLiteral("      <qemu:frontend>");
            out << QStringLiteral("        <qemu:property name='x-nv-gpudirect-clique' type='unsigned' value='%1'/>").arg(*g.clique);
            out << QStringLiteral("      </qemu:frontend>");
            out << QStringLiteral("    </qemu:device>");
        }
    }
    out << QStringLiteral("  </qemu:override>");
}

} // namespace

QString libvirtLayoutXml(const QemuLayout& layout, const QString& notes)
{
    QStringList out;
    xmlComment(out, QString(), Tr::tr("TopoLens %1: PCIe layout for %2 on host %3. Merge the children of this <domain> into the domain "
                                      "XML (virsh edit). Controller indexes start at %4: renumber them to follow the domain's own controllers "
                                      "(libvirt fills unused lower indexes with empty root ports).")
                                   .arg(QStringLiteral(TOPOLENS_VERSION), layout.vmLabel, layout.hostLabel)
                                   .arg(firstControllerIndex));
    out << QStringLiteral("<domain type='kvm' xmlns:qemu='http://libvirt.org/schemas/domain/qemu/1.0'>");
    if (!layout.ok()) {
        for (const Diagnostic& d : layout.diagnostics)
            xmlComment(out, QStringLiteral("  "), formatDiagnostic(d));
        out << QStringLiteral("</domain>");
        return out.join(u'\n') + u'\n';
    }
    if (!layout.guestNuma.isEmpty())
        writeLibvirtNuma(layout, out);
    if (writeLibvirtDevices(layout, out))
        writeLibvirtCliques(layout, out);
    for (const Diagnostic& d : layout.diagnostics)
        xmlComment(out, QStringLiteral("  "), formatDiagnostic(d));
    out << QStringLiteral("</domain>");
    if (const QString trimmed = notes.trimmed(); !trimmed.isEmpty()) {
        out << QStringLiteral("<!--");
        for (const QString& line : trimmed.split(u'\n'))
            out << Text::xmlCommentText(line);
        out << QStringLiteral("-->");
    }
    return out.join(u'\n') + u'\n';
}

} // namespace Topo
