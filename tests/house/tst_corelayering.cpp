// SPDX-License-Identifier: GPL-3.0-or-later
// The layers of core/ point one way (docs/hacking.md, "Layers"): each folder may include only
// the folders below it, and none of them GUI code, which is what the CLI, the tests and the
// fuzzers link. core/CMakeLists.txt builds one static library per layer with the same edges,
// so the linker agrees with this test.
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QDirIterator>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

struct Layer
{
    const char* folder;
    QList<const char*> mayInclude; // besides itself
};

// The table. A new folder in core/ must be added here, in its place in the pipeline.
const QList<Layer> coreLayers = {
    { "util", {} },
    { "model", { "util" } },
    { "parse", { "util", "model" } },
    { "collect", { "util", "model" } },
    { "analyze", { "util", "model", "parse", "collect" } },
    { "layout", { "util", "model", "parse", "analyze" } },
    { "io", { "util", "model", "parse", "collect", "analyze", "layout" } },
    { "about", { "util", "model", "parse", "collect", "analyze", "layout", "io" } },
};

// The features of ui/ point one way as well: the window assembles them, an export draws what
// the drawings, benchmarks and machines panels draw, and none reaches up for the window.
const QList<Layer> uiFeatures = {
    { "widgets", {} },
    { "dialogs", {} },
    { "collect", { "widgets" } },
    { "topology", { "widgets" } },
    { "benchmarks", { "topology", "widgets" } },
    { "findings", { "widgets" } },
    { "machines", { "topology", "widgets" } },
    { "export", { "benchmarks", "machines", "topology", "widgets" } },
    { "fleet", { "benchmarks", "export", "machines", "topology", "widgets" } },
    { "window", { "widgets", "dialogs", "collect", "topology", "benchmarks", "findings", "machines", "export", "fleet" } },
};

const QString sourceRoot = QStringLiteral(TOPOLENS_FIXTURES_DIR "/../..");

struct Include
{
    QString file; // relative to the source root: "core/model/machine.h"
    int line = 0;
    QString target; // as written: "io/snapshotfile.h"
};

QList<Include> quotedIncludes(const QString& folder)
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
    QList<Include> out;
    const QDir root(sourceRoot);
    QDirIterator it(root.filePath(folder), { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QStringList lines = QString::fromUtf8(TestUtil::readFile(path)).split(u'\n');
        for (int i = 0; i < lines.size(); ++i) {
            const auto match = include.match(lines[i]);
            if (match.hasMatch())
                out.append({ root.relativeFilePath(path), i + 1, match.captured(1) });
        }
    }
    return out;
}

QString layerOf(const QString& coreFile) // "core/model/machine.h" → "model"
{
    return coreFile.section(u'/', 1, 1);
}

/// A table as folder → the folders it may include.
QHash<QString, QStringList> edgesOf(const QList<Layer>& table)
{
    QHash<QString, QStringList> edges;
    for (const auto& layer : table) {
        QStringList& names = edges[QString::fromLatin1(layer.folder)];
        for (const char* name : layer.mayInclude)
            names.append(QString::fromLatin1(name));
    }
    return edges;
}

/// One message per include that crosses the table, "FILE:LINE includes TARGET; LAYER may include …".
QStringList layerViolations(const QList<Include>& includes)
{
    const QHash<QString, QStringList> below = edgesOf(coreLayers);
    QStringList violations;
    for (const Include& inc : includes) {
        const QString from = layerOf(inc.file);
        // A file's own moc output, which AUTOMOC writes beside no layer: "moc_collectionjob.cpp"
        // in collectionjob.cpp keeps that QObject's code out of the layer's shared moc object.
        const QString ownMoc = u"moc_" + inc.file.section(u'/', -1).section(u'.', 0, 0) + u".cpp";
        if (inc.target == ownMoc)
            continue;
        if (!inc.target.contains(u'/')) {
            violations.append(QStringLiteral("%1:%2 includes \"%3\" without its layer folder; write \"%4/%3\"")
                                  .arg(inc.file).arg(inc.line).arg(inc.target, from));
            continue;
        }
        const QString to = inc.target.section(u'/', 0, 0);
        const QStringList may = below.value(from);
        if (to == from || may.contains(to))
            continue;
        violations.append(QStringLiteral("%1:%2 includes %3; %4 may include %5")
                              .arg(inc.file).arg(inc.line)
                              .arg(inc.target, from, may.isEmpty() ? QStringLiteral("nothing but itself") : may.join(u", ") + u" only"));
    }
    return violations;
}

/// The same for ui/: an include of another feature's file ("export/exporter.h" from
/// ui/fleet) that the feature table does not allow. Core's headers are below every feature.
QStringList uiFeatureViolations(const QList<Include>& includes)
{
    const QHash<QString, QStringList> allowed = edgesOf(uiFeatures);
    const QDir ui(sourceRoot + u"/ui");
    QStringList violations;
    for (const Include& inc : includes) {
        const QString from = layerOf(inc.file);
        const QString to = inc.target.section(u'/', 0, 0);
        if (!allowed.contains(to) || !ui.exists(inc.target) || to == from || allowed.value(from).contains(to))
            continue;
        violations.append(QStringLiteral("%1:%2 includes %3; ui/%4 may include %5")
                              .arg(inc.file).arg(inc.line)
                              .arg(inc.target, from,
                                  allowed.value(from).isEmpty() ? QStringLiteral("no other feature") : allowed.value(from).join(u", ") + u" only"));
    }
    return violations;
}

} // namespace

