// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export` and the window's Export dialog draw a topology's SVG without Qt's GUI
// (core/layout/topologydrawing.h, io/svgdrawing.h); the window paints the same page with its
// scene (on screen, and into PNG and PDF). For every committed
// snapshot, page and theme the two must be the same picture: every text the scene paints, at
// the same place to 1/50 px, and the two rasterised alike (Qt's SVG renderer) but for the
// antialiasing of curves, which the scene flattens into short segments and the SVG keeps as
// curves. The command line's file is core's, byte for byte.
#include "analyze/snapshotdocument.h"
#include "export/exportsource.h"
#include "export/exporter.h"
#include "export/headlessexport.h"
#include "io/snapshotfile.h"
#include "io/svgdrawing.h"
#include "layout/topologyexport.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>
#include <QXmlStreamReader>

#include <cstring>

using namespace Topo;
using namespace Topo::Ui;

namespace {

struct PlacedText
{
    QString text;
    QPointF at;
};

/// Every text of an SVG with its place on the page: the translations of the groups it sits in
/// (QSvgGenerator's `matrix(1,0,0,1,x,y)`) added to its x and y.
QList<PlacedText> textsOf(const QByteArray& svg)
{
    static const QRegularExpression translation(QStringLiteral(R"(matrix\(1,0,0,1,([-\d.e]+),([-\d.e]+)\))"));
    QList<PlacedText> texts;
    QList<QPointF> offsets { QPointF() };
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            QPointF offset = offsets.last();
            const QRegularExpressionMatch m = translation.match(xml.attributes().value(QLatin1String("transform")).toString());
            if (m.hasMatch())
                offset += QPointF(m.captured(1).toDouble(), m.captured(2).toDouble());
            offsets.append(offset);
            if (xml.name() == u"text") {
                const QPointF at(xml.attributes().value(QLatin1String("x")).toDouble(), xml.attributes().value(QLatin1String("y")).toDouble());
                texts.append({ xml.readElementText(), at + offset });
                offsets.removeLast();
            }
        } else if (xml.isEndElement()) {
            offsets.removeLast();
        }
    }
    return texts;
}

QImage rasterised(const QByteArray& svg, const QSize& size)
{
    QSvgRenderer renderer(svg);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

struct Case
{
    QString snapshot;
    ExportView view;
    Layout::TopologyPage page;
    bool dark;
};

} // namespace

