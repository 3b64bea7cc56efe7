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
// Fixture folder → the format its files are in: every format's folder is named by its id.
QList<QPair<QString, QString>> folderFormats()
{
    QList<QPair<QString, QString>> folders;
    for (const Topo::InputFormat& format : Topo::inputFormats())
        folders.append({ format.name, format.name });
    return folders;
}
// The shared corpus's folders, where they hold one format.
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
            // A fixture's companion (QEMU's query-pci answer for a command line, NCCL's debug
            // log beside its dump) is no input.
            if (name.endsWith(u".md") || name.startsWith(u"synthetic-") || name.endsWith(u".query-pci.json")
                || name.endsWith(u"-nccl-debug.log"))
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
    void everyFixtureIsDetected_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        addRows(QStringLiteral(TOPOLENS_FIXTURES_DIR), folderFormats());
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
