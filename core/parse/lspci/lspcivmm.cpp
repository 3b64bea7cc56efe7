// SPDX-License-Identifier: GPL-3.0-or-later
// lspci's verbose machine-readable form: -vmm, -vmmnn, -vmm -D, -vmm -vv -k, and the older -vm.
#include "parse/lspci/lspci.h"

#include "parse/lspci/lspcilines.h"
#include "parse/lspci/machinereadable.h"
#include "util/text.h"
#include "util/tr.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace Topo {

namespace {

using namespace Lspci;
using namespace LspciMachineReadable;

/// The tags of lspci's man page ("Verbose format (-vmm)"), and DTNode, which lspci prints on
/// device-tree machines.
enum class Tag {
    Slot,
    Class,
    Vendor,
    Device,
    SVendor,
    SDevice,
    PhySlot,
    Rev,
    ProgIf,
    Driver,
    Module,
    NumaNode,
    DtNode,
    IommuGroup
};

struct TagName
{
    QByteArrayView name;
    Tag tag;
};

constexpr TagName tagNames[] = {
    {"Slot", Tag::Slot},
    {"Class", Tag::Class},
    {"Vendor", Tag::Vendor},
    {"Device", Tag::Device},
    {"SVendor", Tag::SVendor},
    {"SDevice", Tag::SDevice},
    {"PhySlot", Tag::PhySlot},
    {"Rev", Tag::Rev},
    {"ProgIf", Tag::ProgIf},
    {"Driver", Tag::Driver},
    {"Module", Tag::Module},
    {"NUMANode", Tag::NumaNode},
    {"DTNode", Tag::DtNode},
    {"IOMMUGroup", Tag::IommuGroup},
};

std::optional<Tag> tagNamed(QByteArrayView name)
{
    for (const TagName& known : tagNames) {
        if (known.name == name)
            return known.tag;
    }
    return std::nullopt;
}

QByteArrayView nameOf(Tag tag)
{
    for (const TagName& known : tagNames) {
        if (known.tag == tag)
            return known.name;
    }
    return {};
}

quint32 bit(Tag tag)
{
    return 1u << int(tag);
}

/// "Tag:<tab>value". lspci writes one tab; text copied from a terminal or a web page has spaces
/// instead, and a paste indented as a code block has spaces before the tag.
struct TagLine
{
    QByteArrayView tag;
    QByteArrayView value;
};

std::optional<TagLine> splitTagLine(QByteArrayView line)
{
    qsizetype start = 0;
    while (start < line.size() && line[start] == ' ')
        ++start;
    const QByteArrayView text = line.sliced(start);
    constexpr qsizetype longestTag = 24;
    const qsizetype colon = text.first(std::min(text.size(), longestTag + 1)).indexOf(':');
    if (colon <= 0)
        return std::nullopt;
    const QByteArrayView tag = text.first(colon);
    const bool word = std::all_of(tag.begin(), tag.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    });
    const QByteArrayView rest = text.sliced(colon + 1);
    if (!word || (!rest.isEmpty() && rest[0] != '\t' && rest[0] != ' '))
        return std::nullopt;
    return TagLine {tag, Text::trimmed(rest)};
}

/// lspci's and libpci's own messages on stderr, when it was merged into the output
/// ("lspci: Unable to load libkmod resources: error -12").
bool isToolMessage(QByteArrayView tag)
{
    return tag == "lspci" || tag == "pcilib" || tag == "setpci";
}

/// The record being read: the lines from a Slot to the next blank line.
struct Record
{
    int firstLine = 0; // 0: no record is open
    bool skipped = false; // no usable Slot: its lines are passed over
    Fields fields;
    quint32 seen = 0;
    QByteArrayView driver;
    QList<QByteArrayView> modules;
    std::optional<int> numaNode;
    std::optional<int> iommuGroup;
};

class VmmReader
{
public:
    void readLine(const Text::Line& line);
    ParseResult<QList<PciDevice>> finish();

private:
    void open(int line, std::optional<Bdf> bdf);
    void close();
    void readTag(int line, Tag tag, QByteArrayView value);

    Record m_record;
    QList<PciDevice> m_devices;
    QSet<Bdf> m_seen;
    QSet<QByteArray> m_unknownTags;
    Diagnostics m_notes; // once-per-tag notes, after the line warnings
    LineWarnings m_warnings;
    int m_firstLine = 0;
};

