// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/machinepanel.h"

#include "analyze/pcipath.h"
#include "machines/matrixmodel.h"
#include "widgets/heading.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {

QString linkText(const PcieLink& link)
{
    auto one = [](const LinkState& s) -> QString {
        if (!s.isKnown())
            return QStringLiteral("?");
        const int gen = s.generation();
        return QString((gen ? QStringLiteral("Gen%1").arg(gen) : QStringLiteral("%1 GT/s").arg(QLocale().toString(s.speedGTs)))
            + (s.width ? QStringLiteral(" x%1").arg(s.width) : QString()));
    };
    if (!link.isKnown())
        return QString();
    if (link.status == link.capability || !link.status.isKnown())
        return one(link.capability);
    return MachinePanel::tr("%1 (can %2)").arg(one(link.status), one(link.capability));
}

QTableView* makeMatrixView(MatrixModel* model, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Fixed sections, sized by fitMatrixSections(): ResizeToContents would measure all 65,536
    // cells of a 256-GPU matrix through the style, which took over a second.
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->setShowGrid(true);
    view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    return view;
}

/// What AMD's tools printed between the GPUs they list, as matrices over the machine's GPU
/// numbers: the link in their words, coloured by class, and amd-smi's peer access.
struct AmdMatrices
{
    PrintedMatrix links;
    QList<QList<LinkClass>> classes;
    QList<QStringList> notes;
    PrintedMatrix access; // empty unless amd-smi printed ACCESS
};

AmdMatrices amdMatricesOf(const Machine& machine)
{
    AmdMatrices out;
    QList<int> gpus;
    for (const Gpu& g : machine.gpus) {
        if (g.amdIndex)
            gpus.append(g.index);
    }
    if (gpus.size() < 2 || machine.amdTopology.isEmpty())
        return out;
    bool anyAccess = false;
    for (int a : std::as_const(gpus)) {
        out.links.labels << QStringLiteral("GPU%1").arg(a);
        QStringList row;
        QList<LinkClass> classes;
        QStringList notes;
        QStringList access;
        for (int b : std::as_const(gpus)) {
            if (a == b) {
                row << QStringLiteral("X");
                classes << LinkClass::Self;
                notes << QString();
                access << QStringLiteral("X");
                continue;
            }
            const AmdGpuLink* link = machine.amdLink(a, b);
            const LinkClass linkClass = gpuPairClass(machine, a, b).linkClass;
            row << (link ? link->vendorText() : QString());
            classes << linkClass;
            QStringList note;
            if (link && !link->weight.isEmpty())
                note << MachinePanel::tr("weight %1").arg(link->weight);
            if (linkClass != LinkClass::Xgmi && linkClass != LinkClass::Unknown)
                note << MachinePanel::tr("PCIe path %1").arg(linkClassName(linkClass));
            notes << note.join(QStringLiteral(", "));
            const auto status = machine.amdPeerAccess(a, b, P2pCapability::Read);
            anyAccess = anyAccess || status.has_value();
            access << (status ? p2pStatusCode(*status) : QString());
        }
        out.links.cells << row;
        out.classes << classes;
        out.notes << notes;
        out.access.cells << access;
    }
    if (anyAccess)
        out.access.labels = out.links.labels;
    else
        out.access = {};
    return out;
}

/// One width for every column and one height for every row of a matrix view: the widest of
/// its distinct texts (a matrix holds a handful: "X", "SYS", "NV18"…) and of its labels.
void fitMatrixSections(QTableView* view, const PrintedMatrix& matrix)
{
    QSet<QString> texts(matrix.labels.cbegin(), matrix.labels.cend());
    for (const QStringList& row : matrix.cells)
        texts.unite(QSet<QString>(row.cbegin(), row.cend()));
    const QFontMetrics cellMetrics(view->font());
    const QFontMetrics headerMetrics(view->horizontalHeader()->font());
    int cellWidth = 0;
    for (const QString& text : std::as_const(texts))
        cellWidth = std::max(cellWidth, std::max(cellMetrics.horizontalAdvance(text), headerMetrics.horizontalAdvance(text)));
    view->horizontalHeader()->setDefaultSectionSize(cellWidth + 14);
    view->verticalHeader()->setDefaultSectionSize(std::max(cellMetrics.height(), headerMetrics.height()) + 8);
    int labelWidth = 0;
    for (const QString& label : matrix.labels)
        labelWidth = std::max(labelWidth, headerMetrics.horizontalAdvance(label));
    view->verticalHeader()->setFixedWidth(labelWidth + 14);
}

} // namespace

