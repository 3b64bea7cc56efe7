// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

/// "corpus:topo_p2p/x.txt" reads the shared corpus, anything else is a fixture path.
QByteArray readInput(const QString& spec)
{
    static const QString corpusPrefix = QStringLiteral("corpus:");
    if (spec.startsWith(corpusPrefix))
        return TestUtil::readFile(TestUtil::corpusPath(spec.mid(corpusPrefix.size())));
    return TestUtil::readFixture(spec);
}

bool needsCorpus(const QString& spec)
{
    return spec.startsWith(QStringLiteral("corpus:"));
}

/// Test tables are plain ASCII; QT_NO_CAST_FROM_ASCII wants the conversion spelled out.
QStringList strings(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out.append(QString::fromLatin1(item));
    return out;
}

QStringList numbered(const QString& prefix, int count)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out.append(prefix + QString::number(i));
    return out;
}

QByteArray toCrlf(const QByteArray& data)
{
    QByteArray out = data;
    out.replace("\r\n", "\n");
    out.replace("\n", "\r\n");
    return out;
}

const QStringList allP2pInputs = {
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-r.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-w.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-n.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-a.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-p.txt"),
    QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt"),
    QStringLiteral("nvidia-smi-p2p/gau-nernst-4gpu-rw-cns-ok.txt"),
    QStringLiteral("corpus:topo_p2p/mleng-h100-8gpu-p2p-r.txt"),
    QStringLiteral("corpus:topo_p2p/mleng-l4-2gpu-cns.txt"),
};

const QStringList allTopoInputs = {
    QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt"),
    QStringLiteral("nvidia-smi-topo/h200-vm-1gpu-mp.txt"),
    QStringLiteral("nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb.txt"),
    QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt"),
    QStringLiteral("nvidia-smi-topo/lmdeploy-v100-pcie-4gpu-pix-phb.txt"),
    QStringLiteral("nvidia-smi-topo/gau-nernst-4gpu-nv4-phb-no-affinity.txt"),
    QStringLiteral("nvidia-smi-topo/anthony-hoo-2080ti-2gpu-pix.txt"),
    QStringLiteral("corpus:topo_m/dlperf-dgx1-like-8xv100-nv1-nv2-mlx5.txt"),
    QStringLiteral("corpus:topo_m/dlperf-hugectr-8xv100-2nic-tabs-handmangled.txt"),
    QStringLiteral("corpus:topo_m/mleng-2gpu-nv2.txt"),
    QStringLiteral("corpus:topo_m/mleng-2gpu-phb.txt"),
    QStringLiteral("corpus:topo_m/mleng-a100-8gpu-nv12-compact.txt"),
    QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-compact.txt"),
    QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-ht.txt"),
    QStringLiteral("corpus:topo_m/rossum-7gforce-7gpu-pix-phb.txt"),
    QStringLiteral("corpus:topo_m/rossum-7gforce-v2-7gpu-soc-ansi.txt"),
    QStringLiteral("corpus:topo_m/rossum-azure-nv12-2gpu-soc-vm.txt"),
    QStringLiteral("corpus:topo_m/rossum-azure-nv24-4gpu-soc-vm.txt"),
};

const QStringList otherToolInputs = {
    QStringLiteral("lspci-tree/h200-vm.txt"),
    QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"),
    QStringLiteral("lspci-list/h200-vm-nn.txt"),
    QStringLiteral("nvidia-smi-query/h200-vm.txt"),
    QStringLiteral("nvidia-smi-xml/h200-vm.xml"),
    QStringLiteral("nvidia-smi-csv/h200-vm.csv"),
    QStringLiteral("numactl/h200-vm.txt"),
    QStringLiteral("sysfs-pci/h200-vm.txt"),
    QStringLiteral("dmesg/h200-vm.txt"),
    QStringLiteral("copybench/h200-vm.csv"),
    QStringLiteral("corpus:lspci_tv/kata-vra-q35-bf2-switch.txt"),
    QStringLiteral("corpus:iommu_groups/joe-p-x570-3900x-1080ti.txt"),
    QStringLiteral("corpus:p2p_bw/rossum-7gforce-v2-7gpu-mixed-p2p.txt"),
    QStringLiteral("corpus:nvbandwidth/nvbw-readme-d2d-write-8gpu.txt"),
};

} // namespace

