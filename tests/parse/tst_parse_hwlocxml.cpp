// SPDX-License-Identifier: GPL-3.0-or-later
// hwloc-xml: lstopo's XML from the real H200 guest (2.x, 1.x and --whole-io), this build machine,
// and hwloc's own test machines (DGX-2 in 2.x and 3.x, POWER8 with NVLink, two 1.x machines);
// then broken, hostile and foreign input.
#include "io/parsejson.h"
#include "parse/formats.h"
#include "parse/hwloc/hwloc.h"
#include "testutil.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Topo;

namespace {

QByteArray xml(const char* name)
{
    return TestUtil::readFixture(u"hwloc-xml/" + QString::fromLatin1(name));
}

ParseResult<HwlocTopology> parseClean(const char* name)
{
    auto result = parseHwlocXml(xml(name));
    if (!result.diagnostics.isEmpty())
        qWarning("%s: %s", name, TestUtil::describe(result.diagnostics).constData());
    return result;
}

using TestUtil::bdf;

const PciDevice& device(const HwlocTopology& t, const char* address)
{
    const PciDevice* d = t.pci.find(bdf(address));
    if (!d)
        qFatal("no device %s", address);
    return *d;
}

const HwlocOsDevice& osDevice(const HwlocTopology& t, const char* name)
{
    for (const HwlocOsDevice& d : t.osDevices) {
        if (d.name == QLatin1StringView(name))
            return d;
    }
    qFatal("no OS device %s", name);
}

QStringList rootBuses(const HwlocTopology& t)
{
    QStringList out;
    for (const RootBus& r : t.pci.rootBuses)
        out << QString::asprintf("%04x:%02x", r.domain, r.bus);
    return out;
}

bool hasDiagnostic(const Diagnostics& diagnostics, int line, Severity severity, const char* fragment)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const Diagnostic& d) {
        return d.line == line && d.severity == severity && d.message.contains(QString::fromUtf8(fragment));
    });
}

int lineOf(const QByteArray& data, const char* text)
{
    const qsizetype at = data.indexOf(text);
    if (at < 0)
        qFatal("no %s in the input", text);
    return int(data.left(at).count('\n')) + 1;
}

// One line of text around a PCI device, hand-made for the messy cases.
QByteArray document(const QByteArray& objects, const QByteArray& after = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE topology SYSTEM \"hwloc2.dtd\">\n"
           "<topology version=\"2.0\">\n"
           "  <object type=\"Machine\" os_index=\"0\" cpuset=\"0x00000003\" nodeset=\"0x00000001\" gp_index=\"1\">\n"
           "    <object type=\"NUMANode\" os_index=\"0\" cpuset=\"0x00000003\" nodeset=\"0x00000001\" gp_index=\"2\" local_memory=\"1073741824\"/>\n"
           "    <object type=\"Bridge\" gp_index=\"3\" bridge_type=\"0-1\" depth=\"0\" bridge_pci=\"0000:[00-01]\">\n"
        + objects + "    </object>\n  </object>\n" + after + "</topology>\n";
}

} // namespace

