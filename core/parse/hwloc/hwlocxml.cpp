// SPDX-License-Identifier: GPL-3.0-or-later
// `hwloc-xml`: hwloc's XML topology (lstopo --of xml) read into an HwlocTopology: the input made
// readable for the XML reader here (hwlocreader.cpp reads the document itself).
#include "parse/hwloc/hwloc.h"

#include "parse/hwloc/hwlocreader.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>
#include <cstring>

namespace Topo {

namespace {

// hwloc writes printable ASCII only (HWLOC_XML_CHAR_VALID), but edited files and other writers
// may hold other bytes: one that is not UTF-8 would stop the XML reader, so such bytes become
// U+FFFD, and the first line with one is named.
QByteArray repairedUtf8(QByteArrayView data, Diagnostics* out)
{
    if (data.isValidUtf8())
        return data.toByteArray();
    for (const Text::Line& l : Text::splitLines(data)) {
        if (!l.text.isValidUtf8()) {
            out->append({ l.number, Severity::Warning,
                Tr::tr("bytes that are not UTF-8 from this line on were read as U+FFFD") });
            break;
        }
    }
    return QString::fromUtf8(data).toUtf8();
}

// The first markup of the input after the XML declaration, comments and white space.
QByteArrayView firstMarkup(QByteArrayView data)
{
    QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    while (true) {
        head = Text::trimmed(head);
        const char* close = head.startsWith("<?") ? "?>" : head.startsWith("<!--") ? "-->" : nullptr;
        if (!close)
            return head;
        const qsizetype end = head.indexOf(close);
        if (end < 0)
            return {};
        head = head.sliced(end + qsizetype(std::strlen(close)));
    }
}

} // namespace

ParseResult<HwlocTopology> parseHwlocXml(QByteArrayView data)
{
    ParseResult<HwlocTopology> result;
    if (Text::trimmed(data).isEmpty()) {
        result.error(0, Tr::tr("empty input: expected hwloc's XML (lstopo --of xml)"));
        return result;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("binary data, not hwloc's XML (lstopo --of xml)"));
        return result;
    }
    // A declared encoding other than UTF-8 is the XML reader's to decode.
    const QByteArrayView head = Text::trimmed(data.first(std::min<qsizetype>(data.size(), 200)));
    const qsizetype declarationEnd = head.startsWith("<?xml") ? head.indexOf("?>") : -1;
    const QByteArray declaration = declarationEnd > 0 ? head.first(declarationEnd).toByteArray().toUpper() : QByteArray();
    const bool declaresOther = declaration.contains("ENCODING=") && !declaration.contains("UTF-8");
    const QByteArray text = declaresOther ? data.toByteArray() : repairedUtf8(data, &result.diagnostics);
    // Blank lines or a pasted prompt before the document would stop the XML reader.
    const qsizetype start = text.indexOf('<');
    if (start < 0) {
        result.error(0, Tr::tr("no XML found; expected hwloc's XML (lstopo --of xml)"));
        return result;
    }
    if (!Text::trimmed(QByteArrayView(text).first(start)).isEmpty())
        result.info(1, Tr::tr("ignored the text before the XML"));
    readHwlocDocument(QByteArrayView(text).sliced(start), result, Text::lineAt(text, start) - 1);
    return result;
}

int sniffHwlocXml(QByteArrayView data)
{
    const QByteArrayView head = firstMarkup(data);
    // hwloc's DTDs are hwloc.dtd (1.x) and hwloc2.dtd (2.x, 3.x), for the root <topology>.
    if (head.startsWith("<!DOCTYPE"))
        return head.startsWith("<!DOCTYPE topology ") ? 95 : 0;
    if (!head.startsWith("<topology") || head.size() < 10)
        return 0;
    const char after = head[9];
    if (after != '>' && after != ' ' && after != '\n' && after != '\r' && after != '\t' && after != '/')
        return 0;
    return head.contains("<object type=") ? 95 : 60;
}

} // namespace Topo
