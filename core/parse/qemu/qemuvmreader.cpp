// SPDX-License-Identifier: GPL-3.0-or-later
// One QEMU command line read as the VM it configures: its devices placed on its buses as QEMU
// places them (qemucmdline.cpp splits the input into command lines first).
#include "parse/qemu/qemuvmreader.h"

#include "parse/linereading.h"
#include "parse/qemu/qemumachine.h"
#include "parse/qemu/qemuoptions.h"
#include "parse/qemu/qemuwords.h"
#include "util/text.h"
#include "util/tr.h"

#include <QHash>

#include <algorithm>

namespace Topo {

namespace {

using namespace Qemu;

/// One -device (or -readconfig device) as configured, before it is placed.
struct DeviceRecord
{
    QByteArray driver;
    QByteArray id;     // id= as configured; empty when none
    QString shownId;   // id, or "#N"
    Properties properties;
    QList<QByteArray> numberKeys; // JSON numbers
    int line = 0;
    bool json = false;
};

struct PropertyOverride
{
    QByteArray target; // -set: the device id; -global: the driver
    QByteArray property;
    QByteArray value;
    int line = 0;
};

// Options QEMU reads with a value; any other option takes the next argument as its value unless
// that looks like an option itself, which is all the reading of unknown options needs.
constexpr QByteArrayView valueOptions[] = { "device", "set", "global", "machine", "M", "name", "uuid", "id",
    "readconfig", "vga", "net", "nic", "netdev", "smbios" };

QByteArrayView optionName(QByteArrayView argument)
{
    QByteArrayView name = argument.sliced(1);
    if (name.startsWith('-'))
        name = name.sliced(1); // QEMU takes --device as -device
    return name;
}

/// "device.ID.PROP=VALUE", split the way QEMU's -set does (no '.' in the group or the id).
std::optional<PropertyOverride> readSet(QByteArrayView text)
{
    const qsizetype equals = text.indexOf('=');
    const qsizetype firstDot = text.indexOf('.');
    if (equals < 0 || firstDot <= 0 || firstDot > equals)
        return std::nullopt;
    const qsizetype secondDot = text.indexOf('.', firstDot + 1);
    if (secondDot <= firstDot + 1 || secondDot > equals || secondDot + 1 == equals)
        return std::nullopt;
    if (text.first(firstDot) != "device")
        return PropertyOverride {}; // another group (drive, netdev, …): nothing of the PCI layout
    return PropertyOverride { text.sliced(firstDot + 1, secondDot - firstDot - 1).toByteArray(),
        text.sliced(secondDot + 1, equals - secondDot - 1).toByteArray(), text.sliced(equals + 1).toByteArray(), 0 };
}

/// "DRIVER.PROP=VALUE" or "driver=D,property=P,value=V", as QEMU's -global reads them.
std::optional<PropertyOverride> readGlobal(QByteArrayView text)
{
    const qsizetype equals = text.indexOf('=');
    const qsizetype dot = text.indexOf('.');
    if (dot > 0 && equals > dot + 1)
        return PropertyOverride { text.first(dot).toByteArray(), text.sliced(dot + 1, equals - dot - 1).toByteArray(),
            text.sliced(equals + 1).toByteArray(), 0 };
    const Properties options = splitOptions(text, {});
    if (!hasKey(options, "driver") || !hasKey(options, "property"))
        return std::nullopt;
    return PropertyOverride { valueOf(options, "driver"), valueOf(options, "property"), valueOf(options, "value"), 0 };
}

QList<QPair<QString, QString>> cleanedProperties(const Properties& properties)
{
    QList<QPair<QString, QString>> out;
    out.reserve(properties.size());
    for (const auto& [key, value] : properties)
        out.append({ Text::cleanText(key), Text::cleanText(value) });
    return out;
}

/// One VM from its argument list.
class VmReader
{
public:
    VmReader(const CommandLine& command, Diagnostics& diagnostics)
        : m_command(command)
        , m_diagnostics(diagnostics)
    {
    }

