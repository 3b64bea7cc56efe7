// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {

/// "&Open Snapshot…" -> "Open Snapshot"; "&&" stays one ampersand.
QString plainText(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != u'&')
            out += text[i];
        else if (i + 1 < text.size() && text[i + 1] == u'&')
            out += text[++i];
    }
    out = out.trimmed();
    if (out.endsWith(u'\u2026'))
        out.chop(1);
    else if (out.endsWith(u"..."))
        out.chop(3);
    return out;
}

QString keysOf(const QAction* action)
{
    QStringList keys;
    for (const QKeySequence& k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void walkMenu(const QList<QAction*>& actions, const QString& where, QSet<const QAction*>* seen,
    QList<ShortcutsDialog::Entry>* out)
{
    for (QAction* a : actions) {
        if (a->isSeparator() || seen->contains(a))
            continue;
        seen->insert(a);
        if (QMenu* sub = a->menu()) {
            const QString title = plainText(sub->title());
            walkMenu(sub->actions(), where.isEmpty() ? title : where + u" \u203a " + title, seen, out);
            continue;
        }
        if (!a->shortcuts().isEmpty())
            out->append({ where, plainText(a->text()), keysOf(a) });
    }
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::entries(QWidget* window)
{
    QList<Entry> out;
    QSet<const QAction*> seen;
    if (auto* main = qobject_cast<QMainWindow*>(window))
        walkMenu(main->menuBar()->actions(), QString(), &seen, &out);
    // Actions outside the menus: on the window (Find), on the drawings, in context menus.
    const QList<QAction*> all = window->findChildren<QAction*>();
    for (QAction* a : all) {
        if (seen.contains(a) || a->isSeparator() || a->shortcuts().isEmpty())
            continue;
        seen.insert(a);
        out.append({ tr("Window"), plainText(a->text()), keysOf(a) });
    }
    return out;
}

ShortcutsDialog::ShortcutsDialog(QWidget* window, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Entry> list = entries(window);
    m_table = new QTableWidget(int(list.size()), 3, this);
    m_table->setHorizontalHeaderLabels({ tr("Shortcut"), tr("Action"), tr("Menu") });
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    for (int row = 0; row < list.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(list[row].keys));
        m_table->setItem(row, 1, new QTableWidgetItem(list[row].action));
        m_table->setItem(row, 2, new QTableWidgetItem(list[row].where));
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    // Keys the drawings handle themselves (they are not actions).
    auto* drawingKeys = new QLabel(tr("In a drawing: Tab or the arrow keys step from GPU to GPU, Esc clears the selection, "
                                      "+ and \u2212 zoom, 0 or F fits the drawing to the view."),
        this);
    drawingKeys->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(drawingKeys);
    layout->addWidget(buttons);
    resize(560, 480);
}

} // namespace Topo::Ui
