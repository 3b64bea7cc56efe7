// SPDX-License-Identifier: GPL-3.0-or-later
#include "synthetichost.h"

#include <QList>
#include <QString>

#include <functional>

namespace Topo::Bench {

namespace {

constexpr int numaNodes = 2;
constexpr int rootComplexesPerNode = 8;
constexpr int switchesPerRootComplex = 2;
constexpr int gpusPerSwitch = 8;
constexpr int uncoreSlots = 24;        // slots 08..1f of each root bus, eight functions each
constexpr int acceleratorFunctions = 64;
constexpr int cpusPerNode = 56;

enum class Type { HostBridge, Uncore, RootPort, SwitchUp, SwitchDown, Gpu, Nic, Nvme, Accelerator };

struct Device
{
    Type type = Type::Uncore;
    int slot = 0;
    int function = 0;
    quint32 classCode = 0;
    quint16 vendor = 0;
    quint16 deviceId = 0;
    QByteArray vendorName;
    QByteArray deviceName;
    int secondary = -1;
    int subordinate = -1;
    QList<Device> children;
};

struct Root
{
    int domain = 0;
    int bus = 0;
    int numa = 0;
    QList<Device> devices;
};

template<class... Args>
QByteArray format(const char* pattern, Args... args)
{
    return QString::asprintf(pattern, args...).toLatin1();
}

QByteArray className(quint32 classCode)
{
    const char* name = "Device";
    switch (classCode >> 8) {
    case 0x0600: name = "Host bridge"; break;
    case 0x0604: name = "PCI bridge"; break;
    case 0x0880: name = "System peripheral"; break;
    case 0x0302: name = "3D controller"; break;
    case 0x0207: name = "Infiniband controller"; break;
    case 0x0108: name = "Non-Volatile memory controller"; break;
    case 0x0b40: name = "Co-processor"; break;
    }
    return format("%s [%04x]", name, classCode >> 8);
}

QByteArray nameOf(const Device& d)
{
    return d.vendorName + ' ' + d.deviceName + format(" [%04x:%04x]", d.vendor, d.deviceId);
}

Device make(Type type, int slot, int function)
{
    Device d;
    switch (type) {
    case Type::HostBridge:
        d = { type, slot, function, 0x060000, 0x8086, 0x09a2, "Intel Corporation", "Sapphire Rapids Memory Map/VT-d", -1, -1, {} };
        break;
    case Type::Uncore:
        d = { type, slot, function, 0x088000, 0x8086, quint16(0x3240 + (slot * 8 + function) % 64), "Intel Corporation",
            "Sapphire Rapids Uncore", -1, -1, {} };
        break;
    case Type::RootPort:
        d = { type, slot, function, 0x060400, 0x8086, 0x352a, "Intel Corporation", "Sapphire Rapids PCIe Root Port", -1, -1, {} };
        break;
    case Type::SwitchUp:
    case Type::SwitchDown:
        d = { type, slot, function, 0x060400, 0x1000, 0xc030, "Broadcom / LSI", "PEX890xx PCIe Gen 5 Switch", -1, -1, {} };
        break;
    case Type::Gpu:
        d = { type, slot, function, 0x030200, 0x10de, 0x2330, "NVIDIA Corporation", "GH100 [H100 SXM5 80GB]", -1, -1, {} };
        break;
    case Type::Nic:
        d = { type, slot, function, 0x020700, 0x15b3, 0x1021, "Mellanox Technologies", "MT2910 Family [ConnectX-7]", -1, -1, {} };
        break;
    case Type::Nvme:
        d = { type, slot, function, 0x010802, 0x144d, 0xa826, "Samsung Electronics Co Ltd", "NVMe SSD Controller PM174X", -1, -1, {} };
        break;
    case Type::Accelerator:
        d = { type, slot, function, 0x0b4000, 0x8086, quint16(function == 0 && slot == 0 ? 0x4940 : 0x4941),
            "Intel Corporation", "4xxx Series QAT", -1, -1, {} };
        break;
    }
    return d;
}

Device bridge(Type type, int slot, int secondary, int subordinate, QList<Device> children)
{
    Device d = make(type, slot, 0);
    d.secondary = secondary;
    d.subordinate = subordinate;
    d.children = std::move(children);
    return d;
}

// A switch below a root port whose secondary bus is `bus`: the upstream port there, its
// internal bus with one downstream port per GPU plus one for the NIC and one for the NVMe drive.
Device switchTree(int bus)
{
    QList<Device> downstream;
    const int ports = gpusPerSwitch + 2;
    for (int i = 0; i < ports; ++i) {
        const int below = bus + 2 + i;
        QList<Device> endpoints;
        if (i < gpusPerSwitch) {
            endpoints.append(make(Type::Gpu, 0, 0));
        } else if (i == gpusPerSwitch) {
            endpoints.append(make(Type::Nic, 0, 0));
            endpoints.append(make(Type::Nic, 0, 1));
        } else {
            endpoints.append(make(Type::Nvme, 0, 0));
        }
        downstream.append(bridge(Type::SwitchDown, i, below, below, endpoints));
    }
    return bridge(Type::SwitchUp, 0, bus + 1, bus + 1 + ports, downstream);
}

QList<Root> buildRoots()
{
    QList<Root> roots;
    for (int node = 0; node < numaNodes; ++node) {
        for (int k = 0; k < rootComplexesPerNode; ++k) {
            Root root;
            root.domain = node;
            root.bus = k * 0x20;
            root.numa = node;
            QList<Device>& devs = root.devices;
            devs.append(make(Type::HostBridge, 0, 0));
            for (int f = 1; f <= 4; ++f)
                devs.append(make(Type::Uncore, 0, f));
            int bus = root.bus + 1;
            for (int s = 0; s < switchesPerRootComplex; ++s) {
                const int span = gpusPerSwitch + 3; // upstream link bus, internal bus, ports
                devs.append(bridge(Type::RootPort, 1 + s, bus, bus + span, { switchTree(bus) }));
                bus += span + 1;
            }
            QList<Device> accelerator;
            for (int f = 0; f < acceleratorFunctions; ++f)
                accelerator.append(make(Type::Accelerator, f / 8, f % 8));
            devs.append(bridge(Type::RootPort, 1 + switchesPerRootComplex, bus, bus, accelerator));
            for (int slot = 8; slot < 8 + uncoreSlots; ++slot) {
                for (int f = 0; f < 8; ++f)
                    devs.append(make(Type::Uncore, slot, f));
            }
            roots.append(root);
        }
    }
    return roots;
}

struct Placed
{
    int domain = 0;
    int bus = 0;
    int numa = 0;
    const Device* device = nullptr;
};

QList<Placed> flatten(const QList<Root>& roots)
{
    QList<Placed> out;
    std::function<void(int, int, int, const QList<Device>&)> walk = [&](int domain, int bus, int numa, const QList<Device>& devs) {
        for (const Device& d : devs) {
            out.append({ domain, bus, numa, &d });
            if (d.secondary >= 0)
                walk(domain, d.secondary, numa, d.children);
        }
    };
    for (const Root& r : roots)
        walk(r.domain, r.bus, r.numa, r.devices);
    return out;
}

// A port of pciutils' tree printer (ls-tree.c), like scripts/make-demo-snapshot.py's
// lspci_tree(): after each printed line, '+' and '|' become '|' and the rest spaces.
class TreePrinter
{
public:
    QByteArray print(const QList<Root>& roots)
    {
        const qsizetype pos = put(0, "-");
        for (int i = 0; i < roots.size(); ++i) {
            const char* lead = roots.size() == 1 ? "" : i == roots.size() - 1 ? "\\-" : "+-";
            showBus(roots[i].devices, put(pos, format("%s[%04x:%02x]-", lead, roots[i].domain, roots[i].bus)));
        }
        return m_out;
    }

private:
    void printLine()
    {
        m_out += m_line + '\n';
        for (char& c : m_line)
            c = c == '+' || c == '|' ? '|' : ' ';
    }
    qsizetype put(qsizetype pos, const QByteArray& text)
    {
        m_line.resize(pos, ' ');
        m_line += text;
        return m_line.size();
    }
    void showDevice(const Device& d, qsizetype pos)
    {
        pos = put(pos, format("%02x.%x", d.slot, d.function));
        if (d.secondary >= 0) {
            pos = put(pos, d.secondary == d.subordinate ? format("-[%02x]--", d.secondary)
                                                        : format("-[%02x-%02x]--", d.secondary, d.subordinate));
            showBus(d.children, pos);
            return;
        }
        put(pos, "  " + nameOf(d));
        printLine();
    }
    void showBus(const QList<Device>& devs, qsizetype pos)
    {
        if (devs.isEmpty()) {
            put(pos, "");
            printLine();
        } else if (devs.size() == 1) {
            showDevice(devs.first(), put(pos, "--"));
        } else {
            for (int i = 0; i + 1 < devs.size(); ++i)
                showDevice(devs[i], put(pos, "+-"));
            showDevice(devs.last(), put(pos, "\\-"));
        }
    }

