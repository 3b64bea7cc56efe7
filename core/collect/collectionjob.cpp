// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/collectionjob.h"

#include "collect/localrunner.h"
#include "util/tr.h"

#include <atomic>

namespace Topo {

struct CollectionJob::Machine
{
    explicit Machine(CollectionTarget t) : target(std::move(t)) { }

    const CollectionTarget target;
    std::unique_ptr<Collector> collector;
    std::atomic<bool> askedAboutHostKey { false }; // set on the worker thread
    bool done = false;
};

CollectionJob::CollectionJob(std::vector<CollectionTarget> targets, CollectionQuestions questions, QObject* parent)
    : QObject(parent), m_questions(std::move(questions))
{
    for (CollectionTarget& target : targets)
        m_machines.push_back(std::make_unique<Machine>(std::move(target)));
    for (int i = 0; i < machineCount(); ++i) {
        Machine& m = *m_machines[size_t(i)];
        m.collector = std::make_unique<Collector>(runnerFor(i), m.target.commands, m.target.limits);
        m.collector->setMachine(m.target.role, m.target.label);
        // The collector emits on its worker; `this` as the context queues each onto this
        // object's thread, in order.
        Collector* c = m.collector.get();
        connect(c, &Collector::connecting, this, [this, i](const QString& address) { Q_EMIT connecting(i, address); });
        connect(c, &Collector::connected, this, [this, i](const QString& address) { Q_EMIT connected(i, address); });
        connect(c, &Collector::commandStarted, this,
            [this, i](int index, const QString& id) { Q_EMIT commandStarted(i, index, id); });
        connect(c, &Collector::commandFinished, this,
            [this, i](int index, const Topo::RawCapture& capture) { Q_EMIT commandFinished(i, index, capture); });
        connect(c, &Collector::finished, this, [this, i] {
            m_machines[size_t(i)]->done = true;
            Q_EMIT machineFinished(i);
            if (isFinished())
                Q_EMIT finished();
        });
    }
}

CollectionJob::~CollectionJob()
{
    // Every worker is told first, so they stop together rather than one after the other.
    cancel();
    m_machines.clear();
}

std::unique_ptr<CommandRunner> CollectionJob::runnerFor(int machine)
{
    Machine* m = m_machines[size_t(machine)].get();
    if (!m->target.ssh)
        return std::make_unique<LocalRunner>();
    // Called on the collecting thread; the target never changes after construction.
    auto hostKey = [this, m](const HostKeyInfo& key) {
        m->askedAboutHostKey = true;
        return m_questions.hostKey ? m_questions.hostKey(m->target, key) : HostKeyDecision::Reject;
    };
    auto secret = [this, m](const AuthPrompt& prompt, Secret* answer) {
        return m_questions.secret && m_questions.secret(m->target, prompt, answer);
    };
    return std::make_unique<SshRunner>(*m->target.ssh, hostKey, secret);
}

const CollectionTarget& CollectionJob::target(int machine) const
{
    return m_machines.at(size_t(machine))->target;
}

int CollectionJob::commandCount() const
{
    int count = 0;
    for (const auto& m : m_machines)
        count += int(m->target.commands.size());
    return count;
}

void CollectionJob::start()
{
    for (auto& m : m_machines)
        m->collector->start();
}

void CollectionJob::cancel()
{
    for (auto& m : m_machines)
        m->collector->cancel();
}

bool CollectionJob::isFinished() const
{
    for (const auto& m : m_machines) {
        if (!m->done)
            return false;
    }
    return true;
}

CollectResult CollectionJob::result(int machine) const
{
    return m_machines.at(size_t(machine))->collector->result();
}

bool CollectionJob::askedAboutHostKey(int machine) const
{
    return m_machines.at(size_t(machine))->askedAboutHostKey;
}

Snapshot CollectionJob::snapshot() const
{
    Snapshot snapshot;
    snapshot.createdAt = QDateTime::currentDateTimeUtc();
    QStringList labels;
    for (const auto& m : m_machines) {
        snapshot.machines.append(m->collector->result().machine);
        labels << m->target.label;
    }
    snapshot.title = Tr::tr("Collected from %1").arg(labels.join(Tr::tr(" and ", "joins machine names")));
    return snapshot;
}

} // namespace Topo

// Its moc output in its own object, not in the layer's shared mocs_compilation: that one holds every
// QObject's vtable, so a program using any of them would link this job, and with it libssh
// (topolens-cli leaves libssh out; app/programs.h).
#include "moc_collectionjob.cpp"
