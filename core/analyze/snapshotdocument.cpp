// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/snapshotdocument.h"

#include "analyze/capturereading.h"
#include "analyze/machinebuilder.h"

#include <QtConcurrent/QtConcurrentMap>

namespace Topo {

namespace {

QList<Machine> buildMachines(const Snapshot& snapshot)
{
    qsizetype bytes = 0;
    for (const MachineSnapshot& machine : snapshot.machines)
        bytes += capturedBytes(machine);
    if (snapshot.machines.size() < 2 || bytes < parallelReadingBytes) {
        QList<Machine> machines;
        for (const MachineSnapshot& machine : snapshot.machines)
            machines.append(buildMachine(machine));
        return machines;
    }
    // Host and guest are read side by side: each machine's parse is pure and on its own.
    return QtConcurrent::blockingMapped<QList<Machine>>(snapshot.machines,
        [](const MachineSnapshot& machine) { return buildMachine(machine); });
}

} // namespace

SnapshotDocument::SnapshotDocument(Snapshot snapshot)
    : m_snapshot(std::move(snapshot))
    , m_machines(buildMachines(m_snapshot))
{
    for (const Machine& m : std::as_const(m_machines)) {
        if (m.role == MachineRole::Guest && !m_guest)
            m_guest = &m;
        else if (m.role != MachineRole::Guest && !m_host)
            m_host = &m;
    }
}

const QList<LinkSeries>& SnapshotDocument::watchSeries(const Machine& machine) const
{
    static const QList<LinkSeries> none;
    std::call_once(m_watchSeriesOnce, [this] {
        for (const MachineSnapshot& m : std::as_const(m_snapshot.machines))
            m_watchSeries.append(Topo::watchSeries(m));
    });
    const qsizetype index = &machine - m_machines.constData();
    return index >= 0 && index < m_watchSeries.size() ? m_watchSeries[index] : none;
}

const QList<GpuNics>& SnapshotDocument::gpuNics(const Machine& machine) const
{
    static const QList<GpuNics> none;
    std::call_once(m_gpuNicsOnce, [this] {
        for (const Machine& m : std::as_const(m_machines))
            m_gpuNics.append(Topo::gpuNics(m));
    });
    const qsizetype index = &machine - m_machines.constData();
    return index >= 0 && index < m_gpuNics.size() ? m_gpuNics[index] : none;
}

std::shared_ptr<const SnapshotDocument> SnapshotDocument::open(Snapshot snapshot)
{
    return std::make_shared<const SnapshotDocument>(std::move(snapshot));
}

const QList<GpuMatch>& SnapshotDocument::gpuMatches() const
{
    std::call_once(m_matchesOnce, [this] {
        if (!m_host || !m_guest)
            return;
        const MachineSnapshot* hostSnapshot = m_snapshot.machine(MachineRole::Host);
        m_matches = hostSnapshot ? matchGuestGpusToHost(*hostSnapshot, *m_host, *m_guest) : matchGuestGpusToHost(*m_host, *m_guest);
    });
    return m_matches;
}

const QList<Finding>& SnapshotDocument::findings() const
{
    std::call_once(m_findingsOnce, [this] { m_findings = diagnose(m_snapshot, m_machines); });
    return m_findings;
}

} // namespace Topo
