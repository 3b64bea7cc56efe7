// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"
#include "model/fleet.h"
#include "topology/scenetheme.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

/// The fleet report for people: `topolens fleet report RUN -o report.html|report.pdf` and the
/// fleet view's export. The JSON form is core/io/fleetjson.h; this is the same content drawn:
/// groups with their folded node sets, the baseline drawing with each minority's drift painted
/// on it, the hosts × GPU-slot link heatmap, and the per-host table with drift and findings.
///
/// Draws with Qt's painting: needs a QGuiApplication (offscreen is enough, so the CLI row is a
/// `draws` one) and runs on its thread. Graphviz lays the baseline drawing out (blocking).
namespace Topo::Ui {

enum class FleetReportFormat { Html, Pdf };
/// By a file name's suffix: .html, .htm, .pdf; nothing for any other.
std::optional<FleetReportFormat> fleetReportFormatOfFile(const QString& path);

struct FleetReportOptions
{
    SceneTheme theme = SceneTheme::light();
    /// "Changed since run N": lines already worded by the caller (from core's run diff), shown
    /// as their own section, escaped like everything else. Empty: no section.
    QString sinceRunId;
    QStringList changesSince;
};

/// Self-contained HTML: styles and the SVG drawing inline, no scripts, no external resources,
/// a Content-Security-Policy that forbids them; every host name, value and finding escaped.
QByteArray fleetReportHtml(const FleetRun& run, const FleetAnalysis& analysis, const FleetReportOptions& options = {});
/// A multi-page PDF (A4): the same sections.
QByteArray fleetReportPdf(const FleetRun& run, const FleetAnalysis& analysis, const FleetReportOptions& options = {});

/// Writes `path` in the format its suffix names (see fleetReportFormatOfFile); a message naming
/// the file when the suffix is neither or the file cannot be written.
Status writeFleetReport(const QString& path, const FleetRun& run, const FleetAnalysis& analysis,
                        const FleetReportOptions& options = {});

} // namespace Topo::Ui
