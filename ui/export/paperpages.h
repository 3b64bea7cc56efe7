// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"

namespace Topo::Ui {

/// A page of a printed document (the review report): a fixed paper size with margins; the
/// content is fitted into the area inside the margins.
class PaperPage : public ExportPage
{
public:
    /// A4 landscape in 1/96 inch.
    static QSizeF a4Landscape() { return { 1122.5, 793.7 }; }
    static constexpr qreal margin = 40;

    PaperPage(ExportPagePtr content, QSizeF paper = a4Landscape());
    QSizeF naturalSize() const override { return m_paper; }
    void paint(QPainter* painter, const QRectF& target) const override;
    QString title() const override { return m_content->title(); }

private:
    ExportPagePtr m_content;
    QSizeF m_paper;
};

/// One page of monospace text (a capture's raw output in the report's appendix). Lines are
/// drawn as plain text, already wrapped to the page; see paginateText().
class TextExportPage : public FixedExportPage
{
public:
    TextExportPage(QString heading, QStringList subheadings, QStringList lines, QSizeF size);
    QSizeF naturalSize() const override { return m_size; }
    QString title() const override { return m_heading; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    QString m_heading;
    QStringList m_subheadings;
    QStringList m_lines;
    QSizeF m_size;
};

/// Breaks `text` into pages of `paper` size: tabs expanded, control characters shown as
/// U+FFFD, long lines wrapped with a continuation mark. The heading repeats on every page.
QList<ExportPagePtr> paginateText(const QString& heading, const QStringList& subheadings, const QString& text,
    QSizeF paper = PaperPage::a4Landscape());

} // namespace Topo::Ui
