// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` of this build tree into a temporary prefix, and the installed program run
// from there: the layout a package ships (bin, icons, .desktop entry, file types, AppStream,
// docs, man page, collector script), nothing else (no tests), and an installed topolens that
// starts, reports its versions and lists every subcommand in --help and in its man page.
#include "testutil.h"

#include <QDirIterator>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 120000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return { -1, {}, "did not finish: " + program.toUtf8() };
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return { -1, process.readAllStandardOutput(), process.readAllStandardError() + "\ncrashed" };
    return { process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError() };
}

QString sourcePath(const QString& relative)
{
    return QDir::cleanPath(QStringLiteral(TOPOLENS_FIXTURES_DIR "/../../") + relative);
}

/// KEY:TYPE=VALUE from the build tree's CMakeCache.txt.
QString cacheValue(const QString& key)
{
    const QString cache = QString::fromUtf8(TestUtil::readFile(QStringLiteral(TOPOLENS_BUILD_DIR "/CMakeCache.txt")));
    const QRegularExpression line(u"^" + QRegularExpression::escape(key) + u":[A-Z]+=(.*)$", QRegularExpression::MultilineOption);
    return line.match(cache).captured(1).trimmed();
}

/// The subcommand names, as the installed program lists them after an unknown one
/// ("unknown subcommand "…" (parse, collect, …)").
QStringList subcommandNames(const QString& program)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(environment);
    process.start(program, { QStringLiteral("no-such-subcommand") });
    if (!process.waitForFinished(60000) || process.exitCode() != 2)
        return {};
    static const QRegularExpression list(QStringLiteral("unknown subcommand \"no-such-subcommand\" \\(([a-z0-9, -]+)\\)"));
    const QRegularExpressionMatch match = list.match(QString::fromUtf8(process.readAllStandardError()));
    return match.hasMatch() ? match.captured(1).split(QStringLiteral(", ")) : QStringList {};
}

/// Width and height from a PNG's IHDR chunk (no QtGui in this test).
QSize pngSize(const QByteArray& data)
{
    if (data.size() < 24 || !data.startsWith("\x89PNG\r\n\x1a\n") || data.mid(12, 4) != "IHDR")
        return {};
    auto be32 = [&](int at) {
        return int((uchar(data[at]) << 24) | (uchar(data[at + 1]) << 16) | (uchar(data[at + 2]) << 8) | uchar(data[at + 3]));
    };
    return QSize(be32(16), be32(20));
}

