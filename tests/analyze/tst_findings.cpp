// SPDX-License-Identifier: GPL-3.0-or-later
// The findings engine: evidence points at real raw lines, the result is sorted and
// deterministic, and the seed story is told. That every rule fires on its case and stays
// silent on healthy ones is tst_findingstable's, over the cases of findingcases.h.
#include "analyze/findingcases.h"

#include "analyze/machinebuilder.h"
#include "util/text.h"

#include <QRegularExpression>
#include <QTest>

using namespace Topo;
using namespace FindingCases;

namespace {

const Finding* findingFor(const QList<Finding>& all, const QString& ruleId, MachineRole role)
{
    for (const Finding& f : all) {
        if (f.ruleId == ruleId && f.role == role)
            return &f;
    }
    return nullptr;
}
// A temporary list would be gone before the pointer is read (ASan caught two such calls).
const Finding* findingFor(QList<Finding>&&, const QString&, MachineRole) = delete;

} // namespace

class TestFindings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ruleIdsAreUniqueAndStable()
    {
        const QStringList ids = findingRuleIds();
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
        for (const char* id : { "gpu-alone-on-root-complex", "guest-flattens-topology", "gpu-numa-node-unknown",
                 "guest-p2p-blocked-by-emulated-chipset", "bar-allocation-failed", "link-width-below-capability",
                 "link-speed-below-capability", "iommu-off", "iommu-group-shared", "nccl-p2p-level",
                 "class-disagrees-with-nvidia-smi", "gpu-mapping-assumed" })
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    void evidencePointsAtRawLines_data()
    {
        QTest::addColumn<QString>("caseName");
        for (const QString& name : caseNames()) {
            if (!name.startsWith(u"corpus:") || TestUtil::corpusAvailable())
                QTest::newRow(qPrintable(name)) << name;
        }
    }
    void evidencePointsAtRawLines()
    {
        QFETCH(QString, caseName);
        const Snapshot snapshot = snapshotFor(caseName);
        const QList<Finding> all = diagnose(snapshot);
        for (const Finding& f : all) {
            QVERIFY(f.machineIndex >= 0 && f.machineIndex < snapshot.machines.size());
            QCOMPARE(snapshot.machines[f.machineIndex].role, f.role);
            for (const FindingEvidence& e : f.evidence) {
                QVERIFY(e.machineIndex >= 0 && e.machineIndex < snapshot.machines.size());
                const RawCapture* capture = snapshot.machines[e.machineIndex].capture(e.captureId);
                QVERIFY2(capture, qPrintable(e.captureId));
                if (e.line == 0)
                    continue;
                bool found = false;
                for (const Text::Line& line : Text::splitLines(capture->stdoutData)) {
                    if (line.number == e.line) {
                        QCOMPARE(e.text, Text::cleanText(QByteArrayView(Text::stripAnsi(line.text))));
                        found = true;
                    }
                }
                QVERIFY2(found, qPrintable(f.ruleId + u' ' + e.captureId + u':' + QString::number(e.line)));
            }
        }
    }

    void sortedMostSevereFirstAndDeterministic()
    {
        const Snapshot snapshot = demo();
        const QList<Finding> first = diagnose(snapshot);
        QVERIFY(first.size() >= 6);
        for (int i = 1; i < first.size(); ++i)
            QVERIFY(first[i - 1].severity >= first[i].severity);
        QCOMPARE(first.first().severity, FindingSeverity::Problem);
        QList<Machine> machines;
        for (const MachineSnapshot& m : snapshot.machines)
            machines.append(buildMachine(m));
        const QList<Finding> second = diagnose(snapshot, machines);
        QCOMPARE(second.size(), first.size());
        for (int i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].ruleId, first[i].ruleId);
            QCOMPARE(second[i].machineIndex, first[i].machineIndex);
            QCOMPARE(second[i].gpus, first[i].gpus);
            QCOMPARE(second[i].evidence, first[i].evidence);
        }
    }

    void acsRedirectAboveAGpusNicIsNamed()
    {
        // GPUDirect RDMA is peer traffic: an RDMA NIC below a redirecting port is named with the GPU.
        // Keep each list alive: findingFor points into it.
        const QList<Finding> plainFindings = diagnose(snapshotFor(QStringLiteral("synthetic-switch")));
        const Finding* plain = findingFor(plainFindings, QStringLiteral("acs-redirect-on-switch"), MachineRole::BareMetal);
        QVERIFY(plain);
        QVERIFY(!plain->devices.contains(QStringLiteral("0000:19:00.0"))); // its port has ACS off
        const QList<Finding> all = diagnose(snapshotFor(QStringLiteral("synthetic-switch-nic-acs")));
        const Finding* acs = findingFor(all, QStringLiteral("acs-redirect-on-switch"), MachineRole::BareMetal);
        QVERIFY(acs);
        QVERIFY(acs->devices.contains(QStringLiteral("0000:19:00.0")) && acs->devices.contains(QStringLiteral("0000:17:01.0")));
        QVERIFY2(acs->title.contains(u"GPU0") && acs->title.contains(u"0000:19:00.0"), qPrintable(acs->title));
        QVERIFY(acs->explanation.contains(u"GPUDirect RDMA"));
    }

    void everyGpusClosestNicIsListed()
    {
        // sglang's real 8x H100 with a NIC under each GPU's switch: every GPU has GPUDirect RDMA.
        const QList<Finding> all = diagnose(snapshotFor(QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces")));
        const Finding* f = findingFor(all, QStringLiteral("gpu-nic-affinity"), MachineRole::BareMetal);
        QVERIFY(f);
        QCOMPARE(f->severity, FindingSeverity::Info);
        QCOMPARE(f->gpus, (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        QVERIFY2(f->title.endsWith(u"for 8 of 8"), qPrintable(f->title));
        for (int gpu = 0; gpu < 8; ++gpu)
            QVERIFY2(f->explanation.contains(QStringLiteral("GPU%1 → ").arg(gpu)), qPrintable(f->explanation));
        QVERIFY(!f->explanation.contains(u"staged"));
        // nccl#1530's pasted matrix: its NICs are beyond PXB.
        const QList<Finding> far = diagnose(snapshotFor(QStringLiteral("nvidia-smi-topo/pasted-fenced-nccl-1530")));
        const Finding* staged = findingFor(far, QStringLiteral("gpu-nic-affinity"), MachineRole::BareMetal);
        QVERIFY(staged);
        QVERIFY2(staged->explanation.contains(u"staged through host memory"), qPrintable(staged->explanation));
        const Finding* warned = findingFor(far, QStringLiteral("gpu-nic-without-gpudirect"), MachineRole::BareMetal);
        QVERIFY(warned);
        QVERIFY(!warned->gpus.isEmpty()); // a pasted matrix's GPUs are named by index
        for (int gpu : warned->gpus)
            QVERIFY(staged->gpus.contains(gpu));
    }

    void vmThatHidesAGpusNicSwitchIsNamed()
    {
        const QList<Finding> all = diagnose(snapshotFor(QStringLiteral("synthetic-switch-vm-flat")));
        const Finding* f = findingFor(all, QStringLiteral("guest-hides-gpu-nic-switch"), MachineRole::Guest);
        QVERIFY(f);
        QCOMPARE(f->gpus, QList<int> { 0 });
        QVERIFY(f->devices.contains(QStringLiteral("0000:00:11.0")));
        QVERIFY2(f->explanation.contains(u"on the host, PHB here"), qPrintable(f->explanation));
        QVERIFY(f->advice.contains(u"nccl-topo"));
        QCOMPARE(f->evidence.size(), 2); // the two vfio-pci lines of the VM's command line
        for (const FindingEvidence& e : f->evidence)
            QVERIFY2(e.text.startsWith(u"vfio-pci,host="), qPrintable(e.text));
    }

    void guestP2pFindingNamesTheCliquesTheHostAllows()
    {
        // The demo: its host reads every pair OK, so the VM may declare all eight one clique.
        const QList<Finding> all = diagnose(demo());
        const Finding* one = findingFor(all, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), MachineRole::Guest);
        QVERIFY(one);
        QVERIFY2(one->explanation.contains(u"x-nv-gpudirect-clique=0 for GPU0, GPU1, GPU2, GPU3, GPU4, GPU5, GPU6, GPU7"),
            qPrintable(one->explanation));
        QVERIFY(!one->explanation.contains(u"x-nv-gpudirect-clique=1"));
        // Constructed: the host's driver refusing P2P between its sockets (GPU0-3 against 4-7,
        // NS in its nvidia-smi topo -p2p r): two cliques of four, each of one socket's GPUs.
        Snapshot split = demo();
        RawCapture& p2p = captureOf(split.machines[0], QStringLiteral("nvidia-p2p-r"));
        QList<QByteArray> lines = p2p.stdoutData.split('\n');
        for (int row = 0; row < 8; ++row) {
            const qsizetype at = row + 1; // after the header: " GPUn\tX\tOK\t…"
            QList<QByteArray> cells = lines[at].split('\t');
            QCOMPARE(cells.value(0).trimmed(), QByteArray("GPU") + QByteArray::number(row));
            for (int column = 0; column < 8; ++column) {
                if ((row < 4) != (column < 4))
                    cells[column + 1] = "NS";
            }
            lines[at] = cells.join('\t');
        }
        p2p.stdoutData = lines.join('\n');
        const QList<Finding> twoSockets = diagnose(split);
        const Finding* two = findingFor(twoSockets, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), MachineRole::Guest);
        QVERIFY(two);
        const QRegularExpression clique(QStringLiteral("x-nv-gpudirect-clique=(\\d) for ((?:GPU\\d(?:, )?)+)"));
        QStringList groups;
        for (auto it = clique.globalMatch(two->explanation); it.hasNext();)
            groups << it.next().captured(2).trimmed();
        QVERIFY2(groups.size() == 2, qPrintable(two->explanation));
        QCOMPARE(groups[0].count(u"GPU") + groups[1].count(u"GPU"), 8);
        QCOMPARE(groups[0].count(u"GPU"), 4);
        QVERIFY2(two->explanation.contains(u"refused for 16 of these pairs too"), qPrintable(two->explanation));
    }

    void demoSeedStoryIsExplained()
    {
        const QList<Finding> all = diagnose(demo());
        const Finding* alone = findingFor(all, QStringLiteral("gpu-alone-on-root-complex"), MachineRole::Host);
        QVERIFY(alone);
        QCOMPARE(alone->gpus, (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        QVERIFY(alone->devices.contains(QStringLiteral("0000:f1:00.0")));
        QVERIFY(alone->explanation.contains(u"ACS"));
        bool treeLine = false;
        bool iommuLine = false;
        for (const FindingEvidence& e : alone->evidence) {
            treeLine = treeLine || (e.captureId == u"lspci-tree" && e.text.contains(u"01.1-[01]----00.0"));
            iommuLine = iommuLine || (e.captureId == u"iommu-groups" && e.text.endsWith(u"/42/devices/0000:01:00.0"));
        }
        QVERIFY(treeLine);
        QVERIFY(iommuLine);

        const Finding* p2p = findingFor(all, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), MachineRole::Guest);
        QVERIFY(p2p);
        QCOMPARE(p2p->severity, FindingSeverity::Problem);
        QCOMPARE(p2p->gpus.size(), 8);
        QVERIFY(p2p->advice.contains(u"x-nv-gpudirect-clique"));
        QVERIFY(p2p->advice.contains(u"hang"));
        QVERIFY(p2p->explanation.contains(u"8086:29c0"));
        QVERIFY(p2p->explanation.contains(u"On the host, nvidia-smi reports P2P as OK"));
        QCOMPARE(p2p->evidence.first().captureId, QStringLiteral("nvidia-p2p-r"));
        QVERIFY(p2p->evidence.first().text.startsWith(u"GPU0 X NS"));

        const Finding* flat = findingFor(all, QStringLiteral("guest-flattens-topology"), MachineRole::Guest);
        QVERIFY(flat);
        QVERIFY(flat->explanation.contains(u"SYS"));
        bool hostRow = false;
        for (const FindingEvidence& e : flat->evidence)
            hostRow = hostRow || (e.role == MachineRole::Host && e.captureId == u"nvidia-topo");
        QVERIFY(hostRow);

        const Finding* numa = findingFor(all, QStringLiteral("gpu-numa-node-unknown"), MachineRole::Guest);
        QVERIFY(numa);
        QCOMPARE(numa->severity, FindingSeverity::Warning); // the guest has two NUMA nodes
        QVERIFY(numa->explanation.contains(u"NUMA node(s) 0, 1"));

        const Finding* speed = findingFor(all, QStringLiteral("link-speed-below-capability"), MachineRole::Guest);
        QVERIFY(speed);
        QCOMPARE(speed->severity, FindingSeverity::Info);
        QVERIFY(speed->explanation.contains(u"idle"));

        const Finding* nccl = findingFor(all, QStringLiteral("nccl-p2p-level"), MachineRole::Host);
        QVERIFY(nccl);
        QVERIFY(nccl->advice.contains(u"NCCL_P2P_LEVEL=SYS"));
    }

    void amdDemoNamesAmdsToolsAndXgmi()
    {
        const QList<Finding> all = diagnose(snapshotFor(QStringLiteral("amd-demo")));
        const Finding* xgmi = findingFor(all, QStringLiteral("xgmi-not-visible-in-guest"), MachineRole::Guest);
        QVERIFY2(xgmi, describe(all).constData());
        QCOMPARE(xgmi->gpus, (QList<int> { 0, 1, 2, 3 }));
        QVERIFY(xgmi->explanation.contains(u"PCIE 2 hops"));
        QVERIFY(xgmi->explanation.contains(u"GPU0, GPU1, GPU2, GPU3")); // the host's MI300X on XGMI
        QVERIFY(xgmi->explanation.contains(u"split"));                   // four stay on the host with amdgpu
        bool guestPcie = false;
        bool hostXgmi = false;
        for (const FindingEvidence& e : xgmi->evidence) {
            guestPcie = guestPcie || (e.role == MachineRole::Guest && e.captureId == u"rocm-topo" && e.text.contains(u"PCIE"));
            hostXgmi = hostXgmi || (e.role == MachineRole::Host && e.captureId == u"rocm-topo" && e.text.contains(u"XGMI"));
        }
        QVERIFY(guestPcie);
        QVERIFY(hostXgmi);

        const Finding* alone = findingFor(all, QStringLiteral("gpu-alone-on-root-complex"), MachineRole::Host);
        QVERIFY(alone);
        QCOMPARE(alone->gpus.size(), 8);
        QCOMPARE(alone->severity, FindingSeverity::Warning); // XGMI of the four on vfio-pci is not known here
        QVERIFY(alone->explanation.contains(u"XGMI (Infinity Fabric) between GPU0, GPU1, GPU2, GPU3"));
        QVERIFY(alone->explanation.contains(u"do not list GPU4, GPU5, GPU6, GPU7"));
        QVERIFY(alone->advice.contains(u"rocm-smi --showtopotype"));
        QVERIFY(!alone->advice.contains(u"x-nv-gpudirect-clique"));

        const Finding* flat = findingFor(all, QStringLiteral("guest-flattens-topology"), MachineRole::Guest);
        QVERIFY(flat);
        QVERIFY(flat->explanation.contains(u"rocm-smi and RCCL"));
        QVERIFY(!flat->explanation.contains(u"nvidia-smi"));

        const QList<Finding> off = diagnose(snapshotFor(QStringLiteral("amd-demo-guest-access-disabled")));
        const Finding* p2p = findingFor(off, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), MachineRole::Guest);
        QVERIFY2(p2p, describe(off).constData());
        QCOMPARE(p2p->gpus, (QList<int> { 0, 1, 2, 3 }));
        QVERIFY(p2p->explanation.contains(u"amd-smi reports peer access as disabled for 6 GPU pair(s)"));
        QVERIFY(p2p->advice.contains(u"cpu: host"));
        QVERIFY(!p2p->advice.contains(u"x-nv-gpudirect-clique"));
    }

    void constructedCasesSayWhatMatters()
    {
        const QList<Finding> bar = diagnose(snapshotFor(QStringLiteral("demo-bar-failure")));
        const Finding* f = findingFor(bar, QStringLiteral("bar-allocation-failed"), MachineRole::Guest);
        QVERIFY(f);
        QCOMPARE(f->severity, FindingSeverity::Problem);
        QCOMPARE(f->gpus, QList<int> { 4 });
        QVERIFY(f->advice.contains(u"pci=realloc"));
        QVERIFY(f->advice.contains(u"X-PciMmio64Mb"));
        int kernelLines = 0;
        for (const FindingEvidence& e : f->evidence)
            kernelLines += e.captureId == u"dmesg-pci";
        QCOMPARE(kernelLines, 4);

        const QList<Finding> x4 = diagnose(snapshotFor(QStringLiteral("h200-x4")));
        for (const Finding& finding : x4)
            QVERIFY2(finding.severity != FindingSeverity::Problem, describe(x4).constData());

        const QList<Finding> gau = diagnose(snapshotFor(QStringLiteral("gau-nernst-4gpu")));
        const Finding* refused = findingFor(gau, QStringLiteral("pcie-p2p-not-supported"), MachineRole::BareMetal);
        QVERIFY(refused);
        QCOMPARE(refused->gpus, (QList<int> { 0, 1, 2, 3 }));
        QVERIFY(refused->title.contains(u'4')); // the four PHB pairs, not the NV4 ones
        QVERIFY(refused->explanation.contains(u"CNS"));

        const QList<Finding> mapping = diagnose(snapshotFor(QStringLiteral("demo-host-without-nvidia-smi")));
        const Finding* assumed = findingFor(mapping, QStringLiteral("gpu-mapping-assumed"), MachineRole::Guest);
        QVERIFY(assumed);
        QVERIFY(assumed->advice.contains(u"--sudo"));
        bool mappingLine = false;
        for (const FindingEvidence& e : assumed->evidence)
            mappingLine = mappingLine || (e.captureId == u"qm-config" && e.text.contains(u"mapping=pro6000"));
        QVERIFY(mappingLine);
    }

    void emptySnapshotHasNoFindings()
    {
        QVERIFY(diagnose(Snapshot {}).isEmpty());
        QVERIFY(diagnose(singleMachine(MachineRole::BareMetal, {})).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
