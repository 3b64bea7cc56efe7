// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

using namespace Topo;

namespace {
Snapshot sampleSnapshot()
{
    Snapshot s;
    s.title = QStringLiteral("lab box");
    s.createdAt = QDateTime(QDate(2026, 11, 29), QTime(10, 0), Qt::UTC);
    MachineSnapshot host;
    host.role = MachineRole::Host;
    host.label = QStringLiteral("pve");
    host.address = QStringLiteral("root@pve:22");
    host.collectedAt = s.createdAt;
    host.collector = QStringLiteral("test");
    RawCapture tree;
    tree.id = QStringLiteral("lspci-tree");
    tree.command = QStringLiteral("lspci -tvnn");
    tree.format = QStringLiteral("lspci-tree");
    tree.stdoutData = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm-nn.txt"));
    tree.durationMs = 12;
    host.captures.append(tree);
    RawCapture binary;
    binary.id = QStringLiteral("weird");
    binary.command = QStringLiteral("cat /dev/urandom | head -c 4096");
    binary.stdoutData = TestUtil::garbage(4096, 7); // not UTF-8: must survive as base64
    binary.stderrData = QByteArray("warning: \xff\xfe odd\n");
    binary.exitCode = 3;
    binary.status = CaptureStatus::Failed;
    binary.statusDetail = QStringLiteral("exit status 3");
    host.captures.append(binary);
    RawCapture missing;
    missing.id = QStringLiteral("nvidia-topo");
    missing.command = QStringLiteral("nvidia-smi topo -m");
    missing.stderrData = QByteArray("sh: 1: nvidia-smi: not found\n");
    missing.exitCode = 127;
    missing.status = CaptureStatus::ToolMissing;
    host.captures.append(missing);
    s.machines.append(host);
    return s;
}
} // namespace

class TestSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTripKeepsEveryByte()
    {
        const Snapshot original = sampleSnapshot();
        const QByteArray json = writeSnapshot(original);
        const auto read = readSnapshot(json);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        const Snapshot& s = read.value;
        QCOMPARE(s.title, original.title);
        QCOMPARE(s.createdAt, original.createdAt);
        QCOMPARE(s.machines.size(), 1);
        const MachineSnapshot& m = s.machines.first();
        QCOMPARE(m.role, MachineRole::Host);
        QCOMPARE(m.address, QStringLiteral("root@pve:22"));
        QCOMPARE(m.captures.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const RawCapture& a = original.machines[0].captures[i];
            const RawCapture& b = m.captures[i];
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.command, a.command);
            QCOMPARE(b.format, a.format);
            QCOMPARE(b.stdoutData, a.stdoutData);
            QCOMPARE(b.stderrData, a.stderrData);
            QCOMPARE(b.exitCode, a.exitCode);
            QCOMPARE(b.status, a.status);
            QCOMPARE(b.statusDetail, a.statusDetail);
            QCOMPARE(b.durationMs, a.durationMs);
        }
        QVERIFY(json.contains("\"stdoutBase64\""));
        // Writing what was read gives the same bytes: saving is stable.
        QCOMPARE(writeSnapshot(s), json);
    }

    void refusesNewerVersionWithClearMessage()
    {
        QByteArray json = writeSnapshot(sampleSnapshot());
        json.replace("\"version\": 1", "\"version\": 7");
        const auto read = readSnapshot(json);
        QVERIFY(read.hasErrors());
        const QString message = read.diagnostics.first().message;
        QVERIFY2(message.contains(QStringLiteral("newer TopoLens")), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("7")));
        QVERIFY(read.value.machines.isEmpty());
    }

    void malformedJsonNamesTheLine()
    {
        QByteArray json = writeSnapshot(sampleSnapshot());
        const qsizetype cut = json.indexOf("\"machines\"");
        json.insert(cut, "oops ");
        const auto read = readSnapshot(json);
        QVERIFY(read.hasErrors());
        const int expectedLine = int(json.left(cut).count('\n')) + 1;
        QCOMPARE(read.diagnostics.first().line, expectedLine);
    }

    void wrongTypesNameTheJsonPath_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("exit code as string") << QByteArray("\"exitCode\": 3") << QByteArray("\"exitCode\": \"3\"")
                                             << QStringLiteral("machines[0].captures[1].exitCode");
        QTest::newRow("unknown role") << QByteArray("\"role\": \"host\"") << QByteArray("\"role\": \"toaster\"")
                                      << QStringLiteral("machines[0].role");
        QTest::newRow("captures not array") << QByteArray("\"captures\": [") << QByteArray("\"captures\": 5, \"x\": [")
                                            << QStringLiteral("machines[0].captures");
        QTest::newRow("bad base64") << QByteArray("\"stdoutBase64\": \"") << QByteArray("\"stdoutBase64\": \"!!!")
                                    << QStringLiteral("machines[0].captures[1].stdoutBase64");
    }
    void wrongTypesNameTheJsonPath()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, path);
        QByteArray json = writeSnapshot(sampleSnapshot());
        QVERIFY(json.contains(from));
        json.replace(from, to);
        const auto read = readSnapshot(json);
        QVERIFY(read.hasErrors());
        bool named = false;
        for (const auto& d : read.diagnostics)
            named = named || d.message.startsWith(path);
        QVERIFY2(named, TestUtil::describe(read.diagnostics).constData());
    }

    void rejectsOtherJsonAndGarbage_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("other json") << QByteArray("{\"system\": 1}");
        QTest::newRow("array") << QByteArray("[1,2,3]");
        QTest::newRow("garbage") << TestUtil::garbage(10000, 3);
        QTest::newRow("truncated") << writeSnapshot(sampleSnapshot()).left(300);
        // A string that is not UTF-8 (raw bytes belong in "stdoutBase64").
        QTest::newRow("invalid UTF-8") << writeSnapshot(sampleSnapshot()).replace("\"title\": \"", "\"title\": \"\xff\xfe");
    }
    void rejectsOtherJsonAndGarbage()
    {
        QFETCH(QByteArray, input);
        const auto read = readSnapshot(input);
        QVERIFY(read.hasErrors());
        QVERIFY(read.value.machines.isEmpty());
    }

    void saveIsAtomicAndLeavesOldFileOnFailure()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        const Status saved = saveSnapshot(sampleSnapshot(), path);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        const QByteArray first = TestUtil::readFile(path);
        // A directory where the file should be: the save fails and says why.
        const Status refused = saveSnapshot(sampleSnapshot(), dir.path());
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().startsWith(u"cannot write " + dir.path()));
        QCOMPARE(TestUtil::readFile(path), first);
        // No temporary files are left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
        const auto loaded = loadSnapshotFile(path);
        QVERIFY(!loaded.hasErrors());
    }

    void demoSnapshotIsBuiltInAndMarkedAsReconstruction()
    {
        const auto demo = openSnapshot(QStringLiteral("demo"));
        QVERIFY2(!demo.hasErrors(), TestUtil::describe(demo.diagnostics).constData());
        QVERIFY(demo.value.reconstruction);
        QVERIFY(demo.value.note.contains(QStringLiteral("RECONSTRUCTION")));
        QVERIFY(demo.value.machine(MachineRole::Host));
        QVERIFY(demo.value.machine(MachineRole::Guest));
        QVERIFY(demo.value.machine(MachineRole::Host)->capture(QStringLiteral("lspci-tree")));
        QVERIFY(looksLikeSnapshot(writeSnapshot(demo.value)));
    }

    void hugeCaptureRoundTrips()
    {
        Snapshot s = sampleSnapshot();
        QByteArray big;
        const QByteArray block = TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"));
        while (big.size() < TestUtil::hugeInputBytes)
            big += block;
        s.machines[0].captures[0].stdoutData = big;
        const auto read = readSnapshot(writeSnapshot(s));
        QVERIFY(!read.hasErrors());
        QCOMPARE(read.value.machines[0].captures[0].stdoutData.size(), big.size());
    }

    // A day of a watch at the default 5 s (issue 33's bound: 24 h on the demo host in 50 MB or
    // less): the demo host's own sysfs listing stands for each sample's links (several times the
    // lines of the watch's grep), its AER counter changed every 1,000 samples, and a kernel log
    // that grows once. Every sample reads back byte for byte.
    void aDayOfSamplesStaysSmallAndReadsBack()
    {
        const ParseResult<Snapshot> demo = openSnapshot(QString::fromLatin1(demoSnapshotName));
        QVERIFY(!demo.hasErrors());
        Snapshot s = demo.value;
        MachineSnapshot& host = s.machines[0];
        const RawCapture* sysfs = host.capture(QStringLiteral("sysfs-pci"));
        QVERIFY(sysfs && sysfs->stdoutData.size() > 10000);
        RawCapture links = *sysfs;
        links.id = QStringLiteral("pci-links");
        RawCapture log;
        log.id = QStringLiteral("dmesg-pcie");
        log.format = QStringLiteral("dmesg-pcie");
        const QDateTime start = QDateTime::fromSecsSinceEpoch(1796560000, Qt::UTC);
        constexpr int samples = 24 * 3600 / 5;
        for (int i = 0; i < samples; ++i) {
            RawCapture l = links;
            l.stdoutData += QByteArray("/sys/bus/pci/devices/0000:00:01.1/aer_dev_correctable:TOTAL_ERR_COR ")
                + QByteArray::number(i / 1000) + '\n';
            RawCapture k = log;
            if (i >= samples / 2)
                k.stdoutData = "[43200.000001] pcieport 0000:00:01.1: AER: Corrected error received: 0000:01:00.0\n";
            host.samples.append({ start.addSecs(5 * i), false, { l, k } });
        }
        const QByteArray written = writeSnapshot(s);
        qInfo("a day of %d samples: %lld bytes", samples, qint64(written.size()));
        QVERIFY2(written.size() < 50 * 1024 * 1024, qPrintable(QString::number(written.size())));
        const ParseResult<Snapshot> read = readSnapshot(written);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        const QList<WatchSample>& back = read.value.machines[0].samples;
        QCOMPARE(back.size(), samples);
        for (int i = 0; i < samples; i += 997) {
            QCOMPARE(back[i].at, host.samples[i].at);
            QCOMPARE(back[i].captures[0].stdoutData, host.samples[i].captures[0].stdoutData);
            QCOMPARE(back[i].captures[1].stdoutData, host.samples[i].captures[1].stdoutData);
        }
        QCOMPARE(back.last().captures[0].stdoutData, host.samples.last().captures[0].stdoutData);
    }

    // "sameAs" names an earlier sample that has that capture, or the file is refused there.
    void aSampleThatPointsForwardIsRefused()
    {
        Snapshot s = sampleSnapshot();
        RawCapture c;
        c.id = QStringLiteral("pci-links");
        c.stdoutData = "/sys/bus/pci/devices/0000:00:01.0/current_link_width:16\n";
        s.machines[0].samples = { { QDateTime::fromSecsSinceEpoch(1, Qt::UTC), false, { c } },
            { QDateTime::fromSecsSinceEpoch(6, Qt::UTC), false, { c } } };
        QByteArray written = writeSnapshot(s);
        QVERIFY(written.contains("\"sameAs\": 0"));
        QVERIFY(readSnapshot(written).value.machines[0].samples[1].captures[0].stdoutData == c.stdoutData);
        written.replace("\"sameAs\": 0", "\"sameAs\": 1");
        const ParseResult<Snapshot> forged = readSnapshot(written);
        QVERIFY(forged.hasErrors());
        QVERIFY2(TestUtil::describe(forged.diagnostics).contains("samples[1].captures[0].sameAs"),
            TestUtil::describe(forged.diagnostics).constData());
    }
};

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
