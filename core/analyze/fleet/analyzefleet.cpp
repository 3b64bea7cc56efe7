// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/analyzefleet.h"

#include "analyze/findings.h"
#include "analyze/fleet/drift.h"
#include "analyze/match/fleetguests.h"
#include "analyze/machinebuilder.h"
#include "analyze/snapshotdiff.h"
#include "util/lookup.h"
#include "util/nodeset.h"
#include "util/tr.h"

#include <QMap>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace Topo {

namespace {

/// A node as a snapshot of one machine: the run's roles say what the machine is for (a host
/// passes GPUs on), and a machine without a label is named by its node.
SharedDocument nodeDocument(const FleetNode& node)
{
    MachineSnapshot machine = *node.machine;
    machine.role = node.role;
    if (machine.label.isEmpty())
        machine.label = node.name;
    Snapshot single;
    single.machines.append(std::move(machine));
    return SnapshotDocument::open(std::move(single));
}

/// What is known of one node once its machine is built.
struct NodeMachine
{
    bool present = false;
    SharedDocument document; // the node as a snapshot of one machine: its machine and findings
    Fingerprint fingerprint;
    QString hash;
    QString classKey;

    const Machine& machine() const { return document->machines().first(); }
};

NodeMachine analyseNode(const FleetNode& node)
{
    NodeMachine out;
    if (!node.machine)
        return out;
    out.present = true;
    out.document = nodeDocument(node);
    out.fingerprint = fingerprintOf(out.machine());
    out.hash = fingerprintHash(out.fingerprint);
    out.classKey = out.fingerprint.hardwareClass.key();
    (void)out.document->findings(); // diagnosed here, on this node's worker
    return out;
}

/// Building machines dominates a fleet's analysis; every node is independent of the others.
std::vector<NodeMachine> analyseNodes(const QList<FleetNode>& nodes)
{
    std::vector<NodeMachine> results(size_t(nodes.size()));
    const unsigned workers = std::max(1u, std::min(std::thread::hardware_concurrency(), unsigned(nodes.size())));
    std::atomic<qsizetype> next { 0 };
    const auto work = [&] {
        for (qsizetype i = next++; i < nodes.size(); i = next++)
            results[size_t(i)] = analyseNode(nodes[i]);
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < workers; ++t)
        threads.emplace_back(work);
    work();
    for (std::thread& thread : threads)
        thread.join();
    return results;
}

struct ClassGroups
{
    HardwareClass hardwareClass;
    QList<FleetGroup> groups; // in first-seen order until sorted
    int hosts = 0;
    const Fingerprint* learned = nullptr; // the baseline group's fingerprint
    QString learnedHash;
};

bool groupBefore(const FleetGroup& a, const FleetGroup& b)
{
    if (a.hosts.size() != b.hosts.size())
        return a.hosts.size() > b.hosts.size();
    return Nodeset::naturalLess(a.hosts.front(), b.hosts.front());
}

/// The class with more machines that `cls` differs from only in GPU count (more GPUs, the same
/// product and GPU model): the one with most machines, then most GPUs.
const ClassGroups* widerClass(const ClassGroups& cls, const QMap<QString, ClassGroups>& classes)
{
    const ClassGroups* best = nullptr;
    for (const ClassGroups& other : classes) {
        if (other.hardwareClass.product != cls.hardwareClass.product || other.hardwareClass.gpuModel != cls.hardwareClass.gpuModel
            || other.hardwareClass.gpuCount <= cls.hardwareClass.gpuCount || other.hosts <= cls.hosts)
            continue;
        if (!best || other.hosts > best->hosts || (other.hosts == best->hosts && other.hardwareClass.gpuCount > best->hardwareClass.gpuCount))
            best = &other;
    }
    return best;
}

const BaselineClass* widerSavedClass(const HardwareClass& cls, const FleetBaseline& saved)
{
    const BaselineClass* best = nullptr;
    for (const BaselineClass& other : saved.classes) {
        const HardwareClass& o = other.topology.hardwareClass;
        if (o.product == cls.product && o.gpuModel == cls.gpuModel && o.gpuCount > cls.gpuCount && (!best || other.hosts > best->hosts))
            best = &other;
    }
    return best;
}

} // namespace

