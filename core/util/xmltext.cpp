// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/xmltext.h"

#include "util/text.h"

#include <QList>

namespace Topo::Text {

namespace {
bool isXmlCharacter(char32_t u)
{
    return u == 0x9 || u == 0xA || u == 0xD || (u >= 0x20 && u <= 0xD7FF) || (u >= 0xE000 && u <= 0xFFFD)
        || (u >= 0x10000 && u <= 0x10FFFF);
}
} // namespace

QString escapeXml(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    const QList<uint> codePoints = text.toUcs4(); // lone surrogates come out as U+FFFD
    for (const uint u : codePoints) {
        switch (u) {
        case u'&':
            out += QStringLiteral("&amp;");
            break;
        case u'<':
            out += QStringLiteral("&lt;");
            break;
        case u'>':
            out += QStringLiteral("&gt;");
            break;
        case u'"':
            out += QStringLiteral("&quot;");
            break;
        case u'\'':
            out += QStringLiteral("&apos;");
            break;
        default: {
            const char32_t c = isXmlCharacter(char32_t(u)) ? char32_t(u) : char32_t(0xFFFD);
            out += QString::fromUcs4(&c, 1);
        }
        }
    }
    return out;
}

QString escapeXmlClean(QStringView text)
{
    return escapeXml(cleanText(text));
}

QString xmlCommentText(QStringView text)
{
    QString clean = cleanText(text);
    clean.replace(u'\n', u' ');
    while (clean.contains(QStringLiteral("--")))
        clean.replace(QStringLiteral("--"), QStringLiteral("- -"));
    if (clean.endsWith(u'-'))
        clean += u' ';
    return clean;
}

} // namespace Topo::Text
