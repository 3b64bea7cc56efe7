// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot diff on real captures (the 4x H200 guest's bundle, the demo's host and guest) and
// on copies of them changed on purpose in memory: a link trained at x8, a GPU gone, kernel
// parameters changed, a GPU's bus renumbered. Each variant says what it changed; nothing here
// is a fixture of its own.
#include "analyze/findingcases.h"
#include "testutil.h"

#include "analyze/machinebuilder.h"
#include "analyze/snapshotdiff.h"
#include "parse/bench/benchmarks.h"
#include "io/bundle.h"
#include "io/snapshotdiffjson.h"

#include <QRegularExpression>

using namespace Topo;

namespace {

Snapshot h200Bundle()
{
    const ParseResult<Snapshot> read = readBundle(TestUtil::readFixture(QStringLiteral("captures/h200-x4.bundle")));
    if (read.hasErrors() || read.value.machines.size() != 1)
        qFatal("captures/h200-x4.bundle does not read as one machine");
    return read.value;
}

Snapshot demo()
{
    const ParseResult<Snapshot> read = openSnapshot(QString::fromLatin1(demoSnapshotName));
    if (read.hasErrors() || read.value.machines.size() != 2)
        qFatal("the demo snapshot does not read as host and guest");
    return read.value;
}

RawCapture& captureOf(MachineSnapshot& m, const QString& id)
{
    for (RawCapture& c : m.captures) {
        if (c.id == id)
            return c;
    }
    qFatal("no capture %s", qPrintable(id));
}

/// Replaces exactly the `nth` occurrence of `before` in a capture; a missing one is fatal, so a
/// fixture that changes cannot make a variant silently identical.
void edit(RawCapture& capture, const QByteArray& before, const QByteArray& after, int nth = 0)
{
    qsizetype at = -1;
    for (int i = 0; i <= nth; ++i) {
        at = capture.stdoutData.indexOf(before, at + 1);
        if (at < 0)
            qFatal("%s: no occurrence %d of \"%s\"", qPrintable(capture.id), nth, before.constData());
    }
    capture.stdoutData.replace(at, before.size(), after);
}

/// The device whose `lspci -vvv` block holds offset `at`: the last unindented line before it.
Bdf verboseBlockAt(const QByteArray& verbose, qsizetype at)
{
    const qsizetype start = verbose.lastIndexOf("\n0", at);
    const auto bdf = Bdf::parse(QByteArrayView(verbose).sliced(start + 1, 7));
    if (!bdf)
        qFatal("no device block before offset %lld", qlonglong(at));
    return *bdf;
}

QList<DeviceChange> ofKind(const MachineDiff& diff, const QString& kind)
{
    QList<DeviceChange> out;
    for (const DeviceChange& c : diff.changes) {
        if (c.kind == kind)
            out << c;
    }
    return out;
}

QByteArray describe(const MachineDiff& diff)
{
    QString out;
    for (const DeviceChange& c : diff.changes)
        out += c.kind + u' ' + c.device + u": " + c.before + u" -> " + c.after + u'\n';
    return out.toUtf8();
}

/// Every text capture of a machine with one bus renumbered, the way firmware does it: the
/// addresses in every form tools print them, the bridge's bus range and the tree's bus marker.
void renumberBus(MachineSnapshot& m, int from, int to)
{
    const QString f = QString::asprintf("%02x", from);
    const QString t = QString::asprintf("%02x", to);
    const QRegularExpression address(QStringLiteral("(?<![0-9a-f:])((?:0{4}|0{8}):)?%1(:[01][0-9a-f]\\.[0-7])").arg(f),
                                     QRegularExpression::CaseInsensitiveOption);
    for (RawCapture& c : m.captures) {
        QString text = QString::fromUtf8(c.stdoutData);
        text.replace(address, QStringLiteral("\\1%1\\2").arg(t));
        text.replace(QStringLiteral("[%1]").arg(f), QStringLiteral("[%1]").arg(t));
        text.replace(QStringLiteral("secondary=%1").arg(f), QStringLiteral("secondary=%1").arg(t));
        text.replace(QStringLiteral("subordinate=%1").arg(f), QStringLiteral("subordinate=%1").arg(t));
        c.stdoutData = text.toUtf8();
    }
}

} // namespace

class TestSnapshotDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void identicalInputsHaveNoChange_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("h200-x4 bundle") << 0;
        QTest::newRow("demo host and guest") << 1;
    }
    void identicalInputsHaveNoChange()
    {
        QFETCH(int, which);
        const Snapshot s = which == 0 ? h200Bundle() : demo();
        const SnapshotDiff diff = diffSnapshots(s, s);
        QCOMPARE(diff.machines.size(), s.machines.size());
        QVERIFY(diff.unpaired.isEmpty());
        for (const MachineDiff& m : diff.machines)
            QVERIFY2(m.isEmpty(), describe(m).constData());
        QVERIFY(diff.isEmpty());
        QVERIFY(Json::toJson(diff, QStringLiteral("a"), QStringLiteral("b"))["identical"] == true);
    }

    void linkAtX8IsALinkStatusChange()
    {
        const Snapshot before = h200Bundle();
        Snapshot after = before;
        RawCapture& verbose = captureOf(after.machines[0], QStringLiteral("lspci-verbose"));
        const QByteArray lnkSta = "LnkSta:\tSpeed 32GT/s, Width x16";
        const qsizetype at = verbose.stdoutData.indexOf(lnkSta, verbose.stdoutData.indexOf(lnkSta) + 1); // the second GPU
        QVERIFY(at > 0);
        const Bdf gpu = verboseBlockAt(verbose.stdoutData, at);
        edit(verbose, lnkSta, "LnkSta:\tSpeed 32GT/s (ok), Width x8 (downgraded)", 1);
        const SnapshotDiff diff = diffSnapshots(before, after);
        QCOMPARE(diff.machines.size(), 1);
        const QList<DeviceChange> links = ofKind(diff.machines[0], QStringLiteral("link-status"));
        QCOMPARE(links.size(), 1);
        QVERIFY2(diff.machines[0].changes.size() == 1, describe(diff.machines[0]).constData());
        const Machine built = buildMachine(after.machines[0]);
        const Gpu* g = built.gpuAt(gpu);
        QVERIFY(g);
        QCOMPARE(links[0].device, QStringLiteral("GPU%1 %2").arg(g->index).arg(gpu.toString()));
        QCOMPARE(links[0].before, QStringLiteral("32 GT/s x16"));
        QCOMPARE(links[0].after, QStringLiteral("32 GT/s x8"));
        QVERIFY(links[0].sentence.contains(links[0].device));
        QVERIFY(!diff.isEmpty());
    }

    // A root port that counted 3 correctable errors when first collected and 120 later: the
    // link erred in between (the real pcicrawler root port, fixtures/sysfs-pci/SOURCES.md).
    void aerErrorsThatGrewAreAChange()
    {
        const Snapshot before = FindingCases::snapshotFor(QStringLiteral("pcicrawler-rootport-aer"));
        Snapshot after = before;
        RawCapture& grown = captureOf(after.machines[0], QStringLiteral("sysfs-pci"));
        edit(grown, "aer_dev_correctable:BadTLP 3", "aer_dev_correctable:BadTLP 120");
        edit(grown, "TOTAL_ERR_COR 3", "TOTAL_ERR_COR 120");
        const SnapshotDiff diff = diffSnapshots(before, after);
        QCOMPARE(diff.machines.size(), 1);
        QVERIFY2(diff.machines[0].changes.size() == 1, describe(diff.machines[0]).constData());
        const QList<DeviceChange> errors = ofKind(diff.machines[0], QStringLiteral("aer-correctable"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].before, QStringLiteral("3"));
        QCOMPARE(errors[0].after, QStringLiteral("120"));
        QVERIFY2(errors[0].sentence.contains(u"0000:00:01.0"), qPrintable(errors[0].sentence));
        QVERIFY(diffSnapshots(before, before).isEmpty());
    }

    // The kernel log's events of a device between two collections that both read the log: the
    // demo host with a clean log, then with GPU0's root port logging errors and GPU0 off the bus.
    void kernelLogEventsBetweenCollections()
    {
        const Snapshot after = FindingCases::snapshotFor(QStringLiteral("demo-gpu0-fell-off-after-link-errors"));
        Snapshot before = after;
        RawCapture& log = captureOf(before.machines[0].role == MachineRole::Host ? before.machines[0] : before.machines[1],
            QStringLiteral("dmesg-pcie"));
        log.stdoutData.clear(); // read, and nothing in it
        const SnapshotDiff diff = diffSnapshots(before, after);
        QList<DeviceChange> events;
        for (const MachineDiff& m : diff.machines)
            events += ofKind(m, QStringLiteral("kernel-pcie-events"));
        QCOMPARE(events.size(), 2);
        QVERIFY2(events[0].device.contains(u"0000:00:01.1") && events[0].after == u"2 AER errors",
            qPrintable(events[0].device + u": " + events[0].after));
        QVERIFY2(events[1].device.contains(u"0000:01:00.0") && events[1].after == u"fell off the bus",
            qPrintable(events[1].device + u": " + events[1].after));
        QVERIFY(events[0].before.isEmpty());
        // A collection that did not read the log says nothing about it.
        for (const MachineDiff& m : diffSnapshots(demo(), after).machines)
            QVERIFY(ofKind(m, QStringLiteral("kernel-pcie-events")).isEmpty());
    }

    void gpuRemovedIsNamed()
    {
        // Model-level variant: the last GPU (its function and its nvidia-smi entry) gone, as when
        // it falls off the bus; the captures would have to agree in a dozen places otherwise.
        const Machine before = buildMachine(demo().machines[0]);
        Machine after = before;
        QVERIFY(after.gpus.size() >= 2);
        const Gpu gone = after.gpus.takeLast();
        QVERIFY(gone.bdf);
        after.pci.devices.removeIf([&](const PciDevice& d) { return d.bdf == *gone.bdf; });
        const MachineDiff diff = diffMachines(before, after);
        const QList<DeviceChange> removed = ofKind(diff, QStringLiteral("device-removed"));
        QCOMPARE(removed.size(), 1);
        QVERIFY2(diff.changes.size() == 1, describe(diff).constData());
        QCOMPARE(removed[0].device, QStringLiteral("GPU%1 %2").arg(gone.index).arg(gone.bdf->toString()));
        QVERIFY(removed[0].after.isEmpty());
        QVERIFY(removed[0].before.contains(u"NVIDIA"));

        const MachineDiff back = diffMachines(after, before);
        QCOMPARE(ofKind(back, QStringLiteral("device-added")).size(), 1);
        QCOMPARE(back.changes.size(), 1);
    }

    void gpuNicClassChangeIsNamed()
    {
        // The synthetic switch's ConnectX-7 moved from the GPU's switch (19:00.0, PIX) to a slot
        // of the root complex above it (15:02.0), as a card moved to another slot would be:
        // GPUDirect RDMA then ends (PHB).
        const Snapshot switchHost = FindingCases::snapshotFor(QStringLiteral("synthetic-switch"));
        const Machine before = buildMachine(switchHost.machines[0]);
        MachineSnapshot moved = switchHost.machines[0];
        edit(captureOf(moved, QStringLiteral("lspci-verbose")), "0000:19:00.0 Ethernet", "0000:15:02.0 Ethernet");
        const Machine after = buildMachine(moved);
        const QList<DeviceChange> changed = ofKind(diffMachines(before, after), QStringLiteral("gpu-nic-class"));
        QVERIFY2(changed.size() == 1, describe(diffMachines(before, after)).constData());
        QVERIFY2(changed[0].device.startsWith(u"GPU0"), qPrintable(changed[0].device));
        QCOMPARE(changed[0].before, QStringLiteral("PIX"));
        QCOMPARE(changed[0].after, QStringLiteral("PHB"));
        QVERIFY2(changed[0].sentence.contains(u"PHB (0000:15:02.0, staged through host memory); it was PIX"), qPrintable(changed[0].sentence));
        QCOMPARE(ofKind(diffMachines(after, before), QStringLiteral("gpu-nic-class")).size(), 1);
        QVERIFY(ofKind(diffMachines(before, before), QStringLiteral("gpu-nic-class")).isEmpty());
    }

    void benchmarkRunsBeforeAndAfterAFix()
    {
        // How a fix is checked: the same benchmark run before and after it, each imported into
        // its collection. nccl-tests' real 16-GPU all_reduce with its average edited up (the
        // text, through the parser); a real p2pBandwidthLatencyTest of a 4-GPU VM with every
        // GPU pair of its GB/s matrices 1.8 times as fast (constructed in the model).
        const QByteArray nccl = TestUtil::readFixture(QStringLiteral("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt"));
        QByteArray ncclFaster = nccl;
        QVERIFY(ncclFaster.contains("# Avg bus bandwidth    : 70.742"));
        ncclFaster.replace("# Avg bus bandwidth    : 70.742", "# Avg bus bandwidth    : 84.890");
        const BenchmarkRun p2p = parseP2pBandwidthLatency(
            TestUtil::readFixture(QStringLiteral("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"))).value;
        const auto scaled = [&](double factor) {
            BenchmarkRun run = p2p;
            for (BenchmarkMatrix& m : run.matrices) {
                for (int r = 0; m.unit == u"GB/s" && r < m.cells.size(); ++r) {
                    for (int c = 0; c < m.cells[r].size(); ++c) {
                        if (r != c && m.cells[r][c])
                            *m.cells[r][c] *= factor;
                    }
                }
            }
            return run;
        };
        Machine before;
        before.benchmarks = { parseNcclTests(nccl).value, p2p };
        Machine after;
        after.benchmarks = { parseNcclTests(ncclFaster).value, scaled(1.8) };
        const QList<DeviceChange> changes = ofKind(diffMachines(before, after), QStringLiteral("benchmark-bandwidth"));
        QVERIFY2(changes.size() == 5, describe(diffMachines(before, after)).constData()); // the average, four GB/s matrices
        QVERIFY2(changes[0].device.contains(u"average bus bandwidth"), qPrintable(changes[0].device));
        QCOMPARE(changes[0].before, QStringLiteral("70.7 GB/s"));
        QCOMPARE(changes[0].after, QStringLiteral("84.9 GB/s"));
        QVERIFY2(changes[0].sentence.contains(u"1.20×"), qPrintable(changes[0].sentence));
        for (qsizetype i = 1; i < changes.size(); ++i) {
            QVERIFY2(changes[i].device.contains(u"Matrix (GB/s)") && changes[i].device.contains(u"12 GPU pairs"), qPrintable(changes[i].device));
            QVERIFY2(changes[i].sentence.contains(u"1.80×"), qPrintable(changes[i].sentence));
        }
        // The demo guest's real-format staged copy sweep, 1.5 times as fast at every size: one
        // change, at the largest size both runs reached.
        const Machine guest = buildMachine(demo().machines[1]);
        QCOMPARE(guest.benchmarks.size(), 1);
        Machine faster = guest;
        for (SizeSweep& sweep : faster.benchmarks[0].sweeps) {
            for (SweepPoint& point : sweep.points)
                point.bandwidth = point.bandwidth.value_or(0) * 1.5;
        }
        const QList<DeviceChange> sweep = ofKind(diffMachines(guest, faster), QStringLiteral("benchmark-bandwidth"));
        QVERIFY2(sweep.size() == 1, describe(diffMachines(guest, faster)).constData());
        QVERIFY2(sweep[0].device.startsWith(u"size-sweep (staged-copy-sweep): ") && sweep[0].device.endsWith(u" at 16 MiB"),
            qPrintable(sweep[0].device));
        QCOMPARE(sweep[0].before, QStringLiteral("36.0 GB/s"));
        QVERIFY2(sweep[0].sentence.contains(u"1.50×"), qPrintable(sweep[0].sentence));
        // A matrix of other GPUs (a run on another set of devices) is not compared cell by cell.
        BenchmarkRun otherGpus = scaled(1.8);
        for (BenchmarkMatrix& m : otherGpus.matrices) {
            if (!m.rows.isEmpty())
                m.rows[0].label = QStringLiteral("7");
        }
        after.benchmarks = { parseNcclTests(nccl).value, otherGpus };
        QVERIFY(ofKind(diffMachines(before, after), QStringLiteral("benchmark-bandwidth")).isEmpty());
        // Within a run's noise (3 %), or the same runs: nothing.
        after.benchmarks = { parseNcclTests(nccl).value, scaled(1.03) };
        QVERIFY(ofKind(diffMachines(before, after), QStringLiteral("benchmark-bandwidth")).isEmpty());
        // A run without a partner of its tool and title is not compared.
        after.benchmarks = { p2p };
        before.benchmarks = { parseNcclTests(nccl).value };
        QVERIFY(diffMachines(before, after).changes.isEmpty());
    }

    void kernelParametersAddedRemovedChanged()
    {
        const Snapshot before = h200Bundle();
        Snapshot after = before;
        RawCapture& cmdline = captureOf(after.machines[0], QStringLiteral("cmdline"));
        edit(cmdline, " panic=1 ", " panic=10 ");
        edit(cmdline, " quiet ", " ");
        edit(cmdline, "console=ttyS0", "console=ttyS0 iommu=pt");
        const MachineDiff diff = diffSnapshots(before, after).machines.value(0);
        QVERIFY2(diff.changes.size() == 3, describe(diff).constData());
        const auto changed = ofKind(diff, QStringLiteral("kernel-parameter-changed"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0].before, QStringLiteral("panic=1"));
        QCOMPARE(changed[0].after, QStringLiteral("panic=10"));
        const auto removed = ofKind(diff, QStringLiteral("kernel-parameter-removed"));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed[0].before, QStringLiteral("quiet"));
        const auto added = ofKind(diff, QStringLiteral("kernel-parameter-added"));
        QCOMPARE(added.size(), 1);
        QCOMPARE(added[0].after, QStringLiteral("iommu=pt"));
        QVERIFY(added[0].device.isEmpty());
    }

    void renumberedBusIsNotRemoveAndAdd()
    {
        const Snapshot before = demo();
        Snapshot after = before;
        renumberBus(after.machines[0], 0x01, 0x05);
        const Machine afterHost = buildMachine(after.machines[0]);
        QVERIFY2(afterHost.pci.find(*Bdf::parse(u"0000:05:00.0")), "the renumbering did not take");
        QVERIFY(!afterHost.pci.find(*Bdf::parse(u"0000:01:00.0")));

        const SnapshotDiff diff = diffSnapshots(before, after);
        QCOMPARE(diff.machines.size(), 2);
        const MachineDiff& host = diff.machines[0];
        QCOMPARE(host.role, MachineRole::Host);
        QVERIFY2(ofKind(host, QStringLiteral("device-removed")).isEmpty(), describe(host).constData());
        QVERIFY2(ofKind(host, QStringLiteral("device-added")).isEmpty(), describe(host).constData());
        const auto moved = ofKind(host, QStringLiteral("device-renumbered"));
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved[0].before, QStringLiteral("0000:01:00.0"));
        QCOMPARE(moved[0].after, QStringLiteral("0000:05:00.0"));
        QVERIFY(moved[0].device.startsWith(u"GPU"));
        QVERIFY(moved[0].matchedBy != DeviceMatch::Address);
        QVERIFY2(diff.machines[1].isEmpty(), describe(diff.machines[1]).constData());
    }

    void treePositionMatchesWithoutSerials()
    {
        // The same renumbering with every PCIe serial number left out: the tree position alone.
        Snapshot before = demo();
        RawCapture& verbose = captureOf(before.machines[0], QStringLiteral("lspci-verbose"));
        QString text = QString::fromUtf8(verbose.stdoutData);
        text.remove(QRegularExpression(QStringLiteral("\\n\\t+Capabilities: [^\\n]*Device Serial Number[^\\n]*")));
        verbose.stdoutData = text.toUtf8();
        QVERIFY(!verbose.stdoutData.contains("Serial Number"));
        Snapshot after = before;
        renumberBus(after.machines[0], 0x01, 0x05);
        const MachineDiff host = diffSnapshots(before, after).machines.value(0);
        const auto moved = ofKind(host, QStringLiteral("device-renumbered"));
        QVERIFY2(moved.size() == 1, describe(host).constData());
        QCOMPARE(moved[0].matchedBy, DeviceMatch::TreePosition);
        QCOMPARE(deviceMatchName(moved[0].matchedBy), QStringLiteral("tree-position"));
    }

    void machinesPairByRoleAndLabel()
    {
        const Snapshot both = demo();
        Snapshot hostOnly = both;
        hostOnly.machines.removeLast();
        const SnapshotDiff diff = diffSnapshots(both, hostOnly);
        QCOMPARE(diff.machines.size(), 1);
        QVERIFY(diff.machines[0].isEmpty());
        QCOMPARE(diff.unpaired.size(), 1);
        QVERIFY(diff.unpaired[0].inBefore);
        QCOMPARE(diff.unpaired[0].role, MachineRole::Guest);
        QCOMPARE(diff.unpaired[0].label, both.machines[1].label);
        QVERIFY(!diff.isEmpty());

        // A guest relabelled is another machine when the snapshots hold several.
        Snapshot relabelled = both;
        relabelled.machines[1].label = QStringLiteral("other");
        QCOMPARE(diffSnapshots(both, relabelled).unpaired.size(), 2);
        // --machine keeps one label.
        const SnapshotDiff onlyHost = diffSnapshots(both, relabelled, both.machines[0].label);
        QCOMPARE(onlyHost.machines.size(), 1);
        QVERIFY(onlyHost.isEmpty());
    }

    void singleMachinesPairWhateverTheirLabels()
    {
        const Snapshot before = h200Bundle();
        Snapshot after = before;
        after.machines[0].label = QStringLiteral("h200-x4-again");
        const SnapshotDiff diff = diffSnapshots(before, after);
        QCOMPARE(diff.machines.size(), 1);
        QVERIFY(diff.unpaired.isEmpty());
        const auto label = ofKind(diff.machines[0], QStringLiteral("machine-label"));
        QCOMPARE(label.size(), 1);
        QCOMPARE(label[0].after, QStringLiteral("h200-x4-again"));
    }

    void jsonCarriesEveryField()
    {
        const Snapshot before = h200Bundle();
        Snapshot after = before;
        edit(captureOf(after.machines[0], QStringLiteral("cmdline")), " panic=1 ", " panic=2 ");
        const nlohmann::json json = Json::toJson(diffSnapshots(before, after), QStringLiteral("a.bundle"), QStringLiteral("b.bundle"));
        QVERIFY(json["format"] == "topolens-diff");
        QVERIFY(json["identical"] == false);
        QVERIFY(json["before"] == "a.bundle");
        const nlohmann::json& change = json["machines"][0]["changes"][0];
        QVERIFY(change["kind"] == "kernel-parameter-changed");
        QVERIFY(change["before"] == "panic=1");
        QVERIFY(change["after"] == "panic=2");
        QVERIFY(change["matchedBy"] == "address");
        QVERIFY(change["text"].get<std::string>().find("panic=2") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestSnapshotDiff)
#include "tst_snapshotdiff.moc"