const BaselineClass* FleetBaseline::forClass(const QString& classKey) const
{
    for (const BaselineClass& cls : classes) {
        if (cls.topology.hardwareClass.key() == classKey)
            return &cls;
    }
    return nullptr;
}

namespace {

// One host per node, in the run's order; the machines grouped by fingerprint within their class
// (one pass, hashed), each group's first fingerprint kept in `details`.
QMap<QString, ClassGroups> groupHosts(const FleetRun& run, const std::vector<NodeMachine>& nodes, FleetAnalysis& out,
    FleetFingerprints& details)
{
    QMap<QString, ClassGroups> classes;
    QHash<QString, std::pair<QString, qsizetype>> groupOf; // hash → class key, index
    for (qsizetype i = 0; i < run.nodes.size(); ++i) {
        const FleetNode& node = run.nodes[i];
        const NodeMachine& built = nodes[size_t(i)];
        FleetHost host;
        host.name = node.name;
        host.role = node.role;
        host.outcome = node.outcome;
        host.outcomeDetail = node.detail;
        if (built.present) {
            host.hardwareClass = built.classKey;
            host.fingerprint = built.hash;
            host.group = built.hash;
            host.findings = built.document->findings();
            host.document = built.document;
            ClassGroups& cls = classes[built.classKey];
            cls.hardwareClass = built.fingerprint.hardwareClass;
            ++cls.hosts;
            auto found = groupOf.find(built.hash);
            if (found == groupOf.end()) {
                found = groupOf.insert(built.hash, { built.classKey, cls.groups.size() });
                cls.groups.append({ built.hash, built.classKey, {}, {}, false, {} });
                details.byGroup.insert(built.hash, built.fingerprint);
            }
            cls.groups[found->second].hosts.append(node.name);
        }
        out.hosts.append(host);
    }
    for (ClassGroups& cls : classes) {
        for (FleetGroup& group : cls.groups)
            std::sort(group.hosts.begin(), group.hosts.end(), [](const QString& a, const QString& b) { return Nodeset::naturalLess(a, b); });
        std::sort(cls.groups.begin(), cls.groups.end(), groupBefore);
        cls.learnedHash = cls.groups.front().fingerprint;
        cls.learned = &details.byGroup[cls.learnedHash];
    }
    return classes;
}

/// What a class is compared with.
struct ClassReference
{
    const Fingerprint* topology = nullptr;
    QString hash;
    bool own = false; // the class's own (saved or learned), not a wider class's
};

// Each class's baseline: saved, else a wider class's (saved or learned), else its own.
QHash<QString, ClassReference> chooseReferences(QMap<QString, ClassGroups>& classes, const FleetBaseline* saved,
    FleetFingerprints& details)
{
    QHash<QString, ClassReference> referenceOf;
    for (auto it = classes.begin(); it != classes.end(); ++it) {
        ClassReference reference;
        if (saved) {
            if (const BaselineClass* exact = saved->forClass(it.key()))
                reference = { &exact->topology, exact->fingerprint, true };
            else if (const BaselineClass* wider = widerSavedClass(it->hardwareClass, *saved))
                reference = { &wider->topology, wider->fingerprint, false };
        } else if (const ClassGroups* wider = widerClass(*it, classes)) {
            reference = { wider->learned, wider->learnedHash, false };
        } else {
            reference = { it->learned, it->learnedHash, true };
        }
        for (FleetGroup& group : it->groups) {
            group.comparedWith = reference.hash;
            if (reference.own)
                group.baseline = group.fingerprint == reference.hash;
        }
        if (reference.own && reference.topology)
            details.baseline.classes.append({ reference.hash, *reference.topology, it->hosts, {} });
        referenceOf.insert(it.key(), reference);
    }
    return referenceOf;
}

// Every host's drift from its class's reference.
void nameDrift(const std::vector<NodeMachine>& nodes, const QHash<QString, ClassReference>& referenceOf, FleetAnalysis& out)
{
    for (qsizetype i = 0; i < out.hosts.size(); ++i) {
        FleetHost& host = out.hosts[i];
        const NodeMachine& built = nodes[size_t(i)];
        if (!built.present)
            continue;
        const ClassReference& reference = referenceOf[host.hardwareClass];
        host.inBaseline = reference.own && host.fingerprint == reference.hash;
        if (!reference.topology) {
            host.drift.append({ .kind = QStringLiteral("hardware-class"), .slot = {}, .device = {}, .before = Tr::tr("a class of the baseline"),
                .after = host.hardwareClass, .sentence = Tr::tr("The saved baseline has no machine of this hardware class.") });
        } else if (host.fingerprint != reference.hash) {
            host.drift = driftFrom(*reference.topology, built.fingerprint);
        }
    }
}

// Guests matched to hosts by evidence; a guest names its host, a host its guests (folded as
// the groups' node sets are: the table shows them beside it).
void matchFleetGuests(const FleetRun& run, const std::vector<NodeMachine>& nodes, FleetAnalysis& out)
{
    QList<PairingCandidate> candidates;
    for (qsizetype i = 0; i < run.nodes.size(); ++i) {
        if (nodes[size_t(i)].present)
            candidates.append({ run.nodes[i].name, &nodes[size_t(i)].machine() });
    }
    out.pairs = matchGuestsToHosts(candidates, &out.unpairedGuests);
    QHash<QString, qsizetype> hostIndex;
    for (qsizetype i = 0; i < out.hosts.size(); ++i)
        hostIndex.insert(out.hosts[i].name, i);
    QHash<QString, QStringList> guestsOf;
    for (const GuestPairing& pair : std::as_const(out.pairs)) {
        if (const auto it = hostIndex.constFind(pair.guest); it != hostIndex.cend())
            out.hosts[*it].pairedWith = pair.host;
        guestsOf[pair.host].append(pair.guest);
    }
    for (auto it = guestsOf.cbegin(); it != guestsOf.cend(); ++it) {
        if (const auto host = hostIndex.constFind(it.key()); host != hostIndex.cend() && out.hosts[*host].role != MachineRole::Guest)
            out.hosts[*host].pairedWith = Nodeset::fold(*it);
    }
}

} // namespace

