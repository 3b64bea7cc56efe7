// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/driftkinds.h"

#include "topology/sceneitems.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace Topo::Ui {

namespace {

struct KindRow
{
    const char* what;
    const char* title;
    DriftMark mark;
};

// Drift::what → how it is named and painted. Unknown kinds (a newer analysis) are painted as
// Placement on a device and Setting machine-wide, never dropped.
const KindRow kindRows[] = {
    { "link-width", QT_TRANSLATE_NOOP("FleetDrift", "link width"), DriftMark::LinkWidth },
    { "link-speed", QT_TRANSLATE_NOOP("FleetDrift", "link speed"), DriftMark::LinkSpeed },
    { "device-missing", QT_TRANSLATE_NOOP("FleetDrift", "device missing"), DriftMark::Missing },
    { "device-extra", QT_TRANSLATE_NOOP("FleetDrift", "extra device"), DriftMark::Extra },
    { "numa-node", QT_TRANSLATE_NOOP("FleetDrift", "NUMA node"), DriftMark::Placement },
    { "path-class", QT_TRANSLATE_NOOP("FleetDrift", "path class"), DriftMark::Placement },
    { "p2p", QT_TRANSLATE_NOOP("FleetDrift", "P2P status"), DriftMark::Placement },
    { "acs", QT_TRANSLATE_NOOP("FleetDrift", "ACS"), DriftMark::Placement },
    { "iommu-group-size", QT_TRANSLATE_NOOP("FleetDrift", "IOMMU group size"), DriftMark::Placement },
    { "model", QT_TRANSLATE_NOOP("FleetDrift", "model"), DriftMark::Placement },
    { "iommu", QT_TRANSLATE_NOOP("FleetDrift", "IOMMU"), DriftMark::Setting },
    { "kernel-parameter", QT_TRANSLATE_NOOP("FleetDrift", "kernel parameter"), DriftMark::Setting },
    { "driver", QT_TRANSLATE_NOOP("FleetDrift", "driver"), DriftMark::Setting },
    { "numa-layout", QT_TRANSLATE_NOOP("FleetDrift", "NUMA layout"), DriftMark::Setting },
};

const KindRow* kindRow(const QString& what)
{
    for (const KindRow& row : kindRows) {
        if (what == QLatin1String(row.what))
            return &row;
    }
    return nullptr;
}

} // namespace

const QList<DriftMarkStyle>& driftMarkStyles()
{
    // Okabe & Ito where they fit (the scene's palette), with a plain red for the one definite
    // hardware fault so it does not read as "SYS path".
    static const QList<DriftMarkStyle> styles = {
        { DriftMark::LinkWidth, QColor(0xd1, 0x24, 0x2f), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "Link narrower (definite)") },
        { DriftMark::LinkSpeed, QColor(0xbf, 0x87, 0x00), Qt::DashLine, QT_TRANSLATE_NOOP("FleetDrift", "Link slower (re-sample under load)") },
        { DriftMark::Missing, QColor(0x8c, 0x95, 0x9f), Qt::DotLine, QT_TRANSLATE_NOOP("FleetDrift", "Device missing") },
        { DriftMark::Extra, QColor(0x00, 0x72, 0xb2), Qt::DashLine, QT_TRANSLATE_NOOP("FleetDrift", "Extra device") },
        { DriftMark::Placement, QColor(0x82, 0x50, 0xdf), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "NUMA, path, P2P, ACS or IOMMU group changed") },
        { DriftMark::Setting, QColor(0x1b, 0x7c, 0x83), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "Machine setting changed") },
    };
    return styles;
}

const DriftMarkStyle& driftMarkStyle(DriftMark mark)
{
    return driftMarkStyles()[int(mark)]; // rows are in enum order
}

QString driftMarkTitle(DriftMark mark)
{
    return QCoreApplication::translate("FleetDrift", driftMarkStyle(mark).title);
}

DriftMark driftMarkOf(const Drift& drift)
{
    if (drift.certainty == DriftCertainty::ResampleUnderLoad)
        return DriftMark::LinkSpeed;
    if (const KindRow* row = kindRow(drift.what))
        return row->mark;
    return drift.slot.isEmpty() ? DriftMark::Setting : DriftMark::Placement;
}

int driftMarkRank(DriftMark mark)
{
    return int(mark);
}

QString driftKindTitle(const QString& what)
{
    const KindRow* row = kindRow(what);
    return row ? QCoreApplication::translate("FleetDrift", row->title) : what;
}

QString driftLine(const Drift& drift)
{
    const QString where = drift.device.isEmpty() ? drift.slot : drift.device;
    QString line = driftKindTitle(drift.what);
    if (!where.isEmpty())
        line = where + u": " + line;
    if (!drift.expected.isEmpty() || !drift.actual.isEmpty())
        line += u' ' + (drift.expected.isEmpty() ? QStringLiteral("\u2014") : drift.expected) + u" \u2192 "
            + (drift.actual.isEmpty() ? QStringLiteral("\u2014") : drift.actual);
    return line;
}

int gpuSlotIndex(const QString& slot)
{
    static const QRegularExpression gpu(QStringLiteral("^gpu(\\d{1,4})$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = gpu.match(slot);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString inertToolTip(const QString& text)
{
    if (text.isEmpty())
        return {};
    return u"<p style=\"white-space:pre\">" + text.toHtmlEscaped() + u"</p>";
}

qreal paintDriftLegend(QPainter* painter, const QRectF& rect, const QColor& text, bool withBaselineSwatches)
{
    painter->save();
    const QFont font = sceneFont(8);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal row = metrics.height() + 6;
    qreal x = rect.left();
    qreal y = rect.top();
    auto entry = [&](const QColor& color, Qt::PenStyle pen, const QColor& fill, const QString& title) {
        const qreal width = 22 + metrics.horizontalAdvance(title) + 14;
        if (x > rect.left() && x + width > rect.right()) {
            x = rect.left();
            y += row;
        }
        const QRectF swatch(x, y + 2, 16, row - 8);
        painter->setPen(QPen(color, 2, pen));
        painter->setBrush(fill);
        painter->drawRoundedRect(swatch, 2, 2);
        painter->setPen(text);
        painter->drawText(QRectF(x + 22, y, width, row - 2), Qt::AlignLeft | Qt::AlignVCenter, title);
        x += width;
    };
    if (withBaselineSwatches) {
        entry(QColor(0x1a, 0x7f, 0x37), Qt::SolidLine, QColor(0x1a, 0x7f, 0x37, 90),
            QCoreApplication::translate("FleetDrift", "As the baseline"));
        entry(QColor(0x8c, 0x95, 0x9f), Qt::SolidLine, QColor(0x8c, 0x95, 0x9f, 60), QCoreApplication::translate("FleetDrift", "No data"));
    }
    for (const DriftMarkStyle& style : driftMarkStyles()) {
        QColor fill = style.color;
        fill.setAlpha(70);
        entry(style.color, style.pen, fill, QCoreApplication::translate("FleetDrift", style.title));
    }
    painter->restore();
    return y + row - rect.top();
}

} // namespace Topo::Ui