MachinePanel::MachinePanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_gpus(new QTableWidget(this))
    , m_classTitle(heading(tr("Connection classes (nvidia-smi topo -m)"), this))
    , m_classModel(new MatrixModel(this))
    , m_p2pTitle(heading(tr("P2P read (nvidia-smi topo -p2p r)"), this))
    , m_p2pModel(new MatrixModel(this))
{
    m_classView = makeMatrixView(m_classModel, this);
    m_p2pView = makeMatrixView(m_p2pModel, this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    for (QLabel* l : { m_title, m_subtitle, m_notes }) {
        l->setTextFormat(Qt::PlainText); // remote text is never interpreted as markup
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);

    m_gpus->setColumnCount(7);
    m_gpus->setHorizontalHeaderLabels({ tr("GPU"), tr("PCI address"), tr("Name"), tr("NUMA"), tr("IOMMU group"),
        tr("PCIe link"), tr("Driver") });
    m_gpus->verticalHeader()->hide();
    m_gpus->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gpus->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_gpus->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gpus->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_gpus->setAlternatingRowColors(true);
    m_gpus->setWordWrap(false);
    m_gpus->setTextElideMode(Qt::ElideMiddle);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_notes);
    layout->addWidget(heading(tr("GPUs"), this));
    layout->addWidget(m_gpus, 2);
    layout->addWidget(m_classTitle);
    layout->addWidget(m_classView, 1);
    layout->addWidget(m_p2pTitle);
    layout->addWidget(m_p2pView, 1);
}

void MachinePanel::setMachine(const Machine& machine)
{
    m_title->setText(machineRoleTitle(machine.role) + u": " + machine.label);
    QStringList facts;
    if (!machine.address.isEmpty())
        facts << machine.address;
    if (!machine.identity.isEmpty())
        facts << machine.identity.section(u'\n', 0, 0).section(u' ', 0, 2);
    if (!machine.driverVersion.isEmpty())
        facts << tr("driver %1").arg(machine.driverVersion);
    facts << tr("%n PCI device(s)", "", int(machine.pci.devices.size()));
    if (!machine.numa.isEmpty())
        facts << tr("%n NUMA node(s)", "", int(machine.numa.nodes.size()));
    if (machine.iommuListed)
        facts << (machine.iommuGroups().isEmpty() ? tr("no IOMMU groups") : tr("%n IOMMU group(s)", "", int(machine.iommuGroups().size())));
    m_subtitle->setText(facts.join(QStringLiteral(" \u00b7 ")));

    QStringList notes;
    if (machine.gpuIndicesAssumed)
        notes << tr("No nvidia-smi report: GPUs are numbered in PCI bus order, as nvidia-smi would.");
    if (!machine.missingTools.isEmpty())
        notes << tr("Not installed there: %1").arg(machine.missingTools.join(QStringLiteral(", ")));
    m_notes->setText(notes.join(u'\n'));
    m_notes->setVisible(!notes.isEmpty());

    m_gpus->setRowCount(int(machine.gpus.size()));
    for (int row = 0; row < machine.gpus.size(); ++row) {
        const Gpu& g = machine.gpus[row];
        const PciDevice* d = machine.deviceOf(g);
        const QString numa = g.numaNode ? QString::number(*g.numaNode) : QString();
        const QString iommu = d && d->iommuGroup ? QString::number(*d->iommuGroup) : QString();
        const QStringList cells = { QStringLiteral("GPU%1").arg(g.index), g.bdf ? g.bdf->toString() : QString(),
            g.name.isEmpty() && d ? d->displayName() : g.name, numa, iommu, d ? linkText(d->link) : QString(),
            d ? d->driver : QString() };
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 3 && numa == u"-1")
                item->setToolTip(tr("numa_node -1: the platform gives this device no NUMA affinity"));
            m_gpus->setItem(row, c, item);
        }
    }

    const bool hasTopo = machine.topo.has_value();
    const AmdMatrices amd = hasTopo ? AmdMatrices {} : amdMatricesOf(machine);
    const bool hasAmdLinks = !amd.links.labels.isEmpty();
    if (hasTopo) {
        // The class matrix view shows GPUs and NICs as nvidia-smi printed them.
        fitMatrixSections(m_classView, machine.topo->matrix);
        m_classModel->setMatrix(machine.topo->matrix, MatrixModel::Kind::LinkClass);
        m_classTitle->setText(tr("Connection classes (nvidia-smi topo -m)"));
    } else {
        fitMatrixSections(m_classView, amd.links);
        m_classModel->setVendorMatrix(amd.links, amd.classes, amd.notes);
        m_classTitle->setText(tr("Links between GPUs (rocm-smi --showtopo, amd-smi topology), coloured by class"));
    }
    m_classTitle->setVisible(hasTopo || hasAmdLinks);
    m_classView->setVisible(hasTopo || hasAmdLinks);

    const auto p2p = machine.p2p.constFind(P2pCapability::Read);
    const bool hasP2p = p2p != machine.p2p.cend();
    // nvidia-smi's read matrix, else amd-smi's ACCESS table (empty where neither was printed).
    const PrintedMatrix& p2pMatrix = hasP2p ? p2p->matrix : amd.access;
    fitMatrixSections(m_p2pView, p2pMatrix);
    m_p2pModel->setMatrix(p2pMatrix, MatrixModel::Kind::P2p);
    m_p2pTitle->setText(hasP2p ? tr("P2P read (nvidia-smi topo -p2p r)") : tr("Peer access (amd-smi topology)"));
    m_p2pTitle->setVisible(!p2pMatrix.labels.isEmpty());
    m_p2pView->setVisible(!p2pMatrix.labels.isEmpty());
}

} // namespace Topo::Ui
