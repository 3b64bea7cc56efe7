// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/changemarks.h"

#include "util/text.h"

#include "topology/sceneitems.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace Topo::Ui {

namespace {

struct KindRow
{
    const char* kind;
    const char* title;
    ChangeMark mark;
    const char* badge = nullptr; // a fixed word for the badge; else the values that changed
};

// DeviceChange::kind → how it is named and painted: the drift kinds (docs/fleet.md), then the
// diff's own (docs/diff-json.md). Unknown kinds (a newer analysis) are painted as Placement on a
// device and Setting machine-wide, never dropped.
const KindRow kindRows[] = {
    { "link-width", QT_TRANSLATE_NOOP("FleetDrift", "link width"), ChangeMark::LinkWidth },
    { "link-speed", QT_TRANSLATE_NOOP("FleetDrift", "link speed"), ChangeMark::LinkSpeed },
    { "device-missing", QT_TRANSLATE_NOOP("FleetDrift", "device missing"), ChangeMark::Missing, QT_TRANSLATE_NOOP("FleetDrift", "missing") },
    { "device-extra", QT_TRANSLATE_NOOP("FleetDrift", "extra device"), ChangeMark::Extra, QT_TRANSLATE_NOOP("FleetDrift", "+ extra") },
    { "numa-node", QT_TRANSLATE_NOOP("FleetDrift", "NUMA node"), ChangeMark::Placement },
    { "path-class", QT_TRANSLATE_NOOP("FleetDrift", "path class"), ChangeMark::Placement },
    { "p2p", QT_TRANSLATE_NOOP("FleetDrift", "P2P status"), ChangeMark::Placement },
    { "acs", QT_TRANSLATE_NOOP("FleetDrift", "ACS"), ChangeMark::Placement },
    { "iommu-group-size", QT_TRANSLATE_NOOP("FleetDrift", "IOMMU group size"), ChangeMark::Placement },
    { "model", QT_TRANSLATE_NOOP("FleetDrift", "model"), ChangeMark::Placement },
    { "iommu", QT_TRANSLATE_NOOP("FleetDrift", "IOMMU"), ChangeMark::Setting },
    { "kernel-parameter", QT_TRANSLATE_NOOP("FleetDrift", "kernel parameter"), ChangeMark::Setting },
    { "driver", QT_TRANSLATE_NOOP("FleetDrift", "driver"), ChangeMark::Setting },
    { "numa-layout", QT_TRANSLATE_NOOP("FleetDrift", "NUMA layout"), ChangeMark::Setting },
    { "link-status", QT_TRANSLATE_NOOP("FleetDrift", "link"), ChangeMark::LinkWidth },
    { "link-capability", QT_TRANSLATE_NOOP("FleetDrift", "link capability"), ChangeMark::LinkWidth },
    { "aer-correctable", QT_TRANSLATE_NOOP("FleetDrift", "correctable PCIe errors"), ChangeMark::LinkErrors },
    { "aer-nonfatal", QT_TRANSLATE_NOOP("FleetDrift", "non-fatal PCIe errors"), ChangeMark::LinkErrors },
    { "aer-fatal", QT_TRANSLATE_NOOP("FleetDrift", "fatal PCIe errors"), ChangeMark::LinkErrors },
    { "device-removed", QT_TRANSLATE_NOOP("FleetDrift", "device removed"), ChangeMark::Missing, QT_TRANSLATE_NOOP("FleetDrift", "removed") },
    { "device-added", QT_TRANSLATE_NOOP("FleetDrift", "device added"), ChangeMark::Extra, QT_TRANSLATE_NOOP("FleetDrift", "new") },
    { "gpu-nic-class", QT_TRANSLATE_NOOP("FleetDrift", "GPU–NIC class"), ChangeMark::Placement },
    { "benchmark-bandwidth", QT_TRANSLATE_NOOP("FleetDrift", "measured bandwidth"), ChangeMark::Setting },
};

const KindRow* kindRow(const QString& what)
{
    for (const KindRow& row : kindRows) {
        if (what == QLatin1String(row.kind))
            return &row;
    }
    return nullptr;
}

} // namespace

