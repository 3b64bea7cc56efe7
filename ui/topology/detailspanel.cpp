// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/detailspanel.h"

#include "analyze/gpunics.h"
#include "topology/linkhistorychart.h"

#include "analyze/pcipath.h"
#include "topology/peerpairsmodel.h"
#include "topology/scenetheme.h"
#include "topology/statictextdelegate.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

/// The scene theme's warning colour for the theme the palette is in (light text on a dark
/// base is the dark theme).
QColor warningColor(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128 ? SceneTheme::dark().warning : SceneTheme::light().warning;
}

QString linkCell(const PcieLink& link)
{
    const QString text = esc(pcieLinkText(link));
    return link.trainedBelowCapability() ? QStringLiteral("<span class='warning'>%1</span>").arg(text) : text;
}

QString hopName(const Machine& m, const PathHop& hop)
{
    if (!hop.bdf)
        return esc(hop.label);
    const PciDevice* d = m.pci.find(*hop.bdf);
    const Gpu* g = m.gpuAt(*hop.bdf);
    QString name = g ? QStringLiteral("GPU%1 ").arg(g->index) : QString();
    name += esc(pciRoleName(d ? d->role : PciRole::Unknown)) + u' ' + esc(hop.bdf->toString());
    if (d && !g && d->role != PciRole::RootPort)
        name += QStringLiteral("<br/><small>%1</small>").arg(esc(d->displayName()));
    // Where along the path the kernel counted or logged PCIe errors (the ring on the drawing).
    if (const PcieErrorLevel errors = pcieErrorLevel(d ? d->aer : AerStatistics(), m.pcieEvents, *hop.bdf);
        errors != PcieErrorLevel::None) {
        name += QStringLiteral("<br/><small class='warning'>%1</small>")
                    .arg(errors == PcieErrorLevel::Uncorrectable ? DetailsPanel::tr("uncorrectable PCIe errors")
                                                                 : DetailsPanel::tr("corrected PCIe errors"));
    }
    return name;
}

/// The GPU's path over a watch: each hop's link bandwidth as trained, sample by sample, and the
/// AER errors of the hops that counted any.
QList<LinkHistoryLine> pathHistory(const Machine& m, const Gpu& gpu, const QList<LinkSeries>& watch)
{
    QList<LinkHistoryLine> lines;
    QList<LinkHistoryLine> errorLines;
    for (const PciDevice* hop : m.pci.pathToRoot(*gpu.bdf)) {
        const auto series = std::find_if(watch.cbegin(), watch.cend(), [&](const LinkSeries& s) { return s.device == hop->bdf; });
        if (series == watch.cend())
            continue;
        const Gpu* g = m.gpuAt(hop->bdf);
        const QString name = g ? QStringLiteral("GPU%1 %2").arg(g->index).arg(hop->bdf.toShortString())
                               : pciRoleName(hop->role) + u' ' + hop->bdf.toShortString();
        LinkHistoryLine bandwidth { name, LinkHistoryLine::Quantity::Bandwidth, {} };
        LinkHistoryLine errors { DetailsPanel::tr("%1 AER errors").arg(name), LinkHistoryLine::Quantity::Errors, {} };
        bool anyErrors = false;
        for (const LinkSample& s : series->samples) {
            const double x = double(s.at.toMSecsSinceEpoch());
            // A link's bandwidth needs both its speed and its width; a reading without one is left out.
            if (const double gbps = s.link.status.gigabytesPerSecond(); s.link.status.speedGTs > 0 && s.link.status.width > 0
                && std::isfinite(gbps))
                bandwidth.points.append({ x, gbps });
            qint64 total = 0;
            for (const AerSeverity severity : aerSeverities)
                total += s.aer.of(severity).errors() + s.aer.rootPortOf(severity).value_or(0);
            errors.points.append({ x, double(total) });
            anyErrors = anyErrors || total > 0;
        }
        if (!bandwidth.points.isEmpty())
            lines.append(bandwidth);
        if (anyErrors)
            errorLines.append(errors);
    }
    return lines + errorLines;
}

