// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/nvidiasmi.h"
#include "testutil.h"

#include <QDirIterator>
#include <QStringEncoder>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Topo;

namespace {

QByteArray fixture(const char* relative)
{
    return TestUtil::readFixture(QString::fromUtf8(relative));
}

QByteArray toCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

// 1-based line of the first occurrence of `needle`.
int lineOf(const QByteArray& data, const QByteArray& needle)
{
    const qsizetype at = data.indexOf(needle);
    return at < 0 ? -1 : int(data.left(at).count('\n')) + 1;
}

template<class T> QByteArray jsonOf(const T& value)
{
    return QByteArray::fromStdString(Json::toJson(value).dump());
}

int errorCount(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Error);
}

int warningCount(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Warning);
}

bool hasInfo(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Info) > 0;
}

// The first Error's line, or -1.
int errorLine(const Diagnostics& diagnostics)
{
    for (const auto& d : diagnostics) {
        if (d.severity == Severity::Error)
            return d.line;
    }
    return -1;
}

// Our own H200 guest, as every report form gives it (checked by eye against the captures).
void verifyH200(const Gpu& gpu, bool fromReport)
{
    QCOMPARE(gpu.index, 0);
    QVERIFY(gpu.bdf);
    QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:00:06.0"));
    QCOMPARE(gpu.name, QStringLiteral("NVIDIA H200"));
    QCOMPARE(gpu.uuid, QStringLiteral("GPU-aa773c48-ec92-40e6-d571-69a4e9c46948"));
    QCOMPARE(gpu.serial, QStringLiteral("1653924291475"));
    QCOMPARE(gpu.linkGenCurrent, 5);
    QCOMPARE(gpu.linkGenMax, 5);
    QCOMPARE(gpu.linkWidthCurrent, 16);
    QCOMPARE(gpu.linkWidthMax, 16);
    QVERIFY(!gpu.numaNode);
    if (!fromReport)
        return;
    QCOMPARE(gpu.vbiosVersion, QStringLiteral("96.00.A5.00.1A"));
    QCOMPARE(gpu.driverVersion, QStringLiteral("580.159.04"));
    QCOMPARE(gpu.productArchitecture, QStringLiteral("Hopper"));
    QCOMPARE(gpu.bar1TotalMiB, quint64(262144));
    QCOMPARE(gpu.memoryTotalMiB, quint64(143771));
    QCOMPARE(gpu.virtualizationMode, QStringLiteral("Pass-Through"));
    QCOMPARE(gpu.addressingMode, QStringLiteral("None"));
}

void verifyH200Report(const ParseResult<NvidiaSmiReport>& result)
{
    QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
    QCOMPARE(result.value.driverVersion, QStringLiteral("580.159.04"));
    QCOMPARE(result.value.cudaVersion, QStringLiteral("13.0"));
    QCOMPARE(result.value.timestamp, QStringLiteral("Sun Nov 29 11:11:57 2026"));
    QCOMPARE(result.value.gpus.size(), 1);
    verifyH200(result.value.gpus.first(), true);
}

// Other tools' outputs and plain junk, none of which any of the three parsers may read.
void addForeignInputs()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray(" \n\t\r\n  \n");
    QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 7);
    QTest::newRow("text garbage")
        << QByteArray("lorem ipsum: dolor\n  sit amet, consectetur\nGPU: yes\n").repeated(50);
    QTest::newRow("topo -m") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
    QTest::newRow("topo -p2p r") << fixture("nvidia-smi-p2p/h200-vm-1gpu-r.txt");
    QTest::newRow("nccl topology xml") << fixture("nccl-topo/h200-vm-dump.xml");
    QTest::newRow("nccl debug log") << fixture("nccl-topo/h200-vm-nccl-debug.log");
    QTest::newRow("copybench csv") << fixture("copybench/h200-vm.csv");
    QTest::newRow("lspci -nnvvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt");
    QTest::newRow("lspci -vmm") << fixture("lspci-dump/h200-vm-vmm.txt");
    QTest::newRow("numactl -H") << fixture("numactl/h200-vm.txt");
    QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt");
}

