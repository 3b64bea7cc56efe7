// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/match/guestgpus.h"
#include "analyze/snapshotdocument.h"
#include "model/machine.h"
#include "model/snapshot.h"
#include "parse/proxmox/proxmox.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

/// What the generators (NCCL topology, QEMU layout) start from: a snapshot's host and guest,
/// the host's Proxmox configuration, the GPU mapping, the CPU, and how NUMA nodes correspond.
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

} // namespace Topo
