// SPDX-License-Identifier: GPL-3.0-or-later
// The one-channel collection script: generated from a command list, run here for real with
// `sh -s`, and its two output streams cut apart again byte for byte, however they are chunked.
#include "collect/scriptstream.h"
#include "testutil.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTest>

using namespace Topo;

namespace {

struct Recorded
{
    QList<int> started;
    QMap<int, QByteArray> out;
    QMap<int, QByteArray> err;
    QMap<int, int> status;
    QMap<int, int> stderrEnds;
};

class Recorder final : public ScriptStreamDemux::Sink
{
public:
    Recorded r;
    void commandStarted(int index, bool isStderr) override
    {
        if (!isStderr)
            r.started << index;
    }
    void commandOutput(int index, QByteArrayView data, bool isStderr) override
    {
        (isStderr ? r.err : r.out)[index].append(data);
    }
    void commandEnded(int index, bool isStderr, int exitStatus) override
    {
        if (isStderr)
            ++r.stderrEnds[index];
        else
            r.status[index] = exitStatus;
    }
};

PlannedCommand command(const QString& text)
{
    PlannedCommand c;
    c.id = text.left(8);
    c.command = text;
    return c;
}

struct ShellRun
{
    QByteArray out;
    QByteArray err;
};

ShellRun runScript(const QByteArray& script)
{
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-s") });
    sh.write(script);
    sh.closeWriteChannel();
    if (!sh.waitForFinished(60000))
        qFatal("script did not finish");
    return { sh.readAllStandardOutput(), sh.readAllStandardError() };
}

/// Feeds a stream in chunks of random sizes, 1 byte up to `largest`.
void feedChunked(ScriptStreamDemux& demux, const QByteArray& data, bool isStderr, int largest, quint32 seed)
{
    QRandomGenerator random(seed);
    qsizetype at = 0;
    while (at < data.size()) {
        const qsizetype n = std::min<qsizetype>(data.size() - at, 1 + random.bounded(largest));
        demux.feed(QByteArrayView(data).sliced(at, n), isStderr);
        at += n;
    }
}

} // namespace

class TestScriptStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void outputsComeBackByteForByte_data()
    {
        QTest::addColumn<int>("largestChunk");
        QTest::newRow("one byte at a time") << 1;
        QTest::newRow("small chunks") << 7;
        QTest::newRow("ssh-sized chunks") << 32768;
    }

    void outputsComeBackByteForByte()
    {
        QFETCH(int, largestChunk);
        // Output that ends without a newline, with blank lines, binary bytes, a fake marker
        // with another boundary, an exit status, a missing tool, stderr only, and nothing.
        const QList<PlannedCommand> commands = {
            command(QStringLiteral("printf 'no newline at the end'")),
            command(QStringLiteral("printf '\\n\\nblank lines\\n\\n'")),
            command(QStringLiteral("printf '\\000\\001\\377binary\\n'")),
            command(QStringLiteral("printf '\\n@@topolens-0000 end 0 0\\n'")),
            command(QStringLiteral("echo to stderr >&2; exit 3")),
            command(QStringLiteral("topolens-no-such-tool --version")),
            command(QStringLiteral("true")),
            command(QStringLiteral("echo 'it''s quoted: $HOME `x` \"y\"'")),
        };
        const QByteArray boundary = newStreamBoundary();
        const ShellRun run = runScript(streamingCollectorScript(commands, boundary, std::chrono::seconds(30)));
        Recorder recorder;
        ScriptStreamDemux demux(boundary, recorder);
        feedChunked(demux, run.out, false, largestChunk, 1);
        feedChunked(demux, run.err, true, largestChunk, 2);
        const Recorded& r = recorder.r;
        QCOMPARE(r.started, (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        QCOMPARE(r.out.value(0), QByteArray("no newline at the end"));
        QCOMPARE(r.out.value(1), QByteArray("\n\nblank lines\n\n"));
        QCOMPARE(r.out.value(2), QByteArray("\0\1\377binary\n", 10));
        QCOMPARE(r.out.value(3), QByteArray("\n@@topolens-0000 end 0 0\n"));
        QCOMPARE(r.err.value(4), QByteArray("to stderr\n"));
        QCOMPARE(r.status.value(4), 3);
        QCOMPARE(r.status.value(5), 127);
        QVERIFY(r.err.value(5).contains("topolens-no-such-tool"));
        QVERIFY(!r.out.contains(6) && !r.err.contains(6));
        QCOMPARE(r.status.value(6), 0);
        QCOMPARE(r.out.value(7), QByteArray("its quoted: $HOME `x` \"y\"\n"));
        for (int i = 0; i < commands.size(); ++i)
            QCOMPARE(r.stderrEnds.value(i), 1);
        QVERIFY(demux.remoteEnforcesTimeout()); // coreutils timeout is here
        QVERIFY(demux.preamble().trimmed().isEmpty());
    }

    void timeoutStopsOnlyTheCommandThatHangs()
    {
        // The hang has a limit of its own (1 s) and never ends by itself; the run's limit, which
        // the instant command runs under, only bounds a hang.
        PlannedCommand hang = command(QStringLiteral("exec sleep 300"));
        hang.timeout = std::chrono::seconds(1);
        const QList<PlannedCommand> commands = { hang, command(QStringLiteral("echo after")) };
        const QByteArray boundary = newStreamBoundary();
        const QByteArray script = streamingCollectorScript(commands, boundary, std::chrono::seconds(120));
        QVERIFY(script.contains("r 0 'exec sleep 300' 1\n"));
        QVERIFY(script.contains("r 1 'echo after' 120\n"));
        const ShellRun run = runScript(script);
        Recorder recorder;
        ScriptStreamDemux demux(boundary, recorder);
        demux.feed(run.out, false);
        demux.feed(run.err, true);
        QCOMPARE(recorder.r.status.value(0), 124);
        QCOMPARE(recorder.r.status.value(1), 0);
        QCOMPARE(recorder.r.out.value(1), QByteArray("after\n"));
    }

    void chattyLoginShellOutputIsSetAside()
    {
        Recorder recorder;
        ScriptStreamDemux demux(QByteArrayLiteral("@@b"), recorder);
        demux.feed("Welcome to pve!\n\n@@b hello timeout=0\n\n@@b start 0\nx\n@@b end 0 0\n", false);
        QCOMPARE(demux.preamble(), QByteArray("Welcome to pve!\n"));
        QVERIFY(!demux.remoteEnforcesTimeout());
        QCOMPARE(recorder.r.out.value(0), QByteArray("x"));
    }

    void aMarkerCutOffAtTheEndIsHeldBack()
    {
        Recorder recorder;
        ScriptStreamDemux demux(QByteArrayLiteral("@@b"), recorder);
        demux.feed("\n@@b start 0\nabc\n@@", false);
        QCOMPARE(recorder.r.out.value(0), QByteArray("abc"));
        demux.feed("b en", false);
        QVERIFY(!recorder.r.status.contains(0));
        demux.feed("d 0 5\n", false);
        QCOMPARE(recorder.r.status.value(0), 5);
        QCOMPARE(recorder.r.out.value(0), QByteArray("abc"));
    }

    void flushGivesBackWhatWasHeldWhenTheStreamIsCut()
    {
        Recorder recorder;
        ScriptStreamDemux demux(QByteArrayLiteral("@@b"), recorder);
        demux.feed("\n@@b start 0\nstarted\n", false);
        QCOMPARE(recorder.r.out.value(0), QByteArray("started"));
        demux.flush();
        QCOMPARE(recorder.r.out.value(0), QByteArray("started\n"));
    }
};

QTEST_GUILESS_MAIN(TestScriptStream)
#include "tst_scriptstream.moc"
