// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/jsonerror.h"

namespace Topo {

QString shortJsonSyntaxError(const char* what)
{
    // "[json.exception.parse_error.101] parse error at line 31, column 1396: syntax error while
    //  parsing value - invalid string: missing closing quote; last read: '…'; expected …"
    QString text = QString::fromUtf8(what);
    QString column;
    const qsizetype at = text.indexOf(u", column ");
    if (at >= 0) {
        const qsizetype end = text.indexOf(u':', at);
        if (end > at) {
            column = text.mid(at + 2, end - at - 2); // "column 1396"
            text = text.mid(end + 1).trimmed();
        }
    } else if (text.startsWith(u'[')) {
        text = text.mid(text.indexOf(u']') + 1).trimmed();
    }
    const qsizetype dash = text.indexOf(u" - ");
    if (text.startsWith(u"syntax error") && dash >= 0)
        text = text.mid(dash + 3);
    // The echo is quoted, and may itself hold quotes and semicolons: it ends where the
    // library's next part ("; expected …") begins, or at the end.
    const qsizetype echo = text.indexOf(u"; last read: '");
    if (echo >= 0) {
        const qsizetype expected = text.lastIndexOf(u"'; expected ");
        text = text.left(echo) + (expected > echo ? text.mid(expected + 1) : QString());
    }
    return column.isEmpty() ? text : column + u": " + text;
}

} // namespace Topo
