// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>

#include <algorithm>

namespace Topo {

namespace {

// A real listing line is under 300 bytes; anything as long as this is not one.
using LineReading::maxLineLength;

// Real captures have a handful of odd lines; a hostile 50 MB input can have millions. Past this
// many remarks one summary stands for the rest, so diagnostics do not outgrow the listing.
constexpr int maxLineNotes = 100;

constexpr QByteArrayView sysfsPrefix = "/sys/kernel/iommu_groups/";

/// Per-line remarks, capped.
class LineNotes
{
public:
    explicit LineNotes(ParseResult<IommuGroupListing>& result) : m_result(result) {}

    void warn(int line, const QString& message) { note(line, Severity::Warning, message); }
    void info(int line, const QString& message) { note(line, Severity::Info, message); }

    void finish()
    {
        const int suppressed = m_count - maxLineNotes;
        if (suppressed > 0) {
            m_result.note(m_firstSuppressedLine, m_suppressedWarning ? Severity::Warning : Severity::Info,
                Tr::tr("%n more remark(s) about lines from here on were left out", nullptr, suppressed));
        }
    }

private:
    void note(int line, Severity severity, const QString& message)
    {
        if (m_count++ < maxLineNotes) {
            m_result.note(line, severity, message);
            return;
        }
        if (m_firstSuppressedLine == 0)
            m_firstSuppressedLine = line;
        m_suppressedWarning = m_suppressedWarning || severity == Severity::Warning;
    }

    ParseResult<IommuGroupListing>& m_result;
    int m_count = 0;
    int m_firstSuppressedLine = 0;
    bool m_suppressedWarning = false;
};

QByteArrayView afterFirstWord(QByteArrayView text)
{
    return Text::trimmed(text.sliced(Text::firstWord(text).size()));
}

/// The listing scripts are often pasted together with the loop that printed them
/// ("for g in …; do", "echo -e \"\t$(lspci -nns ${d##*/})\"", "done;").
bool isEchoedCommand(QByteArrayView text)
{
    static constexpr QByteArrayView commandWords[] = { "for", "do", "done", "done;", "echo", "printf", "shopt",
        "find", "ls", "lspci", "sort", "while", "if", "then", "fi", "sudo", "bash", "sh" };
    const QByteArrayView word = Text::firstWord(text);
    if (std::find(std::begin(commandWords), std::end(commandWords), word) != std::end(commandWords))
        return true;
    return Text::startsWith(text, "#!") || text.contains("${") || text.contains("$(");
}

/// "...", "…", "[...]": the author cut lines out.
bool isElision(QByteArrayView text)
{
    if (text == "\xe2\x80\xa6" || text == "[...]" || text == "[\xe2\x80\xa6]")
        return true;
    return text.size() >= 3 && std::all_of(text.begin(), text.end(), [](char c) { return c == '.'; });
}

std::optional<int> parseGroupNumber(QByteArrayView digits)
{
    int group = -1;
    if (!Text::isDigits(digits) || !Text::toInt(digits, &group))
        return std::nullopt;
    return group;
}

struct SysfsEntry
{
    int group = -1;
    Bdf bdf;
    bool trailingText = false;
};

/// "/sys/kernel/iommu_groups/42/devices/0000:01:00.0", possibly followed by someone's note;
/// `text` starts with sysfsPrefix.
std::optional<SysfsEntry> parseSysfsPath(QByteArrayView text)
{
    const QByteArrayView path = Text::firstWord(text).sliced(sysfsPrefix.size());
    const qsizetype slash = path.indexOf('/');
    if (slash < 0)
        return std::nullopt;
    const auto group = parseGroupNumber(path.first(slash));
    const QByteArrayView rest = path.sliced(slash + 1);
    if (!group || !Text::startsWith(rest, "devices/"))
        return std::nullopt;
    const auto bdf = Bdf::parse(rest.sliced(8));
    if (!bdf)
        return std::nullopt;
    return SysfsEntry { *group, *bdf, !afterFirstWord(text).isEmpty() };
}

struct GroupLine
{
    int group = -1;
    QByteArrayView rest; // the device part of the one-line form; empty for a header
};

/// "IOMMU Group 1:" (a header) or "IOMMU Group 1 01:00.0 VGA …" (one device). Not lspci -v's
/// "IOMMU group: 13", which has no number right after the word.
std::optional<GroupLine> parseGroupLine(QByteArrayView text)
{
    if (Text::firstWord(text) != "IOMMU")
        return std::nullopt;
    text = afterFirstWord(text);
    if (Text::firstWord(text).compare("group", Qt::CaseInsensitive) != 0)
        return std::nullopt;
    text = afterFirstWord(text);
    qsizetype digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
    const auto group = parseGroupNumber(text.first(digits));
    if (!group)
        return std::nullopt;
    QByteArrayView rest = text.sliced(digits);
    if (Text::startsWith(rest, ":"))
        rest = rest.sliced(1);
    else if (!rest.isEmpty() && rest[0] != ' ' && rest[0] != '\t')
        return std::nullopt; // "IOMMU Group 12abc"
    return GroupLine { *group, Text::trimmed(rest) };
}

class ListingBuilder
{
public:
    ListingBuilder(ParseResult<IommuGroupListing>& result, LineNotes& notes) : m_result(result), m_notes(notes)
    {
    }

