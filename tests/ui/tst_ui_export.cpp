// SPDX-License-Identifier: GPL-3.0-or-later
// Exports (ui/export*): every view in every format from the demo, read back the way other
// tools read them; hostile remote names in every format; byte-identical repeated exports; and
// File › Export in the main window.
#include "machines/comparisonmodel.h"
#include "window/exportcontroller.h"
#include "export/exportreport.h"
#include "export/headlessexport.h"
#include "window/mainwindow.h"
#include "layout/textmetrics.h"
#include "testutil.h"
#include "topology/topologyview.h"

#include <QAction>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QSvgRenderer>
#include <QTest>
#include <QXmlStreamReader>

using namespace Topo;
using namespace Topo::Ui;

namespace {

struct XmlDocument
{
    bool wellFormed = false;
    QString error;
    QStringList elements;   // every element's local name, in document order
    QStringList texts;      // character data of every element, decoded
    QString rootName;
};

/// Reads a document with QXmlStreamReader, as any XML consumer would.
XmlDocument readXml(const QByteArray& data)
{
    XmlDocument doc;
    QXmlStreamReader reader(data);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            if (doc.rootName.isEmpty())
                doc.rootName = reader.name().toString();
            doc.elements << reader.name().toString().toLower();
        } else if (reader.isCharacters() && !reader.isWhitespace()) {
            doc.texts << reader.text().toString();
        }
    }
    doc.wellFormed = !reader.hasError();
    doc.error = reader.errorString() + QStringLiteral(" at line %1").arg(reader.lineNumber());
    return doc;
}

/// Page count of a PDF written by Qt. Qt writes every object dictionary uncompressed (only
/// content streams are deflated), one "/Type /Page" per page object and "/Type /Pages" for the
/// page tree; counting the former is exact for these files. pdfinfo cross-checks where present.
int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    return int(QString::fromLatin1(pdf).count(page));
}

QString findTool(const QString& name)
{
    return QStandardPaths::findExecutable(name);
}

struct ToolRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ToolRun runTool(const QString& program, const QStringList& arguments, const QByteArray& input)
{
    QProcess process;
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish", qPrintable(program));
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

/// Node counts of every graph in a DOT text, as Graphviz's own reader sees them.
QList<int> graphvizNodeCounts(const QByteArray& dot)
{
    const QString gvpr = findTool(QStringLiteral("gvpr"));
    if (gvpr.isEmpty())
        return {};
    const ToolRun r = runTool(gvpr, { QStringLiteral("BEG_G { printf(\"%d\\n\", nNodes($G)); }") }, dot);
    if (r.exitCode != 0)
        qWarning("gvpr: %s", r.err.constData());
    QList<int> counts;
    for (const QByteArray& line : r.out.split('\n')) {
        if (!line.trimmed().isEmpty())
            counts << line.trimmed().toInt();
    }
    return counts;
}

const QString scriptName = QStringLiteral("<script>alert(1)</script>");
const QString injectionName = QStringLiteral("\"]; evil -> x [");
const QString longName = QString(10240, u'Z');

/// The demo with hostile names where remote text enters: GPU names from nvidia-smi's XML
/// (escaped as nvidia-smi would), a NIC's lspci name with control characters, the machine label,
/// the title, a capture's command and raw output with markup, controls and invalid UTF-8.
Snapshot hostileSnapshot()
{
    Snapshot s = openSnapshot(QStringLiteral("demo")).value;
    s.title = QStringLiteral("Review <script>alert(1)</script> (a) \\ ] \u2014 \x01\x1b[31m");
    MachineSnapshot& host = s.machines[0];
    host.label = u"pve " + scriptName + u'\n' + injectionName + QStringLiteral("\x01\x1b");
    const QByteArray product = "<product_name>NVIDIA RTX PRO 6000 Blackwell Server Edition</product_name>";
    const QList<QByteArray> hostile = { "<product_name>&lt;script&gt;alert(1)&lt;/script&gt;</product_name>",
        "<product_name>&quot;]; evil -&gt; x [</product_name>", "<product_name>line one&#10;line two</product_name>",
        "<product_name>" + longName.toUtf8() + "</product_name>" };
    for (RawCapture& c : host.captures) {
        if (c.id == u"nvidia-xml") {
            qsizetype at = 0;
            for (const QByteArray& replacement : hostile) {
                at = c.stdoutData.indexOf(product, at);
                if (at < 0)
                    qFatal("the demo's nvidia-smi XML changed; update the hostile test");
                c.stdoutData.replace(at, product.size(), replacement);
                at += replacement.size();
            }
        } else if (c.id == u"lspci-verbose") {
            c.stdoutData.replace("[ConnectX-6 Lx]", "[Ctl\x01\x07\x1b<b>X</b>]");
        } else if (c.id == u"identity") {
            c.command += u"; echo " + scriptName + QStringLiteral("\x02");
            c.stdoutData += "<script>alert(2)</script>\x01\x02\x1b]]> \xff\xfe end\n";
        }
    }
    return s;
}

ExportRequest requestOf(ExportView view, ExportFormat format)
{
    ExportRequest r;
    r.view = view;
    r.format = format;
    return r;
}

QByteArray render(const ExportSource& source, ExportView view, ExportFormat format)
{
    const Result<RenderedExport> r = renderExport(source, requestOf(view, format));
    if (!r) {
        qWarning("%s", qPrintable(r.error()));
        return {};
    }
    return r->data;
}

} // namespace

