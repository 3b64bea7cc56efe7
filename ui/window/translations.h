// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QMenu;
class QWidget;

namespace Topo::Ui {

/// View › Language: System Default, English, Deutsch, 简体中文. The choice is saved (QSettings
/// "ui/language") and takes effect when TopoLens next starts, which the menu says.
class LanguageMenu
{
    Q_DECLARE_TR_FUNCTIONS(Topo::Ui::LanguageMenu)
public:
    static QMenu* create(QWidget* parent);
};

} // namespace Topo::Ui
