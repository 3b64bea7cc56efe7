// SPDX-License-Identifier: GPL-3.0-or-later
// The findings engine's table of rules (core/analyze/findings/ruletable.cpp), walked: every
// rule has its row in docs/diagnose-json.md, with the severities it reports; a case where it
// fires and one where it stays silent (findingcases.h), which run here; and no finding on any
// case, fixture or the demo carries an id the table lacks, or a severity its row does not allow.
#include "analyze/findingcases.h"

#include "analyze/findings/ruletable.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace Topo;
using namespace FindingCases;

namespace {

const QString docFile = QStringLiteral("docs/diagnose-json.md");
const QString sourceRoot = QStringLiteral(TOPOLENS_FIXTURES_DIR "/../..");

/// What the checks know of a rule: its id and the severities it may report.
struct RuleRow
{
    QString id;
    FindingSeverity severity = FindingSeverity::Info;
    FindingSeverity mildest = FindingSeverity::Info;
};

QList<RuleRow> tableRows()
{
    QList<RuleRow> rows;
    for (const Findings::FindingRule& rule : Findings::findingRules())
        rows.append({ rule.name(), rule.severity, rule.mildest });
    return rows;
}

const RuleRow* rowOf(const QList<RuleRow>& rows, const QString& id)
{
    for (const RuleRow& row : rows) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

/// "problem, warning": the severities of a row, most severe first.
QString severityNames(const RuleRow& row)
{
    QStringList names;
    for (FindingSeverity s : { FindingSeverity::Problem, FindingSeverity::Warning, FindingSeverity::Info }) {
        if (s >= row.mildest && s <= row.severity)
            names << findingSeverityName(s);
    }
    return names.join(QStringLiteral(", "));
}

/// One row of the doc's rule table: the id and the severity words of its row, most severe
/// first ("warning (host), info (bare metal)" → "warning, info").
struct DocRow
{
    QString id;
    QString severities;

    friend bool operator==(const DocRow&, const DocRow&) = default;
};

/// The rows of the "## Rules" table of the doc, in its order.
QList<DocRow> documentedRules(const QString& markdown)
{
    static const QRegularExpression row(QStringLiteral("^\\|\\s*`([^`]+)`\\s*\\|([^|]*)\\|"));
    static const QRegularExpression severityWord(QStringLiteral("\\b(problem|warning|info)\\b"));
    QList<DocRow> out;
    bool inRules = false;
    for (const QString& line : markdown.split(u'\n')) {
        if (line.startsWith(u"## "))
            inRules = line.trimmed() == u"## Rules";
        const auto match = inRules ? row.match(line) : QRegularExpressionMatch();
        if (!match.hasMatch())
            continue;
        QList<FindingSeverity> found;
        for (auto it = severityWord.globalMatch(match.captured(2)); it.hasNext();) {
            const auto s = findingSeverityFromName(it.next().captured(1));
            if (s && !found.contains(*s))
                found.append(*s);
        }
        std::sort(found.begin(), found.end(), std::greater<>());
        QStringList names;
        for (FindingSeverity s : found)
            names << findingSeverityName(s);
        out.append({ match.captured(1), names.join(QStringLiteral(", ")) });
    }
    return out;
}

/// Where the table and the doc disagree, one message each; the doc lists the rules in the
/// table's order.
QStringList docMismatches(const QList<RuleRow>& rules, const QList<DocRow>& documented)
{
    QStringList out;
    QStringList documentedIds;
    for (const DocRow& row : documented)
        documentedIds << row.id;
    for (const RuleRow& rule : rules) {
        const qsizetype at = documentedIds.indexOf(rule.id);
        if (at < 0)
            out << QStringLiteral("rule %1 has no row in %2").arg(rule.id, docFile);
        else if (documented[at].severities != severityNames(rule))
            out << QStringLiteral("rule %1: %2 says \"%3\", the table \"%4\"")
                       .arg(rule.id, docFile, documented[at].severities, severityNames(rule));
    }
    for (const DocRow& row : documented) {
        if (!rowOf(rules, row.id))
            out << QStringLiteral("%1 documents %2, which the table does not have").arg(docFile, row.id);
    }
    // The order of the rules both have.
    documentedIds.removeIf([&](const QString& id) { return !rowOf(rules, id); });
    QStringList tableOrder;
    for (const RuleRow& rule : rules) {
        if (documentedIds.contains(rule.id))
            tableOrder << rule.id;
    }
    if (documentedIds != tableOrder)
        out << QStringLiteral("%1 lists the rules in another order than the table: %2").arg(docFile, documentedIds.join(u' '));
    return out;
}

/// Rules without a case where they fire or one where they stay silent, and cases of rules the
/// table does not have.
QStringList missingCases(const QList<RuleRow>& rules, const QList<RuleCase>& cases)
{
    QStringList out;
    for (const RuleRow& rule : rules) {
        bool fires = false;
        bool silent = false;
        for (const RuleCase& c : cases) {
            if (rule.id == QLatin1StringView(c.ruleId)) {
                fires = fires || c.outcome == Fires;
                silent = silent || c.outcome == Silent;
            }
        }
        if (!fires)
            out << QStringLiteral("rule %1 has no case where it fires").arg(rule.id);
        if (!silent)
            out << QStringLiteral("rule %1 has no case where it stays silent").arg(rule.id);
    }
    for (const RuleCase& c : cases) {
        if (!rowOf(rules, QString::fromLatin1(c.ruleId)))
            out << QStringLiteral("case %1 names rule %2, which the table does not have").arg(QLatin1StringView(c.caseName), QLatin1StringView(c.ruleId));
    }
    return out;
}

/// Findings whose id the table lacks, or whose severity their row does not allow.
QStringList strayFindings(const QList<RuleRow>& rules, const QList<Finding>& findings)
{
    QStringList out;
    for (const Finding& f : findings) {
        const RuleRow* row = rowOf(rules, f.ruleId);
        if (!row)
            out << QStringLiteral("a finding carries id %1, which the table does not have").arg(f.ruleId);
        else if (f.severity < row->mildest || f.severity > row->severity)
            out << QStringLiteral("rule %1 reported %2; its row allows %3").arg(f.ruleId, findingSeverityName(f.severity), severityNames(*row));
    }
    return out;
}

QByteArray lines(const QStringList& messages)
{
    return messages.join(u'\n').toUtf8();
}

/// Every file under tests/fixtures but the notes: bundles as they load, the rest pasted (its
/// format left to detection) on a machine of each role; each with a name for messages.
QList<QPair<QString, Snapshot>> fixtureSnapshots()
{
    QList<QPair<QString, Snapshot>> out;
    const QDir fixtures(QStringLiteral(TOPOLENS_FIXTURES_DIR));
    QDirIterator it(fixtures.path(), QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    std::sort(paths.begin(), paths.end());
    for (const QString& path : std::as_const(paths)) {
        const QString name = fixtures.relativeFilePath(path);
        if (name.endsWith(u".md"))
            continue;
        if (name.endsWith(u".bundle")) {
            auto r = loadSnapshotFile(path);
            if (!r.hasErrors())
                out.append({ name, r.value });
            continue;
        }
        for (MachineRole role : { MachineRole::BareMetal, MachineRole::Host, MachineRole::Guest }) {
            RawCapture c;
            c.id = QStringLiteral("pasted");
            c.command = QStringLiteral("pasted");
            c.stdoutData = TestUtil::readFile(path);
            out.append({ name + u" as " + machineRoleName(role), singleMachine(role, { c }) });
        }
    }
    return out;
}

} // namespace

class TestFindingsTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAreWellFormed()
    {
        static const QRegularExpression idForm(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
        QStringList ids;
        for (const Findings::FindingRule& rule : Findings::findingRules()) {
            const QString id = rule.name();
            QVERIFY2(idForm.match(id).hasMatch(), qPrintable(id));
            QVERIFY2(!ids.contains(id), qPrintable(u"rule id twice in the table: " + id));
            QVERIFY2(rule.mildest <= rule.severity, qPrintable(id));
            QVERIFY2(rule.summary && *rule.summary, qPrintable(id));
            QVERIFY2(rule.run, qPrintable(id));
            QCOMPARE(Findings::findingRule(id), &rule);
            ids << id;
        }
        QCOMPARE(findingRuleIds(), ids); // the public list is the table, in its order
        QVERIFY(!Findings::findingRule(u"made-up-rule"));
    }

    void everyRuleIsDocumented()
    {
        const QString doc = QString::fromUtf8(TestUtil::readFile(sourceRoot + u'/' + docFile));
        const QList<DocRow> documented = documentedRules(doc);
        QVERIFY2(documented.size() >= 10, "the doc's rule table was not found");
        const QStringList mismatches = docMismatches(tableRows(), documented);
        QVERIFY2(mismatches.isEmpty(), lines(mismatches).constData());
    }

    void everyRuleHasAFiringAndASilentCase()
    {
        const QStringList missing = missingCases(tableRows(), ruleCases());
        QVERIFY2(missing.isEmpty(), lines(missing).constData());
    }

    // The checks above can fail: a made-up rule, doc row or finding is reported.
    void checksReportWhatIsMissing()
    {
        QList<RuleRow> rows = tableRows();
        rows.append({ QStringLiteral("made-up-rule"), FindingSeverity::Warning, FindingSeverity::Info });
        const QString doc = QString::fromUtf8(TestUtil::readFile(sourceRoot + u'/' + docFile));
        QList<DocRow> documented = documentedRules(doc);
        QVERIFY(docMismatches(rows, documented).contains(QStringLiteral("rule made-up-rule has no row in docs/diagnose-json.md")));
        QVERIFY(missingCases(rows, ruleCases()).contains(QStringLiteral("rule made-up-rule has no case where it fires")));
        QVERIFY(missingCases(rows, ruleCases()).contains(QStringLiteral("rule made-up-rule has no case where it stays silent")));

        const QList<DocRow> madeUpRow = documentedRules(
            QStringLiteral("## Rules\n\n| id | severity | fires when |\n|---|---|---|\n| `made-up-rule` | warning (host), info | never |\n"));
        QCOMPARE(madeUpRow, (QList<DocRow> { { QStringLiteral("made-up-rule"), QStringLiteral("warning, info") } }));
        const QStringList reordered = docMismatches(rows, madeUpRow + documented);
        QVERIFY(std::any_of(reordered.cbegin(), reordered.cend(), [](const QString& m) {
            return m.startsWith(u"docs/diagnose-json.md lists the rules in another order than the table: made-up-rule iommu-off ");
        }));
        documented += madeUpRow;
        QVERIFY(docMismatches(rows, documented).isEmpty());
        QVERIFY(docMismatches(tableRows(), documented)
                    .contains(QStringLiteral("docs/diagnose-json.md documents made-up-rule, which the table does not have")));
        rows.last().mildest = FindingSeverity::Warning;
        QVERIFY(docMismatches(rows, documented)
                    .contains(QStringLiteral("rule made-up-rule: docs/diagnose-json.md says \"warning, info\", the table \"warning\"")));

        QList<RuleCase> cases = ruleCases();
        cases.append({ "demo", "made-up-rule", "", Fires });
        QVERIFY(missingCases(tableRows(), cases).contains(QStringLiteral("case demo names rule made-up-rule, which the table does not have")));

        Finding madeUp;
        madeUp.ruleId = QStringLiteral("made-up-rule");
        Finding tooMild;
        tooMild.ruleId = QStringLiteral("iommu-off");
        tooMild.severity = FindingSeverity::Info;
        QCOMPARE(strayFindings(tableRows(), { madeUp, tooMild }),
            (QStringList { QStringLiteral("a finding carries id made-up-rule, which the table does not have"),
                QStringLiteral("rule iommu-off reported info; its row allows problem") }));
    }

    void ruleCase_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<QString>("role"); // the machine it must (or must not) be about; "" = any
        QTest::addColumn<bool>("fires");
        for (const RuleCase& c : ruleCases()) {
            QTest::addRow("%s %s %s %s", c.ruleId, c.outcome == Fires ? "fires on" : "silent on", c.caseName, c.role)
                << QString::fromLatin1(c.caseName) << QString::fromLatin1(c.ruleId) << QString::fromLatin1(c.role)
                << (c.outcome == Fires);
        }
    }
    void ruleCase()
    {
        QFETCH(QString, caseName);
        QFETCH(QString, ruleId);
        QFETCH(QString, role);
        QFETCH(bool, fires);
        if (caseName.startsWith(u"corpus:") && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus is not beside the checkout");
        QVERIFY(Findings::findingRule(ruleId));
        const QList<Finding> all = diagnose(snapshotFor(caseName));
        QList<Finding> matching;
        for (const Finding& f : all) {
            if (f.ruleId == ruleId && (role.isEmpty() || machineRoleName(f.role) == role))
                matching.append(f);
        }
        QVERIFY2(matching.isEmpty() != fires, describe(all).constData());
        for (const Finding& f : matching) {
            QVERIFY(!f.title.isEmpty());
            QVERIFY(!f.explanation.isEmpty());
            QVERIFY(!f.advice.isEmpty());
            QVERIFY2(!f.evidence.isEmpty(), qPrintable(f.ruleId));
        }
    }

    void noFindingOutsideTheTable()
    {
        QList<QPair<QString, Snapshot>> snapshots;
        for (const QString& name : caseNames()) {
            if (!name.startsWith(u"corpus:") || TestUtil::corpusAvailable())
                snapshots.append({ u"case " + name, snapshotFor(name) });
        }
        for (const auto& fixture : fixtureSnapshots())
            snapshots.append({ u"fixture " + fixture.first, fixture.second });
        QVERIFY(snapshots.size() > 100);
        QStringList stray;
        for (const auto& [name, snapshot] : std::as_const(snapshots)) {
            for (const QString& message : strayFindings(tableRows(), diagnose(snapshot)))
                stray << name + u": " + message;
        }
        QVERIFY2(stray.isEmpty(), lines(stray).constData());
    }
};

QTEST_GUILESS_MAIN(TestFindingsTable)
#include "tst_findingstable.moc"
