// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"
#include "model/machine.h"

#include <QDialog>
#include <QObject>
#include <QUrl>

#include <functional>

class QAction;
class QComboBox;
class QMenu;
class QPushButton;

namespace Topo::Ui {


/// One thing to import: a file's or the clipboard's bytes, its detected format, and the
/// machine of the snapshot it is meant for.
struct ImportItem
{
    QString source; // the file name, or "clipboard"
    bool pasted = false;
    QByteArray data;
    QString format;    // the input format to read it as: detected, or chosen; empty: not recognised
    int confidence = 0; // how sure detection was (0–100); 0 when nothing claimed it
    QStringList readingNotes; // what the paste normaliser removed or assumed, "line N: …"
    QString firstLine; // for messages: what the data starts with
    bool benchmark = false;
    int machine = -1;  // into Snapshot::machines; -1: a new machine is made
    QString machineReason; // why that machine is suggested, in words
};

/// The first non-empty line, trimmed, control characters replaced, cut at 80 characters.
QString firstLineOf(QByteArrayView data);

/// How a machine is named where an import asks which one: "Guest (virtual): llm-one".
QString machineText(const MachineSnapshot& machine);

/// Detects the format and suggests a machine: for a benchmark run, the one whose GPUs are at
/// the PCI addresses the run prints (most matches wins); otherwise, and when no address
/// matches anywhere, `fallbackMachine` (the one the user is looking at).
ImportItem prepareImport(const QString& source, bool pasted, const QByteArray& data, const Snapshot& snapshot,
    const QList<Machine>& machines, int fallbackMachine);

/// A capture id not yet used by `machine`: "PREFIX-1", "PREFIX-2", …
QString uniqueCaptureId(const MachineSnapshot& machine, const QString& prefix);

/// Appends each recognised item as a raw capture ("benchmark-N" for benchmark output,
/// "import-N" for anything else; command "imported: FILE" or "pasted") to its machine. A
/// snapshot without machines gets a bare-metal one. Returns (machine index, capture id) pairs.
QList<QPair<int, QString>> appendImports(Snapshot* snapshot, const QList<ImportItem>& items);

/// Shows, for each item, the format it was recognised as and what was taken off the paste
/// before reading it, lets the user read it as another format (every format of the registry),
/// and asks which machine it belongs to, suggesting one and saying why.
class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    ImportDialog(const QList<ImportItem>& items, const Snapshot& snapshot, QWidget* parent = nullptr);
    /// The items with the formats and machines chosen; an item left unrecognised keeps an
    /// empty format.
    QList<ImportItem> items() const;

private:
    void updateImportButton();

    QList<ImportItem> m_items;
    QList<QComboBox*> m_formats;
    QList<QComboBox*> m_boxes;
    QPushButton* m_import = nullptr;
};

} // namespace Topo::Ui
