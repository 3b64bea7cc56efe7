// SPDX-License-Identifier: GPL-3.0-or-later
// nvidia-smi-query: `nvidia-smi -q`, real captures, reformatted pastes, old drivers, -d and -i,
// bad values, hostile names and other tools' outputs.
#include "parse/nvidiasmitestutil.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QStringEncoder>
#include <QTest>

using namespace Topo;
using namespace NvidiaSmiTest;

class TestParseNvidiaSmiQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- nvidia-smi -q -------------------------------------------------------------------

    void queryOwnH200Capture()
    {
        verifyH200Report(parseNvidiaSmiQuery(fixture("nvidia-smi-query/h200-vm.txt")));
    }

    void queryTwoGpus()
    {
        const auto result = parseNvidiaSmiQuery(fixture("nvidia-smi-query/thamada-2x-rtx4060ti-550.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.driverVersion, QStringLiteral("550.54.14"));
        QCOMPARE(result.value.cudaVersion, QStringLiteral("12.4"));
        QCOMPARE(result.value.gpus.size(), 2);
        const Gpu& first = result.value.gpus[0];
        const Gpu& second = result.value.gpus[1];
        QCOMPARE(first.index, 0);
        QCOMPARE(second.index, 1);
        QCOMPARE(first.bdf->toString(), QStringLiteral("0000:03:00.0"));
        QCOMPARE(second.bdf->toString(), QStringLiteral("0000:09:00.0"));
        QCOMPARE(first.name, QStringLiteral("NVIDIA GeForce RTX 4060 Ti"));
        QCOMPARE(second.uuid, QStringLiteral("GPU-064b552e-b923-6fed-6f91-386f97032a9d"));
        QVERIFY(first.serial.isEmpty()); // N/A
        QCOMPARE(first.productArchitecture, QStringLiteral("Ada Lovelace"));
        // The first card runs x4 in an x8 slot; the second x8.
        QCOMPARE(first.linkWidthCurrent, 4);
        QCOMPARE(first.linkWidthMax, 8);
        QCOMPARE(second.linkWidthCurrent, 8);
        QCOMPARE(first.linkGenCurrent, 4);
        QCOMPARE(first.linkGenMax, 4);
        QCOMPARE(first.memoryTotalMiB, quint64(16380));
        QCOMPARE(first.bar1TotalMiB, quint64(16384));
        QCOMPARE(first.virtualizationMode, QStringLiteral("None"));
        QCOMPARE(second.vbiosVersion, QStringLiteral("95.06.34.00.F3"));
        QCOMPARE(second.driverVersion, QStringLiteral("550.54.14"));
    }

    void queryReformattedPastes_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("transform");
        for (const char* file :
            {"nvidia-smi-query/h200-vm.txt", "nvidia-smi-query/thamada-2x-rtx4060ti-550.txt"}) {
            QTest::addRow("%s crlf", file) << QByteArray(file) << int(Crlf);
            QTest::addRow("%s tabs", file) << QByteArray(file) << int(Tabs);
            QTest::addRow("%s markdown indent", file) << QByteArray(file) << int(MarkdownIndent);
            QTest::addRow("%s prompt and tail", file) << QByteArray(file) << int(PromptAndTail);
            QTest::addRow("%s ansi", file) << QByteArray(file) << int(Ansi);
        }
    }
    void queryReformattedPastes()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, transform);
        const QByteArray original = fixture(file.constData());
        QByteArray pasted;
        switch (PasteStyle(transform)) {
        case Crlf:
            pasted = toCrlf(original);
            break;
        case Tabs:
            // An editor that turned each four-space step into a tab.
            for (const QByteArray& line : original.split('\n')) {
                qsizetype spaces = 0;
                while (spaces < line.size() && line[spaces] == ' ')
                    ++spaces;
                pasted += QByteArray(spaces / 4, '\t') + line.mid(spaces / 4 * 4) + '\n';
            }
            break;
        case MarkdownIndent:
            for (const QByteArray& line : original.split('\n'))
                pasted += "    " + line + '\n';
            break;
        case PromptAndTail:
            pasted = "user@box:~$ nvidia-smi -q\n" + original + "user@box:~$ nvidia-smi topo -m\n"
                + fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
            break;
        case Ansi:
            pasted = "\x1b[1m" + original + "\x1b[0m";
            break;
        }
        const auto expected = parseNvidiaSmiQuery(original);
        const auto result = parseNvidiaSmiQuery(pasted);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 0);
        QCOMPARE(jsonOf(result.value), jsonOf(expected.value));
    }

    void queryOldDriverLayout()
    {
        // Synthetic, shaped after a driver 369 report (Windows, 2016) quoted in
        // markbucklin/markbucklin matlab-code-merge/codemess/matlab/ign/queryGpu.m: four-digit
        // domains, no CUDA line, "Virtualization mode" in lower case. Abridged; the second
        // GPU's block is made up.
        const QByteArray text
            = "\n==============NVSMI LOG==============\n\n"
              "Timestamp                           : Fri Dec 09 02:27:00 2016\n"
              "Driver Version                      : 369.30\n\n"
              "Attached GPUs                       : 2\n"
              "GPU 0000:06:00.0\n"
              "    Product Name                    : GeForce GTX TITAN Z\n"
              "    GPU UUID                        : GPU-1cf694db-94eb-35b8-347d-a0bbf40d102f\n"
              "    GPU Virtualization Mode\n"
              "        Virtualization mode         : None\n"
              "    PCI\n"
              "        Bus                         : 0x06\n"
              "GPU 0000:07:00.0\n"
              "    Product Name                    : GeForce GTX TITAN Z\n";
        const auto result = parseNvidiaSmiQuery(text);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), 2);
        QCOMPARE(result.value.gpus[0].bdf->toString(), QStringLiteral("0000:06:00.0"));
        QCOMPARE(result.value.gpus[0].virtualizationMode, QStringLiteral("None"));
        QCOMPARE(result.value.gpus[1].bdf->toString(), QStringLiteral("0000:07:00.0"));
        QCOMPARE(result.value.gpus[1].index, 1);
        QVERIFY(result.value.cudaVersion.isEmpty());
    }

    void queryDisplayFilter()
    {
        // `nvidia-smi -q -d PCI`: the same layout with only some sections.
        QByteArray text;
        bool keep = true;
        for (const QByteArray& line : fixture("nvidia-smi-query/h200-vm.txt").split('\n')) {
            if (line.startsWith("    ") && !line.startsWith("        "))
                keep = line == "    PCI";
            if (keep || line.startsWith("GPU ") || !line.startsWith(' '))
                text += line + '\n';
        }
        const auto result = parseNvidiaSmiQuery(text);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:00:06.0"));
        QCOMPARE(gpu.linkGenMax, 5);
        QCOMPARE(gpu.linkWidthCurrent, 16);
        QVERIFY(gpu.name.isEmpty());
    }

    // One section cut out of a report, as `nvidia-smi -q | grep -A 27 PCI` or a copy from a
    // longer answer leaves it: the GPU's link is read, and the diagnostics say what is absent.
    void queryPciSectionAlone()
    {
        const QByteArray input = fixture("nvidia-smi-query/synthetic-thamada-pci-section-only.txt");
        QVERIFY(input.startsWith("    PCI\n"));
        const auto result = parseNvidiaSmiQuery(input);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:03:00.0"));
        QCOMPARE(gpu.linkGenMax, 4);
        QCOMPARE(gpu.linkGenCurrent, 4);
        QCOMPARE(gpu.linkWidthMax, 8);
        QCOMPARE(gpu.linkWidthCurrent, 4);
        QVERIFY(gpu.name.isEmpty());
        QVERIFY(result.value.driverVersion.isEmpty());
        QStringList messages;
        for (const Diagnostic& d : result.diagnostics) {
            QCOMPARE(d.severity, Severity::Info);
            messages.append(QStringLiteral("%1 %2").arg(d.line).arg(d.message));
        }
        QCOMPARE(messages.size(), 3);
        QVERIFY2(messages[0].startsWith(QStringLiteral("1 Excerpt: GPU 0000:03:00.0 starts at line 1 without its")), qPrintable(messages[0]));
        QVERIFY2(messages[1].startsWith(QStringLiteral("1 Excerpt: the block of GPU 0000:03:00.0 has no Product Name, GPU UUID, "
                                                       "FB Memory Usage;")),
            qPrintable(messages[1]));
        QVERIFY(messages[2].startsWith(QStringLiteral("0 Excerpt: the report's header")));
        QCOMPARE(sniffNvidiaSmiQuery(input), 70);
    }

    void queryLinkInfoAlone()
    {
        // grep -A 9 "GPU Link Info": not even the PCI section's line.
        const QList<QByteArray> lines = fixture("nvidia-smi-query/thamada-2x-rtx4060ti-550.txt").split('\n');
        QByteArray input;
        for (int i = 65; i < 75; ++i)
            input += lines[i] + '\n';
        QVERIFY(input.startsWith("        GPU Link Info\n"));
        const auto result = parseNvidiaSmiQuery(input);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QVERIFY(!gpu.bdf);
        QCOMPARE(gpu.linkGenMax, 4);
        QCOMPARE(gpu.linkWidthMax, 8);
        QCOMPARE(gpu.linkWidthCurrent, 4);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info));
    }

    void queryOneGpusPciSectionBelowAttachedGpus()
    {
        const QByteArray input = fixture("nvidia-smi-query/synthetic-thamada-attached-gpus-second-gpu-pci-only.txt");
        const auto result = parseNvidiaSmiQuery(input);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:09:00.0"));
        QCOMPARE(gpu.linkWidthMax, 8);
        QCOMPARE(gpu.linkWidthCurrent, 8);
        QCOMPARE(gpu.linkGenCurrent, 4);
        // One of two attached GPUs: its index is not known, and is not made up.
        QCOMPARE(gpu.index, -1);
        bool saidAbsent = false;
        for (const Diagnostic& d : result.diagnostics)
            saidAbsent = saidAbsent || (d.line == 2 && d.message.contains(QStringLiteral("has no Product Name, GPU UUID, FB Memory Usage")));
        QVERIFY2(saidAbsent, TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(sniffNvidiaSmiQuery(input), 70);
    }

    void queryPciSectionsOfTwoGpus()
    {
        // grep -A prints "--" between the blocks it keeps; each PCI section is a GPU of its own.
        const QByteArray whole = fixture("nvidia-smi-query/thamada-2x-rtx4060ti-550.txt");
        const QList<QByteArray> lines = whole.split('\n');
        QByteArray input;
        for (const int first : { 56, 271 }) {
            for (int i = first; i < first + 28; ++i)
                input += lines[i] + '\n';
            input += "--\n";
        }
        const auto result = parseNvidiaSmiQuery(input);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(result.value.gpus.size(), 2);
        QCOMPARE(result.value.gpus[0].bdf->toString(), QStringLiteral("0000:03:00.0"));
        QCOMPARE(result.value.gpus[0].linkWidthCurrent, 4);
        QCOMPARE(result.value.gpus[1].bdf->toString(), QStringLiteral("0000:09:00.0"));
        QCOMPARE(result.value.gpus[1].linkWidthCurrent, 8);
    }

    void querySelectedWithDashI()
    {
        QByteArray text = fixture("nvidia-smi-query/h200-vm.txt");
        text.replace("Attached GPUs                                          : 1",
            "Attached GPUs                                          : 4");
        const auto result = parseNvidiaSmiQuery(text);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(hasInfo(result.diagnostics));
        QCOMPARE(result.value.gpus.first().index, -1);
    }

    void queryBadValuesNameTheirLine()
    {
        QByteArray text = fixture("nvidia-smi-query/h200-vm.txt");
        text.replace("16x\n        Bridge", "sixteen\n        Bridge");
        text.replace("Bus Id                                         : 00000000:00:06.0",
            "Bus Id                                         : 0000000:zz:06.0");
        const auto result = parseNvidiaSmiQuery(text);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(text, "sixteen")));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(text, "0000000:zz")));
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.linkWidthCurrent, 0);
        QCOMPARE(gpu.linkWidthMax, 16);
        // The header still said where the GPU is.
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:00:06.0"));
    }

    void queryHostileAndNotUtf8Names()
    {
        QByteArray text = fixture("nvidia-smi-query/h200-vm.txt");
        text.replace("Product Name                                       : NVIDIA H200",
            QByteArray("Product Name                                       : " + hostileName()));
        text.replace("Product Brand                                      : NVIDIA",
            "Product Brand                                      : NV\xff\xfe");
        text.replace("GPU UUID                                           : GPU-",
            "GPU UUID                                           : \xc3\x28GPU-");
        const auto result = parseNvidiaSmiQuery(text);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(text, "GPU UUID")));
        const Gpu& gpu = result.value.gpus.first();
        QVERIFY(gpu.name.startsWith(QStringLiteral("<b>\"NVIDIA\" & 'H200'</b> \uFFFD")));
        QCOMPARE(gpu.name.size(), QString::fromUtf8(hostileName()).size());
        QVERIFY(gpu.uuid.startsWith(QChar::ReplacementCharacter));
    }

    void queryHuge()
    {
        // About 50 MB: the capture's GPU block repeated with distinct bus ids.
        const QByteArray text = fixture("nvidia-smi-query/h200-vm.txt");
        const qsizetype blockStart = text.indexOf("GPU 00000000:00:06.0");
        const QByteArray block = text.mid(blockStart);
        const int count = int(TestUtil::hugeInputBytes / block.size()) + 1;
        QByteArray big = text.left(blockStart);
        big.reserve(qsizetype(count) * block.size() + big.size());
        for (int i = 0; i < count; ++i) {
            QByteArray copy = block;
            big += copy.replace("00000000:00:06.0", busId(i));
        }
        QVERIFY(big.size() >= TestUtil::hugeInputBytes);
        const auto result = parseNvidiaSmiQuery(big);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(result.value.gpus.size(), count);
        QCOMPARE(result.value.gpus.last().bdf->domain, (count - 1) / 256);
        QCOMPARE(result.value.gpus.last().name, QStringLiteral("NVIDIA H200"));
    }

    void queryRejectsForeignInput_data()
    {
        addForeignInputs();
        QTest::newRow("nvidia-smi -q -x") << fixture("nvidia-smi-xml/h200-vm.xml");
        QTest::newRow("query csv") << fixture("nvidia-smi-csv/h200-vm.csv");
    }
    void queryRejectsForeignInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNvidiaSmiQuery(data);
        QCOMPARE(errorCount(result.diagnostics), 1);
        QVERIFY(result.value.gpus.isEmpty());
    }

    // ---- sniffing ----------------------------------------------------------------------------

    void sniffer_data() { addSnifferRows(&SnifferCase::query); }
    void sniffer()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, claim);
        const int score = sniffNvidiaSmiQuery(data);
        QVERIFY2(sniffScoreFits(score, claim), QByteArray::number(score).constData());
    }

    void mutatedInputsStayWellBehaved_data() { addMutationSources(); }
    void mutatedInputsStayWellBehaved()
    {
        // Every variant returns, and names only lines that exist.
        QFETCH(QByteArray, data);
        forEachMutation(data, [](const QByteArray& input, int lines) {
            QVERIFY(linesInRange(parseNvidiaSmiQuery(input).diagnostics, lines));
            sniffNvidiaSmiQuery(input);
        });
    }

    void snifferReadsOnlyTheStart()
    {
        // A 50 MB input that is not ours must be turned down from its first kilobytes.
        const QByteArray big = fixture("nvidia-smi-topo/h200-vm-1gpu.txt").repeated(100000);
        QCOMPARE(sniffNvidiaSmiQuery(big), 0);
        QCOMPARE(parseNvidiaSmiQuery(big).value.gpus.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiQuery)
#include "tst_parse_nvidiasmiquery.moc"
