// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace Topo::Ui {

/// A warning over `parent` whose text is shown as written, without blocking the window (the
/// tests drive the paths that warn). Qt's static warning box renders text whose first line looks
/// like a tag as rich text; a message that quotes a file's name, a parser's excerpt or a remote
/// error must not be read as markup (see inertToolTip).
void warnPlainly(QWidget* parent, const QString& title, const QString& text);

} // namespace Topo::Ui
