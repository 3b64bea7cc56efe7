// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/connectdialog.h"
#include "io/snapshotfile.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace Topo {
class Collector;
struct AuthPrompt;
struct HostKeyInfo;
class Secret;
enum class HostKeyDecision;
}

namespace Topo::Ui {

/// Runs a collection (host and guest at once, each on its own worker), shows every command's
/// progress with a Cancel button, and asks the host-key and password questions on the GUI
/// thread. What was collected is kept even when a machine fails or the user cancels.
class CollectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CollectDialog(const ConnectRequest& request, QWidget* parent = nullptr);
    ~CollectDialog() override;

    /// Starts collecting; finished() follows.
    void start();
    /// The machines collected so far, as a snapshot.
    Snapshot snapshot() const;
    bool succeeded() const;

    /// The host-key question (public for tests): type, SHA256 fingerprint, three answers.
    static HostKeyDecision askHostKey(QWidget* parent, const HostKeyInfo& key);
    static bool askSecret(QWidget* parent, const AuthPrompt& prompt, Secret* answer);

Q_SIGNALS:
    void collectionFinished();

protected:
    void reject() override;

private:
    struct Machine;
    void addMachine(MachineRole role, std::unique_ptr<Collector> collector, const QString& label);
    void machineFinished();

    ConnectRequest m_request;
    QTreeWidget* m_tree;
    QProgressBar* m_progress;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    std::vector<std::unique_ptr<Machine>> m_machines;
    int m_commandsTotal = 0;
    int m_commandsDone = 0;
    bool m_cancelled = false;
};

} // namespace Topo::Ui
