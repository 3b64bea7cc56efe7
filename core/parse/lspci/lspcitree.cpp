// SPDX-License-Identifier: GPL-3.0-or-later
// lspci's tree: -t, -tv, -tvnn.
#include "parse/lspci/lspci.h"

#include "parse/lspci/lspcilines.h"
#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace Topo {

namespace {

using namespace Lspci;

// Each nested sibling list sits behind a bridge with its own bus number, so a real tree
// cannot nest deeper than there are buses; deeper input is hostile and would only cost memory.
constexpr qsizetype maxBranchDepth = 257;
// Devices an excerpt shows on a bus it does not name are named in one diagnostic; a hostile input
// of a million of them must not make it a million long.
constexpr qsizetype maxListedUnknownBus = 8;

// ---------------------------------------------------------------------------------------------
// lspci -tv
//
// lspci draws the tree line by line (pciutils ls-tree.c): a device is "DD.F", a bridge adds
// "-[SS]-" or "-[SS-UU]-" (its secondary and subordinate bus) and its children follow on the
// same line; a root bus is "[DDDD:BB]". Siblings hang off "+-" … "\-" at one column, and each
// later sibling starts a new line whose "+-" or "\-" sits exactly below the first one's "+".
// So the column of that marker says which sibling list, hence which bus and bridge, a line
// continues.

/// Which bus the next device on a line sits on, and the bridge above that bus.
struct BusContext
{
    bool busKnown = false; // not yet, before a root bus "[0000:00]" has been read
    int domain = 0;
    int bus = 0;
    std::optional<Bdf> bridge;
};

/// A device an excerpt shows on a bus it does not name: a "+-01.1-[41]…" line with no "[0000:40]"
/// above it. It has no address to be kept under; its line and "DD.F" say what was left out.
struct DeviceOnUnknownBus
{
    int line = 0;
    QString slot; // "01.1"
};

/// A sibling list drawn with "+-" … "\-": later lines continue it at the same column.
struct Branch
{
    qsizetype column = 0;
    BusContext context;
    bool ended = false; // its last entry, drawn with "\-", has been read
};

/// The part of a bus header "[0000:00]" after the bracket; false when it is not one.
bool readBusHeader(QByteArrayView text, qsizetype* pos, int* domain, int* bus)
{
    qsizetype i = *pos + 1;
    quint32 domainValue = 0;
    int digits = 0;
    while (i < text.size() && Text::hexDigitValue(text[i]) >= 0 && digits < 8) {
        domainValue = domainValue * 16 + quint32(Text::hexDigitValue(text[i]));
        ++digits;
        ++i;
    }
    // lspci prints four digits; VMD domains (10000 and up) need more.
    if (digits < 4 || domainValue > quint32(std::numeric_limits<int>::max()))
        return false;
    if (i >= text.size() || text[i] != ':')
        return false;
    const int busValue = hexAt(text, i + 1, 2);
    if (busValue < 0 || i + 3 >= text.size() || text[i + 3] != ']')
        return false;
    *domain = int(domainValue);
    *bus = busValue;
    *pos = i + 4;
    return true;
}

/// A bridge's bus range "[01]" or "[01-05]"; false when it is not one.
bool readBusRange(QByteArrayView text, qsizetype* pos, int* secondary, int* subordinate)
{
    const qsizetype i = *pos;
    const int first = hexAt(text, i + 1, 2);
    if (first < 0 || i + 3 >= text.size())
        return false;
    if (text[i + 3] == ']') {
        *secondary = *subordinate = first;
        *pos = i + 4;
        return true;
    }
    const int last = hexAt(text, i + 4, 2);
    if (text[i + 3] != '-' || last < 0 || i + 6 >= text.size() || text[i + 6] != ']')
        return false;
    *secondary = first;
    *subordinate = last;
    *pos = i + 7;
    return true;
}

/// The first line of a tree: "-[0000:00]-…" for one root bus, "-+-[0000:00]-…" for several.
bool isTreeStart(QByteArrayView line, qsizetype pos)
{
    const QByteArrayView rest = line.sliced(pos);
    return Text::startsWith(rest, "-[") || Text::startsWith(rest, "-+-[");
}

/// Newer lspci -tvv prints each BAR of a device on a line of its own under it (pciutils
/// ls-tree.c, show_bases); the tree does not use them.
bool isBarLine(QByteArrayView rest)
{
    return Text::startsWith(rest, "Region ") || Text::startsWith(rest, "Memory at ")
        || Text::startsWith(rest, "I/O ports at ") || Text::startsWith(rest, "[virtual] ")
        || Text::startsWith(rest, "[enhanced] ");
}

class TreeReader
{
public:
    ParseResult<PciTree> read(QByteArrayView data);

private:
    void readTreeStart(const Text::Line& line, QByteArrayView text, qsizetype start);
    void readContinuation(const Text::Line& line, QByteArrayView text, qsizetype column);
    void readEntries(
        const Text::Line& line, QByteArrayView text, qsizetype pos, BusContext context, bool entryExpected);
    qsizetype branchAt(qsizetype column, bool* exact) const;
    bool openBranch(const Text::Line& line, qsizetype column, const BusContext& context, bool ended);
    void addRootBus(int domain, int bus);
    PciDevice* addDevice(const Text::Line& line, const Bdf& bdf, const std::optional<Bdf>& parent);
    void warnUnreadable(const Text::Line& line, QByteArrayView text, qsizetype pos);
    bool startsExcerptAt(qsizetype column, bool firstTreeLine) const;
    void openExcerptBranch(const Text::Line& line, QByteArrayView text, qsizetype column);
    void describeExcerpt(ParseResult<PciTree>& result) const;

