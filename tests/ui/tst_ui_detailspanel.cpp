// SPDX-License-Identifier: GPL-3.0-or-later
// The GPU details panel: the GPU and its path above, a row per peer below, worked out only for
// the rows shown (a 256-GPU host must not cost 255 paths per click), with every row still in
// the panel's text.
#include "analyze/findingcases.h"
#include "analyze/machinebuilder.h"
#include "analyze/snapshotdocument.h"
#include "io/snapshotfile.h"
#include "ui/demomachines.h"
#include "testutil.h"
#include "topology/detailspanel.h"
#include "topology/linkhistorychart.h"
#include "topology/peerpairsmodel.h"
#include "topology/scenetheme.h"
#include "widgets/inerttooltip.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace Topo;
using namespace Topo::Ui;

namespace {

constexpr int manyGpus = 256;
constexpr int gpusPerSwitch = 16;

Bdf gpuBdf(int gpu)
{
    const int rootComplex = gpu / gpusPerSwitch;
    return { rootComplex / 8, (rootComplex % 8) * 32 + 3 + gpu % gpusPerSwitch, 0, 0 };
}

/// Synthetic, built straight into the model: no capture of a host this large exists, and
/// bench/synthetichost.cpp (which writes one as raw tool outputs) is not linked into tests.
/// Two NUMA nodes (one PCI domain each) of eight root complexes, each a root port, a switch and
/// 16 GPUs behind its downstream ports. nvidia-smi agrees with the tree except for GPU0↔GPU2
/// (NV4) and GPU0↔GPU16 (printed PHB, the tree says NODE); GPU1's link trained at Gen4 of its
/// Gen5; P2P is OK within a NUMA node and NS across.
Machine manyGpuHost()
{
    Machine m;
    m.label = QStringLiteral("synthetic-256");
    PcieLink gen5;
    gen5.capability = { 32, 16 };
    gen5.status = { 32, 16 };
    const auto add = [&m, &gen5](const Bdf& bdf, PciRole role, std::optional<Bdf> parent, int numa) -> PciDevice& {
        PciDevice& d = m.pci.upsert(bdf);
        d.role = role;
        d.parent = parent;
        d.numaNode = numa;
        d.link = gen5;
        d.classCode = role == PciRole::Endpoint ? 0x030200 : 0x060400;
        d.vendorId = 0x10de;
        return d;
    };
    for (int rc = 0; rc < manyGpus / gpusPerSwitch; ++rc) {
        const int domain = rc / 8;
        const int bus = (rc % 8) * 32;
        m.pci.rootBuses.append({ domain, bus });
        const Bdf rootPort { domain, bus, 1, 0 };
        const Bdf upstream { domain, bus + 1, 0, 0 };
        add(rootPort, PciRole::RootPort, std::nullopt, domain).link = {};
        add(upstream, PciRole::SwitchUpstream, rootPort, domain);
        for (int port = 0; port < gpusPerSwitch; ++port) {
            const Bdf downstream { domain, bus + 2, port, 0 };
            add(downstream, PciRole::SwitchDownstream, upstream, domain);
            const int index = rc * gpusPerSwitch + port;
            PciDevice& device = add(gpuBdf(index), PciRole::Endpoint, downstream, domain);
            device.deviceName = QStringLiteral("Synthetic GPU");
            if (index == 1)
                device.link.status = { 16, 16 };
            Gpu gpu;
            gpu.index = index;
            gpu.bdf = device.bdf;
            gpu.name = QStringLiteral("Synthetic GPU");
            m.gpus.append(gpu);
        }
    }
    TopoMatrix topo;
    P2pMatrix p2p;
    for (int a = 0; a < manyGpus; ++a) {
        topo.matrix.labels << QStringLiteral("GPU%1").arg(a);
        QStringList classes;
        QStringList statuses;
        for (int b = 0; b < manyGpus; ++b) {
            const bool sameSwitch = a / gpusPerSwitch == b / gpusPerSwitch;
            const bool sameNode = a / (manyGpus / 2) == b / (manyGpus / 2);
            const int low = std::min(a, b);
            const int high = std::max(a, b);
            if (a == b)
                classes << QStringLiteral("X");
            else if (low == 0 && high == 2)
                classes << QStringLiteral("NV4");
            else if (low == 0 && high == 16)
                classes << QStringLiteral("PHB");
            else
                classes << (sameSwitch ? QStringLiteral("PIX") : sameNode ? QStringLiteral("NODE") : QStringLiteral("SYS"));
            statuses << (a == b ? QStringLiteral("X") : sameNode ? QStringLiteral("OK") : QStringLiteral("NS"));
        }
        topo.matrix.cells << classes;
        p2p.matrix.cells << statuses;
    }
    p2p.matrix.labels = topo.matrix.labels;
    p2p.capability = P2pCapability::Read;
    m.topo = topo;
    m.p2p.insert(P2pCapability::Read, p2p);
    return m;
}

using TestUtil::DemoMachines;
using TestUtil::amdDemoMachines;
using TestUtil::demoMachines;

/// The model row of a peer, or -1.
int rowOf(const PeerPairsModel& model, int peer)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.peerAt(row) == peer)
            return row;
    }
    return -1;
}

