// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/commandplan.h"

#include "model/formatid.h"
#include "util/lookup.h"
#include "util/tr.h"

namespace Topo {

namespace {
// Per-device sysfs attributes as "path:value" lines, each line starting with the device's real
// path (readlink -f: /sys/devices/pci0000:40/0000:40:00.0/0000:41:00.0/…), whose components
// are the bridges above it and its root bus: the PCI tree as the kernel has it, for machines
// without lspci (busybox guests). Bridges add their bus numbers. Symlinks (driver, iommu_group)
// are printed as the name they point to. The AER statistics (aer_dev_*: one "RxErr 0" counter a
// line) are printed a counter a line, each with the path. Works with busybox/dash and reads
// nothing that needs root; a readlink without -f falls back to the /sys/bus/pci/devices path.
const char* const sysfsPciScript =
    "cd /sys/bus/pci/devices && { for d in *; do "
    "p=$(readlink -f \"$d\" 2>/dev/null); [ -n \"$p\" ] || p=/sys/bus/pci/devices/$d; "
    "for a in class vendor device subsystem_vendor subsystem_device revision numa_node local_cpulist "
    "current_link_speed current_link_width max_link_speed max_link_width "
    "secondary_bus_number subordinate_bus_number "
    "aer_rootport_total_err_cor aer_rootport_total_err_nonfatal aer_rootport_total_err_fatal; do "
    "[ -r \"$d/$a\" ] && v=$(cat \"$d/$a\" 2>/dev/null) && printf '%s/%s:%s\\n' \"$p\" \"$a\" \"$v\"; "
    "done; "
    "for a in aer_dev_correctable aer_dev_nonfatal aer_dev_fatal; do [ -r \"$d/$a\" ] || continue; "
    "while read -r k n; do printf '%s/%s:%s %s\\n' \"$p\" \"$a\" \"$k\" \"$n\"; done < \"$d/$a\"; "
    "done 2>/dev/null; "
    "for l in driver iommu_group; do [ -L \"$d/$l\" ] && printf '%s/%s:%s\\n' \"$p\" \"$l\" "
    "\"$(basename \"$(readlink \"$d/$l\")\")\"; done; "
    "done; true; }"; // the last [ -L ] test must not become the exit status

// Every device's configuration space as od prints it (busybox has od), after a "==> path <=="
// line naming the device: 4096 bytes as root, the 64-byte header as a user. It holds what sysfs
// does not say: the PCIe port type, link registers, the device serial number and ACS.
const char* const pciConfigScript =
    "cd /sys/bus/pci/devices && { for d in *; do [ -r \"$d/config\" ] || continue; "
    "printf '==> /sys/bus/pci/devices/%s/config <==\\n' \"$d\"; od -Ax -tx1 -v \"$d/config\"; "
    "done; true; }";

// Every running QEMU process's command line, read as the qemu-cmdline format, one block per
// process: "==> /proc/PID/cmdline <==", one argument per line (a newline inside one as \001),
// an empty line. Reads /proc only; prints nothing where no VM runs.
const char* const qemuProcessesScript =
    "for p in /proc/[0-9]*; do a=$(tr '\\000' '\\n' 2>/dev/null <\"$p/cmdline\" | head -n 1); "
    "case ${a##*/} in qemu-system-*|qemu-kvm|kvm) printf '==> %s/cmdline <==\\n' \"$p\"; "
    "tr '\\000\\n' '\\n\\001' 2>/dev/null <\"$p/cmdline\"; printf '\\n';; esac; done; true";

// Every running libvirt domain's XML through the read-only socket, one "==> UUID <==" block each.
const char* const virshDomainsScript =
    "for u in $(virsh -r -c qemu:///system list --uuid 2>/dev/null); do printf '==> %s <==\\n' \"$u\"; "
    "virsh -r -c qemu:///system dumpxml \"$u\"; done; true";
} // namespace

const QList<PlannedCommand>& commandPlan()
{
    static const QList<PlannedCommand> plan = {
        { QStringLiteral("identity"), QStringLiteral("uname -a; cat /etc/hostname 2>/dev/null; cat /sys/class/dmi/id/board_vendor /sys/class/dmi/id/board_name /sys/class/dmi/id/product_name 2>/dev/null || true"),
            {}, Tr::tr("kernel, host name and board") },
        // What tells hosts apart and pairs a guest with its host: product_uuid is root's only,
        // so a user's run lists the rest (grep's exit status of 2 is no failure here).
        { QStringLiteral("machine-identity"),
            QStringLiteral("grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/sys_vendor "
                           "/sys/class/dmi/id/product_name /sys/class/dmi/id/product_uuid /sys/class/net/*/address "
                           "2>/dev/null; true"),
            FormatId::sysfsIdentity.toString(), Tr::tr("machine-id, boot id, DMI product and UUID, network hardware addresses"),
            true },
        // Which PCI function each network interface and RDMA device is: the NICs a GPU shares
        // a switch with (GPUDirect RDMA), by the names NCCL uses. ls says when a class is absent.
        { QStringLiteral("net-devices"), QStringLiteral("ls -l /sys/class/net/ /sys/class/infiniband/ 2>/dev/null; true"),
            FormatId::sysfsNet.toString(), Tr::tr("network and RDMA devices and the PCI functions they are") },
        // The RDMA devices' ports (infiniband-diags, where installed): which are up, at what rate,
        // InfiniBand or RoCE; no user text, no device name given, every device listed.
        { FormatId::ibstat.toString(), FormatId::ibstat.toString(), FormatId::ibstat.toString(),
            Tr::tr("RDMA ports: state, rate and link layer (ibstat)") },
        // The same from rdma-core's ibv_devinfo, where only it is installed (ibverbs-utils comes
        // with the RDMA stack, infiniband-diags often not); read where ibstat has not answered.
        { FormatId::ibvDevinfo.toString(), QStringLiteral("ibv_devinfo"), FormatId::ibvDevinfo.toString(),
            Tr::tr("RDMA devices and their ports (ibv_devinfo, where ibstat is missing)") },
        { QStringLiteral("lspci-tree"), QStringLiteral("lspci -tvnn"), FormatId::lspciTree.toString(),
            Tr::tr("PCI tree") },
        { QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), FormatId::lspciVerbose.toString(),
            Tr::tr("PCI capabilities, links, BARs, NUMA, IOMMU"), true },
        { QStringLiteral("lspci-verbose-sudo"), QStringLiteral("sudo -n lspci -nnvvv"), FormatId::lspciVerbose.toString(),
            Tr::tr("the same as root, without a password prompt (opt-in)"), true, true },
        { QStringLiteral("sysfs-pci"), QString::fromLatin1(sysfsPciScript), FormatId::sysfsPci.toString(),
            Tr::tr("per-device NUMA node, link speed and width, AER error counters, driver, IOMMU group, place in the tree") },
        { QStringLiteral("pci-config"), QString::fromLatin1(pciConfigScript), FormatId::pciConfigSpace.toString(),
            Tr::tr("PCI configuration space: PCIe port types, links, serial numbers, ACS (the header only without root)"),
            true },
        { QStringLiteral("iommu-groups"), QStringLiteral("find /sys/kernel/iommu_groups/ -type l | sort -V"),
            FormatId::iommuGroups.toString(), Tr::tr("IOMMU groups") },
        { QStringLiteral("numa"), QStringLiteral("numactl -H"), FormatId::numactl.toString(),
            Tr::tr("NUMA nodes and distances") },
        { QStringLiteral("numa-sysfs"),
            QStringLiteral("grep -H . /sys/devices/system/node/node*/cpulist /sys/devices/system/node/node*/distance"),
            FormatId::sysfsNodes.toString(), Tr::tr("NUMA nodes from sysfs (when numactl is missing)") },
        // hwloc, where installed: a PCI tree with each device's NUMA locality where lspci is
        // missing, and the GPU models its NVML/CUDA plugins name.
        { QStringLiteral("hwloc-topology"), QStringLiteral("lstopo-no-graphics --of xml"), FormatId::hwlocXml.toString(),
            Tr::tr("hwloc's topology: PCI tree, NUMA locality of devices, NUMA nodes, GPU models") },
        { QStringLiteral("cmdline"), QStringLiteral("cat /proc/cmdline"), FormatId::procCmdline.toString(),
            Tr::tr("kernel command line (IOMMU, ACS, pci=realloc)") },
        { QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), FormatId::nvidiaSmiTopo.toString(),
            Tr::tr("GPU connection classes and affinity") },
        { QStringLiteral("nvidia-p2p-r"), QStringLiteral("nvidia-smi topo -p2p r"), FormatId::nvidiaSmiP2p.toString(),
            Tr::tr("P2P read status") },
        { QStringLiteral("nvidia-p2p-w"), QStringLiteral("nvidia-smi topo -p2p w"), FormatId::nvidiaSmiP2p.toString(),
            Tr::tr("P2P write status") },
        { QStringLiteral("nvidia-p2p-n"), QStringLiteral("nvidia-smi topo -p2p n"), FormatId::nvidiaSmiP2p.toString(),
            Tr::tr("P2P NVLink status") },
        { QStringLiteral("nvidia-p2p-a"), QStringLiteral("nvidia-smi topo -p2p a"), FormatId::nvidiaSmiP2p.toString(),
            Tr::tr("P2P atomics status") },
        { QStringLiteral("nvidia-xml"), QStringLiteral("nvidia-smi -q -x"), FormatId::nvidiaSmiXml.toString(),
            Tr::tr("GPU report: UUID, serial, PCI, link") },
        { QStringLiteral("nvidia-csv"),
            QStringLiteral("nvidia-smi --query-gpu=index,pci.bus_id,name,uuid,serial,pcie.link.gen.current,"
                           "pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv"),
            FormatId::nvidiaSmiCsv.toString(), Tr::tr("GPU table (for old drivers without -q -x)") },
        // AMD Instinct, where ROCm is installed: the GPUs' XGMI/PCIE links, hops, weights and
        // NUMA nodes, and each GPU's address and unique id (for the host ↔ guest mapping).
        { QStringLiteral("rocm-topo"), QStringLiteral("rocm-smi --showtopo"), FormatId::rocmSmiTopo.toString(),
            Tr::tr("AMD GPU links (XGMI/PCIE), hops, weights and NUMA nodes") },
        { QStringLiteral("rocm-bus"), QStringLiteral("rocm-smi --showbus --showuniqueid --showproductname"),
            FormatId::rocmSmiBus.toString(), Tr::tr("AMD GPUs: PCI address, unique id, product") },
        { QStringLiteral("amd-smi-topology"), QStringLiteral("amd-smi topology"), FormatId::amdSmiTopology.toString(),
            Tr::tr("AMD GPU links, P2P access, hops and weights (amd-smi)") },
        { QStringLiteral("amd-smi-list"), QStringLiteral("amd-smi list"), FormatId::amdSmiList.toString(),
            Tr::tr("AMD GPUs: PCI address and UUID (amd-smi)") },
        { QStringLiteral("dmesg-pci"),
            QStringLiteral("dmesg 2>/dev/null | grep -iE 'BAR [0-9]|bridge window|pci=realloc|no space|failed to assign|can.t assign|"
                           "AMD-Vi|DMAR|iommu' | tail -n 400"),
            {}, Tr::tr("BAR allocation and IOMMU messages, when the kernel log is readable") },
        // The kernel's PCIe link events since boot: AER's reports, links going down, the bandwidth
        // a link holds a device to, a GPU falling off the bus. Where dmesg is restricted to root
        // (kernel.dmesg_restrict), the journal's copy; the newest 2,000 lines.
        { FormatId::dmesgPcie.toString(),
            QStringLiteral("{ dmesg 2>/dev/null || journalctl -k -b -q --no-pager 2>/dev/null; } | grep -E "
                           "'AER|PCIe Bus Error|error status/mask|\\[ ?[0-9]+\\] [A-Za-z]|Link Down|Link Up|"
                           "PCIe bandwidth|DPC: containment|fallen off the bus|NVRM: The NVIDIA GPU' | tail -n 2000"),
            FormatId::dmesgPcie.toString(), Tr::tr("PCIe errors and link events in the kernel log, when it is readable") },
        { QStringLiteral("qemu-processes"), QString::fromLatin1(qemuProcessesScript), FormatId::qemuCmdline.toString(),
            Tr::tr("the command lines of running QEMU VMs: which host device each guest slot passes through") },
        { QStringLiteral("virsh-domains"), QString::fromLatin1(virshDomainsScript), FormatId::libvirtDomainXml.toString(),
            Tr::tr("the running libvirt domains (virsh dumpxml, read-only)") },
    };
    return plan;
}

