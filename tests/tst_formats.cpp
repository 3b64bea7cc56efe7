// SPDX-License-Identifier: GPL-3.0-or-later
// Format detection across every real fixture and the shared corpus: each file is recognised as
// what it is, and never claimed by another parser with more confidence.
#include "io/parsejson.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>

#include <algorithm>

#include <nlohmann/json.hpp>
#include <QTest>

using namespace Topo;

namespace {
// Fixture folder → the format its files are in (folders not listed are not parser inputs).
const QList<QPair<QString, QString>> folderFormats = {
    { QStringLiteral("lspci-tree"), QStringLiteral("lspci-tree") },
    { QStringLiteral("lspci-list"), QStringLiteral("lspci-list") },
    { QStringLiteral("lspci-vmm"), QStringLiteral("lspci-vmm") },
    { QStringLiteral("lspci-mm"), QStringLiteral("lspci-mm") },
    { QStringLiteral("lspci-verbose"), QStringLiteral("lspci-verbose") },
    { QStringLiteral("iommu-groups"), QStringLiteral("iommu-groups") },
    { QStringLiteral("nvidia-smi-topo"), QStringLiteral("nvidia-smi-topo") },
    { QStringLiteral("nvidia-smi-p2p"), QStringLiteral("nvidia-smi-p2p") },
    { QStringLiteral("nvidia-smi-xml"), QStringLiteral("nvidia-smi-xml") },
    { QStringLiteral("nvidia-smi-query"), QStringLiteral("nvidia-smi-query") },
    { QStringLiteral("nvidia-smi-csv"), QStringLiteral("nvidia-smi-csv") },
    { QStringLiteral("numactl"), QStringLiteral("numactl") },
    { QStringLiteral("sysfs-nodes"), QStringLiteral("sysfs-nodes") },
    { QStringLiteral("sysfs-pci"), QStringLiteral("sysfs-pci") },
    { QStringLiteral("pci-config-space"), QStringLiteral("pci-config-space") },
    { QStringLiteral("proc-cmdline"), QStringLiteral("proc-cmdline") },
    { QStringLiteral("hwloc-xml"), QStringLiteral("hwloc-xml") },
    { QStringLiteral("p2p-bandwidth-latency"), QStringLiteral("p2p-bandwidth-latency") },
    { QStringLiteral("nvbandwidth"), QStringLiteral("nvbandwidth") },
    { QStringLiteral("nvbandwidth-json"), QStringLiteral("nvbandwidth-json") },
    { QStringLiteral("nccl-tests"), QStringLiteral("nccl-tests") },
    { QStringLiteral("size-sweep-csv"), QStringLiteral("size-sweep-csv") },
    { QStringLiteral("copybench"), QStringLiteral("copybench") },
    { QStringLiteral("qemu-cmdline"), QStringLiteral("qemu-cmdline") },
    { QStringLiteral("libvirt-domain-xml"), QStringLiteral("libvirt-domain-xml") },
    { QStringLiteral("rocm-smi-topo"), QStringLiteral("rocm-smi-topo") },
    { QStringLiteral("rocm-smi-bus"), QStringLiteral("rocm-smi-bus") },
    { QStringLiteral("amd-smi-topology"), QStringLiteral("amd-smi-topology") },
    { QStringLiteral("amd-smi-topology-json"), QStringLiteral("amd-smi-topology-json") },
    { QStringLiteral("amd-smi-list"), QStringLiteral("amd-smi-list") },
    { QStringLiteral("amd-smi-static-bus"), QStringLiteral("amd-smi-static-bus") },
};
const QList<QPair<QString, QString>> corpusFormats = {
    { QStringLiteral("topo_m"), QStringLiteral("nvidia-smi-topo") },
    { QStringLiteral("topo_p2p"), QStringLiteral("nvidia-smi-p2p") },
    { QStringLiteral("lspci_tv"), QStringLiteral("lspci-tree") },
    { QStringLiteral("iommu_groups"), QStringLiteral("iommu-groups") },
    { QStringLiteral("p2p_bw"), QStringLiteral("p2p-bandwidth-latency") },
    { QStringLiteral("nvbandwidth"), QStringLiteral("nvbandwidth") },
};

void addRows(const QString& root, const QList<QPair<QString, QString>>& folders)
{
    for (const auto& [folder, format] : folders) {
        QDirIterator it(root + u'/' + folder, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString name = it.fileName();
            // Hand-made hostile or degenerate cases need not be recognisable on their own.
            // A fixture's companion (QEMU's query-pci answer for a command line) is no input.
            if (name.endsWith(u".md") || name.startsWith(u"synthetic-") || name.endsWith(u".query-pci.json"))
                continue;
            QTest::newRow(qPrintable(folder + u'/' + name)) << path << format;
        }
    }
}
} // namespace