    PciTree m_tree;
    QSet<qint64> m_rootKeys; // domain and bus of each root bus, to list each once
    QList<Branch> m_branches; // open sibling lists, by increasing column
    qsizetype m_treeIndent = 0;
    int m_lastTreeLine = 0;
    LineWarnings m_warnings;
    // An excerpt: the input starts inside the tree, with a "+-" or "\-" line instead of the
    // first line "-[0000:00]-…" (0 when it starts with the first line).
    int m_excerptLine = 0;
    QList<DeviceOnUnknownBus> m_unknownBus; // the first of the devices an excerpt shows above the buses it names
    int m_unknownBusCount = 0;
    bool m_domainAssumed = false; // a bridge's "[41]" named a bus, but no "[dddd:bb]" its domain
};

ParseResult<PciTree> TreeReader::read(QByteArrayView data)
{
    QByteArray storage;
    const QByteArrayView input = scannableText(data, &storage);
    for (const Text::Line& line : Text::splitLines(input)) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty())
            continue;
        // Continuation lines start with the branches still open to their left: spaces and "|".
        qsizetype pos = 0;
        bool sawBar = false;
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '|')) {
            sawBar = sawBar || text[pos] == '|';
            ++pos;
        }
        const char first = pos < text.size() ? text[pos] : '\0';
        if (first == '-' && !sawBar && isTreeStart(text, pos)) {
            readTreeStart(line, text, pos);
            continue;
        }
        if ((first == '+' || first == '\\') && pos + 1 < text.size() && text[pos + 1] == '-') {
            readContinuation(line, text, pos);
            continue;
        }
        if (pos > 0 && isBarLine(text.sliced(pos)))
            continue;
        if (Text::isShellPromptLine(text))
            continue;
        m_warnings.add(line.number, [&] {
            return Tr::tr("Skipped a line that is not part of an lspci tree: %1").arg(Text::excerpt(text));
        });
    }

    ParseResult<PciTree> result;
    if (m_tree.isEmpty()) {
        if (m_warnings.firstLine() == 0 && m_lastTreeLine == 0)
            result.error(0, Tr::tr("The input is empty: expected the output of lspci -tv."));
        else
            result.error(m_warnings.firstLine() ? m_warnings.firstLine() : m_lastTreeLine,
                Tr::tr("This is not an lspci tree with devices: expected the output of lspci -tv, "
                       "starting with a line like \"-[0000:00]-+-00.0  …\"."));
        return result;
    }
    describeExcerpt(result);
    m_warnings.appendTo(result.diagnostics);
    const bool cutOff
        = std::any_of(m_branches.cbegin(), m_branches.cend(), [](const Branch& b) { return !b.ended; });
    if (cutOff)
        result.warn(m_lastTreeLine,
            Tr::tr("The tree ends before the last entry (drawn with \"\\-\") of a "
                   "branch; the output looks cut off after this line."));
    result.value = std::move(m_tree);
    return result;
}

