// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export SNAPSHOT --prometheus`, read by the real thing (issue 33 item 4): Debian's
// prometheus-node-exporter serves the file from its textfile collector, Debian's prometheus
// scrapes it on loopback every second, and the test asks Prometheus back over its HTTP API. The
// file passes `promtool check metrics`; the example alerting rules pass `promtool check rules`
// and their own unit tests (`promtool test rules`, tests/cli/topolens-alerts-test.yml).
#include "analyze/pcipath.h"
#include "analyze/snapshotdocument.h"
#include "collect/loopbacksshd.h"
#include "io/snapshotfile.h"
#include "model/snapshot.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {

constexpr const char* programs[] = { "prometheus", "prometheus-node-exporter", "promtool", "curl" };

struct Run
{
    int exitCode = -1;
    QByteArray out;
};

Run run(const QString& program, const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAll() };
}

/// The demo with a guest named as a hostile remote machine might name itself: quotes, a
/// backslash and a line break, which the exposition format must escape.
constexpr char hostileGuestLabel[] = "llm-one \"lab\" \\ rack\n3";

} // namespace

class TestCliPrometheus : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_exporter;
    QProcess m_prometheus;
    int m_prometheusPort = 0;
    int m_exporterPort = 0;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// The `data.result` of an instant query, once Prometheus has an answer with at least one
    /// series (it scrapes every second), or empty after 2 minutes (a machine busy with a build).
    QJsonArray query(const QString& expression)
    {
        QJsonArray result;
        (void)QTest::qWaitFor([&] {
            const Run r = run(QStringLiteral("curl"), { QStringLiteral("-sS"), QStringLiteral("--data-urlencode"),
                                                          QStringLiteral("query=") + expression,
                                                          QStringLiteral("http://127.0.0.1:%1/api/v1/query").arg(m_prometheusPort) });
            result = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("data")).toObject().value(QStringLiteral("result")).toArray();
            return !result.isEmpty();
        }, 120000);
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (const char* program : programs) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(program)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed (scripts/install-deps.sh --with-tests installs prometheus, "
                                                "prometheus-node-exporter and curl)").arg(QString::fromLatin1(program))));
        }
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(path(QStringLiteral("textfile"))));
    }

    void cleanupTestCase()
    {
        for (QProcess* p : { &m_prometheus, &m_exporter }) {
            p->terminate();
            if (!p->waitForFinished(10000))
                p->kill();
        }
    }

    void theDemoPassesPromtoolsLint()
    {
        const TestUtil::CliRun exported = TestUtil::runTopolens({ QStringLiteral("export"), QStringLiteral("demo"),
            QStringLiteral("--prometheus"), QStringLiteral("-o"), QStringLiteral("-") });
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QVERIFY(exported.out.startsWith("# HELP topolens_snapshot_info "));
        const Run lint = run(QStringLiteral("promtool"), { QStringLiteral("check"), QStringLiteral("metrics") }, exported.out);
        QVERIFY2(lint.exitCode == 0, lint.out.constData());
        // A watch with AER counters (the lab's real one): every family lints, and the links and
        // counters are the last sample's (the error came after the collection).
        const TestUtil::CliRun watch = TestUtil::runTopolens({ QStringLiteral("export"),
            TestUtil::fixturePath(QStringLiteral("captures/lab-aer-watch.json")), QStringLiteral("--prometheus"), QStringLiteral("-o"),
            QStringLiteral("-") });
        QVERIFY2(watch.exitCode == 0, watch.err.constData());
        const Run watchLint = run(QStringLiteral("promtool"), { QStringLiteral("check"), QStringLiteral("metrics") }, watch.out);
        QVERIFY2(watchLint.exitCode == 0, watchLint.out.constData());
        QVERIFY2(watch.out.contains("topolens_watch_samples{machine=\"127.0.0.1\",role=\"bare-metal\"} 6\n"), watch.out.constData());
        QVERIFY2(watch.out.contains("topolens_pcie_aer_errors_total{machine=\"127.0.0.1\",role=\"bare-metal\",bdf=\"0000:00:1c.0\","
                                    "gpu=\"\",severity=\"nonFatal\"} 1\n"),
            watch.out.constData());
        QVERIFY(watch.out.contains("error=\"CmpltTO\"} 1\n"));
        // The same file by its suffix, written whole for the collector to pick up.
        const TestUtil::CliRun bySuffix = TestUtil::runTopolens({ QStringLiteral("export"), QStringLiteral("demo"),
            QStringLiteral("-o"), path(QStringLiteral("demo.prom")) });
        QVERIFY2(bySuffix.exitCode == 0, bySuffix.err.constData());
        QCOMPARE(TestUtil::readFile(path(QStringLiteral("demo.prom"))), exported.out);
    }

    void drawingOptionsAreRefused()
    {
        for (const QStringList& extra : { QStringList { QStringLiteral("--view"), QStringLiteral("host") },
                 QStringList { QStringLiteral("--format"), QStringLiteral("svg") } }) {
            const TestUtil::CliRun r = TestUtil::runTopolens(QStringList { QStringLiteral("export"), QStringLiteral("demo"),
                QStringLiteral("--prometheus"), QStringLiteral("-o"), path(QStringLiteral("x.prom")) } + extra);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("topolens: "), r.err.constData());
        }
    }

    void scrapedAndQueriedByARealPrometheus()
    {
        // The demo, its guest renamed hostile.
        ParseResult<Snapshot> demo = openSnapshot(QString::fromLatin1(demoSnapshotName));
        QVERIFY(!demo.hasErrors());
        for (MachineSnapshot& m : demo.value.machines) {
            if (m.role == MachineRole::Guest)
                m.label = QString::fromUtf8(hostileGuestLabel);
        }
        QVERIFY(saveSnapshot(demo.value, path(QStringLiteral("hostile.json"))).ok());
        const TestUtil::CliRun exported = TestUtil::runTopolens({ QStringLiteral("export"), path(QStringLiteral("hostile.json")),
            QStringLiteral("--prometheus"), QStringLiteral("-o"), path(QStringLiteral("textfile/topolens.prom")) });
        QVERIFY2(exported.exitCode == 0, exported.err.constData());

        const int exporterPort = m_exporterPort = LoopbackSsh::freePort();
        m_exporter.setProcessChannelMode(QProcess::MergedChannels);
        m_exporter.setStandardOutputFile(path(QStringLiteral("node-exporter.log")));
        m_exporter.start(QStringLiteral("prometheus-node-exporter"),
            { QStringLiteral("--collector.disable-defaults"), QStringLiteral("--collector.textfile"),
                QStringLiteral("--collector.textfile.directory=") + path(QStringLiteral("textfile")),
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(exporterPort) });
        QVERIFY(m_exporter.waitForStarted(10000));
        QFile config(path(QStringLiteral("prometheus.yml")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: topolens\n    static_configs:\n"
                                    "      - targets: ['127.0.0.1:%1']\n")
                         .arg(exporterPort)
                         .toUtf8());
        config.close();
        m_prometheusPort = LoopbackSsh::freePort();
        m_prometheus.setProcessChannelMode(QProcess::MergedChannels);
        m_prometheus.setStandardOutputFile(path(QStringLiteral("prometheus.log")));
        m_prometheus.start(QStringLiteral("prometheus"),
            { QStringLiteral("--config.file=") + path(QStringLiteral("prometheus.yml")),
                QStringLiteral("--storage.tsdb.path=") + path(QStringLiteral("data")),
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_prometheusPort) });
        QVERIFY(m_prometheus.waitForStarted(10000));

        // The collector read the file without an error.
        const QJsonArray scrapeError = query(QStringLiteral("node_textfile_scrape_error"));
        QVERIFY2(scrapeError.size() == 1, TestUtil::readFile(path(QStringLiteral("node-exporter.log"))).constData());
        QCOMPARE(scrapeError.first().toObject().value(QStringLiteral("value")).toArray().at(1).toString(), QStringLiteral("0"));

        // As many SYS pairs on the host as the model has.
        const SharedDocument document = SnapshotDocument::open(demo.value);
        const Machine* host = document->host();
        QVERIFY(host);
        int sysPairs = 0;
        for (const Gpu& a : host->gpus) {
            for (const Gpu& b : host->gpus)
                sysPairs += b.index > a.index && gpuPairClass(*host, a.index, b.index).linkClass == LinkClass::Sys;
        }
        QVERIFY(sysPairs > 0);
        const QJsonArray sys = query(QStringLiteral("count(topolens_gpu_pair_link{role=\"host\",class=\"SYS\"})"));
        QCOMPARE(sys.size(), 1);
        QCOMPARE(sys.first().toObject().value(QStringLiteral("value")).toArray().at(1).toString(), QString::number(sysPairs));

        // Each guest GPU with the host function it is, under the guest's own (hostile) name.
        const Machine* guest = document->guest();
        QVERIFY(guest);
        const QJsonArray guestGpus = query(QStringLiteral("topolens_gpu_info{role=\"guest\"}"));
        QCOMPARE(guestGpus.size(), guest->gpus.size());
        for (const GpuMatch& match : document->gpuMatches()) {
            const QJsonArray one = query(QStringLiteral("topolens_gpu_info{role=\"guest\",gpu=\"%1\"}").arg(match.guestGpu));
            QCOMPARE(one.size(), 1);
            const QJsonObject labels = one.first().toObject().value(QStringLiteral("metric")).toObject();
            QCOMPARE(labels.value(QStringLiteral("machine")).toString(), QString::fromUtf8(hostileGuestLabel));
            QCOMPARE(labels.value(QStringLiteral("host_bdf")).toString(), host->gpus[match.hostGpu].bdf->toString());
        }

        // Every finding of diagnose is one series.
        const QJsonArray findings = query(QStringLiteral("count(topolens_finding)"));
        QCOMPARE(findings.size(), 1);
        QVERIFY(findings.first().toObject().value(QStringLiteral("value")).toArray().at(1).toString().toInt() > 0);
    }

    // `watch --from-prometheus`: node_exporter's pcidevice series, served here by the textfile
    // collector (Debian 12's node_exporter 1.5.0 has no pcidevice collector; the series are
    // written in its names and labels, tests/fixtures/prometheus-pcidevice/SOURCES.md), read
    // back through the real Prometheus. GPU0's link narrows half way; the watch names it.
    void watchReadsNodeExportersPcideviceSeries()
    {
        if (m_prometheusPort == 0)
            QSKIP("needs the Prometheus of scrapedAndQueriedByARealPrometheus");
        const auto writeLink = [this](int width) {
            QByteArray series = TestUtil::readFixture(QStringLiteral("prometheus-pcidevice/federate-h100-vm-link.txt"));
            // Back to what node_exporter serves: its own labels and no timestamps.
            series.replace(",instance=\"127.0.0.1:19100\",job=\"node\"", "");
            series.replace(" 1796581789122", "");
            const QByteArray widthLine = "node_pcidevice_current_link_width{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} ";
            series.replace(QByteArray(widthLine + "16"), QByteArray(widthLine + QByteArray::number(width)));
            QFile file(path(QStringLiteral("textfile/pcidevice.prom.tmp")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(series);
            file.close();
            // Replaced whole, as node_exporter's documentation asks, so a scrape never reads half a file.
            QFile::remove(path(QStringLiteral("textfile/pcidevice.prom")));
            QVERIFY(QFile::rename(file.fileName(), path(QStringLiteral("textfile/pcidevice.prom"))));
        };
        const auto widthServed = [this](int width) {
            return QTest::qWaitFor([&] {
                const Run r = run(QStringLiteral("curl"), { QStringLiteral("-sS"), QStringLiteral("--data-urlencode"),
                    QStringLiteral("query=node_pcidevice_current_link_width == %1").arg(width),
                    QStringLiteral("http://127.0.0.1:%1/api/v1/query").arg(m_prometheusPort) });
                return !QJsonDocument::fromJson(r.out).object().value(QStringLiteral("data")).toObject().value(QStringLiteral("result")).toArray().isEmpty();
            }, 120000);
        };
        const auto samplesWith = [this](const QByteArray& needle) {
            const ParseResult<Snapshot> w = loadSnapshotFile(path(QStringLiteral("pcidevice-watch.json")));
            int n = 0;
            for (const WatchSample& sample : w.value.machines.value(0).samples) {
                for (const RawCapture& c : sample.captures)
                    n += c.stdoutData.contains(needle) ? 1 : 0;
            }
            return n;
        };
        writeLink(16);
        QVERIFY(widthServed(16));
        QProcess watch;
        watch.setProcessChannelMode(QProcess::MergedChannels);
        watch.start(QStringLiteral(TOPOLENS_BINARY), { QStringLiteral("watch"), QStringLiteral("--from-prometheus"),
            QStringLiteral("http://127.0.0.1:%1").arg(m_prometheusPort), QStringLiteral("--instance"),
            QStringLiteral("127.0.0.1:%1").arg(m_exporterPort), QStringLiteral("--snapshot"),
            TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")), QStringLiteral("--interval"), QStringLiteral("0.5"),
            QStringLiteral("--duration"), QStringLiteral("600"), QStringLiteral("-o"), path(QStringLiteral("pcidevice-watch.json")) });
        QVERIFY(watch.waitForStarted(10000));
        const QByteArray x16 = "segment=\"0000\"} 16 ";
        QVERIFY(QTest::qWaitFor([&] { return samplesWith(x16) > 0; }, 120000)); // a sample of the link at x16
        writeLink(8);
        QVERIFY(widthServed(8));
        // Until a sample read the narrowed link, then stopped as Ctrl-C stops it.
        QVERIFY(QTest::qWaitFor([&] {
            const ParseResult<Snapshot> w = loadSnapshotFile(path(QStringLiteral("pcidevice-watch.json")));
            const QList<WatchSample> samples = w.value.machines.value(0).samples;
            return !samples.isEmpty() && !samples.last().captures.isEmpty()
                && samples.last().captures.first().stdoutData.contains(",segment=\"0000\"} 8 ");
        }, 120000));
        watch.terminate();
        QVERIFY(watch.waitForFinished(30000));
        QVERIFY2(watch.exitCode() == 130, watch.readAll().constData());
        const TestUtil::CliRun diagnosed = TestUtil::runTopolens({ QStringLiteral("diagnose"), path(QStringLiteral("pcidevice-watch.json")) });
        QCOMPARE(diagnosed.exitCode, 0);
        QVERIFY2(diagnosed.out.contains("[link-changed-during-watch]") && diagnosed.out.contains("GPU0 0000:00:06.0")
                && diagnosed.out.contains("Gen5 x16 \xe2\x86\x92 Gen5 x8"),
            diagnosed.out.constData());
        // The evidence is a line of a sample's answer from Prometheus.
        QVERIFY2(diagnosed.out.contains("prometheus-pcidevice@"), diagnosed.out.constData());
    }

    void theAlertRulesPassPromtool()
    {
        const QString rules = QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/prometheus/topolens-alerts.yml");
        const Run check = run(QStringLiteral("promtool"), { QStringLiteral("check"), QStringLiteral("rules"), rules });
        QVERIFY2(check.exitCode == 0, check.out.constData());
        const Run unitTests = run(QStringLiteral("promtool"), { QStringLiteral("test"), QStringLiteral("rules"),
            QStringLiteral(TOPOLENS_SOURCE_DIR "/tests/cli/topolens-alerts-test.yml") });
        QVERIFY2(unitTests.exitCode == 0 && unitTests.out.contains("SUCCESS"), unitTests.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPrometheus)
#include "tst_cli_prometheus.moc"
