// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"
#include "util/result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

/// The fan-out engines `topolens fleet collect` rides: ClusterShell's clush, pdsh, Ansible
/// (ad-hoc, raw module) and Slurm's srun. One row per engine builds its command line (never
/// through a local shell) and names how its output is split per node. The remote command is
/// fixed: the collector script sent inline (`sh -c '<script>' topolens-collect --armour
/// --role ROLE`), or a collector the site installed (`--remote-collector PATH`); nothing a user
/// types goes into it but that checked path.
namespace Topo {

/// How an engine's output tells nodes apart.
enum class EngineOutput {
    LinePrefixed, // "node: text" on stdout and stderr, engine messages on stderr (clush, pdsh)
    AnsibleTree,  // one JSON file per host in the -t tree folder; stdout only for progress
    SlurmLabel,   // "N: text" per task (srun --label), task N on the Nth node of the allocation
};

struct FleetCollectOptions
{
    QString engine = QStringLiteral("clush");
    QString nodeset;                           // in the engine's own syntax, passed unchanged
    MachineRole role = MachineRole::Host;
    QString inventory;                         // ansible -i
    int fanout = 0;                            // 0: the engine's default
    int connectTimeoutS = 0;                   // 0: the engine's default
    int commandTimeoutS = 0;                   // 0: none
    QStringList sshOptions;                    // ssh arguments, as the engines take them (clush -o)
    QString remoteCollector;                   // installed collector path; empty: send the script inline
    qint64 maxNodeOutputBytes = 256LL << 20;   // per node; beyond it the node is cut off
    bool watchSample = false;                  // the collector's --watch-sample: a watch's sample, not a collection
    bool gpuCounters = false;                  // and its --gpu-counters (gpuCountersSampleCommand)
};

/// What to start: program, arguments and the environment additions (pdsh takes ssh options
/// from PDSH_SSH_ARGS_APPEND).
struct EngineCommand
{
    QString program;
    QStringList arguments;
    QHash<QString, QString> environment;
};

struct FleetEngine
{
    const char16_t* name;
    EngineOutput output;
    /// The engine command; `treeDir` is where Ansible writes its per-host files.
    EngineCommand (*command)(const FleetCollectOptions& options, const QString& remoteCommand, const QString& treeDir);
    /// A command that lists the node set's nodes one per line (or space-separated), in the
    /// engine's own expansion, for progress and for nodes that never answer; none for srun
    /// outside an allocation.
    std::optional<EngineCommand> (*listNodes)(const FleetCollectOptions& options);
};

const QList<FleetEngine>& fleetEngines();
const FleetEngine* fleetEngine(QStringView name);
QStringList fleetEngineNames();

/// Checks the options against the engine (a usage message when they do not fit).
Status checkFleetOptions(const FleetCollectOptions& options);

/// The fixed remote command: `sh -c '<script>' topolens-collect --armour --role ROLE
/// [--timeout S]`, or `PATH --armour …` for an installed collector. `script` stands in for the
/// collector script where given (a placeholder, for a command line shown to a person).
QString fleetRemoteCommand(const FleetCollectOptions& options, const QString& script = {});

/// The command line a person can paste into a shell: environment assignments, then each
/// argument quoted for a POSIX shell.
QString shellCommandLine(const EngineCommand& command);

/// Node names out of a listing command's output: words, in order, duplicates dropped.
QStringList nodesOfListing(QByteArrayView output);

} // namespace Topo
