// SPDX-License-Identifier: GPL-3.0-or-later
// Guests paired with hosts on evidence only. The hosts are built by the machine builder from
// real VM configurations (a Proxmox `qm showcmd` and `qm config` from qemu-server's test suite,
// a libvirt domain from libvirt's); the guests from the real `machine-identity` capture of this
// project's machine, with a `product_uuid` line or a MAC written in per case (constructed: no
// captured guest of those VMs exists, since they are test-suite configurations).
#include "analyze/fleet/analyzefleet.h"
#include "analyze/match/fleetguests.h"
#include "analyze/machinebuilder.h"
#include "parse/proxmox/proxmox.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

const char* const pveUuid = "3dd750ce-d910-44d0-9493-525c0be4e687"; // smbios1 of q35-linux-hostpci.conf
const char* const pveMac = "2e:01:68:f9:9c:87";                      // its net0
const char* const libvirtUuid = "11dbdcdd-4c3b-482b-8903-9bdb8c0a2774"; // pcie-expander-bus.x86_64-latest.xml
const char* const libvirtMac = "52:54:00:5c:c6:1a";                   // its second <interface>

RawCapture capture(const char* id, QByteArray data)
{
    RawCapture c;
    c.id = QString::fromLatin1(id);
    c.command = c.id;
    c.stdoutData = std::move(data);
    return c;
}

MachineSnapshot proxmoxHostSnapshot(bool withSmbiosOnTheCommandLine = true)
{
    MachineSnapshot s;
    s.role = MachineRole::Host;
    s.label = QStringLiteral("pve");
    QByteArray cmd = TestUtil::readFixture(QStringLiteral("qemu-cmdline/pve-q35-linux-hostpci.cmd"));
    if (!withSmbiosOnTheCommandLine) {
        // Constructed: the command line without its -smbios and the NIC's mac=, so that only
        // `qm config` says them.
        const qsizetype at = cmd.indexOf("  -smbios");
        cmd.remove(at, cmd.indexOf('\n', at) + 1 - at);
        cmd.replace("mac=2E:01:68:F9:9C:87,", "");
    }
    s.captures = { capture("qm-config", TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci.conf"))),
        capture("qm-showcmd", cmd) };
    return s;
}

Machine proxmoxHost(bool withSmbiosOnTheCommandLine = true)
{
    return buildMachine(proxmoxHostSnapshot(withSmbiosOnTheCommandLine));
}

Machine libvirtHost()
{
    MachineSnapshot s;
    s.role = MachineRole::Host;
    s.label = QStringLiteral("kvm1");
    s.captures = { capture("virsh-domains",
        TestUtil::readFixture(QStringLiteral("libvirt-domain-xml/pcie-expander-bus.x86_64-latest.xml"))) };
    return buildMachine(s);
}

/// A guest from the real identity capture, plus `extra` identity lines (constructed).
MachineSnapshot guestSnapshot(const QByteArray& extra, const QByteArray& replaceEth0Mac = {})
{
    QByteArray identity = TestUtil::readFixture(QStringLiteral("sysfs-identity/container-debian12.txt"));
    if (!replaceEth0Mac.isEmpty())
        identity.replace("02:fc:00:00:00:01", replaceEth0Mac);
    MachineSnapshot s;
    s.role = MachineRole::Guest;
    s.captures = { capture("machine-identity", extra + identity) };
    return s;
}

Machine guest(const QByteArray& extra, const QByteArray& replaceEth0Mac = {})
{
    return buildMachine(guestSnapshot(extra, replaceEth0Mac));
}

QByteArray uuidLine(const char* uuid)
{
    return "/sys/class/dmi/id/product_uuid:" + QByteArray(uuid).toUpper() + '\n';
}

} // namespace

