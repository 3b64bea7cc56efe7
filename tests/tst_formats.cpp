// SPDX-License-Identifier: GPL-3.0-or-later
// Format detection across every real fixture and the shared corpus: each file is recognised as
// what it is, and never claimed by another parser with more confidence.
#include "parse/formats.h"
#include "testutil.h"

#include <QDirIterator>

#include <nlohmann/json.hpp>
#include <QTest>

using namespace Topo;

namespace {
// Fixture folder → the format its files are in (folders not listed are not parser inputs).
const QList<QPair<QString, QString>> folderFormats = {
    { QStringLiteral("lspci-tree"), QStringLiteral("lspci-tree") },
    { QStringLiteral("lspci-list"), QStringLiteral("lspci-list") },
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
    { QStringLiteral("proc-cmdline"), QStringLiteral("proc-cmdline") },
};
const QList<QPair<QString, QString>> corpusFormats = {
    { QStringLiteral("topo_m"), QStringLiteral("nvidia-smi-topo") },
    { QStringLiteral("topo_p2p"), QStringLiteral("nvidia-smi-p2p") },
    { QStringLiteral("lspci_tv"), QStringLiteral("lspci-tree") },
    { QStringLiteral("iommu_groups"), QStringLiteral("iommu-groups") },
};

void addRows(const QString& root, const QList<QPair<QString, QString>>& folders)
{
    for (const auto& [folder, format] : folders) {
        QDirIterator it(root + u'/' + folder, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString name = it.fileName();
            // Hand-made hostile or degenerate cases need not be recognisable on their own.
            if (name.endsWith(u".md") || name.startsWith(u"synthetic-"))
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
        detected.format->parseToJson(data, &diagnostics);
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
    }
    void noiseIsNotClaimed()
    {
        QFETCH(QByteArray, input);
        QVERIFY(!detectInputFormat(input).format);
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
