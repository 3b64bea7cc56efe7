// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/inerttooltip.h"

namespace Topo::Ui {

QString inertToolTip(const QString& text)
{
    if (text.isEmpty())
        return {};
    return u"<p style=\"white-space:pre\">" + text.toHtmlEscaped() + u"</p>";
}

} // namespace Topo::Ui