class TestGuestPairing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void buildersFillWhatPairingReads()
    {
        const Machine pve = proxmoxHost();
        QCOMPARE(pve.vms.size(), 1);
        QCOMPARE(pve.vms.first().uuid, QString::fromLatin1(pveUuid));
        QCOMPARE(pve.vms.first().macs, QStringList { QString::fromLatin1(pveMac) });
        const Machine g = guest(uuidLine(pveUuid));
        QCOMPARE(g.identifiers.productUuid, QString::fromLatin1(pveUuid)); // lower-cased
        QCOMPARE(g.identifiers.machineId, QStringLiteral("3d1219c7c4c5404aaa1f6d2a48adfda4"));
        QCOMPARE(g.identifiers.interfaces.size(), 3);
        // qm config alone gives the same, read by its own parser.
        const auto qm = parseQmConfig(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci.conf")));
        QCOMPARE(qm.value.smbiosUuid, QString::fromLatin1(pveUuid));
        QCOMPARE(qm.value.macs, QStringList { QString::fromLatin1(pveMac) });
    }

    void theFleetTableShowsEachSide()
    {
        // In a fleet run the guest names its host and the host its guests (folded), so the
        // host table shows VMs beside their hosts.
        FleetRun run;
        run.id = QStringLiteral("pairing");
        const auto node = [](const char* name, MachineSnapshot machine) {
            FleetNode n;
            n.name = QString::fromLatin1(name);
            n.role = machine.role;
            n.machine = std::move(machine);
            return n;
        };
        run.nodes = { node("pve", proxmoxHostSnapshot()), node("vm10", guestSnapshot(uuidLine(pveUuid))),
                      node("vm11", guestSnapshot({}, "aa:bb:cc:00:00:01")) };
        const FleetAnalysis analysis = analyzeFleet(run, nullptr);
        QCOMPARE(analysis.pairs.size(), 1);
        QCOMPARE(analysis.host(QStringLiteral("vm10"))->pairedWith, QStringLiteral("pve"));
        QCOMPARE(analysis.host(QStringLiteral("pve"))->pairedWith, QStringLiteral("vm10"));
        QVERIFY(analysis.host(QStringLiteral("vm11"))->pairedWith.isEmpty());
        QCOMPARE(analysis.unpairedGuests, QStringList { QStringLiteral("vm11") });
    }

    void byUuid()
    {
        const Machine pve = proxmoxHost(), kvm = libvirtHost();
        const Machine g1 = guest(uuidLine(pveUuid)), g2 = guest(uuidLine(libvirtUuid));
        QStringList unpaired { QStringLiteral("stale") };
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("vm10"), &g1 }, { QStringLiteral("pve"), &pve },
                                          { QStringLiteral("kvm1"), &kvm }, { QStringLiteral("vm2"), &g2 } },
            &unpaired);
        QVERIFY(unpaired.isEmpty());
        QCOMPARE(pairs.size(), 2);
        QCOMPARE(pairs[0].guest, QStringLiteral("vm10"));
        QCOMPARE(pairs[0].host, QStringLiteral("pve"));
        QCOMPARE(pairs[0].vm, QStringLiteral("vm8006")); // qm showcmd's -name
        QCOMPARE(pairs[0].evidence, QStringLiteral("SMBIOS UUID %1").arg(QString::fromLatin1(pveUuid)));
        QCOMPARE(pairs[1].host, QStringLiteral("kvm1"));
        QCOMPARE(pairs[1].vm, QStringLiteral("pcie-expander-bus-test")); // the domain's <name>
    }

    void byMacWhenTheUuidIsNotReadable()
    {
        // As a user, product_uuid is unreadable: the NIC's MAC pairs it.
        const Machine kvm = libvirtHost(), pve = proxmoxHost();
        const Machine g = guest({}, QByteArray(libvirtMac).toUpper());
        QStringList unpaired;
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("pve"), &pve }, { QStringLiteral("kvm1"), &kvm },
                                          { QStringLiteral("guest"), &g } },
            &unpaired);
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].host, QStringLiteral("kvm1"));
        QCOMPARE(pairs[0].evidence, QStringLiteral("MAC %1").arg(QString::fromLatin1(libvirtMac)));
    }

    void uuidBeforeMac()
    {
        // The UUID says pve, a MAC says kvm1 (a MAC reused across hosts): the UUID wins.
        const Machine pve = proxmoxHost(), kvm = libvirtHost();
        const Machine g = guest(uuidLine(pveUuid), libvirtMac);
        QStringList unpaired;
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("kvm1"), &kvm }, { QStringLiteral("pve"), &pve },
                                          { QStringLiteral("g"), &g } },
            &unpaired);
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].host, QStringLiteral("pve"));
        QVERIFY(pairs[0].evidence.startsWith(u"SMBIOS UUID"));
    }

    void fromQmConfigWhenTheCommandLineLacksThem()
    {
        const Machine pve = proxmoxHost(false);
        QCOMPARE(pve.vms.first().uuid, QString::fromLatin1(pveUuid));
        QCOMPARE(pve.vms.first().macs, QStringList { QString::fromLatin1(pveMac) });
        const Machine g = guest({}, pveMac);
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("pve"), &pve }, { QStringLiteral("g"), &g } }, nullptr);
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].evidence, QStringLiteral("MAC %1").arg(QString::fromLatin1(pveMac)));
    }

    void claimedByTwoHostsOrNoneIsUnpaired()
    {
        // Two hosts with the same VM configuration (a copied domain): the guest stays unpaired.
        const Machine kvmA = libvirtHost(), kvmB = libvirtHost(), pve = proxmoxHost();
        const Machine twice = guest(uuidLine(libvirtUuid));
        const Machine nobody = guest({}); // this machine's own MACs: no VM configuration has them
        const Machine alsoNobody = guest(uuidLine("00000000-0000-4000-8000-000000000001"));
        QStringList unpaired;
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("kvm-a"), &kvmA }, { QStringLiteral("kvm-b"), &kvmB },
                                          { QStringLiteral("pve"), &pve }, { QStringLiteral("g10"), &twice },
                                          { QStringLiteral("g9"), &nobody }, { QStringLiteral("g2"), &alsoNobody } },
            &unpaired);
        QVERIFY(pairs.isEmpty());
        QCOMPARE(unpaired, (QStringList { QStringLiteral("g2"), QStringLiteral("g9"), QStringLiteral("g10") }));
    }

    void hostsAreNeverGuestsAndBareMetalCanHost()
    {
        // A host's own MACs never pair it with itself or another host; a machine collected as
        // bare metal that runs VMs still counts as their host.
        Machine kvm = libvirtHost();
        kvm.role = MachineRole::BareMetal;
        Machine pve = proxmoxHost();
        pve.identifiers.interfaces = { { QStringLiteral("eth0"), QString::fromLatin1(libvirtMac) } };
        const Machine g = guest(uuidLine(libvirtUuid));
        QStringList unpaired;
        const auto pairs = matchGuestsToHosts({ { QStringLiteral("kvm1"), &kvm }, { QStringLiteral("pve"), &pve },
                                          { QStringLiteral("g"), &g } },
            &unpaired);
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].guest, QStringLiteral("g"));
        QCOMPARE(pairs[0].host, QStringLiteral("kvm1"));
        QVERIFY(unpaired.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGuestPairing)
#include "tst_match_fleetguests.moc"