class TestSvgParity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    /// First: Graphviz lays the demo out here as in a process of its own (the command line's)
    /// only before this process has laid out other graphs.
    void theCommandLineWritesCoresSvg()
    {
        const TestUtil::CliRun run = TestUtil::runTopolens(
            { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--theme"), QStringLiteral("dark"), QStringLiteral("--format"),
                QStringLiteral("svg"), QStringLiteral("-o"), QStringLiteral("-") });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const Result<Snapshot> demo = openWholeSnapshot(QStringLiteral("demo"));
        const std::optional<Result<Layout::Drawing>> drawn = Layout::drawTopologyExport(*SnapshotDocument::open(*demo),
            QStringLiteral("demo"), Layout::TopologyPage::SideBySide, Layout::Palette::dark());
        QVERIFY(drawn && *drawn);
        QCOMPARE(run.out, svgDocument(**drawn));
    }

    void coreDrawsTheScenesPicture()
    {
        QStringList snapshots { QStringLiteral("demo") };
        const QDir captures(TestUtil::fixturePath(QStringLiteral("captures")));
        for (const QString& name : captures.entryList({ QStringLiteral("*.json"), QStringLiteral("*.bundle") }, QDir::Files))
            snapshots << captures.filePath(name);
        int compared = 0;
        for (const QString& path : std::as_const(snapshots)) {
            const Result<Snapshot> snapshot = openWholeSnapshot(path);
            QVERIFY2(snapshot, qPrintable(snapshot.error()));
            const SharedDocument document = SnapshotDocument::open(*snapshot);
            const QString fileName = path == u"demo" ? path : QFileInfo(path).fileName();
            for (const bool dark : { false, true }) {
                Result<std::unique_ptr<HeadlessExport>> scenes
                    = HeadlessExport::fromSnapshot(*snapshot, fileName, dark ? SceneTheme::dark() : SceneTheme::light());
                QVERIFY2(scenes, qPrintable(scenes.error()));
                for (const auto& [view, page] : { std::pair(ExportView::Host, Layout::TopologyPage::Host),
                         std::pair(ExportView::Guest, Layout::TopologyPage::Guest),
                         std::pair(ExportView::SideBySide, Layout::TopologyPage::SideBySide) }) {
                    const QString what = QStringLiteral("%1, %2, %3").arg(fileName, exportViewName(view), dark ? u"dark" : u"light");
                    // Core laid out by itself says the same of what can be drawn; its picture is
                    // compared on the scenes' layout (Graphviz may place a graph a little apart
                    // the second time in one process).
                    const std::optional<Result<Layout::Drawing>> own = Layout::drawTopologyExport(*document, fileName, page,
                        dark ? Layout::Palette::dark() : Layout::Palette::light());
                    QVERIFY2(own, qPrintable(what + u": a text the kept metrics do not cover"));
                    const ExportSource& source = (*scenes)->source();
                    const bool drawable = bool(source.canExport(view));
                    QVERIFY2(bool(*own) == drawable, qPrintable(what));
                    if (!drawable)
                        continue;
                    QList<Layout::LaidOutMachine> laidOut;
                    if (page != Layout::TopologyPage::Guest && source.host)
                        laidOut.append({ source.host, source.hostScene->graph(), source.hostScene->geometry() });
                    if (page != Layout::TopologyPage::Host && source.guest)
                        laidOut.append({ source.guest, source.guestScene->graph(), source.guestScene->geometry() });
                    const std::optional<Layout::Drawing> drawn = Layout::drawLaidOutTopology(*document, fileName, page, laidOut,
                        dark ? Layout::Palette::dark() : Layout::Palette::light());
                    QVERIFY(drawn);
                    // The scene's page painted by Qt (what PNG and PDF are made of).
                    const Result<ExportPagePtr> scenePage = makeExportPage(source, view, false, {});
                    QVERIFY2(scenePage, qPrintable(scenePage.error()));
                    const QByteArray painted = renderSvg(**scenePage, exportDocumentInfo(source, view));
                    compare(what, painted, svgDocument(*drawn));
                    // The window's SVG export is core's too.
                    ExportRequest request;
                    request.view = view;
                    request.format = ExportFormat::Svg;
                    const Result<RenderedExport> exported = renderExport(source, request);
                    QVERIFY2(exported, qPrintable(exported.error()));
                    QCOMPARE(exported->data, svgDocument(*drawn));
                    ++compared;
                }
            }
        }
        QVERIFY(compared >= 30);
    }

    /// Remote names are text: a device named like markup or DOT syntax, in characters the kept
    /// metrics cover, is drawn by core, escaped, in a well-formed document that shows the name.
    void hostileNamesStayText()
    {
        Snapshot snapshot = openWholeSnapshot(QStringLiteral("demo")).value();
        const QByteArray product = "<product_name>NVIDIA RTX PRO 6000 Blackwell Server Edition</product_name>";
        for (RawCapture& c : snapshot.machines[0].captures) {
            if (c.id == u"nvidia-xml") {
                QVERIFY(c.stdoutData.contains(product));
                c.stdoutData.replace(c.stdoutData.indexOf(product), product.size(), "<product_name>&lt;script&gt;alert(1)&lt;/script&gt; &amp;&quot;]; evil -&gt; x [</product_name>");
            }
        }
        snapshot.machines[0].label = QStringLiteral("pve <b>&amp;</b> \"]; x [");
        const std::optional<Result<Layout::Drawing>> drawn = Layout::drawTopologyExport(*SnapshotDocument::open(snapshot),
            QStringLiteral("hostile.json"), Layout::TopologyPage::SideBySide, Layout::Palette::light());
        QVERIFY(drawn && *drawn);
        const QByteArray svg = svgDocument(**drawn);
        QXmlStreamReader xml(svg);
        QStringList texts;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
                texts << xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(!svg.contains("<script>"));
        QVERIFY(!svg.contains("<b>"));
        const QString all = texts.join(u'\n');
        QVERIFY2(all.contains(u"<script>alert(1)</script>"), qPrintable(all.left(2000)));
        QVERIFY(all.contains(u"pve <b>&amp;</b> \"]; x ["));
    }

    /// The window's Export dialog writes core's SVG only where its scenes show what core draws:
    /// a selected GPU or an option turned off is painted by Qt, as the window shows it.
    void theWindowsSvgIsCoresWhereItDrawsTheSame()
    {
        Result<std::unique_ptr<HeadlessExport>> opened = HeadlessExport::open(QStringLiteral("demo"), SceneTheme::light());
        QVERIFY(opened);
        const ExportSource& source = (*opened)->source();
        ExportRequest request;
        request.view = ExportView::Host;
        request.format = ExportFormat::Svg;
        const auto isCores = [&] {
            const Result<RenderedExport> exported = renderExport(source, request);
            return exported && exported->data.contains("<style>") && !exported->data.contains("baseProfile=\"tiny\"");
        };
        QVERIFY(isCores());
        source.hostScene->selectGpu(source.hostScene->gpuIndices().first());
        QVERIFY(!isCores());
        source.hostScene->selectGpu(-1);
        QVERIFY(isCores());
        TopologyScene::Options options;
        options.linkLabels = false;
        source.hostScene->setOptions(options);
        QVERIFY(!isCores());
        source.hostScene->setOptions({});
        source.hostScene->setTheme(SceneTheme::dark());
        QVERIFY(isCores());
    }

