// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/fleet/fleetengine.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// Splits what a fan-out engine prints into what each node sent and what the engine said about
/// it. Everything a node sends is hostile: names are checked before they become keys (and
/// later file names), a line can only speak for the node the engine put in front of it, and a
/// node that floods is cut off at the cap while the others are kept.
namespace Topo {

/// One node as the engine reported it, before its bundle is decoded (io/fleetcollectresult.h).
struct EngineNodeReport
{
    QString name;
    QByteArray out;                 // the node's standard output, prefixes removed, up to the cap
    QByteArray err;                 // its standard error (Ansible: what the pty merged), up to the cap
    std::optional<int> exitCode;    // the remote exit status, when the engine said it
    bool timedOut = false;          // the engine's command timeout ended it
    bool unreachable = false;       // the engine could not connect (ssh's 255, Ansible's "unreachable")
    bool capped = false;            // output beyond the cap was dropped
    bool done = false;              // the engine finished with this node
    bool cancelled = false;         // the run was cancelled before this node finished
    QString message;                // the engine's own words about the node, last one
    qint64 durationMs = -1;         // from the run's start to the node's end, as seen here
};

class EngineOutputSplitter
{
public:
    /// `expected`: the node set's nodes as the engine expands them (may be empty: unknown).
    EngineOutputSplitter(EngineOutput style, qint64 capBytes, const QStringList& expected);

    void addStdout(QByteArrayView chunk, qint64 elapsedMs);
    void addStderr(QByteArrayView chunk, qint64 elapsedMs);
    /// Ends partial lines, and for Ansible reads the tree folder's per-host files.
    void finish(const QString& ansibleTreeDir, qint64 elapsedMs);

    QList<EngineNodeReport> nodes() const; // expected nodes first, in their order, then the rest
    int doneCount() const { return m_done; }
    int expectedCount() const { return int(m_order.size()); }
    /// The engine's own lines (stderr that belongs to no node, progress for Ansible).
    const QByteArray& engineLog() const { return m_engineLog; }

private:
    struct Stream
    {
        QByteArray pending;
        bool discarding = false; // inside an over-long line, up to its end
    };
    void addLines(Stream& stream, QByteArrayView chunk, bool isStderr, qint64 elapsedMs);
    void line(QByteArrayView line, bool isStderr, qint64 elapsedMs);
    void engineMessage(const QString& name, const QString& message, qint64 elapsedMs);
    void append(EngineNodeReport& node, QByteArray EngineNodeReport::*stream, QByteArrayView text);
    void markDone(EngineNodeReport& node, qint64 elapsedMs);
    EngineNodeReport* nodeNamed(const QString& name);
    void readAnsibleTree(const QString& dir, qint64 elapsedMs);
    void log(QByteArrayView text);

    EngineOutput m_style;
    qint64 m_cap;
    QStringList m_order;
    QHash<QString, EngineNodeReport> m_nodes;
    Stream m_stdout;
    Stream m_stderr;
    QByteArray m_engineLog;
    int m_done = 0;
};

} // namespace Topo
