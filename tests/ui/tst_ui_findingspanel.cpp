// SPDX-License-Identifier: GPL-3.0-or-later
// The findings panel lists the demo's findings and hands evidence lines and GPUs to the window.
#include "testutil.h"

#include "analyze/findings.h"
#include "findings/findingspanel.h"
#include "io/snapshotfile.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace Topo;

class TestUiFindingsPanel : public QObject
{
    Q_OBJECT
private:
    QList<Finding> demoFindings()
    {
        const auto snapshot = openSnapshot(QString::fromLatin1(demoSnapshotName));
        if (snapshot.hasErrors())
            qFatal("the demo snapshot does not open");
        return diagnose(snapshot.value);
    }

private Q_SLOTS:
    void listsTheDemoFindings()
    {
        const QList<Finding> findings = demoFindings();
        QVERIFY(findings.size() >= 6);
        Ui::FindingsPanel panel;
        panel.setFindings(findings);
        auto* list = panel.findChild<QTreeWidget*>(QStringLiteral("findingsList"));
        QVERIFY(list);
        QCOMPARE(list->topLevelItemCount(), findings.size());
        for (int i = 0; i < findings.size(); ++i) {
            QCOMPARE(list->topLevelItem(i)->text(0), findings[i].title);
            QVERIFY(!list->topLevelItem(i)->icon(0).isNull());
        }
        // The most severe finding is selected and explained.
        QCOMPARE(panel.selectedFinding(), 0);
        auto* details = panel.findChild<QTextBrowser*>(QStringLiteral("findingDetails"));
        QVERIFY(details);
        QVERIFY(details->toPlainText().contains(findings[0].title));
        QVERIFY(details->toPlainText().contains(findings[0].advice.left(40)));

        panel.clear();
        QCOMPARE(list->topLevelItemCount(), 0);
        QCOMPARE(panel.selectedFinding(), -1);
    }

    void activatingEvidenceEmitsItsLine()
    {
        const QList<Finding> findings = demoFindings();
        Ui::FindingsPanel panel;
        panel.resize(800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setFindings(findings);
        int row = -1;
        for (int i = 0; i < findings.size() && row < 0; ++i) {
            if (findings[i].ruleId == u"guest-p2p-blocked-by-emulated-chipset")
                row = i;
        }
        QVERIFY(row >= 0);
        panel.selectFinding(row);
        auto* evidence = panel.findChild<QTreeWidget*>(QStringLiteral("findingEvidence"));
        QVERIFY(evidence);
        QCOMPARE(evidence->topLevelItemCount(), findings[row].evidence.size());

        QSignalSpy spy(&panel, &Ui::FindingsPanel::evidenceActivated);
        const FindingEvidence& first = findings[row].evidence.first();
        evidence->setFocus();
        evidence->setCurrentItem(evidence->topLevelItem(0));
        QTest::keyClick(evidence, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<MachineRole>(), first.role);
        QCOMPARE(spy.at(0).at(1).toString(), first.captureId);
        QCOMPARE(spy.at(0).at(2).toInt(), first.line);
        QVERIFY(first.line > 0);
    }

    void activatingAGpuLinkEmitsTheGpu()
    {
        const QList<Finding> findings = demoFindings();
        Ui::FindingsPanel panel;
        panel.setFindings(findings);
        QSignalSpy spy(&panel, &Ui::FindingsPanel::gpuActivated);
        auto* details = panel.findChild<QTextBrowser*>(QStringLiteral("findingDetails"));
        QVERIFY(details);
        QVERIFY(details->toHtml().contains(QStringLiteral("gpu:")));
        Q_EMIT details->anchorClicked(QUrl(QStringLiteral("gpu:guest/3")));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<MachineRole>(), MachineRole::Guest);
        QCOMPARE(spy.at(0).at(1).toInt(), 3);
    }
};

QTEST_MAIN(TestUiFindingsPanel)
#include "tst_ui_findingspanel.moc"
