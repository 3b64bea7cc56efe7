// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/commandplan.h"

#include "util/lookup.h"
#include "util/tr.h"

namespace Topo {

namespace {
// Per-device sysfs attributes as "path:value" lines. Symlinks (driver, iommu_group) are
// printed as the name they point to. Works with busybox/dash and reads nothing that needs root.
const char* const sysfsPciScript =
    "cd /sys/bus/pci/devices && { for d in *; do "
    "for a in class vendor device subsystem_vendor subsystem_device numa_node local_cpulist "
    "current_link_speed current_link_width max_link_speed max_link_width; do "
    "[ -r \"$d/$a\" ] && v=$(cat \"$d/$a\" 2>/dev/null) && printf '/sys/bus/pci/devices/%s/%s:%s\\n' \"$d\" \"$a\" \"$v\"; "
    "done; "
    "for l in driver iommu_group; do [ -L \"$d/$l\" ] && printf '/sys/bus/pci/devices/%s/%s:%s\\n' \"$d\" \"$l\" "
    "\"$(basename \"$(readlink \"$d/$l\")\")\"; done; "
    "done; true; }"; // the last [ -L ] test must not become the exit status
} // namespace

const QList<PlannedCommand>& commandPlan()
{
    static const QList<PlannedCommand> plan = {
        { QStringLiteral("identity"), QStringLiteral("uname -a; cat /etc/hostname 2>/dev/null; cat /sys/class/dmi/id/board_vendor /sys/class/dmi/id/board_name /sys/class/dmi/id/product_name 2>/dev/null || true"),
            {}, Tr::tr("kernel, host name and board") },
        { QStringLiteral("lspci-tree"), QStringLiteral("lspci -tvnn"), QStringLiteral("lspci-tree"),
            Tr::tr("PCI tree") },
        { QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), QStringLiteral("lspci-verbose"),
            Tr::tr("PCI capabilities, links, BARs, NUMA, IOMMU"), true },
        { QStringLiteral("lspci-verbose-sudo"), QStringLiteral("sudo -n lspci -nnvvv"), QStringLiteral("lspci-verbose"),
            Tr::tr("the same as root, without a password prompt (opt-in)"), true, true },
        { QStringLiteral("sysfs-pci"), QString::fromLatin1(sysfsPciScript), QStringLiteral("sysfs-pci"),
            Tr::tr("per-device NUMA node, link speed and width, driver, IOMMU group") },
        { QStringLiteral("iommu-groups"), QStringLiteral("find /sys/kernel/iommu_groups/ -type l | sort -V"),
            QStringLiteral("iommu-groups"), Tr::tr("IOMMU groups") },
        { QStringLiteral("numa"), QStringLiteral("numactl -H"), QStringLiteral("numactl"),
            Tr::tr("NUMA nodes and distances") },
        { QStringLiteral("numa-sysfs"),
            QStringLiteral("grep -H . /sys/devices/system/node/node*/cpulist /sys/devices/system/node/node*/distance"),
            QStringLiteral("sysfs-nodes"), Tr::tr("NUMA nodes from sysfs (when numactl is missing)") },
        { QStringLiteral("cmdline"), QStringLiteral("cat /proc/cmdline"), QStringLiteral("proc-cmdline"),
            Tr::tr("kernel command line (IOMMU, ACS, pci=realloc)") },
        { QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), QStringLiteral("nvidia-smi-topo"),
            Tr::tr("GPU connection classes and affinity") },
        { QStringLiteral("nvidia-p2p-r"), QStringLiteral("nvidia-smi topo -p2p r"), QStringLiteral("nvidia-smi-p2p"),
            Tr::tr("P2P read status") },
        { QStringLiteral("nvidia-p2p-w"), QStringLiteral("nvidia-smi topo -p2p w"), QStringLiteral("nvidia-smi-p2p"),
            Tr::tr("P2P write status") },
        { QStringLiteral("nvidia-p2p-n"), QStringLiteral("nvidia-smi topo -p2p n"), QStringLiteral("nvidia-smi-p2p"),
            Tr::tr("P2P NVLink status") },
        { QStringLiteral("nvidia-p2p-a"), QStringLiteral("nvidia-smi topo -p2p a"), QStringLiteral("nvidia-smi-p2p"),
            Tr::tr("P2P atomics status") },
        { QStringLiteral("nvidia-xml"), QStringLiteral("nvidia-smi -q -x"), QStringLiteral("nvidia-smi-xml"),
            Tr::tr("GPU report: UUID, serial, PCI, link") },
        { QStringLiteral("nvidia-csv"),
            QStringLiteral("nvidia-smi --query-gpu=index,pci.bus_id,name,uuid,serial,pcie.link.gen.current,"
                           "pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv"),
            QStringLiteral("nvidia-smi-csv"), Tr::tr("GPU table (for old drivers without -q -x)") },
        { QStringLiteral("dmesg-pci"),
            QStringLiteral("dmesg 2>/dev/null | grep -iE 'BAR [0-9]|pci=realloc|no space for|failed to assign|"
                           "AMD-Vi|DMAR|iommu' | tail -n 400"),
            {}, Tr::tr("BAR allocation and IOMMU messages, when the kernel log is readable") },
    };
    return plan;
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
        { QStringLiteral("pve-pci-mapping"), QStringLiteral("cat /etc/pve/mapping/pci.cfg"), {},
            Tr::tr("Proxmox PCI resource mappings") },
    };
}

} // namespace Topo