const QList<PlannedCommand>& watchSamplePlan()
{
    static const QList<PlannedCommand> plan = [] {
        QList<PlannedCommand> out = {
            { QStringLiteral("pci-links"),
                QStringLiteral("cd /sys/bus/pci/devices && grep -H . */current_link_speed */current_link_width "
                               "*/max_link_speed */max_link_width */aer_dev_correctable */aer_dev_nonfatal */aer_dev_fatal "
                               "*/aer_rootport_total_err_cor */aer_rootport_total_err_nonfatal */aer_rootport_total_err_fatal "
                               "2>/dev/null | sed 's|^|/sys/bus/pci/devices/|'; true"),
                FormatId::sysfsPci.toString(), Tr::tr("PCIe link speed and width, and AER counters, of every device") },
        };
        if (const PlannedCommand* log = findBy(commandPlan(), &PlannedCommand::id, FormatId::dmesgPcie.toString()))
            out.append(*log);
        return out;
    }();
    return plan;
}

const PlannedCommand& gpuCountersSampleCommand()
{
    // The XML's own lines for each GPU's PCIe link and replay counters, and the elements that
    // hold them: a well-formed nvidia-smi log of a few hundred bytes a GPU (the whole is 27 KB).
    static const PlannedCommand command { QStringLiteral("gpu-replays"),
        QStringLiteral("nvidia-smi -q -x 2>/dev/null | grep -E '^(<[?]xml|[[:space:]]*</?(nvidia_smi_log|pci|pci_gpu_link_info|"
                       "pcie_gen|link_widths)>|[[:space:]]*<gpu id=|[[:space:]]*</gpu>|[[:space:]]*<(pci_bus_id|max_link_gen|"
                       "current_link_gen|max_link_width|current_link_width|replay_counter|replay_rollover_counter)>)'; true"),
        FormatId::nvidiaSmiXml.toString(), Tr::tr("NVIDIA GPUs' PCIe replay counters and link generation and width") };
    return command;
}

