// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens nccl-topo` and `topolens qemu-layout` as users run them: the real binary, files,
// exit codes.
#include "parse/nccl/nccltopo.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Topo;

namespace {
using Run = TestUtil::CliRun;

Run topolens(const QStringList& arguments, const QByteArray& stdinData = {})
{
    return TestUtil::runTopolens(arguments, stdinData);
}

bool wellFormed(const QByteArray& xml, QString* error)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    *error = reader.errorString();
    return !reader.hasError();
}
} // namespace

class TestCliGenerate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ncclTopoForTheDemoGuest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("topo.xml"));
        const Run r = topolens({ QStringLiteral("nccl-topo"), QStringLiteral("demo"), QStringLiteral("--for"), QStringLiteral("guest"),
            QStringLiteral("-o"), path });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("NCCL_TOPO_FILE"));
        const auto topology = parseNcclTopology(TestUtil::readFile(path));
        QVERIFY2(!topology.hasErrors(), TestUtil::describe(topology.diagnostics).constData());
        QCOMPARE(topology.value.cpus.size(), 2);
        QCOMPARE(topology.value.allPci().size(), 8);
        // What parse says about it: the format is recognised and the file is clean.
        const Run parsed = topolens({ QStringLiteral("parse"), path });
        QCOMPARE(parsed.exitCode, 0);
        QVERIFY(parsed.out.contains("nccl-topo-xml"));
        QVERIFY(parsed.out.contains("0 error(s), 0 warning(s)"));
    }

    void ncclTopoForTheHostToStdout()
    {
        const Run r = topolens({ QStringLiteral("nccl-topo"), QStringLiteral("demo"), QStringLiteral("--for=host") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("<system version=\"1\">"));
        QVERIFY(r.out.contains("busid=\"0000:81:00.0\""));
    }

    void qemuLayoutProxmox()
    {
        const Run r = topolens({ QStringLiteral("qemu-layout"), QStringLiteral("demo") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("\nargs: -device pxb-pcie,id=tl-pxb0,bus_nr="));
        QVERIFY(r.out.contains("/etc/pve/qemu-server/128.conf"));
        QVERIFY(r.out.contains("TP=4"));
    }

    // Without a VM id in the snapshot (a guest's own bundle), the header names no gap and says
    // what VMID stands for (issue 38: "for VM VMID  on host").
    void qemuLayoutWithoutAVmId()
    {
        const auto r = TestUtil::runTopolens({ QStringLiteral("qemu-layout"), TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")) });
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY2(lines.size() > 2 && lines[0].contains("for VM VMID on host") && !lines[0].contains("  "), lines[0].constData());
        QVERIFY2(lines[1].startsWith("# VMID: the VM's number"), lines[1].constData());
    }

    void qemuLayoutLibvirt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("layout.xml"));
        const Run r = topolens({ QStringLiteral("qemu-layout"), QStringLiteral("demo"), QStringLiteral("--format"),
            QStringLiteral("libvirt"), QStringLiteral("--group"), QStringLiteral("numa"), QStringLiteral("-o"), path });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray xml = TestUtil::readFile(path);
        QString error;
        QVERIFY2(wellFormed(xml, &error), qPrintable(error));
        QCOMPARE(xml.count("model='pcie-expander-bus'"), 2);
        QCOMPARE(xml.count("<hostdev "), 8);
    }

    void qemuLayoutQemu()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("layout.sh"));
        const Run r = topolens({ QStringLiteral("qemu-layout"), QStringLiteral("demo"), QStringLiteral("--format=qemu"),
            QStringLiteral("-o"), path });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(TestUtil::readFile(path));
        // The advice is a comment too, so it comes before the first option.
        const qsizetype firstOption = text.indexOf(u"\n-m ");
        QVERIFY(firstOption > 0);
        QVERIFY(text.indexOf(u"TP=4") < firstOption);
        QVERIFY(text.lastIndexOf(u"\n#") < firstOption);
        QVERIFY(text.endsWith(u",x-nv-gpudirect-clique=0 \\\n"));
        QCOMPARE(text.count(u"\n-device vfio-pci,host="), 8);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("nccl-topo without snapshot") << QStringList { QStringLiteral("nccl-topo") };
        QTest::newRow("nccl-topo --for nonsense") << QStringList { QStringLiteral("nccl-topo"), QStringLiteral("demo"),
            QStringLiteral("--for"), QStringLiteral("vm") };
        QTest::newRow("nccl-topo two snapshots") << QStringList { QStringLiteral("nccl-topo"), QStringLiteral("a"), QStringLiteral("b") };
        QTest::newRow("qemu-layout bad format") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format"), QStringLiteral("xml") };
        QTest::newRow("qemu-layout bad group") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--group=socket") };
        QTest::newRow("qemu-layout unknown option") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--frob") };
        QTest::newRow("qemu-layout bad QEMU version") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--qemu"), QStringLiteral("nine") };
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("topolens: "));
        QVERIFY(r.out.isEmpty());
    }

    void failuresExitOne()
    {
        QTemporaryDir dir;
        const Run missing = topolens({ QStringLiteral("nccl-topo"), dir.filePath(QStringLiteral("nope.json")) });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.out.isEmpty());
        // A snapshot without a guest: a guest file cannot be written, the host's can.
        const QString bundle = TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle"));
        const Run guest = topolens({ QStringLiteral("nccl-topo"), bundle, QStringLiteral("--for"), QStringLiteral("guest") });
        QCOMPARE(guest.exitCode, 1);
        QVERIFY(guest.err.contains("guest"));
        const Run host = topolens({ QStringLiteral("nccl-topo"), bundle });
        QVERIFY2(host.exitCode == 0, host.err.constData());
        QCOMPARE(parseNcclTopology(host.out).value.allPci().size(), 4);
    }

    void helpListsTheCommands()
    {
        const Run r = topolens({ QStringLiteral("--help") });
        QVERIFY(r.out.contains("topolens nccl-topo SNAPSHOT"));
        QVERIFY(r.out.contains("topolens qemu-layout SNAPSHOT [--format proxmox|libvirt|qemu]"));
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
