// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"
#include "model/bdf.h"
#include "model/diagnostic.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTest>

/// Helpers shared by the test executables (header-only: each tst_ file is its own program).
namespace TestUtil {

/// How long a test waits for an event (a window shown, an import finished) before it calls it
/// a hang: never a verdict on speed, so far above what the slowest machine under the
/// sanitizers and beside other tests needs (scripts/test-under-load.sh).
inline constexpr int eventBoundMs = 120000;

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool underSanitizers = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool underSanitizers = true;
#else
inline constexpr bool underSanitizers = false;
#endif
#else
inline constexpr bool underSanitizers = false;
#endif

/// The size of the "huge input" each parser must get through with a bounded report: 50 MB, a
/// capture far past any real one, where quadratic work or a diagnostic per line would show.
/// Under the sanitizers 8 MB: the same code paths with every access checked, in a sixth of the
/// time (ASan makes these loops 10-15 times slower; the 50 MB runs were a third of its stage).
inline constexpr qsizetype hugeInputBytes = (underSanitizers ? 8 : 50) * 1024 * 1024;

inline QString fixturePath(const QString& relative)
{
    return QStringLiteral(TOPOLENS_FIXTURES_DIR) + u'/' + relative;
}

inline QString corpusPath(const QString& relative)
{
    return QStringLiteral(TOPOLENS_SHARED_CORPUS_DIR) + u'/' + relative;
}

inline bool corpusAvailable()
{
    return QDir(QStringLiteral(TOPOLENS_SHARED_CORPUS_DIR)).exists();
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test input %s", qPrintable(path));
    return file.readAll();
}

inline QByteArray readFixture(const QString& relative)
{
    return readFile(fixturePath(relative));
}

/// All diagnostics, one per line, for failure messages.
inline QByteArray describe(const Topo::Diagnostics& diagnostics)
{
    QString out;
    for (const auto& d : diagnostics)
        out += Topo::formatDiagnostic(d) + u'\n';
    return out.toUtf8();
}

inline int countSeverity(const Topo::Diagnostics& diagnostics, Topo::Severity severity)
{
    int n = 0;
    for (const auto& d : diagnostics)
        n += d.severity == severity ? 1 : 0;
    return n;
}

/// True if some diagnostic of at least `minimum` severity names `line`.
inline bool hasDiagnosticAt(const Topo::Diagnostics& diagnostics, int line,
                            Topo::Severity minimum = Topo::Severity::Warning)
{
    for (const auto& d : diagnostics) {
        if (d.line == line && int(d.severity) >= int(minimum))
            return true;
    }
    return false;
}

/// A PCI address written in a test ("0000:41:00.0", "41:00.0"); a bad one stops the test.
inline Topo::Bdf bdf(const char* text)
{
    const auto parsed = Topo::Bdf::parse(QByteArrayView(text));
    if (!parsed)
        qFatal("bad PCI address in a test: %s", text);
    return *parsed;
}

/// Deterministic pseudo-random garbage (xorshift), so a failing run can be replayed.
inline QByteArray garbage(qsizetype size, quint32 seed)
{
    QByteArray out(size, Qt::Uninitialized);
    quint32 x = seed ? seed : 0x9e3779b9u;
    for (qsizetype i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        out[i] = char(x & 0xff);
    }
    return out;
}

/// One run of the topolens binary as a user types it. Without a display: the command line
/// must never need one (drawing subcommands go offscreen by themselves).
struct CliRun
{
    int exitCode = -1; // -1 also when it crashed: a crash is never a success
    QByteArray out;
    QByteArray err;
};

inline CliRun runTopolens(const QStringList& arguments, const QByteArray& stdinData = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TOPOLENS_BINARY), arguments);
    if (!stdinData.isNull())
        process.write(stdinData);
    process.closeWriteChannel();
    // Only bounds a hang (and stays under CTest's 600 s): a fleet collection under ASan beside
    // other tests takes minutes.
    if (!process.waitForFinished(540000))
        qFatal("topolens did not finish");
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

/// The real copybench run measured on the real 4x H200 guest (tests/fixtures/captures/
/// copybench-x4.csv) as the capture an import makes of it; `before` → `after` edits one line
/// (a constructed variant, e.g. one pair slowed), and a missing `before` is fatal.
inline Topo::RawCapture copybenchX4Capture(const QByteArray& before = {}, const QByteArray& after = {})
{
    Topo::RawCapture c;
    c.id = QStringLiteral("benchmark-1");
    c.command = QStringLiteral("imported: copybench-x4.csv");
    c.format = QStringLiteral("copybench");
    c.stdoutData = readFixture(QStringLiteral("captures/copybench-x4.csv"));
    if (!before.isEmpty()) {
        if (!c.stdoutData.contains(before))
            qFatal("copybench-x4.csv has no '%s'", before.constData());
        c.stdoutData.replace(before, after);
    }
    return c;
}

/// A snapshot of one host machine whose only capture is a fixture (`format` names its parser):
/// what the generators make of a machine that only that output describes.
inline Topo::Snapshot hostSnapshotOf(const QString& fixture, const QString& format, const QString& label)
{
    Topo::RawCapture c;
    c.id = format;
    c.command = format;
    c.format = format;
    c.stdoutData = readFixture(fixture);
    Topo::MachineSnapshot m;
    m.role = Topo::MachineRole::Host;
    m.label = label;
    m.captures.append(c);
    Topo::Snapshot snapshot;
    snapshot.machines.append(m);
    return snapshot;
}

} // namespace TestUtil