class TestCoreLayering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableCoversEveryCoreFolder()
    {
        QSet<QString> known;
        for (const auto& layer : coreLayers)
            known.insert(QString::fromLatin1(layer.folder));
        const QDir core(sourceRoot + u"/core");
        const QStringList folders = core.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(folders.size() >= 8);
        for (const QString& folder : folders)
            QVERIFY2(known.contains(folder),
                qPrintable(u"core/" + folder + u" is not in the layer table of tests/house/tst_corelayering.cpp"));
        for (const QString& layer : std::as_const(known))
            QVERIFY2(folders.contains(layer), qPrintable(u"the layer table names core/" + layer + u", which does not exist"));
    }

    void uiFeaturesPointOneWay()
    {
        QSet<QString> known;
        for (const auto& feature : uiFeatures)
            known.insert(QString::fromLatin1(feature.folder));
        const QStringList folders = QDir(sourceRoot + u"/ui").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& folder : folders)
            QVERIFY2(known.contains(folder), qPrintable(u"ui/" + folder + u" is not in the feature table of tests/house/tst_corelayering.cpp"));
        const QList<Include> includes = quotedIncludes(QStringLiteral("ui"));
        QVERIFY(includes.size() > 100);
        const QStringList violations = uiFeatureViolations(includes);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        // The check itself: the include the import dialog had of the window is reported.
        const QStringList planted = uiFeatureViolations({ { QStringLiteral("ui/collect/importdialog.cpp"), 9, QStringLiteral("window/mainwindow.h") } });
        QCOMPARE(planted.size(), 1);
        QVERIFY(planted.first().contains(u"ui/collect may include widgets only"));
    }

    void coreIncludesPointDown()
    {
        const QList<Include> includes = quotedIncludes(QStringLiteral("core"));
        QVERIFY(includes.size() > 100);
        const QStringList violations = layerViolations(includes);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    // The GUI layers sit on top of core: nothing below them may include them. ui/ and core/
    // are both include roots (ui/collect beside core/collect), so no relative path may exist
    // in both: an include must name one file.
    void nothingBelowIncludesUiOrApp()
    {
        const QDir root(sourceRoot);
        QStringList violations;
        QDirIterator it(root.filePath(QStringLiteral("ui")), { QStringLiteral("*.h") }, QDir::Files,
            QDirIterator::Subdirectories);
        int uiHeaders = 0;
        while (it.hasNext()) {
            const QString relative = QDir(root.filePath(QStringLiteral("ui"))).relativeFilePath(it.next());
            ++uiHeaders;
            if (QFile::exists(root.filePath(u"core/" + relative)))
                violations.append(QStringLiteral("ui/%1 and core/%1 share a name; #include \"%1\" is ambiguous").arg(relative));
        }
        QVERIFY(uiHeaders > 10);
        for (const Include& inc : quotedIncludes(QStringLiteral("core"))) {
            if (QFile::exists(root.filePath(u"ui/" + inc.target)) && !QFile::exists(root.filePath(u"core/" + inc.target)))
                violations.append(QStringLiteral("%1:%2 includes %3, a ui/ header; core may not see the GUI")
                                      .arg(inc.file).arg(inc.line).arg(inc.target));
        }
        for (const Include& inc : quotedIncludes(QStringLiteral("ui"))) {
            if (QFile::exists(root.filePath(u"app/" + inc.target)) || inc.target.startsWith(u"app/"))
                violations.append(QStringLiteral("%1:%2 includes %3, an app/ header; ui may include core and ui only")
                                      .arg(inc.file).arg(inc.line).arg(inc.target));
        }
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void coreIncludesNoGuiHeaders()
    {
        // (No raw string literal here: moc's parser mistakes it and generates nothing.)
        const QRegularExpression forbidden(QStringLiteral("^\\s*#\\s*include\\s*[<\"](QtGui|QtWidgets|QtSvg|QtCharts|"
                                                          "QtPrintSupport|QGraphics\\w*|QWidget|QPainter|QImage|QColor|"
                                                          "QFont|QChart\\w*)[/>\"]"));
        QDirIterator it(sourceRoot + u"/core", { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files,
            QDirIterator::Subdirectories);
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

    // The check must be able to fail: planted upward and unqualified includes are reported in
    // the documented form, and downward ones are not.
    void plantedViolationsAreReported()
    {
        const QStringList violations = layerViolations({
            { QStringLiteral("core/model/machine.h"), 7, QStringLiteral("io/snapshotfile.h") },
            { QStringLiteral("core/util/text.cpp"), 3, QStringLiteral("model/pci.h") },
            { QStringLiteral("core/parse/lspci/lspcitree.cpp"), 5, QStringLiteral("text.h") },
            { QStringLiteral("core/analyze/pcipath.cpp"), 4, QStringLiteral("parse/formats.h") },
            { QStringLiteral("core/io/bundle.cpp"), 9, QStringLiteral("layout/graph.h") },
            { QStringLiteral("core/collect/collector.cpp"), 9, QStringLiteral("moc_collector.cpp") }, // its own: fine
        });
        QCOMPARE(violations,
            QStringList({
                QStringLiteral("core/model/machine.h:7 includes io/snapshotfile.h; model may include util only"),
                QStringLiteral("core/util/text.cpp:3 includes model/pci.h; util may include nothing but itself"),
                QStringLiteral("core/parse/lspci/lspcitree.cpp:5 includes \"text.h\" without its layer folder; write \"parse/text.h\""),
            }));
    }
};

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