QMap<QString, QString> desktopEntry(const QByteArray& text)
{
    QMap<QString, QString> keys;
    bool inEntry = false;
    for (const QByteArray& raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(u'['))
            inEntry = line == u"[Desktop Entry]";
        else if (inEntry && line.contains(u'=') && !line.startsWith(u'#'))
            keys.insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    }
    return keys;
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_prefix;
    bool m_gui = true;

    QString installed(const QString& relative) const { return m_prefix.filePath(relative); }
    QString binary() const { return installed(QStringLiteral("bin/topolens")); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        m_gui = cacheValue(QStringLiteral("TOPOLENS_BUILD_GUI")) != u"OFF";
        QString cmake = cacheValue(QStringLiteral("CMAKE_COMMAND"));
        if (cmake.isEmpty())
            cmake = QStandardPaths::findExecutable(QStringLiteral("cmake"));
        QVERIFY2(!cmake.isEmpty(), "no cmake to install with");
        const Run install = runProgram(cmake,
            { QStringLiteral("--install"), QStringLiteral(TOPOLENS_BUILD_DIR), QStringLiteral("--prefix"), m_prefix.path() });
        QVERIFY2(install.exitCode == 0, QByteArray(install.out + install.err).constData());
        // What follows asks the shared-mime-info database: let it see the installed types.
        qputenv("XDG_DATA_DIRS", QFile::encodeName(installed(QStringLiteral("share"))) + ":/usr/local/share:/usr/share");
    }

    void installsTheApplicationAndItsFiles()
    {
        QFileInfo bin(binary());
        QVERIFY2(bin.isFile() && bin.isExecutable(), qPrintable(binary()));
        QStringList expected = { QStringLiteral("share/doc/topolens/README.md"),
            QStringLiteral("share/doc/topolens/docs/user-guide.md"), QStringLiteral("share/doc/topolens/docs/diagnose-json.md"),
            QStringLiteral("share/doc/topolens/docs/parse-json.md"), QStringLiteral("share/doc/topolens/docs/prometheus.md"),
            QStringLiteral("share/man/man1/topolens.1"), QStringLiteral("share/topolens/prometheus/topolens-alerts.yml") };
        if (m_gui) {
            expected << QStringLiteral("share/applications/topolens.desktop")
                     << QStringLiteral("share/icons/hicolor/scalable/apps/topolens.svg")
                     << QStringLiteral("share/mime/packages/topolens.xml")
                     << QStringLiteral("share/metainfo/topolens.metainfo.xml");
        }
        for (const QString& path : expected)
            QVERIFY2(QFileInfo(installed(path)).isFile(), qPrintable(QString(path + u" is not installed")));

        // The user guide's pictures come along, and every one it names is there.
        const QString guide = QString::fromUtf8(TestUtil::readFile(installed(QStringLiteral("share/doc/topolens/docs/user-guide.md"))));
        static const QRegularExpression picture(QStringLiteral("\\]\\((screenshots/[^)\\s]+\\.png)\\)"));
        int pictures = 0;
        for (auto it = picture.globalMatch(guide); it.hasNext(); ++pictures) {
            const QString name = it.next().captured(1);
            QVERIFY2(QFileInfo::exists(installed(u"share/doc/topolens/docs/" + name)), qPrintable(name));
        }
        QVERIFY(pictures > 0);
    }

    void installsNoTestsOrTools()
    {
        const QStringList bins = QDir(installed(QStringLiteral("bin"))).entryList(QDir::Files);
        QCOMPARE(bins, QStringList { QStringLiteral("topolens") });
        QDirIterator it(m_prefix.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString name = QFileInfo(it.next()).fileName();
            QVERIFY2(!name.startsWith(u"tst_") && !name.startsWith(u"bench_") && !name.startsWith(u"fuzz_")
                    && !name.contains(u"rendericons"),
                qPrintable(it.filePath()));
        }
    }

    void installsTheCollectorScript()
    {
        const QString script = installed(QStringLiteral("share/topolens/topolens-collect.sh"));
        QVERIFY(QFileInfo(script).isExecutable());
        QCOMPARE(TestUtil::readFile(script), TestUtil::readFile(sourcePath(QStringLiteral("scripts/topolens-collect.sh"))));
    }

    void installsAnIconPerSize()
    {
        if (!m_gui)
            QSKIP("a build without the GUI installs no icons");
        for (int size : { 16, 22, 24, 32, 48, 64, 128, 256 }) {
            const QString path = installed(QStringLiteral("share/icons/hicolor/%1x%1/apps/topolens.png").arg(size));
            QVERIFY2(QFileInfo::exists(path), qPrintable(path));
            QCOMPARE(pngSize(TestUtil::readFile(path)), QSize(size, size));
        }
    }

    void installedVersion()
    {
        const Run version = runProgram(binary(), { QStringLiteral("--version") });
        QVERIFY2(version.exitCode == 0, version.err.constData());
        const QStringList lines = QString::fromUtf8(version.out).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty(), version.err.constData());
        QCOMPARE(lines.first(), QStringLiteral("topolens " TOPOLENS_VERSION));
        for (const char* component : { "Qt ", "libssh ", "Graphviz ", "nlohmann/json " }) {
            bool found = false;
            for (const QString& line : lines)
                found = found || (line.startsWith(QLatin1String(component)) && line.size() > qsizetype(qstrlen(component)));
            QVERIFY2(found, qPrintable(QString(u"no " + QLatin1String(component) + u"line in:\n" + QString::fromUtf8(version.out))));
        }
        QVERIFY(version.out.contains("GPL-3.0-or-later"));
    }

    void installedHelpListsEverySubcommand()
    {
        const QStringList names = subcommandNames(binary());
        QVERIFY2(names.size() >= 9, qPrintable(names.join(u' ')));
        const Run help = runProgram(binary(), { QStringLiteral("--help") });
        QVERIFY2(help.exitCode == 0, help.err.constData());
        const QString text = QString::fromUtf8(help.out);
        const QString manPage = QString::fromUtf8(TestUtil::readFile(installed(QStringLiteral("share/man/man1/topolens.1"))));
        for (const QString& name : names) {
            QVERIFY2(text.contains(u"topolens " + name + u' ') || text.contains(u"topolens " + name + u'\n'),
                qPrintable(QString(name + u" is not in --help")));
            // roff writes the hyphen as "\-"; every subcommand starts an entry of COMMANDS.
            QString roffName = name;
            roffName.replace(u'-', QStringLiteral("\\-"));
            const QRegularExpression entry(u"^\\.(B|BI|BR) \"?" + QRegularExpression::escape(roffName) + u"[\" \\n]",
                QRegularExpression::MultilineOption);
            QVERIFY2(entry.match(manPage).hasMatch(), qPrintable(QString(name + u" has no entry in the man page")));
        }
        // The man page names this version.
        QVERIFY(manPage.contains(QStringLiteral("\"TopoLens " TOPOLENS_VERSION "\"")));
    }

    void installedProgramWorks()
    {
        const Run formats = runProgram(binary(), { QStringLiteral("parse"), QStringLiteral("--list-formats") });
        QVERIFY2(formats.exitCode == 0, formats.err.constData());
        QVERIFY(formats.out.contains("topolens-snapshot"));
        const Run script = runProgram(binary(), { QStringLiteral("collector-script") });
        QCOMPARE(script.exitCode, 0);
        QCOMPARE(script.out, TestUtil::readFile(installed(QStringLiteral("share/topolens/topolens-collect.sh"))));
    }

    void desktopEntryIsComplete()
    {
        if (!m_gui)
            QSKIP("a build without the GUI installs no desktop entry");
        const QMap<QString, QString> entry = desktopEntry(TestUtil::readFile(installed(QStringLiteral("share/applications/topolens.desktop"))));
        QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
        QCOMPARE(entry.value(QStringLiteral("Name")), QStringLiteral("TopoLens"));
        QVERIFY(entry.value(QStringLiteral("Exec")).startsWith(u"topolens %"));
        QCOMPARE(entry.value(QStringLiteral("Icon")), QStringLiteral("topolens"));
        QVERIFY(!entry.value(QStringLiteral("Comment")).isEmpty());
        QVERIFY(!entry.value(QStringLiteral("GenericName")).isEmpty());
        // Every type the entry opens is defined by the installed shared-mime-info file.
        const QByteArray mime = TestUtil::readFile(installed(QStringLiteral("share/mime/packages/topolens.xml")));
        const QStringList types = entry.value(QStringLiteral("MimeType")).split(u';', Qt::SkipEmptyParts);
        QVERIFY(!types.isEmpty());
        for (const QString& type : types)
            QVERIFY2(mime.contains(QByteArray("<mime-type type=\"" + type.toUtf8() + '"')), qPrintable(type));
    }

    void desktopEntryValidates()
    {
        if (!m_gui)
            QSKIP("a build without the GUI installs no desktop entry");
        const QString validator = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (validator.isEmpty())
            QSKIP("desktop-file-validate is not installed (package desktop-file-utils)");
        const Run run = runProgram(validator, { installed(QStringLiteral("share/applications/topolens.desktop")) });
        // Hints (such as more than one main category) are advice; errors and warnings fail.
        QVERIFY2(run.exitCode == 0, QByteArray(run.out + run.err).constData());
        QVERIFY2(!run.out.contains("error:") && !run.out.contains("warning:"), run.out.constData());
    }

    void fileTypesAreRecognised()
    {
        if (!m_gui)
            QSKIP("a build without the GUI installs no file types");
        QMimeDatabase db;
        const QMimeType snapshot = db.mimeTypeForName(QStringLiteral("application/x-topolens-snapshot"));
        QVERIFY2(snapshot.isValid(), "the installed shared-mime-info file was not read");
        QVERIFY(snapshot.inherits(QStringLiteral("application/json")));
        QCOMPARE(db.mimeTypeForFile(QStringLiteral("box.topolens.json"), QMimeDatabase::MatchExtension).name(), snapshot.name());
        // By content: what writeSnapshot() and topolens-collect.sh put first.
        QCOMPARE(db.mimeTypeForData(QByteArray("{\n\t\"topolens\": \"snapshot\",\n\t\"version\": 1\n}\n")).name(), snapshot.name());
        QCOMPARE(db.mimeTypeForData(QByteArray("#topolens-bundle 1\n#role host\n")).name(),
            QStringLiteral("application/x-topolens-bundle"));
        QCOMPARE(db.mimeTypeForFile(QStringLiteral("topolens-pve-20260101T000000Z.bundle"), QMimeDatabase::MatchExtension).name(),
            QStringLiteral("application/x-topolens-bundle"));
    }

    void appStreamMetadataValidates()
    {
        if (!m_gui)
            QSKIP("a build without the GUI installs no AppStream file");
        const QString path = installed(QStringLiteral("share/metainfo/topolens.metainfo.xml"));
        const QByteArray xml = TestUtil::readFile(path);
        // The newest release is this version (keep it in step with project()).
        static const QRegularExpression release(QStringLiteral("<release version=\"([^\"]+)\""));
        QCOMPARE(release.match(QString::fromUtf8(xml)).captured(1), QStringLiteral(TOPOLENS_VERSION));
        const QString appstreamcli = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (appstreamcli.isEmpty())
            QSKIP("appstreamcli is not installed (package appstream)");
        const Run run = runProgram(appstreamcli, { QStringLiteral("validate"), QStringLiteral("--no-net"), path });
        // The id is not reverse-DNS (the project has no domain): that one warning is expected;
        // any error fails.
        static const QRegularExpression error(QStringLiteral("^E: "), QRegularExpression::MultilineOption);
        const QByteArray output = run.out + run.err;
        QVERIFY2(!error.match(QString::fromUtf8(output)).hasMatch(), output.constData());
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
