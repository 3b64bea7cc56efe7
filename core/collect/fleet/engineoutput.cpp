// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/fleet/engineoutput.h"

#include "model/fleet.h"
#include "util/text.h"
#include "util/tr.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Topo {

namespace {

// A line longer than this is no line an engine or the collector writes (the armour has 76
// columns): what follows, up to the line's end, is dropped.
constexpr qsizetype maxLineBytes = 1 << 20;

// What clush and pdsh say about a node on their standard error, from their sources and runs on
// Debian 12 (clush 1.9.1, pdsh 2.34):
//   clush: gpu04: exited with exit code 3        pdsh@h: gpu04: ssh exited with exit code 3
//   clush: gpu03: command timeout                 pdsh@h: gpu03: command timeout
// The engine's own name comes first, so a node cannot forge one: its lines carry its prefix.
const QRegularExpression& engineLine()
{
    static const QRegularExpression re(QStringLiteral("^(?:clush|pdsh@[^:\\s]*): ([^:\\s]+): (.*)$"));
    return re;
}

// Ansible's default callback starts each host's result with "gpu01 | CHANGED | rc=0 >>" or
// "gpu05 | UNREACHABLE! => {"; used for progress only, the tree folder is what counts.
const QRegularExpression& ansibleResultLine()
{
    static const QRegularExpression re(QStringLiteral("^(\\S+) \\| (CHANGED|SUCCESS|FAILED!?|UNREACHABLE!) "));
    return re;
}

// srun --label pads the task number: "  0: text".
const QRegularExpression& srunLabel()
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+): ?"));
    return re;
}

// What srun 22.05 says about a node's task on its standard error (only srun writes unlabelled
// lines there):
//   srun: error: gpu03: task 2: Exited with exit code 3
//   srun: error: gpu01: task 0: Killed                  (its step was aborted)
//   srun: error: Task launch for StepId=9.0 failed on node gpu04: Communication connection failure
// A launch that fails on one node aborts the whole step, so the others end "Killed".
const QRegularExpression& srunTaskEnd()
{
    static const QRegularExpression re(QStringLiteral("^srun: error: ([^:\\s]+): tasks? [\\d,-]+: (.*)$"));
    return re;
}

const QRegularExpression& srunLaunchFailed()
{
    static const QRegularExpression re(QStringLiteral("^srun: error: (Task launch for \\S+ failed on node ([^:\\s]+): .*)$"));
    return re;
}

} // namespace

EngineOutputSplitter::EngineOutputSplitter(EngineOutput style, qint64 capBytes, const QStringList& expected)
    : m_style(style), m_cap(capBytes)
{
    for (const QString& name : expected) {
        if (!isSafeNodeName(name) || m_nodes.contains(name))
            continue;
        m_order << name;
        m_nodes[name].name = name;
    }
}

void EngineOutputSplitter::addStdout(QByteArrayView chunk, qint64 elapsedMs)
{
    addLines(m_stdout, chunk, false, elapsedMs);
}

void EngineOutputSplitter::addStderr(QByteArrayView chunk, qint64 elapsedMs)
{
    addLines(m_stderr, chunk, true, elapsedMs);
}

void EngineOutputSplitter::addLines(Stream& stream, QByteArrayView chunk, bool isStderr, qint64 elapsedMs)
{
    while (!chunk.isEmpty()) {
        const qsizetype newline = chunk.indexOf('\n');
        const QByteArrayView part = newline < 0 ? chunk : chunk.first(newline);
        if (!stream.discarding) {
            stream.pending += part;
            if (stream.pending.size() > maxLineBytes) {
                // Keep the line's start (it names the node) and drop the rest of it.
                line(stream.pending, isStderr, elapsedMs);
                stream.pending.clear();
                stream.discarding = true;
            }
        }
        if (newline < 0)
            return;
        if (!stream.discarding)
            line(stream.pending, isStderr, elapsedMs);
        stream.pending.clear();
        stream.discarding = false;
        chunk = chunk.sliced(newline + 1);
    }
}

