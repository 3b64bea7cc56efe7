// SPDX-License-Identifier: GPL-3.0-or-later
// The Connect and Collect dialogs offscreen: validation, a real local collection with
// progress, and the host-key question showing the SHA256 fingerprint.
#include "collect/hostkey.h"
#include "collect/collectdialog.h"
#include "collect/connectdialog.h"
#include "collect/watchdialog.h"
#include "testutil.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

class TestUiCollect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TopoLensTest"));
        QSettings().clear();
    }

    void connectDialogValidates()
    {
        ConnectDialog dialog;
        auto* destination = dialog.findChild<QLineEdit*>(QStringLiteral("hostDestination"));
        QVERIFY(destination);
        destination->setText(QStringLiteral("root@pve; rm -rf /"));
        QVERIFY(!dialog.validationError().isEmpty());
        destination->setText(QStringLiteral("root@pve.lab"));
        QVERIFY2(dialog.validationError().isEmpty(), qPrintable(dialog.validationError()));
        const CollectionRequest r = dialog.request();
        QCOMPARE(r.host.user, QStringLiteral("root"));
        QCOMPARE(r.host.host, QStringLiteral("pve.lab"));
        QVERIFY(!r.guest);
    }

    void localCollectionShowsProgressAndKeepsEverything()
    {
        CollectionRequest request;
        request.local = true;
        CollectDialog dialog(request);
        QSignalSpy finished(&dialog, &CollectDialog::collectionFinished);
        dialog.show();
        dialog.start();
        QVERIFY(finished.wait(120000));
        QVERIFY(dialog.succeeded());
        const Snapshot s = dialog.snapshot();
        QCOMPARE(s.machines.size(), 1);
        const MachineSnapshot& m = s.machines.first();
        QVERIFY(m.capture(QStringLiteral("lspci-tree")));
        QVERIFY(m.capture(QStringLiteral("cmdline")));
        QCOMPARE(m.capture(QStringLiteral("cmdline"))->stdoutData, TestUtil::readFile(QStringLiteral("/proc/cmdline")));
    }

    void localWatchSamplesUnderLoadUntilStopped()
    {
        CollectionRequest request;
        request.local = true;
        WatchDialog dialog(request);
        QVERIFY(dialog.loadField()->isEnabled());
        dialog.intervalField()->setValue(1);
        dialog.durationField()->setValue(10);
        dialog.loadField()->setText(QStringLiteral("sleep 60"));
        dialog.show();
        dialog.start();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.samplesTaken() >= 3, 120000);
        QVERIFY(dialog.isWatching());
        dialog.stop(); // the watch ends, the dialog stays with what arrived
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isWatching(), 30000);
        QVERIFY(dialog.isVisible());
        const Snapshot watched = dialog.snapshot();
        QCOMPARE(watched.machines.size(), 1);
        const QList<WatchSample>& samples = watched.machines.first().samples;
        QCOMPARE(samples.size(), dialog.samplesTaken());
        QVERIFY(!samples.first().underLoad); // the first is taken idle, then the load starts
        QVERIFY(samples[1].underLoad);
        QVERIFY(samples[1].at > samples[0].at);
        QVERIFY(watched.machines.first().capture(QStringLiteral("lspci-tree"))); // the collection, once
        const QString log = dialog.findChild<QPlainTextEdit*>()->toPlainText();
        QVERIFY2(log.contains(QStringLiteral("sample 1 at ")) && log.contains(QStringLiteral("sample 2 at ")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("(under load)")), qPrintable(log));
        // The user guide's picture (scripts/screenshots.sh): a real watch of this machine.
        if (const QString dir = qEnvironmentVariable("TOPOLENS_SHOTS_DIR"); !dir.isEmpty())
            QVERIFY(dialog.grab().save(dir + u"/watch-dialog.png"));
    }

    void remoteWatchTakesNoLoad()
    {
        CollectionRequest request;
        request.host.host = QStringLiteral("pve.lab");
        request.host.user = QStringLiteral("root");
        WatchDialog dialog(request);
        QVERIFY(!dialog.loadField()->isEnabled()); // no text of the user's goes to a remote shell
        QVERIFY(dialog.loadField()->placeholderText().contains(QStringLiteral("pve.lab")));
    }

    void hostKeyQuestionShowsTheFingerprint()
    {
        HostKeyInfo key;
        key.host = QStringLiteral("[127.0.0.1]:2222");
        key.keyType = QStringLiteral("ssh-ed25519");
        key.fingerprint = QStringLiteral("SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s");
        QString shownText;
        QTimer::singleShot(0, [&] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* box = qobject_cast<QMessageBox*>(w);
                if (!box)
                    continue;
                shownText = box->text() + u'\n' + box->informativeText();
                for (QAbstractButton* b : box->buttons()) {
                    if (b->text() == CollectDialog::tr("Trust and Save"))
                        b->click();
                }
            }
        });
        const HostKeyDecision decision = CollectDialog::askHostKey(nullptr, key);
        QCOMPARE(decision, HostKeyDecision::AcceptAndSave);
        QVERIFY2(shownText.contains(key.fingerprint), qPrintable(shownText));
        QVERIFY(shownText.contains(QStringLiteral("ED25519")));
        QVERIFY(shownText.contains(key.host));
    }
};

QTEST_MAIN(TestUiCollect)
#include "tst_ui_collect.moc"
