// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/gpunics.h"
#include "analyze/match/guestgpus.h"
#include "analyze/watchseries.h"
#include "model/machine.h"

#include <QWidget>

class QTableView;
class QTextBrowser;

namespace Topo::Ui {

class LinkHistoryChart;
class PeerPairsModel;

/// What a clicked GPU's world looks like: every hop to the CPU with link capability and status,
/// its IOMMU group and NUMA node, and the class, P2P status, path and bottleneck to every peer.
///
/// The GPU and its few hops to the CPU are rich text at the top; the peers are a table below
/// whose rows are worked out only when shown (PeerPairsModel), so a click on a 256-GPU host
/// costs the rows in view, not 255 paths laid out as one document.
class DetailsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DetailsPanel(QWidget* parent = nullptr);
    /// `counterpart` is the same physical GPU on the other machine (guest for a host GPU and
    /// vice versa), or nullptr.
    /// `watch`, where the snapshot is a watch (SnapshotDocument::watchSeries), adds the history of
    /// the GPU's path as a small chart; `nics`, the GPU's entry of SnapshotDocument::gpuNics,
    /// its RDMA NICs, closest first.
    void showGpu(const Machine& machine, int gpuIndex, const Machine* counterpart, const GpuMatch* match,
        const QList<LinkSeries>* watch = nullptr, const GpuNics* nics = nullptr);
    void showHint();
    /// Lays out and draws one GPU summary of `machine` off screen, in an idle moment after a
    /// snapshot opens, so that the first click finds the summary's fonts and glyphs ready.
    void warmUp(const Machine& machine);

    /// All that is shown, as text: the GPU, its path and every peer row (a tab between cells).
    /// For copying and tests; unlike showing, it works out every row.
    QString toPlainText() const;

    QTableView* peerTable() const { return m_peerTable; }
    /// The path's history over a watch; hidden where the snapshot has no samples.
    LinkHistoryChart* historyChart() const { return m_history; }
    const PeerPairsModel* peerModel() const { return m_peers; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void setSummary(const QString& html);
    QString summaryHtml(const Machine& machine, const Gpu& gpu, const Machine* counterpart, const GpuMatch* match) const;
    QString nicsHtml(const GpuNics& nics) const;
    void followPalette();
    void sizePeerTable();

    QTextBrowser* m_summary = nullptr;
    QTableView* m_peerTable = nullptr;
    LinkHistoryChart* m_history = nullptr;
    PeerPairsModel* m_peers = nullptr;
    QString m_summaryHtml; // kept to be written again in the warning colour of a new palette
};

} // namespace Topo::Ui
