// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/proc/proc.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

class TestParseProcCmdline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cmdlineH200Guest()
    {
        const QByteArray data = fixture("proc-cmdline/h200-vm.txt");
        const auto result = parseKernelCmdline(data);
        QVERIFY(!result.hasErrors());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info)); // 14 arguments for init
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.parameters.size(), 16);
        QCOMPARE(cmdline.parameters.first(),
            qMakePair(QStringLiteral("mitigations"), QStringLiteral("auto,no_guest_host,no_guest_guest")));
        QCOMPARE(cmdline.value(QStringLiteral("pci")), std::optional<QString>(QStringLiteral("realloc=off")));
        QCOMPARE(cmdline.value(QStringLiteral("console")), std::optional<QString>(QStringLiteral("ttyS0")));
        QCOMPARE(cmdline.value(QStringLiteral("quiet")), std::optional<QString>(QString()));
        QVERIFY(cmdline.has(QStringLiteral("quiet")));
        QVERIFY(!cmdline.has(QStringLiteral("iommu")));
        QVERIFY(!cmdline.has(QStringLiteral("--addr"))); // init's, not the kernel's
        QVERIFY(cmdline.raw.endsWith(QStringLiteral("--tcp-readiness-only --auth-required")));
    }

    void cmdlineProxmoxHost()
    {
        const auto result = parseKernelCmdline(fixture("proc-cmdline/proxmox-ryzen-acs-override.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.parameters.size(), 10);
        QCOMPARE(cmdline.value(QStringLiteral("BOOT_IMAGE")),
            std::optional<QString>(QStringLiteral("/boot/vmlinuz-6.8.12-8-pve")));
        QCOMPARE(cmdline.value(QStringLiteral("amd_iommu")), std::optional<QString>(QStringLiteral("on")));
        QCOMPARE(cmdline.value(QStringLiteral("iommu")), std::optional<QString>(QStringLiteral("pt")));
        QCOMPARE(cmdline.value(QStringLiteral("pcie_acs_override")),
            std::optional<QString>(QStringLiteral("downstream,multifunction")));
        QVERIFY(cmdline.has(QStringLiteral("pcie-acs-override"))); // the kernel reads '-' as '_'
        QCOMPARE(cmdline.value(QStringLiteral("video")), std::optional<QString>(QStringLiteral("vesafb:off,efifb:off")));
        QVERIFY(cmdline.has(QStringLiteral("nomodeset")));
        QVERIFY(!cmdline.has(QStringLiteral("intel_iommu")));
    }

    void cmdlineQuotingAndRepeats()
    {
        const auto result = parseKernelCmdline(
            "root=/dev/sda1 dyndbg=\"file drivers/pci/* +p\" console=tty0 console=ttyS0,115200n8 \"acpi_osi=!Windows 2012\" "
            "empty= quiet\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.value(QStringLiteral("dyndbg")), std::optional<QString>(QStringLiteral("file drivers/pci/* +p")));
        QCOMPARE(cmdline.value(QStringLiteral("console")), std::optional<QString>(QStringLiteral("ttyS0,115200n8")));
        QCOMPARE(cmdline.value(QStringLiteral("acpi_osi")), std::optional<QString>(QStringLiteral("!Windows 2012")));
        QCOMPARE(cmdline.value(QStringLiteral("empty")), std::optional<QString>(QString()));
        QVERIFY(!cmdline.value(QStringLiteral("missing")).has_value());
        QCOMPARE(cmdline.parameters.size(), 7);
    }

    void cmdlineExtraLinesAndPrompts()
    {
        const auto result = parseKernelCmdline("root@pve:~# cat /proc/cmdline\n"
                                               "BOOT_IMAGE=/boot/vmlinuz root=ZFS=rpool/ROOT/pve-1 boot=zfs quiet\n"
                                               "root@pve:~#\n"
                                               "intel_iommu=on\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 4, Severity::Warning));
        QCOMPARE(result.value.value(QStringLiteral("root")), std::optional<QString>(QStringLiteral("ZFS=rpool/ROOT/pve-1")));
        QVERIFY(!result.value.has(QStringLiteral("intel_iommu"))); // not read: /proc/cmdline is one line
    }

    void cmdlineHostile()
    {
        const QByteArray longValue(10 * 1024, 'v');
        const auto result = parseKernelCmdline(QByteArray("root=/dev/sda x=<script>alert(1)</script> y=\"\xff\xfe\" z="
            + longValue + " bad:name quiet\n"));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.value(QStringLiteral("x")), std::optional<QString>(QStringLiteral("<script>alert(1)</script>")));
        QCOMPARE(result.value.value(QStringLiteral("y")), std::optional<QString>(QStringLiteral("\uFFFD\uFFFD")));
        QCOMPARE(result.value.value(QStringLiteral("z"))->size(), longValue.size());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning)); // "bad:name"
        QVERIFY(!result.value.has(QStringLiteral("bad:name")));
    }

    void cmdlineCrlfAndHuge()
    {
        const QByteArray data = fixture("proc-cmdline/proxmox-ryzen-acs-override.txt");
        const auto lf = parseKernelCmdline(data);
        const auto crlf = parseKernelCmdline(toCrlf(data));
        QCOMPARE(crlf.value.parameters, lf.value.parameters);
        QCOMPARE(crlf.value.raw, lf.value.raw);
        QCOMPARE(crlf.diagnostics, lf.diagnostics);

        const auto huge = parseKernelCmdline(repeatedToHugeInput(data));
        QCOMPARE(huge.value.parameters, lf.value.parameters);
        QVERIFY(TestUtil::hasDiagnosticAt(huge.diagnostics, 2, Severity::Warning));
        QCOMPARE(huge.diagnostics.size(), 1);

        const auto oneLine = parseKernelCmdline(QByteArray(TestUtil::hugeInputBytes, 'q'));
        QVERIFY(oneLine.hasErrors());
    }

    void cmdlineForeign_data()
    {
        addForeignInputs();
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt");
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("sysfs-nodes") << fixture("sysfs-nodes/h200-vm.txt");
        QTest::newRow("iommu find") << fixture("iommu-groups/luqasz-a10-5800k-find.txt");
        QTest::newRow("only the command") << QByteArray("$ cat /proc/cmdline\n");
    }
    void cmdlineWithoutUsualParametersIsDoubted()
    {
        const auto result = parseKernelCmdline("answer=42 and more\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning));
        QCOMPARE(result.value.value(QStringLiteral("answer")), std::optional<QString>(QStringLiteral("42")));
    }

    void cmdlineForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseKernelCmdline(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.parameters.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseKernelCmdline(data).diagnostics; });
    }

    void sniff_data() { addSniffRows(); }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("proc-cmdline"), sniffKernelCmdline(data), format);
    }
};

QTEST_GUILESS_MAIN(TestParseProcCmdline)
#include "tst_parse_proccmdline.moc"
