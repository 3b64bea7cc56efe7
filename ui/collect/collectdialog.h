// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectionrequest.h"
#include "model/snapshot.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace Topo {
class CollectionJob;
struct CollectionQuestions;
struct AuthPrompt;
struct HostKeyInfo;
class Secret;
enum class HostKeyDecision;
}

namespace Topo::Ui {

/// Runs a collection (core's CollectionJob: host and guest at once, each on its own worker),
/// shows every command's progress with a Cancel button, and asks the host-key and password
/// questions on the GUI thread. What was collected is kept even when a machine fails or the
/// user cancels.
class CollectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CollectDialog(const CollectionRequest& request, QWidget* parent = nullptr);
    ~CollectDialog() override;

    /// Starts collecting; finished() follows.
    void start();
    /// The machines collected so far, as a snapshot.
    Snapshot snapshot() const;
    bool succeeded() const;

    /// The host-key and password questions of a collection, asked with `parent`'s dialogs on
    /// its thread while the collecting thread waits (the watch asks them too).
    static CollectionQuestions questionsAskedBy(QWidget* parent);
    /// The host-key question (public for tests): type, SHA256 fingerprint, three answers.
    static HostKeyDecision askHostKey(QWidget* parent, const HostKeyInfo& key);
    static bool askSecret(QWidget* parent, const AuthPrompt& prompt, Secret* answer);

Q_SIGNALS:
    void collectionFinished();

protected:
    void reject() override;

private:
    QTreeWidgetItem* commandItem(int machine, int index);
    void showCommandFinished(int machine, int index, const RawCapture& capture);
    void machineFinished(int machine);
    void allFinished();

    QTreeWidget* m_tree;
    QProgressBar* m_progress;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    std::unique_ptr<CollectionJob> m_job;
    QList<QTreeWidgetItem*> m_machineItems;
    QList<QList<QTreeWidgetItem*>> m_commandItems;
    int m_commandsDone = 0;
    bool m_cancelled = false;
};

} // namespace Topo::Ui