/// A text view as tall as its text is at its width: the GPU's summary takes the room it needs,
/// the peers table below it the rest.
class FittedTextBrowser : public QTextBrowser
{
public:
    explicit FittedTextBrowser(QWidget* parent)
        : QTextBrowser(parent)
    {
        setOpenLinks(false);
        setFrameShape(QFrame::NoFrame);
        // No vertical scroll bar: the view is as tall as its text, so one only ever showed for
        // the moment between new text and the layout's new height, and each time it came and
        // went the text was wrapped again at the other width (four times for a click, most of
        // the click's time on a large host). Where the panel is too short for the text, the
        // wheel and the keys still scroll it.
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        // Text set, or wrapped again at a new width: ask the layout for the new height.
        connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            [this] { updateGeometry(); });
    }

    QSize sizeHint() const override
    {
        int height = int(std::ceil(document()->size().height())) + 2 * frameWidth();
        // A hop table wider than the panel scrolls sideways; its scroll bar takes room too.
        if (document()->idealWidth() > viewport()->width())
            height += horizontalScrollBar()->sizeHint().height();
        return { QTextBrowser::sizeHint().width(), height };
    }
};

} // namespace

DetailsPanel::DetailsPanel(QWidget* parent)
    : QWidget(parent)
    , m_summary(new FittedTextBrowser(this))
    , m_peerTable(new QTableView(this))
    , m_peers(new PeerPairsModel(this))
{
    // One sheet of paper: the summary and the table on the same base colour.
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);

    m_peerTable->setModel(m_peers);
    m_peerTable->setItemDelegate(new StaticTextDelegate(m_peerTable));
    m_peerTable->setFrameShape(QFrame::NoFrame);
    m_peerTable->setWordWrap(false);
    m_peerTable->setTextElideMode(Qt::ElideRight);
    m_peerTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_peerTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_peerTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_peerTable->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Every size comes from the font, never from the rows: measuring contents would work out
    // every peer's path, which is what the model saves.
    m_peerTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_peerTable->verticalHeader()->hide();
    QHeaderView* header = m_peerTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    header->setSectionsClickable(false);
    sizePeerTable();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_summary);
    layout->addWidget(m_peerTable, 1);
    // Under the peers: the summary's last heading belongs to the table.
    m_history = new LinkHistoryChart(this);
    m_history->hide();
    layout->addWidget(m_history);

    followPalette();
    showHint();
}

void DetailsPanel::showHint()
{
    m_peers->clear();
    m_peerTable->hide();
    setSummary(tr("<p style='color:gray'>Click a GPU (or use Tab and the arrow keys in a drawing) to see "
                  "its path to the CPU and to every other GPU, hop by hop.</p>"));
}

QString DetailsPanel::summaryHtml(const Machine& machine, const Gpu& gpu, const Machine* counterpart, const GpuMatch* match) const
{
    const PciDevice* device = machine.deviceOf(gpu);
    QString html;
    html += QStringLiteral("<h3>%1 GPU%2 \u00b7 %3</h3>")
                .arg(esc(machineRoleTitle(machine.role)))
                .arg(gpu.index)
                .arg(esc(gpu.bdf->toString()));
    QStringList facts;
    facts << esc(gpu.name.isEmpty() && device ? device->displayName() : gpu.name);
    if (device && device->numaNode)
        facts << tr("NUMA node %1").arg(*device->numaNode);
    if (device && device->iommuGroup)
        facts << tr("IOMMU group %1").arg(*device->iommuGroup);
    if (device && !device->driver.isEmpty())
        facts << tr("driver %1").arg(esc(device->driver));
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral(" \u00b7 ")));
    if (counterpart && match) {
        const int other = machine.role == MachineRole::Guest ? match->hostGpu : match->guestGpu;
        html += QStringLiteral("<p>%1</p>")
                    .arg((counterpart->role == MachineRole::Guest ? tr("Same GPU as guest (virtual) GPU%1, matched by %2%3.")
                                                                  : tr("Same GPU as host (physical) GPU%1, matched by %2%3."))
                             .arg(other)
                             .arg(esc(evidenceName(match->evidence)))
                             .arg(match->isAssumed() ? QString() : QStringLiteral(" (%1)").arg(esc(match->detail))));
    }

    html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3' border='0'>").arg(tr("Path to the CPU"));
    html += QStringLiteral("<tr><th align='left'>%1</th><th align='left'>%2</th></tr>").arg(tr("Hop"), tr("Link to the hop above"));
    for (const PathHop& hop : pathToCpu(machine, *gpu.bdf))
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(hopName(machine, hop), linkCell(hop.upstreamLink));
    html += QStringLiteral("</table>");
    return html;
}

