// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers of the tests of nvidia-smi's report forms (tst_parse_nvidiasmi{xml,query,csv}.cpp):
// fixtures, the H200 capture as every form gives it, other tools' outputs that none may read,
// the sniffer table and mutated variants of real outputs.

#include "io/modeljson.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QDirIterator>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace NvidiaSmiTest {

using namespace Topo;

inline QByteArray fixture(const char* relative)
{
    return TestUtil::readFixture(QString::fromUtf8(relative));
}

inline QByteArray toCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

// 1-based line of the first occurrence of `needle`.
inline int lineOf(const QByteArray& data, const QByteArray& needle)
{
    const qsizetype at = data.indexOf(needle);
    return at < 0 ? -1 : int(data.left(at).count('\n')) + 1;
}

template<class T> QByteArray jsonOf(const T& value)
{
    return QByteArray::fromStdString(Json::toJson(value).dump());
}

inline int errorCount(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Error);
}

inline int warningCount(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Warning);
}

inline bool hasInfo(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Info) > 0;
}

// The first Error's line, or -1.
inline int errorLine(const Diagnostics& diagnostics)
{
    for (const auto& d : diagnostics) {
        if (d.severity == Severity::Error)
            return d.line;
    }
    return -1;
}

// Our own H200 guest, as every report form gives it (checked by eye against the captures).
inline void verifyH200(const Gpu& gpu, bool fromReport)
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

inline void verifyH200Report(const ParseResult<NvidiaSmiReport>& result)
{
    QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
    QCOMPARE(result.value.driverVersion, QStringLiteral("580.159.04"));
    QCOMPARE(result.value.cudaVersion, QStringLiteral("13.0"));
    QCOMPARE(result.value.timestamp, QStringLiteral("Sun Nov 29 11:11:57 2026"));
    QCOMPARE(result.value.gpus.size(), 1);
    verifyH200(result.value.gpus.first(), true);
    // The link's replay counters, as both report forms print them: one replay, no wrap.
    QCOMPARE(result.value.gpus.first().pcieReplays, std::optional<qint64>(1));
    QCOMPARE(result.value.gpus.first().pcieReplayRollovers, std::optional<qint64>(0));
}

// Other tools' outputs and plain junk, none of which any of the three parsers may read.
inline void addForeignInputs()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray(" \n\t\r\n  \n");
    QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 7);
    QTest::newRow("text garbage")
        << QByteArray("lorem ipsum: dolor\n  sit amet, consectetur\nGPU: yes\n").repeated(50);
    QTest::newRow("topo -m") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
    QTest::newRow("topo -p2p r") << fixture("nvidia-smi-p2p/h200-vm-1gpu-r.txt");
    QTest::newRow("nccl topology xml") << fixture("nccl-topo-xml/h200-vm-dump.xml");
    QTest::newRow("nccl debug log") << fixture("nccl-topo-xml/h200-vm-nccl-debug.log");
    QTest::newRow("copybench csv") << fixture("copybench/h200-vm.csv");
    QTest::newRow("lspci -nnvvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt");
    QTest::newRow("lspci -vmm") << fixture("lspci-dump/h200-vm-vmm.txt");
    QTest::newRow("numactl -H") << fixture("numactl/h200-vm.txt");
    QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt");
}

// How people paste -q output: line ends, indentation and colours changed, other text around.
enum PasteStyle { Crlf, Tabs, MarkdownIndent, PromptAndTail, Ansi };

// nvidia-smi's form of the bus id, for GPU `i` of a made-up big machine.
inline QByteArray busId(int i)
{
    return QString::asprintf("%08X:%02X:00.0", i / 256, i % 256).toLatin1();
}

inline QByteArray hostileName()
{
    return QByteArray("<b>\"NVIDIA\" & 'H200'</b> \xe2\x80\xae") + QByteArray(10 * 1024, 'A');
}

// Which of the three report parsers may claim a file.
struct SnifferCase
{
    const char* file;
    bool xml, query, csv;
};

// Every fixture of the machine (and the shared corpus, when it is there) with whether the
// sniffer of one report form must claim it (column `claim`).
inline void addSnifferRows(bool SnifferCase::*claim)
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("claim");
    const SnifferCase files[] = {
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
        {"nccl-topo-xml/h200-vm-dump.xml", false, false, false},
        {"nccl-topo-xml/h200-vm-nccl-debug.log", false, false, false},
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
        QTest::newRow(f.file) << fixture(f.file) << f.*claim;
    QTest::newRow("garbage") << TestUtil::garbage(8192, 3) << false;
    QTest::newRow("empty") << QByteArray() << false;
    // Real-world outputs of other tools from the shared corpus, when it is there.
    if (TestUtil::corpusAvailable()) {
        QDirIterator it(TestUtil::corpusPath(QString()), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(QStringLiteral("SOURCES.md")))
                QTest::newRow(qPrintable(path)) << TestUtil::readFile(path) << false;
        }
    }
}

// A claim must beat the guessing threshold (30) clearly; a non-claim must stay under it.
inline bool sniffScoreFits(int score, bool claim)
{
    return claim ? score >= 60 : score < 30;
}

// The real outputs of the three report forms that are cut, flipped, shuffled and duplicated.
inline void addMutationSources()
{
    QTest::addColumn<QByteArray>("data");
    for (const char* file : {"nvidia-smi-xml/h200-vm.xml", "nvidia-smi-xml/hadoop-2x-p100-375.xml",
             "nvidia-smi-query/h200-vm.txt", "nvidia-smi-query/thamada-2x-rtx4060ti-550.txt",
             "nvidia-smi-csv/h200-vm.csv", "nvidia-smi-csv/netdata-p100-units.csv"}) {
        QTest::newRow(file) << fixture(file);
    }
}

// Calls check(input, lines) for 150 cut, flipped, shuffled and duplicated variants of `data`,
// `lines` being the most lines a diagnostic of `input` may name.
template<class Check> void forEachMutation(const QByteArray& data, const Check& check)
{
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
        check(input, int(input.count('\n')) + 2);
    }
}

// Every diagnostic names a line that exists.
inline bool linesInRange(const Diagnostics& diagnostics, int lines)
{
    return std::all_of(diagnostics.cbegin(), diagnostics.cend(),
        [lines](const Diagnostic& d) { return d.line >= 0 && d.line <= lines; });
}

} // namespace NvidiaSmiTest
