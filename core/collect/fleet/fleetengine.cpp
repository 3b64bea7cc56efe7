// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/fleet/fleetengine.h"

#include "collect/shellcollector.h"
#include "collect/shellquote.h"

#include "util/tr.h"

#include <QRegularExpression>
#include <QSet>

namespace Topo {

namespace {

QString number(int value)
{
    return QString::number(value);
}

// ClusterShell: `clush -w NODESET -o SSH_OPTIONS -f N -t S -u S REMOTE`. Its -w takes
// ranges and @groups as they are; every output line comes back as "node: text".
EngineCommand clushCommand(const FleetCollectOptions& o, const QString& remote, const QString&)
{
    EngineCommand c { QStringLiteral("clush"), { QStringLiteral("-w"), o.nodeset }, {} };
    if (!o.sshOptions.isEmpty())
        c.arguments << QStringLiteral("-o") << o.sshOptions.join(u' ');
    if (o.fanout > 0)
        c.arguments << QStringLiteral("-f") << number(o.fanout);
    if (o.connectTimeoutS > 0)
        c.arguments << QStringLiteral("-t") << number(o.connectTimeoutS);
    if (o.commandTimeoutS > 0)
        c.arguments << QStringLiteral("-u") << number(o.commandTimeoutS);
    c.arguments << remote;
    return c;
}

std::optional<EngineCommand> clushNodes(const FleetCollectOptions& o)
{
    return EngineCommand { QStringLiteral("nodeset"), { QStringLiteral("-e"), QStringLiteral("-S"), QStringLiteral("\n"), o.nodeset }, {} };
}

// pdsh over ssh: ssh options travel in PDSH_SSH_ARGS_APPEND; "node: text" like clush.
EngineCommand pdshCommand(const FleetCollectOptions& o, const QString& remote, const QString&)
{
    EngineCommand c { QStringLiteral("pdsh"), { QStringLiteral("-R"), QStringLiteral("ssh"), QStringLiteral("-w"), o.nodeset }, {} };
    if (!o.sshOptions.isEmpty())
        c.environment.insert(QStringLiteral("PDSH_SSH_ARGS_APPEND"), o.sshOptions.join(u' '));
    if (o.fanout > 0)
        c.arguments << QStringLiteral("-f") << number(o.fanout);
    if (o.connectTimeoutS > 0)
        c.arguments << QStringLiteral("-t") << number(o.connectTimeoutS);
    if (o.commandTimeoutS > 0)
        c.arguments << QStringLiteral("-u") << number(o.commandTimeoutS);
    // pdsh reads '%' in the command as its own substitution ("%h" is the host, "%%" a '%'):
    // pdsh 2.34 turned the script's "${sum%% *}" into "${sum% *}" before this.
    c.arguments << QString(remote).replace(u'%', QStringLiteral("%%"));
    return c;
}

// pdsh's host lists are ClusterShell's ranges; ClusterShell's nodeset expands them where it is
// installed, and pdsh itself says nothing machine-readable about its targets.
std::optional<EngineCommand> pdshNodes(const FleetCollectOptions& o)
{
    return clushNodes(o);
}

// Ansible ad-hoc with the raw module (no Python needed on the node): each host's result lands
// as JSON in the tree folder. Ansible templates module arguments, so a script holding Jinja
// markers would be sent inside {% raw %}.
EngineCommand ansibleCommand(const FleetCollectOptions& o, const QString& remote, const QString& treeDir)
{
    static const QRegularExpression jinja(QStringLiteral("\\{[{%#]"));
    const QString args = remote.contains(jinja) ? QStringLiteral("{% raw %}") + remote + QStringLiteral("{% endraw %}") : remote;
    EngineCommand c { QStringLiteral("ansible"), { o.nodeset }, { { QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1") } } };
    if (!o.inventory.isEmpty())
        c.arguments << QStringLiteral("-i") << o.inventory;
    c.arguments << QStringLiteral("-m") << QStringLiteral("raw") << QStringLiteral("-a") << args;
    if (o.fanout > 0)
        c.arguments << QStringLiteral("-f") << number(o.fanout);
    if (o.connectTimeoutS > 0)
        c.arguments << QStringLiteral("-T") << number(o.connectTimeoutS);
    if (o.commandTimeoutS > 0)
        c.arguments << QStringLiteral("--task-timeout") << number(o.commandTimeoutS);
    if (!o.sshOptions.isEmpty())
        c.arguments << QStringLiteral("--ssh-common-args") << o.sshOptions.join(u' ');
    c.arguments << QStringLiteral("-t") << treeDir;
    return c;
}

std::optional<EngineCommand> ansibleNodes(const FleetCollectOptions& o)
{
    EngineCommand c { QStringLiteral("ansible"), { o.nodeset, QStringLiteral("--list-hosts") }, {} };
    if (!o.inventory.isEmpty())
        c.arguments << QStringLiteral("-i") << o.inventory;
    return c;
}

// Slurm: one task per node of the list, labelled by task number. Slurm's default block layout
// numbers the tasks in slurm.conf's node order, not the list's (srun 22.05: --nodelist=b,a put
// task 0 on a), so `arbitrary` lays them out in the list's order, the one `scontrol show
// hostnames` gives. The command timeout is Slurm's own time limit, in whole minutes. A node
// that is down, drained or reserved would queue the step forever, so srun gives up after a
// minute without its nodes (--immediate) and the run ends with srun's own message.
EngineCommand srunCommand(const FleetCollectOptions& o, const QString& remote, const QString&)
{
    EngineCommand c { QStringLiteral("srun"),
                      { QStringLiteral("--nodelist=") + o.nodeset, QStringLiteral("--ntasks-per-node=1"),
                        QStringLiteral("--distribution=arbitrary"), QStringLiteral("--label"), QStringLiteral("--kill-on-bad-exit=0"),
                        QStringLiteral("--immediate=60") },
                      {} };
    if (o.commandTimeoutS > 0)
        c.arguments << QStringLiteral("--time=") + number((o.commandTimeoutS + 59) / 60);
    c.arguments << QStringLiteral("sh") << QStringLiteral("-c") << remote;
    return c;
}

std::optional<EngineCommand> srunNodes(const FleetCollectOptions& o)
{
    return EngineCommand { QStringLiteral("scontrol"), { QStringLiteral("show"), QStringLiteral("hostnames"), o.nodeset }, {} };
}

// An installed collector's path goes into the remote command, so only plain path characters.
bool isPlainPath(const QString& path)
{
    static const QRegularExpression plain(QStringLiteral("^/[A-Za-z0-9._/+-]+$"));
    return plain.match(path).hasMatch();
}

} // namespace

const QList<FleetEngine>& fleetEngines()
{
    static const QList<FleetEngine> engines = {
        { u"clush", EngineOutput::LinePrefixed, clushCommand, clushNodes },
        { u"pdsh", EngineOutput::LinePrefixed, pdshCommand, pdshNodes },
        { u"ansible", EngineOutput::AnsibleTree, ansibleCommand, ansibleNodes },
        { u"srun", EngineOutput::SlurmLabel, srunCommand, srunNodes },
    };
    return engines;
}

const FleetEngine* fleetEngine(QStringView name)
{
    for (const FleetEngine& e : fleetEngines()) {
        if (name == QStringView(e.name))
            return &e;
    }
    return nullptr;
}

QStringList fleetEngineNames()
{
    QStringList names;
    for (const FleetEngine& e : fleetEngines())
        names << QString::fromUtf16(e.name);
    return names;
}

Status checkFleetOptions(const FleetCollectOptions& o)
{
    const FleetEngine* engine = fleetEngine(o.engine);
    if (!engine)
        return fail(Tr::tr("--via must be one of %1, not \"%2\"").arg(fleetEngineNames().join(QStringLiteral(", ")), o.engine.left(40)));
    if (o.nodeset.trimmed().isEmpty())
        return fail(Tr::tr("no node set given"));
    if (o.nodeset.startsWith(u'-'))
        return fail(Tr::tr("the node set \"%1\" starts with '-' and would be read as an option").arg(o.nodeset.left(40)));
    if (!o.inventory.isEmpty() && engine->output != EngineOutput::AnsibleTree)
        return fail(Tr::tr("-i INVENTORY is for --via ansible"));
    if (engine->output == EngineOutput::SlurmLabel && (!o.sshOptions.isEmpty() || o.connectTimeoutS > 0 || o.fanout > 0))
        return fail(Tr::tr("--via srun takes no ssh options, connect timeout or fan-out: Slurm starts the tasks itself"));
    if (!o.remoteCollector.isEmpty() && !isPlainPath(o.remoteCollector))
        return fail(Tr::tr("--remote-collector must be an absolute path of letters, digits and ._/+-"));
    if (o.maxNodeOutputBytes < 1024)
        return fail(Tr::tr("the output cap per node must be at least 1 KiB"));
    return Status::success();
}

QString fleetRemoteCommand(const FleetCollectOptions& o, const QString& script)
{
    QString arguments = QStringLiteral(" --armour --role ") + machineRoleName(o.role);
    if (o.watchSample)
        arguments += o.gpuCounters ? QStringLiteral(" --watch-sample --gpu-counters") : QStringLiteral(" --watch-sample");
    // The collector's own limit per command; no single command may outlast the node's budget.
    if (o.commandTimeoutS > 0)
        arguments += QStringLiteral(" --timeout ") + number(std::min(o.commandTimeoutS, 60));
    if (!o.remoteCollector.isEmpty())
        return o.remoteCollector + arguments;
    return QStringLiteral("sh -c ") + shellQuote(script.isEmpty() ? QString::fromUtf8(standaloneCollectorScript()) : script)
        + QStringLiteral(" topolens-collect") + arguments;
}

QString shellCommandLine(const EngineCommand& command)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=@,+%^-]+$"));
    auto quoted = [](const QString& word) { return plain.match(word).hasMatch() ? word : shellQuote(word); };
    QStringList words;
    QStringList keys = command.environment.keys();
    keys.sort();
    for (const QString& key : keys)
        words << key + u'=' + quoted(command.environment.value(key));
    words << quoted(command.program);
    for (const QString& a : command.arguments)
        words << quoted(a);
    return words.join(u' ');
}

QStringList nodesOfListing(QByteArrayView output)
{
    QStringList nodes;
    QSet<QString> seen;
    for (const QByteArray& word : output.toByteArray().simplified().split(' ')) {
        const QString name = QString::fromUtf8(word);
        // `ansible --list-hosts` starts with "hosts (N):".
        if (name.isEmpty() || name == u"hosts" || (name.startsWith(u'(') && name.endsWith(u':')) || seen.contains(name))
            continue;
        seen.insert(name);
        nodes << name;
    }
    return nodes;
}

} // namespace Topo