const QList<ChangeMarkStyle>& changeMarkStyles()
{
    // Okabe & Ito where they fit (the scene's palette), with a plain red for the one definite
    // hardware fault so it does not read as "SYS path".
    static const QList<ChangeMarkStyle> styles = {
        { ChangeMark::LinkWidth, QColor(0xd1, 0x24, 0x2f), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "Link narrower (definite)") },
        { ChangeMark::LinkSpeed, QColor(0xbf, 0x87, 0x00), Qt::DashLine, QT_TRANSLATE_NOOP("FleetDrift", "Link slower (re-sample under load)") },
        { ChangeMark::LinkErrors, pcieErrorColor(), Qt::DotLine, QT_TRANSLATE_NOOP("FleetDrift", "PCIe errors counted (AER)") },
        { ChangeMark::Missing, QColor(0x8c, 0x95, 0x9f), Qt::DotLine, QT_TRANSLATE_NOOP("FleetDrift", "Device missing") },
        { ChangeMark::Extra, QColor(0x00, 0x72, 0xb2), Qt::DashLine, QT_TRANSLATE_NOOP("FleetDrift", "Extra device") },
        { ChangeMark::Placement, QColor(0x82, 0x50, 0xdf), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "NUMA, path, P2P, ACS or IOMMU group changed") },
        { ChangeMark::Setting, QColor(0x1b, 0x7c, 0x83), Qt::SolidLine, QT_TRANSLATE_NOOP("FleetDrift", "Machine setting changed") },
    };
    return styles;
}

const ChangeMarkStyle& changeMarkStyle(ChangeMark mark)
{
    return changeMarkStyles()[int(mark)]; // rows are in enum order
}

QString changeMarkTitle(ChangeMark mark)
{
    return QCoreApplication::translate("FleetDrift", changeMarkStyle(mark).title);
}

ChangeMark changeMarkOf(const DeviceChange& drift)
{
    if (drift.certainty == ChangeCertainty::ResampleUnderLoad)
        return ChangeMark::LinkSpeed;
    if (const KindRow* row = kindRow(drift.kind))
        return row->mark;
    return drift.slot.isEmpty() ? ChangeMark::Setting : ChangeMark::Placement;
}

int changeMarkRank(ChangeMark mark)
{
    return int(mark);
}

QString changeKindTitle(const QString& what)
{
    const KindRow* row = kindRow(what);
    return row ? QCoreApplication::translate("FleetDrift", row->title) : what;
}

QString changeLine(const DeviceChange& drift)
{
    const QString where = drift.device.isEmpty() ? drift.slot : drift.device;
    QString line = changeKindTitle(drift.kind);
    if (!where.isEmpty())
        line = where + u": " + line;
    if (!drift.before.isEmpty() || !drift.after.isEmpty())
        line += u' ' + (drift.before.isEmpty() ? QStringLiteral("\u2014") : drift.before) + u" \u2192 "
            + (drift.after.isEmpty() ? QStringLiteral("\u2014") : drift.after);
    return line;
}

namespace {

/// The words of `text` that differ from `other`: those it shares at the start go ("32 GT/s x16"
/// against "32 GT/s x8" leaves "x16"), and those it shares at the end while two words are left
/// ("32 GT/s x16" against "16 GT/s x16" leaves "32 GT/s", the unit kept).
QString differingWords(const QString& text, const QString& other)
{
    const QStringList a = text.split(u' ', Qt::SkipEmptyParts);
    const QStringList b = other.split(u' ', Qt::SkipEmptyParts);
    qsizetype first = 0;
    while (first < a.size() - 1 && first < b.size() - 1 && a[first] == b[first])
        ++first;
    qsizetype end = a.size();
    qsizetype otherEnd = b.size();
    while (end - first > 2 && otherEnd - first > 2 && a[end - 1] == b[otherEnd - 1]) {
        --end;
        --otherEnd;
    }
    return a.mid(first, end - first).join(u' ');
}

} // namespace

QString changeBadgeText(const DeviceChange& change)
{
    constexpr int maxBadgeChars = 22;
    const KindRow* row = kindRow(change.kind);
    QString text;
    if (row && row->badge)
        text = QCoreApplication::translate("FleetDrift", row->badge);
    else if (!change.before.isEmpty() && !change.after.isEmpty())
        text = differingWords(change.before, change.after) + u'\u2192' + differingWords(change.after, change.before);
    else
        text = change.after.isEmpty() ? change.before : change.after;
    if (text.isEmpty() || changeMarkOf(change) == ChangeMark::Placement)
        text = QString(changeKindTitle(change.kind) + u' ' + text).trimmed();
    // Remote text goes on the drawing as one clean line.
    text = Text::displayLine(text).simplified();
    return text.size() > maxBadgeChars ? text.left(maxBadgeChars - 1) + u'\u2026' : text;
}

int gpuSlotIndex(const QString& slot)
{
    static const QRegularExpression gpu(QStringLiteral("^gpu(\\d{1,4})$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = gpu.match(slot);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

qreal paintChangeLegend(QPainter* painter, const QRectF& rect, const QColor& text, bool withBaselineSwatches)
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
    for (const ChangeMarkStyle& style : changeMarkStyles()) {
        QColor fill = style.color;
        fill.setAlpha(70);
        entry(style.color, style.pen, fill, QCoreApplication::translate("FleetDrift", style.title));
    }
    painter->restore();
    return y + row - rect.top();
}

} // namespace Topo::Ui
