// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/shellquote.h"

namespace Topo {

QString shellQuote(const QString& text)
{
    QString quoted = text;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

} // namespace Topo
