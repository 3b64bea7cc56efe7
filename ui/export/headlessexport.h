// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportsource.h"
#include "machines/comparisonmodel.h"
#include "util/result.h"

#include <memory>

namespace Topo::Ui {

/// Everything an export needs, built without a window from a snapshot: parsed machines, laid
/// out and drawn into their own scenes, the comparison model. For `topolens export`/`report`,
/// the tests and the benchmark.
class HeadlessExport
{
public:
    /// Reads a snapshot file or "demo", parses, lays out; a message naming the file on failure.
    static Result<std::unique_ptr<HeadlessExport>> open(const QString& nameOrPath, const SceneTheme& theme);
    static Result<std::unique_ptr<HeadlessExport>> fromSnapshot(const Snapshot& snapshot, const QString& fileName,
        const SceneTheme& theme);
    ~HeadlessExport();

    const ExportSource& source() const { return m_source; }
    const Snapshot& snapshot() const { return m_snapshot; }

private:
    HeadlessExport() = default;

    Snapshot m_snapshot;
    QList<Machine> m_machines;
    std::unique_ptr<TopologyScene> m_hostScene;
    std::unique_ptr<TopologyScene> m_guestScene;
    std::unique_ptr<ComparisonModel> m_comparison;
    ExportSource m_source;
};

} // namespace Topo::Ui