QVariant cell(const PeerPairsModel& model, int peer, int column, int role = Qt::DisplayRole)
{
    return model.index(rowOf(model, peer), column).data(role);
}

QColor colorOf(const QVariant& value)
{
    return value.value<QColor>();
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x1C, 0x21, 0x28));
    p.setColor(QPalette::WindowText, QColor(0xE6, 0xED, 0xF3));
    p.setColor(QPalette::Base, QColor(0x0D, 0x11, 0x17));
    p.setColor(QPalette::Text, QColor(0xE6, 0xED, 0xF3));
    return p;
}

} // namespace

class TestDetailsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clickOnAManyGpuHostWorksOutOnlyTheRowsShown()
    {
        const Machine machine = manyGpuHost();
        DetailsPanel panel;
        panel.resize(380, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showGpu(machine, 0, nullptr, nullptr);
        const PeerPairsModel& model = *panel.peerModel();
        QCOMPARE(model.rowCount(), manyGpus - 1);
        QCOMPARE(panel.peerTable()->model(), &model);
        // Nothing is worked out before it is painted.
        QCOMPARE(model.computedRows(), 0);
        QCoreApplication::processEvents();
        panel.peerTable()->viewport()->repaint();
        QTableView* table = panel.peerTable();
        const int firstShown = table->rowAt(0);
        int lastShown = table->rowAt(table->viewport()->height() - 1);
        if (lastShown < 0)
            lastShown = model.rowCount() - 1;
        QVERIFY(firstShown >= 0);
        const int shown = lastShown - firstShown + 1;
        QVERIFY2(model.computedRows() > 0, "the rows in view were not asked for");
        QVERIFY2(model.computedRows() <= shown + 1 && model.computedRows() < (manyGpus - 1) / 4,
            qPrintable(QStringLiteral("%1 rows worked out, %2 shown").arg(model.computedRows()).arg(shown)));

        // Scrolling to the end works out the rows that come into view, not those in between.
        const int before = model.computedRows();
        table->scrollToBottom();
        QCoreApplication::processEvents();
        table->viewport()->repaint();
        QVERIFY(model.computedRows() > before);
        QVERIFY(model.computedRows() <= 2 * (shown + 1));

        // Sizes come from the font, never from the rows.
        QCOMPARE(table->verticalHeader()->sectionResizeMode(0), QHeaderView::Fixed);
        for (int column = 0; column < PeerPairsModel::ColumnCount; ++column)
            QVERIFY(table->horizontalHeader()->sectionResizeMode(column) != QHeaderView::ResizeToContents);
        QVERIFY(!table->wordWrap());

        // The text has every peer, which works out every row.
        const QString text = panel.toPlainText();
        for (int peer = 1; peer < manyGpus; ++peer)
            QVERIFY2(text.contains(QStringLiteral("\nGPU%1\t").arg(peer)), qPrintable(QStringLiteral("GPU%1").arg(peer)));
        QVERIFY(!text.contains(QStringLiteral("\nGPU0\t")));
        QCOMPARE(model.computedRows(), manyGpus - 1);
        QVERIFY(text.contains(QStringLiteral("GPU0 \u00b7 %1").arg(gpuBdf(0).toString())));
        QVERIFY(text.contains(QStringLiteral("Path to the CPU")));
        QVERIFY(text.contains(QStringLiteral("To every other GPU")));
    }

    void cellsOfKnownPairs()
    {
        const Machine machine = manyGpuHost();
        DetailsPanel panel;
        panel.showGpu(machine, 0, nullptr, nullptr);
        const PeerPairsModel& model = *panel.peerModel();

        // GPU0↔GPU1: one switch, P2P OK; GPU1's link trained below what it can do.
        QCOMPARE(cell(model, 1, PeerPairsModel::Class).toString(), QStringLiteral("PIX"));
        QCOMPARE(colorOf(cell(model, 1, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::PIX));
        QCOMPARE(colorOf(cell(model, 1, PeerPairsModel::Class, Qt::ForegroundRole)), textColorOn(linkClassColor(LinkClass::PIX)));
        QCOMPARE(cell(model, 1, PeerPairsModel::Class, Qt::TextAlignmentRole).toInt(), int(Qt::AlignCenter));
        QCOMPARE(cell(model, 1, PeerPairsModel::P2p).toString(), QStringLiteral("OK"));
        QCOMPARE(colorOf(cell(model, 1, PeerPairsModel::P2p, Qt::BackgroundRole)), p2pStatusColor(P2pStatus::Ok));
        QCOMPARE(cell(model, 1, PeerPairsModel::P2p, Qt::ToolTipRole).toString(), p2pStatusDescription(P2pStatus::Ok));
        QVERIFY(cell(model, 1, PeerPairsModel::Why).toString().startsWith(QStringLiteral("both below switch upstream port")));
        QVERIFY(!cell(model, 1, PeerPairsModel::Why, Qt::ForegroundRole).isValid());
        const QString slowest = cell(model, 1, PeerPairsModel::SlowestLink).toString();
        QVERIFY2(slowest.startsWith(QStringLiteral("Gen4 x16 (can Gen5 x16)")), qPrintable(slowest));
        QVERIFY(slowest.contains(gpuBdf(1).toString()));
        QCOMPARE(colorOf(cell(model, 1, PeerPairsModel::SlowestLink, Qt::ForegroundRole)), SceneTheme::light().warning);
        QCOMPARE(cell(model, 1, PeerPairsModel::SlowestLink, Qt::ToolTipRole).toString(), inertToolTip(slowest));

        // GPU0↔GPU3: the same switch, every link at its capability: nothing in warning colour.
        QVERIFY(!cell(model, 3, PeerPairsModel::SlowestLink, Qt::ForegroundRole).isValid());
        QVERIFY(cell(model, 3, PeerPairsModel::SlowestLink).toString().startsWith(QStringLiteral("Gen5 x16")));

        // GPU0↔GPU2: NVLink, whose peer traffic does not take the PCIe path.
        QCOMPARE(cell(model, 2, PeerPairsModel::Class).toString(), QStringLiteral("NV4"));
        QCOMPARE(colorOf(cell(model, 2, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::NVLink));
        QVERIFY(cell(model, 2, PeerPairsModel::Why).toString().startsWith(QStringLiteral("4 bonded NVLink")));
        QCOMPARE(cell(model, 2, PeerPairsModel::SlowestLink).toString(), QStringLiteral("NVLink (the PCIe path is not used)"));

        // GPU0↔GPU16: nvidia-smi prints PHB where the tree says NODE, said first and in warning colour.
        QCOMPARE(cell(model, 16, PeerPairsModel::Class).toString(), QStringLiteral("PHB"));
        const QString why = cell(model, 16, PeerPairsModel::Why).toString();
        QVERIFY2(why.startsWith(QStringLiteral("the PCI tree says NODE, nvidia-smi says PHB")), qPrintable(why));
        QVERIFY(why.contains(QStringLiteral("one NUMA node")));
        QCOMPARE(colorOf(cell(model, 16, PeerPairsModel::Why, Qt::ForegroundRole)), SceneTheme::light().warning);
        QVERIFY(cell(model, 16, PeerPairsModel::Why, Qt::ToolTipRole).toString().contains(QStringLiteral("one NUMA node")));

        // GPU0↔GPU200: the other NUMA node; P2P not supported.
        QCOMPARE(cell(model, 200, PeerPairsModel::Class).toString(), QStringLiteral("SYS"));
        QCOMPARE(colorOf(cell(model, 200, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::Sys));
        QCOMPARE(cell(model, 200, PeerPairsModel::P2p).toString(), QStringLiteral("NS"));
        QCOMPARE(colorOf(cell(model, 200, PeerPairsModel::P2p, Qt::BackgroundRole)), p2pStatusColor(P2pStatus::NotSupported));
        QCOMPARE(colorOf(cell(model, 200, PeerPairsModel::P2p, Qt::ForegroundRole)), textColorOn(p2pStatusColor(P2pStatus::NotSupported)));
        QVERIFY(cell(model, 200, PeerPairsModel::Why).toString().contains(QStringLiteral("different NUMA nodes")));

        // The peer's own address and name are in its tooltip.
        QCOMPARE(cell(model, 200, PeerPairsModel::Peer).toString(), QStringLiteral("GPU200"));
        QVERIFY(cell(model, 200, PeerPairsModel::Peer, Qt::ToolTipRole).toString().contains(gpuBdf(200).toString()));
    }

    void warningsFollowTheTheme()
    {
        const Machine machine = manyGpuHost();
        DetailsPanel panel;
        panel.showGpu(machine, 0, nullptr, nullptr);
        QCOMPARE(colorOf(cell(*panel.peerModel(), 1, PeerPairsModel::SlowestLink, Qt::ForegroundRole)), SceneTheme::light().warning);
        panel.setPalette(darkPalette());
        QCOMPARE(colorOf(cell(*panel.peerModel(), 1, PeerPairsModel::SlowestLink, Qt::ForegroundRole)), SceneTheme::dark().warning);
        QCOMPARE(colorOf(cell(*panel.peerModel(), 16, PeerPairsModel::Why, Qt::ForegroundRole)), SceneTheme::dark().warning);
        // Plain text is the palette's, so it reads on the dark base too.
        QVERIFY(!cell(*panel.peerModel(), 3, PeerPairsModel::Why, Qt::ForegroundRole).isValid());
    }

    // A watch (the constructed case of tests/analyze/findingcases.h: GPU0's link at 16 GT/s x8
    // and the pcicrawler root port at 120 Bad TLPs in the second sample) draws GPU0's path over
    // time; a plain collection draws none.
    void aWatchShowsThePathsHistory()
    {
        const SharedDocument watch = SnapshotDocument::open(FindingCases::snapshotFor(QStringLiteral("watch-h200-x4")));
        const Machine& machine = watch->machines().first();
        DetailsPanel panel;
        panel.resize(420, 800);
        panel.show();
        panel.showGpu(machine, 0, nullptr, nullptr, &watch->watchSeries(machine));
        QVERIFY(!panel.historyChart()->isHidden());
        const LinkHistorySummary summary = panel.historyChart()->summary();
        QVERIFY2(summary.lineNames.contains(u"GPU0 00:06.0"), qPrintable(summary.lineNames.join(u", ")));
        QCOMPARE(summary.points, 2);
        panel.showGpu(machine, 0, nullptr, nullptr, nullptr);
        QVERIFY(panel.historyChart()->isHidden());
    }

    // A day of 5-second samples (17,280) of one GPU's path opens within the 50 ms.
    void aDaysHistoryOpensQuickly()
    {
        const SharedDocument watch = SnapshotDocument::open(FindingCases::snapshotFor(QStringLiteral("watch-h200-x4")));
        const Machine& machine = watch->machines().first();
        QList<LinkSeries> day = watch->watchSeries(machine);
        for (LinkSeries& series : day) {
            const LinkSample first = series.samples.first();
            series.samples.clear();
            for (int i = 0; i < 17280; ++i) {
                LinkSample s = first;
                s.at = first.at.addSecs(5 * i);
                s.link.status.width = i % 1000 == 0 ? 8 : 16;
                series.samples.append(s);
            }
        }
        DetailsPanel panel;
        panel.resize(420, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QElapsedTimer timer;
        timer.start();
        panel.showGpu(machine, 0, nullptr, nullptr, &day);
        panel.repaint();
        const qint64 ms = timer.elapsed();
        qInfo("17,280 samples: shown and painted in %lld ms", ms);
        QCOMPARE(panel.historyChart()->summary().points, 17280);
    }

    void aGpusRdmaNicsClosestFirst()
    {
        const DemoMachines demo = demoMachines();
        DetailsPanel panel;
        panel.resize(380, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        // Host GPU5 (0000:91:00.0, NUMA node 1): the ConnectX-6 Lx's two ports on the other socket.
        const QList<GpuNics> hostNics = gpuNics(demo.host);
        panel.showGpu(demo.host, 5, nullptr, nullptr, nullptr, nicsOfGpu(hostNics, 5));
        const QString text = panel.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("RDMA NICs, closest first")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("0000:22:00.0")) && text.contains(QStringLiteral("0000:22:00.1")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("no: staged through host memory")), qPrintable(text));
        // The guest has none: no section.
        const QList<GpuNics> guestNics = gpuNics(demo.guest);
        panel.showGpu(demo.guest, 1, nullptr, nullptr, nullptr, nicsOfGpu(guestNics, 1));
        QVERIFY(!panel.toPlainText().contains(QStringLiteral("RDMA NICs")));
    }

    void demoHostAndGuest()
    {
        const DemoMachines demo = demoMachines();
        DetailsPanel panel;
        panel.resize(380, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        // Host GPU3 (0000:71:00.0, NUMA node 0): NODE to GPU0-2, SYS to GPU4-7, P2P OK to all.
        panel.showGpu(demo.host, 3, nullptr, nullptr);
        const PeerPairsModel& model = *panel.peerModel();
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(cell(model, 4, PeerPairsModel::Class).toString(), QStringLiteral("SYS"));
        QCOMPARE(colorOf(cell(model, 4, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::Sys));
        QCOMPARE(cell(model, 0, PeerPairsModel::Class).toString(), QStringLiteral("NODE"));
        QCOMPARE(colorOf(cell(model, 0, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::Node));
        QCOMPARE(cell(model, 4, PeerPairsModel::P2p).toString(), QStringLiteral("OK"));
        QVERIFY(cell(model, 4, PeerPairsModel::Why).toString().contains(QStringLiteral("different NUMA nodes")));
        QVERIFY(!cell(model, 4, PeerPairsModel::Why, Qt::ForegroundRole).isValid());
        QVERIFY(rowOf(model, 3) < 0);

        // A five-hop path fits above the table without a scroll bar.
        QCoreApplication::processEvents();
        auto* summary = panel.findChild<QTextBrowser*>();
        QVERIFY(summary);
        QVERIFY(summary->toPlainText().contains(QStringLiteral("root port 0000:70:01.1")));
        QVERIFY(!summary->verticalScrollBar()->isVisible());
        QVERIFY(panel.peerTable()->isVisible());
        QVERIFY(panel.peerTable()->height() > summary->height() / 2);

        // Guest GPU0: every pair PHB and NS in the VM.
        panel.showGpu(demo.guest, 0, &demo.host, nullptr);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(cell(model, 1, PeerPairsModel::Class).toString(), QStringLiteral("PHB"));
        QCOMPARE(cell(model, 1, PeerPairsModel::P2p).toString(), QStringLiteral("NS"));
        QCOMPARE(colorOf(cell(model, 1, PeerPairsModel::P2p, Qt::BackgroundRole)), p2pStatusColor(P2pStatus::NotSupported));

        // Back to the hint: no rows, no table.
        panel.showHint();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!panel.peerTable()->isVisible());
        QVERIFY(panel.toPlainText().contains(QStringLiteral("Click a GPU")));
    }

    void amdPairsInTheVendorsWords()
    {
        const DemoMachines demo = amdDemoMachines();
        DetailsPanel panel;
        // Host GPU1: XGMI to GPU0, GPU2, GPU3 (rocm-smi), SYS over PCIe to the vfio-bound GPU4–7.
        panel.showGpu(demo.host, 1, nullptr, nullptr);
        const PeerPairsModel& model = *panel.peerModel();
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(cell(model, 0, PeerPairsModel::Class).toString(), QStringLiteral("XGMI"));
        QCOMPARE(colorOf(cell(model, 0, PeerPairsModel::Class, Qt::BackgroundRole)), linkClassColor(LinkClass::Xgmi));
        QVERIFY(cell(model, 0, PeerPairsModel::Why).toString().startsWith(QStringLiteral("XGMI (AMD Infinity Fabric)")));
        QCOMPARE(cell(model, 0, PeerPairsModel::SlowestLink).toString(), QStringLiteral("XGMI (the PCIe path is not used)"));
        QCOMPARE(cell(model, 4, PeerPairsModel::Class).toString(), QStringLiteral("SYS"));
        // Guest GPU0: the guest's rocm-smi says PCIE, two hops, weight 40; the tree says PHB.
        panel.showGpu(demo.guest, 0, &demo.host, nullptr);
        QCOMPARE(cell(model, 1, PeerPairsModel::Class).toString(), QStringLiteral("PHB"));
        const QString why = cell(model, 1, PeerPairsModel::Why).toString();
        QVERIFY2(why.startsWith(QStringLiteral("AMD's tools: PCIE 2 hops, weight 40")), qPrintable(why));
        QVERIFY(why.contains(QStringLiteral("host bridge")));
        QVERIFY(!cell(model, 1, PeerPairsModel::Why, Qt::ForegroundRole).isValid()); // no contradiction
    }

    void modelPassesTheTester()
    {
        const DemoMachines demo = demoMachines();
        PeerPairsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setGpu(demo.host, 3);
        QCOMPARE(model.columnCount(), int(PeerPairsModel::ColumnCount));
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < model.columnCount(); ++column) {
                for (int role : { Qt::DisplayRole, Qt::ToolTipRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::TextAlignmentRole })
                    model.index(row, column).data(role);
            }
        }
        model.setGpu(demo.host, 99); // no such GPU: no rows
        QCOMPARE(model.rowCount(), 0);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestDetailsPanel)
#include "tst_ui_detailspanel.moc"
