// SPDX-License-Identifier: GPL-3.0-or-later
// The kept metrics of the drawing's fonts (core/layout/drawingfontdata.inc) against what Qt
// measures here: every character, every pair of characters, every label of the committed
// snapshots. They must be equal to the 1/64 px, since the window and topolens-cli lay the same
// graph out from them: a difference means the fonts or Qt changed, and
// scripts/update-font-metrics.sh writes the file again.
#include "analyze/machinebuilder.h"
#include "io/snapshotfile.h"
#include "layout/graphbuilder.h"
#include "layout/labelsizes.h"
#include "testutil.h"
#include "topology/sceneitems.h"

#include <QDir>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QTest>

using namespace Topo;
using Topo::Layout::DrawingFont;

namespace {

QString describe(DrawingFont font)
{
    const Layout::DrawingFontSpec spec = Layout::drawingFontSpec(font);
    return QStringLiteral("%1 %2 pt%3").arg(QLatin1String(Layout::drawingFontFamily)).arg(spec.pointSize).arg(spec.bold ? u" bold" : u"");
}

/// The boxes as the scene measured them before the metrics were kept: Qt's metrics only.
void measureWithQt(Layout::Graph& graph)
{
    const QFontMetricsF regular(Ui::sceneFont(DrawingFont::Label));
    const QFontMetricsF bold(Ui::sceneFont(DrawingFont::LabelBold));
    for (Layout::GraphNode& node : graph.nodes) {
        qreal width = 0;
        qreal firstLine = 0;
        qreal height = 12;
        for (int i = 0; i < node.lines.size(); ++i) {
            const QFontMetricsF& m = i == 0 ? bold : regular;
            width = std::max(width, m.horizontalAdvance(node.lines[i]));
            if (i == 0)
                firstLine = m.horizontalAdvance(node.lines[i]);
            height += m.height();
        }
        node.size = QSizeF(std::max(std::clamp(width + 16, 90.0, 160.0), firstLine + 16), std::max(height, 30.0));
    }
    for (Layout::GraphCluster& cluster : graph.clusters) {
        const QFontMetricsF caption(Ui::sceneFont(Layout::clusterCaptionFont(cluster.kind)));
        cluster.labelSize = QSizeF(caption.horizontalAdvance(cluster.label), caption.height());
    }
}

QList<Snapshot> committedSnapshots()
{
    QList<Snapshot> snapshots { openWholeSnapshot(QString::fromLatin1(demoSnapshotName)).value() };
    const QDir captures(TestUtil::fixturePath(QStringLiteral("captures")));
    for (const QString& name : captures.entryList({ QStringLiteral("*.json"), QStringLiteral("*.bundle") }, QDir::Files)) {
        const Result<Snapshot> read = openWholeSnapshot(captures.filePath(name));
        if (read)
            snapshots.append(*read);
    }
    return snapshots;
}

} // namespace

