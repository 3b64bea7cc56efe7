// SPDX-License-Identifier: GPL-3.0-or-later
// libvirt domain XML (virsh dumpxml, the virsh-domains capture): the PCI layout each domain
// gives its guest.
#include "parse/libvirt/libvirt.h"

#include "util/text.h"
#include "util/tr.h"

#include <QHash>
#include <QXmlStreamReader>

#include <algorithm>

namespace Topo {

namespace {

// Far beyond any real domain (libvirt itself allows 256 PCI controllers); hostile input stops
// here instead of growing the value without end.
constexpr int maxDevices = 20000;
constexpr int maxDomains = 1000;
constexpr int maxDepth = 32;

struct Document
{
    QByteArrayView text;
    int firstLine = 1; // of `text` in the input
    int headerLine = 0;
};

/// "==> 5c0e… <==": the virsh-domains capture's block header.
bool isBlockHeader(QByteArrayView line)
{
    return line.startsWith("==> ") && line.endsWith(" <==") && line.size() > 8;
}

/// The documents of the input: one per "==> UUID <==" block, and a new one wherever a <domain> or
/// <?xml starts after a </domain> (dumps pasted one after another).
QList<Document> splitDocuments(QByteArrayView data)
{
    QList<Document> documents;
    Document current;
    qsizetype start = 0;
    bool closed = false;
    bool startsAtNextLine = false; // after a header
    auto finish = [&](qsizetype end) {
        current.text = startsAtNextLine ? QByteArrayView() : data.sliced(start, end - start);
        if (!Text::trimmed(current.text).isEmpty() || current.headerLine > 0)
            documents.append(current);
    };
    for (const Text::Line& line : Text::splitLines(data)) {
        const qsizetype offset = line.text.data() - data.data();
        if (startsAtNextLine) {
            start = offset;
            startsAtNextLine = false;
        }
        const QByteArrayView text = Text::trimmed(line.text);
        if (isBlockHeader(text)) {
            finish(offset);
            current = Document { {}, line.number + 1, line.number };
            startsAtNextLine = true;
            closed = false;
            continue;
        }
        if (closed && (text.startsWith("<?xml") || text.startsWith("<domain"))) {
            finish(offset);
            current = Document { {}, line.number, 0 };
            start = offset;
            closed = false;
        }
        if (text.contains("</domain>"))
            closed = true;
    }
    finish(data.size());
    return documents;
}

std::optional<int> readNumber(QStringView text)
{
    const QStringView t = text.trimmed();
    bool ok = false;
    const int value = t.startsWith(u"0x") || t.startsWith(u"0X") ? t.sliced(2).toInt(&ok, 16) : t.toInt(&ok, 10);
    return ok && value >= 0 ? std::optional<int>(value) : std::nullopt;
}

struct PciAddress
{
    std::optional<int> domain, bus, slot, function;
    bool multifunction = false;
    bool present = false;
};

PciAddress readAddress(const QXmlStreamAttributes& attributes)
{
    PciAddress a;
    a.present = true;
    a.domain = readNumber(attributes.value(QLatin1StringView("domain")));
    a.bus = readNumber(attributes.value(QLatin1StringView("bus")));
    a.slot = readNumber(attributes.value(QLatin1StringView("slot")));
    a.function = attributes.hasAttribute(QLatin1StringView("function")) ? readNumber(attributes.value(QLatin1StringView("function"))) : std::optional(0);
    a.multifunction = attributes.value(QLatin1StringView("multifunction")) == u"on";
    return a;
}

/// What one element under <devices> says, wherever in it libvirt writes it.
struct DeviceElement
{
    QString element;
    int line = 0;
    QXmlStreamAttributes attributes;
    QString alias;
    QString modelName; // <model name='pxb-pcie'/> of controllers
    QString modelType; // <model type='e1000'/> of interfaces, video, sound
    QXmlStreamAttributes target;
    std::optional<int> targetNode; // <target><node>N</node></target>
    PciAddress guest;              // <address type='pci' …/>
    PciAddress source;             // <source><address …/></source> of hostdevs
    QString serial;
    QString mac; // <interface><mac address=…/>, as written
};

enum class ControllerModel { RootBus, ExpanderBus, RootPort, Upstream, Downstream, Bridge };
struct ControllerRow
{
    QStringView model;
    ControllerModel kind;
};
constexpr ControllerRow controllerModels[] = {
    { u"pcie-root", ControllerModel::RootBus },
    { u"pci-root", ControllerModel::RootBus },
    { u"pcie-expander-bus", ControllerModel::ExpanderBus },
    { u"pci-expander-bus", ControllerModel::ExpanderBus },
    { u"pcie-root-port", ControllerModel::RootPort },
    { u"pcie-switch-upstream-port", ControllerModel::Upstream },
    { u"pcie-switch-downstream-port", ControllerModel::Downstream },
    { u"pci-bridge", ControllerModel::Bridge },
    { u"dmi-to-pci-bridge", ControllerModel::Bridge },
    { u"pcie-to-pci-bridge", ControllerModel::Bridge },
};

class DomainReader
{
public:
    DomainReader(const Document& document, ParseResult<QList<VmConfiguration>>& result)
        : m_document(document)
        , m_result(result)
        , m_xml(document.text.toByteArray())
    {
    }

