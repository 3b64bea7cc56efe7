// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/driftoverlay.h"

#include "analyze/fleet/fingerprint.h"
#include "export/exportpage.h"
#include "fleet/driftkinds.h"
#include "topology/sceneitems.h"
#include "topology/topologyscene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace Topo::Ui {

namespace {

constexpr qreal badgeHeight = 15;
constexpr qreal settingsWidth = 260;

QString tr(const char* text)
{
    return QCoreApplication::translate("FleetDrift", text);
}

/// The badge's words: the value the host has, short ("x8", "8 GT/s"), or the kind.
QString badgeText(const Drift& drift)
{
    const DriftMark mark = driftMarkOf(drift);
    if (mark == DriftMark::Missing)
        return tr("missing");
    QString text = exportLine(drift.actual.isEmpty() ? driftKindTitle(drift.what) : drift.actual);
    if (mark == DriftMark::Placement)
        text = driftKindTitle(drift.what) + u' ' + text;
    return text.size() > 22 ? text.left(21) + u'\u2026' : text;
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

DriftOverlay::DriftOverlay(const TopologyScene* scene, QList<Drift> drift, QHash<QString, int> gpuBySlot)
    : m_scene(scene)
    , m_drift(std::move(drift))
    , m_gpuBySlot(std::move(gpuBySlot))
{
}

QHash<QString, int> baselineGpuSlots(const Machine& machine)
{
    const Fingerprint fingerprint = fingerprintOf(machine);
    QHash<QString, int> out;
    for (const GpuSlot& slot : fingerprint.gpus)
        out.insert(fingerprint.gpuSlotName(slot.device.position), slot.gpuIndex);
    return out;
}

int DriftOverlay::gpuOf(const Drift& drift) const
{
    if (!m_scene || driftMarkOf(drift) == DriftMark::Extra)
        return -1;
    if (!m_gpuBySlot.isEmpty()) {
        const int gpu = m_gpuBySlot.value(drift.slot, -1);
        return gpu >= 0 && !m_scene->gpuRect(gpu).isNull() ? gpu : -1;
    }
    // Without the fingerprint's names: slots count the GPUs in tree order, mostly the order
    // of the scene's GPU indices.
    const int slot = gpuSlotIndex(drift.slot);
    const QList<int> gpus = m_scene->gpuIndices();
    return slot >= 0 && slot < gpus.size() ? gpus[slot] : -1;
}

QRectF DriftOverlay::gpuRowRect() const
{
    QRectF row;
    for (int gpu : m_scene->gpuIndices())
        row = row.isNull() ? m_scene->gpuRect(gpu) : row.united(m_scene->gpuRect(gpu));
    return row;
}

QRectF DriftOverlay::settingsRect() const
{
    int lines = 0;
    for (const Drift& d : m_drift)
        lines += gpuOf(d) < 0 && driftMarkOf(d) != DriftMark::Extra ? 1 : 0;
    if (lines == 0)
        return {};
    const QRectF scene = m_scene->sceneRect();
    return QRectF(scene.right() + 8, scene.top() + 12, settingsWidth, 26 + lines * 2 * (badgeHeight + 1));
}

QRectF DriftOverlay::bounds() const
{
    if (!m_scene)
        return {};
    QRectF out = m_scene->sceneRect();
    const QRectF row = gpuRowRect();
    int extras = 0;
    for (const Drift& d : m_drift)
        extras += driftMarkOf(d) == DriftMark::Extra ? 1 : 0;
    if (extras > 0 && !row.isNull())
        out = out.united(QRectF(row.right(), row.top() - badgeHeight, extras * (m_scene->gpuRect(m_scene->gpuIndices().first()).width() + 16) + 16, row.height() + badgeHeight));
    const QRectF settings = settingsRect();
    if (!settings.isNull())
        out = out.united(settings.adjusted(0, 0, 12, 12));
    return out;
}

void DriftOverlay::paint(QPainter* painter) const
{
    if (!m_scene || m_drift.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const SceneTheme& theme = m_scene->theme();

    // Per GPU: the most urgent mark draws the border, each drift its own badge above the box.
    QHash<int, QList<const Drift*>> byGpu;
    QList<const Drift*> extras;
    QList<const Drift*> settings;
    for (const Drift& d : m_drift) {
        const int gpu = gpuOf(d);
        if (gpu >= 0)
            byGpu[gpu].append(&d);
        else if (driftMarkOf(d) == DriftMark::Extra)
            extras.append(&d);
        else
            settings.append(&d);
    }
    for (auto it = byGpu.cbegin(); it != byGpu.cend(); ++it) {
        QList<const Drift*> drift = it.value();
        std::stable_sort(drift.begin(), drift.end(), [](const Drift* a, const Drift* b) {
            return driftMarkRank(driftMarkOf(*a)) < driftMarkRank(driftMarkOf(*b));
        });
        const QRectF box = m_scene->gpuRect(it.key());
        const DriftMarkStyle& style = driftMarkStyle(driftMarkOf(*drift.first()));
        if (style.mark == DriftMark::Missing) {
            // A ghost: the device washed out and crossed, so the eye reads "not there".
            QColor wash = theme.background;
            wash.setAlpha(200);
            painter->setPen(Qt::NoPen);
            painter->setBrush(wash);
            painter->drawRoundedRect(box, 4, 4);
            painter->setPen(QPen(style.color, 1.2));
            painter->drawLine(box.topLeft() + QPointF(6, 6), box.bottomRight() - QPointF(6, 6));
            painter->drawLine(box.bottomLeft() + QPointF(6, -6), box.topRight() + QPointF(-6, 6));
        }
        painter->setPen(QPen(style.color, 3, style.pen));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(-3, -3, 3, 3), 5, 5);
        qreal y = box.top() - 3 - badgeHeight;
        for (const Drift* d : drift) {
            paintBadge(painter, QPointF(box.right() + 3, y), badgeText(*d), driftMarkStyle(driftMarkOf(*d)).color);
            y -= badgeHeight + 2;
        }
    }
    const QRectF row = gpuRowRect();
    for (int i = 0; i < extras.size() && !row.isNull(); ++i) {
        const qreal width = m_scene->gpuRect(m_scene->gpuIndices().first()).width();
        const QRectF box(row.right() + 16 + i * (width + 16), row.top(), width, row.height());
        const DriftMarkStyle& style = driftMarkStyle(DriftMark::Extra);
        QColor fill = style.color;
        fill.setAlpha(28);
        painter->setPen(QPen(style.color, 2, style.pen));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 4, 4);
        painter->setPen(style.color);
        painter->setFont(sceneFont(8, true));
        const QString where = exportLine(extras[i]->device.isEmpty() ? extras[i]->slot : extras[i]->device);
        painter->drawText(box.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap,
            tr("+ extra") + u'\n' + where + u'\n' + exportLine(extras[i]->actual));
    }
    const QRectF box = settingsRect();
    if (!box.isNull()) {
        const DriftMarkStyle& style = driftMarkStyle(DriftMark::Setting);
        painter->setPen(QPen(style.color, 2));
        painter->setBrush(theme.background);
        painter->drawRoundedRect(box, 4, 4);
        painter->setFont(sceneFont(8.5, true));
        painter->setPen(theme.text);
        painter->drawText(box.adjusted(8, 4, -8, 0), Qt::AlignLeft | Qt::AlignTop, tr("Machine-wide"));
        qreal y = box.top() + 24;
        const QFontMetricsF metrics(sceneFont(7.5));
        for (const Drift* d : settings) {
            const QColor color = driftMarkStyle(driftMarkOf(*d)).color;
            painter->setFont(sceneFont(7.5, true));
            painter->setPen(color);
            painter->drawText(QPointF(box.left() + 8, y + metrics.ascent()),
                metrics.elidedText(exportLine(driftKindTitle(d->what) + (d->slot.isEmpty() ? QString() : u' ' + d->slot)), Qt::ElideRight, box.width() - 16));
            painter->setFont(sceneFont(7.5));
            painter->setPen(theme.text);
            painter->drawText(QPointF(box.left() + 8, y + badgeHeight + metrics.ascent()),
                metrics.elidedText(exportLine(d->expected + u" \u2192 " + d->actual), Qt::ElideRight, box.width() - 16));
            y += 2 * (badgeHeight + 1);
        }
    }
    painter->restore();
}

} // namespace Topo::Ui