FleetAnalysis analyzeFleet(const FleetRun& run, const FleetBaseline* saved, FleetFingerprints* fingerprints)
{
    const std::vector<NodeMachine> nodes = analyseNodes(run.nodes);
    FleetAnalysis out;
    FleetFingerprints details;
    QMap<QString, ClassGroups> classes = groupHosts(run, nodes, out, details);
    const QHash<QString, ClassReference> referenceOf = chooseReferences(classes, saved, details);
    nameDrift(nodes, referenceOf, out);
    for (ClassGroups& cls : classes) {
        for (FleetGroup& group : cls.groups) {
            group.nodeset = Nodeset::fold(group.hosts);
            out.groups.append(group);
        }
    }
    for (BaselineClass& cls : details.baseline.classes) {
        for (const FleetGroup& group : std::as_const(out.groups)) {
            if (group.fingerprint == cls.fingerprint && group.baseline)
                cls.nodeset = group.nodeset;
        }
    }
    if (saved) {
        details.baseline.runId = saved->runId;
        details.baseline.createdAt = saved->createdAt;
    } else {
        details.baseline.runId = run.id;
        details.baseline.createdAt = run.finishedAt.isValid() ? run.finishedAt : run.startedAt;
    }
    matchFleetGuests(run, nodes, out);
    if (fingerprints)
        *fingerprints = std::move(details);
    return out;
}