    VmConfiguration read();

private:
    void warn(int line, const QString& message) { m_diagnostics.append({ line, Severity::Warning, message }); }
    void readArguments();
    void readOption(QByteArrayView name, const Argument& option, const Argument* value);
    void addDevice(const Argument& value);
    void addRecord(DeviceRecord record);
    void addConfigDevices(const Argument& value);
    void addMac(QByteArrayView mac, int line);
    void applyOverrides();
    void addDefaultDevices(const MachineModel& machine);
    void placeDevices(const MachineModel& machine);
    void fillDevice(VmDevice& device, const DeviceRecord& record);
    void assignSlots(const MachineModel& machine);

    const CommandLine& m_command;
    Diagnostics& m_diagnostics;
    VmConfiguration m_vm;
    QList<DeviceRecord> m_records;
    QHash<QByteArray, qsizetype> m_recordById;
    QList<PropertyOverride> m_sets;
    QList<PropertyOverride> m_globals;
    int m_machineLine = 0;
    bool m_noDefaults = false;
    bool m_anyNetwork = false;
    QString m_smbiosUuid;
    std::optional<QByteArray> m_vgaType;
    int m_vgaLine = 0;
    int m_deviceCount = 0;
    // The records placed on a PCI bus, by index into m_vm.devices (which starts with the root).
    QList<qsizetype> m_placedRecord;
};

void VmReader::readArguments()
{
    const QList<Argument>& args = m_command.arguments;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const Argument& arg = args[i];
        if (arg.text.size() < 2 || !arg.text.startsWith('-'))
            continue; // a disk image given bare, or a value of an option already read
        const QByteArrayView name = optionName(arg.text);
        const bool takesValue = std::find(std::begin(valueOptions), std::end(valueOptions), name) != std::end(valueOptions);
        const Argument* value = i + 1 < args.size() ? &args[i + 1] : nullptr;
        if (!takesValue) {
            if (name == "nodefaults")
                m_noDefaults = true;
            else if (value && !value->text.startsWith('-'))
                ++i; // an unknown option's value
            continue;
        }
        if (value && value->text.startsWith('-') && value->text.size() > 1)
            value = nullptr; // "-device -machine q35": the next option, not a value
        if (value)
            ++i;
        readOption(name, arg, value);
    }
}

void VmReader::readOption(QByteArrayView name, const Argument& option, const Argument* value)
{
    if (!value) {
        if (m_command.cutOff && &option == &m_command.arguments.last())
            return; // its value is what the cut took; that error is already there
        m_diagnostics.append({ option.line, name == "device" ? Severity::Error : Severity::Warning,
            Tr::tr("%1 without a value").arg(Text::cleanText(option.text)) });
        return;
    }
    const QByteArray& text = value->text;
    if (name == "device") {
        addDevice(*value);
    } else if (name == "set") {
        if (const auto set = readSet(text); !set)
            warn(value->line, Tr::tr("-set %1 is not of the form device.ID.PROPERTY=VALUE").arg(Text::excerpt(text)));
        else if (!set->target.isEmpty())
            m_sets.append({ set->target, set->property, set->value, value->line });
    } else if (name == "global") {
        if (const auto global = readGlobal(text))
            m_globals.append({ global->target, global->property, global->value, value->line });
        else
            warn(value->line, Tr::tr("-global %1 is not of the form DRIVER.PROPERTY=VALUE").arg(Text::excerpt(text)));
    } else if (name == "machine" || name == "M") {
        // QEMU merges every -machine; a later type= wins.
        if (const QByteArray type = valueOf(splitOptions(text, "type"), "type"); !type.isEmpty()) {
            m_vm.machineType = Text::cleanText(type);
            m_machineLine = value->line;
        }
    } else if (name == "name") {
        m_vm.name = Text::cleanText(valueOf(splitOptions(text, "guest"), "guest"));
    } else if (name == "uuid") {
        m_vm.uuid = Text::cleanText(text);
    } else if (name == "id") {
        qint64 vmid = 0;
        if (LineReading::toDecimal64(text, &vmid))
            m_vm.proxmoxVmid = vmid;
        else
            warn(value->line, Tr::tr("-id %1 is not a Proxmox VM id").arg(Text::excerpt(text)));
    } else if (name == "readconfig") {
        addConfigDevices(*value);
    } else if (name == "vga") {
        m_vgaType = text;
        m_vgaLine = value->line;
    } else if (name == "net" || name == "nic" || name == "netdev") {
        m_anyNetwork = true;
        // -nic TYPE,mac=…, -net nic,macaddr=…: a guest NIC without a -device of its own.
        const Properties options = splitOptions(text, "type");
        addMac(valueOf(options, name == "net" ? "macaddr" : "mac"), value->line);
    } else if (name == "smbios") {
        // -smbios type=1,uuid=…: what the guest reads as its DMI product_uuid (Proxmox's smbios1).
        const Properties options = splitOptions(text, "type");
        if (valueOf(options, "type") == "1" && m_smbiosUuid.isEmpty())
            m_smbiosUuid = Text::cleanText(valueOf(options, "uuid"));
    }
}

void VmReader::addMac(QByteArrayView mac, int line)
{
    if (mac.isEmpty())
        return;
    const QString text = normalizedMac(Text::cleanText(mac));
    if (text.isEmpty()) {
        warn(line, Tr::tr("%1 is not a MAC address").arg(Text::excerpt(mac)));
        return;
    }
    if (!m_vm.macs.contains(text))
        m_vm.macs.append(text);
}

void VmReader::addDevice(const Argument& value)
{
    DeviceRecord record;
    record.line = value.line;
    const QByteArrayView trimmed = Text::trimmed(value.text);
    if (trimmed.startsWith('{')) {
        std::optional<Properties> properties = jsonProperties(trimmed, &record.numberKeys);
        // ps and some logs print the argument without its shell quotes; the words then lost
        // the JSON's own quotes, which the text as written still has.
        if (!properties && Text::startsWith(Text::trimmed(value.raw), "{"))
            properties = jsonProperties(value.raw, &record.numberKeys);
        if (!properties) {
            m_diagnostics.append({ value.line, Severity::Error,
                Tr::tr("-device %1 is neither a JSON object nor QEMU's option syntax").arg(Text::excerpt(trimmed)) });
            return;
        }
        record.properties = std::move(*properties);
        record.json = true;
    } else {
        record.properties = splitOptions(value.text, "driver");
    }
    record.driver = valueOf(record.properties, "driver");
    if (record.driver.isEmpty()) {
        m_diagnostics.append({ value.line, Severity::Error,
            Tr::tr("-device %1 names no driver").arg(Text::excerpt(value.text)) });
        return;
    }
    addRecord(std::move(record));
}

void VmReader::addRecord(DeviceRecord record)
{
    ++m_deviceCount;
    record.id = valueOf(record.properties, "id");
    record.shownId = record.id.isEmpty() ? u'#' + QString::number(m_deviceCount) : Text::cleanText(record.id);
    if (!record.id.isEmpty()) {
        if (m_recordById.contains(record.id))
            warn(record.line, Tr::tr("a second device with id %1; references to it mean the first").arg(record.shownId));
        else
            m_recordById.insert(record.id, m_records.size());
    }
    m_records.append(std::move(record));
}

void VmReader::addConfigDevices(const Argument& value)
{
    const auto devices = readConfigDevices(Text::trimmed(value.text));
    if (devices.empty()) {
        m_diagnostics.append({ value.line, Severity::Info,
            Tr::tr("the devices of %1 are not known; only qemu-server's own -readconfig files are")
                .arg(Text::excerpt(value.text)) });
        return;
    }
    for (const ConfigDevice& device : devices) {
        DeviceRecord record;
        record.line = value.line;
        record.properties = splitOptions(device.options, "driver");
        record.properties.append({ QByteArray("id"), QByteArray(device.id) });
        record.driver = valueOf(record.properties, "driver");
        addRecord(std::move(record));
    }
}

void VmReader::applyOverrides()
{
    // -set edits the option text QEMU later creates the device from, so it overrides what the
    // device says; a -global only fills in what the device leaves unset.
    for (const PropertyOverride& set : m_sets) {
        const auto found = m_recordById.constFind(set.target);
        if (found == m_recordById.cend()) {
            warn(set.line, Tr::tr("-set names device %1, which this VM does not have").arg(Text::excerpt(set.target)));
            continue;
        }
        DeviceRecord& record = m_records[*found];
        if (record.json) {
            warn(set.line, Tr::tr("-set names device %1, which is given as JSON: QEMU applies -set only to devices in "
                                  "its option syntax (and refuses to start)").arg(record.shownId));
            continue;
        }
        setValue(record.properties, set.property, set.value);
        if (set.property == "driver")
            record.driver = set.value;
    }
    for (DeviceRecord& record : m_records) {
        for (const PropertyOverride& global : m_globals) {
            if (global.target == record.driver && !hasKey(record.properties, global.property))
                record.properties.append({ global.property, global.value });
        }
    }
}

void VmReader::addDefaultDevices(const MachineModel& machine)
{
    // QEMU's machine init creates these before any -device, so they take the first free slots.
    const bool anyDisplay = std::any_of(m_records.cbegin(), m_records.cend(),
        [](const DeviceRecord& r) { return isDisplayDriver(r.driver); });
    QByteArray vga;
    if (m_vgaType)
        vga = vgaDriver(*m_vgaType);
    else if (machine.defaultVga && !m_noDefaults && !anyDisplay)
        vga = "VGA";
    const QByteArray nic = m_noDefaults || m_anyNetwork ? QByteArray() : machine.defaultNic;
    struct DefaultDevice
    {
        QByteArray driver;
        QString id;
        int line;
    };
    for (const DefaultDevice& d : { DefaultDevice { vga, QStringLiteral("#vga"), m_vgaLine },
             DefaultDevice { nic, QStringLiteral("#nic"), 0 } }) {
        if (d.driver.isEmpty())
            continue;
        VmDevice device;
        device.id = d.id;
        device.driver = Text::cleanText(d.driver);
        device.parentBus = Text::cleanText(machine.rootBus);
        device.line = d.line > 0 ? d.line : m_command.line;
        m_vm.devices.append(device);
        m_placedRecord.append(-1);
    }
}

void VmReader::fillDevice(VmDevice& device, const DeviceRecord& record)
{
    const Properties& p = record.properties;
    device.id = record.shownId;
    device.driver = Text::cleanText(record.driver);
    device.line = record.line;
    device.multifunction = isOn(valueOf(p, "multifunction"));
    device.serial = Text::cleanText(valueOf(p, "serial"));
    device.properties = cleanedProperties(p);
    switch (device.kind) {
    case VmDeviceKind::RootBus:
        device.busNumber = readInteger(valueOf(p, "bus_nr"));
        device.numaNode = readInteger(valueOf(p, "numa_node"));
        break;
    case VmDeviceKind::RootPort:
    case VmDeviceKind::SwitchDownstream:
        device.chassis = readInteger(valueOf(p, "chassis"));
        device.portSlot = readInteger(valueOf(p, "slot"));
        device.linkSpeedGTs = readLinkSpeedName(valueOf(p, "x-speed"));
        device.linkWidth = readInteger(valueOf(p, "x-width")).value_or(0);
        break;
    case VmDeviceKind::PciBridge:
        device.chassis = readInteger(valueOf(p, "chassis_nr"));
        break;
    case VmDeviceKind::Passthrough: {
        const QByteArray host = valueOf(p, "host");
        const QByteArray sysfs = valueOf(p, "sysfsdev");
        if (!host.isEmpty()) {
            device.hostAddress = Bdf::parse(QByteArrayView(host));
            if (!device.hostAddress)
                warn(record.line, Tr::tr("%1: host=%2 is not a PCI address").arg(device.id, Text::excerpt(host)));
        } else if (!sysfs.isEmpty()) {
            const QByteArrayView name = QByteArrayView(sysfs).sliced(sysfs.lastIndexOf('/') + 1);
            device.hostAddress = Bdf::parse(name);
            if (!device.hostAddress && !sysfs.contains("/mdev/"))
                warn(record.line, Tr::tr("%1: sysfsdev=%2 is not a PCI function of the host")
                                      .arg(device.id, Text::excerpt(sysfs)));
        } else {
            warn(record.line, Tr::tr("%1 passes through no host device (neither host= nor sysfsdev=)").arg(device.id));
        }
        break;
    }
    case VmDeviceKind::SwitchUpstream:
    case VmDeviceKind::Endpoint:
        break;
    }
}

void VmReader::placeDevices(const MachineModel& machine)
{
    // QEMU gives a PCI device without bus= the newest PCI bus hanging off the machine itself:
    // the root bus until an expander (pxb, pxb-pcie) exists, that expander's bus after it
    // (qbus_find_recursive walks the newest child first). QEMU 7.2 then refuses anything but a
    // bridge or port there, so in practice this moves root ports written without bus=.
    QByteArray defaultBus = machine.rootBus;
    for (qsizetype index = 0; index < m_records.size(); ++index) {
        const DeviceRecord& record = m_records[index];
        const std::optional<VmDeviceKind> kind = kindOfDriver(record.driver);
        const QByteArray bus = valueOf(record.properties, "bus");
        const bool known = kind.has_value() || hasKey(record.properties, "addr");
        QByteArray parent;
        if (bus.isEmpty()) {
            if (!known || machine.rootBus.isEmpty())
                continue; // not PCI (vmgenid, usb-tablet, …), or a machine without PCI
            parent = defaultBus;
        } else if (bus == machine.rootBus && !machine.rootBus.isEmpty()) {
            parent = bus;
        } else if (const auto target = m_recordById.constFind(bus); target != m_recordById.cend()) {
            const auto targetKind = kindOfDriver(m_records[*target].driver);
            if (!targetKind || !providesPciBus(*targetKind)) {
                if (known)
                    warn(record.line, Tr::tr("%1: bus=%2 names a device that provides no PCI bus")
                                          .arg(record.shownId, Text::excerpt(bus)));
                continue;
            }
            parent = bus;
        } else {
            // "ehci.0", "scsihw0.0", "ide.0": a device's own bus of another kind (USB, SCSI, IDE).
            const qsizetype dot = bus.lastIndexOf('.');
            const bool childBus = dot > 0 && Text::isDigits(QByteArrayView(bus).sliced(dot + 1));
            if (!known || (childBus && m_recordById.contains(bus.first(dot))))
                continue;
            warn(record.line, Tr::tr("%1: bus=%2 names no device of this VM").arg(record.shownId, Text::excerpt(bus)));
            parent = bus;
        }
        VmDevice device;
        device.kind = kind.value_or(VmDeviceKind::Endpoint);
        device.parentBus = Text::cleanText(parent);
        fillDevice(device, record);
        if (device.kind == VmDeviceKind::RootBus && !record.id.isEmpty())
            defaultBus = record.id;
        m_vm.devices.append(std::move(device));
        m_placedRecord.append(index);
    }
}

void VmReader::assignSlots(const MachineModel& machine)
{
    // Function 0 of each slot taken, per bus; QEMU gives a device without addr= the first slot
    // whose function 0 is free, in command-line order. Explicit addresses are taken first: on a
    // command line QEMU accepts, no device without addr= ever takes one that a later device names.
    QHash<QString, quint32> taken;
    QHash<QString, qsizetype> busDevice; // the device providing each bus, by index
    const QString root = Text::cleanText(machine.rootBus);
    quint32 rootTaken = 0;
    for (const int slot : machine.reservedSlots)
        rootTaken |= 1u << slot;
    taken.insert(root, rootTaken);
    for (qsizetype i = 0; i < m_vm.devices.size(); ++i) {
        if (providesPciBus(m_vm.devices[i].kind) && !busDevice.contains(m_vm.devices[i].id))
            busDevice.insert(m_vm.devices[i].id, i);
    }
    for (qsizetype i = 0; i < m_vm.devices.size(); ++i) {
        VmDevice& device = m_vm.devices[i];
        const qsizetype recordIndex = m_placedRecord[i];
        if (recordIndex < 0)
            continue;
        const DeviceRecord& record = m_records[recordIndex];
        if (!hasKey(record.properties, "addr"))
            continue;
        const QByteArray addr = valueOf(record.properties, "addr");
        device.slot = readSlot(addr, record.json && record.numberKeys.contains("addr"));
        if (!device.slot)
            warn(record.line, Tr::tr("%1: addr=%2 is not a PCI slot and function").arg(device.id, Text::excerpt(addr)));
        else if (device.slot->function == 0)
            taken[device.parentBus] |= 1u << device.slot->device;
    }
    for (qsizetype i = 0; i < m_vm.devices.size(); ++i) {
        VmDevice& device = m_vm.devices[i];
        const qsizetype recordIndex = m_placedRecord[i];
        if (device.parentBus.isEmpty() || (recordIndex >= 0 && hasKey(m_records[recordIndex].properties, "addr")))
            continue;
        const qsizetype parent = busDevice.value(device.parentBus, -1);
        if (parent < 0)
            continue; // a bus= naming nothing: no slot to speak of
        const VmDeviceKind parentKind = m_vm.devices[parent].kind;
        if (parentKind == VmDeviceKind::RootPort || parentKind == VmDeviceKind::SwitchDownstream) {
            device.slot = VmSlot { 0, 0 }; // a port's link has device 0 only
            continue;
        }
        // From slot 0 on bridges too: QEMU 7.2 puts the first device behind a pci-bridge (with
        // its hot-plug controller) at 00.0 (see tests/fixtures/qemu-cmdline/SOURCES.md).
        quint32& used = taken[device.parentBus];
        for (int slot = 0; slot < 32; ++slot) {
            if (!(used & (1u << slot))) {
                used |= 1u << slot;
                device.slot = VmSlot { slot, 0 };
                device.slotAssumed = true;
                break;
            }
        }
        if (!device.slot)
            warn(device.line, Tr::tr("%1: no free slot is left on %2").arg(device.id, device.parentBus));
    }
}

VmConfiguration VmReader::read()
{
    m_vm.source = VmConfiguration::Source::QemuCommandLine;
    m_vm.line = m_command.line;
    m_vm.pid = m_command.pid;
    readArguments();
    applyOverrides();
    // A NIC's mac= (after -set and -global), the guest's view of it; -uuid is also SMBIOS's.
    for (const DeviceRecord& record : std::as_const(m_records))
        addMac(valueOf(record.properties, "mac"), record.line);
    if (m_vm.uuid.isEmpty())
        m_vm.uuid = m_smbiosUuid;
    // Without -machine (often a paste cut before qemu-server's -machine, which comes last), a
    // device on pcie.0 says q35, the one x86 machine with that root bus.
    const bool namesPcie = std::any_of(m_records.cbegin(), m_records.cend(),
        [](const DeviceRecord& r) { return valueOf(r.properties, "bus") == "pcie.0"; });
    QByteArray machineType = m_vm.machineType.toUtf8();
    if (m_vm.machineType.isEmpty()) {
        machineType = namesPcie ? "q35" : "";
        m_diagnostics.append({ m_command.line, Severity::Info,
            namesPcie ? Tr::tr("no -machine: q35 is assumed, since devices are on its root bus pcie.0")
                      : Tr::tr("no -machine: the PCI layout of QEMU's default for x86 (pc, i440fx) is assumed") });
    }
    const MachineModel machine = machineModel(machineType);
    // Known only now: Proxmox writes -machine last.
    if (const auto clash = m_recordById.constFind(machine.rootBus); clash != m_recordById.cend()) {
        const DeviceRecord& record = m_records[*clash];
        warn(record.line, Tr::tr("device %1 has the id of the machine's root bus; references to it mean the root bus")
                              .arg(record.shownId));
        m_recordById.erase(clash);
    }
    if (!machine.rootBus.isEmpty()) {
        VmDevice root;
        root.id = Text::cleanText(machine.rootBus);
        root.driver = Text::cleanText(machine.hostBridge);
        root.kind = VmDeviceKind::RootBus;
        root.busNumber = 0;
        root.line = m_machineLine > 0 ? m_machineLine : m_command.line;
        m_vm.devices.append(root);
        m_placedRecord.append(-1);
        addDefaultDevices(machine);
    }
    placeDevices(machine);
    assignSlots(machine);
    return std::move(m_vm);
}

} // namespace

VmConfiguration readQemuVm(const Qemu::CommandLine& command, Diagnostics& diagnostics)
{
    VmReader reader(command, diagnostics);
    return reader.read();
}

} // namespace Topo
