// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/importdialog.h"

#include <QObject>
#include <QUrl>

#include <functional>

class QAction;
class QMenu;

namespace Topo::Ui {

class BenchmarkPanel;
class MainWindow;

/// File › Import Benchmark Results…, Edit › Paste Command Output (Ctrl+Shift+V), and files
/// dropped onto the window: recognise the format, ask for the machine, append a raw capture to
/// the snapshot and re-read it (on a worker, as on opening), marking the window modified.
class ImportController : public QObject
{
    Q_OBJECT
public:
    /// Adds its action to `fileMenu` and an Edit menu with the paste action to the menu bar.
    ImportController(MainWindow* window, QMenu* fileMenu, BenchmarkPanel* panel);

    QAction* importAction() const { return m_import; }
    QAction* pasteAction() const { return m_paste; }

    void importFiles(const QStringList& paths);
    void importData(const QByteArray& data, const QString& source, bool pasted);
    void pasteFromClipboard();
    /// Files that are not snapshots or bundles are imported; false when the window should
    /// open them as a snapshot instead.
    bool importDroppedFiles(const QList<QUrl>& urls);

    /// Answers the machine question instead of the dialog (tests, scripted use): gets the
    /// suggestions, may change them, returns false to cancel.
    void setMachineChooser(std::function<bool(QList<ImportItem>*)> chooser) { m_chooser = std::move(chooser); }
    /// The last message shown (an error, or what was imported).
    QString lastMessage() const { return m_lastMessage; }

Q_SIGNALS:
    /// After the snapshot with the new captures is on screen.
    void imported(const QList<QPair<int, QString>>& captures);

private:
    void importItems(QList<ImportItem> items);
    void report(const QString& title, const QString& message, bool error);
    bool interactive() const;

    MainWindow* m_window;
    BenchmarkPanel* m_panel;
    QAction* m_import = nullptr;
    QAction* m_paste = nullptr;
    std::function<bool(QList<ImportItem>*)> m_chooser;
    QString m_lastMessage;
};

} // namespace Topo::Ui
