// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/labtruth.h"

#include "analyze/match/vmdevices.h"
#include "util/text.h"

namespace Lab {

using namespace Topo;

namespace {

/// "16.0 GT/s PCIe" and "32" as sysfs prints them; "-" where the file is missing.
LinkState linkOf(const QByteArray& speed, const QByteArray& width)
{
    LinkState link;
    if (speed != "-" && !speed.startsWith("Unknown"))
        link.speedGTs = speed.split(' ').value(0).toDouble();
    if (width != "-")
        link.width = width.toInt();
    return link;
}

/// Root ports, switch ports and expanders by the QEMU driver that makes them.
const QHash<QString, PciRole>& roleByDriver()
{
    static const QHash<QString, PciRole> roles = {
        { QStringLiteral("pcie-root-port"), PciRole::RootPort },
        { QStringLiteral("ioh3420"), PciRole::RootPort },
        { QStringLiteral("x3130-upstream"), PciRole::SwitchUpstream },
        { QStringLiteral("xio3130-downstream"), PciRole::SwitchDownstream },
        { QStringLiteral("pxb-pcie"), PciRole::HostBridge },
    };
    return roles;
}

} // namespace

QList<TruthDevice> parseTruth(const QByteArray& data, QString* error)
{
    QList<TruthDevice> devices;
    int number = 0;
    for (const QByteArray& line : data.split('\n')) {
        ++number;
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = line.split('\t');
        const QList<QByteArray> path = f.value(0).split('/');
        const auto bdf = Bdf::parse(QByteArrayView(path.value(path.size() - 1)));
        if (f.size() != 10 || path.size() < 5 || !bdf) {
            *error = QStringLiteral("truth line %1 is malformed: %2").arg(number).arg(QString::fromLatin1(line));
            return {};
        }
        TruthDevice d;
        d.bdf = *bdf;
        // /sys/devices/pci0000:40/0000:40:00.0/0000:41:00.0: the component before the device's own.
        if (const auto parent = Bdf::parse(QByteArrayView(path.value(path.size() - 2))))
            d.parent = *parent;
        const QByteArray rootComponent = path.value(3); // "pci0000:40"
        d.root = RootBus { rootComponent.mid(3, 4).toInt(nullptr, 16), rootComponent.mid(8, 2).toInt(nullptr, 16) };
        d.classCode = f.value(1).toUInt(nullptr, 16);
        d.vendorId = quint16(f.value(2).toUInt(nullptr, 16));
        d.numaNode = f.value(4) == "-" ? -1 : f.value(4).toInt();
        d.current = linkOf(f.value(5), f.value(6));
        d.maximum = linkOf(f.value(7), f.value(8));
        d.nvmeSerial = f.value(9) == "-" ? QString() : QString::fromLatin1(f.value(9));
        devices.append(d);
    }
    if (devices.isEmpty())
        *error = QStringLiteral("the guest sent no truth");
    return devices;
}

QHash<Bdf, PciRole> expectedRoles(const QList<QmpDevice>& qmp, const QHash<QString, QString>& driverById)
{
    QHash<Bdf, PciRole> roles;
    for (const QmpDevice& d : qmp) {
        const auto bdf = Bdf::parse(QStringView(d.address()));
        if (!bdf)
            continue;
        if ((d.classCode >> 8) == 0x06 && (d.classCode & 0xff) == 0x00) {
            roles.insert(*bdf, PciRole::HostBridge); // the MCH and every expander
            continue;
        }
        if (d.id.isEmpty())
            continue;
        const QString driver = driverById.value(d.id, d.id == u"lab-nic" ? QStringLiteral("virtio-net-pci") : QString());
        roles.insert(*bdf, roleByDriver().value(driver, PciRole::Endpoint));
    }
    return roles;
}

QStringList compareTree(const Machine& machine, const QList<TruthDevice>& truth, const QHash<Bdf, PciRole>& roles)
{
    QStringList differences;
    const auto say = [&](const Bdf& bdf, const QString& what) { differences.append(bdf.toString() + QStringLiteral(": ") + what); };
    const auto bdfText = [](const std::optional<Bdf>& b) { return b ? b->toString() : QStringLiteral("(none)"); };
    for (const TruthDevice& t : truth) {
        const PciDevice* d = machine.pci.find(t.bdf);
        if (!d) {
            say(t.bdf, QStringLiteral("missing"));
            continue;
        }
        if (d->parent != t.parent)
            say(t.bdf, QStringLiteral("parent %1, the kernel says %2").arg(bdfText(d->parent), bdfText(t.parent)));
        const auto root = machine.pci.rootBusOf(t.bdf);
        if (!root || !(*root == t.root))
            say(t.bdf, QStringLiteral("root bus %1, the kernel says %2:%3")
                           .arg(root ? QStringLiteral("%1:%2").arg(root->domain, 4, 16, QLatin1Char('0')).arg(root->bus, 2, 16, QLatin1Char('0')) : QStringLiteral("(none)"))
                           .arg(t.root.domain, 4, 16, QLatin1Char('0'))
                           .arg(t.root.bus, 2, 16, QLatin1Char('0')));
        if (d->classCode != t.classCode)
            say(t.bdf, QStringLiteral("class %1, the kernel says %2").arg(d->classCode, 6, 16, QLatin1Char('0')).arg(t.classCode, 6, 16, QLatin1Char('0')));
        const auto role = roles.constFind(t.bdf);
        if (role != roles.cend() && d->role != *role)
            say(t.bdf, QStringLiteral("role %1, QEMU made a %2").arg(pciRoleName(d->role), pciRoleName(*role)));
        // -1 is "no affinity"; lspci prints no NUMA line then, so nothing and -1 agree.
        const int numa = d->numaNode.value_or(-1);
        if (numa != t.numaNode)
            say(t.bdf, QStringLiteral("NUMA node %1, the kernel says %2").arg(numa).arg(t.numaNode));
        if (t.current.isKnown() && !(d->link.status == t.current))
            say(t.bdf, QStringLiteral("link %1 GT/s x%2, the kernel says %3 GT/s x%4")
                           .arg(d->link.status.speedGTs).arg(d->link.status.width).arg(t.current.speedGTs).arg(t.current.width));
        if (t.maximum.isKnown() && !(d->link.capability == t.maximum))
            say(t.bdf, QStringLiteral("link capability %1 GT/s x%2, the kernel says %3 GT/s x%4")
                           .arg(d->link.capability.speedGTs).arg(d->link.capability.width).arg(t.maximum.speedGTs).arg(t.maximum.width));
    }
    for (const PciDevice& d : machine.pci.devices) {
        const bool known = std::any_of(truth.begin(), truth.end(), [&](const TruthDevice& t) { return t.bdf == d.bdf; });
        if (!known)
            say(d.bdf, QStringLiteral("not in the guest"));
    }
    return differences;
}

QStringList compareVmMapping(const Machine& host, const Machine& guest, const QList<QmpDevice>& qmp,
                             const QString& expectedVmName)
{
    const GuestVmChoice choice = guestVmOf(host, guest);
    if (!choice.chosen)
        return { QStringLiteral("no VM chosen for the guest: %1 (%2 VMs on the host)").arg(choice.whyNone).arg(host.vms.size()) };
    QStringList differences;
    if (choice.chosen->vm.name != expectedVmName)
        differences.append(QStringLiteral("chose VM %1 (%2), not %3").arg(choice.chosen->vm.name, choice.chosen->why, expectedVmName));
    for (const QmpDevice& d : qmp) {
        if (d.id.isEmpty())
            continue;
        const auto match = std::find_if(choice.chosen->devices.begin(), choice.chosen->devices.end(),
            [&](const VmDeviceMatch& m) { return m.deviceId == d.id; });
        if (match == choice.chosen->devices.end()) {
            differences.append(QStringLiteral("%1 (at %2) is not among the VM's devices").arg(d.id, d.address()));
            continue;
        }
        if (!match->guestBdf || match->guestBdf->toString() != d.address())
            differences.append(QStringLiteral("%1 mapped to %2, QEMU has it at %3 (%4)")
                                   .arg(d.id, match->guestBdf ? match->guestBdf->toString() : QStringLiteral("nothing"), d.address(),
                                       match->detail));
    }
    return differences;
}

} // namespace Lab
