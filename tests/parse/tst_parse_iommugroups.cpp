// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/sysfs/sysfs.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

using TestUtil::bdf;

QList<Bdf> bdfs(const QStringList& texts)
{
    QList<Bdf> out;
    for (const auto& t : texts)
        out.append(*Bdf::parse(QStringView(t)));
    return out;
}

QByteArray toCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

} // namespace

class TestParseIommuGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Real listings, values read off the files by eye.
    void realListings_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("corpus");
        QTest::addColumn<int>("groupCount");
        QTest::addColumn<int>("memberCount");
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("group");
        QTest::addColumn<QString>("groupMembers"); // everything in that group, in printed order
        QTest::addColumn<int>("infos");                // the "..." elisions

        QTest::newRow("dragoonaethis: GPU shares group 1 with its root port")
            << "iommu_groups/dragoonaethis-skylake-gtx1070.txt" << true << 19 << 25 << "01:00.0" << 1
            << "00:01.0 01:00.0 01:00.1" << 0;
        QTest::newRow("joe-p: 39 groups")
            << "iommu_groups/joe-p-x570-3900x-1080ti.txt" << true << 39 << 54 << "0b:00.0" << 30
            << "0b:00.0 0b:00.1" << 0;
        QTest::newRow("naunter: full domain addresses")
            << "iommu_groups/naunter-b550-renoir-acs-override.txt" << true << 20 << 28 << "0000:05:00.0" << 14
            << "05:00.0" << 0;
        QTest::newRow("yyu: lexicographic order, echoed loop")
            << "iommu_groups/yyu-ryzen-matisse-gt710-rx580-raw.txt" << true << 32 << 47 << "24:00.0" << 23
            << "24:00.0 24:00.1" << 0;
        QTest::newRow("yyu after slot swap")
            << "iommu_groups/yyu-ryzen-matisse-rx580-slot-swap-raw.txt" << true << 32 << 47 << "2e:00.0" << 27
            << "2e:00.0 2e:00.1" << 0;
        QTest::newRow("bryansteiner: NVIDIA and AMD GPUs in one group, unsorted")
            << "iommu_groups/bryansteiner-intel-nvidia-amd-shared-group-elided.txt" << true << 3 << 6 << "0c:00.0"
            << 30 << "0d:00.0 0d:00.1 0c:00.0" << 3;
        QTest::newRow("bryansteiner after ACS override")
            << "iommu_groups/bryansteiner-after-acs-override-elided.txt" << true << 3 << 4 << "0d:00.0" << 32
            << "0d:00.0 0d:00.1" << 2;
        QTest::newRow("fuji: raw find order, prompt line")
            << "iommu-groups/asokolsky-fuji-find-unsorted.txt" << false << 14 << 21 << "05:00.0" << 13
            << "05:00.1 05:00.0" << 0;
        QTest::newRow("A10-5800K: GPU with its root port, echoed command")
            << "iommu-groups/luqasz-a10-5800k-find.txt" << false << 11 << 28 << "01:00.0" << 2
            << "00:02.0 01:00.0 01:00.1" << 0;
    }
    void realListings()
    {
        QFETCH(QString, path);
        QFETCH(bool, corpus);
        QFETCH(int, groupCount);
        QFETCH(int, memberCount);
        QFETCH(QString, device);
        QFETCH(int, group);
        QFETCH(QString, groupMembers);
        QFETCH(int, infos);
        if (corpus && !TestUtil::corpusAvailable())
            QSKIP("../shared/corpus is not available");
        const QByteArray data = corpus ? TestUtil::readFile(TestUtil::corpusPath(path)) : TestUtil::readFixture(path);

        const auto result = parseIommuGroups(data);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Info), infos);
        const IommuGroupListing& listing = result.value;
        QCOMPARE(listing.members.size(), memberCount);
        const QList<int> groups = listing.groups();
        QCOMPARE(groups.size(), groupCount);
        QVERIFY(std::is_sorted(groups.cbegin(), groups.cend()));
        QCOMPARE(listing.groupOf(*Bdf::parse(QStringView(device))), group);
        QCOMPARE(listing.devicesIn(group), bdfs(groupMembers.split(u' ')));
    }

    void keepsDescriptionsAndLines()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("../shared/corpus is not available");
        const auto result = parseIommuGroups(
            TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("iommu_groups/dragoonaethis-skylake-gtx1070.txt"))));
        const IommuGroupMember& gpu = result.value.members.at(2);
        QCOMPARE(gpu.bdf, bdf("01:00.0"));
        QCOMPARE(gpu.line, 3);
        QCOMPARE(gpu.description,
            QStringLiteral("VGA compatible controller [0300]: NVIDIA Corporation GP104 [GeForce GTX 1070] [10de:1b81] (rev a1)"));
    }

    void lexicographicListingIsSortedNumerically()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("../shared/corpus is not available");
        const auto result = parseIommuGroups(TestUtil::readFile(
            TestUtil::corpusPath(QStringLiteral("iommu_groups/yyu-ryzen-matisse-rx580-slot-swap-raw.txt"))));
        QList<int> expected;
        for (int g = 0; g < 32; ++g)
            expected.append(g);
        QCOMPARE(result.value.groups(), expected);
        // Printed after group 19, group 2 still holds only 00:01.2.
        QCOMPARE(result.value.devicesIn(2), QList<Bdf> { bdf("00:01.2") });
    }

    void threeFormsAgree()
    {
        const QByteArray sysfs = "/sys/kernel/iommu_groups/1/devices/0000:00:01.0\n"
                                 "/sys/kernel/iommu_groups/1/devices/0000:01:00.0\n"
                                 "/sys/kernel/iommu_groups/2/devices/0000:00:02.0\n";
        const QByteArray arch = "IOMMU Group 1:\n\t00:01.0 PCI bridge [0604]: x\n\t01:00.0 VGA [0300]: y\n"
                                "IOMMU Group 2:\n\t00:02.0 VGA [0300]: z\n";
        const QByteArray oneLine = "IOMMU Group 1 00:01.0 PCI bridge [0604]: x\nIOMMU Group 1 0000:01:00.0 VGA [0300]: y\n"
                                   "IOMMU Group 2 00:02.0 VGA [0300]: z\n";
        for (const QByteArray& input : { sysfs, arch, oneLine }) {
            const auto result = parseIommuGroups(input);
            QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
            QCOMPARE(result.value.groups(), (QList<int> { 1, 2 }));
            QCOMPARE(result.value.devicesIn(1), (QList<Bdf> { bdf("00:01.0"), bdf("01:00.0") }));
            QCOMPARE(result.value.groupOf(bdf("00:02.0")), 2);
        }
        QCOMPARE(parseIommuGroups(arch).value.members.at(1).description, QStringLiteral("VGA [0300]: y"));
        QCOMPARE(parseIommuGroups(sysfs).value.members.at(1).description, QString());
    }

    void contradictionKeepsTheFirstGroup()
    {
        const auto result = parseIommuGroups("IOMMU Group 1 01:00.0 VGA\nIOMMU Group 5 01:00.0 VGA\n"
                                             "IOMMU Group 1 01:00.0 VGA\n");
        QCOMPARE(result.value.members.size(), 1);
        QCOMPARE(result.value.groupOf(bdf("01:00.0")), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 2, Severity::Warning));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 3, Severity::Warning)); // a repeat, not a contradiction
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3, Severity::Info));
        QVERIFY(!result.hasErrors());
    }

    void shellNoiseIsSkippedSilently()
    {
        const auto result = parseIommuGroups("user@host:~$ ./ls-iommu.sh\n"
                                             "#!/bin/bash\n"
                                             "shopt -s nullglob\n"
                                             "for d in /sys/kernel/iommu_groups/*/devices/*; do\n"
                                             "    n=${d#*/iommu_groups/*}; n=${n%%/*}\n"
                                             "    printf 'IOMMU Group %s ' \"$n\"\n"
                                             "    lspci -nns \"${d##*/}\"\n"
                                             "done;\n"
                                             "IOMMU Group 0 00:00.0 Host bridge [0600]: x\n"
                                             "$\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.members.size(), 1);
        QCOMPARE(result.value.members.first().line, 9);
    }

    void badLinesAreWarnedAtTheirLine()
    {
        const auto result = parseIommuGroups("IOMMU Group 0:\n"
                                             "\t00:00.0 Host bridge\n"
                                             "\tsomething else\n"
                                             "/sys/kernel/iommu_groups/x/devices/0000:00:01.0\n"
                                             "/sys/kernel/iommu_groups/3/devices/0000:00:01.0 # PCI bridge\n"
                                             "IOMMU Group 4 not-an-address\n"
                                             "IOMMU Group * 00:02.0 VGA\n");
        QCOMPARE(result.value.members.size(), 2);
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 2));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 4));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5, Severity::Info)); // the note after the path
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 5, Severity::Warning));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 6));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 7)); // an unexpanded shell glob
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.groupOf(bdf("00:01.0")), 3);
    }

    void deviceBeforeAnyHeaderIsNotGuessed()
    {
        const auto result = parseIommuGroups("\t01:00.0 VGA\nIOMMU Group 7:\n\t02:00.0 NIC\n");
        QCOMPARE(result.value.members.size(), 1);
        QCOMPARE(result.value.groupOf(bdf("01:00.0")), -1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1));
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("whitespace") << QByteArray(" \n\t\r\n  \n");
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 7);
        QTest::newRow("garbage text") << QByteArray("lorem ipsum\ndolor sit amet\n");
        QTest::newRow("lspci -nn") << TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt"));
        QTest::newRow("lspci -vvv") << TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"));
        QTest::newRow("lspci -v IOMMU line") << QByteArray("01:00.0 VGA compatible controller\n\tIOMMU group: 13\n");
        QTest::newRow("numactl") << TestUtil::readFixture(QStringLiteral("numactl/h200-vm.txt"));
        QTest::newRow("sysfs-pci") << TestUtil::readFixture(QStringLiteral("sysfs-pci/h200-vm.txt"));
        QTest::newRow("dmesg") << TestUtil::readFixture(QStringLiteral("dmesg/h200-vm.txt"));
        QTest::newRow("only the echoed loop") << QByteArray("$ for g in /sys/kernel/iommu_groups/*; do\n done;\n");
        QTest::newRow("only headers") << QByteArray("IOMMU Group 0:\nIOMMU Group 1:\n");
    }
    void badInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseIommuGroups(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.members.isEmpty());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 1);
    }

    void truncatedListingKeepsWhatIsComplete()
    {
        const QByteArray data = TestUtil::readFixture(QStringLiteral("iommu-groups/luqasz-a10-5800k-find.txt"));
        const qsizetype cut = data.indexOf("/sys/kernel/iommu_groups/10/devices/0000:00:18.3") + 45;
        const auto result = parseIommuGroups(data.first(cut));
        QCOMPARE(result.value.members.size(), 25);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 27, Severity::Warning));
        QVERIFY(!result.hasErrors());
    }

    void crlfReadsLikeLf()
    {
        const QByteArray data = TestUtil::readFixture(QStringLiteral("iommu-groups/asokolsky-fuji-find-unsorted.txt"))
            + "IOMMU Group 20:\n\t0a:00.0 VGA compatible controller [0300]: x\n";
        const auto lf = parseIommuGroups(data);
        const auto crlf = parseIommuGroups(toCrlf(data));
        QCOMPARE(crlf.diagnostics, lf.diagnostics);
        QCOMPARE(crlf.value.members.size(), lf.value.members.size());
        for (qsizetype i = 0; i < lf.value.members.size(); ++i) {
            QCOMPARE(crlf.value.members[i].bdf, lf.value.members[i].bdf);
            QCOMPARE(crlf.value.members[i].group, lf.value.members[i].group);
            QCOMPARE(crlf.value.members[i].line, lf.value.members[i].line);
            QCOMPARE(crlf.value.members[i].description, lf.value.members[i].description);
        }
    }

    void hostileTextIsCleaned()
    {
        const QByteArray longText(10 * 1024, 'A');
        const auto result = parseIommuGroups(QByteArray("IOMMU Group 3:\n\t01:00.0 <b>VGA</b> \"quoted\" \xff\xfe \x1b[31mred\x1b[0m "
                                             "\xe2\x80\xae" "evil\x07\n"
                                             "IOMMU Group 4 02:00.0 "
            + longText + "\n"));
        QCOMPARE(result.value.members.size(), 2);
        const QString description = result.value.members.first().description;
        QVERIFY(description.startsWith(QStringLiteral("<b>VGA</b> \"quoted\" \uFFFD\uFFFD red")));
        QVERIFY(!description.contains(QChar(0x202e)));
        QVERIFY(!description.contains(QChar(0x07)));
        QCOMPARE(result.value.members.last().description.size(), longText.size());
    }

    void hugeInputFinishesWithBoundedDiagnostics()
    {
        // Every repeat lists the same devices again: the same 21 members, a capped number of remarks.
        const QByteArray fixture = TestUtil::readFixture(QStringLiteral("iommu-groups/asokolsky-fuji-find-unsorted.txt"));
        QByteArray data;
        data.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        while (data.size() < TestUtil::hugeInputBytes)
            data += fixture;
        const auto result = parseIommuGroups(data);
        QCOMPARE(result.value.members.size(), 21);
        QVERIFY(!result.hasErrors());
        QVERIFY(result.diagnostics.size() <= 101);

        const auto oneLine = parseIommuGroups(QByteArray(TestUtil::hugeInputBytes, 'x'));
        QVERIFY(oneLine.hasErrors());
    }

    void mutatedCapturesNeverCrash()
    {
        // Deterministic byte damage to real listings: always an answer, never a crash or a hang.
        QList<QByteArray> captures = { TestUtil::readFixture(QStringLiteral("iommu-groups/asokolsky-fuji-find-unsorted.txt")),
            TestUtil::readFixture(QStringLiteral("iommu-groups/luqasz-a10-5800k-find.txt")) };
        if (TestUtil::corpusAvailable()) {
            captures.append(TestUtil::readFile(
                TestUtil::corpusPath(QStringLiteral("iommu_groups/yyu-ryzen-matisse-gt710-rx580-raw.txt"))));
        }
        for (const QByteArray& original : captures) {
            for (quint32 seed = 1; seed <= 300; ++seed) {
                QByteArray data = original;
                const QByteArray noise = TestUtil::garbage(16, seed);
                for (int i = 0; i + 1 < noise.size(); i += 2)
                    data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
                data.truncate(data.size() - seed % 7);
                const auto result = parseIommuGroups(data);
                for (const auto& m : result.value.members)
                    QVERIFY(m.group >= 0 && m.line > 0);
            }
        }
    }

    void sniff_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("claims");
        QTest::newRow("fuji find") << TestUtil::readFixture(QStringLiteral("iommu-groups/asokolsky-fuji-find-unsorted.txt")) << true;
        QTest::newRow("A10 find") << TestUtil::readFixture(QStringLiteral("iommu-groups/luqasz-a10-5800k-find.txt")) << true;
        QTest::newRow("arch form") << QByteArray("IOMMU Group 0:\n\t00:00.0 x\nIOMMU Group 1:\n\t00:01.0 y\n") << true;
        QTest::newRow("lspci -nn") << TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt")) << false;
        QTest::newRow("lspci -D -nn") << TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-D-nn.txt")) << false;
        QTest::newRow("lspci -vvv") << TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt")) << false;
        QTest::newRow("lspci -v IOMMU line") << QByteArray("01:00.0 VGA\n\tIOMMU group: 13\n") << false;
        QTest::newRow("sysfs-pci") << TestUtil::readFixture(QStringLiteral("sysfs-pci/h200-vm.txt")) << false;
        QTest::newRow("sysfs-nodes") << TestUtil::readFixture(QStringLiteral("sysfs-nodes/h200-vm.txt")) << false;
        QTest::newRow("dmesg") << TestUtil::readFixture(QStringLiteral("dmesg/h200-vm.txt")) << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("garbage") << TestUtil::garbage(8192, 3) << false;
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, claims);
        const int score = sniffIommuGroups(data);
        QVERIFY(score >= 0 && score <= 100);
        if (claims)
            QVERIFY2(score >= 60, QByteArray::number(score).constData());
        else
            QVERIFY2(score < 30, QByteArray::number(score).constData());
    }
    void sniffCorpus()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("../shared/corpus is not available");
        const QDir dir(TestUtil::corpusPath(QStringLiteral("iommu_groups")));
        const QStringList files = dir.entryList(QDir::Files);
        QCOMPARE(files.size(), 7);
        for (const QString& file : files)
            QVERIFY2(sniffIommuGroups(TestUtil::readFile(dir.filePath(file))) >= 60, qPrintable(file));
    }
};

QTEST_GUILESS_MAIN(TestParseIommuGroups)
#include "tst_parse_iommugroups.moc"