const PlannedCommand* findPlannedCommand(const QString& id)
{
    return findBy(commandPlan(), &PlannedCommand::id, id);
}

QString qmConfigCommand(qint64 vmid)
{
    // Proxmox VM ids are integers from 100 to 999999999; anything else is refused so no other
    // text can reach the remote shell.
    if (vmid < 100 || vmid > 999999999)
        return {};
    return QStringLiteral("qm config %1").arg(vmid);
}

QList<PlannedCommand> proxmoxCommands(qint64 vmid)
{
    const QString qm = qmConfigCommand(vmid);
    if (qm.isEmpty())
        return {};
    return {
        { QString::fromLatin1(qmConfigId), qm, {}, Tr::tr("the VM's configuration (hostpciN)") },
        // The id was checked by qmConfigCommand() above; only the number reaches the command.
        { QStringLiteral("qm-showcmd"), QStringLiteral("qm showcmd %1 --pretty").arg(vmid), FormatId::qemuCmdline.toString(),
            Tr::tr("the QEMU command line Proxmox starts the VM with (where each hostpciN sits in the guest)") },
        { QStringLiteral("pve-pci-mapping"), QStringLiteral("cat /etc/pve/mapping/pci.cfg"), {},
            Tr::tr("Proxmox PCI resource mappings") },
    };
}

} // namespace Topo
