// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/generate/qemulayout.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

/// The placing half of planQemuLayout() (qemulayout.cpp), for it alone.
namespace Topo {

/// GPUs grouped by expander: the group's key ("0000:40" root complex, "numa1") → indexes into
/// the GPUs.
using GpuGroups = QList<QPair<QString, QList<int>>>;

/// The RDMA NICs the VM gets with its GPUs: every NIC within PXB of a laid-out GPU on the host,
/// and every NIC the VM's configuration passes (its hostpciN line added to the replaced lines).
QList<QemuLayoutNic> chooseLayoutNics(const VirtualizationSetup& setup, const QList<QemuLayoutGpu>& gpus, QemuLayout& layout);

/// One expander per group into layout.expanders, the GPUs each behind a root port of their own
/// or, with the NICs they share a host switch with, behind an emulated switch; the other NICs on
/// root ports after them. Guest addresses count from bus 0 until numberExpanderBuses(). Returns
/// the most bus numbers an expander needs (itself included).
int placeExpanders(const GpuGroups& groups, const QList<QemuLayoutGpu>& gpus, const QList<QemuLayoutNic>& nics,
    const QHash<int, int>& guestOfHost, const QHash<int, int>& cliqueOf, ExpanderGrouping grouping, QemuLayout& layout);

/// Gives each expander `block` bus numbers from the top of the range down, and its devices'
/// guest addresses their bus.
void numberExpanderBuses(int block, QemuLayout& layout);

} // namespace Topo
