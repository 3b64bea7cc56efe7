// SPDX-License-Identifier: GPL-3.0-or-later
// What the drawing benches (bench_topology, bench_export) share: their output, the way they
// give up, the --runs and --work options, the demo snapshot as a file, and how they print
// times. Header only: each bench is one program of its own.
#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTextStream>

#include <cstdlib>

namespace Topo::Bench {

inline QTextStream& out()
{
    static QTextStream stream(stdout);
    return stream;
}

/// Prints "BENCH: MESSAGE" (BENCH: the application name) and ends the program.
[[noreturn]] inline void die(const QString& message)
{
    out() << QCoreApplication::applicationName() << ": " << message << Qt::endl;
    std::exit(1);
}

inline void writeFile(const QString& path, const QByteArray& data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        die(QStringLiteral("cannot write %1").arg(path));
}

/// What follows PREFIX on the first line of the file that starts with it ("model name\t:" in
/// /proc/cpuinfo), trimmed; empty when there is none.
inline QString firstLineOf(const QString& path, const QString& prefix)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // /proc files report size 0, so read to the end rather than asking atEnd().
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString& line : lines) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed();
    }
    return {};
}

inline QCommandLineOption runsOption()
{
    return QCommandLineOption(QStringLiteral("runs"), QStringLiteral("Runs per measurement; the best counts."), QStringLiteral("N"),
        QStringLiteral("5"));
}

/// --work DIR, by default bench-data beside the build's bin folder.
inline QCommandLineOption workOption(const QString& description)
{
    return QCommandLineOption(QStringLiteral("work"), description, QStringLiteral("DIR"),
        QCoreApplication::applicationDirPath() + QStringLiteral("/../bench-data"));
}

/// The work folder, created where it is missing.
inline QDir workFolder(const QString& path)
{
    const QDir work(path);
    if (!QDir().mkpath(work.path()))
        die(QStringLiteral("cannot create %1").arg(work.path()));
    return work;
}

/// Writes the demo snapshot (the resource the app shows as "demo") into WORK, so that the
/// bench reads it from disk like any snapshot; returns its path.
inline QString writeDemoSnapshot(const QDir& work)
{
    QFile demoResource(QStringLiteral(":/topolens/demo/demo-snapshot.json"));
    if (!demoResource.open(QIODevice::ReadOnly))
        die(QStringLiteral("the demo snapshot resource is missing"));
    const QString demoPath = work.filePath(QStringLiteral("demo-snapshot.json"));
    writeFile(demoPath, demoResource.readAll());
    return demoPath;
}

/// "12 ms", "3.45 ms" below 10 ms, "1.23 s" from a second on.
inline QString ms(double value)
{
    return value >= 1000 ? QStringLiteral("%1 s").arg(value / 1000, 0, 'f', 2) : QStringLiteral("%1 ms").arg(value, 0, 'f', value < 10 ? 2 : 0);
}

/// "1.23×": how many times A takes B.
inline QString ratio(double a, double b)
{
    return QStringLiteral("%1\u00d7").arg(a / b, 0, 'f', 2);
}

} // namespace Topo::Bench