void EngineOutputSplitter::line(QByteArrayView text, bool isStderr, qint64 elapsedMs)
{
    if (text.endsWith('\r'))
        text.chop(1);
    switch (m_style) {
    case EngineOutput::LinePrefixed: {
        if (isStderr) {
            const QRegularExpressionMatch m = engineLine().match(QString::fromUtf8(text.first(std::min<qsizetype>(text.size(), 4096))));
            if (m.hasMatch()) {
                log(text);
                engineMessage(m.captured(1), m.captured(2), elapsedMs);
                return;
            }
        }
        const qsizetype colon = text.indexOf(": ");
        const QByteArrayView name = colon > 0 ? text.first(colon) : (text.endsWith(':') ? text.first(text.size() - 1) : QByteArrayView());
        EngineNodeReport* node = name.isEmpty() ? nullptr : nodeNamed(QString::fromUtf8(name));
        if (!node) {
            log(text);
            return;
        }
        const QByteArrayView body = colon > 0 ? text.sliced(colon + 2) : QByteArrayView();
        append(*node, isStderr ? &EngineNodeReport::err : &EngineNodeReport::out, body);
        if (!isStderr && Text::trimmed(body) == "-----END TOPOLENS BUNDLE v1-----")
            markDone(*node, elapsedMs);
        return;
    }
    case EngineOutput::AnsibleTree: {
        const QRegularExpressionMatch m = ansibleResultLine().match(QString::fromUtf8(text.first(std::min<qsizetype>(text.size(), 4096))));
        if (m.hasMatch()) {
            log(text);
            if (EngineNodeReport* node = nodeNamed(m.captured(1)))
                markDone(*node, elapsedMs);
        }
        return; // the hosts' output is read from the tree folder, whole
    }
    case EngineOutput::SlurmLabel: {
        const QString head = QString::fromUtf8(text.first(std::min<qsizetype>(text.size(), 4096)));
        if (const QRegularExpressionMatch end = srunTaskEnd().match(head); isStderr && end.hasMatch()) {
            log(text);
            static const QRegularExpression exited(QStringLiteral("^Exited with exit code (\\d+)"));
            if (EngineNodeReport* node = nodeNamed(end.captured(1))) {
                if (const QRegularExpressionMatch code = exited.match(end.captured(2)); code.hasMatch())
                    node->exitCode = code.captured(1).toInt();
                else
                    node->message = Text::cleanText(QStringView(end.captured(2)).left(400));
            }
            return;
        }
        if (const QRegularExpressionMatch launch = srunLaunchFailed().match(head); isStderr && launch.hasMatch()) {
            log(text);
            if (EngineNodeReport* node = nodeNamed(launch.captured(2))) {
                // No slurmd answered there: the node's task never started.
                node->unreachable = true;
                node->message = Text::cleanText(QStringView(launch.captured(1)).left(400));
                markDone(*node, elapsedMs);
            }
            return;
        }
        const QRegularExpressionMatch m = srunLabel().match(head);
        const int task = m.hasMatch() ? m.captured(1).toInt() : -1;
        if (task < 0 || task >= m_order.size()) {
            log(text);
            return;
        }
        EngineNodeReport& node = m_nodes[m_order[task]];
        const QByteArrayView body = text.sliced(m.capturedLength(0));
        append(node, isStderr ? &EngineNodeReport::err : &EngineNodeReport::out, body);
        if (!isStderr && Text::trimmed(body) == "-----END TOPOLENS BUNDLE v1-----")
            markDone(node, elapsedMs);
        return;
    }
    }
}

void EngineOutputSplitter::engineMessage(const QString& name, const QString& message, qint64 elapsedMs)
{
    EngineNodeReport* node = nodeNamed(name);
    if (!node)
        return;
    static const QRegularExpression exited(QStringLiteral("exited with exit code (\\d+)"));
    const QString clean = Text::cleanText(QStringView(message).left(400));
    if (const QRegularExpressionMatch m = exited.match(clean); m.hasMatch()) {
        node->exitCode = m.captured(1).toInt();
        // pdsh says "ssh exited with exit code 255" after its own "command timeout": keep that.
        if (!node->timedOut)
            node->message = clean;
    } else {
        node->message = clean;
        if (clean.contains(QLatin1String("command timeout")))
            node->timedOut = true;
        else if (clean.contains(QLatin1String("connect timeout")))
            node->unreachable = true;
    }
    markDone(*node, elapsedMs);
}