    /// False when the document holds no domain at all.
    bool read(VmConfiguration* vm);

private:
    int line() const { return m_document.firstLine - 1 + int(m_xml.lineNumber()); }
    QString text() { return Text::cleanText(m_xml.readElementText(QXmlStreamReader::IncludeChildElements)); }
    void readDomain();
    void readOs();
    void readDevices();
    DeviceElement readDeviceElement();
    void addDevice(const DeviceElement& e);
    void addController(const DeviceElement& e);
    void resolveBuses();

    const Document& m_document;
    ParseResult<QList<VmConfiguration>>& m_result;
    QXmlStreamReader m_xml;
    VmConfiguration m_vm;
    bool m_sawDevices = false;
    int m_elements = 0;
    QHash<int, QString> m_controllerIds; // controller index → the id of the bus it provides
    QList<std::optional<int>> m_guestBus;  // per device: the controller index its address names
};

bool DomainReader::read(VmConfiguration* vm)
{
    m_vm.source = VmConfiguration::Source::LibvirtDomain;
    if (Text::trimmed(m_document.text).isEmpty()) {
        m_result.info(m_document.headerLine, Tr::tr("no domain XML after this header (the domain went away?)"));
        return false;
    }
    if (!m_xml.readNextStartElement()) {
        if (m_xml.hasError()) {
            m_result.error(line(), Tr::tr("not readable as XML: %1").arg(Text::cleanText(m_xml.errorString())));
        } else {
            m_result.info(m_document.headerLine, Tr::tr("no domain XML after this header"));
        }
        return false;
    }
    if (m_xml.name() != u"domain") {
        m_result.error(line(), Tr::tr("not a libvirt domain: the document is <%1>")
                                   .arg(Text::cleanText(m_xml.name().toString().left(40))));
        return false;
    }
    m_vm.line = line();
    readDomain();
    if (m_xml.hasError()) {
        const bool cutOff = m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError;
        m_result.error(line(), cutOff ? Tr::tr("the XML ends here, inside <%1> (cut off?); what came before it was read")
                                            .arg(Text::cleanText(m_xml.name().toString().left(40)))
                                      : Tr::tr("malformed XML: %1; what came before it was read")
                                            .arg(Text::cleanText(m_xml.errorString())));
    } else if (!m_sawDevices) {
        m_result.warn(m_vm.line, Tr::tr("domain %1 has no <devices>").arg(m_vm.name));
    }
    resolveBuses();
    *vm = std::move(m_vm);
    return true;
}

void DomainReader::readDomain()
{
    while (m_xml.readNextStartElement()) {
        const QStringView name = m_xml.name();
        if (name == u"name")
            m_vm.name = text();
        else if (name == u"uuid")
            m_vm.uuid = text();
        else if (name == u"os")
            readOs();
        else if (name == u"devices")
            readDevices();
        else
            m_xml.skipCurrentElement();
    }
}

void DomainReader::readOs()
{
    while (m_xml.readNextStartElement()) {
        if (m_xml.name() == u"type")
            m_vm.machineType = Text::cleanText(m_xml.attributes().value(QLatin1StringView("machine")));
        m_xml.skipCurrentElement();
    }
}

void DomainReader::readDevices()
{
    m_sawDevices = true;
    while (m_xml.readNextStartElement()) {
        if (++m_elements > maxDevices) {
            if (m_elements == maxDevices + 1)
                m_result.warn(line(), Tr::tr("more than %1 devices in one domain; the rest were not read").arg(maxDevices));
            m_xml.skipCurrentElement();
            continue;
        }
        const DeviceElement e = readDeviceElement();
        // The guest sees this MAC on its NIC: what pairs it with this domain (analyze/fleet).
        if (!e.mac.isEmpty()) {
            const QString mac = normalizedMac(e.mac);
            if (mac.isEmpty())
                m_result.warn(e.line, Tr::tr("interface MAC %1 is not a MAC address").arg(e.mac.left(40)));
            else if (!m_vm.macs.contains(mac))
                m_vm.macs.append(mac);
        }
        if (e.element == u"controller" && e.attributes.value(QLatin1StringView("type")) == u"pci")
            addController(e);
        else
            addDevice(e);
    }
}

DeviceElement DomainReader::readDeviceElement()
{
    DeviceElement e;
    e.element = Text::cleanText(m_xml.name());
    e.line = line();
    e.attributes = m_xml.attributes();
    QList<QString> names; // the elements inside the device around this point, outermost first
    while (!m_xml.atEnd()) {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        if (token == QXmlStreamReader::EndElement) {
            if (names.isEmpty())
                break;
            names.removeLast();
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (names.size() >= maxDepth) {
            m_xml.skipCurrentElement();
            continue;
        }
        names.append(m_xml.name().toString());
        const QString& name = names.last();
        const QXmlStreamAttributes attributes = m_xml.attributes();
        const int depth = int(names.size());
        if (depth == 1 && name == u"alias") {
            e.alias = Text::cleanText(attributes.value(QLatin1StringView("name")));
        } else if (depth == 1 && name == u"address" && attributes.value(QLatin1StringView("type")) == u"pci") {
            e.guest = readAddress(attributes);
        } else if (depth == 2 && name == u"address" && names.first() == u"source") {
            e.source = readAddress(attributes);
        } else if (depth == 1 && name == u"model") {
            e.modelName = Text::cleanText(attributes.value(QLatin1StringView("name")));
            e.modelType = Text::cleanText(attributes.value(QLatin1StringView("type")));
        } else if (depth == 1 && name == u"target") {
            e.target = attributes;
        } else if (depth == 2 && name == u"node" && names.first() == u"target") {
            e.targetNode = readNumber(m_xml.readElementText(QXmlStreamReader::IncludeChildElements));
            names.removeLast(); // readElementText consumed its end
        } else if (depth == 1 && name == u"serial") {
            e.serial = text();
            names.removeLast();
        } else if (depth == 1 && name == u"mac" && e.element == u"interface") {
            e.mac = Text::cleanText(attributes.value(QLatin1StringView("address")));
        }
    }
    return e;
}

void DomainReader::addController(const DeviceElement& e)
{
    const QStringView model = e.attributes.value(QLatin1StringView("model"));
    const std::optional<int> index = readNumber(e.attributes.value(QLatin1StringView("index")));
    const auto row = std::find_if(std::begin(controllerModels), std::end(controllerModels),
        [&](const ControllerRow& r) { return r.model == model; });
    const ControllerModel kind = row != std::end(controllerModels) ? row->kind : ControllerModel::Bridge;
    VmDevice device;
    device.driver = Text::cleanText(e.modelName.isEmpty() ? model : QStringView(e.modelName));
    device.line = e.line;
    if (!e.alias.isEmpty())
        device.id = e.alias;
    else if (index == 0 && kind == ControllerModel::RootBus)
        device.id = model == u"pcie-root" ? QStringLiteral("pcie.0") : QStringLiteral("pci.0"); // QEMU's names
    else
        device.id = QStringLiteral("pci.") + (index ? QString::number(*index) : QStringLiteral("?"));
    if (!index)
        m_result.warn(e.line, Tr::tr("PCI controller %1 has no readable index").arg(device.id));
    else if (m_controllerIds.contains(*index))
        m_result.warn(e.line, Tr::tr("a second PCI controller with index %1").arg(*index));
    else
        m_controllerIds.insert(*index, device.id);

    const QXmlStreamAttributes& t = e.target;
    switch (kind) {
    case ControllerModel::RootBus:
        device.kind = VmDeviceKind::RootBus;
        device.busNumber = 0;
        break;
    case ControllerModel::ExpanderBus:
        device.kind = VmDeviceKind::RootBus;
        device.busNumber = readNumber(t.value(QLatin1StringView("busNr")));
        break;
    case ControllerModel::RootPort:
    case ControllerModel::Downstream:
        device.kind = kind == ControllerModel::RootPort ? VmDeviceKind::RootPort : VmDeviceKind::SwitchDownstream;
        device.chassis = readNumber(t.value(QLatin1StringView("chassis")));
        break;
    case ControllerModel::Upstream:
        device.kind = VmDeviceKind::SwitchUpstream;
        break;
    case ControllerModel::Bridge:
        device.kind = VmDeviceKind::PciBridge;
        device.chassis = readNumber(t.value(QLatin1StringView("chassisNr")));
        break;
    }
    device.numaNode = e.targetNode;
    for (const QXmlStreamAttribute& a : e.attributes)
        device.properties.append({ Text::cleanText(a.name()), Text::cleanText(a.value()) });
    for (const QXmlStreamAttribute& a : t)
        device.properties.append({ QStringLiteral("target.") + Text::cleanText(a.name()), Text::cleanText(a.value()) });
    if (e.guest.present) {
        device.multifunction = e.guest.multifunction;
        if (e.guest.slot && e.guest.function)
            device.slot = VmSlot { *e.guest.slot, *e.guest.function };
    }
    m_vm.devices.append(std::move(device));
    m_guestBus.append(e.guest.present ? e.guest.bus : std::nullopt);
    if (e.guest.present && (!e.guest.bus || !e.guest.slot || !e.guest.function))
        m_result.warn(e.line, Tr::tr("%1: the PCI address has no readable bus, slot and function").arg(m_vm.devices.last().id));
}

void DomainReader::addDevice(const DeviceElement& e)
{
    const QStringView type = e.attributes.value(QLatin1StringView("type"));
    const bool pciHostdev = e.element == u"hostdev" && type == u"pci";
    const bool passthrough = pciHostdev || (e.element == u"hostdev" && type == u"mdev")
        || (e.element == u"interface" && type == u"hostdev");
    if (!e.guest.present && !pciHostdev)
        return; // not on a PCI bus of the guest (ps2 input, a disk on a SATA bus, …)
    VmDevice device;
    device.kind = passthrough ? VmDeviceKind::Passthrough : VmDeviceKind::Endpoint;
    device.id = e.alias.isEmpty() ? u'#' + QString::number(m_elements) : e.alias;
    device.line = e.line;
    // "interface e1000", "controller usb qemu-xhci", "video qxl", "disk virtio", "memballoon virtio"
    QStringList words { e.element };
    if (e.element == u"controller")
        words << type.toString();
    words << e.attributes.value(QLatin1StringView("model")).toString() << e.modelType;
    if (e.element == u"disk")
        words << e.target.value(QLatin1StringView("bus")).toString();
    words.removeAll(QString());
    device.driver = Text::cleanText(words.join(u' '));
    device.serial = e.serial;
    for (const QXmlStreamAttribute& a : e.attributes)
        device.properties.append({ Text::cleanText(a.name()), Text::cleanText(a.value()) });
    if (passthrough && e.source.present) {
        if (e.source.domain.value_or(0) >= 0 && e.source.bus && e.source.slot && e.source.function
            && *e.source.bus < 256 && *e.source.slot < 32 && *e.source.function < 8)
            device.hostAddress = Bdf { e.source.domain.value_or(0), *e.source.bus, *e.source.slot, *e.source.function };
        else
            m_result.warn(e.line, Tr::tr("%1: the host PCI address is not readable").arg(device.id));
    } else if (pciHostdev) {
        m_result.warn(e.line, Tr::tr("%1: a PCI hostdev without a <source> address").arg(device.id));
    }
    if (e.guest.present) {
        device.multifunction = e.guest.multifunction;
        if (e.guest.slot && e.guest.function && *e.guest.slot < 32 && *e.guest.function < 8)
            device.slot = VmSlot { *e.guest.slot, *e.guest.function };
        if (!device.slot || !e.guest.bus)
            m_result.warn(e.line, Tr::tr("%1: the PCI address has no readable bus, slot and function").arg(device.id));
    }
    m_vm.devices.append(std::move(device));
    m_guestBus.append(e.guest.present ? e.guest.bus : std::nullopt);
}

void DomainReader::resolveBuses()
{
    // A domain that never names its root controller still has one (libvirt adds it on define).
    bool implicitRoot = false;
    for (qsizetype i = 0; i < m_vm.devices.size(); ++i) {
        if (m_guestBus[i] == 0 && !m_controllerIds.contains(0))
            implicitRoot = true;
    }
    if (implicitRoot) {
        VmDevice root;
        root.id = m_vm.isQ35() ? QStringLiteral("pcie.0") : QStringLiteral("pci.0");
        root.driver = m_vm.isQ35() ? QStringLiteral("pcie-root") : QStringLiteral("pci-root");
        root.kind = VmDeviceKind::RootBus;
        root.busNumber = 0;
        root.line = m_vm.line;
        m_controllerIds.insert(0, root.id);
        m_vm.devices.prepend(root);
        m_guestBus.prepend(std::nullopt);
    }
    for (qsizetype i = 0; i < m_vm.devices.size(); ++i) {
        const std::optional<int> bus = m_guestBus[i];
        if (!bus)
            continue;
        VmDevice& device = m_vm.devices[i];
        if (const auto id = m_controllerIds.constFind(*bus); id != m_controllerIds.cend()) {
            device.parentBus = *id;
        } else {
            device.parentBus = QStringLiteral("pci.") + QString::number(*bus);
            m_result.warn(device.line, Tr::tr("%1: its address names bus 0x%2, which no PCI controller of the domain "
                                              "provides").arg(device.id, Text::hex(quint32(*bus), 2)));
        }
    }
    // The machine's root bus first, the rest in document order.
    const auto root = std::find_if(m_vm.devices.begin(), m_vm.devices.end(), [&](const VmDevice& d) {
        return d.kind == VmDeviceKind::RootBus && d.id == m_controllerIds.value(0);
    });
    if (root != m_vm.devices.end())
        std::rotate(m_vm.devices.begin(), root, root + 1);
}

} // namespace

ParseResult<QList<VmConfiguration>> parseLibvirtDomainXml(QByteArrayView data)
{
    ParseResult<QList<VmConfiguration>> result;
    if (Text::trimmed(data).isEmpty()) {
        result.info(0, Tr::tr("no libvirt domain (empty input)"));
        return result;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("This is binary data, not text: expected libvirt domain XML (virsh dumpxml)."));
        return result;
    }
    const QList<Document> documents = splitDocuments(data);
    for (const Document& document : documents) {
        if (result.value.size() == maxDomains) {
            result.warn(document.firstLine, Tr::tr("more than %1 domains; the rest were not read").arg(maxDomains));
            break;
        }
        DomainReader reader(document, result);
        VmConfiguration vm;
        if (reader.read(&vm))
            result.value.append(std::move(vm));
    }
    return result;
}

int sniffLibvirtDomainXml(QByteArrayView data)
{
    int score = 0;
    bool header = false;
    for (const Text::Line& line : Text::splitLines(data.first(std::min<qsizetype>(data.size(), 4096)))) {
        const QByteArrayView text = Text::trimmed(line.text);
        if (text.isEmpty() || text.startsWith("<?xml") || text.startsWith("<!--"))
            continue;
        if (isBlockHeader(text) && !header) {
            header = true;
            continue;
        }
        // The root element decides: <domain type='kvm'> (and not <domstatus>, <capabilities>, …).
        if (text.startsWith("<domain ") && text.contains("type="))
            score = header ? 95 : 90;
        break;
    }
    return score;
}

} // namespace Topo
