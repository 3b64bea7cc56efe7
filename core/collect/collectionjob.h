// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectiontargets.h"
#include "collect/collector.h"
#include "collect/sshrunner.h"

#include <QObject>

#include <functional>
#include <memory>
#include <vector>

namespace Topo {

/// The questions a collection may have to ask while it logs in. They are asked on the collecting
/// threads, one machine's at a time (a GUI marshals them to its own thread and blocks).
struct CollectionQuestions
{
    /// An unknown host key; unset means Reject.
    std::function<HostKeyDecision(const CollectionTarget& machine, const HostKeyInfo& key)> hostKey;
    /// A password, passphrase or keyboard-interactive question; unset means declined.
    std::function<bool(const CollectionTarget& machine, const AuthPrompt& prompt, Secret* answer)> secret;
};

/// Collects every target at once, each on a Collector (a worker thread) of its own, and reports
/// per machine. The signals come on the thread the job lives on, in the order each machine's
/// worker emitted them. What arrived is kept whatever fails: a machine that could not be
/// reached still has a capture (NotRun) per planned command, and snapshot() holds them all.
class CollectionJob : public QObject
{
    Q_OBJECT
public:
    explicit CollectionJob(std::vector<CollectionTarget> targets, CollectionQuestions questions = {},
                           QObject* parent = nullptr);
    /// Cancels what still runs and waits for the workers.
    ~CollectionJob() override;

    int machineCount() const { return int(m_machines.size()); }
    const CollectionTarget& target(int machine) const;
    /// The commands of every machine together, for a progress bar.
    int commandCount() const;

    void start();
    /// Stops the running commands (their output so far is kept) and skips the rest.
    void cancel();
    /// Every machine has finished (finished() was emitted).
    bool isFinished() const;

    /// A machine's outcome; complete once machineFinished(machine) was emitted.
    CollectResult result(int machine) const;
    /// The host-key question was put for this machine (the CLI then says how to trust the key).
    bool askedAboutHostKey(int machine) const;
    /// Every machine as collected so far, titled "Collected from A and B".
    Snapshot snapshot() const;

Q_SIGNALS:
    void connecting(int machine, const QString& address);
    void connected(int machine, const QString& address);
    void commandStarted(int machine, int index, const QString& id);
    /// Exactly once per planned command, also for commands that never ran.
    void commandFinished(int machine, int index, const Topo::RawCapture& capture);
    void machineFinished(int machine);
    /// After the last machineFinished().
    void finished();

private:
    struct Machine;
    std::unique_ptr<CommandRunner> runnerFor(int machine);

    CollectionQuestions m_questions;
    std::vector<std::unique_ptr<Machine>> m_machines;
};

} // namespace Topo
