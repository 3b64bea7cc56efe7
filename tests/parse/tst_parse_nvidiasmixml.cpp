// SPDX-License-Identifier: GPL-3.0-or-later
// nvidia-smi-xml: `nvidia-smi -q -x`, real captures of several drivers, pastes, UTF-16, truncation,
// entities, deep nesting, hostile values and other tools' outputs.
#include "parse/nvidiasmitestutil.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QStringEncoder>
#include <QTest>

using namespace Topo;
using namespace NvidiaSmiTest;

class TestParseNvidiaSmiXml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- nvidia-smi -q -x ----------------------------------------------------------------

    void xmlOwnH200Capture() { verifyH200Report(parseNvidiaSmiXml(fixture("nvidia-smi-xml/h200-vm.xml"))); }

    void xmlHadoopTwoGpusOldDriver()
    {
        // Driver 375.66: four-digit domains, no <cuda_version>, no product_architecture.
        const auto result = parseNvidiaSmiXml(fixture("nvidia-smi-xml/hadoop-2x-p100-375.xml"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.driverVersion, QStringLiteral("375.66"));
        QVERIFY(result.value.cudaVersion.isEmpty());
        QCOMPARE(result.value.gpus.size(), 2);
        const Gpu& first = result.value.gpus[0];
        const Gpu& second = result.value.gpus[1];
        QCOMPARE(first.index, 0);
        QCOMPARE(second.index, 1);
        QCOMPARE(first.bdf->toString(), QStringLiteral("0000:04:00.0"));
        QCOMPARE(second.bdf->toString(), QStringLiteral("0000:82:00.0"));
        QCOMPARE(first.name, QStringLiteral("Tesla P100-PCIE-12GB"));
        QCOMPARE(second.name, QStringLiteral("Tesla P100-PCIE-12GB_2"));
        QCOMPARE(second.uuid, QStringLiteral("GPU-46915a82-3fd2-8e11-ae26-a80b607c04f3"));
        QCOMPARE(second.serial, QStringLiteral("0320717031755"));
        QCOMPARE(first.memoryTotalMiB, quint64(11567));
        // Driver 375 counts replays and has no rollover counter yet: that one stays unknown.
        QCOMPARE(first.pcieReplays, std::optional<qint64>(0));
        QVERIFY(!first.pcieReplayRollovers);
        QCOMPARE(second.memoryTotalMiB, quint64(12290));
        QCOMPARE(second.bar1TotalMiB, quint64(16384));
        QCOMPARE(second.linkGenMax, 3);
        QCOMPARE(second.linkWidthCurrent, 16);
        QCOMPARE(second.virtualizationMode, QStringLiteral("None"));
        QVERIFY(second.productArchitecture.isEmpty());
        QVERIFY(second.addressingMode.isEmpty());
        QCOMPARE(second.driverVersion, QStringLiteral("375.66"));
    }

    void xmlNetdataPassthroughGuest()
    {
        const auto result = parseNvidiaSmiXml(fixture("nvidia-smi-xml/netdata-p100-passthrough-510.xml"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.cudaVersion, QStringLiteral("11.6"));
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:00:04.0"));
        QCOMPARE(gpu.virtualizationMode, QStringLiteral("Pass-Through"));
        QCOMPARE(gpu.productArchitecture, QStringLiteral("Pascal"));
        QCOMPARE(gpu.vbiosVersion, QStringLiteral("86.00.52.00.02"));
        QCOMPARE(gpu.bar1TotalMiB, quint64(16384));
        QCOMPARE(gpu.linkGenCurrent, 3);
    }

    void xmlCrlfReadsTheSame()
    {
        const QByteArray lf = fixture("nvidia-smi-xml/h200-vm.xml");
        const auto crlf = parseNvidiaSmiXml(toCrlf(lf));
        verifyH200Report(crlf);
        QCOMPARE(jsonOf(crlf.value), jsonOf(parseNvidiaSmiXml(lf).value));
    }

    void xmlUtf16FromPowerShell()
    {
        // `nvidia-smi -q -x > out.xml` in Windows PowerShell writes UTF-16LE with a BOM.
        const QString text = QString::fromUtf8(fixture("nvidia-smi-xml/h200-vm.xml"));
        QStringEncoder encoder(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
        const QByteArray utf16 = encoder.encode(text);
        QVERIFY(sniffNvidiaSmiXml(utf16) >= 90);
        verifyH200Report(parseNvidiaSmiXml(utf16));
    }

    void xmlPromptBeforeAndTextAfter()
    {
        const QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        const QByteArray pasted
            = "root@guest:~# nvidia-smi -q -x\n" + xml + "\nroot@guest:~# echo done\ndone\n";
        const auto result = parseNvidiaSmiXml(pasted);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(hasInfo(result.diagnostics));
        QCOMPARE(jsonOf(result.value), jsonOf(parseNvidiaSmiXml(xml).value));
    }

    void xmlLineNumbersCountThePromptLines()
    {
        QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        xml.replace("<max_link_width>16x</max_link_width>", "<max_link_width>wide</max_link_width>");
        const QByteArray pasted = "$ nvidia-smi -q -x\n\n" + xml;
        const auto result = parseNvidiaSmiXml(pasted);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(pasted, "<max_link_width>")),
            TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.first().linkWidthMax, 0);
        QCOMPARE(result.value.gpus.first().linkWidthCurrent, 16);
    }

    void xmlTruncated_data()
    {
        QTest::addColumn<QByteArray>("cutAfter"); // the input ends in the middle of this text
        QTest::addColumn<int>("gpus");
        QTest::addColumn<bool>("nameKnown");
        QTest::newRow("in the clock list") << QByteArray("<supported_graphics_clock>1530") << 1 << true;
        QTest::newRow("in a tag") << QByteArray("<product_na") << 1 << false;
        QTest::newRow("before the gpu") << QByteArray("<attached_gpus>1</atta") << 0 << false;
        QTest::newRow("in a value") << QByteArray("<product_name>NVIDIA H") << 1 << false;
        QTest::newRow("after the root tag") << QByteArray("<nvidia_smi_log>\n\t<time") << 0 << false;
    }
    void xmlTruncated()
    {
        QFETCH(QByteArray, cutAfter);
        QFETCH(int, gpus);
        QFETCH(bool, nameKnown);
        const QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        const QByteArray cut = xml.left(xml.indexOf(cutAfter) + cutAfter.size());
        const int lastLine = int(cut.count('\n')) + 1;
        for (const QByteArray& input : {cut, toCrlf(cut)}) {
            const auto result = parseNvidiaSmiXml(input);
            QCOMPARE(errorCount(result.diagnostics), 1);
            QCOMPARE(errorLine(result.diagnostics), lastLine);
            QCOMPARE(result.value.gpus.size(), gpus);
            if (gpus == 0) {
                QCOMPARE(warningCount(result.diagnostics), 0);
                continue;
            }
            QCOMPARE(warningCount(result.diagnostics), 1);
            const Gpu& gpu = result.value.gpus.first();
            QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:00:06.0"));
            QCOMPARE(gpu.index, 0);
            QCOMPARE(gpu.name.isEmpty(), !nameKnown);
            QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(xml, "<gpu id=")));
        }
    }

    void xmlSelectedWithDashI()
    {
        // `nvidia-smi -q -x -i 3` lists one of four GPUs: its position says nothing.
        QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        xml.replace("<attached_gpus>1</attached_gpus>", "<attached_gpus>4</attached_gpus>");
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(hasInfo(result.diagnostics));
        QCOMPARE(result.value.gpus.first().index, -1);
        QCOMPARE(result.value.gpus.first().name, QStringLiteral("NVIDIA H200"));
    }

    void xmlExternalEntityIsNotFetched()
    {
        const QByteArray xml = "<?xml version=\"1.0\"?>\n"
                               "<!DOCTYPE nvidia_smi_log [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n"
                               "<nvidia_smi_log><gpu id=\"00000000:01:00.0\">\n"
                               "<product_name>x&xxe;y</product_name><uuid>&xxe;</uuid>\n"
                               "</gpu></nvidia_smi_log>\n";
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 2));
        QCOMPARE(result.value.gpus.size(), 1);
        QCOMPARE(result.value.gpus.first().name, QStringLiteral("xy"));
        QVERIFY(result.value.gpus.first().uuid.isEmpty());
    }

    void xmlUndeclaredEntityIsReported()
    {
        // With nvidia-smi's external DTD reference an undeclared entity is legal XML; the
        // reader cannot expand it.
        const QByteArray xml = "<?xml version=\"1.0\" ?>\n"
                               "<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">\n"
                               "<nvidia_smi_log>\n<gpu id=\"00000000:01:00.0\">\n"
                               "<product_name>NVIDIA &foo; H200</product_name>\n</gpu></nvidia_smi_log>\n";
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
        QCOMPARE(result.value.gpus.first().name, QStringLiteral("NVIDIA  H200"));
    }

    void xmlEntityExpansionIsBounded()
    {
        QByteArray dtd = "<!ENTITY a \"aaaaaaaaaa\">";
        for (char level = 'b'; level <= 'j'; ++level) {
            QByteArray refs;
            for (int i = 0; i < 10; ++i)
                refs += '&' + QByteArray(1, char(level - 1)) + ';';
            dtd += "<!ENTITY " + QByteArray(1, level) + " \"" + refs + "\">";
        }
        const QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE nvidia_smi_log [" + dtd
            + "]>\n<nvidia_smi_log><gpu id=\"00000000:01:00.0\"><product_name>&j;</product_name>"
              "</gpu></nvidia_smi_log>\n";
        const auto result = parseNvidiaSmiXml(xml);
        QVERIFY(result.hasErrors());
        for (const Gpu& gpu : result.value.gpus)
            QVERIFY(gpu.name.size() < 100000);
    }

    void xmlDeepNestingStops_data()
    {
        QTest::addColumn<QByteArray>("element");
        QTest::newRow("below the gpu") << QByteArray("a");
        QTest::newRow("inside a field") << QByteArray("product_name");
    }
    void xmlDeepNestingStops()
    {
        QFETCH(QByteArray, element);
        const QByteArray xml = "<nvidia_smi_log>\n<gpu id=\"00000000:01:00.0\">\n<" + element + '>'
            + QByteArray("<a>").repeated(200000) + "\n</gpu></nvidia_smi_log>";
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 1);
        QCOMPARE(errorLine(result.diagnostics), 3);
        QCOMPARE(result.value.gpus.size(), 1);
        QVERIFY(result.value.gpus.first().name.isEmpty());
    }

    void xmlHostileValues()
    {
        QByteArray name = hostileName();
        name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        const QByteArray xml = "<nvidia_smi_log><gpu id=\"00000000:01:00.0\">\n<product_name>" + name
            + "</product_name>\n<uuid><![CDATA[GPU-<x>]]></uuid></gpu></nvidia_smi_log>";
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 0);
        const Gpu& gpu = result.value.gpus.first();
        QVERIFY(gpu.name.startsWith(QStringLiteral("<b>\"NVIDIA\" & 'H200'</b> \uFFFD")));
        QCOMPARE(gpu.name.size(), QString::fromUtf8(hostileName()).size());
        QCOMPARE(gpu.uuid, QStringLiteral("GPU-<x>"));
    }

    void xmlNotUtf8()
    {
        QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        xml.replace("<product_brand>NVIDIA", "<product_brand>NV\xff");
        xml.replace("<product_name>NVIDIA H200", "<product_name>NVIDIA H200 \xe9t\xe9");
        const auto result = parseNvidiaSmiXml(xml);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, lineOf(xml, "<product_name>")));
        QCOMPARE(result.value.gpus.first().name, QStringLiteral("NVIDIA H200 \uFFFDt\uFFFD"));
    }

    void xmlOtherRoot()
    {
        const auto result = parseNvidiaSmiXml(fixture("nccl-topo-xml/h200-vm-dump.xml"));
        QCOMPARE(errorCount(result.diagnostics), 1);
        QVERIFY(result.value.gpus.isEmpty());
        QVERIFY(result.value.driverVersion.isEmpty());
    }

    void xmlHuge()
    {
        // About 50 MB: the capture's GPU repeated with distinct bus ids.
        const QByteArray xml = fixture("nvidia-smi-xml/h200-vm.xml");
        const qsizetype gpuStart = xml.indexOf("\t<gpu ");
        const qsizetype gpuEnd = xml.indexOf("</gpu>") + 6;
        const QByteArray gpu = xml.mid(gpuStart, gpuEnd - gpuStart) + '\n';
        const int count = int(TestUtil::hugeInputBytes / gpu.size()) + 1;
        QByteArray big = xml.left(gpuStart);
        big.replace("<attached_gpus>1</attached_gpus>", "");
        big.reserve(qsizetype(count) * gpu.size() + 100);
        for (int i = 0; i < count; ++i) {
            QByteArray copy = gpu;
            big += copy.replace("00000000:00:06.0", busId(i));
        }
        big += "</nvidia_smi_log>\n";
        QVERIFY(big.size() >= TestUtil::hugeInputBytes);
        const auto result = parseNvidiaSmiXml(big);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), count);
        QCOMPARE(result.value.gpus.last().index, count - 1);
        QCOMPARE(result.value.gpus.last().bdf->bus, (count - 1) % 256);
    }

    void xmlRejectsForeignInput_data() { addForeignInputs(); }
    void xmlRejectsForeignInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNvidiaSmiXml(data);
        QCOMPARE(errorCount(result.diagnostics), 1);
        QVERIFY(result.value.gpus.isEmpty());
        QVERIFY(result.value.driverVersion.isEmpty());
    }

    // ---- sniffing ----------------------------------------------------------------------------

    void sniffer_data() { addSnifferRows(&SnifferCase::xml); }
    void sniffer()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, claim);
        const int score = sniffNvidiaSmiXml(data);
        QVERIFY2(sniffScoreFits(score, claim), QByteArray::number(score).constData());
    }

    void mutatedInputsStayWellBehaved_data() { addMutationSources(); }
    void mutatedInputsStayWellBehaved()
    {
        // Every variant returns, and names only lines that exist.
        QFETCH(QByteArray, data);
        forEachMutation(data, [](const QByteArray& input, int lines) {
            QVERIFY(linesInRange(parseNvidiaSmiXml(input).diagnostics, lines));
            sniffNvidiaSmiXml(input);
        });
    }

    void snifferReadsOnlyTheStart()
    {
        // A 50 MB input that is not ours must be turned down from its first kilobytes.
        const QByteArray big = fixture("nvidia-smi-topo/h200-vm-1gpu.txt").repeated(100000);
        QCOMPARE(sniffNvidiaSmiXml(big), 0);
        QCOMPARE(parseNvidiaSmiXml(big).value.gpus.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiXml)
#include "tst_parse_nvidiasmixml.moc"
