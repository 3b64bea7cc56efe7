// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// One step of a path through the PCI fabric.
struct PathHop
{
    enum class Kind {
        Device,     // a PCI function (endpoint or bridge) on the path
        HostBridge, // the root complex the path enters or leaves through
        CpuFabric,  // between root complexes of one NUMA node (Infinity Fabric / mesh)
        Socket,     // between NUMA nodes (xGMI / UPI)
    };
    Kind kind = Kind::Device;
    std::optional<Bdf> bdf;  // Device hops
    RootBus rootBus;         // HostBridge hops
    std::optional<int> numaNode;
    /// The link this hop's device has towards its parent (a device's LnkCap/LnkSta describe
    /// the link to the port above it). Unknown for non-device hops.
    PcieLink upstreamLink;
    QString label; // "root port 0000:00:01.1", "root complex 0000:80", "socket interconnect"
};

/// How two devices are connected, derived from the PCI tree the way nvidia-smi classifies it.
struct DevicePath
{
    QList<PathHop> hops;         // from A to B inclusive
    LinkClass linkClass = LinkClass::Unknown;
    /// The slowest link on the path by negotiated status (capability where status is unknown).
    int bottleneckHop = -1;
    double bottleneckGBps = 0;
    bool bottleneckBelowCapability = false;
    QString explanation; // "both behind root complex 0000:00" … in words
};

/// Every device from `device` up to the root bus, then the host bridge.
QList<PathHop> pathToCpu(const Machine& machine, const Bdf& device);

/// The path between two devices and the class it implies: same switch → PIX, several bridges
/// below a common port → PXB, same root complex → PHB, different root complexes of one NUMA
/// node → NODE, across NUMA nodes → SYS. Unknown when the tree does not place them.
DevicePath pathBetween(const Machine& machine, const Bdf& a, const Bdf& b);
/// pathBetween()'s class alone, without spelling the path out: for the checks that ask it of
/// every GPU and NIC of a large host (a GPU's closest NIC, a pair's class).
LinkClass linkClassBetween(const Machine& machine, const Bdf& a, const Bdf& b);

/// The NUMA node of a root bus: the one its devices report (ignoring -1), if they agree.
std::optional<int> numaNodeOfRootBus(const Machine& machine, const RootBus& root);

/// Where the class derived from the tree and nvidia-smi's printed class differ.
struct ClassDisagreement
{
    int gpuA = -1;
    int gpuB = -1;
    LinkClass derived = LinkClass::Unknown;
    LinkClass printed = LinkClass::Unknown;
};
QList<ClassDisagreement> compareWithNvidiaSmi(const Machine& machine);

/// The class between two GPUs by index: nvidia-smi's when printed (it is the only source of
/// NVLink), XGMI where AMD's tools say so, else derived from the tree.
LinkClassCell gpuPairClass(const Machine& machine, int gpuA, int gpuB);

/// How the vendor's own tool names a pair, for labels: nvidia-smi's cell ("NV12", "SYS") or
/// AMD's link ("XGMI", "PCIE 2 hops"); empty when no tool printed one.
QString vendorPairText(const Machine& machine, int gpuA, int gpuB);

} // namespace Topo
