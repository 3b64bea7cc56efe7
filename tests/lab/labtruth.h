// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/qemulab.h"
#include "model/machine.h"
#include "model/snapshot.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

/// What a lab guest's kernel says about its PCI functions (the "truth" block of tests/lab/init,
/// read straight from sysfs, not by the collector), and the comparison of a machine TopoLens
/// built from a collection with it.
namespace Lab {

struct TruthDevice
{
    Topo::Bdf bdf;
    std::optional<Topo::Bdf> parent; // from the kernel's device path
    Topo::RootBus root;              // the path's pciDDDD:BB
    quint32 classCode = 0;
    quint16 vendorId = 0;
    int numaNode = -1;
    Topo::LinkState current;
    Topo::LinkState maximum;
    QString nvmeSerial;
};

/// Reads the truth block; a malformed line is fatal for the test (the lab wrote it).
QList<TruthDevice> parseTruth(const QByteArray& data, QString* error);

/// The role each configured device must have, by guest address: from QEMU's own answer (which
/// id sits where) and the driver each id has in the configuration.
QHash<Topo::Bdf, Topo::PciRole> expectedRoles(const QList<QmpDevice>& qmp, const QHash<QString, QString>& driverById);

/// Every difference between the machine's PCI tree and the truth: a device missing or extra,
/// its parent, root bus, role, NUMA node, links. Empty when they agree.
QStringList compareTree(const Topo::Machine& machine, const QList<TruthDevice>& truth,
                        const QHash<Topo::Bdf, Topo::PciRole>& roles);

/// Every configured device of the lab guest (QMP ids: the topology's and the lab's own NIC) must
/// be mapped from the host's VM configuration to the address QEMU gave it: the VM chosen for the
/// guest, each device resolved, the same address. Empty when they all are.
QStringList compareVmMapping(const Topo::Machine& host, const Topo::Machine& guest, const QList<QmpDevice>& qmp,
                             const QString& expectedVmName);

} // namespace Lab
