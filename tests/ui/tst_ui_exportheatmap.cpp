// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark heatmap and the size-sweep chart in File › Export and in the review report, on
// the real 4× H200 VM bundle with its real copybench capture imported: every format, the
// report's section (HTML inline SVG, well-formed; PDF pages), the dialog's choices, and the
// window's export at the expected size. Without runs the entries are there but disabled.
#include "benchmarks/benchmarkpanel.h"
#include "window/exportcontroller.h"
#include "export/exportdialog.h"
#include "export/exportreport.h"
#include "export/exportsource.h"
#include "export/headlessexport.h"
#include "window/mainwindow.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QXmlStreamReader>

#include <cmath>

using namespace Topo;
using namespace Topo::Ui;

namespace {

const QString captureId = QStringLiteral("benchmark-1");
const QString metric = QStringLiteral("d2d-bandwidth");

/// The real 4× H200 VM, with its real copybench CSV imported as the import dialog stores it;
/// `slowPair` makes GPU0→GPU2 ten times slower at the largest size (an outlier of its class).
Snapshot h200(bool withRun, bool slowPair = false)
{
    auto loaded = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (loaded.value.machines.isEmpty())
        qFatal("the h200-x4 bundle does not load");
    MachineSnapshot machine = loaded.value.machines.first();
    if (withRun) {
        RawCapture c;
        c.id = captureId;
        c.command = QStringLiteral("imported: copybench-x4.csv");
        c.format = QStringLiteral("copybench");
        c.stdoutData = TestUtil::readFixture(QStringLiteral("captures/copybench-x4.csv"));
        if (slowPair) {
            const QByteArray row = "d2d,0,2,67108864,172.886,388.167";
            if (!c.stdoutData.contains(row))
                qFatal("the copybench fixture changed; update the slow pair");
            c.stdoutData.replace(row, "d2d,0,2,67108864,1728.86,38.817");
        }
        machine.captures.append(c);
    }
    Snapshot s;
    s.title = QStringLiteral("4x H200 VM with copybench");
    s.createdAt = QDateTime(QDate(2026, 11, 29), QTime(13, 47), QTimeZone::utc());
    s.machines.append(machine);
    return s;
}

struct XmlDocument
{
    bool wellFormed = false;
    QString error;
    QStringList elements;
    QStringList texts;
    QString rootName;
};

/// Reads a document with QXmlStreamReader, as tst_ui_export does.
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

int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    return int(QString::fromLatin1(pdf).count(page));
}

/// The HTML of one report section, from its <section id=…> to the next section of the report.
QString htmlSection(const QString& html, const QString& id)
{
    const qsizetype start = html.indexOf(u"<section id=\"" + id + u"\">");
    if (start < 0)
        return {};
    const qsizetype end = html.indexOf(QStringLiteral("<section id=\""), start + 1);
    return html.mid(start, end < 0 ? -1 : end - start);
}

ExportRequest heatmapRequest(ExportFormat format)
{
    ExportRequest r;
    r.view = ExportView::Heatmap;
    r.format = format;
    r.benchmark.machine = 0;
    r.benchmark.captureId = captureId;
    r.benchmark.metric = metric;
    return r;
}

int comboIndex(const QComboBox* box, ExportView view)
{
    return box->findData(int(view));
}

bool itemEnabled(const QComboBox* box, int index)
{
    const auto* model = qobject_cast<const QStandardItemModel*>(box->model());
    return model && index >= 0 && model->item(index)->isEnabled();
}

QString itemToolTip(const QComboBox* box, int index)
{
    const auto* model = qobject_cast<const QStandardItemModel*>(box->model());
    return model && index >= 0 ? model->item(index)->toolTip() : QString();
}

} // namespace

class TestUiExportHeatmap : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<HeadlessExport> m_withRun;
    std::unique_ptr<HeadlessExport> m_without;
    std::unique_ptr<HeadlessExport> m_slowPair;

    const ExportSource& withRun() const { return m_withRun->source(); }
    const ExportSource& without() const { return m_without->source(); }

