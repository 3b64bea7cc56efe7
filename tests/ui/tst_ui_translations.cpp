// SPDX-License-Identifier: GPL-3.0-or-later
// The translations: compiled in, complete, loaded by language, and visible in the window, in
// core's messages and on the command line.
#include "i18n.h"
#include "window/mainwindow.h"
#include "model/diagnostic.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

using namespace Topo;

namespace {
QString translationsDir()
{
    return QFileInfo(QStringLiteral(TOPOLENS_FIXTURES_DIR) + u"/../../translations").canonicalFilePath();
}

QStringList menuTitles(const Ui::MainWindow& window)
{
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// The real binary under a chosen locale environment (nothing inherited decides the language).
Run topolens(const QStringList& arguments, const QString& lang)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LANG"), lang);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TOPOLENS_BINARY), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("topolens did not finish");
    return { process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError() };
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?([1-9]|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    found.removeDuplicates();
    found.sort();
    return found;
}
} // namespace

class TestUiTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TopoLensTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_translations"));
        QSettings().clear();
    }
    void cleanup() { I18n::install(QStringLiteral("en")); }

    void compiledTranslationsAreResources()
    {
        for (const char* name : { ":/i18n/topolens_de.qm", ":/i18n/topolens_zh_CN.qm" }) {
            QFile qm(QString::fromLatin1(name));
            QVERIFY2(qm.open(QIODevice::ReadOnly), name);
            QVERIFY2(qm.size() > 10000, name); // compiled with every message, not an empty shell
        }
    }

    void resolvesLocaleNames_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("de");
        QTest::newRow("de_DE.UTF-8") << QStringLiteral("de_DE.UTF-8") << QStringLiteral("de");
        QTest::newRow("de-AT") << QStringLiteral("de-AT") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh-Hans-CN") << QStringLiteral("zh-Hans-CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_SG") << QStringLiteral("zh_SG") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW (traditional)") << QStringLiteral("zh_TW") << QString();
        QTest::newRow("en_US") << QStringLiteral("en_US") << QString();
        QTest::newRow("C") << QStringLiteral("C") << QString();
        QTest::newRow("fr (not shipped)") << QStringLiteral("fr_FR") << QString();
    }
    void resolvesLocaleNames()
    {
        QFETCH(QString, requested);
        QFETCH(QString, code);
        QCOMPARE(I18n::resolve(requested), code);
    }

    void takesTheLanguageOption()
    {
        QStringList args { QStringLiteral("topolens"), QStringLiteral("--lang"), QStringLiteral("de"),
            QStringLiteral("parse"), QStringLiteral("x") };
        QCOMPARE(I18n::takeLanguageOption(&args), QStringLiteral("de"));
        QCOMPARE(args, QStringList({ QStringLiteral("topolens"), QStringLiteral("parse"), QStringLiteral("x") }));
        args = QStringList { QStringLiteral("topolens"), QStringLiteral("demo"), QStringLiteral("--lang=zh_CN") };
        QCOMPARE(I18n::takeLanguageOption(&args), QStringLiteral("zh_CN"));
        QCOMPARE(args.size(), 2);
        QCOMPARE(I18n::commandLineLanguage({ QStringLiteral("parse"), QStringLiteral("--json") }, QStringLiteral("de")),
            QStringLiteral("en"));
    }

    void germanWindowAndCore()
    {
        QCOMPARE(I18n::install(QStringLiteral("de")), QStringLiteral("de"));
        Ui::MainWindow window;
        const QStringList titles = menuTitles(window);
        QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(u", ")));
        QVERIFY2(titles.contains(QStringLiteral("&Ansicht")), qPrintable(titles.join(u", ")));
        QVERIFY2(titles.contains(QStringLiteral("&Hilfe")), qPrintable(titles.join(u", ")));
        // A message of core (Tr::tr, context "TopoLens").
        QCOMPARE(severityName(Severity::Warning), QStringLiteral("Warnung"));
        QCOMPARE(formatDiagnostic({ 3, Severity::Error, QStringLiteral("x") }), QStringLiteral("Zeile 3: Fehler: x"));
        // Qt's own words, where the distribution ships them (qt6-translations-l10n).
        if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_de.qm")) {
            QDialogButtonBox buttons(QDialogButtonBox::Cancel);
            QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
        }
    }

    void chineseWindowAndCore()
    {
        QCOMPARE(I18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        Ui::MainWindow window;
        const QStringList titles = menuTitles(window);
        QVERIFY2(titles.contains(QStringLiteral("\u6587\u4ef6(&F)")), qPrintable(titles.join(u", "))); // 文件(&F)
        QCOMPARE(severityName(Severity::Warning), QStringLiteral("\u8b66\u544a")); // 警告
    }

    void englishNeedsNoTranslator()
    {
        QCOMPARE(I18n::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(I18n::install(QStringLiteral("en")), QString());
        Ui::MainWindow window;
        QVERIFY(menuTitles(window).contains(QStringLiteral("&File")));
        QCOMPARE(severityName(Severity::Warning), QStringLiteral("warning"));
    }

    void languageMenuSavesTheChoice()
    {
        Ui::MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QAction* deutsch = nullptr;
        QStringList texts;
        for (QAction* a : menu->actions()) {
            texts << a->text();
            if (a->data().toString() == u"de")
                deutsch = a;
        }
        QVERIFY2(texts.contains(QStringLiteral("\u7b80\u4f53\u4e2d\u6587")), qPrintable(texts.join(u", ")));
        QVERIFY(deutsch);
        // The choice takes effect on the next start, which a message box says: close it.
        bool told = false;
        QTimer::singleShot(0, this, [&told] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                told = box->text().contains(u"TopoLens");
                box->accept();
            }
        });
        deutsch->trigger();
        QVERIFY(told);
        QCOMPARE(I18n::savedLanguage(), QStringLiteral("de"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
        I18n::setSavedLanguage(QString());
        QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
    }

    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("forms");
        QTest::newRow("de") << QStringLiteral("topolens_de.ts") << 2;
        QTest::newRow("zh_CN") << QStringLiteral("topolens_zh_CN.ts") << 1;
    }
    void everyMessageIsTranslated()
    {
        QFETCH(QString, file);
        QFETCH(int, forms);
        QFile ts(translationsDir() + u'/' + file);
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        QStringList problems;
        QString source;
        bool numerus = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"message") {
                ++messages;
                numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                if (!type.isEmpty())
                    problems << type + u": " + source;
                QStringList texts;
                if (numerus) {
                    while (xml.readNextStartElement())
                        texts << xml.readElementText();
                    if (texts.size() != forms)
                        problems << QStringLiteral("%1 numerus forms: ").arg(texts.size()) + source;
                } else {
                    texts << xml.readElementText();
                }
                for (const QString& text : std::as_const(texts)) {
                    if (text.isEmpty() || placeholders(text) != placeholders(source))
                        problems << u"empty or placeholders differ: " + source;
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 500);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 10).join(u'\n')));
    }

    void checkerScriptPasses()
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 is not installed");
        QProcess checker;
        checker.start(python, { translationsDir() + u"/../scripts/check-translations.py" });
        QVERIFY(checker.waitForFinished(60000));
        QVERIFY2(checker.exitCode() == 0, checker.readAll().constData());
    }

    void commandLineSpeaksTheSystemLanguage()
    {
        const Run german = topolens({ QStringLiteral("frobnicate") }, QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(german.exitCode, 2);
        QVERIFY2(german.err.contains("unbekannter Unterbefehl"), german.err.constData());
        QVERIFY2(german.err.contains("Siehe 'topolens --help'."), german.err.constData());

        const Run chinese = topolens({ QStringLiteral("frobnicate") }, QStringLiteral("zh_CN.UTF-8"));
        QCOMPARE(chinese.exitCode, 2);
        QVERIFY2(chinese.err.contains("\xe6\x9c\xaa\xe7\x9f\xa5\xe5\xad\x90\xe5\x91\xbd\xe4\xbb\xa4"), chinese.err.constData()); // 未知子命令

        // --lang wins over the environment.
        const Run forced = topolens({ QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("parse") },
            QStringLiteral("C.UTF-8"));
        QCOMPARE(forced.exitCode, 2);
        QVERIFY2(forced.err.contains("braucht mindestens eine FILE"), forced.err.constData());

        const Run english = topolens({ QStringLiteral("frobnicate") }, QStringLiteral("C.UTF-8"));
        QVERIFY2(english.err.contains("unknown subcommand"), english.err.constData());
    }

    void machineReadableOutputStaysEnglish()
    {
        const QStringList args { QStringLiteral("parse"),
            TestUtil::fixturePath(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt")), QStringLiteral("--json") };
        const Run german = topolens(args, QStringLiteral("de_DE.UTF-8"));
        const Run plain = topolens(args, QStringLiteral("C.UTF-8"));
        QCOMPARE(german.exitCode, 0);
        QCOMPARE(german.out, plain.out);
        QVERIFY(german.out.contains("\"role\""));
    }
};

QTEST_MAIN(TestUiTranslations)
#include "tst_ui_translations.moc"
