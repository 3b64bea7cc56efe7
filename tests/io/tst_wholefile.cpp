// SPDX-License-Identifier: GPL-3.0-or-later
// readWholeFile and writeWholeFile: a built-in snapshot read where it lies, and a written file
// that replaces the old one whole, keeps its permissions, follows a link and says why it cannot.
#include "io/wholefile.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QResource>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace Topo;

namespace {

mode_t permissionsOf(const QString& path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return 0;
    return info.st_mode & 07777;
}

mode_t currentUmask()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

} // namespace

class TestWholeFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheDemoWhereItLies()
    {
        const QString path = QStringLiteral(":/topolens/demo/demo-snapshot.json");
        const Result<QByteArray> read = readWholeFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(*read, TestUtil::readFile(QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/demo-snapshot.json")));
        // Not a copy: the bytes are the program's own (the resource is stored uncompressed).
        const QResource resource(path);
        QCOMPARE(static_cast<const void*>(read->constData()), static_cast<const void*>(resource.data()));
    }

    void readRefusalsNameTheFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QCOMPARE(readWholeFile(missing).error(), QStringLiteral("cannot open %1: no such file").arg(missing));
        QCOMPARE(readWholeFile(dir.path()).error(), QStringLiteral("%1 is a directory, not a file").arg(dir.path()));
    }

    void writesANewFileWithTheUmasksPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.svg"));
        const Status written = writeWholeFile(path, "<svg/>\n");
        QVERIFY2(written.ok(), qPrintable(written.error()));
        QCOMPARE(TestUtil::readFile(path), QByteArray("<svg/>\n"));
        QCOMPARE(permissionsOf(path), mode_t(0666 & ~currentUmask()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("out.svg") });
    }

    void replacesAnOldFileWholeAndKeepsItsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.svg"));
        QVERIFY(writeWholeFile(path, QByteArray(100000, 'a')).ok());
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        struct stat old {};
        QVERIFY(::stat(QFile::encodeName(path).constData(), &old) == 0);
        QVERIFY(writeWholeFile(path, "short").ok());
        QCOMPARE(TestUtil::readFile(path), QByteArray("short"));
        QCOMPARE(permissionsOf(path), mode_t(0640));
        // A new file renamed over the old one (another inode), not the old one truncated and
        // written in place, where a reader could see a part.
        struct stat now {};
        QVERIFY(::stat(QFile::encodeName(path).constData(), &now) == 0);
        QVERIFY(now.st_ino != old.st_ino);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void writesThroughASymbolicLink()
    {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("real.svg"));
        const QString link = dir.filePath(QStringLiteral("link.svg"));
        QVERIFY(writeWholeFile(real, "old").ok());
        QVERIFY(QFile::link(real, link));
        QVERIFY(writeWholeFile(link, "new").ok());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(TestUtil::readFile(real), QByteArray("new"));
    }

    void writeRefusalsNameTheFileAndLeaveNothing()
    {
        QTemporaryDir dir;
        const QString inMissingFolder = dir.filePath(QStringLiteral("no/such/folder/out.svg"));
        QCOMPARE(writeWholeFile(inMissingFolder, "x").error(),
            QStringLiteral("cannot write %1: No such file or directory").arg(inMissingFolder));
        QCOMPARE(writeWholeFile(dir.path(), "x").error(), QStringLiteral("cannot write %1: Is a directory").arg(dir.path()));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
        if (::geteuid() == 0)
            return; // root writes into a read-only folder anyway
        const QString path = dir.filePath(QStringLiteral("out.svg"));
        QVERIFY(writeWholeFile(path, "old").ok());
        QVERIFY(::chmod(QFile::encodeName(dir.path()).constData(), 0555) == 0);
        const Status refused = writeWholeFile(path, "new");
        QVERIFY(::chmod(QFile::encodeName(dir.path()).constData(), 0755) == 0);
        QCOMPARE(refused.error(), QStringLiteral("cannot write %1: Permission denied").arg(path));
        QCOMPARE(TestUtil::readFile(path), QByteArray("old"));
    }
};

QTEST_GUILESS_MAIN(TestWholeFile)
#include "tst_wholefile.moc"