void TreeReader::readTreeStart(const Text::Line& line, QByteArrayView text, qsizetype start)
{
    // A second tree (two outputs pasted one after the other) starts from scratch.
    m_branches.clear();
    m_treeIndent = start;
    m_lastTreeLine = line.number;
    readEntries(line, text, start, BusContext {}, false);
}

void TreeReader::readContinuation(const Text::Line& line, QByteArrayView text, qsizetype column)
{
    const bool firstTreeLine = m_lastTreeLine == 0;
    m_lastTreeLine = line.number;
    if (startsExcerptAt(column, firstTreeLine))
        return openExcerptBranch(line, text, column);
    bool exact = true;
    const qsizetype index = branchAt(column, &exact);
    if (index < 0) {
        m_warnings.add(line.number, [&] {
            return Tr::tr("Skipped a line whose \"%1-\" in column %2 is not below any branch of the tree "
                          "above it: %3")
                .arg(QLatin1Char(text[column]))
                .arg(column + 1)
                .arg(Text::excerpt(text));
        });
        return;
    }
    if (!exact) {
        m_warnings.add(line.number, [&] {
            return Tr::tr("The \"%1-\" in column %2 is not exactly below the branch in column %3; read as "
                          "part of that branch: %4")
                .arg(QLatin1Char(text[column]))
                .arg(column + 1)
                .arg(m_branches[index].column + 1)
                .arg(Text::excerpt(text));
        });
    }
    // Every branch further right belongs to a subtree that is complete now.
    m_branches.resize(index + 1);
    Branch& branch = m_branches.last();
    branch.ended = branch.ended || text[column] == '\\';
    const BusContext context = branch.context;
    readEntries(line, text, column + 2, context, true);
}

bool TreeReader::startsExcerptAt(qsizetype column, bool firstTreeLine) const
{
    // Pasted excerpts start inside the tree (lspci -tv | grep, or a subtree copied out of a
    // longer answer) and may later go back up to a branch further left than any they showed,
    // as " \-[0000:60]-…" after lines of the [0000:40] subtree does.
    if (firstTreeLine)
        return true;
    // Further left than the tolerance branchAt() allows for hand-moved lines.
    return m_excerptLine > 0 && (m_branches.isEmpty() || column + 2 < m_branches.first().column);
}

void TreeReader::openExcerptBranch(const Text::Line& line, QByteArrayView text, qsizetype column)
{
    if (m_excerptLine == 0)
        m_excerptLine = line.number;
    // The sibling list this line continues starts above the excerpt, on a bus it may not name;
    // everything further right is complete.
    m_branches.clear();
    m_branches.append(Branch { column, BusContext {}, text[column] == '\\' });
    readEntries(line, text, column + 2, BusContext {}, true);
}

void TreeReader::describeExcerpt(ParseResult<PciTree>& result) const
{
    if (m_excerptLine == 0)
        return;
    result.info(m_excerptLine,
        Tr::tr("Excerpt: the tree starts inside a branch at line %1, without lspci's first line "
               "\"-[0000:00]-…\"; the devices above it are not known.")
            .arg(m_excerptLine));
    if (!m_unknownBus.isEmpty()) {
        QStringList slots;
        for (const DeviceOnUnknownBus& device : m_unknownBus)
            slots.append(Tr::tr("%1 (line %2)").arg(device.slot).arg(device.line));
        if (m_unknownBusCount > m_unknownBus.size())
            slots.append(QStringLiteral("…"));
        result.warn(m_unknownBus.first().line,
            Tr::tr("%n device(s) sit on a bus the excerpt does not name: %1. Without their bus they have no "
                   "address, so they are left out; the devices behind them are kept on the buses their "
                   "brackets name, without the bridge above them.",
                nullptr, m_unknownBusCount)
                .arg(slots.join(QStringLiteral(", "))));
    }
    if (m_domainAssumed) {
        result.info(m_excerptLine,
            Tr::tr("The excerpt names buses only by bridges' brackets such as \"[01]\", not by a root bus such as "
                   "\"[0000:00]\"; their domain is taken to be 0000."));
    }
}

