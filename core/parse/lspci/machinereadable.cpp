// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/lspci/machinereadable.h"

#include "parse/lspci/lspcilines.h"
#include "parse/lspci/verbosefields.h"
#include "util/text.h"

namespace Topo::LspciMachineReadable {

namespace {

/// A name field as lspci's pci_lookup_name() writes it: "Name", "Name [xxxx]" (-nn), "xxxx" (-n),
/// or, for an id pci.ids does not know, the fallback word with the number ("Device 0d57",
/// "Device [0d57]").
struct NamedId
{
    QByteArrayView name; // empty for the numeric form and for the fallback
    QByteArrayView text; // the whole field
    int id = -1;
    bool numeric = false;
    bool bracketed = false; // ends in " [xxxx]"
    bool fallback = false;
};

NamedId readNamedId(QByteArrayView field, QByteArrayView fallbackWord)
{
    NamedId out;
    out.text = Text::trimmed(field);
    out.name = out.text;
    const QByteArrayView text = out.text;
    const qsizetype size = text.size();
    if (size == 4 && Lspci::hexAt(text, 0, 4) >= 0) {
        out.id = Lspci::hexAt(text, 0, 4);
        out.numeric = true;
        out.name = {};
        return out;
    }
    constexpr qsizetype bracketSize = 7; // " [xxxx]"
    if (size >= bracketSize && text.endsWith(']') && text[size - 6] == '[' && text[size - 7] == ' '
        && Lspci::hexAt(text, size - 5, 4) >= 0) {
        out.id = Lspci::hexAt(text, size - 5, 4);
        out.bracketed = true;
        out.name = Text::trimmed(text.first(size - bracketSize));
        if (out.name == fallbackWord) {
            out.fallback = true;
            out.name = {};
        }
        return out;
    }
    const qsizetype wordSize = fallbackWord.size();
    if (size == wordSize + 5 && Text::startsWith(text, fallbackWord) && text[wordSize] == ' '
        && Lspci::hexAt(text, wordSize + 1, 4) >= 0) {
        out.id = Lspci::hexAt(text, wordSize + 1, 4);
        out.fallback = true;
        out.name = {};
    }
    return out;
}

QByteArray hexId(int id)
{
    return QByteArray::number(id, 16).rightJustified(4, '0');
}

/// What `lspci` and `lspci -nn` print after the class (format_name_pair() in pciutils'
/// lib/names.c), so that a device read from -vmm or -mm describes itself as lspci-list's does.
QByteArray listDescription(const NamedId& vendor, const NamedId& device, bool mixed, bool numeric)
{
    const QByteArray ids = hexId(vendor.id) + ':' + hexId(device.id);
    if (numeric)
        return ids;
    const bool vendorKnown = !vendor.fallback;
    const bool deviceKnown = !device.fallback;
    if (mixed) {
        if (!vendorKnown)
            return "Device [" + ids + ']';
        return vendor.name.toByteArray() + ' '
            + (deviceKnown ? device.name.toByteArray() : QByteArray("Device")) + " [" + ids + ']';
    }
    if (!vendorKnown && vendor.id >= 0 && device.id >= 0)
        return "Device " + ids;
    if (vendorKnown && !deviceKnown && device.id >= 0)
        return vendor.name.toByteArray() + " Device " + hexId(device.id);
    const QByteArray both = vendor.text.toByteArray() + ' ' + device.text.toByteArray();
    return Text::trimmed(both).toByteArray();
}

} // namespace

int readHexByte(QByteArrayView text)
{
    return text.size() == 2 ? Lspci::hexAt(text, 0, 2) : -1;
}

std::optional<Bdf> readSlot(QByteArrayView text, SlotForm* form)
{
    SlotForm ignored;
    SlotForm& how = form ? *form : ignored;
    how = SlotForm::Invalid;
    text = Text::trimmed(text);
    const qsizetype firstStep = text.indexOf('/');
    if (firstStep < 0) {
        std::optional<Bdf> bdf = Bdf::parse(text);
        if (bdf)
            how = SlotForm::Address;
        return bdf;
    }
    const std::optional<Bdf> top = Bdf::parse(text.first(firstStep));
    const QByteArrayView last = text.sliced(text.lastIndexOf('/') + 1);
    if (!top)
        return std::nullopt;
    if (!last.contains(':')) {
        // -P: "/00.0" is a device on the secondary bus of the bridge before it, which this
        // line does not name.
        if (last.contains('.'))
            how = SlotForm::PathWithoutBuses;
        return std::nullopt;
    }
    std::optional<Bdf> bdf = Bdf::parse(last);
    if (!bdf || last.count(':') != 1)
        return std::nullopt;
    bdf->domain = top->domain;
    how = SlotForm::Address;
    return bdf;
}

PciDevice deviceFromFields(const Fields& fields)
{
    PciDevice out;
    out.bdf = fields.bdf;

    const NamedId cls = readNamedId(fields.className, "Class");
    if (cls.id >= 0) {
        out.classCode = quint32(cls.id) << 8;
        out.className = Text::cleanText(cls.name);
    } else {
        // A bare name: the class codes of the names lspci prints, as the -vvv reader knows them.
        LspciVerbose::readClass(cls.text, &out);
    }
    if (fields.progIf >= 0 && out.classCode != 0)
        out.classCode |= quint32(fields.progIf);

    NamedId vendor = readNamedId(fields.vendor, "Vendor");
    NamedId device = readNamedId(fields.device, "Device");
    const bool numeric = vendor.numeric && device.numeric;
    // -nn brackets every id; without -nn a bracket is part of a name ("… [Sound Blaster PCI]"
    // is not, but a name could end in four hex digits), so one bracket alone is no id.
    const bool mixed = vendor.bracketed && device.bracketed;
    for (NamedId* field : {&vendor, &device}) {
        if (field->bracketed && !mixed) {
            *field = NamedId {field->text, field->text};
        } else if (field->numeric && !numeric) {
            field->numeric = false;
            field->name = field->text;
            field->id = -1;
        }
    }
    if (vendor.id >= 0)
        out.vendorId = quint16(vendor.id);
    if (device.id >= 0)
        out.deviceId = quint16(device.id);
    if (!numeric && !vendor.fallback && !vendor.name.isEmpty()) {
        out.vendorName = Text::cleanText(vendor.name);
        out.deviceName
            = device.fallback ? QString::asprintf("Device %04x", device.id) : Text::cleanText(device.name);
    }

    QByteArray description = listDescription(vendor, device, mixed, numeric);
    // Both forms print the revision only when it is not zero; so does the list.
    if (fields.revision > 0)
        description += " (rev " + QByteArray::number(fields.revision, 16).rightJustified(2, '0') + ')';
    out.description = Text::cleanText(description);
    return out;
}

} // namespace Topo::LspciMachineReadable