class TestUiExport : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<HeadlessExport> m_demo;
    std::unique_ptr<HeadlessExport> m_hostile;

    const ExportSource& demo() const { return m_demo->source(); }

private Q_SLOTS:
    void initTestCase()
    {
        Result<std::unique_ptr<HeadlessExport>> demoExport = HeadlessExport::open(QStringLiteral("demo"), SceneTheme::light());
        QVERIFY2(demoExport, qPrintable(demoExport.error()));
        m_demo = std::move(demoExport).value();
        QVERIFY(demo().host && demo().guest && demo().comparison);
        Result<std::unique_ptr<HeadlessExport>> hostile
            = HeadlessExport::fromSnapshot(hostileSnapshot(), QStringLiteral("hostile.json"), SceneTheme::light());
        QVERIFY2(hostile, qPrintable(hostile.error()));
        m_hostile = std::move(hostile).value();
    }

    void svgIsWellFormedWithGpuLabels_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<QStringList>("expected");
        // A long name goes on two lines in its box, as on the screen.
        const QStringList hostGpus = { QStringLiteral("GPU0 \u00b7 01:00.0"), QStringLiteral("GPU7 \u00b7 f1:00.0"),
            QStringLiteral("RTX PRO 6000 Blackwell"), QStringLiteral("Server Edition") };
        QTest::newRow("host") << int(ExportView::Host) << hostGpus;
        QTest::newRow("guest") << int(ExportView::Guest) << QStringList { QStringLiteral("GPU0 \u00b7 01:00.0") };
        QTest::newRow("side-by-side") << int(ExportView::SideBySide) << (hostGpus + QStringList { QStringLiteral("llm-one") });
        QTest::newRow("matrix") << int(ExportView::Matrix)
                                << QStringList { QStringLiteral("GPU0"), QStringLiteral("(host 0)"), QStringLiteral("PHB"),
                                       QStringLiteral("Which host GPU each guest GPU is") };
    }
    void svgIsWellFormedWithGpuLabels()
    {
        QFETCH(int, view);
        QFETCH(QStringList, expected);
        const QByteArray svg = render(demo(), ExportView(view), ExportFormat::Svg);
        const XmlDocument doc = readXml(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.rootName, QStringLiteral("svg"));
        const QString all = doc.texts.join(u'\n');
        for (const QString& text : expected)
            QVERIFY2(all.contains(text), qPrintable(text));
        // The header: title, snapshot time and version, and the legend of the scene.
        QVERIFY(all.contains(QStringLiteral("Demo: 8x RTX PRO 6000")));
        QVERIFY(all.contains(QStringLiteral("2025-03-17 10:00 UTC")));
        QVERIFY(all.contains(QStringLiteral("TopoLens " TOPOLENS_VERSION)));
        if (ExportView(view) != ExportView::Matrix)
            QVERIFY(all.contains(QStringLiteral("P2P not supported")));
        QVERIFY(!svg.contains("Generated with Qt"));
    }

    void pngHasThePixelSizeOfItsDpi_data()
    {
        QTest::addColumn<int>("dpi");
        QTest::newRow("96 dpi, the screen at 100 %") << 96;
        QTest::newRow("192 dpi, the default") << 192;
        QTest::newRow("300 dpi, print") << 300;
    }
    void pngHasThePixelSizeOfItsDpi()
    {
        QFETCH(int, dpi);
        ExportRequest request = requestOf(ExportView::Host, ExportFormat::Png);
        request.dpi = dpi;
        const Result<RenderedExport> rendered = renderExport(demo(), request);
        QVERIFY(rendered.ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("host.png"));
        const Status written = writeRenderedExport(*rendered, path);
        QVERIFY2(written, qPrintable(written.error()));
        const QImage png(path);
        const QSizeF natural = (*makeExportPage(demo(), ExportView::Host, false))->naturalSize();
        QCOMPARE(png.size(), QSize(int(std::ceil(natural.width() * dpi / 96.0)), int(std::ceil(natural.height() * dpi / 96.0))));
        QVERIFY(qAbs(png.dotsPerMeterX() - dpi / 0.0254) < 2);
        // Themed background where nothing is drawn.
        QCOMPARE(png.pixelColor(2, 2), SceneTheme::light().background);
        QVERIFY(qAbs(png.width() - natural.width() * dpi / 96.0) < 1.01);
    }

    void pngCanBeTransparent()
    {
        ExportRequest request = requestOf(ExportView::SideBySide, ExportFormat::Png);
        request.transparent = true;
        const Result<RenderedExport> rendered = renderExport(demo(), request);
        QVERIFY(rendered.ok());
        QCOMPARE(rendered->image.pixelColor(1, 1).alpha(), 0);
        QVERIFY(rendered->image.hasAlphaChannel());
    }

    void pdfHasItsPages()
    {
        const QByteArray single = render(demo(), ExportView::SideBySide, ExportFormat::Pdf);
        QVERIFY(single.startsWith("%PDF-"));
        QVERIFY(single.trimmed().endsWith("%%EOF"));
        QCOMPARE(pdfPageCount(single), 1);

        const QByteArray report = reportPdf(demo());
        int expected = 1; // the cover
        for (const ReportSection& section : reportSections(demo(), ReportFormat::Pdf))
            expected += int(section.pages.size());
        // Cover, overview, host, guest, matrix, and at least a page per capture (13 + 12 in the demo).
        QVERIFY2(expected >= 5 + 25, qPrintable(QString::number(expected)));
        QCOMPARE(pdfPageCount(report), expected);
        QVERIFY(report.contains("/Creator (\xfe\xff"));
        const QString pdfinfo = findTool(QStringLiteral("pdfinfo"));
        if (!pdfinfo.isEmpty()) {
            const ToolRun info = runTool(pdfinfo, { QStringLiteral("-") }, report);
            QCOMPARE(info.exitCode, 0);
            static const QRegularExpression pagesLine(QStringLiteral("Pages:\\s+(\\d+)"));
            QCOMPARE(pagesLine.match(QString::fromUtf8(info.out)).captured(1).toInt(), expected);
        }
    }

    void reportPdfShowsTheRawOutputs()
    {
        const QString pdftotext = findTool(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        const ToolRun text = runTool(pdftotext, { QStringLiteral("-layout"), QStringLiteral("-"), QStringLiteral("-") },
            reportPdf(demo()));
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("lspci -tvnn"));
        QVERIFY(text.out.contains("Host \xe2\x86\x92 Guest: what each guest GPU pair gets"));
        QVERIFY(text.out.contains("page 1 of"));
    }

    void dotReadsBackWithTheSameNodes_data()
    {
        QTest::addColumn<int>("view");
        QTest::newRow("host") << int(ExportView::Host);
        QTest::newRow("guest") << int(ExportView::Guest);
        QTest::newRow("side-by-side") << int(ExportView::SideBySide);
    }
    void dotReadsBackWithTheSameNodes()
    {
        QFETCH(int, view);
        if (findTool(QStringLiteral("gvpr")).isEmpty() || findTool(QStringLiteral("dot")).isEmpty())
            QSKIP("Graphviz's dot and gvpr are not installed");
        for (const ExportSource* source : { &demo(), &m_hostile->source() }) {
            const QByteArray dot = render(*source, ExportView(view), ExportFormat::Dot);
            QVERIFY(!dot.isEmpty());
            QList<int> expected;
            if (ExportView(view) != ExportView::Guest)
                expected << int(source->hostScene->graph().nodes.size());
            if (ExportView(view) != ExportView::Host)
                expected << int(source->guestScene->graph().nodes.size());
            QCOMPARE(graphvizNodeCounts(dot), expected);
            const ToolRun canon = runTool(findTool(QStringLiteral("dot")), { QStringLiteral("-Tcanon") }, dot);
            QVERIFY2(canon.exitCode == 0, canon.err.constData());
        }
        const Result<QByteArray> matrixDot = exportDot(demo(), ExportView::Matrix);
        QVERIFY(!matrixDot);
        QVERIFY(!matrixDot.error().isEmpty());
    }

    /// `topolens export --format dot` runs in topolens-cli, which sizes the boxes from the fonts'
    /// kept metrics: its DOT must be the export dialog's (the scenes' graphs, measured with Qt) for
    /// every committed snapshot; the hostile one has labels the kept metrics do not cover, which
    /// topolens-cli hands to topolens-gui.
    void commandLineDotIsTheDialogsDot()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString hostilePath = folder.filePath(QStringLiteral("hostile.json"));
        QVERIFY(saveSnapshot(hostileSnapshot(), hostilePath));
        bool uncovered = false;
        for (const Layout::GraphNode& node : m_hostile->source().hostScene->graph().nodes) {
            for (const QString& line : node.lines)
                uncovered = uncovered || !Layout::TextMetrics(Layout::DrawingFont::Label).horizontalAdvance(line);
        }
        QVERIFY(uncovered); // so the hand-over is tried
        QStringList snapshots { QStringLiteral("demo"), hostilePath };
        const QDir captures(TestUtil::fixturePath(QStringLiteral("captures")));
        for (const QString& name : captures.entryList({ QStringLiteral("*.json"), QStringLiteral("*.bundle") }, QDir::Files))
            snapshots << captures.filePath(name);
        int compared = 0;
        for (const QString& snapshot : snapshots) {
            Result<std::unique_ptr<HeadlessExport>> opened = HeadlessExport::open(snapshot, SceneTheme::light());
            QVERIFY2(opened, qPrintable(opened.error()));
            for (const ExportView view : { ExportView::Host, ExportView::Guest, ExportView::SideBySide }) {
                const TestUtil::CliRun run = TestUtil::runTopolens(
                    { QStringLiteral("export"), snapshot, QStringLiteral("--view"), exportViewName(view), QStringLiteral("-o"), QStringLiteral("-"),
                        QStringLiteral("--format"), QStringLiteral("dot") });
                if (!(*opened)->source().canExport(view)) {
                    QCOMPARE(run.exitCode, 1);
                    continue;
                }
                QVERIFY2(run.exitCode == 0, run.err.constData());
                const QByteArray dialogs = render((*opened)->source(), view, ExportFormat::Dot);
                if (run.out != dialogs)
                    QFAIL(qPrintable(QStringLiteral("%1, %2: the command line's DOT is not the dialog's").arg(snapshot, exportViewName(view))));
                ++compared;
            }
        }
        QVERIFY(compared >= 20);
    }

    void hostileNamesStayText_data()
    {
        QTest::addColumn<int>("view");
        QTest::newRow("host") << int(ExportView::Host);
        QTest::newRow("side-by-side") << int(ExportView::SideBySide);
        QTest::newRow("matrix") << int(ExportView::Matrix);
    }
    void hostileNamesStayText()
    {
        QFETCH(int, view);
        const ExportSource& source = m_hostile->source();
        // The GPU names really did reach the model.
        QCOMPARE(source.host->gpu(0)->name, scriptName);
        QCOMPARE(source.host->gpu(1)->name, injectionName);

        const QByteArray svg = render(source, ExportView(view), ExportFormat::Svg);
        const XmlDocument doc = readXml(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QVERIFY(!doc.elements.contains(QStringLiteral("script")));
        QVERIFY(!svg.contains("<script"));
        QVERIFY(!svg.contains("<b>"));
        const QString all = doc.texts.join(u'\n');
        QVERIFY(all.contains(QStringLiteral("Review <script>alert(1)</script> (a) \\ ]")));
        if (ExportView(view) != ExportView::Matrix) {
            QVERIFY(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
            QVERIFY(all.contains(scriptName));
            QVERIFY(all.contains(injectionName));
            QVERIFY(all.contains(QStringLiteral("line one line two")) || all.contains(QStringLiteral("line one")));
            QVERIFY(all.contains(QStringLiteral("ZZZZ")));
        }
        // The 10 KB name is elided, not drawn ten thousand characters wide.
        QVERIFY(svg.size() < 2'000'000);

        const Result<RenderedExport> png = renderExport(source, requestOf(ExportView(view), ExportFormat::Png));
        QVERIFY(png.ok());
        QVERIFY(png->image.width() < 20000);

        const QByteArray pdf = render(source, ExportView(view), ExportFormat::Pdf);
        QCOMPARE(pdfPageCount(pdf), 1);
        const QString pdfinfo = findTool(QStringLiteral("pdfinfo"));
        if (!pdfinfo.isEmpty()) {
            const ToolRun info = runTool(pdfinfo, { QStringLiteral("-") }, pdf);
            QCOMPARE(info.exitCode, 0);
            QVERIFY2(info.out.contains("Review <script>alert(1)</script> (a) \\ ]"), info.out.constData());
        }
    }

    void hostileNamesInTheReport()
    {
        const QByteArray html = reportHtml(m_hostile->source());
        // Polyglot: the page is well-formed XML as well as HTML, so an XML reader can check it.
        const XmlDocument doc = readXml(html);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QVERIFY(!doc.elements.contains(QStringLiteral("script")));
        QVERIFY(!html.toLower().contains("<script"));
        QVERIFY(!html.contains("<b>X</b>"));
        const QString all = doc.texts.join(u'\n');
        QVERIFY(all.contains(QStringLiteral("echo <script>alert(1)</script>")));
        QVERIFY(all.contains(QStringLiteral("<script>alert(2)</script>")));
        // The raw nvidia-smi XML, escaped once more for HTML, reads back as what nvidia-smi printed.
        QVERIFY(all.contains(QStringLiteral("<product_name>&lt;script&gt;alert(1)&lt;/script&gt;</product_name>")));
        QVERIFY(html.contains("Content-Security-Policy"));
        // Self-contained: nothing fetched from anywhere.
        static const QRegularExpression external(QStringLiteral("(src|href)\\s*=\\s*\"(?!#)|url\\(|@import"),
            QRegularExpression::CaseInsensitiveOption);
        QVERIFY(!QString::fromUtf8(html).contains(external));
        QVERIFY(doc.elements.contains(QStringLiteral("svg")));

        const QByteArray pdf = reportPdf(m_hostile->source());
        QVERIFY(pdfPageCount(pdf) > 20);
        const QString pdftotext = findTool(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            const ToolRun text = runTool(pdftotext, { QStringLiteral("-"), QStringLiteral("-") }, pdf);
            QCOMPARE(text.exitCode, 0);
            QVERIFY(text.out.contains("<script>alert(2)</script>"));
        }
    }

    void escapeXmlDropsWhatXmlCannotCarry()
    {
        QCOMPARE(escapeXml(QStringLiteral("a<b>&\"c\"")), QStringLiteral("a&lt;b&gt;&amp;&quot;c&quot;"));
        QCOMPARE(escapeXml(QStringLiteral("x\x01y\tz\n")), QStringLiteral("x\uFFFDy\tz\n"));
        QCOMPARE(escapeXml(QString(QChar(0xD800))), QStringLiteral("\uFFFD"));
        QCOMPARE(escapeXml(QStringLiteral("\U0001F600")), QStringLiteral("\U0001F600"));
        const QByteArray svg = finishSvg("<svg><title></title><desc>Generated with Qt</desc><text>a\x01</text></svg>",
            { QStringLiteral("<t>\n"), QStringLiteral("d&"), {} });
        QCOMPARE(svg, QByteArray("<svg><title>&lt;t&gt; </title><desc>d&amp;</desc><text>a\xEF\xBF\xBD</text></svg>"));
    }

    // The compacted SVG is the painter's picture: QtSvg draws both alike, pixel for pixel, at
    // the page's size and at twice it, for every view and both themes; and it is a third the size.
    void compactSvgDrawsThePaintersPicture()
    {
        const auto dark = HeadlessExport::open(QStringLiteral("demo"), SceneTheme::dark());
        QVERIFY(dark);
        for (const ExportSource* source : { &demo(), &(*dark)->source() }) {
            for (ExportView view : { ExportView::Host, ExportView::Guest, ExportView::SideBySide, ExportView::Matrix }) {
                const Result<ExportPagePtr> page = makeExportPage(*source, view, false, {});
                QVERIFY(page);
                const DocumentInfo info = exportDocumentInfo(*source, view);
                const QByteArray painted = renderPaintedSvg(**page, info);
                const QByteArray compact = renderSvg(**page, info);
                QVERIFY2(compact.size() * 2 < painted.size(), qPrintable(QStringLiteral("%1 of %2 bytes").arg(compact.size()).arg(painted.size())));
                QCOMPARE(readXml(compact).texts, readXml(painted).texts);
                for (qreal scale : { 1.0, 2.0 }) {
                    auto raster = [&](const QByteArray& svg) {
                        QSvgRenderer renderer(svg);
                        const QSize size = (renderer.viewBoxF().size() * scale).toSize();
                        QImage image(size, QImage::Format_ARGB32_Premultiplied);
                        image.fill(Qt::transparent);
                        QPainter painter(&image);
                        renderer.render(&painter);
                        return image;
                    };
                    const QImage before = raster(painted);
                    QVERIFY(!before.isNull());
                    QVERIFY2(raster(compact) == before, qPrintable(QStringLiteral("view %1 at %2x").arg(int(view)).arg(scale)));
                }
            }
        }
    }

    void exportsAreDeterministic()
    {
        // The same loaded snapshot exported twice: every byte the same, the PDF included (its
        // creation date is the snapshot's).
        for (ExportView view : { ExportView::Host, ExportView::SideBySide, ExportView::Matrix }) {
            QCOMPARE(render(demo(), view, ExportFormat::Svg), render(demo(), view, ExportFormat::Svg));
            QCOMPARE(render(demo(), view, ExportFormat::Pdf), render(demo(), view, ExportFormat::Pdf));
            const QImage first = renderExport(demo(), requestOf(view, ExportFormat::Png))->image;
            QVERIFY(!first.isNull());
            QVERIFY(first == renderExport(demo(), requestOf(view, ExportFormat::Png))->image);
        }
        QCOMPARE(reportHtml(demo()), reportHtml(demo()));
        QCOMPARE(reportPdf(demo()), reportPdf(demo()));
        QVERIFY(reportPdf(demo()).contains("/CreationDate (D:20250317100000"));

        // A second, independent load in the same process. Graphviz orders clusters by internal
        // ids that are string addresses, so a second layout in one process may route a few edges
        // differently (separate processes, as `topolens export` runs, agree byte for byte: see
        // tst_cli_export). The DOT is written from the graph, not the layout, and must agree;
        // the drawings must hold the same texts.
        const auto again = HeadlessExport::open(QStringLiteral("demo"), SceneTheme::light());
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(render(demo(), ExportView::SideBySide, ExportFormat::Dot),
            render((*again)->source(), ExportView::SideBySide, ExportFormat::Dot));
        QCOMPARE(readXml(render(demo(), ExportView::SideBySide, ExportFormat::Svg)).texts,
            readXml(render((*again)->source(), ExportView::SideBySide, ExportFormat::Svg)).texts);
    }

    void darkThemeExports()
    {
        const auto dark = HeadlessExport::open(QStringLiteral("demo"), SceneTheme::dark());
        QVERIFY2(dark, qPrintable(dark.error()));
        const Result<RenderedExport> png = renderExport((*dark)->source(), requestOf(ExportView::Matrix, ExportFormat::Png));
        QVERIFY(png.ok());
        QCOMPARE(png->image.pixelColor(2, 2), SceneTheme::dark().background);
    }

    void mainWindowExportsWhatItShows()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        auto* controller = window.findChild<ExportController*>();
        QVERIFY(controller);
        QCOMPARE(controller->exportAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        QVERIFY(controller->reportAction());
        for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
            TopologyView* view = window.topologyView(role);
            QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
            QVERIFY(!view->actions().isEmpty());
        }

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("window-side-by-side.svg"));
        QSignalSpy finished(controller, &ExportController::exportFinished);
        controller->exportTo(requestOf(ExportView::SideBySide, ExportFormat::Svg), path);
        QVERIFY(finished.wait(TestUtil::eventBoundMs));
        QCOMPARE(finished.first().at(1).toString(), QString());
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("window-side-by-side.svg")));
        const XmlDocument written = readXml(TestUtil::readFile(path));
        QVERIFY(written.wellFormed);
        // One render path: the window's scenes export as the headless ones, text for text (the
        // bytes agree too, except where Graphviz routes an edge differently; see above).
        QCOMPARE(written.texts, readXml(render(demo(), ExportView::SideBySide, ExportFormat::Svg)).texts);
        QCOMPARE(render(controller->source(), ExportView::SideBySide, ExportFormat::Svg), TestUtil::readFile(path));

        const QString report = dir.filePath(QStringLiteral("review.html"));
        controller->reportTo(ReportFormat::Html, report);
        QVERIFY(finished.wait(TestUtil::eventBoundMs));
        QVERIFY(readXml(TestUtil::readFile(report)).wellFormed);
    }
};

QTEST_MAIN(TestUiExport)
#include "tst_ui_export.moc"