qsizetype TreeReader::branchAt(qsizetype column, bool* exact) const
{
    const auto firstAtOrAfter = [this](qsizetype c) {
        return std::lower_bound(m_branches.cbegin(), m_branches.cend(), c,
            [](const Branch& branch, qsizetype wanted) { return branch.column < wanted; });
    };
    // The exact column; failing that, shifted by the first line's indentation, which some
    // pastes have on the first line only (" -[0000:00]-+-…" above unindented lines).
    for (const qsizetype candidate : { column, column + m_treeIndent }) {
        const auto it = firstAtOrAfter(candidate);
        if (it != m_branches.cend() && it->column == candidate)
            return it - m_branches.cbegin();
    }
    // Hand-edited pastes move a line by a column or two. Branches of real output are at least
    // a device and a bus range ("+-00.0-[01]-") apart, so the nearest one is still unambiguous.
    constexpr qsizetype tolerance = 2;
    const auto after = firstAtOrAfter(column);
    qsizetype nearest = -1;
    if (after != m_branches.cend() && after->column - column <= tolerance)
        nearest = after - m_branches.cbegin();
    if (after != m_branches.cbegin() && column - std::prev(after)->column <= tolerance
        && (nearest < 0 || column - std::prev(after)->column < after->column - column))
        nearest = std::prev(after) - m_branches.cbegin();
    *exact = false;
    return nearest;
}

bool TreeReader::openBranch(const Text::Line& line, qsizetype column, const BusContext& context, bool ended)
{
    while (!m_branches.isEmpty() && m_branches.last().column >= column)
        m_branches.removeLast();
    if (m_branches.size() >= maxBranchDepth) {
        m_warnings.add(line.number, [&] {
            return Tr::tr("The tree nests deeper than PCI allows (more than %1 levels); the rest of the "
                          "line is skipped.")
                .arg(maxBranchDepth);
        });
        return false;
    }
    m_branches.append(Branch { column, context, ended });
    return true;
}

void TreeReader::readEntries(
    const Text::Line& line, QByteArrayView text, qsizetype pos, BusContext context, bool entryExpected)
{
    const qsizetype end = text.size();
    while (true) {
        if (!entryExpected) {
            while (pos < end && text[pos] == '-')
                ++pos;
            if (pos >= end)
                return; // "-[05]--": a bridge with nothing behind it
        }
        // Right after "+-" or "\-" comes a device or a bus, not more connectors.
        if (entryExpected && (pos >= end || (text[pos] != '[' && Text::hexDigitValue(text[pos]) < 0)))
            return warnUnreadable(line, text, pos);
        const char c = text[pos];
        if ((c == '+' || c == '\\') && pos + 1 < end && text[pos + 1] == '-') {
            if (!openBranch(line, pos, context, c == '\\'))
                return;
            pos += 2;
            entryExpected = true;
            continue;
        }
        entryExpected = false;
        if (c == '[') {
            int domain = 0;
            int bus = 0;
            if (!readBusHeader(text, &pos, &domain, &bus))
                return warnUnreadable(line, text, pos);
            context = BusContext { true, domain, bus, context.bridge };
            if (!context.bridge)
                addRootBus(domain, bus);
            continue;
        }
        // A device: "DD.F" on the current bus.
        const int device = hexAt(text, pos, 2);
        const int function = hexAt(text, pos + 3, 1);
        if (device < 0 || device > 0x1f || pos + 2 >= end || text[pos + 2] != '.' || function < 0 || function > 7
            || (!context.busKnown && m_excerptLine == 0))
            return warnUnreadable(line, text, pos);
        const Bdf bdf { context.domain, context.bus, device, function };
        PciDevice* entry = nullptr;
        if (context.busKnown) {
            entry = addDevice(line, bdf, context.bridge);
        } else {
            if (m_unknownBus.size() < maxListedUnknownBus)
                m_unknownBus.append(DeviceOnUnknownBus { line.number, Text::cleanText(text.sliced(pos, 4)) });
            ++m_unknownBusCount;
        }
        pos += 4;
        if (pos >= end)
            return; // lspci -t prints no names
        if (text[pos] == '-' && pos + 1 < end && text[pos + 1] == '[') {
            ++pos;
            int secondary = 0;
            int subordinate = 0;
            if (!readBusRange(text, &pos, &secondary, &subordinate))
                return warnUnreadable(line, text, pos);
            if (entry) {
                entry->role = PciRole::PciBridge;
                entry->secondaryBus = secondary;
                entry->subordinateBus = subordinate;
            }
            // lspci prints a domain only with a root bus "[0000:40]"; an excerpt without one
            // has only the bus numbers of the bridges' brackets.
            m_domainAssumed = m_domainAssumed || !context.busKnown;
            context = BusContext { true, context.domain, secondary,
                context.busKnown ? std::optional<Bdf>(bdf) : std::nullopt };
            continue;
        }
        if (text[pos] != ' ' && text[pos] != '\t')
            return warnUnreadable(line, text, pos);
        // The name runs to the end of the line and may hold anything, brackets included.
        if (entry) {
            const QByteArrayView name = text.sliced(pos);
            entry->description = Text::cleanText(name);
            readTrailingIds(name, &entry->vendorId, &entry->deviceId);
        }
        return;
    }
}

