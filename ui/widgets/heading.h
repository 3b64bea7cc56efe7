// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace Topo::Ui {

/// A bold label that names the section under it (a table or a list in a panel).
QLabel* heading(const QString& text, QWidget* parent);

} // namespace Topo::Ui
