// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Topo::Ui {

/// Text for a tooltip that Qt shows as written. Qt renders a tooltip whose first line looks like
/// markup as rich text, which would draw a remote name's tags and load the files its <img>
/// names (a device called <img src="/dev/zero"> would read from it until memory ran out). Every
/// tooltip that carries text from a snapshot, a capture or a file goes through here: escaped, in
/// a paragraph that keeps its lines.
QString inertToolTip(const QString& text);

} // namespace Topo::Ui