void VmmReader::open(int line, std::optional<Bdf> bdf)
{
    close();
    m_record = Record {};
    m_record.firstLine = line;
    m_record.skipped = !bdf;
    if (bdf)
        m_record.fields.bdf = *bdf;
}

void VmmReader::close()
{
    Record record = std::exchange(m_record, Record {});
    if (record.firstLine == 0 || record.skipped)
        return;
    const Bdf bdf = record.fields.bdf;
    constexpr quint32 names = 1u << int(Tag::Class) | 1u << int(Tag::Vendor) | 1u << int(Tag::Device);
    if ((record.seen & names) != names) {
        m_warnings.add(record.firstLine, [&] {
            return Tr::tr("The record of %1 has no Class, Vendor or Device line; was the output cut off?")
                .arg(bdf.toString());
        });
    }
    if (m_seen.contains(bdf)) {
        m_warnings.add(record.firstLine, [&] {
            return Tr::tr("%1 is listed more than once; the first entry is kept.").arg(bdf.toString());
        });
        return;
    }
    m_seen.insert(bdf);
    PciDevice device = deviceFromFields(record.fields);
    device.driver = Text::cleanText(record.driver);
    for (const QByteArrayView module : std::as_const(record.modules)) {
        const QString name = Text::cleanText(module);
        if (!name.isEmpty() && !device.kernelModules.contains(name))
            device.kernelModules.append(name);
    }
    device.numaNode = record.numaNode;
    device.iommuGroup = record.iommuGroup;
    m_devices.append(std::move(device));
}

void VmmReader::readLine(const Text::Line& line)
{
    const QByteArrayView text = rightTrimmed(line.text);
    if (text.isEmpty()) {
        close();
        return;
    }
    if (m_firstLine == 0)
        m_firstLine = line.number;
    const std::optional<TagLine> tagLine = splitTagLine(text);
    if (tagLine && isToolMessage(tagLine->tag)) {
        m_warnings.add(line.number, [&] {
            return Tr::tr(
                "Skipped a message of lspci itself (its standard error mixed into the output): %1")
                .arg(Text::excerpt(text));
        });
        return;
    }
    if (!tagLine) {
        if (Text::isShellPromptLine(text))
            return;
        m_warnings.add(line.number, [&] {
            return Tr::tr("Skipped a line that is not a \"Tag:<tab>value\" line of lspci -vmm: %1")
                .arg(Text::excerpt(text));
        });
        return;
    }
    const std::optional<Tag> tag = tagNamed(tagLine->tag);
    if (!tag) {
        const QByteArray name = tagLine->tag.toByteArray();
        if (!m_unknownTags.contains(name)) {
            m_unknownTags.insert(name);
            m_notes.append({line.number, Severity::Info,
                Tr::tr("Ignored the tag \"%1\" (first on this line), which this version does not know; "
                       "lspci adds tags over time.")
                    .arg(Text::cleanText(tagLine->tag))});
        }
        return;
    }
    // The slot begins a record: "Slot:", or in the older -vm form "Device:", which names the slot
    // first and the device after it. A second slot in a record is the next record, pasted
    // without the blank line between them.
    const bool recordStart = m_record.firstLine == 0;
    const bool slotYet = m_record.seen & bit(Tag::Slot);
    const bool deviceYet = m_record.seen & bit(Tag::Device);
    if (*tag == Tag::Slot
        || (*tag == Tag::Device && (!slotYet || deviceYet) && readSlot(tagLine->value))) {
        SlotForm form = SlotForm::Invalid;
        const std::optional<Bdf> bdf = readSlot(tagLine->value, &form);
        if (!bdf) {
            m_warnings.add(line.number, [&] {
                return form == SlotForm::PathWithoutBuses
                    ? Tr::tr("The slot %1 is an lspci -P path, which does not name the device's bus; "
                             "its record is skipped (lspci -PP names every bus).")
                          .arg(Text::excerpt(tagLine->value))
                    : Tr::tr("The slot %1 is not a PCI address; its record is skipped.")
                          .arg(Text::excerpt(tagLine->value));
            });
        }
        open(line.number, bdf);
        m_record.seen |= bit(Tag::Slot);
        return;
    }
    if (recordStart) {
        open(line.number, std::nullopt);
        m_warnings.add(line.number, [&] {
            return Tr::tr("A record that does not begin with a Slot line is skipped: %1")
                .arg(Text::excerpt(text));
        });
        return;
    }
    if (m_record.skipped)
        return;
    readTag(line.number, *tag, tagLine->value);
}

