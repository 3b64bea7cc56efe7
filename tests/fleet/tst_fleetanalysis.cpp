// SPDX-License-Identifier: GPL-3.0-or-later
// Fingerprints, groups and drift over a fleet of real captures, some with planted changes
// (tests/fleet/fleettestutil.h): each change found and named at its slot, none between identical
// captures, none from bus renumbering.
#include "analyze/fleet/analyzefleet.h"
#include "analyze/fleet/drift.h"
#include "analyze/generate/gresconf.h"
#include "analyze/machinebuilder.h"
#include "fleet/fleettestutil.h"
#include "io/fleetjson.h"

#include <QJsonDocument>
#include <QTest>

using namespace Topo;
using namespace FleetTestUtil;

namespace {

QString describe(const QList<DeviceChange>& drift)
{
    QStringList lines;
    for (const DeviceChange& d : drift)
        lines.append(QStringLiteral("%1 %2 [%3] %4 -> %5").arg(d.kind, d.slot, d.device, d.before, d.after));
    return lines.join(u'\n');
}

const DeviceChange* findDrift(const FleetHost* host, const QString& what, const QString& slot = {})
{
    if (!host)
        return nullptr;
    for (const DeviceChange& d : host->drift) {
        if (d.kind == what && (slot.isEmpty() || d.slot == slot))
            return &d;
    }
    return nullptr;
}

/// Six identical H200 guests, three identical demo hosts, two lab guests, and one of each
/// planted change; one node that never answered.
FleetRun plantedFleet()
{
    FleetRun run;
    run.id = QStringLiteral("test-run");
    run.engine = QStringLiteral("import");
    for (int i = 1; i <= 6; ++i)
        run.nodes.append(node(QStringLiteral("gpu%1").arg(i, 3, 10, QLatin1Char('0')), h200()));
    MachineSnapshot narrow = h200();
    changeLinkStatus(narrow, "00:07.0", "Width x16", "Width x8");
    run.nodes.append(node(QStringLiteral("gpu007"), narrow));
    MachineSnapshot slow = h200();
    changeLinkStatus(slow, "00:08.0", "Speed 32GT/s", "Speed 16GT/s");
    run.nodes.append(node(QStringLiteral("gpu008"), slow));
    MachineSnapshot missing = h200();
    removeGpu(missing, "00:09.0", "GPU3");
    run.nodes.append(node(QStringLiteral("gpu009"), missing));
    MachineSnapshot renumbered = h200();
    renumberBus00(renumbered);
    run.nodes.append(node(QStringLiteral("gpu010"), renumbered));
    FleetNode lost;
    lost.name = QStringLiteral("gpu011");
    lost.outcome = NodeOutcome::Unreachable;
    lost.detail = QStringLiteral("ssh: connect to host gpu011 port 22: No route to host");
    run.nodes.append(lost);
    for (int i = 1; i <= 3; ++i)
        run.nodes.append(node(QStringLiteral("pve%1").arg(i), demoHost()));
    MachineSnapshot noIommu = demoHost();
    iommuOff(noIommu);
    run.nodes.append(node(QStringLiteral("pve4"), noIommu));
    run.nodes.append(node(QStringLiteral("lab1"), labGuest(), MachineRole::Guest));
    run.nodes.append(node(QStringLiteral("lab2"), labGuest(), MachineRole::Guest));
    return run;
}

} // namespace

class TestFleetAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_run = plantedFleet();
        m_analysis = analyzeFleet(m_run, nullptr, &m_fingerprints);
    }

    void identicalCapturesHaveNoDrift()
    {
        for (const char* name : { "gpu001", "gpu002", "gpu006", "pve1", "pve3", "lab1", "lab2" }) {
            const FleetHost* host = m_analysis.host(QLatin1String(name));
            QVERIFY(host);
            QVERIFY2(host->drift.isEmpty(), qPrintable(QLatin1String(name) + u'\n' + describe(host->drift)));
            QVERIFY(host->inBaseline);
        }
        QCOMPARE(m_analysis.host(QStringLiteral("gpu001"))->fingerprint, m_analysis.host(QStringLiteral("gpu006"))->fingerprint);
        QCOMPARE(m_analysis.host(QStringLiteral("gpu001"))->fingerprint.size(), 16);
    }

    void renumberingKeepsTheFingerprint()
    {
        const FleetHost* renumbered = m_analysis.host(QStringLiteral("gpu010"));
        QVERIFY(renumbered);
        // The renumbering really reached the model: the machine's GPUs sit on bus 01 now.
        const Machine machine = buildMachine(*m_run.node(QStringLiteral("gpu010"))->machine);
        QVERIFY(!machine.gpus.isEmpty() && machine.gpus.front().bdf && machine.gpus.front().bdf->bus == 1);
        QCOMPARE(renumbered->fingerprint, m_analysis.host(QStringLiteral("gpu001"))->fingerprint);
        QVERIFY2(renumbered->drift.isEmpty(), qPrintable(describe(renumbered->drift)));
    }

    void narrowLinkIsDefiniteAtItsSlot()
    {
        const FleetHost* host = m_analysis.host(QStringLiteral("gpu007"));
        const DeviceChange* d = findDrift(host, QStringLiteral("link-width"));
        QVERIFY2(d, qPrintable(describe(host->drift)));
        QCOMPARE(d->slot, QStringLiteral("gpu1"));
        QVERIFY2(d->device.contains(u"0000:00:07.0"), qPrintable(d->device));
        QCOMPARE(d->before, QStringLiteral("x16"));
        QCOMPARE(d->after, QStringLiteral("x8"));
        QCOMPARE(d->certainty, ChangeCertainty::Definite);
        QCOMPARE(host->drift.size(), 1);
        QVERIFY(!host->inBaseline);
    }

    void slowLinkAsksForAResample()
    {
        const FleetHost* host = m_analysis.host(QStringLiteral("gpu008"));
        const DeviceChange* d = findDrift(host, QStringLiteral("link-speed"));
        QVERIFY2(d, qPrintable(describe(host->drift)));
        QCOMPARE(d->slot, QStringLiteral("gpu2"));
        QVERIFY(d->device.contains(u"0000:00:08.0"));
        QCOMPARE(d->certainty, ChangeCertainty::ResampleUnderLoad);
        QVERIFY(d->before.contains(u"32"));
        QVERIFY(d->after.contains(u"16"));
        QVERIFY2(!findDrift(host, QStringLiteral("link-width")), qPrintable(describe(host->drift)));
    }

    void missingGpuIsNamedAtItsSlotNotANewClass()
    {
        const FleetHost* host = m_analysis.host(QStringLiteral("gpu009"));
        QVERIFY(host);
        QVERIFY(host->hardwareClass.contains(u"3×"));
        const DeviceChange* d = findDrift(host, QStringLiteral("device-missing"));
        QVERIFY2(d, qPrintable(describe(host->drift)));
        QCOMPARE(d->slot, QStringLiteral("gpu3"));
        QCOMPARE(d->device, QStringLiteral("rc0/ep09.0"));
        QCOMPARE(d->before, QStringLiteral("10de:2335"));
        // Only the missing one: the other three GPUs keep their slots and links.
        for (const DeviceChange& other : host->drift)
            QVERIFY2(other.kind == u"device-missing" && other.slot == u"gpu3", qPrintable(describe(host->drift)));
        // Its group is no baseline of its own.
        for (const FleetGroup& group : m_analysis.groups) {
            if (group.hosts.contains(u"gpu009"))
                QVERIFY(!group.baseline);
        }
    }

    void iommuOffAndItsKernelParameters()
    {
        const FleetHost* host = m_analysis.host(QStringLiteral("pve4"));
        const DeviceChange* iommu = findDrift(host, QStringLiteral("iommu"));
        QVERIFY2(iommu, qPrintable(describe(host->drift)));
        QCOMPARE(iommu->before, QStringLiteral("on"));
        QCOMPARE(iommu->after, QStringLiteral("off"));
        const DeviceChange* amd = findDrift(host, QStringLiteral("kernel-parameter"), QStringLiteral("amd_iommu"));
        QVERIFY2(amd, qPrintable(describe(host->drift)));
        QCOMPARE(amd->before, QStringLiteral("amd_iommu=on"));
        QVERIFY(findDrift(host, QStringLiteral("kernel-parameter"), QStringLiteral("iommu")));
        QVERIFY(findDrift(host, QStringLiteral("iommu-group-size")));
        QVERIFY(!findDrift(host, QStringLiteral("link-width")));
    }

    void groupsAndBaselines()
    {
        // h200: the six plus the renumbered one, and one group per planted change.
        const FleetGroup* baseline = nullptr;
        for (const FleetGroup& group : m_analysis.groups) {
            if (group.hosts.contains(u"gpu001"))
                baseline = &group;
        }
        QVERIFY(baseline);
        QVERIFY(baseline->baseline);
        QCOMPARE(baseline->nodeset, QStringLiteral("gpu[001-006,010]"));
        QCOMPARE(baseline->hosts.size(), 7);
        // Every node is a host of the analysis, in the run's order; the unreachable one has no group.
        QCOMPARE(m_analysis.hosts.size(), m_run.nodes.size());
        const FleetHost* lost = m_analysis.host(QStringLiteral("gpu011"));
        QVERIFY(lost);
        QCOMPARE(lost->outcome, NodeOutcome::Unreachable);
        QVERIFY(lost->group.isEmpty());
        // One baseline per class.
        QSet<QString> classes;
        for (const FleetGroup& group : m_analysis.groups) {
            if (group.baseline) {
                QVERIFY2(!classes.contains(group.hardwareClass), qPrintable(group.hardwareClass));
                classes.insert(group.hardwareClass);
            }
        }
        QCOMPARE(classes.size(), 3); // h200 ×4, the demo host, the lab guest (gpu009's 3× class compares with ×4)
        // Each group says what it was compared with: a baseline with itself, gpu009's 3× group with
        // the 4× class's baseline, which it has no own baseline in.
        const FleetGroup* three = nullptr;
        for (const FleetGroup& group : m_analysis.groups) {
            if (group.baseline)
                QCOMPARE(group.comparedWith, group.fingerprint);
            if (group.hosts.contains(QStringLiteral("gpu009")))
                three = &group;
        }
        QVERIFY(three);
        QCOMPARE(three->comparedWith, baseline->fingerprint);
        QVERIFY(!three->baseline);
        // Guests are paired or listed, never dropped.
        for (const char* guest : { "lab1", "lab2" }) {
            bool paired = false;
            for (const GuestPairing& pair : m_analysis.pairs)
                paired = paired || pair.guest == QLatin1String(guest);
            QVERIFY(paired || m_analysis.unpairedGuests.contains(QLatin1String(guest)));
        }
    }

    void fingerprintReadsBack()
    {
        const Fingerprint original = fingerprintOf(buildMachine(demoHost()));
        const QByteArray text = canonicalText(original);
        const auto back = fingerprintFromJson(QJsonDocument::fromJson(text).object());
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(canonicalText(*back), text);
        QCOMPARE(fingerprintHash(*back), fingerprintHash(original));
        QVERIFY(driftFrom(original, *back).isEmpty());
        // Nothing that tells machines apart is in it.
        QVERIFY(!text.contains("pve"));
        QVERIFY(!text.contains("GPU-"));
        QVERIFY(!text.contains("0000:"));
    }

    void savedBaselineIsChecked()
    {
        const QByteArray file = writeFleetBaseline(m_fingerprints.baseline);
        const auto saved = readFleetBaseline(file);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QCOMPARE(saved->classes.size(), m_fingerprints.baseline.classes.size());
        const FleetAnalysis checked = analyzeFleet(m_run, &*saved);
        for (qsizetype i = 0; i < checked.hosts.size(); ++i)
            QCOMPARE(describe(checked.hosts[i].drift), describe(m_analysis.hosts[i].drift));
        // A class the saved baseline lacks is drift for every machine of it.
        FleetBaseline partial = *saved;
        partial.classes.removeIf([](const BaselineClass& c) { return c.topology.hardwareClass.product.contains(u"ESC8000"); });
        const FleetAnalysis lacking = analyzeFleet(m_run, &partial);
        QVERIFY(findDrift(lacking.host(QStringLiteral("pve1")), QStringLiteral("hardware-class")));
        QVERIFY(lacking.host(QStringLiteral("gpu001"))->drift.isEmpty());
    }

    void badBaselineFilesAreRefused()
    {
        QVERIFY(!readFleetBaseline("{").ok());
        QVERIFY(readFleetBaseline("{").error().contains(u"line 1"));
        QVERIFY(!readFleetBaseline(R"({"format":"other"})").ok());
        QVERIFY(readFleetBaseline(R"({"format":"topolens-fleet-baseline","version":99,"classes":[]})").error().contains(u"99"));
        QVERIFY(readFleetBaseline(R"({"format":"topolens-fleet-baseline","version":1,"classes":[{"topology":[]}]})").error().contains(u"classes[0]"));
    }

    // Between two runs, a host's link that trained narrower and a root port whose AER counters
    // grew are named with their devices; a GPU link that only runs slower (idle) is not.
    void linksThatDegradedOrGainedErrorsSinceARun()
    {
        // The real pcicrawler root port (3 Bad TLPs), then the same with 120 (constructed).
        MachineSnapshot withErrors = h200();
        RawCapture aer;
        aer.id = QStringLiteral("sysfs-pci-aer");
        aer.command = QStringLiteral("(plan: sysfs-pci)");
        aer.format = QStringLiteral("sysfs-pci");
        aer.stdoutData = TestUtil::readFixture(QStringLiteral("sysfs-pci/aer-pcicrawler-centos8-rootport.txt"));
        withErrors.captures.append(aer);
        MachineSnapshot moreErrors = withErrors;
        QByteArray& data = capture(moreErrors, "sysfs-pci-aer").stdoutData;
        QVERIFY(data.contains("BadTLP 3") && data.contains("TOTAL_ERR_COR 3"));
        data.replace("BadTLP 3", "BadTLP 120").replace("TOTAL_ERR_COR 3", "TOTAL_ERR_COR 120");
        MachineSnapshot narrow = h200();
        changeLinkStatus(narrow, "00:07.0", "Width x16", "Width x8");
        MachineSnapshot idle = h200(); // a GPU at rest: its link's speed is not its health
        changeLinkStatus(idle, "00:08.0", "Speed 32GT/s", "Speed 16GT/s");

        FleetRun before;
        before.nodes = { node(QStringLiteral("gpu001"), h200()), node(QStringLiteral("gpu002"), withErrors),
            node(QStringLiteral("gpu003"), h200()) };
        FleetRun after;
        after.nodes = { node(QStringLiteral("gpu001"), narrow), node(QStringLiteral("gpu002"), moreErrors),
            node(QStringLiteral("gpu003"), idle) };
        const QList<FleetChange> changes = fleetChangesSince(analyzeFleet(before), analyzeFleet(after));
        QStringList sentences;
        for (const FleetChange& c : changes)
            sentences << c.sentence();
        const auto find = [&](const char* host, const char* what) -> const FleetChange* {
            for (const FleetChange& c : changes) {
                if (c.host == QLatin1String(host) && c.what == QLatin1String(what))
                    return &c;
            }
            return nullptr;
        };
        const FleetChange* width = find("gpu001", "link-status");
        QVERIFY2(width, qPrintable(sentences.join(u'\n')));
        QVERIFY2(width->device.contains(u"0000:00:07.0"), qPrintable(width->device));
        QVERIFY2(width->after.endsWith(u"x8"), qPrintable(width->after));
        const FleetChange* errors = find("gpu002", "aer-correctable");
        QVERIFY2(errors, qPrintable(sentences.join(u'\n')));
        QVERIFY2(errors->device.contains(u"0000:00:01.0"), qPrintable(errors->device));
        QCOMPARE(errors->before, QStringLiteral("3"));
        QCOMPARE(errors->after, QStringLiteral("120"));
        for (const FleetChange& c : changes)
            QVERIFY2(c.host != u"gpu003" || c.what == u"fingerprint", qPrintable(c.sentence()));
    }

    void reportJsonHasTheContract()
    {
        const nlohmann::json json = Json::fleetReportJson(m_run, m_analysis);
        QVERIFY(json["hosts"].is_array());
        QCOMPARE(json["hosts"].size(), size_t(m_run.nodes.size()));
        for (const auto& host : json["hosts"]) {
            for (const char* key : { "name", "status", "group", "drift", "findings" })
                QVERIFY2(host.contains(key), key);
        }
        const auto& narrow = json["hosts"][6];
        QCOMPARE(narrow["name"].get<std::string>(), std::string("gpu007"));
        QCOMPARE(narrow["drift"][0]["what"].get<std::string>(), std::string("link-width"));
        QCOMPARE(narrow["drift"][0]["slot"].get<std::string>(), std::string("gpu1"));
        for (const auto& group : json["groups"]) {
            for (const char* key : { "fingerprint", "class", "hosts", "nodeset", "baseline" })
                QVERIFY2(group.contains(key), key);
        }
        QVERIFY(json["hosts"][10]["group"].is_null());
    }

    void gresConfPerGroup()
    {
        const QString conf = QString::fromUtf8(gresConf(m_analysis, m_fingerprints));
        // The 4× H200 baseline: every GPU NVLinked to the other three by 18 links; its GPUs
        // report no NUMA node (numa_node -1 on a one-node guest), so no Cores=.
        QVERIFY2(conf.contains(u"NodeName=gpu[001-006,010] Name=gpu File=/dev/nvidia0 Links=-1,18,18,18\n"), qPrintable(conf));
        QVERIFY2(conf.contains(u"NodeName=gpu[001-006,010] Name=gpu File=/dev/nvidia3 Links=18,18,18,-1\n"), qPrintable(conf));
        // The demo host: PCIe only, so no links to count.
        QVERIFY2(conf.contains(u"NodeName=pve[1-3] Name=gpu File=/dev/nvidia0"), qPrintable(conf));
        QVERIFY2(conf.contains(u"NodeName=pve[1-3] Name=gpu File=/dev/nvidia0 Cores=0-31 Links=-1,0,0,0,0,0,0,0\n"), qPrintable(conf));
        QVERIFY2(conf.contains(u"NodeName=pve[1-3] Name=gpu File=/dev/nvidia4 Cores=32-63 Links=0,0,0,0,-1,0,0,0\n"), qPrintable(conf));
    }

private:
    FleetRun m_run;
    FleetAnalysis m_analysis;
    FleetFingerprints m_fingerprints;
};

QTEST_GUILESS_MAIN(TestFleetAnalysis)
#include "tst_fleetanalysis.moc"