QString FleetChange::change() const
{
    if (what == u"added")
        return Tr::tr("new in this run");
    if (what == u"removed")
        return Tr::tr("not in this run");
    if (what == u"status")
        return Tr::tr("status %1 → %2").arg(before, after);
    if (!device.isEmpty())
        return Tr::tr("%1 %2: %3 → %4").arg(what, device, before.isEmpty() ? Tr::tr("none") : before, after);
    if (what == u"fingerprint")
        return Tr::tr("fingerprint %1 → %2").arg(before.isEmpty() ? Tr::tr("none") : before, after.isEmpty() ? Tr::tr("none") : after);
    return Tr::tr("%1 drift item(s) → %2").arg(before, after);
}

QString FleetChange::sentence() const
{
    return Tr::tr("%1: %2", "a fleet host and what changed on it").arg(host, change());
}

SharedDocument hostDocument(const FleetRun& run, const FleetAnalysis& analysis, const QString& host)
{
    if (const FleetHost* analysed = analysis.host(host); analysed && analysed->document)
        return analysed->document;
    const FleetNode* node = run.node(host);
    return node && node->machine ? nodeDocument(*node) : nullptr;
}

namespace {

/// The links of one host that trained differently or counted more PCIe errors between two runs:
/// what a fleet's operator looks for between runs, found as `topolens diff` finds it.
QList<FleetChange> linkHealthChanges(const QString& host, const SharedDocument& before, const SharedDocument& now)
{
    static const QStringList kinds = { QStringLiteral("link-status"), QStringLiteral("aer-correctable"),
        QStringLiteral("aer-nonfatal"), QStringLiteral("aer-fatal"), QStringLiteral("kernel-pcie-events") };
    QList<FleetChange> out;
    if (!before || !now || before->machines().isEmpty() || now->machines().isEmpty() || before->snapshot().machines.isEmpty()
        || now->snapshot().machines.isEmpty())
        return out;
    // The raw captures too: the kernel log's events are compared only where both runs read it.
    const MachineDiff diff = diffMachines(before->machines().first(), now->machines().first(),
        &before->snapshot().machines.first(), &now->snapshot().machines.first());
    for (const DeviceChange& change : diff.changes) {
        // A link's speed drops when its GPU idles and comes back under load: between two runs
        // only its width ("32 GT/s x16", the last word) says the link itself changed.
        if (change.kind == u"link-status" && change.before.section(u' ', -1) == change.after.section(u' ', -1))
            continue;
        if (kinds.contains(change.kind))
            out.append({ host, change.kind, change.before, change.after, change.device });
    }
    return out;
}

} // namespace

QList<FleetChange> fleetChangesSince(const FleetAnalysis& before, const FleetAnalysis& now)
{
    QHash<QString, const FleetHost*> earlier;
    for (const FleetHost& host : before.hosts)
        earlier.insert(host.name, &host);
    QList<FleetChange> out;
    QSet<QString> seen;
    for (const FleetHost& host : now.hosts) {
        seen.insert(host.name);
        const FleetHost* old = earlier.value(host.name);
        if (!old) {
            out.append({ host.name, QStringLiteral("added"), {}, {}, {} });
            continue;
        }
        if (old->outcome != host.outcome)
            out.append({ host.name, QStringLiteral("status"), nodeOutcomeName(old->outcome), nodeOutcomeName(host.outcome), {} });
        if (old->fingerprint != host.fingerprint)
            out.append({ host.name, QStringLiteral("fingerprint"), old->fingerprint, host.fingerprint, {} });
        else if (old->drift.size() != host.drift.size())
            out.append({ host.name, QStringLiteral("drift"), QString::number(old->drift.size()), QString::number(host.drift.size()), {} });
        out.append(linkHealthChanges(host.name, old->document, host.document));
    }
    for (const FleetHost& host : before.hosts) {
        if (!seen.contains(host.name))
            out.append({ host.name, QStringLiteral("removed"), {}, {}, {} });
    }
    return out;
}

} // namespace Topo