private:
    void compare(const QString& what, const QByteArray& scene, const QByteArray& core)
    {
        // The same texts at the same places.
        QList<PlacedText> expected = textsOf(scene);
        QList<PlacedText> drawn = textsOf(core);
        QVERIFY2(!expected.isEmpty(), qPrintable(what));
        if (drawn.size() != expected.size()) {
            QStringList scenes;
            QStringList cores;
            for (const PlacedText& t : std::as_const(expected))
                scenes << t.text;
            for (const PlacedText& t : std::as_const(drawn))
                cores << t.text;
            for (const QString& t : QStringList(scenes))
                cores.removeOne(t) && scenes.removeOne(t);
            QFAIL(qPrintable(QStringLiteral("%1: %2 texts, the scene paints %3; only the scene's: %4; only core's: %5")
                                 .arg(what)
                                 .arg(drawn.size())
                                 .arg(expected.size())
                                 .arg(scenes.join(u" | "), cores.join(u" | "))));
        }
        for (const PlacedText& t : std::as_const(expected)) {
            const auto found = std::find_if(drawn.begin(), drawn.end(), [&](const PlacedText& d) {
                return d.text == t.text && std::abs(d.at.x() - t.at.x()) < 0.02 && std::abs(d.at.y() - t.at.y()) < 0.02;
            });
            if (found == drawn.end())
                QFAIL(qPrintable(QStringLiteral("%1: \"%2\" at %3,%4 is not where the scene paints it").arg(what, t.text).arg(t.at.x()).arg(t.at.y())));
            drawn.erase(found);
        }
        // The same picture, but for the antialiasing along curves.
        const QSize size = QSvgRenderer(scene).viewBoxF().size().toSize();
        QCOMPARE(QSvgRenderer(core).viewBoxF().size().toSize(), size);
        const QImage a = rasterised(scene, size);
        const QImage b = rasterised(core, size);
        qint64 differing = 0;
        int largest = 0;
        for (int y = 0; y < size.height(); ++y) {
            const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
            const auto* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
            if (std::memcmp(pa, pb, size_t(size.width()) * sizeof(QRgb)) == 0)
                continue; // most rows: this loop runs unoptimised, under the sanitizers too
            for (int x = 0; x < size.width(); ++x) {
                const int d = std::max({ std::abs(qRed(pa[x]) - qRed(pb[x])), std::abs(qGreen(pa[x]) - qGreen(pb[x])),
                    std::abs(qBlue(pa[x]) - qBlue(pb[x])) });
                largest = std::max(largest, d);
                differing += d > 8;
            }
        }
        const double share = double(differing) / (double(size.width()) * size.height());
        if (share > 0.01 || largest > 160)
            QFAIL(qPrintable(QStringLiteral("%1: %2 % of the pixels differ by more than 8 levels (at most 1 %), the most by %3 (at most 160)")
                                 .arg(what)
                                 .arg(share * 100, 0, 'f', 2)
                                 .arg(largest)));
    }
};

QTEST_MAIN(TestSvgParity)
#include "tst_ui_svgparity.moc"
