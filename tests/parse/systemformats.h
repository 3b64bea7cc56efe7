// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the tests of the line-based system formats (numactl, sysfs-nodes, sysfs-pci,
// proc-cmdline): each claims its own inputs and refuses the others' and everything else.

#include "model/diagnostic.h"
#include "model/pci.h"
#include "testutil.h"

#include <QTest>

#include <functional>

namespace SystemFormats {

using namespace Topo;

inline QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
}

inline QByteArray toCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

inline QByteArray repeatedToHugeInput(const QByteArray& unit)
{
    QByteArray data;
    data.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
    while (data.size() < TestUtil::hugeInputBytes)
        data += unit;
    return data;
}

inline const PciDevice* findDevice(const QList<PciDevice>& devices, const char* address)
{
    const Bdf wanted = *Bdf::parse(QByteArrayView(address));
    for (const auto& d : devices) {
        if (d.bdf == wanted)
            return &d;
    }
    return nullptr;
}

/// Inputs that belong to none of the four formats; every parser here must refuse them all.
inline void addForeignInputs()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray("  \n\t\r\n \n");
    QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 11);
    QTest::newRow("garbage text") << QByteArray("hello world\n");
    QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt");
    QTest::newRow("lspci -tv") << fixture("lspci-tree/h200-vm.txt");
    QTest::newRow("nvidia-smi csv") << fixture("nvidia-smi-csv/h200-vm.csv");
    QTest::newRow("nvidia-smi topo") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
    QTest::newRow("nvidia-smi xml") << fixture("nvidia-smi-xml/h200-vm.xml");
    QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt");
}

/// Rows of inputs and the one format ("numactl", "sysfs-nodes", "sysfs-pci", "proc-cmdline")
/// whose sniffer must claim each; "" for none.
inline void addSniffRows()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("format");
    QTest::newRow("numactl H200") << fixture("numactl/h200-vm.txt") << "numactl";
    QTest::newRow("numactl Xeon") << fixture("numactl/xeon-e5-2695v4-2node.txt") << "numactl";
    QTest::newRow("numactl EPYC") << fixture("numactl/epyc-nps4-2socket-8node.txt") << "numactl";
    QTest::newRow("numactl PMem") << fixture("numactl/pmem-4node-cpuless.txt") << "numactl";
    QTest::newRow("numactl no NUMA") << QByteArray("No NUMA available on this system\n") << "numactl";
    QTest::newRow("sysfs nodes") << fixture("sysfs-nodes/h200-vm.txt") << "sysfs-nodes";
    QTest::newRow("sysfs pci") << fixture("sysfs-pci/h200-vm.txt") << "sysfs-pci";
    QTest::newRow("cmdline H200") << fixture("proc-cmdline/h200-vm.txt") << "proc-cmdline";
    QTest::newRow("cmdline Proxmox") << fixture("proc-cmdline/proxmox-ryzen-acs-override.txt") << "proc-cmdline";
    QTest::newRow("iommu find") << fixture("iommu-groups/asokolsky-fuji-find-unsorted.txt") << "";
    QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt") << "";
    QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt") << "";
    QTest::newRow("lspci -vmm") << fixture("lspci-dump/h200-vm-vmm.txt") << "";
    QTest::newRow("lspci -vvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt") << "";
    QTest::newRow("nvidia-smi csv") << fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv") << "";
    QTest::newRow("nvidia-smi topo") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt") << "";
    QTest::newRow("nvidia-smi -q") << fixture("nvidia-smi-query/h200-vm.txt") << "";
    QTest::newRow("nccl log") << fixture("nccl-topo-xml/h200-vm-nccl-debug.log") << "";
    QTest::newRow("lscpu") << QByteArray("NUMA node(s):        2\nNUMA node0 CPU(s):   0-17\n") << "";
    QTest::newRow("key=value line") << QByteArray("color=blue size=large\n") << "";
    QTest::newRow("empty") << QByteArray() << "";
    QTest::newRow("garbage") << TestUtil::garbage(8192, 5) << "";
}

/// A sniffer's score against the row's format: at least 50 for its own format, below 30 otherwise.
inline void checkSniffScore(const QString& name, int score, const QString& format)
{
    QVERIFY(score >= 0 && score <= 100);
    const QByteArray what = (name + u'=' + QString::number(score)).toUtf8();
    if (name == format)
        QVERIFY2(score >= 50, what.constData());
    else
        QVERIFY2(score < 30, what.constData());
}

/// Deterministic byte damage (xorshift positions and values) to every real capture of the four
/// formats, handed to `parse`: the parsers must come back with something, never crash or hang.
inline void checkMutatedCaptures(const std::function<Diagnostics(const QByteArray&)>& parse)
{
    const char* paths[] = { "numactl/epyc-nps4-2socket-8node.txt", "numactl/pmem-4node-cpuless.txt",
        "sysfs-nodes/h200-vm.txt", "sysfs-pci/h200-vm.txt", "proc-cmdline/h200-vm.txt",
        "proc-cmdline/proxmox-ryzen-acs-override.txt" };
    for (const char* path : paths) {
        const QByteArray original = fixture(path);
        for (quint32 seed = 1; seed <= 200; ++seed) {
            QByteArray data = original;
            const QByteArray noise = TestUtil::garbage(16, seed);
            for (int i = 0; i + 1 < noise.size(); i += 2)
                data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
            data.truncate(data.size() - seed % 7);
            for (const auto& d : parse(data))
                QVERIFY(d.line >= 0 && !d.message.isEmpty());
        }
    }
}

} // namespace SystemFormats