// How people paste -q output: line ends, indentation and colours changed, other text around.
enum PasteStyle { Crlf, Tabs, MarkdownIndent, PromptAndTail, Ansi };

// nvidia-smi's form of the bus id, for GPU `i` of a made-up big machine.
QByteArray busId(int i)
{
    return QString::asprintf("%08X:%02X:00.0", i / 256, i % 256).toLatin1();
}

QByteArray hostileName()
{
    return QByteArray("<b>\"NVIDIA\" & 'H200'</b> \xe2\x80\xae") + QByteArray(10 * 1024, 'A');
}

} // namespace

class TestParseNvidiaSmiReport : public QObject
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
        const auto result = parseNvidiaSmiXml(fixture("nccl-topo/h200-vm-dump.xml"));
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
        const int count = int(50 * 1024 * 1024 / gpu.size()) + 1;
        QByteArray big = xml.left(gpuStart);
        big.replace("<attached_gpus>1</attached_gpus>", "");
        big.reserve(qsizetype(count) * gpu.size() + 100);
        for (int i = 0; i < count; ++i) {
            QByteArray copy = gpu;
            big += copy.replace("00000000:00:06.0", busId(i));
        }
        big += "</nvidia_smi_log>\n";
        QVERIFY(big.size() >= 50 * 1024 * 1024);
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
        const int count = int(50 * 1024 * 1024 / block.size()) + 1;
        QByteArray big = text.left(blockStart);
        big.reserve(qsizetype(count) * block.size() + big.size());
        for (int i = 0; i < count; ++i) {
            QByteArray copy = block;
            big += copy.replace("00000000:00:06.0", busId(i));
        }
        QVERIFY(big.size() >= 50 * 1024 * 1024);
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

    // ---- nvidia-smi --query-gpu --format=csv ---------------------------------------------

    void csvOwnH200Capture()
    {
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm.csv"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const QStringList columns {QStringLiteral("index"), QStringLiteral("pci.bus_id"),
            QStringLiteral("name"), QStringLiteral("uuid"), QStringLiteral("serial"),
            QStringLiteral("pcie.link.gen.current"), QStringLiteral("pcie.link.gen.max"),
            QStringLiteral("pcie.link.width.current"), QStringLiteral("pcie.link.width.max")};
        QCOMPARE(result.value.columns, columns);
        QCOMPARE(result.value.rows.size(), 1);
        QCOMPARE(result.value.rows.first().at(1), QStringLiteral("00000000:00:06.0"));
        QCOMPARE(result.value.gpus.size(), 1);
        verifyH200(result.value.gpus.first(), false);
    }

    void csvWithoutHeader()
    {
        const QByteArray noHeader = fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv");
        const auto withHeader = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm.csv"));

        const auto named = parseNvidiaSmiCsv(noHeader, withHeader.value.columns);
        QVERIFY2(named.diagnostics.isEmpty(), TestUtil::describe(named.diagnostics).constData());
        QCOMPARE(jsonOf(named.value), jsonOf(withHeader.value));

        const auto unnamed = parseNvidiaSmiCsv(noHeader);
        QCOMPARE(errorCount(unnamed.diagnostics), 0);
        QCOMPARE(warningCount(unnamed.diagnostics), 0);
        QVERIFY(hasInfo(unnamed.diagnostics));
        QCOMPARE(unnamed.value.rows, withHeader.value.rows);
        QVERIFY(unnamed.value.columns.isEmpty());
        QVERIFY(unnamed.value.gpus.isEmpty());
    }

    void csvUnitsInHeader()
    {
        // netdata's Tesla P100 capture: units in the header, "[N/A]", no final newline.
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/netdata-p100-units.csv"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.columns.size(), 15);
        QCOMPARE(result.value.columns.at(2), QStringLiteral("fan.speed"));
        QCOMPARE(result.value.columns.at(10), QStringLiteral("power.draw"));
        QCOMPARE(result.value.rows.first().at(2), QStringLiteral("[N/A]"));
        QCOMPARE(result.value.rows.first().at(10), QStringLiteral("28.16"));
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.name, QStringLiteral("Tesla P100-PCIE-16GB"));
        QCOMPARE(gpu.uuid, QStringLiteral("GPU-ef1b2c9b-38d8-2090-2bd1-f567a3eb42a6"));
        QVERIFY(!gpu.bdf);
    }

    void csvValues_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<quint64>("memoryTotal");
        QTest::addColumn<int>("widthMax");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("warnings");
        QTest::newRow("units in values")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, 81559 MiB, 16") << quint64(81559) << 16
            << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("nounits") << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, 81559, 16")
                                 << quint64(81559) << 16 << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("not available")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, [N/A], [Not Supported]") << quint64(0)
            << 0 << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("quoted, comma inside")
            << QByteArray("3, \"00000000:1B:00.0\", \"NVIDIA H100, rev \"\"B\"\"\", 81559 MiB, 16")
            << quint64(81559) << 16 << QStringLiteral("NVIDIA H100, rev \"B\"") << 0;
        QTest::newRow("bare comma in name")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100,80GB, 81559 MiB, 16") << quint64(81559) << 16
            << QStringLiteral("NVIDIA H100,80GB") << 0;
        QTest::newRow("bad numbers") << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, lots, x16x")
                                     << quint64(0) << 0 << QStringLiteral("NVIDIA H100 80GB HBM3") << 2;
    }
    void csvValues()
    {
        QFETCH(QByteArray, row);
        QFETCH(quint64, memoryTotal);
        QFETCH(int, widthMax);
        QFETCH(QString, name);
        QFETCH(int, warnings);
        const QByteArray csv
            = "index, pci.bus_id, name, memory.total [MiB], pcie.link.width.max\n" + row + '\n';
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), warnings);
        if (warnings > 0)
            QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 2));
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.index, 3);
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:1b:00.0"));
        QCOMPARE(gpu.name, name);
        QCOMPARE(gpu.memoryTotalMiB, memoryTotal);
        QCOMPARE(gpu.linkWidthMax, widthMax);
    }

    void csvMessyTable()
    {
        const QByteArray csv = "$ nvidia-smi --query-gpu=index,pci.bus_id,name --format=csv -l 1\r\n"
                               "index, pci.bus_id, name\r\n"
                               "0, 00000000:18:00.0, NVIDIA A100-SXM4-40GB\r\n"
                               "\r\n"
                               "1, 00000000:3B:00.0\r\n"
                               "index, pci.bus_id, name\r\n"
                               "1, 00000000:3B:00.0, NVIDIA A100-SXM4-40GB\r\n"
                               "$ exit\r\n"
                               "logout\r\n";
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
        QCOMPARE(result.value.rows.size(), 2);
        QCOMPARE(result.value.gpus.size(), 2);
        QCOMPARE(result.value.gpus[1].bdf->toString(), QStringLiteral("0000:3b:00.0"));
        QCOMPARE(result.value.gpus[1].index, 1);
    }

    void csvHostileName()
    {
        const QByteArray csv = "index, name, uuid\n0, " + hostileName() + ", GPU-1\n1, NV\xff, GPU-2\n";
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3));
        QCOMPARE(result.value.gpus[0].name.size(), QString::fromUtf8(hostileName()).size());
        QCOMPARE(result.value.gpus[1].name, QStringLiteral("NV\uFFFD"));
    }

    void csvColumnsWeDoNotRead()
    {
        const auto result = parseNvidiaSmiCsv("utilization.gpu [%], temperature.gpu\n3 %, 45\n");
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(hasInfo(result.diagnostics));
        QCOMPARE(result.value.rows.size(), 1);
        QVERIFY(result.value.gpus.isEmpty());
    }

    void csvColumnsAsPrinted()
    {
        const auto result
            = parseNvidiaSmiCsv("index, encoder.stats.sessionCount, pci.bus_id\n0, 0, 00000000:00:06.0\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.columns.at(1), QStringLiteral("encoder.stats.sessionCount"));
        QCOMPARE(result.value.gpus.first().bdf->toString(), QStringLiteral("0000:00:06.0"));
    }

    void csvGivenColumnsThatDoNotFit()
    {
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv"),
            {QStringLiteral("index"), QStringLiteral("name")});
        QCOMPARE(errorCount(result.diagnostics), 1);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1));
        QVERIFY(result.value.rows.isEmpty());
    }

    void csvHuge()
    {
        QByteArray big = "index, pci.bus_id, name, uuid, memory.total [MiB]\n";
        const QByteArray padding(900, 'x');
        big.reserve(52 * 1024 * 1024);
        int count = 0;
        while (big.size() < 50 * 1024 * 1024) {
            big += QByteArray::number(count) + ", " + busId(count) + ", NVIDIA H200 " + padding + ", GPU-"
                + QByteArray::number(count) + ", 143771 MiB\n";
            ++count;
        }
        const auto result = parseNvidiaSmiCsv(big);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), count);
        QCOMPARE(result.value.gpus.last().index, count - 1);
    }

    void csvRejectsForeignInput_data()
    {
        addForeignInputs();
        QTest::newRow("nvidia-smi -q") << fixture("nvidia-smi-query/h200-vm.txt");
        QTest::newRow("nvidia-smi -q -x") << fixture("nvidia-smi-xml/h200-vm.xml");
        QTest::newRow("nvidia-smi error")
            << QByteArray("Field \"pci.bus\" is not a valid field to query.\n\n");
    }
    void csvRejectsForeignInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNvidiaSmiCsv(data);
        QCOMPARE(errorCount(result.diagnostics), 1);
        QVERIFY(result.value.rows.isEmpty());
        QVERIFY(result.value.gpus.isEmpty());
    }

    // ---- sniffing --------------------------------------------------------------------------

    void sniffers_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("xml");
        QTest::addColumn<bool>("query");
        QTest::addColumn<bool>("csv");
        const struct
        {
            const char* file;
            bool xml, query, csv;
        } files[] = {
            {"nvidia-smi-xml/h200-vm.xml", true, false, false},
            {"nvidia-smi-xml/hadoop-2x-p100-375.xml", true, false, false},
            {"nvidia-smi-xml/netdata-p100-passthrough-510.xml", true, false, false},
            {"nvidia-smi-query/h200-vm.txt", false, true, false},
            {"nvidia-smi-query/thamada-2x-rtx4060ti-550.txt", false, true, false},
            {"nvidia-smi-csv/h200-vm.csv", false, false, true},
            {"nvidia-smi-csv/h200-vm-noheader-nounits.csv", false, false, true},
            {"nvidia-smi-csv/netdata-p100-units.csv", false, false, true},
            {"nvidia-smi-topo/h200-vm-1gpu.txt", false, false, false},
            {"nvidia-smi-topo/h200-vm-1gpu-mp.txt", false, false, false},
            {"nvidia-smi-p2p/h200-vm-1gpu-r.txt", false, false, false},
            {"nccl-topo/h200-vm-dump.xml", false, false, false},
            {"nccl-topo/h200-vm-nccl-debug.log", false, false, false},
            {"copybench/h200-vm.csv", false, false, false},
            {"lspci-verbose/h200-vm-nnvvv.txt", false, false, false},
            {"lspci-dump/h200-vm-vmm.txt", false, false, false},
            {"lspci-tree/h200-vm.txt", false, false, false},
            {"numactl/h200-vm.txt", false, false, false},
            {"sysfs-pci/h200-vm.txt", false, false, false},
            {"sysfs-nodes/h200-vm.txt", false, false, false},
            {"dmesg/h200-vm.txt", false, false, false},
            {"proc-cmdline/h200-vm.txt", false, false, false},
        };
        for (const auto& f : files)
            QTest::newRow(f.file) << fixture(f.file) << f.xml << f.query << f.csv;
        QTest::newRow("garbage") << TestUtil::garbage(8192, 3) << false << false << false;
        QTest::newRow("empty") << QByteArray() << false << false << false;
        // Real-world outputs of other tools from the shared corpus, when it is there.
        if (TestUtil::corpusAvailable()) {
            QDirIterator it(TestUtil::corpusPath(QString()), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (!path.endsWith(QStringLiteral("SOURCES.md")))
                    QTest::newRow(qPrintable(path)) << TestUtil::readFile(path) << false << false << false;
            }
        }
    }
    void sniffers()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, xml);
        QFETCH(bool, query);
        QFETCH(bool, csv);
        // A claim must beat the guessing threshold (30) clearly; a non-claim must stay under it.
        auto check = [](int score, bool claim) { return claim ? score >= 60 : score < 30; };
        QVERIFY2(
            check(sniffNvidiaSmiXml(data), xml), QByteArray::number(sniffNvidiaSmiXml(data)).constData());
        QVERIFY2(check(sniffNvidiaSmiQuery(data), query),
            QByteArray::number(sniffNvidiaSmiQuery(data)).constData());
        QVERIFY2(
            check(sniffNvidiaSmiCsv(data), csv), QByteArray::number(sniffNvidiaSmiCsv(data)).constData());
    }

    void mutatedInputsStayWellBehaved_data()
    {
        QTest::addColumn<QByteArray>("data");
        for (const char* file : {"nvidia-smi-xml/h200-vm.xml", "nvidia-smi-xml/hadoop-2x-p100-375.xml",
                 "nvidia-smi-query/h200-vm.txt", "nvidia-smi-query/thamada-2x-rtx4060ti-550.txt",
                 "nvidia-smi-csv/h200-vm.csv", "nvidia-smi-csv/netdata-p100-units.csv"}) {
            QTest::newRow(file) << fixture(file);
        }
    }
    void mutatedInputsStayWellBehaved()
    {
        // Cut, flipped, shuffled and duplicated variants of real outputs: every parser must
        // return, and name only lines that exist.
        QFETCH(QByteArray, data);
        const QByteArray noise = TestUtil::garbage(4096, 11);
        for (int round = 0; round < 150; ++round) {
            QByteArray input = data;
            const auto pick = [&](int salt) {
                return qsizetype(quint8(noise[(round * 7 + salt) % noise.size()]) * 65536
                           + quint8(noise[(round * 13 + salt) % noise.size()]) * 256
                           + quint8(noise[(round * 17 + salt) % noise.size()]))
                    % std::max<qsizetype>(1, input.size());
            };
            switch (round % 5) {
            case 0:
                input.truncate(pick(1));
                break;
            case 1:
                for (int i = 0; i < 8; ++i)
                    input[pick(i)] = noise[(round + i) % noise.size()];
                break;
            case 2:
                input.insert(pick(2), input.mid(pick(3), 200));
                break;
            case 3:
                input.remove(pick(4), 300);
                break;
            case 4:
                input.insert(pick(5), noise.mid(round, 64));
                break;
            }
            const int lines = int(input.count('\n')) + 2;
            const auto inRange = [lines](const Diagnostics& diagnostics) {
                return std::all_of(diagnostics.cbegin(), diagnostics.cend(),
                    [lines](const Diagnostic& d) { return d.line >= 0 && d.line <= lines; });
            };
            QVERIFY(inRange(parseNvidiaSmiXml(input).diagnostics));
            QVERIFY(inRange(parseNvidiaSmiQuery(input).diagnostics));
            QVERIFY(inRange(parseNvidiaSmiCsv(input).diagnostics));
            sniffNvidiaSmiXml(input);
            sniffNvidiaSmiQuery(input);
            sniffNvidiaSmiCsv(input);
        }
    }

    void sniffersReadOnlyTheStart()
    {
        // A 50 MB input that is not ours must be turned down from its first kilobytes.
        const QByteArray big = fixture("nvidia-smi-topo/h200-vm-1gpu.txt").repeated(100000);
        QCOMPARE(sniffNvidiaSmiXml(big), 0);
        QCOMPARE(sniffNvidiaSmiQuery(big), 0);
        QCOMPARE(sniffNvidiaSmiCsv(big), 0);
        QCOMPARE(parseNvidiaSmiQuery(big).value.gpus.size(), 0);
        QCOMPARE(parseNvidiaSmiCsv(big).value.rows.size(), 0);
        QCOMPARE(parseNvidiaSmiXml(big).value.gpus.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiReport)
#include "tst_parse_nvidiasmireport.moc"