    void add(int group, const Bdf& bdf, QByteArrayView description, int line)
    {
        const auto known = m_indexByBdf.constFind(bdf);
        if (known != m_indexByBdf.cend()) {
            const IommuGroupMember& first = m_result.value.members.at(*known);
            if (first.group == group) {
                m_notes.info(line, Tr::tr("%1 is listed twice in group %2 (first on line %3)")
                                       .arg(bdf.toString()).arg(group).arg(first.line));
            } else {
                // A device belongs to exactly one group; two answers mean a spliced or edited
                // paste, and the first one is as good a guess as any.
                m_notes.warn(line, Tr::tr("%1 is listed in group %2 here but in group %3 on line %4; "
                                          "keeping group %3")
                                       .arg(bdf.toString()).arg(group).arg(first.group).arg(first.line));
            }
            return;
        }
        m_indexByBdf.insert(bdf, m_result.value.members.size());
        m_result.value.members.append(IommuGroupMember { group, bdf, Text::cleanText(description), line });
    }

private:
    ParseResult<IommuGroupListing>& m_result;
    LineNotes& m_notes;
    QHash<Bdf, qsizetype> m_indexByBdf;
};

/// "01:00.0 VGA compatible controller [0300]: …" as lspci -nns prints it.
bool addDeviceLine(ListingBuilder& builder, int group, QByteArrayView text, int line)
{
    const auto bdf = Bdf::parse(Text::firstWord(text));
    if (!bdf)
        return false;
    builder.add(group, *bdf, afterFirstWord(text), line);
    return true;
}

} // namespace

QList<int> IommuGroupListing::groups() const
{
    QList<int> numbers;
    numbers.reserve(members.size());
    for (const auto& m : members)
        numbers.append(m.group);
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    return numbers;
}

QList<Bdf> IommuGroupListing::devicesIn(int group) const
{
    QList<Bdf> devices;
    for (const auto& m : members) {
        if (m.group == group)
            devices.append(m.bdf);
    }
    return devices;
}

int IommuGroupListing::groupOf(const Bdf& bdf) const
{
    for (const auto& m : members) {
        if (m.bdf == bdf)
            return m.group;
    }
    return -1;
}

ParseResult<IommuGroupListing> parseIommuGroups(QByteArrayView data)
{
    ParseResult<IommuGroupListing> result;
    const QString expected = Tr::tr("expected the output of `find /sys/kernel/iommu_groups/ -type l` "
                                    "or \"IOMMU Group N\" lines");
    if (Text::trimmed(data).isEmpty()) {
        result.error(0, Tr::tr("Empty input: %1.").arg(expected));
        return result;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("This is binary data, not text: %1.").arg(expected));
        return result;
    }

    LineNotes notes(result);
    ListingBuilder builder(result, notes);
    int currentGroup = -1; // set by an "IOMMU Group N:" header
    int headerCount = 0;
    QByteArray storage;
    for (const auto& rawLine : Text::splitLines(data)) {
        QByteArrayView raw = rawLine.text;
        if (rawLine.number == 1 && Text::startsWith(raw, "\xef\xbb\xbf"))
            raw = raw.sliced(3); // a BOM from a Windows editor
        const int line = rawLine.number;
        if (raw.size() > maxLineLength) {
            notes.warn(line, Tr::tr("Line is %1 bytes long, not part of an IOMMU group listing; skipped")
                                    .arg(raw.size()));
            continue;
        }
        const QByteArrayView text = Text::cleanLine(raw, &storage);
        if (text.isEmpty() || Text::isShellPromptLine(text) || isEchoedCommand(text))
            continue;
        if (isElision(text)) {
            notes.info(line, Tr::tr("Lines were left out here (%1); groups may be incomplete")
                                 .arg(Text::excerpt(text)));
            continue;
        }
        if (Text::startsWith(text, sysfsPrefix)) {
            const auto entry = parseSysfsPath(text);
            if (!entry) {
                notes.warn(line, Tr::tr("Not an IOMMU group device path: %1").arg(Text::excerpt(text)));
                continue;
            }
            builder.add(entry->group, entry->bdf, {}, line);
            if (entry->trailingText)
                notes.info(line, Tr::tr("Text after the device path ignored: %1").arg(Text::excerpt(text)));
            continue;
        }
        if (const auto groupLine = parseGroupLine(text)) {
            if (groupLine->rest.isEmpty()) {
                currentGroup = groupLine->group;
                ++headerCount;
            } else if (!addDeviceLine(builder, groupLine->group, groupLine->rest, line)) {
                notes.warn(line, Tr::tr("No PCI address after the group number: %1").arg(Text::excerpt(text)));
            }
            continue;
        }
        if (Bdf::parse(Text::firstWord(text))) {
            if (currentGroup < 0) {
                notes.warn(line, Tr::tr("Device line before any \"IOMMU Group N:\" header: %1")
                                        .arg(Text::excerpt(text)));
            } else {
                addDeviceLine(builder, currentGroup, text, line);
            }
            continue;
        }
        notes.warn(line, Tr::tr("Not part of an IOMMU group listing: %1").arg(Text::excerpt(text)));
    }
    notes.finish();

    if (result.value.members.isEmpty()) {
        if (headerCount > 0) {
            result.error(0, Tr::tr("The listing names IOMMU groups but no devices in them."));
        } else {
            // Line-by-line complaints about another tool's output would only bury the point.
            result.diagnostics.clear();
            result.error(0, Tr::tr("No IOMMU group listing found: %1.").arg(expected));
        }
    }
    return result;
}

int sniffIommuGroups(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    int matches = 0;
    QByteArray storage;
    for (const auto& rawLine : Text::splitLines(head)) {
        const QByteArrayView text = Text::cleanLine(rawLine.text, &storage);
        if (Text::startsWith(text, sysfsPrefix) ? parseSysfsPath(text).has_value() : parseGroupLine(text).has_value())
            ++matches;
    }
    // Nothing else prints these paths or "IOMMU Group N"; lspci -v's "IOMMU group: 13" and plain
    // lspci lines do not match.
    return Text::sniffConfidence(matches);
}

} // namespace Topo
