// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/changeoverlay.h"

#include "analyze/fleet/fingerprint.h"
#include "util/text.h"

#include "topology/sceneitems.h"
#include "topology/topologyscene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

namespace Topo::Ui {

namespace {

constexpr qreal badgeHeight = 15;
constexpr qreal settingsWidth = 260;

/// Remote text on the drawing: one clean line.
QString drawnLine(const QString& text)
{
    return Text::displayLine(text);
}

/// The PCI address in a change's device text ("GPU3 0000:1b:00.0", "0000:00:01.1 PCI bridge").
QString addressIn(const QString& device)
{
    static const QRegularExpression bdf(QStringLiteral("\\b(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]\\b"));
    const QRegularExpressionMatch m = bdf.match(device);
    return m.hasMatch() ? m.captured() : QString();
}

void paintBadge(QPainter* painter, const QPointF& topRight, const QString& text, const QColor& color)
{
    const QFont font = sceneFont(7, true);
    painter->setFont(font);
    const qreal width = QFontMetricsF(font).horizontalAdvance(text) + 10;
    const QRectF box(topRight.x() - width, topRight.y(), width, badgeHeight);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawRoundedRect(box, 4, 4);
    painter->setPen(textColorOn(color));
    painter->drawText(box, Qt::AlignCenter, text);
}

} // namespace

ChangeOverlay::ChangeOverlay(const TopologyScene* scene, QList<DeviceChange> changes, QHash<QString, int> gpuBySlot)
    : m_scene(scene)
    , m_changes(std::move(changes))
    , m_gpuBySlot(std::move(gpuBySlot))
{
    if (!m_scene)
        return;
    QHash<QString, qsizetype> markOf; // a place's key → its mark in m_marks
    for (qsizetype i = 0; i < m_changes.size(); ++i) {
        const DeviceChange& change = m_changes.at(i);
        const ChangeMark mark = changeMarkOf(change);
        const Place place = placeOf(change);
        if (place.rect.isNull()) {
            if (mark == ChangeMark::Extra)
                m_extras.append(i);
            else if (isListedBeside(change))
                m_settings.append(i);
            continue; // else a device only the other collection has: the list beside says it
        }
        auto it = markOf.constFind(place.key);
        if (it == markOf.cend()) {
            it = markOf.insert(place.key, m_marks.size());
            m_marks.append(Mark { place.key, place.rect, mark, {} });
        }
        Mark& m = m_marks[*it];
        if (changeMarkRank(mark) < changeMarkRank(m.mark))
            m.mark = mark;
        const std::pair<QString, ChangeMark> badge { changeBadgeText(change), mark };
        if (!m.badges.contains(badge))
            m.badges.append(badge);
    }
    for (Mark& m : m_marks) {
        std::stable_sort(m.badges.begin(), m.badges.end(),
            [](const auto& a, const auto& b) { return changeMarkRank(a.second) < changeMarkRank(b.second); });
    }
}

ChangeOverlay::Place ChangeOverlay::placeOf(const DeviceChange& change) const
{
    if (!m_scene)
        return {};
    if (!change.slot.isEmpty()) {
        // gpuOf has none for an extra device of a drifted machine: the baseline lacks its place.
        const int gpu = gpuOf(change);
        return gpu < 0 ? Place {} : Place { u"gpu " + QString::number(gpu), m_scene->gpuRect(gpu) };
    }
    const QString address = addressIn(change.device);
    const QString id = address.isEmpty() ? QString() : m_scene->findNode(address);
    return id.isEmpty() ? Place {} : Place { id, m_scene->nodeRect(id) };
}

bool ChangeOverlay::isListedBeside(const DeviceChange& change) const
{
    // Machine-wide, or a slot the drawing lacks; not a device only the other collection has.
    return !change.slot.isEmpty() || addressIn(change.device).isEmpty();
}

int ChangeOverlay::gpuOf(const DeviceChange& change) const
{
    if (!m_scene || changeMarkOf(change) == ChangeMark::Extra)
        return -1;
    if (change.slot.isEmpty())
        return -1; // placed by its address (placeOf), not by a slot
    if (!m_gpuBySlot.isEmpty()) {
        const int gpu = m_gpuBySlot.value(change.slot, -1);
        return gpu >= 0 && !m_scene->gpuRect(gpu).isNull() ? gpu : -1;
    }
    // Without the fingerprint's names: slots count the GPUs in tree order, mostly the order
    // of the scene's GPU indices.
    const int slot = gpuSlotIndex(change.slot);
    const QList<int> gpus = m_scene->gpuIndices();
    return slot >= 0 && slot < gpus.size() ? gpus[slot] : -1;
}

QHash<QString, int> baselineGpuSlots(const Machine& machine)
{
    const Fingerprint fingerprint = fingerprintOf(machine);
    QHash<QString, int> out;
    for (const GpuSlot& slot : fingerprint.gpus)
        out.insert(fingerprint.gpuSlotName(slot.device.position), slot.gpuIndex);
    return out;
}

QRectF ChangeOverlay::gpuRowRect() const
{
    QRectF row;
    for (int gpu : m_scene->gpuIndices())
        row = row.isNull() ? m_scene->gpuRect(gpu) : row.united(m_scene->gpuRect(gpu));
    return row;
}

QRectF ChangeOverlay::settingsRect() const
{
    if (m_settings.isEmpty())
        return {};
    const QRectF scene = m_scene->sceneRect();
    return QRectF(scene.right() + 8, scene.top() + 12, settingsWidth, 26 + m_settings.size() * 2 * (badgeHeight + 1));
}

QRectF ChangeOverlay::bounds() const
{
    if (!m_scene)
        return {};
    QRectF out = m_scene->sceneRect();
    for (const Mark& mark : m_marks) {
        const qreal reach = mark.badges.size() * (badgeHeight + 2) + 6;
        out = out.united(mark.rect.adjusted(-6, -reach, 6, 6));
    }
    const QRectF row = gpuRowRect();
    if (!m_extras.isEmpty() && !row.isNull()) {
        const qreal width = m_scene->gpuRect(m_scene->gpuIndices().first()).width();
        out = out.united(QRectF(row.right(), row.top() - badgeHeight, m_extras.size() * (width + 16) + 16, row.height() + badgeHeight));
    }
    const QRectF settings = settingsRect();
    if (!settings.isNull())
        out = out.united(settings.adjusted(0, 0, 12, 12));
    return out;
}

void ChangeOverlay::paint(QPainter* painter) const
{
    if (!m_scene || m_changes.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const SceneTheme& theme = m_scene->theme();

    // Per device: the most urgent mark draws the frame, each change its own badge above the box.
    for (const Mark& m : m_marks) {
        const ChangeMarkStyle& style = changeMarkStyle(m.mark);
        if (style.mark == ChangeMark::Missing) {
            // A ghost: the device washed out and crossed, so the eye reads "not there".
            QColor wash = theme.background;
            wash.setAlpha(200);
            painter->setPen(Qt::NoPen);
            painter->setBrush(wash);
            painter->drawRoundedRect(m.rect, 4, 4);
            painter->setPen(QPen(style.color, 1.2));
            painter->drawLine(m.rect.topLeft() + QPointF(6, 6), m.rect.bottomRight() - QPointF(6, 6));
            painter->drawLine(m.rect.bottomLeft() + QPointF(6, -6), m.rect.topRight() + QPointF(-6, 6));
        }
        painter->setPen(QPen(style.color, 3, style.pen));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m.rect.adjusted(-3, -3, 3, 3), 5, 5);
        qreal y = m.rect.top() - 3 - badgeHeight;
        for (const auto& [text, mark] : m.badges) {
            paintBadge(painter, QPointF(m.rect.right() + 3, y), text, changeMarkStyle(mark).color);
            y -= badgeHeight + 2;
        }
    }
    const QRectF row = gpuRowRect();
    for (qsizetype i = 0; i < m_extras.size() && !row.isNull(); ++i) {
        const DeviceChange& extra = m_changes.at(m_extras[i]);
        const qreal width = m_scene->gpuRect(m_scene->gpuIndices().first()).width();
        const QRectF box(row.right() + 16 + qreal(i) * (width + 16), row.top(), width, row.height());
        const ChangeMarkStyle& style = changeMarkStyle(ChangeMark::Extra);
        QColor fill = style.color;
        fill.setAlpha(28);
        painter->setPen(QPen(style.color, 2, style.pen));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 4, 4);
        painter->setPen(style.color);
        painter->setFont(sceneFont(8, true));
        const QString where = drawnLine(extra.device.isEmpty() ? extra.slot : extra.device);
        painter->drawText(box.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap,
            changeBadgeText(extra) + u'\n' + where + u'\n' + drawnLine(extra.after));
    }
    const QRectF box = settingsRect();
    if (!box.isNull()) {
        const ChangeMarkStyle& style = changeMarkStyle(ChangeMark::Setting);
        painter->setPen(QPen(style.color, 2));
        painter->setBrush(theme.background);
        painter->drawRoundedRect(box, 4, 4);
        painter->setFont(sceneFont(8.5, true));
        painter->setPen(theme.text);
        painter->drawText(box.adjusted(8, 4, -8, 0), Qt::AlignLeft | Qt::AlignTop, QCoreApplication::translate("FleetDrift", "Machine-wide"));
        qreal y = box.top() + 24;
        const QFontMetricsF metrics(sceneFont(7.5));
        for (qsizetype index : m_settings) {
            const DeviceChange* d = &m_changes.at(index);
            const QColor color = changeMarkStyle(changeMarkOf(*d)).color;
            painter->setFont(sceneFont(7.5, true));
            painter->setPen(color);
            painter->drawText(QPointF(box.left() + 8, y + metrics.ascent()),
                metrics.elidedText(drawnLine(changeKindTitle(d->kind) + (d->slot.isEmpty() ? QString() : u' ' + d->slot)), Qt::ElideRight, box.width() - 16));
            painter->setFont(sceneFont(7.5));
            painter->setPen(theme.text);
            painter->drawText(QPointF(box.left() + 8, y + badgeHeight + metrics.ascent()),
                metrics.elidedText(drawnLine(d->before + u" \u2192 " + d->after), Qt::ElideRight, box.width() - 16));
            y += 2 * (badgeHeight + 1);
        }
    }
    painter->restore();
}

} // namespace Topo::Ui