class TestParseNvidiaSmiP2p : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Labels and cells below were read off each file by eye.
    void realFiles_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QStringList>("cells"); // "FROM>TO=status"
        QTest::addColumn<QString>("capability"); // letter, or empty for unknown
        QTest::addColumn<int>("legend");
        QTest::addColumn<int>("infos");

        const QStringList gpu0 = strings({"GPU0"});
        for (const char* letter : {"r", "w", "n", "a", "p"}) {
            // Our own captures have no prompt line, and the legend does not say which matrix
            // it is: the capability stays unknown.
            QTest::newRow(
                qPrintable(QStringLiteral("h200 vm 1 gpu -p2p %1 (ours)").arg(QLatin1String(letter))))
                << QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-%1.txt").arg(QLatin1String(letter)) << gpu0
                << strings({"GPU0>GPU0=X"}) << QString() << 7 << 0;
        }
        QTest::newRow("2080ti -p2p p after a root prompt")
            << QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt")
            << numbered(QStringLiteral("GPU"), 2) << strings({"GPU0>GPU1=NS", "GPU1>GPU0=NS", "GPU1>GPU1=X"})
            << QStringLiteral("p") << 7 << 0;
        QTest::newRow("4 gpu cns and ok, -p2p rw")
            << QStringLiteral("nvidia-smi-p2p/gau-nernst-4gpu-rw-cns-ok.txt")
            << numbered(QStringLiteral("GPU"), 4)
            << strings({"GPU0>GPU1=CNS", "GPU0>GPU3=OK", "GPU1>GPU2=OK", "GPU2>GPU1=OK", "GPU3>GPU2=CNS"})
            << QString() << 0 << 1;
        QTest::newRow("h100 8 gpu all ok")
            << QStringLiteral("corpus:topo_p2p/mleng-h100-8gpu-p2p-r.txt")
            << numbered(QStringLiteral("GPU"), 8) << strings({"GPU0>GPU1=OK", "GPU7>GPU0=OK", "GPU5>GPU5=X"})
            << QStringLiteral("r") << 7 << 0;
        QTest::newRow("l4 2 gpu cns, no legend")
            << QStringLiteral("corpus:topo_p2p/mleng-l4-2gpu-cns.txt") << numbered(QStringLiteral("GPU"), 2)
            << strings({"GPU0>GPU1=CNS", "GPU1>GPU0=CNS"}) << QStringLiteral("r") << 0 << 0;
    }
    void realFiles()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, labels);
        QFETCH(QStringList, cells);
        QFETCH(QString, capability);
        QFETCH(int, legend);
        QFETCH(int, infos);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");

        const auto result = parseNvidiaSmiP2p(readInput(input));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Info), infos);
        const P2pMatrix& p2p = result.value;
        QCOMPARE(p2p.matrix.labels, labels);
        for (int row = 0; row < p2p.matrix.size(); ++row) {
            QCOMPARE(p2p.matrix.cells[row].size(), labels.size());
            QCOMPARE(p2p.status(row, row), P2pStatus::Self);
            for (int column = 0; column < p2p.matrix.size(); ++column)
                QCOMPARE(p2p.matrix.cell(row, column), p2p.matrix.cell(column, row));
        }
        for (const QString& check : cells) {
            const QString pair = check.section(u'=', 0, 0);
            const int from = p2p.matrix.indexOf(pair.section(u'>', 0, 0));
            const int to = p2p.matrix.indexOf(pair.section(u'>', 1, 1));
            QCOMPARE(p2p.matrix.cell(from, to), check.section(u'=', 1));
        }
        QCOMPARE(p2p.capability ? QString(p2pCapabilityLetter(*p2p.capability)) : QString(), capability);
        QCOMPARE(p2p.legend.size(), legend);
    }

    void typedStatuses()
    {
        const auto result = parseNvidiaSmiP2p(
            TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/gau-nernst-4gpu-rw-cns-ok.txt")));
        const P2pMatrix& p2p = result.value;
        QCOMPARE(p2p.status(0, 1), P2pStatus::ChipsetNotSupported);
        QCOMPARE(p2p.status(0, 3), P2pStatus::Ok);
        QCOMPARE(p2p.status(2, 2), P2pStatus::Self);
        const auto ns = parseNvidiaSmiP2p(
            TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt")));
        QCOMPARE(ns.value.status(0, 1), P2pStatus::NotSupported);
        QVERIFY(ns.value.legend.contains(
            QPair<QString, QString>(QStringLiteral("CNS"), QStringLiteral("Chipset not supported"))));
    }

    void capabilityFromTheCommand_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("capability");
        QTest::newRow("$ prompt") << QByteArray("$ nvidia-smi topo -p2p w") << QStringLiteral("w");
        QTest::newRow("user prompt") << QByteArray("user@box:~$ nvidia-smi topo -p2p n")
                                     << QStringLiteral("n");
        QTest::newRow("root prompt, long option")
            << QByteArray("root@pve:~# nvidia-smi topo --p2pstatus a") << QStringLiteral("a");
        QTest::newRow("bare echo with =") << QByteArray("nvidia-smi topo -p2p=p") << QStringLiteral("p");
        QTest::newRow("full path, comment")
            << QByteArray("$ /usr/bin/nvidia-smi topo -p2p r   # 8 GPUs") << QStringLiteral("r");
        QTest::newRow("two letters") << QByteArray("$ nvidia-smi topo -p2p rw") << QString();
        QTest::newRow("no letter") << QByteArray("$ nvidia-smi topo -p2p") << QString();
    }
    void capabilityFromTheCommand()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, capability);
        const auto result
            = parseNvidiaSmiP2p(QByteArray(command + "\n\tGPU0\tGPU1\n GPU0\tX\tOK\t\n GPU1\tOK\tX\t\n"));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.capability ? QString(p2pCapabilityLetter(*result.value.capability)) : QString(),
            capability);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Info), capability.isEmpty() ? 1 : 0);
        QCOMPARE(result.value.matrix.cell(0, 1), QStringLiteral("OK"));
    }

    void crlfGivesTheSameValue_data()
    {
        QTest::addColumn<QString>("input");
        for (const QString& input : allP2pInputs)
            QTest::newRow(qPrintable(input)) << input;
    }
    void crlfGivesTheSameValue()
    {
        QFETCH(QString, input);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray lf = readInput(input);
        const auto plain = parseNvidiaSmiP2p(lf);
        const auto crlf = parseNvidiaSmiP2p(toCrlf(lf));
        QCOMPARE(Json::toJson(crlf.value).dump(), Json::toJson(plain.value).dump());
        QCOMPARE(crlf.diagnostics, plain.diagnostics);
    }

    // A matrix cut after some rows, without its legend: the rows that are there are read.
    void cutAfterSomeRows()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        // The prompt, the header and two of eight rows; no legend.
        const QByteArray whole = readInput(QStringLiteral("corpus:topo_p2p/mleng-h100-8gpu-p2p-r.txt"));
        const QList<QByteArray> lines = whole.split('\n');
        const QByteArray cut = lines[0] + '\n' + lines[1] + '\n' + lines[2] + '\n' + lines[3] + '\n';
        const auto result = parseNvidiaSmiP2p(cut);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.size(), 8);
        QCOMPARE(result.value.matrix.cell(1, 0), QStringLiteral("OK"));
        QCOMPARE(result.value.matrix.cell(2, 0), QString());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 4, Severity::Warning));
        QVERIFY(sniffNvidiaSmiP2p(cut) >= 60);
    }

    void pastedSessionReadsTheP2pPart()
    {
        const QByteArray session
            = TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/anthony-hoo-2080ti-2gpu-pix.txt")) + '\n'
            + TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt"));
        const auto result = parseNvidiaSmiP2p(session);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QCOMPARE(result.value.matrix.cell(0, 1), QStringLiteral("NS"));
        QVERIFY(result.value.capability == P2pCapability::Prop);
    }

    void problemsAreNamedByLine_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QStringList>("row1");
        const QByteArray header = "\tGPU0\tGPU1\tGPU2\n GPU0\tX\tOK\tNS\t\n";
        QTest::newRow("truncated row") << header + " GPU1\tOK\tX" << 3 << strings({"OK", "X", ""});
        QTest::newRow("unknown status") << header + " GPU1\tOK\tX\tMAYBE\t\n GPU2\tNS\tNS\tX\n"
                                        << 3 << strings({"OK", "X", "MAYBE"});
        QTest::newRow("text after the cells") << header + " GPU1\tOK\tX\tNS\t42\n GPU2\tNS\tNS\tX\n"
                                              << 3 << strings({"OK", "X", "NS"});
        QTest::newRow("junk line") << header + " GPU1\tOK\tX\tNS\nsomething else\n GPU2\tNS\tNS\tX\n"
                                   << 4 << strings({"OK", "X", "NS"});
    }
    void problemsAreNamedByLine()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(QStringList, row1);
        const auto result = parseNvidiaSmiP2p(input);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line),
            TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.cells[1], row1);
        QCOMPARE(result.value.matrix.labels, strings({"GPU0", "GPU1", "GPU2"}));
    }

    void topoOutputIsRejected_data()
    {
        QTest::addColumn<QString>("input");
        for (const QString& input : allTopoInputs)
            QTest::newRow(qPrintable(input)) << input;
    }
    void topoOutputIsRejected()
    {
        QFETCH(QString, input);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray data = readInput(input);
        const auto result = parseNvidiaSmiP2p(data);
        QVERIFY(result.hasErrors());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.value.matrix.size(), 0);
        QVERIFY(!result.value.capability);
        QVERIFY2(result.diagnostics.first().message.contains(QStringLiteral("topo -m")),
            TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(sniffNvidiaSmiP2p(data), 0);
    }

    void notThisFormat_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("file");
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("whitespace") << QByteArray(" \n\t \r\n") << QString();
        QTest::newRow("prompt only") << QByteArray("$ nvidia-smi topo -p2p r\n") << QString();
        QTest::newRow("legend only") << QByteArray("Legend:\n\n  X    = Self\n  OK   = Status Ok\n")
                                     << QString();
        QTest::newRow("header only") << QByteArray("\tGPU0\tGPU1\n") << QString();
        // Nothing in a matrix of X alone says which tool printed it.
        QTest::newRow("bare X matrix") << QByteArray("\tGPU0\n GPU0\tX\t\n") << QString();
        for (quint32 seed : {5u, 6u, 99u})
            QTest::newRow(qPrintable(QStringLiteral("garbage %1").arg(seed)))
                << TestUtil::garbage(4096, seed) << QString();
        for (const QString& file : otherToolInputs)
            QTest::newRow(qPrintable(file)) << QByteArray() << file;
    }
    void notThisFormat()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, file);
        if (!file.isEmpty()) {
            if (needsCorpus(file) && !TestUtil::corpusAvailable())
                QSKIP("the shared corpus (../shared/corpus) is not present");
            input = readInput(file);
        }
        const auto result = parseNvidiaSmiP2p(input);
        QVERIFY2(result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.value.matrix.size(), 0);
        QVERIFY(result.value.legend.isEmpty());
        QVERIFY(sniffNvidiaSmiP2p(input) < 30);
    }

    void hostileLabels()
    {
        const QByteArray longLabel = "GPU" + QByteArray(10000, '9');
        const QByteArray input = "\t<script>GPU0</script>\t" + longLabel
            + "\t'GPU\"2\n"
              " <script>GPU0</script>\tX\tOK\tOK\n "
            + longLabel + "\tOK\tX\tOK\n 'GPU\"2\tOK\tOK\tX\n";
        const auto result = parseNvidiaSmiP2p(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.labels[0], QStringLiteral("<script>GPU0</script>"));
        QCOMPARE(result.value.matrix.labels[1].size(), longLabel.size());
        QCOMPARE(result.value.matrix.labels[2], QStringLiteral("'GPU\"2"));
        QCOMPARE(result.value.status(1, 2), P2pStatus::Ok);
    }

    void hugeInputs_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("understood");
        constexpr qsizetype target = TestUtil::hugeInputBytes;
        QByteArray manyRows = "\tGPU0\tGPU1\n";
        manyRows.reserve(target + 64);
        while (manyRows.size() < target)
            manyRows += " GPU0\tX\tOK\t\n GPU1\tOK\tX\t\n";
        QTest::newRow("header and two million rows") << manyRows << true;

        QByteArray longLine = "\tGPU0\tGPU1\n GPU0\tX\tOK\n GPU1\tOK\tX";
        longLine.reserve(target + 64);
        while (longLine.size() < target)
            longLine += "\tCNS";
        QTest::newRow("one huge row") << longLine << true;
    }
    void hugeInputs()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, understood);
        const auto result = parseNvidiaSmiP2p(input);
        QCOMPARE(!result.hasErrors(), understood);
        QVERIFY(result.diagnostics.size() <= 60);
        QCOMPARE(result.value.matrix.cell(0, 1), QStringLiteral("OK"));
        QCOMPARE(result.value.matrix.cell(1, 1), QStringLiteral("X"));
    }

    void sniff_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("isP2p");
        for (const QString& input : allP2pInputs)
            QTest::newRow(qPrintable(input)) << input << true;
        for (const QString& input : allTopoInputs)
            QTest::newRow(qPrintable(input)) << input << false;
        for (const QString& input : otherToolInputs)
            QTest::newRow(qPrintable(input)) << input << false;
    }
    void sniff()
    {
        QFETCH(QString, input);
        QFETCH(bool, isP2p);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const int score = sniffNvidiaSmiP2p(readInput(input));
        QVERIFY(score >= 0 && score <= 100);
        if (isP2p)
            QVERIFY2(score >= 50, qPrintable(QString::number(score)));
        else
            QCOMPARE(score, 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiP2p)
#include "tst_parse_nvidiasmip2p.moc"
