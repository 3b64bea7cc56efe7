// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportsource.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Topo::Ui {

/// The design-review report: one multi-page PDF or one self-contained HTML page with the
/// side-by-side diagram, the Host → Guest matrix, findings, heatmaps, and every capture's
/// command and raw output.
enum class ReportFormat { Pdf, Html };
/// By a file name's suffix: .pdf, .html, .htm.
std::optional<ReportFormat> reportFormatOfFile(const QString& path);
std::optional<ReportFormat> reportFormatFromName(QStringView name);

/// One part of the report in both its forms. New parts (findings, heatmaps) append one.
struct ReportSection
{
    QString id;                 // HTML anchor
    QString title;              // translated heading
    QList<ExportPagePtr> pages; // PDF pages, paper-sized (PaperPage or TextExportPage)
    QString html;               // HTML fragment; every string of remote origin escaped
};

/// Every section, in order, in the one form asked for. On the GUI thread: the diagram sections
/// paint the scenes.
QList<ReportSection> reportSections(const ExportSource& source, ReportFormat format);

/// The findings of core/analyze/findings.h, most severe first, each with its advice and the raw
/// lines it rests on (PDF: text pages; HTML: one section per finding, every string escaped).
void appendFindingsSection(QList<ReportSection>* sections, const ExportSource& source, ReportFormat format);

/// The benchmark section, for every machine with imported runs: each bandwidth matrix as a
/// heatmap (PDF: a HeatmapExportPage on paper; HTML: its SVG inline) with the same-class
/// outliers under it, and each run's size sweeps as a chart. Nothing without runs.
void appendHeatmapSection(QList<ReportSection>* sections, const ExportSource& source, ReportFormat format);

QByteArray reportPdf(const ExportSource& source);
/// Self-contained: the SVG inlined, styles inline, no scripts, no external resources; a
/// Content-Security-Policy that forbids them besides.
QByteArray reportHtml(const ExportSource& source);
QByteArray renderReport(const ExportSource& source, ReportFormat format);

} // namespace Topo::Ui
