// SPDX-License-Identifier: GPL-3.0-or-later
// The generated layouts in the real tools: QEMU starts `qemu-layout --format qemu` (with ati-vga
// stand-ins for the GPUs, tests/analyze/qemulayouttestutil.h) and says over QMP where every device went;
// libvirt's own schema (virt-xml-validate) and parser (virsh on the test driver) take the libvirt
// fragment. No guest kernel: QEMU stays stopped (-S) and quits.
#include "analyze/generate/qemulayout.h"
#include "analyze/qemulayouttestutil.h"
#include "testutil.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;
using namespace QemuLayoutTest;

namespace {

const QString qemuBinary = QStringLiteral("qemu-system-x86_64");
// Nothing of the host: TCG, no default devices, no display, stopped before the firmware runs.
const QStringList qemuBase { QStringLiteral("-machine"), QStringLiteral("q35"), QStringLiteral("-accel"), QStringLiteral("tcg"),
    QStringLiteral("-nodefaults"), QStringLiteral("-display"), QStringLiteral("none"), QStringLiteral("-S"), QStringLiteral("-qmp"),
    QStringLiteral("stdio") };

QString layoutText(const QStringList& arguments)
{
    const TestUtil::CliRun r = TestUtil::runTopolens(arguments);
    if (r.exitCode != 0)
        qFatal("topolens %s failed: %s", qPrintable(arguments.join(u' ')), r.err.constData());
    return QString::fromUtf8(r.out);
}

// The demo with an HDMI audio function beside each GPU (the demo's GPUs have none): the
// multifunction form of the devices. Constructed, from the real demo layout.
QString multifunctionDemoText()
{
    QemuLayout layout = planQemuLayout(virtualizationSetupOf(openSnapshot(QStringLiteral("demo")).value));
    for (QemuExpander& e : layout.expanders) {
        for (QemuLayoutGpu& g : e.gpus)
            g.otherFunctions = { Bdf { g.hostBdf.domain, g.hostBdf.bus, g.hostBdf.device, 1 } };
    }
    return qemuLayoutText(layout);
}

// A host whose H100 and ConnectX-7 share a PCIe switch (the synthetic lspci -nnvvv): the layout
// puts both behind one emulated switch.
QString switchHostText()
{
    return qemuLayoutText(planQemuLayout(virtualizationSetupOf(TestUtil::hostSnapshotOf(
        QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"), QStringLiteral("lspci-verbose"), QStringLiteral("switch host")))));
}

struct QmpRun
{
    int exitCode = -1; // -1 also when QEMU crashed or hung
    QByteArray err;
    QHash<QString, QJsonValue> returns; // by command id
    QHash<QString, QString> errors;     // by command id: QMP's error description
};

// Starts QEMU with `arguments`, sends each command (id → QMP command) and quits. QEMU exits 0
// after quit only if it took every option and device.
QmpRun runQmp(const QString& qemu, const QStringList& arguments, const QList<QPair<QString, QJsonObject>>& commands)
{
    QByteArray input = R"({"execute":"qmp_capabilities"})" "\n";
    for (const auto& [id, command] : commands) {
        QJsonObject c = command;
        c.insert(QStringLiteral("id"), id);
        input += QJsonDocument(c).toJson(QJsonDocument::Compact) + '\n';
    }
    input += R"({"execute":"quit"})" "\n";
    QProcess process;
    process.start(qemu, qemuBase + arguments);
    process.write(input);
    QmpRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = "QEMU did not quit within 120 s\n" + process.readAllStandardError();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = process.readAllStandardError();
    for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
        const QJsonObject reply = QJsonDocument::fromJson(line).object();
        const QString id = reply.value(QStringLiteral("id")).toString();
        if (id.isEmpty())
            continue;
        if (reply.contains(QStringLiteral("return")))
            run.returns.insert(id, reply.value(QStringLiteral("return")));
        else
            run.errors.insert(id, reply.value(QStringLiteral("error")).toObject().value(QStringLiteral("desc")).toString());
    }
    return run;
}

QJsonObject qomGet(const QString& id, const QString& property)
{
    return { { QStringLiteral("execute"), QStringLiteral("qom-get") },
        { QStringLiteral("arguments"),
            QJsonObject { { QStringLiteral("path"), QString(u"/machine/peripheral/" + id) }, { QStringLiteral("property"), property } } } };
}

// "0x00" → devfn 0, "0x0.0x1" → devfn 1: QEMU's addr property is slot << 3 | function.
int devfnOf(const QString& addr)
{
    const QStringList parts = addr.split(u'.');
    const int slot = parts.first().toInt(nullptr, 0);
    return slot << 3 | (parts.size() > 1 ? parts[1].toInt(nullptr, 0) : 0);
}

// How many vCPUs each -numa node lists: "node,nodeid=1,cpus=30-59,memdev=…" → {1: 30}.
QHash<int, int> cpusPerNode(const QStringList& numaValues)
{
    QHash<int, int> out;
    for (const QString& v : numaValues) {
        const int node = propertyOf(v, QStringLiteral("nodeid")).toInt();
        for (const QString& part : deviceParts(v)) {
            if (!part.startsWith(u"cpus="))
                continue;
            const QStringList range = part.mid(5).split(u'-');
            out[node] += range.last().toInt() - range.first().toInt() + 1;
        }
    }
    return out;
}

QString qemuPath()
{
    return QStandardPaths::findExecutable(qemuBinary);
}

} // namespace

class TestCliQemuLayoutBoot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The stand-ins keep the layout: same ids, buses and addresses, GPUs replaced, nothing of the
    // host left that this machine may lack. No QEMU needed.
    void standInsKeepTheLayout()
    {
        StandIns standIns;
        standIns.gpuProperties = { QStringLiteral("addr"), QStringLiteral("multifunction"), QStringLiteral("romfile") };
        standIns.linkSpeeds = { QStringLiteral("2_5"), QStringLiteral("5"), QStringLiteral("8"), QStringLiteral("16") };
        const QString text = layoutText({ QStringLiteral("qemu-layout"), QStringLiteral("demo"), QStringLiteral("--format"),
            QStringLiteral("qemu"), QStringLiteral("--group"), QStringLiteral("numa") });
        const StandInResult r = standInArguments(text, standIns);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.standIns.size(), 8);
        const QStringList devices = optionValues(r.arguments, QStringLiteral("-device"));
        QCOMPARE(devices.size(), 2 + 8 + 8);
        QCOMPARE(devices.filter(QStringLiteral("vfio-pci")).size(), 0);
        QCOMPARE(devices.filter(QRegularExpression(QStringLiteral("^ati-vga,id=tl-gpu\\d,bus=tl-rp\\d,addr=0x0$"))).size(), 8);
        QCOMPARE(optionValues(r.arguments, QStringLiteral("-m")), QStringList { QStringLiteral("256M") });
        QCOMPARE(optionValues(r.arguments, QStringLiteral("-smp")), QStringList { QStringLiteral("60") });
        QCOMPARE(optionValues(r.arguments, QStringLiteral("-object")),
            (QStringList { QStringLiteral("memory-backend-ram,id=tl-ram0,size=128M"), QStringLiteral("memory-backend-ram,id=tl-ram1,size=128M") }));
        QCOMPARE(r.dropped.filter(QStringLiteral(": host=")).size(), 8);
        QCOMPARE(r.dropped.filter(QStringLiteral(": x-nv-gpudirect-clique=0")).size(), 8);
        QCOMPARE(r.dropped.filter(QStringLiteral(": x-speed=")).size(), 0); // capped at 16 GT/s by default
        QCOMPARE(r.dropped.size(), 16);
        // The generator's own text, unchanged: the host's binding and the GPUs as vfio-pci.
        QVERIFY(text.contains(u"\n-object memory-backend-ram,id=tl-ram1,size=230400M,host-nodes=1,policy=bind \\\n"));
        QVERIFY(text.contains(u"\n-numa node,nodeid=1,cpus=30-59,memdev=tl-ram1 \\\n"));

        // Not the form: an option without its trailing " \", two on one line, an id-less GPU.
        QVERIFY(standInArguments(QStringLiteral("# ok\n-m 1M\n")).error.startsWith(u"line 2: "));
        QVERIFY(standInArguments(QStringLiteral("-m 1M -smp 2 \\\n")).error.startsWith(u"line 1: "));
        QVERIFY(standInArguments(QStringLiteral("-smp 2 \\\n-device vfio-pci,host=0000:01:00.0,bus=x \\\n")).error.startsWith(u"line 2: "));
        QVERIFY(standInArguments(text).ok());
    }

    void qemuTakesTheLayout_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("gpus");
        QTest::newRow("demo, per root complex") << layoutText({ QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format"), QStringLiteral("qemu") }) << 8;
        QTest::newRow("demo, per NUMA node") << layoutText({ QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format=qemu"), QStringLiteral("--group"), QStringLiteral("numa") }) << 8;
        QTest::newRow("h200-x4: one expander, no NUMA") << layoutText({ QStringLiteral("qemu-layout"),
            TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")), QStringLiteral("--format"), QStringLiteral("qemu") }) << 4;
        QTest::newRow("demo with audio functions (constructed)") << multifunctionDemoText() << 16;
        QTest::newRow("a GPU and its NIC behind one switch") << switchHostText() << 2;
        // For QEMU 9.0: the host's 32 GT/s, which this QEMU (Debian 12's 7.2) must refuse.
        QTest::newRow("demo for QEMU 9.0") << layoutText({ QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format"), QStringLiteral("qemu"), QStringLiteral("--qemu"), QStringLiteral("9.0") }) << 8;
    }
    void qemuTakesTheLayout()
    {
        const QString qemu = qemuPath();
        if (qemu.isEmpty())
            QSKIP("qemu-system-x86_64 is not installed (Debian: qemu-system-x86): the generated layout is not started");
        QFETCH(QString, text);
        QFETCH(int, gpus);
        StandIns standIns;
        standIns.gpuProperties = deviceProperties(qemu, standIns.gpuDevice);
        QVERIFY2(standIns.gpuProperties.contains(QStringLiteral("multifunction")), "QEMU lists no ati-vga properties");
        standIns.linkSpeeds = linkSpeeds(qemu);
        const StandInResult layout = standInArguments(text, standIns);
        QVERIFY2(layout.ok(), qPrintable(layout.error));
        QCOMPARE(layout.standIns.size(), gpus);
        for (const QString& d : layout.dropped) {
            static const QRegularExpression expected(QStringLiteral(": (host|x-nv-gpudirect-clique|x-speed)="));
            QVERIFY2(expected.match(d).hasMatch(), qPrintable(u"the stand-in lost " + d));
        }

        // A link speed this QEMU does not know (x-speed=32 before QEMU 9.0) is refused, as the
        // layout's caveat says; the rest of the layout must then start without it.
        if (!layout.dropped.filter(QStringLiteral(": x-speed=")).isEmpty()) {
            StandIns asGenerated = standIns;
            asGenerated.linkSpeeds.clear();
            const QmpRun refused = runQmp(qemu, standInArguments(text, asGenerated).arguments, {});
            QVERIFY2(refused.exitCode != 0 && refused.err.contains("x-speed"), refused.err.constData());
            qInfo("this QEMU takes x-speed %s only and refuses the host's: %s", qPrintable(standIns.linkSpeeds.join(u'/')),
                refused.err.trimmed().constData());
        }

        // What to ask: where each device went, each expander's bus number and NUMA node, the
        // buses QEMU lists, and which node each vCPU is on.
        const QStringList devices = optionValues(layout.arguments, QStringLiteral("-device"));
        QList<QPair<QString, QJsonObject>> commands;
        commands.append({ QStringLiteral("pci"), QJsonObject { { QStringLiteral("execute"), QStringLiteral("query-pci") } } });
        commands.append({ QStringLiteral("cpus"), QJsonObject { { QStringLiteral("execute"), QStringLiteral("query-cpus-fast") } } });
        for (const QString& d : devices) {
            const QString id = propertyOf(d, QStringLiteral("id"));
            commands.append({ id + u"/parent_bus", qomGet(id, QStringLiteral("parent_bus")) });
            if (!propertyOf(d, QStringLiteral("addr")).isNull())
                commands.append({ id + u"/addr", qomGet(id, QStringLiteral("addr")) });
            if (deviceParts(d).first() == u"pxb-pcie") {
                commands.append({ id + u"/bus_nr", qomGet(id, QStringLiteral("bus_nr")) });
                commands.append({ id + u"/numa_node", qomGet(id, QStringLiteral("numa_node")) });
            }
        }
        const QmpRun run = runQmp(qemu, layout.arguments, commands);
        QVERIFY2(run.exitCode == 0, qPrintable(u"QEMU refused the layout:\n" + QString::fromUtf8(run.err) + u"\narguments: "
                                              + layout.arguments.join(u' ')));
        QVERIFY2(run.errors.isEmpty(), qPrintable(QStringList(run.errors.keys()).join(u", ") + u": " + QStringList(run.errors.values()).join(u"; ")));

        // query-pci, before the firmware numbers the buses: pcie.0 and one root bus per expander,
        // numbered bus_nr, with the root ports on it. (The GPUs behind the ports show once the
        // firmware has given the ports their secondary buses; qom says where they are now.)
        QHash<int, QSet<QString>> idsOnRootBus;
        for (const QJsonValue& bus : run.returns.value(QStringLiteral("pci")).toArray()) {
            for (const QJsonValue& device : bus.toObject().value(QStringLiteral("devices")).toArray())
                idsOnRootBus[bus.toObject().value(QStringLiteral("bus")).toInt()].insert(device.toObject().value(QStringLiteral("qdev_id")).toString());
        }
        const int guestNodes = int(optionValues(layout.arguments, QStringLiteral("-numa")).size());
        int expanders = 0;
        for (const QString& d : devices) {
            const QString id = propertyOf(d, QStringLiteral("id"));
            const QString bus = propertyOf(d, QStringLiteral("bus"));
            const QString parentBus = run.returns.value(id + u"/parent_bus").toString();
            QVERIFY2(parentBus.endsWith(u'/' + bus), qPrintable(id + u" is on " + parentBus + u", not on " + bus));
            if (const QString addr = propertyOf(d, QStringLiteral("addr")); !addr.isNull())
                QCOMPARE(run.returns.value(id + u"/addr").toInt(-1), devfnOf(addr));
            if (deviceParts(d).first() != u"pxb-pcie")
                continue;
            ++expanders;
            const int busNr = propertyOf(d, QStringLiteral("bus_nr")).toInt();
            QCOMPARE(run.returns.value(id + u"/bus_nr").toInt(-1), busNr);
            // Without numa_node= QEMU reports "unassigned", a number past the last node (128 in 7.2).
            const QString numaNode = propertyOf(d, QStringLiteral("numa_node"));
            const int reported = run.returns.value(id + u"/numa_node").toInt(-1);
            if (numaNode.isNull())
                QVERIFY2(reported >= guestNodes, qPrintable(id + u" has NUMA node " + QString::number(reported)));
            else
                QCOMPARE(reported, numaNode.toInt());
            QVERIFY2(idsOnRootBus.value(0).contains(id), qPrintable(id + u" is not on pcie.0 in query-pci"));
            QSet<QString> ports;
            for (const QString& port : devices) {
                if (deviceParts(port).first() == u"pcie-root-port" && propertyOf(port, QStringLiteral("bus")) == id)
                    ports.insert(propertyOf(port, QStringLiteral("id")));
            }
            QVERIFY(!ports.isEmpty());
            QCOMPARE(idsOnRootBus.value(busNr), ports);
        }
        QVERIFY(expanders > 0);
        QCOMPARE(idsOnRootBus.size(), expanders + 1);

        // The vCPUs on the guest NUMA nodes the -numa options name.
        const QHash<int, int> expectedCpus = cpusPerNode(optionValues(layout.arguments, QStringLiteral("-numa")));
        if (!expectedCpus.isEmpty()) {
            QHash<int, int> cpus;
            for (const QJsonValue& cpu : run.returns.value(QStringLiteral("cpus")).toArray())
                ++cpus[cpu.toObject().value(QStringLiteral("props")).toObject().value(QStringLiteral("node-id")).toInt(-1)];
            QCOMPARE(cpus, expectedCpus);
        }
    }

    void libvirtValidates_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("demo, per root complex") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format"), QStringLiteral("libvirt") };
        QTest::newRow("demo, per NUMA node") << QStringList { QStringLiteral("qemu-layout"), QStringLiteral("demo"),
            QStringLiteral("--format"), QStringLiteral("libvirt"), QStringLiteral("--group"), QStringLiteral("numa") };
        QTest::newRow("h200-x4: one expander, no NUMA") << QStringList { QStringLiteral("qemu-layout"),
            TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")), QStringLiteral("--format"), QStringLiteral("libvirt") };
    }
    void libvirtValidates()
    {
        const QString validate = QStandardPaths::findExecutable(QStringLiteral("virt-xml-validate"));
        if (validate.isEmpty())
            QSKIP("virt-xml-validate is not installed (Debian: libvirt-clients): the libvirt fragment is not validated");
        QFETCH(QStringList, arguments);
        const QString fragment = layoutText(arguments);
        // The smallest domain around the fragment: a name, the memory and vCPUs its NUMA cells
        // add up to, and the OS type; the fragment brings the rest.
        static const QRegularExpression cell(QStringLiteral("<cell id='\\d+' cpus='[0-9,-]*?(\\d+)' memory='(\\d+)' unit='MiB'/>"));
        qint64 memoryMiB = 0;
        int vcpus = 1;
        for (auto it = cell.globalMatch(fragment); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            vcpus = std::max(vcpus, m.captured(1).toInt() + 1);
            memoryMiB += m.captured(2).toLongLong();
        }
        static const QRegularExpression domainStart(QStringLiteral("(?m)^<domain [^>]*>\\n"));
        const QRegularExpressionMatch start = domainStart.match(fragment);
        QVERIFY2(start.hasMatch(), qPrintable(fragment));
        QString domain = fragment;
        domain.insert(start.capturedEnd(), QStringLiteral("  <name>topolens-layout</name>\n  <memory unit='MiB'>%1</memory>\n"
                                                          "  <vcpu>%2</vcpu>\n  <os>\n    <type arch='x86_64' machine='q35'>hvm</type>\n"
                                                          "  </os>\n")
                                               .arg(std::max<qint64>(memoryMiB, 1024))
                                               .arg(vcpus));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("domain.xml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(domain.toUtf8());
        file.close();

        QProcess validation;
        validation.start(validate, { path, QStringLiteral("domain") });
        QVERIFY(validation.waitForFinished(60000));
        QVERIFY2(validation.exitCode() == 0, qPrintable(QString::fromUtf8(validation.readAllStandardError()) + u'\n' + domain));

        // libvirt's parser as well (the test driver, in memory, no daemon): it also checks what
        // the schema cannot, such as the NUMA cells against the vCPUs.
        const QString virsh = QStandardPaths::findExecutable(QStringLiteral("virsh"));
        if (virsh.isEmpty()) {
            qInfo("virsh is not installed: the fragment is checked against libvirt's schema only");
            return;
        }
        QProcess define;
        define.start(virsh, { QStringLiteral("-c"), QStringLiteral("test:///default"), QStringLiteral("define"), path });
        QVERIFY(define.waitForFinished(60000));
        QVERIFY2(define.exitCode() == 0, qPrintable(QString::fromUtf8(define.readAllStandardError()) + u'\n' + domain));
    }
};

QTEST_GUILESS_MAIN(TestCliQemuLayoutBoot)
#include "tst_cli_qemulayoutboot.moc"
