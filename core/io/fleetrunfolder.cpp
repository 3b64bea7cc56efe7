// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/fleetrunfolder.h"

#include "io/armour.h"
#include "io/bundle.h"
#include "io/modeljson.h"
#include "io/snapshotfile.h"
#include "io/wholefile.h"

#include "util/jsonerror.h"
#include "util/nodeset.h"
#include "util/text.h"
#include "util/tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>

using nlohmann::json;
using nlohmann::ordered_json;

namespace Topo {

namespace {

using Json::utf8;

constexpr qsizetype maxNodeNameLength = 128;

QString bundlePath(const QString& name)
{
    return QStringLiteral("nodes/%1.bundle").arg(name);
}

QString rawPath(const QString& name)
{
    return QStringLiteral("raw/%1.out").arg(name);
}

QString samplesPath(const QString& name)
{
    return QStringLiteral("samples/%1").arg(name);
}

QString samplePath(const QString& name, int number)
{
    return samplesPath(name) + QStringLiteral("/%1.bundle").arg(number, 4, 10, QLatin1Char('0'));
}

/// The plain bundle in what an engine gave for a node: its armoured block decoded, or the
/// output itself where it is a plain bundle; empty where it holds none.
QByteArray bundleInRaw(const QByteArray& raw)
{
    const ArmourScan scan = scanArmour(raw);
    if (!scan.blocks.isEmpty())
        return scan.blocks.first().bundle;
    return looksLikeBundle(raw) ? raw : QByteArray();
}

// gpu2 before gpu10, by the one natural order the fleet analysis sorts hosts by as well.
void sortNodes(FleetRun& run)
{
    std::stable_sort(run.nodes.begin(), run.nodes.end(),
                     [](const FleetNode& a, const FleetNode& b) { return Nodeset::naturalLess(a.name, b.name); });
}

Status writeFileAtomically(const QString& path, const QByteArray& data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
    if (file.write(data) != data.size() || !file.commit())
        return fail(Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
    return Status::success();
}

// The bundle form of a machine, for nodes that came without one (imported snapshots): the
// layout readBundle reads, so the run folder holds bundles only.
QByteArray bundleOf(const MachineSnapshot& machine)
{
    auto oneLine = [](const QString& text) { return text.simplified().toUtf8(); };
    QByteArray out = "#topolens-bundle 1\n";
    out += "#role " + machineRoleName(machine.role).toUtf8() + '\n';
    out += "#label " + oneLine(machine.label) + '\n';
    out += "#host " + oneLine(machine.address) + '\n';
    if (machine.collectedAt.isValid())
        out += "#time " + machine.collectedAt.toUTC().toString(Qt::ISODate).toUtf8() + '\n';
    for (const RawCapture& c : machine.captures) {
        const QByteArray id = oneLine(c.id).replace(' ', '_');
        out += "@capture " + id + " exit=" + QByteArray::number(c.exitCode) + " ms=" + QByteArray::number(c.durationMs)
            + " stdout=" + QByteArray::number(c.stdoutData.size()) + " stderr=" + QByteArray::number(c.stderrData.size())
            + '\n';
        out += "@command " + oneLine(c.command) + '\n';
        out += c.stdoutData + c.stderrData + "\n@end " + id + '\n';
    }
    return out;
}

// The machine a decoded bundle holds, with its problems as warnings naming `source`.
std::optional<MachineSnapshot> machineOfBundle(QByteArrayView bundle, const QString& source, QStringList* warnings)
{
    if (bundle.isEmpty())
        return std::nullopt;
    const ParseResult<Snapshot> parsed = readBundle(bundle);
    for (const Diagnostic& d : parsed.diagnostics)
        warnings->append(Tr::tr("%1: line %2: %3").arg(source).arg(d.line).arg(d.message));
    if (parsed.value.machines.isEmpty())
        return std::nullopt;
    return parsed.value.machines.first();
}

QString text(const json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? Text::cleanText(QString::fromStdString(it->get<std::string>())) : QString();
}

qint64 integer(const json& object, const char* key, qint64 fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<qint64>() : fallback;
}

QDateTime timeOf(const json& object, const char* key)
{
    return QDateTime::fromString(text(object, key), Qt::ISODate);
}

/// Adds nodes to a run being imported, keeping the first of a name seen twice.
class ImportedRun
{
public:
    explicit ImportedRun(QStringList* warnings) : m_warnings(warnings) { }

    void add(FleetNode node, const QString& source)
    {
        if (!isSafeNodeName(node.name)) {
            m_warnings->append(Tr::tr("%1: the node name \"%2\" cannot name a file; left out")
                                   .arg(source, Text::cleanText(QStringView(node.name).left(60))));
            return;
        }
        if (m_names.contains(node.name)) {
            m_warnings->append(Tr::tr("%1: node %2 was already read from another file; this one is left out").arg(source, node.name));
            return;
        }
        m_names.insert(node.name);
        run.nodes.append(std::move(node));
    }

    void addMachine(const MachineSnapshot& machine, const QString& name, NodeOutcome outcome, const QString& detail,
                    const QString& source)
    {
        FleetNode node;
        node.name = name;
        node.role = machine.role;
        node.outcome = outcome;
        node.detail = detail;
        node.machine = machine;
        add(std::move(node), source);
    }

    FleetRun run;

private:
    QStringList* m_warnings;
    QSet<QString> m_names;
};

// A node's name from its bundle: the collector's #host (its host name), else the label.
QString nameOfMachine(const MachineSnapshot& machine)
{
    return machine.address.isEmpty() ? machine.label : machine.address;
}

void importArmoured(ImportedRun& imported, QByteArrayView data, const QString& path)
{
    const ArmourScan scan = scanArmour(data);
    for (const ArmouredBlock& block : scan.blocks) {
        const QString source = QStringLiteral("%1:%2").arg(path).arg(block.firstLine);
        QStringList bundleWarnings;
        const std::optional<MachineSnapshot> machine = machineOfBundle(block.bundle, source, &bundleWarnings);
        QString name = block.host;
        if (machine && !nameOfMachine(*machine).isEmpty())
            name = nameOfMachine(*machine);
        if (!machine) {
            FleetNode node;
            node.name = name;
            node.outcome = NodeOutcome::Failed;
            node.detail = block.problem.isEmpty() ? Tr::tr("the armoured bundle holds no capture") : block.problem;
            imported.add(std::move(node), source);
            continue;
        }
        const bool whole = block.intact && bundleWarnings.isEmpty();
        imported.addMachine(*machine, name, whole ? NodeOutcome::Ok : NodeOutcome::Partial,
                            whole ? QString() : (block.problem.isEmpty() ? bundleWarnings.first() : block.problem), source);
    }
}

} // namespace

Status writeFleetRunFolder(const QString& dir, const FleetRun& run, const QHash<QString, QByteArray>& rawByNode,
                           const QByteArray& engineLog)
{
    QDir root(dir);
    if (root.exists(QStringLiteral("run.json")))
        return fail(Tr::tr("%1 already holds a fleet run").arg(dir));
    if (!QDir().mkpath(dir) || !root.mkpath(QStringLiteral("nodes")) || !root.mkpath(QStringLiteral("raw")))
        return fail(Tr::tr("cannot create the run folder %1").arg(dir));

    ordered_json nodes = ordered_json::array();
    for (const FleetNode& node : run.nodes) {
        if (!isSafeNodeName(node.name))
            return fail(Tr::tr("the node name \"%1\" cannot name a file").arg(Text::cleanText(QStringView(node.name).left(60))));
        ordered_json n;
        n["name"] = utf8(node.name);
        n["role"] = utf8(machineRoleName(node.role));
        n["outcome"] = utf8(nodeOutcomeName(node.outcome));
        n["detail"] = utf8(node.detail);
        n["exitCode"] = node.exitCode;
        n["durationMs"] = node.durationMs;
        // The bundle byte for byte as the collector wrote it, when the raw output holds it;
        // an imported machine is written back in the bundle layout.
        QByteArray bundle;
        const auto raw = rawByNode.constFind(node.name);
        if (raw != rawByNode.constEnd())
            bundle = bundleInRaw(*raw);
        if (bundle.isEmpty() && node.machine)
            bundle = bundleOf(*node.machine);
        if (!bundle.isEmpty()) {
            if (Status s = writeFileAtomically(root.filePath(bundlePath(node.name)), bundle); !s)
                return s;
            n["bundle"] = utf8(bundlePath(node.name));
        } else {
            n["bundle"] = nullptr;
        }
        if (raw != rawByNode.constEnd()) {
            if (Status s = writeFileAtomically(root.filePath(rawPath(node.name)), *raw); !s)
                return s;
            n["raw"] = utf8(rawPath(node.name));
        } else {
            n["raw"] = nullptr;
        }
        nodes.push_back(std::move(n));
    }
    if (Status s = writeFileAtomically(root.filePath(QStringLiteral("engine.log")), engineLog); !s)
        return s;

    ordered_json doc;
    doc["format"] = fleetRunFormat;
    doc["version"] = fleetRunVersion;
    doc["id"] = utf8(run.id);
    doc["engine"] = utf8(run.engine);
    doc["nodeset"] = utf8(run.nodeset);
    ordered_json commandLine = ordered_json::array();
    for (const QString& arg : run.commandLine)
        commandLine.push_back(utf8(arg));
    doc["commandLine"] = std::move(commandLine);
    doc["startedAt"] = utf8(run.startedAt.toUTC().toString(Qt::ISODateWithMs));
    doc["finishedAt"] = utf8(run.finishedAt.toUTC().toString(Qt::ISODateWithMs));
    doc["nodes"] = std::move(nodes);
    // Last: a folder with a run.json is whole.
    return writeFileAtomically(root.filePath(QStringLiteral("run.json")), QByteArray::fromStdString(doc.dump(1, '\t')) + '\n');
}

Status writeFleetWatchSample(const QString& dir, int number, const QHash<QString, QByteArray>& rawByNode)
{
    const QDir root(dir);
    for (auto it = rawByNode.cbegin(); it != rawByNode.cend(); ++it) {
        if (!isSafeNodeName(it.key()))
            continue; // the run folder was written without it, so no sample can join it
        const QByteArray bundle = bundleInRaw(*it);
        if (bundle.isEmpty())
            continue; // the node did not answer this time: no sample, as a watch of one machine
        if (!root.mkpath(samplesPath(it.key())))
            return fail(Tr::tr("cannot create %1").arg(root.filePath(samplesPath(it.key()))));
        if (Status s = writeFileAtomically(root.filePath(samplePath(it.key(), number)), bundle); !s)
            return s;
    }
    return Status::success();
}

namespace {

/// A node's watch samples, RUN/samples/NAME/NNNN.bundle in their order, each the captures of
/// its bundle at the bundle's time. A sample that cannot be read is named and left out.
void readSamples(const QDir& root, const QString& name, MachineSnapshot* machine, QStringList* warnings)
{
    const QDir folder(root.filePath(samplesPath(name)));
    if (!folder.exists())
        return;
    static const QRegularExpression sampleName(QStringLiteral("^[0-9]{4,}\\.bundle$"));
    for (const QString& file : folder.entryList({ QStringLiteral("*.bundle") }, QDir::Files, QDir::Name)) {
        if (!sampleName.match(file).hasMatch())
            continue;
        const QString path = folder.filePath(file);
        const Result<QByteArray> bytes = readWholeFile(path);
        if (!bytes) {
            warnings->append(Tr::tr("node %1: %2").arg(name, bytes.error()));
            continue;
        }
        const ParseResult<Snapshot> sample = readBundle(*bytes);
        if (sample.value.machines.isEmpty() || sample.hasErrors()) {
            warnings->append(Tr::tr("%1: not a readable sample; left out").arg(path));
            continue;
        }
        const MachineSnapshot& taken = sample.value.machines.first();
        machine->samples.append({ taken.collectedAt, false, taken.captures });
    }
}

} // namespace

Result<FleetRun> readFleetRunFolder(const QString& dir, QStringList* warnings)
{
    const QDir root(dir);
    const Result<QByteArray> data = readWholeFile(root.filePath(QStringLiteral("run.json")));
    if (!data)
        return fail(data.error());
    json doc;
    try {
        doc = json::parse(data->begin(), data->end());
    } catch (const json::parse_error& e) {
        return fail(Tr::tr("%1/run.json: not valid JSON (%2)").arg(dir, shortJsonSyntaxError(e.what())));
    } catch (const std::exception& e) {
        return fail(Tr::tr("%1/run.json: not valid JSON (%2)").arg(dir, QString::fromUtf8(e.what())));
    }
    if (!doc.is_object() || doc.value("format", json()) != json(fleetRunFormat))
        return fail(Tr::tr("%1/run.json: not a TopoLens fleet run (expected \"format\": \"%2\")").arg(dir, QLatin1String(fleetRunFormat)));
    const qint64 version = integer(doc, "version", -1);
    if (version < 1)
        return fail(Tr::tr("%1/run.json: version: expected a positive whole number").arg(dir));
    if (version > fleetRunVersion)
        return fail(Tr::tr("%1/run.json was written by a newer TopoLens (run format version %2; this version reads up to %3)")
                        .arg(dir)
                        .arg(version)
                        .arg(fleetRunVersion));
    FleetRun run;
    run.id = text(doc, "id");
    run.engine = text(doc, "engine");
    run.nodeset = text(doc, "nodeset");
    if (const auto it = doc.find("commandLine"); it != doc.end() && it->is_array()) {
        for (const json& arg : *it) {
            if (arg.is_string())
                run.commandLine.append(QString::fromStdString(arg.get<std::string>()));
        }
    }
    run.startedAt = timeOf(doc, "startedAt");
    run.finishedAt = timeOf(doc, "finishedAt");
    const auto nodes = doc.find("nodes");
    if (nodes == doc.end() || !nodes->is_array())
        return fail(Tr::tr("%1/run.json: nodes: expected an array").arg(dir));
    QSet<QString> seen;
    for (std::size_t i = 0; i < nodes->size(); ++i) {
        const json& n = (*nodes)[i];
        const QString where = QStringLiteral("%1/run.json: nodes[%2]").arg(dir).arg(i);
        if (!n.is_object()) {
            warnings->append(Tr::tr("%1: expected an object").arg(where));
            continue;
        }
        FleetNode node;
        node.name = text(n, "name");
        if (!isSafeNodeName(node.name) || seen.contains(node.name)) {
            warnings->append(Tr::tr("%1: the name \"%2\" is not a usable node name, or given twice; left out")
                                 .arg(where, QStringView(node.name).left(60)));
            continue;
        }
        seen.insert(node.name);
        node.role = machineRoleFromName(text(n, "role")).value_or(MachineRole::Host);
        const QString outcome = text(n, "outcome");
        if (const auto o = nodeOutcomeFromName(outcome)) {
            node.outcome = *o;
        } else {
            node.outcome = NodeOutcome::Failed;
            warnings->append(Tr::tr("%1: unknown outcome \"%2\", read as failed").arg(where, QStringView(outcome).left(40)));
        }
        node.detail = text(n, "detail");
        node.exitCode = int(integer(n, "exitCode", -1));
        node.durationMs = integer(n, "durationMs", -1);
        // Only the folder's own layout is followed: a run.json pointing elsewhere is not obeyed.
        if (const auto b = n.find("bundle"); b != n.end() && b->is_string()) {
            if (QString::fromStdString(b->get<std::string>()) != bundlePath(node.name)) {
                warnings->append(Tr::tr("%1: bundle: expected \"%2\"; the path given is not followed").arg(where, bundlePath(node.name)));
            } else if (const Result<QByteArray> bundle = readWholeFile(root.filePath(bundlePath(node.name))); !bundle) {
                warnings->append(Tr::tr("node %1: %2").arg(node.name, bundle.error()));
            } else {
                node.machine = machineOfBundle(*bundle, root.filePath(bundlePath(node.name)), warnings);
            }
        }
        if (node.machine)
            readSamples(root, node.name, &*node.machine, warnings);
        run.nodes.append(std::move(node));
    }
    sortNodes(run);
    return run;
}

Result<FleetRun> importFleet(const QStringList& paths, QStringList* warnings)
{
    ImportedRun imported(warnings);
    imported.run.engine = QStringLiteral("import");
    imported.run.startedAt = QDateTime::currentDateTimeUtc();
    // A folder without run.json is a folder of bundles and snapshots people gathered by hand:
    // its files are taken one by one, in name order.
    QStringList inputs;
    for (const QString& path : paths) {
        const QDir folder(path);
        if (QFileInfo(path).isDir() && !folder.exists(QStringLiteral("run.json"))) {
            const QStringList files = folder.entryList(QDir::Files, QDir::Name);
            if (files.isEmpty())
                warnings->append(Tr::tr("%1 is a directory with neither run.json nor a file to import").arg(path));
            for (const QString& file : files)
                inputs.append(folder.filePath(file));
        } else {
            inputs.append(path);
        }
    }
    for (const QString& path : std::as_const(inputs)) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList folderWarnings;
            const Result<FleetRun> folder = readFleetRunFolder(path, &folderWarnings);
            warnings->append(folderWarnings);
            if (!folder) {
                warnings->append(folder.error());
                continue;
            }
            for (const FleetNode& node : folder->nodes)
                imported.add(node, path);
            continue;
        }
        const Result<QByteArray> data = readWholeFile(path);
        if (!data) {
            warnings->append(data.error());
            continue;
        }
        if (looksLikeBundle(*data)) {
            QStringList bundleWarnings;
            const std::optional<MachineSnapshot> machine = machineOfBundle(*data, path, &bundleWarnings);
            warnings->append(bundleWarnings);
            if (!machine) {
                warnings->append(Tr::tr("%1: no machine could be read from this bundle").arg(path));
                continue;
            }
            imported.addMachine(*machine, nameOfMachine(*machine),
                                bundleWarnings.isEmpty() ? NodeOutcome::Ok : NodeOutcome::Partial,
                                bundleWarnings.isEmpty() ? QString() : bundleWarnings.first(), path);
            continue;
        }
        if (looksLikeSnapshot(*data)) {
            const ParseResult<Snapshot> snapshot = readSnapshot(*data);
            for (const Diagnostic& d : snapshot.diagnostics)
                warnings->append(Tr::tr("%1: line %2: %3").arg(path).arg(d.line).arg(d.message));
            for (const MachineSnapshot& machine : snapshot.value.machines) {
                // A snapshot's label is for people ("llm-one (VM 128)"); made into a file name.
                QString name = machine.label;
                name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
                while (name.startsWith(u'-') || name.startsWith(u'.'))
                    name.remove(0, 1);
                while (name.endsWith(u'-'))
                    name.chop(1);
                imported.addMachine(machine, name.left(maxNodeNameLength), NodeOutcome::Ok, QString(), path);
            }
            continue;
        }
        const qsizetype before = imported.run.nodes.size();
        importArmoured(imported, *data, path);
        if (imported.run.nodes.size() == before)
            warnings->append(Tr::tr("%1: neither a run folder, a bundle, an armoured bundle nor a snapshot").arg(path));
    }
    imported.run.finishedAt = QDateTime::currentDateTimeUtc();
    imported.run.id = imported.run.startedAt.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    if (imported.run.nodes.isEmpty())
        return fail(Tr::tr("no node could be read from %n input(s)", nullptr, int(paths.size())));
    sortNodes(imported.run);
    return std::move(imported.run);
}

} // namespace Topo