class TestTextMetrics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fontIsInstalled()
    {
        for (int i = 0; i < int(std::size(Layout::drawingFonts)); ++i)
            QCOMPARE(int(Layout::drawingFonts[i].font), i);
        for (const Layout::DrawingFontSpec& spec : Layout::drawingFonts)
            QCOMPARE(QFontInfo(Ui::sceneFont(spec.font)).family(), QLatin1String(Layout::drawingFontFamily));
    }

    void everyCharacterAndPairAsQtMeasures()
    {
        const QList<char32_t> characters = Layout::measuredCharacters();
        QVERIFY(characters.size() > 300);
        for (const Layout::DrawingFontSpec& spec : Layout::drawingFonts) {
            const DrawingFont font = spec.font;
            const QFontMetricsF qt(Ui::sceneFont(font));
            const Layout::TextMetrics kept(font);
            QCOMPARE(kept.height(), qt.height());
            QCOMPARE(kept.ascent(), qt.ascent());
            for (const char32_t left : characters) {
                for (const char32_t right : characters) {
                    const char32_t pair[] = { left, right };
                    const QString text = QString::fromUcs4(pair, 2);
                    const std::optional<double> measured = kept.horizontalAdvance(text);
                    QVERIFY(measured);
                    if (*measured != qt.horizontalAdvance(text))
                        QFAIL(qPrintable(QStringLiteral("%1: \"%2\" (U+%3 U+%4) is %5 px, Qt says %6 "
                                                        "(scripts/update-font-metrics.sh writes the metrics again)")
                                             .arg(describe(font), text)
                                             .arg(uint(left), 4, 16, QLatin1Char('0'))
                                             .arg(uint(right), 4, 16, QLatin1Char('0'))
                                             .arg(*measured)
                                             .arg(qt.horizontalAdvance(text))));
                }
            }
        }
    }

    void everyCommittedSnapshotLaysOutAsWithQt()
    {
        int graphs = 0;
        for (const Snapshot& snapshot : committedSnapshots()) {
            for (const MachineSnapshot& captured : snapshot.machines) {
                const Machine machine = buildMachine(captured);
                Layout::Graph kept = Layout::buildTopologyGraph(machine);
                Layout::Graph qt = kept;
                QVERIFY2(Layout::measureLabels(kept), qPrintable(snapshot.title));
                measureWithQt(qt);
                for (qsizetype i = 0; i < kept.nodes.size(); ++i)
                    QCOMPARE(kept.nodes[i].size, qt.nodes[i].size);
                for (qsizetype i = 0; i < kept.clusters.size(); ++i)
                    QCOMPARE(kept.clusters[i].labelSize, qt.clusters[i].labelSize);
                ++graphs;
            }
        }
        QVERIFY(graphs >= 10);
    }

    /// Eliding at every width, in both modes and every font, as Qt elides: node lines in their
    /// boxes (middle), column labels and notes (right).
    void elidedAsQtElides()
    {
        QStringList texts { QStringLiteral("Host (physical): pve (ASUS ESC8000A-E13, 2x EPYC 9335) \u2014 a long title"),
            QStringLiteral("AVAV To Ty Wa \u201cquoted\u201d \u00e4\u00f6\u00fc \u0141\u00f3d\u017a"), QStringLiteral("ab") };
        for (const Snapshot& snapshot : committedSnapshots()) {
            for (const MachineSnapshot& captured : snapshot.machines) {
                for (const Layout::GraphNode& node : Layout::buildTopologyGraph(buildMachine(captured)).nodes)
                    texts += node.lines;
            }
        }
        texts.removeDuplicates();
        int compared = 0;
        for (const Layout::DrawingFontSpec& spec : Layout::drawingFonts) {
            const QFontMetricsF qt(Ui::sceneFont(spec.font));
            const Layout::TextMetrics kept(spec.font);
            for (const QString& text : std::as_const(texts)) {
                const double full = qt.horizontalAdvance(text);
                for (double width = 0; width < full + 8; width += 2.3) {
                    for (const auto& [mode, qtMode] : { std::pair(Layout::TextMetrics::Elide::Right, Qt::ElideRight),
                             std::pair(Layout::TextMetrics::Elide::Middle, Qt::ElideMiddle) }) {
                        const std::optional<QString> ours = kept.elided(text, mode, width);
                        QVERIFY(ours);
                        const QString theirs = qt.elidedText(text, qtMode, width);
                        if (*ours != theirs)
                            QFAIL(qPrintable(QStringLiteral("%1, %2 at %3 px, %4: \"%5\", Qt: \"%6\"")
                                                 .arg(describe(spec.font), text)
                                                 .arg(width)
                                                 .arg(qtMode == Qt::ElideRight ? u"right" : u"middle", *ours, theirs)));
                        ++compared;
                    }
                }
            }
        }
        QVERIFY(compared > 10000);
    }

    void textBeyondTheKeptCharactersIsMeasuredByTheFallback()
    {
        Layout::Graph graph;
        Layout::GraphNode node;
        node.id = QStringLiteral("n1");
        node.lines = { QStringLiteral("GPU0 \u00b7 41:00.0"), QStringLiteral("\u8ba1\u7b97\u5361") };
        graph.nodes.append(node);
        QVERIFY(!Layout::TextMetrics(DrawingFont::Label).horizontalAdvance(node.lines[1]));
        QVERIFY(!Layout::measureLabels(graph)); // a command without a GUI hands it over
        int asked = 0;
        QVERIFY(Layout::measureLabels(graph, [&](DrawingFont font, const QString& text) {
            ++asked;
            return QFontMetricsF(Ui::sceneFont(font)).horizontalAdvance(text);
        }));
        QCOMPARE(asked, 1);
        Layout::Graph qt = graph;
        measureWithQt(qt);
        QCOMPARE(graph.nodes[0].size, qt.nodes[0].size);
    }
};

QTEST_MAIN(TestTextMetrics)
#include "tst_ui_textmetrics.moc"
