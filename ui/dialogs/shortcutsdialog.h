// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTableWidget;

namespace Topo::Ui {

/// Help > Keyboard Shortcuts: every action of a window that has a shortcut, read from the
/// actions themselves (menus first, in menu order, then the window's other actions), so the
/// list cannot go stale.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Entry
    {
        QString where;  // "File", "View > Theme", or "Window" for actions outside the menus
        QString action; // the action's text without mnemonics and ellipsis
        QString keys;   // every shortcut, in the platform's notation, joined by ", "
    };

    explicit ShortcutsDialog(QWidget* window, QWidget* parent = nullptr);

    /// The actions of \a window (and its children) that have a shortcut.
    static QList<Entry> entries(QWidget* window);

    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table = nullptr;
};

} // namespace Topo::Ui