private Q_SLOTS:
    void initTestCase()
    {
        for (const auto& [target, snapshot] : { std::pair(&m_withRun, h200(true)), std::pair(&m_without, h200(false)),
                 std::pair(&m_slowPair, h200(true, true)) }) {
            Result<std::unique_ptr<HeadlessExport>> loaded
                = HeadlessExport::fromSnapshot(snapshot, QStringLiteral("h200.json"), SceneTheme::light());
            QVERIFY2(loaded, qPrintable(loaded.error()));
            *target = std::move(loaded).value();
        }
        QCOMPARE(withRun().machines.size(), 1);
        QCOMPARE(withRun().machines.first()->benchmarks.size(), 1);
        QVERIFY(withRun().machines.first()->benchmarks.first().matrix(metric));
    }

    void viewsKnowWhetherThereIsSomethingToDraw()
    {
        QVERIFY(withRun().canExport(ExportView::Heatmap));
        QVERIFY(withRun().canExport(ExportView::Sweeps));
        for (ExportView view : { ExportView::Heatmap, ExportView::Sweeps }) {
            const Status exportable = without().canExport(view);
            QVERIFY(!exportable);
            QVERIFY2(exportable.error().contains(QStringLiteral("Import Benchmark Results")), qPrintable(exportable.error()));
            QVERIFY(!exportViewHasDot(view));
            QVERIFY(isBenchmarkView(view));
            QCOMPARE(exportViewFromName(exportViewName(view)), std::optional(view));
            const Result<ExportPagePtr> page = makeExportPage(without(), view, false);
            QVERIFY(!page);
            QVERIFY(page.error().contains(QStringLiteral("Import Benchmark Results")));
        }
        QVERIFY(!isBenchmarkView(ExportView::Matrix));
        ExportRequest dot = heatmapRequest(ExportFormat::Dot);
        QVERIFY(!renderExport(withRun(), dot).ok());
        // A matrix the run does not have is named in the message.
        ExportRequest missing = heatmapRequest(ExportFormat::Svg);
        missing.benchmark.metric = QStringLiteral("no-such-metric");
        const Result<RenderedExport> none = renderExport(withRun(), missing);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().contains(QStringLiteral("no-such-metric")), qPrintable(none.error()));
        // ... with the machine looked in and the matrices it does have, to choose from.
        QVERIFY2(none.error().contains(withRun().machines.first()->label), qPrintable(none.error()));
        QVERIFY2(none.error().contains(metric), qPrintable(none.error()));
        QVERIFY2(!none.error().contains(u'\n'), qPrintable(none.error()));
    }

    void aMissingHeatmapNamesEveryMachineLookedIn()
    {
        // The CLI looks in the host and the guest: a snapshot without benchmarks names both,
        // and what to import, on one line.
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"),
            QStringLiteral("heatmap"), QStringLiteral("-o"), QDir::temp().filePath(QStringLiteral("topolens-no-heatmap.svg")) });
        QCOMPARE(r.exitCode, 1);
        const QString error = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(error.contains(QStringLiteral("Host (physical)")) && error.contains(QStringLiteral("Guest (virtual)")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("nvbandwidth")) && !error.contains(u'\n'), qPrintable(error));
    }

    void heatmapAndSweepsInEveryFormat()
    {
        const Result<RenderedExport> svg = renderExport(withRun(), heatmapRequest(ExportFormat::Svg));
        QVERIFY2(svg.ok(), qPrintable(svg.error()));
        const XmlDocument doc = readXml(svg->data);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.rootName, QStringLiteral("svg"));
        const QString all = doc.texts.join(u'\n');
        QVERIFY(all.contains(QStringLiteral("4x H200 VM with copybench")));
        QVERIFY(all.contains(QStringLiteral("capture benchmark-1")));
        QVERIFY(all.contains(QStringLiteral("device to device copy bandwidth")));
        QVERIFY2(all.contains(QStringLiteral("No outliers")), qPrintable(all));

        const Result<RenderedExport> pdf = renderExport(withRun(), heatmapRequest(ExportFormat::Pdf));
        QVERIFY(pdf.ok());
        QCOMPARE(pdfPageCount(pdf->data), 1);

        // The default choice (no machine, no metric) is the first bandwidth matrix: the same picture.
        ExportRequest defaults = heatmapRequest(ExportFormat::Svg);
        defaults.benchmark = {};
        QCOMPARE(renderExport(withRun(), defaults)->data, svg->data);

        ExportRequest sweeps = heatmapRequest(ExportFormat::Svg);
        sweeps.view = ExportView::Sweeps;
        sweeps.benchmark.quantity = SweepQuantity::Latency;
        const Result<RenderedExport> chart = renderExport(withRun(), sweeps);
        QVERIFY2(chart.ok(), qPrintable(chart.error()));
        const XmlDocument chartDoc = readXml(chart->data);
        QVERIFY2(chartDoc.wellFormed, qPrintable(chartDoc.error));
        // One line per operation; for GPU-to-GPU copies a pair of GPUs, as on the Benchmarks tab.
        const QString chartText = chartDoc.texts.join(u'\n');
        QVERIFY2(chartText.contains(QStringLiteral("d2d GPU0->GPU1")), qPrintable(chartText));
        QVERIFY(!chartText.contains(QStringLiteral("d2d GPU0->GPU0")));
    }

    void reportHasTheHeatmapSection()
    {
        const QByteArray html = reportHtml(withRun());
        const XmlDocument doc = readXml(html);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const QString section = htmlSection(QString::fromUtf8(html), QStringLiteral("heatmaps"));
        QVERIFY(!section.isEmpty());
        QVERIFY(html.contains("<a href=\"#heatmaps\">"));
        // The heatmap and the run's sweep chart, inline.
        QCOMPARE(section.count(QStringLiteral("<svg")), 2);
        QVERIFY(section.contains(QStringLiteral("capture benchmark-1")));
        QVERIFY(section.contains(QStringLiteral("No outliers")));
        QVERIFY(!section.contains(QStringLiteral("<?xml")));
        // Without runs, no such section.
        QVERIFY(htmlSection(QString::fromUtf8(reportHtml(without())), QStringLiteral("heatmaps")).isEmpty());

        // An outlier is listed under its heatmap, as text.
        const QByteArray slow = reportHtml(m_slowPair->source());
        QVERIFY2(readXml(slow).wellFormed, qPrintable(readXml(slow).error));
        const QString slowSection = htmlSection(QString::fromUtf8(slow), QStringLiteral("heatmaps"));
        QVERIFY(slowSection.contains(QStringLiteral("<ul class=\"outliers\">")));
        static const QRegularExpression outlier(QStringLiteral("<li>GPU0\u2192GPU2 \\(NV18\\): 38\\.8 GB/s, [0-9.]+\u00d7 below GPU"));
        QVERIFY2(slowSection.contains(outlier), qPrintable(slowSection.left(4000).right(1500)));
    }

    void reportPdfHasHeatmapPages()
    {
        int heatmapPages = 0;
        int expected = 1; // the cover
        for (const ReportSection& section : reportSections(withRun(), ReportFormat::Pdf)) {
            expected += int(section.pages.size());
            if (section.id == u"heatmaps")
                heatmapPages = int(section.pages.size());
        }
        QCOMPARE(heatmapPages, 2); // the d2d heatmap and the sweep chart
        const QByteArray with = reportPdf(withRun());
        const QByteArray plain = reportPdf(without());
        QCOMPARE(pdfPageCount(with), expected);
        QVERIFY2(pdfPageCount(with) >= pdfPageCount(plain) + heatmapPages,
            qPrintable(QStringLiteral("%1 vs %2").arg(pdfPageCount(with)).arg(pdfPageCount(plain))));
        for (const ReportSection& section : reportSections(without(), ReportFormat::Pdf))
            QVERIFY(section.id != u"heatmaps");
        if (const QByteArray dump = qgetenv("TOPOLENS_DUMP_REPORT"); !dump.isEmpty()) {
            QVERIFY(writeExportFile(QString::fromLocal8Bit(dump) + u".pdf", with));
            QVERIFY(writeExportFile(QString::fromLocal8Bit(dump) + u".html", reportHtml(m_slowPair->source())));
        }
    }

    void dialogOffersTheBenchmarkViews()
    {
        BenchmarkChoice choice;
        choice.machine = 0;
        choice.captureId = captureId;
        choice.metric = metric;
        choice.quantity = SweepQuantity::Latency;
        ExportDialog dialog(withRun(), ExportView::Heatmap, choice, QStringLiteral("h200"));
        auto* view = dialog.findChild<QComboBox*>(QStringLiteral("exportView"));
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("exportFormat"));
        auto* matrix = dialog.findChild<QComboBox*>(QStringLiteral("exportMatrix"));
        auto* machine = dialog.findChild<QComboBox*>(QStringLiteral("exportMachine"));
        QVERIFY(view && format && matrix && machine);
        QVERIFY(itemEnabled(view, comboIndex(view, ExportView::Heatmap)));
        QVERIFY(itemEnabled(view, comboIndex(view, ExportView::Sweeps)));
        QCOMPARE(view->currentData().toInt(), int(ExportView::Heatmap));
        QCOMPARE(machine->count(), 1);
        QCOMPARE(matrix->count(), 1);
        QVERIFY(matrix->currentText().contains(captureId));
        ExportRequest r = dialog.request();
        QCOMPARE(r.view, ExportView::Heatmap);
        QCOMPARE(r.benchmark.machine, 0);
        QCOMPARE(r.benchmark.captureId, captureId);
        QCOMPARE(r.benchmark.metric, metric);
        QVERIFY(dialog.fileName().endsWith(QStringLiteral("h200-heatmap.svg")) || dialog.fileName().contains(u"-heatmap."));
        // No DOT for a picture, and the tooltip says why.
        const int dot = format->findData(int(ExportFormat::Dot));
        QVERIFY(!itemEnabled(format, dot));
        QVERIFY(itemToolTip(format, dot).contains(QStringLiteral("SVG, PNG or PDF")));
        format->setCurrentIndex(format->findData(int(ExportFormat::Png)));
        QCOMPARE(dialog.request().format, ExportFormat::Png);
        QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());

        view->setCurrentIndex(comboIndex(view, ExportView::Sweeps));
        r = dialog.request();
        QCOMPARE(r.view, ExportView::Sweeps);
        QCOMPARE(r.benchmark.quantity, SweepQuantity::Latency);
        QVERIFY(dialog.fileName().contains(u"-sweeps."));
        // The topology views have DOT again.
        view->setCurrentIndex(comboIndex(view, ExportView::Host));
        QVERIFY(itemEnabled(format, dot));
        QVERIFY(itemToolTip(format, dot).isEmpty());

        // Without runs: offered, disabled, and the tooltip says to import first.
        ExportDialog empty(without(), ExportView::Heatmap, {}, QStringLiteral("h200"));
        auto* emptyView = empty.findChild<QComboBox*>(QStringLiteral("exportView"));
        for (ExportView v : { ExportView::Heatmap, ExportView::Sweeps }) {
            const int index = comboIndex(emptyView, v);
            QVERIFY(index >= 0);
            QVERIFY(!itemEnabled(emptyView, index));
            QVERIFY2(itemToolTip(emptyView, index).contains(QStringLiteral("File \u203a Import Benchmark Results")),
                qPrintable(itemToolTip(emptyView, index)));
        }
        // It opens on a view that can be drawn instead.
        QVERIFY(itemEnabled(emptyView, emptyView->currentIndex()));
    }

    void windowExportsTheHeatmap()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        window.showSnapshot(h200(true), QStringLiteral("h200"));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        auto* controller = window.findChild<ExportController*>();
        QVERIFY(controller);
        QCOMPARE(controller->source().machines.size(), 1);

        // File › Export opens on what the Benchmarks tab shows.
        QVERIFY(window.showView(QStringLiteral("benchmarks")));
        QVERIFY(window.benchmarkPanel()->showMetric(metric));
        ExportRequest offered;
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
            if (dialog) {
                auto* view = dialog->findChild<QComboBox*>(QStringLiteral("exportView"));
                view->setCurrentIndex(comboIndex(view, ExportView::Heatmap));
                offered = dialog->request();
                seen = true;
                dialog->reject();
            }
        });
        controller->exportAction()->trigger();
        QVERIFY(seen);
        QCOMPARE(offered.benchmark.machine, 0);
        QCOMPARE(offered.benchmark.captureId, captureId);
        QCOMPARE(offered.benchmark.metric, metric);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("heatmap.png"));
        QSignalSpy finished(controller, &ExportController::exportFinished);
        ExportRequest request = heatmapRequest(ExportFormat::Png);
        request.dpi = 192;
        controller->exportTo(request, path);
        QVERIFY(finished.wait(TestUtil::eventBoundMs));
        QCOMPARE(finished.first().at(1).toString(), QString());
        const QImage png(path);
        QVERIFY(!png.isNull());
        const Result<ExportPagePtr> page = makeExportPage(controller->source(), ExportView::Heatmap, false, request.benchmark);
        QVERIFY(page);
        const QSizeF natural = (*page)->naturalSize();
        QCOMPARE(png.size(), QSize(int(std::ceil(natural.width() * 2)), int(std::ceil(natural.height() * 2))));
        QVERIFY(png.width() > 800);
        QCOMPARE(png.pixelColor(2, 2), SceneTheme::light().background);
    }
};

QTEST_MAIN(TestUiExportHeatmap)
#include "tst_ui_exportheatmap.moc"
