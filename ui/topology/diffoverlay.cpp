// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/diffoverlay.h"

#include "util/text.h"

#include "topology/sceneitems.h"
#include "topology/topologyscene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QRegularExpression>

namespace Topo::Ui {

namespace {

constexpr qreal badgeHeight = 15;
constexpr int maxBadgeChars = 22;

QString tr(const char* text)
{
    return QCoreApplication::translate("SnapshotDiff", text);
}

/// The mark of each change kind: its colour and how urgent it is (the most urgent frames the
/// device). Kinds not listed are marked as a placement change.
struct KindStyle
{
    QStringView kind;
    QColor color;
    int rank; // lower is more urgent
};

const KindStyle kindStyles[] = {
    { u"link-status", QColor(0xd1, 0x24, 0x2f), 0 },
    { u"link-capability", QColor(0xd1, 0x24, 0x2f), 0 },
    { u"device-removed", QColor(0x8c, 0x95, 0x9f), 1 },
    { u"device-added", QColor(0x00, 0x72, 0xb2), 2 },
    { u"bar-unassigned", QColor(0xbf, 0x87, 0x00), 3 },
    { u"bar-placement", QColor(0xbf, 0x87, 0x00), 3 },
    { u"bar-size", QColor(0xbf, 0x87, 0x00), 3 },
};
const KindStyle otherStyle { u"", QColor(0x82, 0x50, 0xdf), 4 };

const KindStyle& styleOf(const QString& kind)
{
    for (const KindStyle& s : kindStyles) {
        if (s.kind == kind)
            return s;
    }
    return otherStyle;
}

/// Remote text goes on the drawing as one clean line.
QString oneLine(const QString& text)
{
    return Text::displayLine(text).simplified();
}

/// The words at the end of `text` after those it shares with `other` at the start ("32 GT/s x16"
/// against "32 GT/s x8" leaves "x16").
QString differingTail(const QString& text, const QString& other)
{
    const QStringList a = text.split(u' ', Qt::SkipEmptyParts);
    const QStringList b = other.split(u' ', Qt::SkipEmptyParts);
    qsizetype same = 0;
    while (same < a.size() - 1 && same < b.size() - 1 && a[same] == b[same])
        ++same;
    return a.mid(same).join(u' ');
}

/// The PCI address in a change's device text ("GPU3 0000:1b:00.0", "0000:00:01.1 PCI bridge").
QString addressIn(const QString& device)
{
    static const QRegularExpression bdf(QStringLiteral("\\b(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]\\b"));
    const QRegularExpressionMatch m = bdf.match(device);
    return m.hasMatch() ? m.captured() : QString();
}

} // namespace

QColor DiffOverlay::colorOf(const QString& kind)
{
    return styleOf(kind).color;
}

QString DiffOverlay::badgeText(const SnapshotChange& change)
{
    QString text;
    if (change.kind == u"device-added")
        text = tr("new");
    else if (change.kind == u"device-removed")
        text = tr("removed");
    else if (change.kind == u"numa-node")
        text = tr("NUMA %1\u2192%2").arg(change.before.isEmpty() ? tr("none") : change.before, change.after.isEmpty() ? tr("none") : change.after);
    else if (change.before.isEmpty() || change.after.isEmpty())
        text = change.after.isEmpty() ? change.before : change.after;
    else
        text = differingTail(change.before, change.after) + u'\u2192' + differingTail(change.after, change.before);
    text = oneLine(text);
    return text.size() > maxBadgeChars ? text.left(maxBadgeChars - 1) + u'\u2026' : text;
}

DiffOverlay::DiffOverlay(const TopologyScene* scene, const QList<SnapshotChange>& changes)
    : m_scene(scene)
{
    if (!scene)
        return;
    QHash<QString, qsizetype> markOf; // node id → index in m_marks
    QHash<QString, int> rankOf;
    for (const SnapshotChange& change : changes) {
        const QString address = addressIn(change.device);
        if (address.isEmpty())
            continue; // machine-wide: the list says it
        const QString id = scene->findNode(address);
        const QRectF rect = id.isEmpty() ? QRectF() : scene->nodeRect(id);
        if (rect.isNull())
            continue; // not on this drawing (a device only the other collection has)
        const KindStyle& style = styleOf(change.kind);
        auto it = markOf.constFind(id);
        if (it == markOf.cend()) {
            it = markOf.insert(id, m_marks.size());
            m_marks.append(Mark { id, rect, style.color, {} });
            rankOf.insert(id, style.rank);
        } else if (style.rank < rankOf.value(id)) {
            m_marks[*it].color = style.color;
            rankOf.insert(id, style.rank);
        }
        const QString badge = badgeText(change);
        if (!m_marks[*it].badges.contains(badge))
            m_marks[*it].badges.append(badge);
    }
}

QRectF DiffOverlay::bounds() const
{
    if (!m_scene)
        return {};
    QRectF out = m_scene->sceneRect();
    for (const Mark& mark : m_marks) {
        const qreal reach = mark.badges.size() * (badgeHeight + 2) + 6;
        out = out.united(mark.rect.adjusted(-6, -reach, 6, 6));
    }
    return out;
}

void DiffOverlay::paint(QPainter* painter) const
{
    if (!m_scene || m_marks.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QFont font = sceneFont(7, true);
    const QFontMetricsF metrics(font);
    painter->setFont(font);
    for (const Mark& mark : m_marks) {
        painter->setPen(QPen(mark.color, 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(mark.rect.adjusted(-3, -3, 3, 3), 5, 5);
        qreal y = mark.rect.top() - 3 - badgeHeight;
        for (const QString& badge : mark.badges) {
            const qreal width = metrics.horizontalAdvance(badge) + 10;
            const QRectF box(mark.rect.right() + 3 - width, y, width, badgeHeight);
            painter->setPen(Qt::NoPen);
            painter->setBrush(mark.color);
            painter->drawRoundedRect(box, 4, 4);
            painter->setPen(textColorOn(mark.color));
            painter->drawText(box, Qt::AlignCenter, badge);
            y -= badgeHeight + 2;
        }
    }
    painter->restore();
}

} // namespace Topo::Ui
