// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace Topo::Ui {

/// The findings of a snapshot, most severe first: a list (severity icon, title, machine) and,
/// for the selected one, its explanation, advice, GPUs and the raw lines it rests on. Activating
/// an evidence line or a GPU asks the window to show it; the panel itself navigates nowhere.
class FindingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget* parent = nullptr);

    void setFindings(const QList<Finding>& findings);
    const QList<Finding>& findings() const { return m_findings; }
    void clear() { setFindings({}); }

    /// Selects a finding by its row (the order of findings()); -1 clears the selection.
    void selectFinding(int row);
    int selectedFinding() const;

Q_SIGNALS:
    /// The user activated an evidence line: show line `line` (1-based; 0 = the whole capture)
    /// of capture `captureId` on the machine with this role.
    void evidenceActivated(Topo::MachineRole role, const QString& captureId, int line);
    /// The user activated a GPU the finding names.
    void gpuActivated(Topo::MachineRole role, int gpuIndex);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showFinding(int row);
    void activateEvidence(QTreeWidgetItem* item);

    QList<Finding> m_findings;
    QLabel* m_summary;
    QTreeWidget* m_list;
    QTextBrowser* m_details;
    QTreeWidget* m_evidence;
    QSplitter* m_splitter;
};

} // namespace Topo::Ui