class TestFormats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // One input format, one name everywhere (docs/hacking.md, "How to add an input format"):
    // its id is the fixture folder, and without the dashes its parser file (in its tool
    // family's folder of core/parse) and its test.
    void everyFormatHasItsParserFixturesAndTest()
    {
        const QDir source(QStringLiteral(TOPOLENS_FIXTURES_DIR "/../.."));
        QStringList parserFiles;
        QDirIterator parsers(source.filePath(QStringLiteral("core/parse")), { QStringLiteral("*.cpp") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (parsers.hasNext())
            parserFiles << source.relativeFilePath(parsers.next());
        QStringList missing;
        for (const Topo::InputFormat& format : Topo::inputFormats()) {
            const QString bare = QString(format.name).remove(u'-');
            const auto parser = std::find_if(parserFiles.cbegin(), parserFiles.cend(),
                [&](const QString& path) { return path.endsWith(u'/' + bare + u".cpp"); });
            if (parser == parserFiles.cend())
                missing << format.name + u": no core/parse/<family>/" + bare + u".cpp";
            if (!source.exists(u"tests/fixtures/" + format.name))
                missing << format.name + u": no tests/fixtures/" + format.name + u'/';
            if (!source.exists(u"tests/tst_parse_" + bare + u".cpp"))
                missing << format.name + u": no tests/tst_parse_" + bare + u".cpp";
        }
        QVERIFY(Topo::inputFormats().size() >= 20);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    void everyFixtureIsDetected_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        addRows(QStringLiteral(TOPOLENS_FIXTURES_DIR), folderFormats);
        if (TestUtil::corpusAvailable())
            addRows(QStringLiteral(TOPOLENS_SHARED_CORPUS_DIR), corpusFormats);
    }
    void everyFixtureIsDetected()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        const QByteArray data = TestUtil::readFile(path);
        const DetectedFormat detected = detectInputFormat(data);
        QVERIFY2(detected.format, qPrintable(u"nothing recognised " + path));
        QCOMPARE(detected.format->name, format);
        // And its own parser reads it without errors.
        Diagnostics diagnostics;
        Topo::Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0, TestUtil::describe(diagnostics).constData());
    }

    void noiseIsNotClaimed_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("prose") << QByteArray("The quick brown fox jumps over the lazy dog.\nNothing to see here.\n");
        QTest::newRow("garbage") << TestUtil::garbage(8192, 11);
        QTest::newRow("json") << QByteArray("{\"a\": [1, 2, 3]}\n");
        QTest::newRow("nccl graph xml") << QByteArray("<graphs version=\"1\">\n <graph id=\"0\"/>\n</graphs>\n");
        QTest::newRow("csv without sizes") << QByteArray("name,value\nalpha,1\nbeta,2\n");
    }
    void noiseIsNotClaimed()
    {
        QFETCH(QByteArray, input);
        QVERIFY(!detectInputFormat(input).format);
    }

    // NCCL topology XML: the .xml files of nccl-topo-xml/ (its .log is NCCL's debug output, not
    // XML), our own 4-GPU dump, and the vendor files of the corpus except the graph file.
    void ncclTopologyFilesAreDetected_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("isTopology");
        QDirIterator fixtures(QStringLiteral(TOPOLENS_FIXTURES_DIR "/nccl-topo-xml"), { QStringLiteral("*.xml") }, QDir::Files);
        while (fixtures.hasNext()) {
            const QString path = fixtures.next();
            QTest::newRow(qPrintable(u"nccl-topo-xml/" + fixtures.fileName())) << path << true;
        }
        QTest::newRow("captures/nccl-topo-x4.xml") << TestUtil::fixturePath(QStringLiteral("captures/nccl-topo-x4.xml")) << true;
        if (!TestUtil::corpusAvailable())
            return;
        QDirIterator corpus(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml")), QDir::Files);
        while (corpus.hasNext()) {
            const QString path = corpus.next();
            if (!path.endsWith(u".md"))
                QTest::newRow(qPrintable(u"nccl_topo_xml/" + corpus.fileName())) << path << !path.contains(u"NOT-TOPO");
        }
    }
    void ncclTopologyFilesAreDetected()
    {
        QFETCH(QString, path);
        QFETCH(bool, isTopology);
        const QByteArray data = TestUtil::readFile(path);
        const DetectedFormat detected = detectInputFormat(data);
        if (!isTopology) {
            QVERIFY(!detected.format || detected.format->name != u"nccl-topo-xml");
            return;
        }
        QVERIFY2(detected.format, qPrintable(u"nothing recognised " + path));
        QCOMPARE(detected.format->name, QStringLiteral("nccl-topo-xml"));
        Diagnostics diagnostics;
        Topo::Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0, TestUtil::describe(diagnostics).constData());
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