void EngineOutputSplitter::append(EngineNodeReport& node, QByteArray EngineNodeReport::*stream, QByteArrayView text)
{
    QByteArray& target = node.*stream;
    if (node.capped)
        return;
    if (node.out.size() + node.err.size() + text.size() + 1 > m_cap) {
        node.capped = true;
        const qsizetype room = std::max<qsizetype>(0, m_cap - node.out.size() - node.err.size());
        target += text.first(std::min(room, text.size()));
        return;
    }
    target += text;
    target += '\n';
}

void EngineOutputSplitter::markDone(EngineNodeReport& node, qint64 elapsedMs)
{
    if (node.done)
        return;
    node.done = true;
    node.durationMs = elapsedMs;
    ++m_done;
}

EngineNodeReport* EngineOutputSplitter::nodeNamed(const QString& name)
{
    if (!isSafeNodeName(name))
        return nullptr;
    auto it = m_nodes.find(name);
    if (it == m_nodes.end()) {
        // With the engine's own expansion known, a name outside it is no node of the run
        // (an engine's warning line); without one, nodes are whatever the engine names.
        if (!m_order.isEmpty())
            return nullptr;
        it = m_nodes.insert(name, EngineNodeReport {});
        it->name = name;
    }
    return &*it;
}

void EngineOutputSplitter::finish(const QString& ansibleTreeDir, qint64 elapsedMs)
{
    if (!m_stdout.pending.isEmpty() && !m_stdout.discarding)
        line(m_stdout.pending, false, elapsedMs);
    if (!m_stderr.pending.isEmpty() && !m_stderr.discarding)
        line(m_stderr.pending, true, elapsedMs);
    m_stdout = {};
    m_stderr = {};
    if (m_style == EngineOutput::AnsibleTree && !ansibleTreeDir.isEmpty())
        readAnsibleTree(ansibleTreeDir, elapsedMs);
}

// `ansible -t DIR` writes one JSON object per host, named after it: rc, stdout, stderr, msg,
// and "unreachable": true where ssh could not connect.
void EngineOutputSplitter::readAnsibleTree(const QString& dir, qint64 elapsedMs)
{
    const QDir tree(dir);
    for (const QString& file : tree.entryList(QDir::Files, QDir::Name)) {
        EngineNodeReport* node = nodeNamed(file);
        if (!node) {
            log(Tr::tr("ansible tree: %1 is not a usable node name; left out").arg(Text::cleanText(QStringView(file).left(60))).toUtf8());
            continue;
        }
        QFile f(tree.filePath(file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        // Ansible holds a host's whole output in its memory already; past the cap it is cut here.
        const QJsonObject result = QJsonDocument::fromJson(f.readAll()).object();
        const QByteArray out = result.value(QLatin1String("stdout")).toString().toUtf8();
        const QByteArray err = result.value(QLatin1String("stderr")).toString().toUtf8();
        node->out = out.left(m_cap);
        node->err = err.left(std::max<qsizetype>(0, m_cap - node->out.size()));
        node->capped = out.size() + err.size() > m_cap;
        if (result.contains(QLatin1String("rc")))
            node->exitCode = result.value(QLatin1String("rc")).toInt();
        const QString msg = Text::cleanText(QStringView(result.value(QLatin1String("msg")).toString()).left(400));
        if (!msg.isEmpty())
            node->message = msg;
        node->unreachable = result.value(QLatin1String("unreachable")).toBool();
        // ansible-core 2.14's --task-timeout: "The raw action failed to execute in the expected time frame (N) and was terminated"
        node->timedOut = msg.contains(QLatin1String("expected time frame"));
        markDone(*node, elapsedMs);
    }
}

void EngineOutputSplitter::log(QByteArrayView text)
{
    if (m_engineLog.size() < m_cap) {
        m_engineLog += text.first(std::min<qsizetype>(text.size(), 4096));
        m_engineLog += '\n';
    }
}

QList<EngineNodeReport> EngineOutputSplitter::nodes() const
{
    QList<EngineNodeReport> list;
    for (const QString& name : m_order)
        list << m_nodes.value(name);
    QStringList others;
    for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
        if (!m_order.contains(it.key()))
            others << it.key();
    }
    others.sort();
    for (const QString& name : others)
        list << m_nodes.value(name);
    return list;
}

} // namespace Topo
