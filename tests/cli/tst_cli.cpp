// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as users and scripts see it: the real binary, real files, exit codes.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = TestUtil::CliRun;

Run topolens(const QStringList& arguments, const QByteArray& stdinData = {})
{
    return TestUtil::runTopolens(arguments, stdinData);
}

/// A file of plain words in `dir` that no parser takes for a tool's output.
QString writeNotToolOutput(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("noise.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write("hello world\nthis is not tool output\n") < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QJsonObject parseJson(const QByteArray& out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpAndVersion()
    {
        const Run help = topolens({ QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("topolens parse FILE"));
        const Run version = topolens({ QStringLiteral("--version") });
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("topolens "));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown subcommand") << QStringList { QStringLiteral("frobnicate") };
        QTest::newRow("parse without files") << QStringList { QStringLiteral("parse") };
        QTest::newRow("unknown format") << QStringList { QStringLiteral("parse"), QStringLiteral("--format"),
            QStringLiteral("nope"), QStringLiteral("x") };
        QTest::newRow("unknown option") << QStringList { QStringLiteral("parse"), QStringLiteral("--frob"), QStringLiteral("x") };
    }
    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("topolens: "));
        QVERIFY(r.out.isEmpty());
    }

    void guiWithoutDisplayExplainsHeadless()
    {
        const Run r = topolens({});
        if (r.err.contains("has no GUI"))
            QSKIP("this build has no GUI");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("QT_QPA_PLATFORM=offscreen"), r.err.constData());
    }

    void listsFormats()
    {
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("--list-formats") });
        QCOMPARE(r.exitCode, 0);
        for (const char* name : { "lspci-tree", "lspci-verbose", "lspci-list", "iommu-groups", "nvidia-smi-topo",
                 "nvidia-smi-p2p", "nvidia-smi-xml", "nvidia-smi-query", "nvidia-smi-csv", "numactl", "sysfs-nodes",
                 "sysfs-pci", "proc-cmdline" })
            QVERIFY2(r.out.contains(QByteArray(QByteArray(name) + ' ')), name);
        // Every description starts in the same column, however long the longest name (issue 38:
        // names over 18 characters pushed theirs out of line).
        QSet<qsizetype> columns;
        for (const QByteArray& line : r.out.split('\n')) {
            if (line.isEmpty())
                continue;
            const qsizetype nameEnd = line.indexOf(' ');
            qsizetype description = nameEnd;
            while (description < line.size() && line[description] == ' ')
                ++description;
            columns.insert(description);
        }
        QCOMPARE(columns.size(), 1);
    }

    void topoMatrixJsonContract()
    {
        const QString file = TestUtil::fixturePath(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt"));
        const Run r = topolens({ QStringLiteral("parse"), file, QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(u"format").toString(), QStringLiteral("nvidia-smi-topo"));
        QCOMPARE(o.value(u"file").toString(), file);
        QCOMPARE(o.value(u"labels").toArray(), QJsonArray({ QStringLiteral("GPU0") }));
        // One row of one cell. Built by append: a braced QJsonArray holding one QJsonArray is
        // that array itself to clang (a copy), and an array of it to GCC.
        QJsonArray oneCell;
        oneCell.append(QJsonArray { QStringLiteral("X") });
        QCOMPARE(o.value(u"cells").toArray(), oneCell);
        QVERIFY(o.value(u"diagnostics").isArray());
        // The escape sequences of the header are gone from every string.
        QVERIFY(!r.out.contains("\\u001b"));
    }

    void deviceListsComeUnderDevices_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        QTest::newRow("lspci -nnvvv") << QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt") << QStringLiteral("lspci-verbose");
        QTest::newRow("lspci -nn") << QStringLiteral("lspci-list/h200-vm-nn.txt") << QStringLiteral("lspci-list");
        QTest::newRow("sysfs") << QStringLiteral("sysfs-pci/h200-vm.txt") << QStringLiteral("sysfs-pci");
        QTest::newRow("lspci -tvnn") << QStringLiteral("lspci-tree/h200-vm-nn.txt") << QStringLiteral("lspci-tree");
    }
    void deviceListsComeUnderDevices()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        const Run r = topolens({ QStringLiteral("parse"), TestUtil::fixturePath(fixture), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(u"format").toString(), format);
        const QJsonArray devices = o.value(u"devices").toArray();
        QCOMPARE(devices.size(), 7);
        bool gpuSeen = false;
        for (const auto& d : devices)
            gpuSeen = gpuSeen || d.toObject().value(u"bdf").toString() == u"0000:00:06.0";
        QVERIFY(gpuSeen);
    }

    void collectorScriptAndImport()
    {
        const Run script = topolens({ QStringLiteral("collector-script") });
        QCOMPARE(script.exitCode, 0);
        QCOMPARE(script.out, TestUtil::readFile(QStringLiteral(TOPOLENS_FIXTURES_DIR "/../../scripts/topolens-collect.sh")));
        QTemporaryDir dir;
        const QByteArray bundle = "#topolens-bundle 1\n#role guest\n#label vm1\n#host vm1\n"
                                  "@capture cmdline exit=0 ms=1 stdout=6 stderr=0\n@command cat /proc/cmdline\nquiet\n\n@end cmdline\n";
        QFile f(dir.filePath(QStringLiteral("a.bundle")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bundle);
        f.close();
        const QString out = dir.filePath(QStringLiteral("s.json"));
        const Run r = topolens({ QStringLiteral("import"), f.fileName(), QStringLiteral("-o"), out });
        QCOMPARE(r.exitCode, 0);
        const Run parsed = topolens({ QStringLiteral("parse"), out, QStringLiteral("--json") });
        QCOMPARE(parsed.exitCode, 0);
        const QJsonObject machine = parseJson(parsed.out).value(u"machines").toArray().first().toObject();
        QCOMPARE(machine.value(u"role").toString(), QStringLiteral("guest"));
        QCOMPARE(machine.value(u"label").toString(), QStringLiteral("vm1"));
        QCOMPARE(machine.value(u"cmdline").toObject().value(u"raw").toString(), QStringLiteral("quiet"));
        QCOMPARE(topolens({ QStringLiteral("import"), f.fileName() }).exitCode, 2);
    }

    void standardInputAndForcedFormat()
    {
        const QByteArray p2p = TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-r.txt"));
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("--format"), QStringLiteral("nvidia-smi-p2p"),
                                   QStringLiteral("-"), QStringLiteral("--json") },
            p2p);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parseJson(r.out).value(u"format").toString(), QStringLiteral("nvidia-smi-p2p"));
    }

    void notUnderstoodNamesFileAndLineAndExitsOne()
    {
        QTemporaryDir dir;
        const QString path = writeNotToolOutput(dir);
        const Run r = topolens({ QStringLiteral("parse"), path });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QByteArray(path.toUtf8() + ": line ")), r.err.constData());
        // Forcing a format on the wrong input fails the same way, naming a line.
        const Run forced = topolens({ QStringLiteral("parse"), QStringLiteral("--format=nvidia-smi-topo"), path });
        QCOMPARE(forced.exitCode, 1);
        QVERIFY2(forced.err.contains(QByteArray(path.toUtf8() + ": line ")), forced.err.constData());
    }

    void missingFileFails()
    {
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("/nonexistent/file.txt") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("/nonexistent/file.txt"));
    }

    // docs/parse-json.md: one object per file, the unreadable and the unrecognised included
    // (issue 38: they printed [] and nothing); a bundle is read whole as TopoLens's own file,
    // not detected as one tool's output with dozens of warnings.
    void jsonHasAnObjectForEveryFile()
    {
        QTemporaryDir dir;
        const QString noise = writeNotToolOutput(dir);
        const QString bundle = TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle"));
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("--json"), noise, QStringLiteral("/nonexistent/file.txt"), bundle });
        QCOMPARE(r.exitCode, 1);
        const QJsonArray files = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(files.size(), 3);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(files[i][u"format"].isNull());
            QCOMPARE(files[i][u"diagnostics"][0][u"severity"].toString(), QStringLiteral("error"));
        }
        QCOMPARE(files[0][u"file"].toString(), noise);
        QCOMPARE(files[1][u"file"].toString(), QStringLiteral("/nonexistent/file.txt"));
        QCOMPARE(files[2][u"format"].toString(), QStringLiteral("topolens-bundle"));
        QCOMPARE(files[2][u"machines"].toArray().size(), 1);
        for (const QJsonValue& d : files[2][u"diagnostics"].toArray())
            QVERIFY2(d[u"severity"].toString() != u"error", qPrintable(d[u"message"].toString()));
    }

    void vmConfigurationsCarryTheirMacs()
    {
        // A real qm showcmd (proxmox/qemu-server's cfg2cmd tests): its NIC's MAC, lower case,
        // the evidence fleet pairing uses.
        const Run r = topolens({ QStringLiteral("parse"), TestUtil::fixturePath(QStringLiteral("qemu-cmdline/pve-q35-linux-hostpci-multifunction.cmd")),
                                 QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray vms = parseJson(r.out).value(u"vms").toArray();
        QCOMPARE(vms.size(), 1);
        QCOMPARE(vms[0].toObject().value(u"macs").toArray(), QJsonArray { QStringLiteral("2e:01:68:f9:9c:87") });
    }

    void demoSnapshotParses()
    {
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("demo"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(u"format").toString(), QStringLiteral("topolens-snapshot"));
        const QJsonArray machines = o.value(u"machines").toArray();
        QCOMPARE(machines.size(), 2);
        QCOMPARE(machines[0].toObject().value(u"role").toString(), QStringLiteral("host"));
        QCOMPARE(machines[0].toObject().value(u"gpus").toArray().size(), 8);
        QCOMPARE(machines[1].toObject().value(u"role").toString(), QStringLiteral("guest"));
    }

    void amdDemoSnapshotCarriesAmdsTopology()
    {
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json"),
            QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject host = parseJson(r.out).value(u"machines").toArray().first().toObject();
        QCOMPARE(host.value(u"gpus").toArray().size(), 8);
        QVERIFY(host.value(u"gpus").toArray().first().toObject().value(u"uniqueId").toString().startsWith(u"0x"));
        const QJsonObject amd = host.value(u"amdTopology").toObject();
        QCOMPARE(amd.value(u"gpus").toArray().size(), 4); // the four rocm-smi lists; the rest are on vfio-pci
        const QJsonObject first = amd.value(u"links").toArray().first().toObject();
        QCOMPARE(first.value(u"linkType").toString(), QStringLiteral("XGMI"));
        QCOMPARE(first.value(u"weight").toString(), QStringLiteral("15"));
    }

    void severalFilesGiveAnArray()
    {
        const Run r = topolens({ QStringLiteral("parse"), QStringLiteral("--json"),
            TestUtil::fixturePath(QStringLiteral("numactl/h200-vm.txt")),
            TestUtil::fixturePath(QStringLiteral("proc-cmdline/h200-vm.txt")) });
        QCOMPARE(r.exitCode, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(r.out);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 2);
        QCOMPARE(doc.array()[0].toObject().value(u"format").toString(), QStringLiteral("numactl"));
        QCOMPARE(doc.array()[1].toObject().value(u"format").toString(), QStringLiteral("proc-cmdline"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