QString DetailsPanel::nicsHtml(const GpuNics& nics) const
{
    // The closest few: what NCCL picks from, and whether it uses GPUDirect RDMA with them.
    constexpr int shown = 4;
    if (nics.nics.isEmpty())
        return {};
    QString html = QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3' border='0'>").arg(tr("RDMA NICs, closest first"));
    html += QStringLiteral("<tr><th align='left'>%1</th><th align='left'>%2</th><th align='left'>%3</th></tr>")
                .arg(tr("NIC"), tr("Class"), tr("GPUDirect RDMA (NCCL's default)"));
    for (qsizetype i = 0; i < nics.nics.size() && i < shown; ++i) {
        const GpuNicLink& nic = nics.nics[i];
        QString where = nic.bdf && nic.name != nic.bdf->toString() ? QStringLiteral(" \u00b7 %1").arg(esc(nic.bdf->toString())) : QString();
        if (nic.active == false)
            where += u" \u00b7 " + tr("every port down");
        else if (nic.rateGbps > 0)
            where += QStringLiteral(" \u00b7 %1 %2 Gb/s").arg(esc(nic.linkLayer)).arg(nic.rateGbps);
        const LinkClass c = nic.linkClass.linkClass;
        html += QStringLiteral("<tr><td>%1%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(esc(nic.name), where, c == LinkClass::Unknown ? tr("unknown") : esc(nic.linkClass.toString()),
                        c == LinkClass::Unknown ? QString() : gpuDirectRdmaByDefault(c) ? tr("yes") : tr("no: staged through host memory"));
    }
    html += QStringLiteral("</table>");
    if (nics.nics.size() > shown)
        html += QStringLiteral("<p>%1</p>").arg(tr("and %n more", "", int(nics.nics.size() - shown)));
    return html;
}

void DetailsPanel::showGpu(const Machine& machine, int gpuIndex, const Machine* counterpart, const GpuMatch* match,
    const QList<LinkSeries>* watch, const GpuNics* nics)
{
    const Gpu* gpu = machine.gpu(gpuIndex);
    if (!gpu || !gpu->bdf) {
        showHint();
        return;
    }
    const QList<LinkHistoryLine> history = watch ? pathHistory(machine, *gpu, *watch) : QList<LinkHistoryLine>();
    m_history->setVisible(!history.isEmpty());
    if (!history.isEmpty())
        m_history->setLines(history);
    QString html = summaryHtml(machine, *gpu, counterpart, match);
    if (nics)
        html += nicsHtml(*nics);
    m_peers->setGpu(machine, gpuIndex);
    const bool hasPeers = m_peers->rowCount() > 0;
    if (hasPeers)
        html += QStringLiteral("<h4>%1</h4>").arg(tr("To every other GPU"));
    setSummary(html);
    m_peerTable->setVisible(hasPeers);
}

QString DetailsPanel::toPlainText() const
{
    QString text = m_summary->toPlainText();
    const int rows = m_peers->rowCount();
    if (rows == 0)
        return text;
    const auto line = [](auto cell) {
        QStringList cells;
        for (int column = 0; column < PeerPairsModel::ColumnCount; ++column)
            cells << cell(column);
        return cells.join(u'\t');
    };
    text += u'\n' + line([this](int column) { return m_peers->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(); });
    for (int row = 0; row < rows; ++row)
        text += u'\n' + line([this, row](int column) { return m_peers->index(row, column).data().toString(); });
    return text;
}

void DetailsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        sizePeerTable();
}

void DetailsPanel::warmUp(const Machine& machine)
{
    // The first GPU summary after a snapshot opens laid out rich text in fonts nothing had used
    // yet and loaded their glyphs: a fifth of the first click's instructions, and more of its
    // time. One summary drawn off screen, in a document of its own, leaves those caches warm.
    const auto gpu = std::find_if(machine.gpus.cbegin(), machine.gpus.cend(), [](const Gpu& g) { return g.bdf.has_value(); });
    if (gpu == machine.gpus.cend() || !m_summary->isVisible())
        return;
    QTextDocument document;
    document.setDefaultFont(m_summary->document()->defaultFont());
    document.setDocumentMargin(m_summary->document()->documentMargin());
    document.setDefaultStyleSheet(m_summary->document()->defaultStyleSheet());
    document.setHtml(summaryHtml(machine, *gpu, nullptr, nullptr) + QStringLiteral("<h4>%1</h4>").arg(tr("To every other GPU")));
    document.setTextWidth(m_summary->viewport()->width());
    QImage image(m_summary->viewport()->size().boundedTo(QSize(2000, 2000)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        document.drawContents(&painter);
    }
    // The peers table, drawn once while hidden: its style, header and delegate set up, and the
    // shapes of its column titles, before the first click shows it.
    if (!m_peerTable->isVisible() && m_peers->rowCount() == 0) {
        m_peers->setGpu(machine, gpu->index);
        m_peerTable->resize(m_summary->width(), m_peerTable->sizeHint().height());
        m_peerTable->render(&image);
        m_peers->clear();
    }
}

void DetailsPanel::setSummary(const QString& html)
{
    m_summaryHtml = html;
    // Warnings take the theme's colour; everything else the palette's text colour.
    m_summary->document()->setDefaultStyleSheet(QStringLiteral(".warning { color: %1; }").arg(warningColor(palette()).name()));
    m_summary->setHtml(html);
}

void DetailsPanel::followPalette()
{
    m_peers->setWarningColor(warningColor(palette()));
    if (!m_summaryHtml.isEmpty())
        setSummary(m_summaryHtml);
}

void DetailsPanel::sizePeerTable()
{
    const QFontMetrics metrics(m_peerTable->font());
    QHeaderView* header = m_peerTable->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    const int headerPadding = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // The item delegate's margins (the focus frame's and one pixel each side) and a little air.
    const int padding = 2 * (m_peerTable->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_peerTable) + 1)
        + metrics.averageCharWidth();
    // Each column as wide as its title and the widest text it holds (a sample of it).
    const auto fit = [&](int column, std::initializer_list<const char16_t*> samples) {
        int width = headerMetrics.horizontalAdvance(m_peers->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()) + headerPadding;
        for (const char16_t* sample : samples)
            width = std::max(width, metrics.horizontalAdvance(QString::fromUtf16(sample)) + padding);
        header->resizeSection(column, width);
    };
    fit(PeerPairsModel::Peer, { u"GPU888" });
    fit(PeerPairsModel::Class, { u"NODE", u"NV18" });
    fit(PeerPairsModel::P2p, { u"CNS", u"GNS", u"TNS" });
    // The start of an explanation; its tooltip holds all of it.
    fit(PeerPairsModel::Why, { u"through the host bridge" });
    // The last column stretches; this is the least it keeps when the panel is narrow.
    fit(PeerPairsModel::SlowestLink, { u"Gen5 x16 \u00b7 63.0 GB/s" });

    const int rowHeight = metrics.height() + 2 * (metrics.descent() + 1);
    m_peerTable->verticalHeader()->setMinimumSectionSize(rowHeight);
    m_peerTable->verticalHeader()->setDefaultSectionSize(rowHeight);
    // A few peers stay in view however long the path above is.
    m_peerTable->setMinimumHeight(header->sizeHint().height() + 4 * rowHeight);
}

} // namespace Topo::Ui