    QByteArray m_out;
    QByteArray m_line;
};

struct Link
{
    int speed = 0; // GT/s
    int width = 0;
    bool downgraded = false;
};

Link linkOf(const Device& d, int gpuOrdinal)
{
    switch (d.type) {
    case Type::RootPort:
        return d.children.size() > 1 ? Link { 16, 8, false } : Link { 32, 16, false };
    case Type::SwitchUp:
    case Type::Nic:
        return { 32, 16, false };
    case Type::SwitchDown:
        return d.children.first().type == Type::Nvme ? Link { 32, 4, false } : Link { 32, 16, false };
    case Type::Gpu:
        // One GPU in 37 trained at half its rate, as real hosts have now and then.
        return gpuOrdinal % 37 == 5 ? Link { 16, 16, true } : Link { 32, 16, false };
    case Type::Nvme:
        return { 32, 4, false };
    case Type::Accelerator:
        return { 16, 8, false };
    case Type::HostBridge:
    case Type::Uncore:
        break;
    }
    return {};
}

QByteArray driverOf(const Device& d)
{
    switch (d.type) {
    case Type::RootPort:
    case Type::SwitchUp:
    case Type::SwitchDown:
        return "pcieport";
    case Type::Gpu:
        return "nvidia";
    case Type::Nic:
        return "mlx5_core";
    case Type::Nvme:
        return "nvme";
    case Type::Accelerator:
        return "4xxx";
    case Type::HostBridge:
    case Type::Uncore:
        break;
    }
    return {};
}

const char* expressType(Type type)
{
    switch (type) {
    case Type::RootPort:
        return "Root Port (Slot+)";
    case Type::SwitchUp:
        return "Upstream Port";
    case Type::SwitchDown:
        return "Downstream Port (Slot+)";
    case Type::Uncore:
        return "Root Complex Integrated Endpoint";
    case Type::HostBridge:
        return nullptr;
    default:
        return "Endpoint";
    }
}

QByteArray cpuList(int numa)
{
    // Hyper-threads: node n has cores n*56.. and their siblings 112 above.
    const int first = numa * cpusPerNode;
    return format("%d-%d,%d-%d", first, first + cpusPerNode - 1, first + numaNodes * cpusPerNode,
        first + numaNodes * cpusPerNode + cpusPerNode - 1);
}

QByteArray verboseBlock(const Placed& p, int iommuGroup, int gpuOrdinal)
{
    const Device& d = *p.device;
    const QByteArray address = p.domain == 0 ? format("%02x:%02x.%x", p.bus, d.slot, d.function)
                                             : format("%04x:%02x:%02x.%x", p.domain, p.bus, d.slot, d.function);
    QByteArray out = address + ' ' + className(d.classCode) + ": " + nameOf(d) + '\n';
    out += "\tControl: I/O- Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop- ParErr- Stepping- SERR+ FastB2B- DisINTx+\n";
    out += "\tStatus: Cap+ 66MHz- UDF- FastB2B- ParErr- DEVSEL=fast >TAbort- <TAbort- <MAbort- >SERR- <PERR- INTx-\n";
    if (d.secondary >= 0) {
        out += "\tLatency: 0, Cache Line Size: 64 bytes\n";
        out += format("\tBus: primary=%02x, secondary=%02x, subordinate=%02x, sec-latency=0\n", p.bus, d.secondary, d.subordinate);
    } else {
        out += "\tLatency: 0\n";
    }
    if (d.type != Type::HostBridge)
        out += format("\tNUMA node: %d\n", p.numa);
    out += format("\tIOMMU group: %d\n", iommuGroup);
    if (d.type == Type::Gpu) {
        out += "\tRegion 0: Memory at 94000000 (32-bit, non-prefetchable) [size=16M]\n";
        out += "\tRegion 1: Memory at 1c000000000 (64-bit, prefetchable) [size=128G]\n";
        out += "\tRegion 3: Memory at 1e000000000 (64-bit, prefetchable) [size=32M]\n";
    }
    if (const char* type = expressType(d.type)) {
        out += format("\tCapabilities: [60] Express (v2) %s, MSI 00\n", type);
        out += "\t\tDevCap:\tMaxPayload 512 bytes, PhantFunc 0, Latency L0s unlimited, L1 <64us\n";
        const Link link = linkOf(d, gpuOrdinal);
        if (link.width > 0) {
            const int cap = d.type == Type::Gpu ? 32 : link.speed;
            out += format("\t\tLnkCap:\tPort #0, Speed %dGT/s, Width x%d, ASPM L1, Exit Latency L1 <4us\n", cap, link.width);
            out += format("\t\tLnkSta:\tSpeed %dGT/s%s, Width x%d\n", link.speed, link.downgraded ? " (downgraded)" : "", link.width);
            out += "\t\t\tTrErr- Train- SlotClk+ DLActive+ BWMgmt- ABWMgmt-\n";
        }
    }
    out += "\tCapabilities: [100 v2] Advanced Error Reporting\n";
    if (const QByteArray driver = driverOf(d); !driver.isEmpty())
        out += "\tKernel driver in use: " + driver + '\n';
    return out + '\n';
}

QByteArray sysfsLines(const Placed& p, int iommuGroup, int gpuOrdinal)
{
    const Device& d = *p.device;
    const QByteArray path = format("/sys/bus/pci/devices/%04x:%02x:%02x.%x/", p.domain, p.bus, d.slot, d.function);
    QByteArray out;
    out += path + format("class:0x%06x\n", d.classCode);
    out += path + format("vendor:0x%04x\n", d.vendor);
    out += path + format("device:0x%04x\n", d.deviceId);
    out += path + format("numa_node:%d\n", p.numa);
    out += path + "local_cpulist:" + cpuList(p.numa) + '\n';
    const Link link = linkOf(d, gpuOrdinal);
    if (link.width > 0) {
        out += path + format("current_link_speed:%d.0 GT/s PCIe\n", link.speed);
        out += path + format("current_link_width:%d\n", link.width);
        out += path + format("max_link_speed:%d.0 GT/s PCIe\n", d.type == Type::Gpu ? 32 : link.speed);
        out += path + format("max_link_width:%d\n", link.width);
    }
    if (const QByteArray driver = driverOf(d); !driver.isEmpty())
        out += path + "driver:" + driver + '\n';
    out += path + format("iommu_group:%d\n", iommuGroup);
    return out;
}

QByteArray numactl()
{
    QByteArray out = format("available: %d nodes (0-%d)\n", numaNodes, numaNodes - 1);
    for (int n = 0; n < numaNodes; ++n) {
        out += format("node %d cpus:", n);
        for (int half = 0; half < 2; ++half) {
            const int first = n * cpusPerNode + half * numaNodes * cpusPerNode;
            for (int c = first; c < first + cpusPerNode; ++c)
                out += format(" %d", c);
        }
        out += format("\nnode %d size: 1031800 MB\nnode %d free: 1002345 MB\n", n, n);
    }
    out += "node distances:\nnode   0   1 \n  0:  10  21 \n  1:  21  10 \n";
    return out;
}

struct GpuPlace
{
    int numa = 0;
    int rootComplex = 0;
    int pciSwitch = 0;
};

QByteArray topoMatrix(const QList<GpuPlace>& gpus)
{
    QByteArray out = "\t\x1b[4m";
    for (int i = 0; i < gpus.size(); ++i)
        out += format("GPU%d\t", i);
    out += "CPU Affinity\tNUMA Affinity\tGPU NUMA ID\x1b[0m\n";
    for (int i = 0; i < gpus.size(); ++i) {
        out += format("GPU%d", i);
        for (int j = 0; j < gpus.size(); ++j) {
            const GpuPlace& a = gpus[i];
            const GpuPlace& b = gpus[j];
            const char* cell = i == j                           ? " X "
                : a.numa != b.numa                              ? "SYS"
                : a.rootComplex != b.rootComplex                ? "NODE"
                : a.pciSwitch != b.pciSwitch                    ? "PHB"
                                                                : "PIX";
            out += '\t';
            out += cell;
        }
        out += '\t' + cpuList(gpus[i].numa) + format("\t%d\t\tN/A\n", gpus[i].numa);
    }
    out += "\nLegend:\n\n"
           "  X    = Self\n"
           "  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes (e.g., QPI/UPI)\n"
           "  NODE = Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within a NUMA node\n"
           "  PHB  = Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)\n"
           "  PXB  = Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)\n"
           "  PIX  = Connection traversing at most a single PCIe bridge\n"
           "  NV#  = Connection traversing a bonded set of # NVLinks\n";
    return out;
}

RawCapture capture(const char* id, const char* command, const char* formatName, QByteArray data)
{
    RawCapture c;
    c.id = QString::fromLatin1(id);
    c.command = QString::fromLatin1(command);
    c.format = QString::fromLatin1(formatName);
    c.stdoutData = std::move(data);
    return c;
}

} // namespace

Snapshot syntheticHostSnapshot(SyntheticHostShape* shape)
{
    const QList<Root> roots = buildRoots();
    const QList<Placed> placed = flatten(roots);

    QByteArray verbose;
    QByteArray sysfs;
    QList<GpuPlace> gpus;
    int switchesSeen = 0;
    for (int i = 0; i < placed.size(); ++i) {
        const Placed& p = placed[i];
        const int gpuOrdinal = int(gpus.size());
        verbose += verboseBlock(p, i, gpuOrdinal);
        sysfs += sysfsLines(p, i, gpuOrdinal);
        if (p.device->type == Type::SwitchUp)
            ++switchesSeen;
        if (p.device->type == Type::Gpu) {
            // Devices come in bus order, which is how nvidia-smi numbers GPUs.
            gpus.append({ p.numa, p.domain * rootComplexesPerNode + p.bus / 0x20, switchesSeen });
        }
    }

    MachineSnapshot host;
    host.role = MachineRole::Host;
    host.label = QStringLiteral("synth-256 (2 sockets, 16 root complexes, 256 GPUs)");
    host.address = QStringLiteral("synthetic");
    host.collectedAt = QDateTime(QDate(2025, 3, 17), QTime(9, 0), Qt::UTC);
    host.collector = QStringLiteral("bench_topology");
    host.captures = {
        capture("lspci-tree", "lspci -tvnn", "lspci-tree", TreePrinter().print(roots)),
        capture("lspci-verbose", "lspci -nnvvv", "lspci-verbose", verbose),
        capture("sysfs-pci", "(plan: sysfs-pci)", "sysfs-pci", sysfs),
        capture("numa", "numactl -H", "numactl", numactl()),
        capture("nvidia-topo", "nvidia-smi topo -m", "nvidia-smi-topo", topoMatrix(gpus)),
    };

    Snapshot snapshot;
    snapshot.title = QStringLiteral("Synthetic host: 256 GPUs, ~5,000 PCI functions (benchmark)");
    snapshot.note = QStringLiteral("Made up by bench/synthetichost.cpp to measure speed; not a real machine.");
    snapshot.reconstruction = true;
    snapshot.createdAt = host.collectedAt;
    snapshot.machines = { host };
    if (shape)
        *shape = { numaNodes, numaNodes * rootComplexesPerNode, int(gpus.size()), int(placed.size()) };
    return snapshot;
}

} // namespace Topo::Bench