class TestParseHwlocXml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The real H200 guest, lstopo-no-graphics 2.9 --of xml: PCI devices under the machine, the
    // GPU's link as hwloc gives it, one NUMA node, the OS devices.
    void h200GuestVersion2()
    {
        const auto r = parseClean("h200-vm.xml");
        QVERIFY(r.diagnostics.isEmpty());
        const HwlocTopology& t = r.value;
        QCOMPARE(t.formatMajor, 2);
        QCOMPARE(t.hwlocVersion, QStringLiteral("2.9.0"));
        QCOMPARE(rootBuses(t), QStringList { QStringLiteral("0000:00") });
        QStringList addresses;
        for (const PciDevice& d : t.pci.devices) {
            addresses << d.bdf.toString();
            QVERIFY(!d.parent); // all on the root bus of the host bridge [00-00]
            // Attached to the machine, local to all 16 CPUs: the kernel's numa_node is -1 here,
            // and hwloc's XML cannot tell that from node 0.
            QVERIFY(!d.numaNode);
        }
        QCOMPARE(addresses, (QStringList { QStringLiteral("0000:00:01.0"), QStringLiteral("0000:00:02.0"),
                                QStringLiteral("0000:00:03.0"), QStringLiteral("0000:00:06.0") }));
        const PciDevice& gpu = device(t, "0000:00:06.0");
        QCOMPARE(gpu.vendorId, quint16(0x10de));
        QCOMPARE(gpu.deviceId, quint16(0x2335));
        QCOMPARE(gpu.classCode, quint32(0x030200));
        QVERIFY(gpu.isGpu());
        // pci_link_speed="63.015385": Gen5 x16 as GB/s of one direction; no rate or width kept.
        QCOMPARE(t.linkSpeedsGBps.value(gpu.bdf), 63.015385);
        QVERIFY(std::abs(t.linkSpeedsGBps.value(gpu.bdf) - LinkState { 32, 16 }.gigabytesPerSecond()) < 1e-5);
        QVERIFY(!gpu.link.isKnown());
        QVERIFY(!t.linkSpeedsGBps.contains(bdf("0000:00:03.0"))); // "0.000000": virtio has no PCIe link
        QCOMPARE(t.numa.nodes.size(), 1);
        QCOMPARE(t.numa.nodes[0].id, 0);
        QCOMPARE(t.numa.nodes[0].cpuList, QStringLiteral("0-15"));
        QCOMPARE(t.numa.nodes[0].cpus.size(), 16);
        QCOMPARE(t.numa.nodes[0].sizeMiB, qint64(4658774016LL >> 20));
        QCOMPARE(t.osDevices.size(), 3);
        QCOMPARE(osDevice(t, "vda").type, HwlocOsDeviceType::Block);
        QCOMPARE(osDevice(t, "vda").pciDevice, std::optional<Bdf>(bdf("0000:00:01.0")));
        QCOMPARE(osDevice(t, "eth0").type, HwlocOsDeviceType::Network);
        QCOMPARE(osDevice(t, "eth0").pciDevice, std::optional<Bdf>(bdf("0000:00:03.0")));
        QCOMPARE(osDevice(t, "eth0").infos.value(0), (QPair<QString, QString>(QStringLiteral("Address"), QStringLiteral("02:fc:00:00:00:01"))));
        QVERIFY(t.gpuModel(gpu.bdf).isEmpty()); // no NVML plugin in that lstopo
        QVERIFY(t.distances.isEmpty());
    }

    // The same machine written as hwloc 1.x XML (--export-xml-flags 1): nested the 1.x way, it
    // reads into the same value.
    void h200GuestVersion1ReadsTheSame()
    {
        const auto v1 = parseClean("h200-vm.v1.xml");
        const auto v2 = parseClean("h200-vm.xml");
        QVERIFY(v1.diagnostics.isEmpty());
        QCOMPARE(v1.value.formatMajor, 1);
        QCOMPARE(rootBuses(v1.value), rootBuses(v2.value));
        QCOMPARE(v1.value.pci.devices.size(), v2.value.pci.devices.size());
        for (const PciDevice& d : v2.value.pci.devices) {
            const PciDevice& same = device(v1.value, qPrintable(d.bdf.toString()));
            QCOMPARE(same.classCode, d.classCode);
            QCOMPARE(same.vendorId, d.vendorId);
            QCOMPARE(same.deviceId, d.deviceId);
            QCOMPARE(same.parent, d.parent);
            QCOMPARE(same.numaNode, d.numaNode);
        }
        QCOMPARE(v1.value.linkSpeedsGBps, v2.value.linkSpeedsGBps);
        QCOMPARE(v1.value.numa.nodes[0].cpuList, QStringLiteral("0-15"));
        QCOMPARE(v1.value.numa.nodes[0].sizeMiB, v2.value.numa.nodes[0].sizeMiB);
        QCOMPARE(v1.value.osDevices.size(), 3);
    }

    // --whole-io keeps what the default filter drops: the host bridge function and devices of
    // unknown class.
    void h200GuestWholeIo()
    {
        const auto r = parseClean("h200-vm-wholeio.xml");
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.value.pci.devices.size(), 7);
        QCOMPARE(device(r.value, "0000:00:00.0").classCode, quint32(0x060000));
        QCOMPARE(device(r.value, "0000:00:04.0").classCode, quint32(0xffff00));
        QCOMPARE(device(r.value, "0000:00:04.0").deviceId, quint16(0x1053));
    }

    // This build machine, another Firecracker VM: two virtio functions, two vCPUs.
    void buildMachine()
    {
        const auto r = parseClean("build-vm.xml");
        QVERIFY(r.diagnostics.isEmpty());
        QCOMPARE(r.value.pci.devices.size(), 2);
        QCOMPARE(device(r.value, "0000:00:03.0").classCode, quint32(0x020000));
        QCOMPARE(osDevice(r.value, "vda").pciDevice, std::optional<Bdf>(bdf("0000:00:02.0")));
        QCOMPARE(r.value.numa.nodes.size(), 1);
        QCOMPARE(r.value.numa.nodes[0].cpuList, QStringLiteral("0-1"));
    }

    // A DGX-2 (hwloc's tests, 2.x): four root complexes, PLX switches five levels deep, 16 V100
    // with their NVML names, 12 NVSwitches, NUMA latencies and the NVLink bandwidth matrix.
    void dgx2Version2()
    {
        const auto r = parseClean("nvidiaDGX2.xml");
        QVERIFY(r.diagnostics.isEmpty());
        const HwlocTopology& t = r.value;
        QCOMPARE(rootBuses(t), (QStringList { QStringLiteral("0000:2b"), QStringLiteral("0000:4e"),
                                   QStringLiteral("0000:ae"), QStringLiteral("0000:d7") }));
        QCOMPARE(t.pci.devices.size(), 84);
        const PciDevice& rootPort = device(t, "0000:2b:00.0");
        QVERIFY(!rootPort.parent);
        QCOMPARE(rootPort.role, PciRole::PciBridge);
        QCOMPARE(rootPort.secondaryBus, 0x2c);
        QCOMPARE(rootPort.subordinateBus, 0x3b);
        QCOMPARE(device(t, "0000:2c:00.0").parent, std::optional<Bdf>(rootPort.bdf));
        QCOMPARE(device(t, "0000:33:10.0").secondaryBus, 0x36);
        QCOMPARE(device(t, "0000:33:10.0").subordinateBus, 0x36);
        // The path of GPU 0000:34:00.0 up to its root port.
        QStringList path;
        for (const PciDevice* d : t.pci.pathToRoot(bdf("0000:34:00.0")))
            path << d->bdf.toString();
        QCOMPARE(path, (QStringList { QStringLiteral("0000:34:00.0"), QStringLiteral("0000:33:00.0"), QStringLiteral("0000:32:00.0"),
                            QStringLiteral("0000:2d:04.0"), QStringLiteral("0000:2c:00.0"), QStringLiteral("0000:2b:00.0") }));
        int gpus = 0;
        int nvSwitches = 0;
        for (const PciDevice& d : t.pci.devices) {
            gpus += d.isGpu();
            nvSwitches += d.classCode == 0x068000 && d.deviceId == 0x1ac2;
        }
        QCOMPARE(gpus, 16);
        QCOMPARE(nvSwitches, 11); // and 0000:66:00.0, whose pci_type hwloc wrote as all zeroes
        QCOMPARE(device(t, "0000:66:00.0").classCode, quint32(0));
        QCOMPARE(device(t, "0000:34:00.0").numaNode, std::optional<int>(0));
        QCOMPARE(device(t, "0000:b7:00.0").numaNode, std::optional<int>(1));
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0000:34:00.0")), 15.753846); // Gen3 x16
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0000:50:10.0")), 3.938462);  // Gen3 x4
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0000:61:00.0")), 1.0);
        QCOMPARE(t.osDevices.size(), 16);
        const HwlocOsDevice& nvml0 = osDevice(t, "nvml0");
        QCOMPARE(nvml0.type, HwlocOsDeviceType::CoProcessor); // osdev_type="5" as written
        QCOMPARE(nvml0.backend, QStringLiteral("NVML"));
        QCOMPARE(nvml0.gpuModel, QStringLiteral("Tesla V100-SXM3-32GB-H"));
        QCOMPARE(nvml0.pciDevice, std::optional<Bdf>(bdf("0000:34:00.0")));
        QCOMPARE(osDevice(t, "nvml15").pciDevice, std::optional<Bdf>(bdf("0000:e7:00.0")));
        QCOMPARE(osDevice(t, "nvml15").numaNode, std::optional<int>(1));
        QCOMPARE(t.gpuModel(bdf("0000:e7:00.0")), QStringLiteral("Tesla V100-SXM3-32GB-H"));

        QCOMPARE(t.numa.nodes.size(), 2);
        QCOMPARE(t.numa.nodes[0].cpuList, QStringLiteral("0-1"));
        QCOMPARE(t.numa.nodes[1].cpuList, QStringLiteral("24-25"));
        QCOMPARE(t.numa.nodes[0].distances, (QList<int> { 10, 21 }));
        QCOMPARE(t.numa.nodes[1].distances, (QList<int> { 21, 10 }));
        QCOMPARE(t.distances.size(), 2);
        const HwlocDistances& latency = t.distances[0];
        QCOMPARE(latency.name, QStringLiteral("NUMALatency"));
        QCOMPARE(latency.kind, quint32(HwlocDistances::FromOs | HwlocDistances::MeansLatency));
        QCOMPARE(latency.line, 368);
        const HwlocDistances& nvlink = t.distances[1];
        QCOMPARE(nvlink.name, QStringLiteral("NVLinkBandwidth"));
        QCOMPARE(nvlink.kind, quint32(HwlocDistances::FromOs | HwlocDistances::MeansBandwidth | HwlocDistances::HeterogeneousTypes));
        QCOMPARE(nvlink.size(), 28);
        QCOMPARE(nvlink.objects[0].type, QStringLiteral("OSDev"));
        QCOMPARE(nvlink.objects[0].index, quint64(802));
        QCOMPARE(nvlink.objects[0].label, QStringLiteral("nvml0"));
        QCOMPARE(nvlink.objects[16].type, QStringLiteral("PCIDev"));
        QCOMPARE(nvlink.objects[16].label, QStringLiteral("0000:65:00.0")); // an NVSwitch
        QCOMPARE(nvlink.objects[27].label, QStringLiteral("0000:c2:00.0"));
        // Each V100 reaches the six NVSwitches of its baseboard at 25000 MB/s, and no other.
        for (qsizetype gpu = 0; gpu < 16; ++gpu) {
            double sum = 0;
            for (qsizetype peer = 0; peer < nvlink.size(); ++peer)
                sum += nvlink.value(gpu, peer);
            QCOMPARE(sum, 6 * 25000.0);
        }
        QCOMPARE(nvlink.value(0, 16), 25000.0);
        QCOMPARE(nvlink.value(0, 22), 0.0);  // nvml0 and the other baseboard's 0000:c5:00.0
        QCOMPARE(nvlink.value(8, 22), 25000.0);
        QCOMPARE(nvlink.value(16, 0), 25000.0);
    }

    // The same DGX-2 in hwloc 3.0's form (id="obj…", pci_type with a programming interface,
    // bit-mask OS device types): the same tree and matrices.
    void dgx2Version3ReadsTheSame()
    {
        const auto v3 = parseClean("nvidiaDGX2.v3.xml");
        const auto v2 = parseClean("nvidiaDGX2.xml");
        QVERIFY(v3.diagnostics.isEmpty());
        QCOMPARE(v3.value.formatMajor, 3);
        QCOMPARE(rootBuses(v3.value), rootBuses(v2.value));
        QCOMPARE(v3.value.pci.devices.size(), v2.value.pci.devices.size());
        for (const PciDevice& d : v2.value.pci.devices) {
            const PciDevice& same = device(v3.value, qPrintable(d.bdf.toString()));
            QCOMPARE(same.classCode, d.classCode);
            QCOMPARE(same.parent, d.parent);
            QCOMPARE(same.secondaryBus, d.secondaryBus);
            QCOMPARE(same.numaNode, d.numaNode);
        }
        QCOMPARE(v3.value.linkSpeedsGBps, v2.value.linkSpeedsGBps);
        QCOMPARE(v3.value.numa.nodes[1].distances, v2.value.numa.nodes[1].distances);
        QCOMPARE(v3.value.distances.size(), 2);
        QCOMPARE(v3.value.distances[1].values, v2.value.distances[1].values);
        QCOMPARE(v3.value.distances[1].objects[16].label, QStringLiteral("0000:65:00.0")); // resolved through id="obj449"
        // osdev_type="12" (GPU and co-processor): hwloc's v2 export writes NVML devices as GPUs.
        QCOMPARE(osDevice(v3.value, "nvml0").type, HwlocOsDeviceType::Gpu);
        QCOMPARE(osDevice(v3.value, "nvml0").gpuModel, QStringLiteral("Tesla V100-SXM3-32GB-H"));
    }

    // POWER8 with four P100 on NVLink (2.x): PCI domains per GPU, CUDA, OpenCL and NVML devices
    // of one GPU, and NVLink to the CPUs in a heterogeneous matrix.
    void power8NvLink()
    {
        const auto r = parseClean("power8gpudistances.xml");
        QVERIFY(r.diagnostics.isEmpty());
        const HwlocTopology& t = r.value;
        QCOMPARE(rootBuses(t), (QStringList { QStringLiteral("0002:00"), QStringLiteral("0003:00"),
                                   QStringLiteral("000a:00"), QStringLiteral("000b:00") }));
        const PciDevice& gpu = device(t, "0002:01:00.0");
        QCOMPARE(gpu.parent, std::optional<Bdf>(bdf("0002:00:00.0")));
        QCOMPARE(gpu.numaNode, std::optional<int>(0));
        QCOMPARE(device(t, "000b:01:00.0").numaNode, std::optional<int>(1));
        QCOMPARE(t.linkSpeedsGBps.value(gpu.bdf), 15.753846);
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0002:00:00.0")), 7.876923); // Gen3 x8
        QCOMPARE(osDevice(t, "cuda0").type, HwlocOsDeviceType::CoProcessor);
        QCOMPARE(osDevice(t, "cuda0").subtype, QStringLiteral("CUDA"));
        QCOMPARE(osDevice(t, "opencl0d0").subtype, QStringLiteral("OpenCL"));
        QCOMPARE(osDevice(t, "nvml0").type, HwlocOsDeviceType::Gpu);
        QCOMPARE(osDevice(t, "nvml0").pciDevice, std::optional<Bdf>(gpu.bdf));
        QCOMPARE(t.gpuModel(gpu.bdf), QStringLiteral("Tesla P100-SXM2-16GB"));
        QCOMPARE(t.numa.nodes[0].cpuList, QStringLiteral("0-1,8-9,16-17,24-25"));
        QCOMPARE(t.numa.nodes[0].distances, (QList<int> { 10, 40 }));
        const HwlocDistances& nvlink = t.distances[1];
        QStringList labels;
        for (const HwlocDistanceObject& o : nvlink.objects)
            labels << o.label;
        QCOMPARE(labels, (QStringList { QStringLiteral("nvml0"), QStringLiteral("nvml1"), QStringLiteral("nvml2"),
                             QStringLiteral("nvml3"), QStringLiteral("Package P#0"), QStringLiteral("Package P#1") }));
        QCOMPARE(nvlink.value(0, 0), 1000000.0);
        QCOMPARE(nvlink.value(0, 1), 40000.0); // GPU to GPU
        QCOMPARE(nvlink.value(0, 4), 40000.0); // GPU to its CPU
        QCOMPARE(nvlink.value(0, 5), 0.0);
    }

    // hwloc 1.x (an IBM x3950 M2 from hwloc 1.11's tests): NUMA nodes are the parents of the
    // packages and of the PCI trees, PCI objects carry their names, bitmaps leave out zero words
    // ("0x000000ff,,0x0"), and <distances> of <latency> times latency_base.
    void ibmVersion1()
    {
        const auto r = parseClean("96em64t-4n4d3ca2co-pci.v1.xml");
        QVERIFY(r.diagnostics.isEmpty());
        const HwlocTopology& t = r.value;
        QCOMPARE(t.formatMajor, 1);
        QCOMPARE(rootBuses(t), (QStringList { QStringLiteral("0000:00"), QStringLiteral("0000:03"), QStringLiteral("0000:30"),
                                   QStringLiteral("0000:60"), QStringLiteral("0000:90") }));
        QCOMPARE(t.pci.devices.size(), 26);
        const PciDevice& nic = device(t, "0000:02:00.0");
        QCOMPARE(nic.parent, std::optional<Bdf>(bdf("0000:00:1c.0")));
        QCOMPARE(nic.numaNode, std::optional<int>(0));
        QCOMPARE(nic.vendorName, QStringLiteral("Broadcom Corporation"));
        QCOMPARE(nic.deviceName, QStringLiteral("NetXtreme II BCM5709 Gigabit Ethernet"));
        QCOMPARE(nic.description, QStringLiteral("Broadcom Corporation NetXtreme II BCM5709 Gigabit Ethernet"));
        QCOMPARE(device(t, "0000:34:00.0").parent, std::optional<Bdf>(bdf("0000:33:00.0")));
        QCOMPARE(device(t, "0000:33:00.0").parent, std::optional<Bdf>(bdf("0000:30:1e.0")));
        QCOMPARE(device(t, "0000:30:1e.0").secondaryBus, 0x33);
        QCOMPARE(device(t, "0000:30:1e.0").subordinateBus, 0x34);
        QCOMPARE(device(t, "0000:34:00.0").numaNode, std::optional<int>(1));
        QCOMPARE(device(t, "0000:94:00.0").numaNode, std::optional<int>(3));
        QCOMPARE(osDevice(t, "card0").type, HwlocOsDeviceType::Gpu);
        QCOMPARE(osDevice(t, "card0").pciDevice, std::optional<Bdf>(bdf("0000:01:00.0")));
        QCOMPARE(osDevice(t, "sdc").numaNode, std::optional<int>(3));
        QCOMPARE(t.numa.nodes.size(), 4);
        QCOMPARE(t.numa.nodes[2].cpuList, QStringLiteral("48-71"));
        QCOMPARE(t.numa.nodes[3].cpuList, QStringLiteral("72-95")); // "0xffffff00,,0x0"
        QCOMPARE(t.numa.nodes[0].distances, (QList<int> { 10, 26, 26, 26 }));
        QCOMPARE(t.numa.nodes[3].distances, (QList<int> { 26, 26, 26, 10 }));
        QCOMPARE(t.distances.size(), 1);
        QVERIFY(t.distances[0].name.isEmpty());
        QCOMPARE(t.distances[0].objects[3].label, QStringLiteral("NUMANode P#3"));
    }

    // hwloc 1.x with Cluster-on-Die: two NUMA nodes per package, the PCI tree under the first,
    // 1.x link speeds, distances at relative depth 2.
    void clusterOnDieVersion1()
    {
        const auto r = parseClean("28intel64-2p2g7c-CoDgroups.v1.xml");
        QVERIFY(r.diagnostics.isEmpty());
        const HwlocTopology& t = r.value;
        QCOMPARE(t.hwlocVersion, QStringLiteral("1.11.7"));
        QCOMPARE(t.pci.devices.size(), 18);
        for (const PciDevice& d : t.pci.devices)
            QCOMPARE(d.numaNode, std::optional<int>(0));
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0000:00:01.0")), 7.876923);
        QCOMPARE(t.linkSpeedsGBps.value(bdf("0000:03:00.0")), 15.753846);
        QCOMPARE(device(t, "0000:06:00.0").parent, std::optional<Bdf>(bdf("0000:05:00.0")));
        QCOMPARE(osDevice(t, "enp6s0").pciDevice, std::optional<Bdf>(bdf("0000:06:00.0")));
        QStringList cpus;
        for (const NumaNode& n : t.numa.nodes)
            cpus << n.cpuList;
        QCOMPARE(cpus, (QStringList { QStringLiteral("0-6"), QStringLiteral("7-13"), QStringLiteral("14-20"), QStringLiteral("21-27") }));
        QCOMPARE(t.numa.nodes[0].distances, (QList<int> { 10, 21, 31, 31 }));
        QCOMPARE(t.numa.nodes[2].distances, (QList<int> { 31, 31, 10, 21 }));
    }

    void jsonCarriesHwlocsOwnFigures()
    {
        const InputFormat* format = findInputFormat(u"hwloc-xml");
        QVERIFY(format);
        Diagnostics diagnostics;
        const nlohmann::json out = Json::parseToJson(*format, xml("h200-vm.xml"), &diagnostics);
        QCOMPARE(out["formatVersion"].get<int>(), 2);
        QCOMPARE(out["pci"]["rootBuses"][0].get<std::string>(), std::string("0000:00"));
        const nlohmann::json& gpu = out["pci"]["devices"][3];
        QCOMPARE(gpu["bdf"].get<std::string>(), std::string("0000:00:06.0"));
        QCOMPARE(gpu["classCode"].get<std::string>(), std::string("030200"));
        QCOMPARE(gpu["linkSpeedGBps"].get<double>(), 63.015385);
        QVERIFY(!gpu.contains("numaNode"));
        QVERIFY(!out["pci"]["devices"][0].contains("linkSpeedGBps"));
        QCOMPARE(out["osDevices"][2]["name"].get<std::string>(), std::string("eth0"));
        QCOMPARE(out["osDevices"][2]["type"].get<std::string>(), std::string("network"));
        QCOMPARE(out["osDevices"][2]["pci"].get<std::string>(), std::string("0000:00:03.0"));
        QCOMPARE(out["numa"]["nodes"][0]["cpuList"].get<std::string>(), std::string("0-15"));

        const nlohmann::json dgx = Json::parseToJson(*format, xml("nvidiaDGX2.xml"), &diagnostics);
        QCOMPARE(dgx["distances"][1]["name"].get<std::string>(), std::string("NVLinkBandwidth"));
        QCOMPARE(dgx["distances"][1]["means"].get<std::string>(), std::string("bandwidth"));
        QCOMPARE(dgx["distances"][1]["values"][0][16].get<double>(), 25000.0);
        QCOMPARE(dgx["distances"][1]["objects"][16]["label"].get<std::string>(), std::string("0000:65:00.0"));
        QCOMPARE(dgx["osDevices"][0]["gpuModel"].get<std::string>(), std::string("Tesla V100-SXM3-32GB-H"));
    }

    void sniffsHwlocAndNothingElse()
    {
        for (const char* name : { "h200-vm.xml", "h200-vm.v1.xml", "nvidiaDGX2.v3.xml", "96em64t-4n4d3ca2co-pci.v1.xml" })
            QCOMPARE(sniffHwlocXml(xml(name)), 95);
        // Without its header, a bare <topology> with objects.
        QCOMPARE(sniffHwlocXml(document("").mid(document("").indexOf("<topology"))), 95);
        // The other XML formats TopoLens reads are theirs.
        for (const char* other : { "nvidia-smi-xml/h200-vm.xml", "libvirt-domain-xml/pcie-root-port.x86_64-latest.xml",
                 "nccl-topo-xml/h200-vm-dump.xml" }) {
            const QByteArray data = TestUtil::readFixture(QString::fromLatin1(other));
            QCOMPARE(sniffHwlocXml(data), 0);
            const auto r = parseHwlocXml(data);
            QVERIFY2(r.hasErrors(), other);
            QVERIFY(r.diagnostics.first().message.contains(u"not an hwloc topology"));
        }
        QCOMPARE(sniffHwlocXml("<topologyx/>"), 0);
        QCOMPARE(sniffHwlocXml("lstopo output:\n<topology>"), 0);
    }

    void crlfReadsTheSame()
    {
        QByteArray data = xml("h200-vm.xml");
        data.replace("\n", "\r\n");
        const auto r = parseHwlocXml(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.pci.devices.size(), 4);
        QCOMPARE(r.value.linkSpeedsGBps.value(bdf("0000:00:06.0")), 63.015385);
        QCOMPARE(r.value.osDevices[2].line, lineOf(xml("h200-vm.xml"), "name=\"eth0\""));
    }

    // Pasted with a prompt above it, or fenced in an issue: read through the registry (the
    // paste normaliser, then this parser), the lines still those of the paste.
    void pastedWithAPromptOrFence()
    {
        const QByteArray fenced = QByteArray("Here is my topology:\n\n```xml\n") + xml("h200-vm.xml") + "```\n";
        const DetectedFormat detected = detectInputFormat(fenced);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("hwloc-xml"));
        const ParsedInput parsed = detected.format->parse(fenced);
        const auto* topology = std::get_if<HwlocTopology>(&parsed.value);
        QVERIFY(topology);
        QCOMPARE(topology->pci.devices.size(), 4);
        QCOMPARE(topology->osDevices[2].line, lineOf(xml("h200-vm.xml"), "name=\"eth0\"") + 3);
        for (const Diagnostic& d : parsed.diagnostics)
            QVERIFY2(d.severity == Severity::Info, TestUtil::describe(parsed.diagnostics).constData());

        const auto prompted = parseHwlocXml(QByteArray("$ lstopo-no-graphics --of xml\n" + xml("h200-vm.xml")));
        QCOMPARE(prompted.value.pci.devices.size(), 4);
        QCOMPARE(prompted.value.osDevices[2].line, lineOf(xml("h200-vm.xml"), "name=\"eth0\"") + 1);
        QVERIFY(hasDiagnostic(prompted.diagnostics, 1, Severity::Info, "before the XML"));
    }

    // A capture cut off inside the PCI tree: what came before is kept, the error names the line
    // where it ends and the element left open.
    void truncatedNamesTheLine()
    {
        const QByteArray data = xml("h200-vm.xml");
        const qsizetype cut = data.indexOf("pci_busid=\"0000:00:03.0\"");
        const int line = lineOf(data, "pci_busid=\"0000:00:03.0\"");
        const auto r = parseHwlocXml(data.left(cut));
        QVERIFY(r.hasErrors());
        QVERIFY2(hasDiagnostic(r.diagnostics, line, Severity::Error, "cut off"), TestUtil::describe(r.diagnostics).constData());
        QVERIFY(r.diagnostics.last().message.contains(u"<object> opened at line 221"));
        QCOMPARE(r.value.pci.devices.size(), 2);
        QCOMPARE(r.value.numa.nodes.size(), 1);
        // Cut between elements, the same.
        const auto between = parseHwlocXml(data.left(data.indexOf("<support")));
        QVERIFY(between.hasErrors());
        QCOMPARE(between.value.pci.devices.size(), 4);
    }

    void emptyGarbageAndBinary()
    {
        for (const QByteArray& input : { QByteArray(), QByteArray("  \n\n"), TestUtil::garbage(4096, 7),
                 QByteArray("just some words\n"), QByteArray("<?xml version=\"1.0\"?>\n") }) {
            const auto r = parseHwlocXml(input);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.isEmpty());
            QCOMPARE(sniffHwlocXml(input), 0);
        }
        QVERIFY(parseHwlocXml("<topology version=\"2.0\"><object type=\"Machine\"").hasErrors());
    }

    // Bytes that are not UTF-8 in a DMI string (hwloc copies them as the kernel gives them): the
    // line is named and the rest is read.
    void nonUtf8IsReadWithReplacement()
    {
        QByteArray data = xml("h200-vm.xml");
        data.replace("<info name=\"HostName\" value=\"vm\"/>", "<info name=\"HostName\" value=\"v\xe9m\"/>");
        const auto r = parseHwlocXml(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(hasDiagnostic(r.diagnostics, lineOf(data, "name=\"HostName\""), Severity::Warning, "not UTF-8"));
        QCOMPARE(r.value.machineInfos.value(5).second, QStringLiteral("v\uFFFDm"));
        QCOMPARE(r.value.pci.devices.size(), 4);
        // Declared as Latin-1, the same bytes are what they say.
        data.replace("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
        const auto latin1 = parseHwlocXml(data);
        QVERIFY2(latin1.diagnostics.isEmpty(), TestUtil::describe(latin1.diagnostics).constData());
        QCOMPARE(latin1.value.machineInfos.value(5).second, QStringLiteral("v\u00e9m"));
    }

    // Remote text is hostile: C1 controls, bidi overrides, zero-width characters and line breaks
    // that XML character references carry are cleaned; markup stays text. hwloc itself writes
    // printable ASCII only (HWLOC_XML_CHAR_VALID), so these come from edited or forged files.
    void hostileStringsAreCleaned()
    {
        const QByteArray data = document(
            "      <object type=\"PCIDev\" gp_index=\"4\" pci_busid=\"0000:00:02.0\" pci_type=\"0302 [10de:2335] [10de:18bf] a1\" pci_link_speed=\"0.0\">\n"
            "        <info name=\"PCIDevice\" value=\"H200&#x9B;31m&#x202E;evil\"/>\n"
            "        <object type=\"OSDev\" gp_index=\"5\" name=\"nvml0&#10;&lt;script&gt;\" osdev_type=\"1\">\n"
            "          <info name=\"GPUModel\" value=\"&#x202E;NVIDIA&#x200B; H200\"/>\n"
            "        </object>\n"
            "      </object>\n");
        const auto r = parseHwlocXml(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        const PciDevice& d = device(r.value, "0000:00:02.0");
        QVERIFY(!d.deviceName.contains(QChar(0x9b)));
        QVERIFY(!d.deviceName.contains(QChar(0x202e)));
        QVERIFY(d.deviceName.startsWith(u"H200"));
        const HwlocOsDevice& os = r.value.osDevices.first();
        QVERIFY(!os.name.contains(u'\n'));
        QVERIFY(os.name.contains(u"<script>")); // kept as text; escaped wherever it is drawn
        QCOMPARE(os.pciDevice, std::optional<Bdf>(d.bdf));
        QVERIFY(!os.gpuModel.contains(QChar(0x202e)));
        QVERIFY(!os.gpuModel.contains(QChar(0x200b)));
        QVERIFY(os.gpuModel.contains(u"NVIDIA"));
        // A raw control character is not XML at all: an error at its line, what came before kept.
        QByteArray raw = data;
        raw.replace("&#x9B;", "\x1b");
        const auto broken = parseHwlocXml(raw);
        QVERIFY(broken.hasErrors());
        QVERIFY2(hasDiagnostic(broken.diagnostics, 8, Severity::Error, "not well-formed"), TestUtil::describe(broken.diagnostics).constData());
        QCOMPARE(broken.value.numa.nodes.size(), 1);
    }

    void dtdWithDeclarationsIsRefused()
    {
        const QByteArray data = "<?xml version=\"1.0\"?>\n<!DOCTYPE topology [\n<!ENTITY a \"aaaaaaaaaa\">\n]>\n"
                                "<topology version=\"2.0\"><object type=\"Machine\" name=\"&a;\"/></topology>\n";
        const auto r = parseHwlocXml(data);
        QVERIFY(r.hasErrors());
        QVERIFY(r.diagnostics.first().message.contains(u"DOCTYPE"));
        QVERIFY(r.value.machineInfos.isEmpty());
    }

    // Attributes not in hwloc's form are named at their line and left out, as hwloc does.
    void badAttributesAreNamed()
    {
        const QByteArray data = document(
            "      <object type=\"PCIDev\" gp_index=\"4\" pci_busid=\"0000:zz:02.0\" pci_type=\"0302 [10de:2335] [10de:18bf] a1\"/>\n"
            "      <object type=\"PCIDev\" gp_index=\"5\" pci_busid=\"0000:00:03.0\" pci_type=\"0302 10de:2335\" pci_link_speed=\"fast\"/>\n"
            "      <object type=\"Bridge\" gp_index=\"6\" bridge_type=\"1-1\" bridge_pci=\"0000:01-02\" pci_busid=\"0000:00:04.0\"/>\n"
            "      <object type=\"PCIDev\" gp_index=\"7\" pci_busid=\"0000:00:03.0\"/>\n"
            "      <object type=\"PCIDev\" gp_index=\"8\"/>\n");
        const auto r = parseHwlocXml(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(hasDiagnostic(r.diagnostics, 7, Severity::Warning, "pci_busid=\"0000:zz:02.0\""));
        QVERIFY(hasDiagnostic(r.diagnostics, 8, Severity::Warning, "pci_type=\"0302 10de:2335\""));
        QVERIFY(hasDiagnostic(r.diagnostics, 8, Severity::Warning, "pci_link_speed=\"fast\""));
        QVERIFY(hasDiagnostic(r.diagnostics, 9, Severity::Warning, "bridge_pci=\"0000:01-02\""));
        QVERIFY(hasDiagnostic(r.diagnostics, 10, Severity::Warning, "appears twice"));
        QVERIFY(hasDiagnostic(r.diagnostics, 11, Severity::Warning, "without pci_busid"));
        QCOMPARE(r.value.pci.devices.size(), 2);
        QCOMPARE(device(r.value, "0000:00:03.0").classCode, quint32(0));
        QCOMPARE(device(r.value, "0000:00:04.0").secondaryBus, -1);
    }

    void incompleteDistancesAreNamed()
    {
        const QByteArray data = document("",
            "  <distances2 type=\"NUMANode\" nbobjs=\"2\" kind=\"5\" name=\"NUMALatency\" indexing=\"os\">\n"
            "    <indexes length=\"4\">0 1 </indexes>\n"
            "    <u64values length=\"9\">10 21 21 </u64values>\n"
            "  </distances2>\n");
        const auto r = parseHwlocXml(data);
        QVERIFY(hasDiagnostic(r.diagnostics, 9, Severity::Warning, "NUMALatency"));
        QVERIFY(r.value.distances.isEmpty());
        QVERIFY(r.value.numa.nodes[0].distances.isEmpty());
    }

    // A 1.x matrix that is not between the NUMA nodes (here two objects, one NUMA node) is
    // dropped, as hwloc 2 drops it, with an info at its line.
    void version1DistancesNotBetweenNumaNodes()
    {
        const QByteArray data = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<topology>\n"
                                "  <object type=\"Machine\" os_index=\"0\" cpuset=\"0x00000003\">\n"
                                "    <distances nbobjs=\"2\" relative_depth=\"2\" latency_base=\"10.000000\">\n"
                                "      <latency value=\"1.000000\"/>\n      <latency value=\"2.000000\"/>\n"
                                "      <latency value=\"2.000000\"/>\n      <latency value=\"1.000000\"/>\n"
                                "    </distances>\n"
                                "    <object type=\"NUMANode\" os_index=\"0\" cpuset=\"0x00000003\" nodeset=\"0x00000001\"/>\n"
                                "  </object>\n</topology>\n";
        const auto r = parseHwlocXml(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(hasDiagnostic(r.diagnostics, 4, Severity::Info, "not between the 1 NUMA nodes"));
        QVERIFY(r.value.distances.isEmpty());
        QCOMPARE(r.value.numa.nodes.size(), 1);
        // With two NUMA nodes the same matrix is theirs: latency × latency_base.
        QByteArray two = data;
        two.replace("<object type=\"NUMANode\" os_index=\"0\" cpuset=\"0x00000003\" nodeset=\"0x00000001\"/>",
            "<object type=\"NUMANode\" os_index=\"0\" cpuset=\"0x00000001\" nodeset=\"0x00000001\"/>"
            "<object type=\"NUMANode\" os_index=\"1\" cpuset=\"0x00000002\" nodeset=\"0x00000002\"/>");
        const auto r2 = parseHwlocXml(two);
        QVERIFY2(r2.diagnostics.isEmpty(), TestUtil::describe(r2.diagnostics).constData());
        QCOMPARE(r2.value.numa.nodes[0].distances, (QList<int> { 10, 20 }));
        QCOMPARE(r2.value.numa.nodes[1].cpuList, QStringLiteral("1"));
    }

    void deepNestingStops()
    {
        QByteArray objects;
        for (int i = 0; i < 400; ++i)
            objects += "<object type=\"Group\">";
        const auto r = parseHwlocXml(QByteArray("<topology version=\"2.0\">" + objects));
        QVERIFY(r.hasErrors());
        QVERIFY(r.diagnostics.first().message.contains(u"deeper than"));
    }

    // 20000 PCI functions (a hostile or generated file far beyond any machine) read in full.
    void hugeInput()
    {
        QByteArray objects;
        for (int i = 0; i < 20000; ++i) {
            objects += QByteArray("      <object type=\"PCIDev\" pci_busid=\"")
                + QString::asprintf("0001:%02x:%02x.%x", (i >> 8) & 0xff, (i >> 3) & 0x1f, i & 7).toLatin1()
                + "\" pci_type=\"0200 [15b3:1021] [15b3:0023] 00\" pci_link_speed=\"31.507692\"/>\n";
        }
        const auto r = parseHwlocXml(document(objects));
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics.mid(0, 3)).constData());
        QCOMPARE(r.value.pci.devices.size(), 20000);
        QCOMPARE(r.value.linkSpeedsGBps.size(), 20000);
    }
};

QTEST_GUILESS_MAIN(TestParseHwlocXml)
#include "tst_parse_hwlocxml.moc"