void TreeReader::addRootBus(int domain, int bus)
{
    const qint64 key = qint64(domain) << 8 | bus;
    if (m_rootKeys.contains(key))
        return;
    m_rootKeys.insert(key);
    m_tree.rootBuses.append(RootBus { domain, bus });
}

PciDevice* TreeReader::addDevice(const Text::Line& line, const Bdf& bdf, const std::optional<Bdf>& parent)
{
    if (m_tree.find(bdf)) {
        m_warnings.add(line.number, [&] {
            return Tr::tr("%1 is listed more than once; the first entry is kept.").arg(bdf.toString());
        });
        return nullptr;
    }
    PciDevice& device = m_tree.upsert(bdf);
    device.parent = parent;
    device.treeLine.line = line.number;
    return &device;
}

void TreeReader::warnUnreadable(const Text::Line& line, QByteArrayView text, qsizetype pos)
{
    m_warnings.add(line.number, [&] {
        return Tr::tr("Could not read the tree from column %1 on: %2; expected a device like \"00.0\", a bus "
                      "like \"[0000:00]\" or a bridge's buses like \"[01-05]\".")
            .arg(pos + 1)
            .arg(Text::excerpt(text.sliced(std::min(pos, text.size()))));
    });
}

} // namespace

ParseResult<PciTree> parseLspciTree(QByteArrayView data)
{
    return TreeReader().read(data);
}

int sniffLspciTree(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min(data.size(), sniffBytes));
    if (Text::looksBinary(head))
        return 0;
    int starts = 0;
    int continuations = 0;
    int others = 0;
    for (const Text::Line& line : Text::splitLines(head)) {
        const QByteArrayView text = Text::trimmed(line.text);
        if (text.isEmpty() || Text::isShellPromptLine(text))
            continue;
        if (isTreeStart(text, 0)) {
            ++starts;
            continue;
        }
        // "+-01.0…", "\-[0000:00]…", after the "|" of branches still open.
        qsizetype pos = 0;
        while (pos < text.size() && (text[pos] == '|' || text[pos] == ' '))
            ++pos;
        const QByteArrayView rest = text.sliced(pos);
        if ((Text::startsWith(rest, "+-") || Text::startsWith(rest, "\\-")) && rest.size() > 2
            && (rest[2] == '[' || Text::hexDigitValue(rest[2]) >= 0))
            ++continuations;
        else
            ++others;
    }
    if (starts > 0)
        return others <= starts + continuations ? 95 : 70;
    // Part of a tree, as "lspci -tv | grep" or an excerpt may leave it. A dozen lines of tree
    // art and (nearly) nothing else is no other format's.
    if (continuations >= 3 && others * 4 <= continuations)
        return 80;
    if (continuations >= 2 && others <= continuations)
        return 60;
    return 0;
}

} // namespace Topo
