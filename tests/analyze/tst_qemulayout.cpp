// SPDX-License-Identifier: GPL-3.0-or-later
// The Proxmox side: qm config and PCI mappings, the hostpciN mapping evidence, and the
// pxb-pcie layout generator with its Proxmox, libvirt and plain QEMU output.
#include "analyze/match/guestgpus.h"
#include "analyze/generate/qemulayout.h"
#include "analyze/machinebuilder.h"
#include "parse/proxmox/proxmox.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace Topo;

namespace {

const Snapshot& demo()
{
    static const Snapshot snapshot = openSnapshot(QStringLiteral("demo")).value;
    return snapshot;
}

VirtualizationSetup demoSetup()
{
    return virtualizationSetupOf(demo());
}

QemuLayout demoLayoutPerNode()
{
    QemuLayoutOptions options;
    options.grouping = ExpanderGrouping::NumaNode;
    return planQemuLayout(demoSetup(), options);
}

using TestUtil::bdf;

// The "-device" values of a Proxmox args: line, in order.
QStringList argsDevices(const QString& text)
{
    QStringList devices;
    for (const QString& line : text.split(u'\n')) {
        if (!line.startsWith(u"args: "))
            continue;
        const QStringList words = line.mid(6).split(u' ');
        for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
            if (words[i] != u"-device")
                return { QStringLiteral("unexpected word ") + words[i] };
            devices << words[i + 1];
        }
        if (words.size() % 2)
            return { QStringLiteral("odd word count") };
    }
    return devices;
}

QHash<QString, QString> properties(const QString& device)
{
    QHash<QString, QString> out;
    const QStringList parts = device.split(u',');
    out.insert(QStringLiteral("driver"), parts.first());
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const qsizetype eq = parts[i].indexOf(u'=');
        out.insert(parts[i].left(eq), parts[i].mid(eq + 1));
    }
    return out;
}

} // namespace

class TestQemuLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void qmConfigFromProxmoxTests()
    {
        const auto r = parseQmConfig(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci.conf")));
        QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        const QmConfig& c = r.value;
        QVERIFY(c.isQ35());
        QVERIFY(c.numaEnabled());
        QCOMPARE(c.sockets(), 2);
        QCOMPARE(c.description, QStringLiteral("TEST: Config with q35, NUMA, hostpci passthrough, EFI & Linux"));
        QCOMPARE(c.hostPci.size(), 6);
        QCOMPARE(c.hostPci[0].hostIds, QStringList { QStringLiteral("00:ff.1") });
        QVERIFY(!c.hostPci[0].pcie);
        QVERIFY(c.hostPci[1].pcie);
        QCOMPARE(c.hostPciAt(7)->hostIds.first(), QStringLiteral("d0:15.1"));
        QCOMPARE(c.hostPciAt(4)->options.last(), (QPair<QString, QString> { QStringLiteral("rombar"), QStringLiteral("0") }));
        QCOMPARE(c.hostPciAt(4)->line, 10);

        const auto m = parseQmConfig(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci-mapping.conf")));
        QCOMPARE(m.value.hostPci.size(), 3);
        QCOMPARE(m.value.hostPci[0].mapping, QStringLiteral("someNic"));
        QCOMPARE(m.value.hostPci[1].mdev, QStringLiteral("some-model"));
    }

    void rootPortTableMatchesQemuServer()
    {
        // qemu-server's own expected command line: hostpciN with pcie=1 goes behind
        // ich9-pcie-port-(N+1); ports 5+ are created at the address TopoLens assumes.
        const QString cmd = QString::fromUtf8(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci.conf.cmd")));
        static const QRegularExpression vfio(QStringLiteral("vfio-pci,host=[^,]+,id=hostpci(\\d+),bus=ich9-pcie-port-(\\d+)"));
        static const QRegularExpression port(QStringLiteral("pcie-root-port,id=ich9-pcie-port-(\\d+),addr=([0-9a-f]+)\\.(\\d)"));
        int checked = 0;
        for (auto it = vfio.globalMatch(cmd); it.hasNext(); ++checked) {
            const auto match = it.next();
            QCOMPARE(match.captured(2).toInt(), match.captured(1).toInt() + 1);
        }
        QCOMPARE(checked, 4);
        checked = 0;
        for (auto it = port.globalMatch(cmd); it.hasNext(); ++checked) {
            const auto match = it.next();
            const int hostPci = match.captured(1).toInt() - 1;
            const Bdf expected { 0, 0, match.captured(2).toInt(nullptr, 16), match.captured(3).toInt() };
            QCOMPARE(*proxmoxRootPortOf(hostPci), expected);
            QCOMPARE(proxmoxHostPciIndexOfRootPort(expected), hostPci);
        }
        QCOMPARE(checked, 2);
        // Ports 1–4 come from pve-q35-4.0.cfg (addr 1c.0–1c.3).
        QCOMPARE(*proxmoxRootPortOf(0), bdf("0000:00:1c.0"));
        QCOMPARE(*proxmoxRootPortOf(3), bdf("0000:00:1c.3"));
        QCOMPARE(*proxmoxRootPortOf(15), bdf("0000:00:11.3"));
        QVERIFY(!proxmoxRootPortOf(16));
        QCOMPARE(proxmoxHostPciIndexOfRootPort(bdf("0000:00:02.0")), -1);
    }

    void mappingAlternativesLikeQemuServer()
    {
        // q35-linux-hostpci-mapping.conf.cmd: two entries of mapping someNic get 07:10.0 and
        // 07:10.4 — the first alternative a lower hostpciN has not taken.
        const auto config = parseQmConfig(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci-mapping.conf")));
        const auto mappings = parsePvePciMappings("someNic\n\tmap node=localhost,path=0000:07:10.0,id=8086:1520\n"
                                                  "\tmap node=localhost,path=0000:07:10.4,id=8086:1520\n"
                                                  "someGpu\n\tmap node=localhost,path=0000:01:00.0,id=10de:2231\n");
        QVERIFY(!mappings.hasErrors());
        const ProxmoxPassthrough p = resolveProxmoxPassthrough(config.value, mappings.value, QStringLiteral("localhost"));
        QCOMPARE(*p.device(0)->hostDevice, bdf("0000:07:10.0"));
        QCOMPARE(*p.device(2)->hostDevice, bdf("0000:07:10.4"));
        QVERIFY(p.device(2)->chosenByOrder);
        const QString cmd = QString::fromUtf8(TestUtil::readFixture(QStringLiteral("qm-config/q35-linux-hostpci-mapping.conf.cmd")));
        QVERIFY(cmd.contains(u"host=0000:07:10.0,id=hostpci0"));
        QVERIFY(cmd.contains(u"host=0000:07:10.4,id=hostpci2"));
    }

    void demoProxmoxConfiguration()
    {
        const ProxmoxPassthrough p = proxmoxPassthroughOf(*demo().machine(MachineRole::Host));
        QVERIFY2(p.diagnostics.isEmpty() || !TestUtil::countSeverity(p.diagnostics, Severity::Error),
            TestUtil::describe(p.diagnostics).constData());
        QVERIFY(p.config && p.config->isQ35());
        QCOMPARE(p.devices.size(), 8);
        // pci.cfg lists 01, 11, 61, 71, 81, 91, e1, f1: hostpci0 takes the first, hostpci4 the fifth.
        QCOMPARE(*p.device(0)->hostDevice, bdf("0000:01:00.0"));
        QCOMPARE(*p.device(4)->hostDevice, bdf("0000:81:00.0"));
        QCOMPARE(p.device(4)->alternatives, 8);
        QVERIFY(p.device(4)->chosenByOrder);
        const auto mappings = parsePvePciMappings(demo().machine(MachineRole::Host)->capture(QStringLiteral("pve-pci-mapping"))->stdoutData);
        QCOMPARE(mappings.value.size(), 1);
        QCOMPARE(mappings.value.first().entries.size(), 8);
        QCOMPARE(mappings.value.first().entries.first().iommuGroup.value_or(-1), 42);
        QCOMPARE(mappings.value.first().entries.first().node, QStringLiteral("pve"));
    }

    void hostileQmConfig()
    {
        QVERIFY(parseQmConfig("just some words\nand more\n").hasErrors());
        QVERIFY(parseQmConfig(TestUtil::garbage(2048, 5)).hasErrors());
        const auto r = parseQmConfig("hostpci0: 0000:01:00.0,pcie=1\nname: a\u00e9\x1b[31m\n[snap1]\nhostpci1: 02:00.0\n");
        QCOMPARE(r.value.hostPci.size(), 1); // the snapshot section is not the current config
        QVERIFY(!r.value.value(u"name").contains(QChar(0x1b)));
        const auto m = parsePvePciMappings("\tmap path=1\nx\n\tmap node=a\n");
        QCOMPARE(m.value.size(), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(m.diagnostics, 1));
        QVERIFY(TestUtil::hasDiagnosticAt(m.diagnostics, 3));
    }

    void proxmoxEvidenceMapsGpus()
    {
        Machine host = buildMachine(*demo().machine(MachineRole::Host));
        Machine guest = buildMachine(*demo().machine(MachineRole::Guest));
        for (Machine* m : { &host, &guest }) {
            for (Gpu& g : m->gpus) {
                g.uuid.clear();
                g.serial.clear();
            }
            for (PciDevice& d : m->pci.devices)
                d.serialNumber.clear();
        }
        // The pairing the demo's UUIDs give (guest GPU0 behind 00:10.0 = hostpci4 is host GPU4),
        // written as the plain host= entries a VM without mappings has.
        const auto config = parseQmConfig("machine: q35\n"
                                          "hostpci0: 0000:01:00.0,pcie=1\nhostpci1: 0000:11:00.0,pcie=1\n"
                                          "hostpci2: 0000:61:00.0,pcie=1\nhostpci3: 0000:71:00.0,pcie=1\n"
                                          "hostpci4: 0000:81:00.0,pcie=1\nhostpci5: 0000:91:00.0,pcie=1\n"
                                          "hostpci6: 0000:e1:00.0,pcie=1\nhostpci7: 0000:f1:00.0,pcie=1\n");
        const ProxmoxPassthrough proxmox = resolveProxmoxPassthrough(config.value, {}, {});
        const auto matches = matchGuestGpusToHost(host, guest, proxmox);
        QCOMPARE(matches.size(), 8);
        const int expected[] = { 4, 5, 6, 7, 0, 1, 2, 3 };
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(matches[i].guestGpu, i);
            QCOMPARE(matches[i].hostGpu, expected[i]);
            QCOMPARE(matches[i].evidence, GpuMatch::Evidence::ProxmoxHostPci);
            QVERIFY(!matches[i].isAssumed());
        }
        QVERIFY(matches[0].detail.contains(u"hostpci4"));
        QCOMPARE(evidenceName(GpuMatch::Evidence::ProxmoxHostPci), QStringLiteral("Proxmox hostpciN"));
        // Without the configuration the same GPUs are only paired in order, as before.
        QVERIFY(matchGuestGpusToHost(host, guest).first().isAssumed());
        // Stronger evidence still wins over the configuration.
        const Machine hostWithIds = buildMachine(*demo().machine(MachineRole::Host));
        const Machine guestWithIds = buildMachine(*demo().machine(MachineRole::Guest));
        for (const GpuMatch& m : matchGuestGpusToHost(hostWithIds, guestWithIds, proxmox))
            QCOMPARE(m.evidence, GpuMatch::Evidence::Uuid);
    }

    void demoLayoutPerNumaNode()
    {
        const QemuLayout layout = demoLayoutPerNode();
        QVERIFY2(layout.ok(), TestUtil::describe(layout.diagnostics).constData());
        QCOMPARE(layout.expanders.size(), 2);
        QSet<int> guestNodes;
        for (const QemuExpander& e : layout.expanders) {
            QCOMPARE(e.gpus.size(), 4);
            QVERIFY(e.guestNuma);
            QCOMPARE(*e.guestNuma, *e.hostNuma); // guest node i bound to host node i
            guestNodes.insert(*e.guestNuma);
            for (const QemuLayoutGpu& g : e.gpus)
                QCOMPARE(g.hostNuma, e.hostNuma);
        }
        QCOMPARE(guestNodes, (QSet<int> { 0, 1 }));
        // Host NUMA 0 holds 01, 11, 61, 71: guest GPUs 4–7.
        const QemuExpander& node0 = layout.expanders.first();
        QCOMPARE(node0.gpus.first().hostBdf, bdf("0000:01:00.0"));
        QCOMPARE(node0.gpus.first().guestGpu, 4);
        QCOMPARE(layout.guestNuma.size(), 2);
        QCOMPARE(layout.guestNuma[1].hostNodes, QStringLiteral("1"));
        QCOMPARE(layout.guestNuma[0].cpus, QStringLiteral("0-29"));
        QCOMPARE(layout.guestNuma[0].memory, QStringLiteral("230400"));
        QCOMPARE(layout.replacedLines.size(), 8);
    }

    void demoLayoutPerRootComplex()
    {
        const QemuLayout layout = planQemuLayout(demoSetup());
        QVERIFY(layout.ok());
        QCOMPARE(layout.expanders.size(), 8); // each GPU has its own root complex on this board
        int onNode0 = 0;
        QSet<int> busNrs;
        for (const QemuExpander& e : layout.expanders) {
            QCOMPARE(e.gpus.size(), 1);
            onNode0 += e.guestNuma == 0;
            busNrs.insert(e.busNr);
            QVERIFY(e.busNr >= 0x20 && e.busNr + 1 + int(e.gpus.size()) <= 255);
        }
        QCOMPARE(onNode0, 4);
        QCOMPARE(busNrs.size(), 8);
        // The host reports P2P OK between all eight: one clique.
        for (const QemuExpander& e : layout.expanders)
            QCOMPARE(e.gpus.first().clique.value_or(-1), 0);
        QemuLayoutOptions noClique;
        noClique.gpudirectClique = false;
        QVERIFY(!planQemuLayout(demoSetup(), noClique).expanders.first().gpus.first().clique);
    }

    void proxmoxArgsLine()
    {
        const QemuLayout layout = planQemuLayout(demoSetup());
        const QString text = proxmoxLayoutText(layout);
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("(?m)^args: "))), 1);
        QVERIFY(text.contains(u"\n#      hostpci0: mapping=pro6000,pcie=1\n"));
        QVERIFY(text.contains(u"\nnuma0: cpus=0-29,hostnodes=0,memory=230400,policy=bind\n"));
        QVERIFY(text.contains(u"\nnuma: 1\n"));
        // Every line is a comment, a config line, or empty: nothing else lands in the .conf.
        static const QRegularExpression configLine(QStringLiteral("^(#.*|[a-z]+[0-9]*: .+|)$"));
        for (const QString& line : text.split(u'\n'))
            QVERIFY2(configLine.match(line).hasMatch(), qPrintable(line));

        const QStringList devices = argsDevices(text);
        QCOMPARE(devices.size(), 8 * 3);
        QSet<QString> ids;
        QSet<QString> chassis;
        QSet<QString> pxbs;
        QSet<QString> ports;
        for (const QString& device : devices) {
            const auto p = properties(device);
            QVERIFY2(!ids.contains(p.value(QStringLiteral("id"))), qPrintable(device));
            ids.insert(p.value(QStringLiteral("id")));
            static const QRegularExpression qemuId(QStringLiteral("^[A-Za-z][A-Za-z0-9_.-]*$"));
            QVERIFY(qemuId.match(p.value(QStringLiteral("id"))).hasMatch());
            const QString driver = p.value(QStringLiteral("driver"));
            if (driver == u"pxb-pcie") {
                QCOMPARE(p.value(QStringLiteral("bus")), QStringLiteral("pcie.0"));
                QVERIFY(p.value(QStringLiteral("bus_nr")).toInt() >= 0x20);
                QVERIFY(p.contains(QStringLiteral("numa_node")));
                pxbs.insert(p.value(QStringLiteral("id")));
            } else if (driver == u"pcie-root-port") {
                QVERIFY(pxbs.contains(p.value(QStringLiteral("bus"))));
                QVERIFY(!chassis.contains(p.value(QStringLiteral("chassis"))));
                chassis.insert(p.value(QStringLiteral("chassis")));
                // The host's Gen5 links, capped at what QEMU before 9.0 takes.
                QCOMPARE(p.value(QStringLiteral("x-speed")), QStringLiteral("16"));
                QCOMPARE(p.value(QStringLiteral("x-width")), QStringLiteral("16"));
                ports.insert(p.value(QStringLiteral("id")));
            } else {
                QCOMPARE(driver, QStringLiteral("vfio-pci"));
                QVERIFY(ports.contains(p.value(QStringLiteral("bus"))));
                QVERIFY(Bdf::parse(QStringView(p.value(QStringLiteral("host")))));
                QCOMPARE(p.value(QStringLiteral("x-nv-gpudirect-clique")), QStringLiteral("0"));
            }
        }
        QCOMPARE(pxbs.size(), 8);
        QVERIFY(text.contains(u"x-nv-gpudirect-clique=N"));  // the caveat is spelled out
        QVERIFY(text.contains(u"vfio-pci"));
        QVERIFY(text.contains(u"The host's links run at 32 GT/s, which QEMU takes only from 9.0: the ports say 16 GT/s"));
        // For QEMU 9.0 and later the host's own speed, and no caveat.
        QemuLayoutOptions newQemu;
        newQemu.qemuMajor = 9;
        const QString uncapped = proxmoxLayoutText(planQemuLayout(demoSetup(), newQemu));
        QCOMPARE(uncapped.count(u"x-speed=32,x-width=16"), 8);
        QVERIFY(!uncapped.contains(u"which QEMU takes only from 9.0"));
    }

    void libvirtFragmentIsWellFormed()
    {
        const QemuLayout layout = demoLayoutPerNode();
        const QString xml = libvirtLayoutXml(layout);
        QXmlStreamReader reader(xml);
        int expanders = 0;
        int rootPorts = 0;
        int hostdevs = 0;
        int cliqueProperties = 0;
        QSet<QString> portIndexes;
        QSet<QString> hostdevBuses;
        QSet<QString> sources;
        QStringList nodes;
        QString element;
        bool inSource = false;
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement()) {
                const auto a = reader.attributes();
                if (reader.name() == u"controller" && a.value(QStringLiteral("model")) == u"pcie-expander-bus")
                    ++expanders;
                if (reader.name() == u"controller" && a.value(QStringLiteral("model")) == u"pcie-root-port") {
                    ++rootPorts;
                    portIndexes.insert(QStringLiteral("0x%1").arg(a.value(QStringLiteral("index")).toInt(), 2, 16, QLatin1Char('0')));
                }
                if (reader.name() == u"target" && a.hasAttribute(QStringLiteral("busNr")))
                    QVERIFY(a.value(QStringLiteral("busNr")).toInt() >= 0x20);
                if (reader.name() == u"hostdev")
                    ++hostdevs;
                if (reader.name() == u"source")
                    inSource = true;
                if (reader.name() == u"address" && inSource)
                    sources.insert(a.value(QStringLiteral("bus")).toString());
                else if (reader.name() == u"address" && element == u"hostdev")
                    hostdevBuses.insert(a.value(QStringLiteral("bus")).toString());
                if (reader.name() == u"property" && a.value(QStringLiteral("name")) == u"x-nv-gpudirect-clique")
                    ++cliqueProperties;
                if (reader.name() == u"node")
                    nodes << reader.readElementText();
                if (reader.name() == u"hostdev" || reader.name() == u"controller")
                    element = reader.name().toString();
            } else if (reader.isEndElement() && reader.name() == u"source") {
                inSource = false;
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString() + u'\n' + xml));
        QCOMPARE(expanders, 2);
        QCOMPARE(nodes, (QStringList { QStringLiteral("0"), QStringLiteral("1") }));
        QCOMPARE(rootPorts, 8);
        QCOMPARE(hostdevs, 8);
        QCOMPARE(cliqueProperties, 8);
        QCOMPARE(sources, (QSet<QString> { QStringLiteral("0x01"), QStringLiteral("0x11"), QStringLiteral("0x61"),
                              QStringLiteral("0x71"), QStringLiteral("0x81"), QStringLiteral("0x91"), QStringLiteral("0xe1"),
                              QStringLiteral("0xf1") }));
        QVERIFY(hostdevBuses.subtract(portIndexes).isEmpty()); // every GPU plugs into one of our ports
    }

    void qemuArguments()
    {
        const QemuLayout layout = demoLayoutPerNode();
        const QString text = qemuLayoutText(layout, QStringLiteral("first note\nsecond note\n"));
        // Comments first (a comment inside a continued command would end it), then one option
        // and its value per line, each ending in " \".
        QStringList lines = text.split(u'\n');
        QCOMPARE(lines.takeLast(), QString());
        QStringList devices;
        QStringList optionNames;
        for (const QString& line : std::as_const(lines)) {
            if (line.startsWith(u'#')) {
                QVERIFY2(optionNames.isEmpty(), qPrintable(u"a comment among the arguments: " + line));
                continue;
            }
            QVERIFY2(line.endsWith(u" \\"), qPrintable(line));
            const QStringList words = line.chopped(2).split(u' ');
            QCOMPARE(words.size(), 2);
            optionNames << words[0];
            if (words[0] == u"-device")
                devices << words[1];
        }
        // The devices are the Proxmox args line's, in its order.
        QCOMPARE(devices, argsDevices(proxmoxLayoutText(layout)));
        QCOMPARE(optionNames.mid(0, 6), (QStringList { QStringLiteral("-m"), QStringLiteral("-smp"), QStringLiteral("-object"),
                                         QStringLiteral("-numa"), QStringLiteral("-object"), QStringLiteral("-numa") }));
        QVERIFY2(text.contains(u"\n-m 460800M \\\n-smp 60 \\\n"
                               "-object memory-backend-ram,id=tl-ram0,size=230400M,host-nodes=0,policy=bind \\\n"
                               "-numa node,nodeid=0,cpus=0-29,memdev=tl-ram0 \\\n"),
            qPrintable(text));
        QVERIFY(text.contains(u"\n#\n# first note\n# second note\n"));
        QVERIFY(text.contains(u"--qemu 9.0")); // 7.2 refuses the host's x-speed=32: capped, and it says how to lift it

        // Proxmox's lists ("0-3;8-11") become repeated properties; an unknown size is SIZE, which
        // QEMU refuses, and a comment says so; a policy without host nodes is left out.
        QemuLayout split = layout;
        split.guestNuma[0].cpus = QStringLiteral("0-3;8-11");
        split.guestNuma[0].hostNodes = QStringLiteral("0;2");
        split.guestNuma[0].memory.clear();
        split.guestNuma[1].cpus = QStringLiteral("4-7;12-15");
        split.guestNuma[1].hostNodes.clear();
        const QString splitText = qemuLayoutText(split);
        QVERIFY2(splitText.contains(u"\n-m SIZE \\\n-smp 16 \\\n"
                                    "-object memory-backend-ram,id=tl-ram0,size=SIZE,host-nodes=0,host-nodes=2,policy=bind \\\n"
                                    "-numa node,nodeid=0,cpus=0-3,cpus=8-11,memdev=tl-ram0 \\\n"
                                    "-object memory-backend-ram,id=tl-ram1,size=230400M \\\n"
                                    "-numa node,nodeid=1,cpus=4-7,cpus=12-15,memdev=tl-ram1 \\\n"),
            qPrintable(splitText));
        QVERIFY(splitText.contains(u"replace SIZE in -m and in each size="));

        // Without guest NUMA nodes: the devices alone.
        QemuLayout flat = layout;
        flat.guestNuma.clear();
        const QString flatText = qemuLayoutText(flat);
        QVERIFY(!flatText.contains(u"\n-m ") && !flatText.contains(u"\n-numa ") && !flatText.contains(u"\n-object "));
        QVERIFY(flatText.contains(u"\n-device pxb-pcie,id=tl-pxb0,"));

        // A hostile VM name stays inside its comment line.
        QemuLayout hostile = layout;
        hostile.vmLabel = QStringLiteral("vm\n-device evil \\\n\x1b[31m");
        const QString hostileText = qemuLayoutText(hostile);
        QVERIFY(!hostileText.contains(u"\n-device evil"));
        QVERIFY(!hostileText.contains(QChar(0x1b)));
    }

    void parallelismAdviceFollowsNuma()
    {
        const VirtualizationSetup setup = demoSetup();
        const QString advice = parallelismAdvice(planQemuLayout(setup), setup);
        QVERIFY2(advice.contains(u"TP=4 \u00d7 PP=2"), qPrintable(advice));
        // After the layout the guest numbers GPUs in the host's order; today's guest numbers differ.
        QVERIFY2(advice.contains(u"GPUs {0,1,2,3} {4,5,6,7} with this layout (in the guest's numbering {4,5,6,7} {0,1,2,3} today)"),
            qPrintable(advice));
    }

    // A GPU and the ConnectX that shares its host switch (the synthetic lspci -nnvvv of an H100
    // and a ConnectX-7 below one PEX890xx: PIX): one emulated switch behind one root port, so the
    // guest sees them as close as the host does and NCCL keeps GPUDirect RDMA.
    void gpuAndItsNicBehindOneSwitch()
    {
        const VirtualizationSetup setup = virtualizationSetupOf(TestUtil::hostSnapshotOf(
            QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"), QStringLiteral("lspci-verbose"), QStringLiteral("switch host")));
        const QemuLayout layout = planQemuLayout(setup);
        QVERIFY2(layout.ok(), TestUtil::describe(layout.diagnostics).constData());
        QCOMPARE(layout.expanders.size(), 1);
        const QemuExpander& e = layout.expanders.first();
        QCOMPARE(e.switches.size(), 1);
        QCOMPARE(e.gpus.size(), 1);
        QCOMPARE(e.nics.size(), 1);
        const QemuLayoutGpu& gpu = e.gpus.first();
        const QemuLayoutNic& nic = e.nics.first();
        QCOMPARE(nic.hostBdf, bdf("0000:19:00.0"));
        QCOMPARE(nic.hostGpus, QList<int> { 0 });
        QCOMPARE(nic.hostClass, LinkClass::PIX);
        QCOMPARE(gpu.switchIndex, 0);
        QCOMPARE(nic.switchIndex, 0);
        QCOMPARE(gpu.rootPortId, QStringLiteral("tl-ds0"));
        QCOMPARE(nic.portId, QStringLiteral("tl-ds1"));
        // The firmware numbers depth first: the root port's bus holds the upstream port, the
        // upstream port's the downstream ports, each of which gets the next bus.
        QCOMPARE(gpu.expectedGuestBdf, (Bdf { 0, e.busNr + 3, 0, 0 }));
        QCOMPARE(nic.expectedGuestBdf, (Bdf { 0, e.busNr + 4, 0, 0 }));
        QVERIFY(TestUtil::describe(layout.diagnostics).contains("passes RDMA NIC 0000:19:00.0"));

        const QStringList devices = argsDevices(proxmoxLayoutText(layout));
        QStringList drivers;
        for (const QString& d : devices)
            drivers << d.section(u',', 0, 0);
        QCOMPARE(drivers, (QStringList { QStringLiteral("pxb-pcie"), QStringLiteral("pcie-root-port"), QStringLiteral("x3130-upstream"),
                              QStringLiteral("xio3130-downstream"), QStringLiteral("vfio-pci"), QStringLiteral("xio3130-downstream"),
                              QStringLiteral("vfio-pci") }));
        QVERIFY(devices[2].contains(u"bus=tl-rp0"));
        QVERIFY(devices[6].startsWith(u"vfio-pci,host=0000:19:00.0,id=tl-nic0,bus=tl-ds1,"));
        QVERIFY(qemuLayoutText(layout).contains(u"Switch tl-us0 behind tl-rp0: host GPU0 and NIC 0000:19:00.0 share a switch"));

        // libvirt: the same switch as controllers, every port's chassis its own index (unique).
        QXmlStreamReader reader(libvirtLayoutXml(layout));
        QStringList models;
        QSet<QString> chassis;
        int ports = 0;
        QString index;
        while (!reader.atEnd()) {
            reader.readNext();
            if (!reader.isStartElement())
                continue;
            if (reader.name() == u"controller") {
                models << reader.attributes().value(QStringLiteral("model")).toString();
                index = reader.attributes().value(QStringLiteral("index")).toString();
            }
            if (reader.name() == u"target" && reader.attributes().hasAttribute(QStringLiteral("chassis"))) {
                QCOMPARE(reader.attributes().value(QStringLiteral("chassis")).toString(), index);
                chassis.insert(index);
                ++ports;
            }
        }
        QVERIFY(!reader.hasError());
        QCOMPARE(models, (QStringList { QStringLiteral("pcie-expander-bus"), QStringLiteral("pcie-root-port"),
                             QStringLiteral("pcie-switch-upstream-port"), QStringLiteral("pcie-switch-downstream-port"),
                             QStringLiteral("pcie-switch-downstream-port") }));
        QCOMPARE(chassis.size(), ports);

        // Without NICs: the GPU alone on its root port, as before.
        QemuLayoutOptions noNics;
        noNics.withNics = false;
        const QemuLayout gpusOnly = planQemuLayout(setup, noNics);
        QCOMPARE(gpusOnly.nicCount(), 0);
        QVERIFY(gpusOnly.expanders.first().switches.isEmpty());
        QCOMPARE(gpusOnly.expanders.first().gpus.first().rootPortId, QStringLiteral("tl-rp0"));
        QCOMPARE(gpusOnly.expanders.first().gpus.first().expectedGuestBdf, (Bdf { 0, gpusOnly.expanders.first().busNr + 1, 0, 0 }));
    }

    // A NIC the VM's configuration passes that shares no switch with a GPU (the demo host's
    // ConnectX, NODE from every GPU; the hostpci line constructed): a root port of its own on an
    // expander of its NUMA node, after the GPUs, and its line among those the layout replaces.
    void passedNicWithoutSwitchGetsItsOwnPort()
    {
        VirtualizationSetup setup = demoSetup();
        QCOMPARE(planQemuLayout(setup).nicCount(), 0); // NODE: not passed unless the VM has it
        ProxmoxPassthroughDevice nicLine;
        nicLine.configText = QStringLiteral("hostpci8: 0000:22:00,pcie=1");
        nicLine.hostDevice = bdf("0000:22:00.0");
        nicLine.pcie = true;
        setup.proxmox.devices.append(nicLine);
        const QemuLayout layout = planQemuLayout(setup);
        QCOMPARE(layout.nicCount(), 1);
        QVERIFY(layout.replacedLines.contains(nicLine.configText));
        for (const QemuExpander& e : layout.expanders) {
            QVERIFY(e.switches.isEmpty());
            for (const QemuLayoutNic& nic : e.nics) {
                QCOMPARE(nic.switchIndex, -1);
                QVERIFY(nic.hostGpus.isEmpty());
                QVERIFY(nic.portId.startsWith(u"tl-rp"));
                QCOMPARE(nic.portSlot, int(e.gpus.size())); // after the expander's GPUs
                QCOMPARE(e.hostNuma, nic.hostNuma);
                QCOMPARE(nic.expectedGuestBdf.bus, e.busNr + 1 + nic.portSlot);
            }
        }
        QVERIFY(qemuLayoutText(layout).contains(u"(passed by the VM's configuration)"));
    }

    void layoutRefusesI440fx()
    {
        VirtualizationSetup setup = demoSetup();
        setup.proxmox.config->entries.removeIf([](const auto& e) { return e.first == u"machine"; });
        const QemuLayout layout = planQemuLayout(setup);
        QVERIFY(!layout.ok());
        QVERIFY(TestUtil::describe(layout.diagnostics).contains("q35"));
        QVERIFY(proxmoxLayoutText(layout).startsWith(u"# error"));
        QVERIFY(qemuLayoutText(layout).startsWith(u"# error"));
        QXmlStreamReader reader(libvirtLayoutXml(layout));
        while (!reader.atEnd())
            reader.readNext();
        QVERIFY(!reader.hasError());
    }
};

QTEST_GUILESS_MAIN(TestQemuLayout)
#include "tst_qemulayout.moc"