void VmmReader::readTag(int line, Tag tag, QByteArrayView value)
{
    if (tag != Tag::Module && (m_record.seen & bit(tag))) {
        m_warnings.add(line, [&] {
            return Tr::tr("%1 appears twice in the record of %2; the first is kept.")
                .arg(Text::cleanText(nameOf(tag)), m_record.fields.bdf.toString());
        });
        return;
    }
    m_record.seen |= bit(tag);
    auto badValue = [&] {
        m_warnings.add(line, [&] {
            return Tr::tr("Ignored %1 %2, which is not a number.")
                .arg(Text::cleanText(nameOf(tag)), Text::excerpt(value));
        });
    };
    int number = 0;
    switch (tag) {
    case Tag::Class:
        m_record.fields.className = value;
        break;
    case Tag::Vendor:
        m_record.fields.vendor = value;
        break;
    case Tag::Device:
        m_record.fields.device = value;
        break;
    case Tag::Rev:
        m_record.fields.revision = readHexByte(value);
        if (m_record.fields.revision < 0)
            badValue();
        break;
    case Tag::ProgIf:
        m_record.fields.progIf = readHexByte(value);
        if (m_record.fields.progIf < 0)
            badValue();
        break;
    case Tag::Driver:
        m_record.driver = value;
        break;
    case Tag::Module:
        m_record.modules.append(value);
        break;
    case Tag::NumaNode:
        if (Text::toInt(value, &number))
            m_record.numaNode = number;
        else
            badValue();
        break;
    case Tag::IommuGroup:
        if (Text::toInt(value, &number) && number >= 0)
            m_record.iommuGroup = number;
        else
            badValue();
        break;
    case Tag::Slot:
    case Tag::SVendor: // the model keeps no subsystem, as the other lspci readers
    case Tag::SDevice:
    case Tag::PhySlot:
    case Tag::DtNode:
        break;
    }
}

ParseResult<QList<PciDevice>> VmmReader::finish()
{
    close();
    ParseResult<QList<PciDevice>> result;
    if (m_devices.isEmpty()) {
        if (m_firstLine == 0)
            result.error(0, Tr::tr("The input is empty: expected the output of lspci -vmm."));
        else
            result.error(m_warnings.firstLine() ? m_warnings.firstLine() : m_firstLine,
                Tr::tr("This is not lspci -vmm output: expected records of lines like "
                       "\"Slot:<tab>00:00.0\", "
                       "\"Class:<tab>Host bridge\", separated by blank lines."));
        return result;
    }
    m_warnings.appendTo(result.diagnostics);
    result.diagnostics.append(m_notes);
    result.value = std::move(m_devices);
    return result;
}

} // namespace

ParseResult<QList<PciDevice>> parseLspciVmm(QByteArrayView data)
{
    QByteArray storage;
    const QByteArrayView input = scannableText(data, &storage);
    VmmReader reader;
    for (const Text::Line& line : Text::splitLines(input))
        reader.readLine(line);
    return reader.finish();
}

int sniffLspciVmm(QByteArrayView data)
{
    const QList<Text::Line> lines = sniffedHeadLines(data);
    int slots = 0;
    int tags = 0;
    int others = 0;
    bool recordStart = true;
    for (const Text::Line& line : std::as_const(lines)) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty()) {
            recordStart = true;
            continue;
        }
        if (Text::isShellPromptLine(text))
            continue;
        const std::optional<TagLine> tagLine = splitTagLine(text);
        if (tagLine && isToolMessage(tagLine->tag))
            continue;
        const std::optional<Tag> tag = tagLine ? tagNamed(tagLine->tag) : std::nullopt;
        if (!tag) {
            ++others;
            continue;
        }
        if ((*tag == Tag::Slot || (*tag == Tag::Device && recordStart)) && readSlot(tagLine->value))
            ++slots;
        ++tags;
        recordStart = false;
    }
    if (slots == 0)
        return 0;
    return 95 * tags / (tags + others);
}

} // namespace Topo
