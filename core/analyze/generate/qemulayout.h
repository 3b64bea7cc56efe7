// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/generate/virtualization.h"

#include <QList>
#include <QString>

#include <optional>

/// A guest PCIe layout that mirrors the host: one pxb-pcie expander (an extra PCIe root
/// complex with a NUMA node) per host root complex or per host NUMA node, a pcie-root-port on
/// it per GPU, the GPU (vfio-pci) behind the port; written as a Proxmox `args:` line with the
/// numaN entries it needs, as a libvirt domain fragment, or as plain QEMU arguments. The guest
/// then sees NODE/SYS between GPUs where the host does, instead of PHB everywhere (kubevirt
/// #19103, NVIDIA's VM white paper, nccl-tests #256).
namespace Topo {

enum class ExpanderGrouping {
    RootComplex, // one expander per host root complex: the guest sees the host's NODE pairs
    NumaNode,    // one per host NUMA node: fewer buses, PHB within a node
};

struct QemuLayoutOptions
{
    ExpanderGrouping grouping = ExpanderGrouping::RootComplex;
    bool gpudirectClique = true; // x-nv-gpudirect-clique for GPUs that do P2P on the host
    bool withNics = true;        // the RDMA NICs that share a host switch with the GPUs (QemuLayoutNic)
    // The QEMU the layout is for: pcie-root-port takes x-speed=32 and 64 only from QEMU 9.0
    // (Debian 12 has 7.2, Ubuntu 24.04 8.2), so faster host links are written as 16 GT/s
    // unless the user says their QEMU is new enough. 0 = not given.
    int qemuMajor = 0;
    int qemuMinor = 0;
};

struct QemuLayoutGpu
{
    int hostGpu = -1;
    int guestGpu = -1;               // -1 when the snapshot has no guest
    Bdf hostBdf;
    QList<Bdf> otherFunctions;       // the device's other functions (HDMI audio), passed along
    std::optional<int> hostNuma;
    RootBus hostRoot;
    LinkState hostLink;              // advertised by the root port (x-speed/x-width)
    std::optional<int> clique;
    QString replacesConfigLine;      // the hostpciN line this GPU came from, when known
    QString rootPortId;              // QEMU ids: tl-rpN (tl-dsN behind a switch), tl-gpuN
    QString deviceId;
    int rootPortChassis = 0;
    int rootPortSlot = 0;            // slot on the expander's bus (on the switch's bus behind one)
    int switchIndex = -1;            // into QemuExpander::switches: behind that emulated switch
    Bdf expectedGuestBdf;            // where the guest firmware should number it
};

/// An RDMA NIC passed with the GPUs. A NIC that shares a host PCIe switch with laid-out GPUs
/// (PIX or PXB on the host, where NCCL uses GPUDirect RDMA by default) goes behind one emulated
/// switch with them, so that the guest sees the same class between them; a NIC the VM's
/// configuration passes that shares no switch with them gets a root port of its own on the
/// expander of its host root complex (or NUMA node).
struct QemuLayoutNic
{
    QString name;                    // its RDMA device ("mlx5_0"), else its address
    Bdf hostBdf;
    QList<Bdf> otherFunctions;       // the card's other functions (a second port), passed along
    std::optional<int> hostNuma;
    RootBus hostRoot;
    LinkState hostLink;
    QList<int> hostGpus;             // laid-out GPUs within PXB of it on the host
    LinkClass hostClass = LinkClass::Unknown; // the closest of them, on the host
    QString replacesConfigLine;      // the hostpciN line it came from, when the VM passes it
    QString portId;                  // the port it sits behind: tl-rpN, or tl-dsN in a switch
    QString deviceId;                // tl-nicN
    int portChassis = 0;
    int portSlot = 0;
    int switchIndex = -1;            // into QemuExpander::switches
    Bdf expectedGuestBdf;
};

/// An emulated PCIe switch on an expander: a root port, an x3130-upstream port behind it, and
/// an xio3130-downstream port for each GPU and NIC behind it (whose port ids they carry).
struct QemuLayoutSwitch
{
    QString rootPortId;              // tl-rpN
    int rootPortChassis = 0;
    int rootPortSlot = 0;
    LinkState hostLink;              // advertised by the root port: the fastest member's link
    QString upstreamId;              // tl-usN
};

struct QemuExpander
{
    QString id;                      // tl-pxbN
    int busNr = 0;                   // first bus number of this root complex in the guest
    std::optional<int> hostNuma;
    std::optional<int> guestNuma;    // the pxb's numa_node
    QList<RootBus> hostRoots;
    QList<QemuLayoutGpu> gpus;
    QList<QemuLayoutNic> nics;
    QList<QemuLayoutSwitch> switches;
};

struct QemuLayout
{
    ExpanderGrouping grouping = ExpanderGrouping::RootComplex;
    QList<QemuExpander> expanders;
    QList<QmNumaNode> guestNuma;      // the numaN entries the layout relies on (suggested or existing)
    bool guestNumaFromConfig = false; // taken from the VM's configuration as it is
    QStringList replacedLines;        // hostpciN lines the args replace
    QString cliqueBasis;              // why GPUs share a clique, or why none is given
    QString vmLabel;
    QString hostLabel;
    qint64 vmid = 0;
    double maxAdvertisedGTs = 16;     // the fastest x-speed the target QEMU takes (QemuLayoutOptions)
    Diagnostics diagnostics;          // line 0; an error means no usable layout

    bool ok() const { return !expanders.isEmpty(); }
    int gpuCount() const;
    int nicCount() const;
};

QemuLayout planQemuLayout(const VirtualizationSetup& setup, const QemuLayoutOptions& options = {});

// Each form takes `notes` (the parallelism advice, one line a note) and writes them as its own
// comments.

/// For /etc/pve/qemu-server/VMID.conf: the hostpciN lines to remove, the numaN lines, and one
/// `args:` line, with comments saying what to expect and what can go wrong.
QString proxmoxLayoutText(const QemuLayout& layout, const QString& notes = {});
/// A libvirt <domain> fragment (<numatune>, <cpu><numa>, <devices> with pcie-expander-bus and
/// pcie-root-port controllers and <hostdev>s, <qemu:override> for the clique) to merge into the
/// domain XML. Well-formed XML on its own.
QString libvirtLayoutXml(const QemuLayout& layout, const QString& notes = {});
/// The arguments of a plain `qemu-system-x86_64 -machine q35` command: -m, -smp, a
/// memory-backend-ram -object and a -numa node per guest NUMA node, and the -device values of
/// the Proxmox args line, one option per line, each line ending in " \". Every comment (`#`
/// lines: what to expect, what can go wrong, the notes) comes before them, since a comment
/// inside a continued shell command would end it.
QString qemuLayoutText(const QemuLayout& layout, const QString& notes = {});
/// Tensor/pipeline-parallel grouping that follows the layout: tensor parallel within a NUMA
/// domain (or an NVLink or switch clique), pipeline parallel across them.
QString parallelismAdvice(const QemuLayout& layout, const VirtualizationSetup& setup);

} // namespace Topo
