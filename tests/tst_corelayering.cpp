// SPDX-License-Identifier: GPL-3.0-or-later
// core/ must stay free of GUI code: it is what the CLI, the tests and the fuzzers link.
#include "testutil.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTest>

class TestCoreLayering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coreIncludesNoGuiHeaders()
    {
        const QString coreDir = QStringLiteral(TOPOLENS_FIXTURES_DIR "/../../core");
        // (No raw string literal here: moc's parser mistakes it and generates nothing.)
        const QRegularExpression forbidden(QStringLiteral("^\\s*#\\s*include\\s*[<\"](QtGui|QtWidgets|QtSvg|QtCharts|"
                                                          "QtPrintSupport|QGraphics\\w*|QWidget|QPainter|QImage|QColor|"
                                                          "QFont|QChart\\w*)[/>\"]"));
        QDirIterator it(coreDir, { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const QStringList lines = QString::fromUtf8(TestUtil::readFile(path)).split(u'\n');
            for (int i = 0; i < lines.size(); ++i) {
                QVERIFY2(!forbidden.match(lines[i]).hasMatch(),
                    qPrintable(QStringLiteral("%1:%2 includes a GUI header: %3").arg(path).arg(i + 1).arg(lines[i])));
            }
            ++files;
        }
        QVERIFY(files > 10);
    }
};

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
