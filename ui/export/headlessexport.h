// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportsource.h"
#include "machines/comparisonmodel.h"
#include "util/result.h"

#include <memory>

namespace Topo::Ui {

/// Everything an export needs, built without a window from a snapshot: its document (machines,
/// mapping, findings), the machines laid out and drawn into their own scenes, the comparison
/// model. For `topolens export`/`report`, the tests and the benchmark.
class HeadlessExport
{
public:
    /// Reads a snapshot file or "demo", parses, lays out; a message naming the file on failure.
    static Result<std::unique_ptr<HeadlessExport>> open(const QString& nameOrPath, const SceneTheme& theme);
    static Result<std::unique_ptr<HeadlessExport>> fromSnapshot(const Snapshot& snapshot, const QString& fileName,
        const SceneTheme& theme);
    /// The same from a document already built (the fleet report's hosts, say).
    static Result<std::unique_ptr<HeadlessExport>> fromDocument(SharedDocument document, const QString& fileName,
        const SceneTheme& theme);
    ~HeadlessExport();

    const ExportSource& source() const { return m_source; }
    const Snapshot& snapshot() const { return m_document->snapshot(); }
    const SnapshotDocument& document() const { return *m_document; }

private:
    HeadlessExport() = default;

    SharedDocument m_document;
    std::unique_ptr<TopologyScene> m_hostScene;
    std::unique_ptr<TopologyScene> m_guestScene;
    std::unique_ptr<ComparisonModel> m_comparison;
    ExportSource m_source;
};

} // namespace Topo::Ui
