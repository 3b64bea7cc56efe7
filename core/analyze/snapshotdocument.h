// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"
#include "analyze/gpunics.h"
#include "analyze/watchseries.h"
#include "analyze/match/guestgpus.h"
#include "model/machine.h"
#include "model/snapshot.h"

#include <QList>

#include <memory>
#include <mutex>

namespace Topo {

/// One opened snapshot and what is derived from it, each built once: its machines (built side
/// by side), the host and guest the views show, the guest → host GPU mapping and the findings.
/// Every front end holds the same document: the main window, import, the exports (GUI and
/// headless), the fleet and the CLI; none rebuilds what it holds.
///
/// Built off the GUI thread (the constructor parses every capture), then only read, from any
/// thread. The mapping and the findings are worked out on first ask, once, whichever thread
/// asks first: a window draws the machines while a worker diagnoses, and `topolens export`
/// of a drawing never diagnoses at all.
class SnapshotDocument
{
public:
    explicit SnapshotDocument(Snapshot snapshot);
    /// The shared, read-only form every front end passes around.
    static std::shared_ptr<const SnapshotDocument> open(Snapshot snapshot);

    SnapshotDocument(const SnapshotDocument&) = delete;
    SnapshotDocument& operator=(const SnapshotDocument&) = delete;

    const Snapshot& snapshot() const { return m_snapshot; }
    /// buildMachine() of every machine, in the snapshot's order.
    const QList<Machine>& machines() const { return m_machines; }
    /// The views' choice: the first machine that is not a guest, and the first guest.
    const Machine* host() const { return m_host; }
    const Machine* guest() const { return m_guest; }
    /// Guest GPU → host GPU (matchGuestGpusToHost with the host's captures as evidence); empty
    /// without both a host and a guest.
    const QList<GpuMatch>& gpuMatches() const;
    /// diagnose() over the snapshot and its machines.
    const QList<Finding>& findings() const;
    /// A watch's samples of that machine (one of machines()) as one series per PCIe function
    /// (analyze/watchseries.h), read on first ask (the window asks off its thread when a watch
    /// opens); empty without samples.
    const QList<LinkSeries>& watchSeries(const Machine& machine) const;
    /// Each GPU's RDMA NICs, closest first (analyze/gpunics.h), of that machine (one of
    /// machines()): worked out for every machine on first ask (the window asks off its thread
    /// when a snapshot opens), not on a click: which of equally close NICs is a GPU's depends on
    /// every GPU before it. Empty without RDMA NICs.
    const QList<GpuNics>& gpuNics(const Machine& machine) const;

private:
    Snapshot m_snapshot;
    QList<Machine> m_machines;
    mutable std::once_flag m_watchSeriesOnce;
    mutable QList<QList<LinkSeries>> m_watchSeries; // parallel to m_machines
    mutable std::once_flag m_gpuNicsOnce;
    mutable QList<QList<GpuNics>> m_gpuNics; // parallel to m_machines
    const Machine* m_host = nullptr;
    const Machine* m_guest = nullptr;
    mutable std::once_flag m_matchesOnce;
    mutable QList<GpuMatch> m_matches;
    mutable std::once_flag m_findingsOnce;
    mutable QList<Finding> m_findings;
};

using SharedDocument = std::shared_ptr<const SnapshotDocument>;

} // namespace Topo
