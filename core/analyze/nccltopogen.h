// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/gpumapping.h"
#include "analyze/snapshotdocument.h"
#include "model/snapshot.h"
#include "model/machine.h"
#include "parse/proxmox/proxmox.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// The CPU attributes of NCCL's <cpu> element. NCCL needs arch and vendor (and, for Intel,
/// familyid and modelid) on every <cpu> it keeps; it reads them from cpuid only for CPUs whose
/// GPUs the job uses, so a job on the GPUs of one NUMA node fails on the other <cpu> when they
/// are missing ("Attribute arch of node cpu not found", verified with NCCL 2.28.9).
struct NcclCpuIdentity
{
    QString arch;     // "x86_64", "arm64", "ppc64"
    QString vendor;   // "GenuineIntel", "AuthenticAMD"
    QString familyId;
    QString modelId;
    QString source;   // where they come from, in words
};

/// The machines of a snapshot as the generators need them: the host (or the bare-metal
/// machine), the guest, what the host's Proxmox configuration says, and which host GPU each
/// guest GPU is.
struct VirtualizationSetup
{
    NcclCpuIdentity cpu;
    std::optional<Machine> host;
    std::optional<Machine> guest;
    ProxmoxPassthrough proxmox;
    QList<GpuMatch> matches;
    qint64 vmid = 0; // from the host's `qm config VMID` capture, when there is one
};
/// From a document's machines (built once, there).
VirtualizationSetup virtualizationSetupOf(const SnapshotDocument& document);
/// The same from a snapshot, for the tests: builds a document first.
VirtualizationSetup virtualizationSetupOf(const Snapshot& snapshot);

/// The host NUMA node a GPU is attached to (nvidia-smi's, else its PCI device's, else its
/// root bus's); nullopt when unknown or -1.
std::optional<int> hostNumaNodeOf(const Machine& host, const Gpu& gpu);

/// How host NUMA nodes correspond to guest NUMA nodes, and how sure that is.
struct NumaCorrespondence
{
    QHash<int, int> guestOfHost;   // host node → guest node
    QHash<int, QString> guestCpus; // guest node → its CPU list, when the guest reported it
    QString basis;                 // in words: "numaN hostnodes= of the Proxmox config", …
    bool certain = false;          // from hostnodes= bindings, not assumed from counts
};
/// From the Proxmox `numaN: …,hostnodes=…` entries when present; else, when the guest has as
/// many NUMA nodes as the host, node i for node i (assumed); else none.
NumaCorrespondence numaCorrespondence(const Machine& host, const Machine* guest, const ProxmoxPassthrough& proxmox);

enum class NcclTopoTarget {
    Guest, // NCCL_TOPO_FILE for the guest: the host's tree with the guest's bus ids
    Host,  // the host's (or bare-metal machine's) own tree
};

struct NcclTopoResult
{
    QByteArray xml; // empty when nothing usable could be written
    Diagnostics diagnostics;
    int elementCount = 0;
    int gpuCount = 0;

    bool ok() const { return !xml.isEmpty(); }
};

/// Writes an NCCL topology file (sjeaugey's recipe in NVIDIA/nccl-tests #86, automated): per
/// host NUMA node a <cpu numaid=…>, below it every PCIe switch the host has above the GPUs (NCCL
/// keeps every second bridge level, as in its own dumps; for a guest with made-up bus ids
/// ffff:ff:NN.0, which do not exist in the VM), and each GPU's <pci> with the guest's bus id and
/// the host's link speed and width, so NCCL sees which GPUs share a socket or a switch and does
/// not fall back to Gen3 speeds. <gpu> and <nic> elements are left out: NCCL fills them in from
/// the driver. The result is re-read with parseNcclTopology() and refused (with a message) when
/// it would break NCCL's parser limits (256 elements, 16 attributes, 253-character values).
NcclTopoResult generateNcclTopology(const VirtualizationSetup& setup, NcclTopoTarget target);

/// Escapes text for an XML attribute value or text node: & < > " ' and control characters.
QString xmlEscaped(QStringView text);
/// Text safe inside an XML comment: cleaned, no "--", no line breaks.
QString xmlCommentText(QStringView text);
/// The kernel's cpumask form NCCL writes for affinity: "00000000,ffffffff" (32-bit words, most
/// significant first).
QString cpuMaskOf(const QList<int>& cpus);

} // namespace Topo
