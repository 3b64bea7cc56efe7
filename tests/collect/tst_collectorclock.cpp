// SPDX-License-Identifier: GPL-3.0-or-later
// The standalone collector's timing under busybox: its date has no %N, so a capture's ms= comes
// from /proc/uptime's centiseconds, and with no fine clock at all the bundle says nothing rather
// than whole seconds times 1000. Runs the generated script for real with /bin/sh and, where it
// is installed, busybox sh.
#include "collect/shellcollector.h"
#include "io/bundle.h"
#include "testutil.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {
/// A `date` that prints "%N" as it is, like busybox's (1.35, Debian 12) and old BSDs'.
void writeSecondsOnlyDate(const QTemporaryDir& dir)
{
    QFile date(dir.filePath(QStringLiteral("date")));
    if (!date.open(QIODevice::WriteOnly))
        qFatal("cannot write the stand-in date");
    date.write("#!/bin/sh\ncase $1 in *%N*) echo \"$(/bin/date +%s)%N\" ;; *) exec /bin/date \"$@\" ;; esac\n");
    date.close();
    date.setPermissions(date.permissions() | QFileDevice::ExeOwner);
}

/// The script's now_ms() twice, a second apart, in `shell`.
QList<qint64> twoClockReadings(const QStringList& shell, const QString& path)
{
    const QByteArray script = standaloneCollectorScript();
    const qsizetype begin = script.indexOf("now_ms() {");
    const qsizetype end = script.indexOf("\n}\n", begin);
    if (begin < 0 || end < 0)
        qFatal("no now_ms in the collector script");
    const QByteArray program = script.mid(begin, end + 3 - begin) + "a=$(now_ms); sleep 1; b=$(now_ms); echo \"$a $b\"\n";
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), path);
    sh.setProcessEnvironment(env);
    sh.start(shell.first(), shell.mid(1) + QStringList { QStringLiteral("-c"), QString::fromUtf8(program) });
    if (!sh.waitForFinished(30000))
        qFatal("the clock did not answer");
    QList<qint64> readings;
    for (const QByteArray& word : sh.readAllStandardOutput().trimmed().split(' '))
        readings << (word.isEmpty() ? -1 : word.toLongLong());
    return readings;
}

qint64 uptimeMs()
{
    const QByteArray uptime = TestUtil::readFile(QStringLiteral("/proc/uptime"));
    return qint64(uptime.left(uptime.indexOf(' ')).toDouble() * 1000);
}

void addShellRows()
{
    QTest::addColumn<QStringList>("shell");
    QTest::newRow("sh") << QStringList { QStringLiteral("/bin/sh") };
    const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
    if (!busybox.isEmpty())
        QTest::newRow("busybox sh") << QStringList { busybox, QStringLiteral("sh") };
}
} // namespace

class TestCollectorClock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nanosecondDateIsUsed_data() { addShellRows(); }
    void nanosecondDateIsUsed()
    {
        QFETCH(QStringList, shell);
        const QString path = QStandardPaths::findExecutable(QStringLiteral("date"));
        if (path.isEmpty() || !QFile::exists(QStringLiteral("/bin/date")))
            QSKIP("no date here");
        const QList<qint64> ms = twoClockReadings(shell, qEnvironmentVariable("PATH"));
        QCOMPARE(ms.size(), 2);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        // busybox sh runs its own date applet, whose %N falls back to the uptime, like the next case.
        const bool epoch = qAbs(ms[0] - now) < 10000;
        QVERIFY2(epoch || qAbs(ms[0] - uptimeMs()) < 60000, qPrintable(QString::number(ms[0])));
        // A second slept is at least 900 ms; the upper bound only catches nonsense, never load.
        QVERIFY2(ms[1] - ms[0] >= 900 && ms[1] - ms[0] < 60000, qPrintable(QString::number(ms[1] - ms[0])));
    }

    // The lie this replaces: whole seconds from date +%s, times 1000.
    void withoutNanosecondsTheUptimeCounts_data() { addShellRows(); }
    void withoutNanosecondsTheUptimeCounts()
    {
        QFETCH(QStringList, shell);
        if (!QFile::exists(QStringLiteral("/proc/uptime")) || !QFile::exists(QStringLiteral("/bin/date")))
            QSKIP("no /proc/uptime or /bin/date here");
        QTemporaryDir dir;
        writeSecondsOnlyDate(dir);
        const QList<qint64> ms = twoClockReadings(shell, dir.path() + u':' + qEnvironmentVariable("PATH"));
        QCOMPARE(ms.size(), 2);
        QVERIFY2(qAbs(ms[0] - uptimeMs()) < 60000, qPrintable(QString::number(ms[0])));
        QCOMPARE(ms[0] % 10, 0); // centiseconds
        // A second slept is at least 900 ms; the upper bound only catches nonsense, never load.
        QVERIFY2(ms[1] - ms[0] >= 900 && ms[1] - ms[0] < 60000, qPrintable(QString::number(ms[1] - ms[0])));
    }

    // No fine clock at all: the whole script runs, writes its captures without ms=, and the
    // reader says so instead of showing 0 ms as if measured.
    void withoutAnyClockNoFigureIsWritten_data() { addShellRows(); }
    void withoutAnyClockNoFigureIsWritten()
    {
        QFETCH(QStringList, shell);
        QByteArray script = standaloneCollectorScript();
        const qsizetype begin = script.indexOf("now_ms() {");
        const qsizetype end = script.indexOf("\n}\n", begin);
        QVERIFY(begin > 0 && end > begin);
        script.replace(begin, end + 2 - begin, "now_ms() { :; }"); // what it answers with neither clock
        QTemporaryDir dir;
        const QString scriptFile = dir.filePath(QStringLiteral("collect.sh"));
        QFile f(scriptFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script);
        f.close();
        const QString bundleFile = dir.filePath(QStringLiteral("out.bundle"));
        QProcess sh;
        sh.start(shell.first(), shell.mid(1) + QStringList { scriptFile, QStringLiteral("-o"), bundleFile });
        QVERIFY(sh.waitForFinished(180000));
        QCOMPARE(sh.exitCode(), 0);
        const QByteArray bundle = TestUtil::readFile(bundleFile);
        QVERIFY(bundle.contains("@capture cmdline exit=0 stdout="));
        QVERIFY(!bundle.contains(" ms="));
        QVERIFY(!sh.readAllStandardError().contains(" ms"));
        const auto read = readBundle(bundle);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        const RawCapture* cmdline = read.value.machines.first().capture(QStringLiteral("cmdline"));
        QVERIFY(cmdline);
        QVERIFY(cmdline->note.contains(u"not timed"));
        QCOMPARE(cmdline->stdoutData, TestUtil::readFile(QStringLiteral("/proc/cmdline")));
        // A timed capture has no such note.
        const auto timed = readBundle("#topolens-bundle 1\n@capture x exit=0 ms=12 stdout=1 stderr=0\n@command true\ny\n@end x\n");
        QCOMPARE(timed.value.machines.first().captures.first().durationMs, 12);
        QVERIFY(timed.value.machines.first().captures.first().note.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCollectorClock)
#include "tst_collectorclock.moc"
