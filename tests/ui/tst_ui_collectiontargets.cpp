// SPDX-License-Identifier: GPL-3.0-or-later
// One collection, two front ends: `topolens collect` options and the Connect dialog's fields,
// given the same machines, ask for the same CollectionRequest, so collectionTargets() gives
// both the same machines, roles, labels and command plans. The expected targets pin the role
// and label rule (core/collect/collectiontargets.h): a lone SSH host is bare metal, a guest
// named with a VM id is "NAME (VM N)".
#include "collect/collectiontargets.h"
#include "collect/connectdialog.h"
#include "collectoptions.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QSysInfo>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

namespace {

QStringList list(std::initializer_list<const char*> words)
{
    QStringList out;
    for (const char* word : words)
        out << QString::fromUtf8(word);
    return out;
}

/// Types into the dialog as a user would, each field "objectName=value": text for line edits,
/// a number for spin boxes, "on" for check boxes.
void fillIn(ConnectDialog& dialog, const QStringList& fields)
{
    for (const QString& field : fields) {
        const QString name = field.section(u'=', 0, 0);
        const QString value = field.section(u'=', 1);
        QWidget* widget = dialog.findChild<QWidget*>(name);
        if (auto* edit = qobject_cast<QLineEdit*>(widget))
            edit->setText(value);
        else if (auto* spin = qobject_cast<QSpinBox*>(widget))
            spin->setValue(value.toInt());
        else if (auto* check = qobject_cast<QCheckBox*>(widget))
            check->setChecked(value == u"on");
        else
            qFatal("the Connect dialog has no field \"%s\"", qPrintable(name));
    }
}

/// One line per target: what the role and label rule decided, and the plan's optional parts.
QStringList describe(const std::vector<CollectionTarget>& targets)
{
    QStringList lines;
    for (const CollectionTarget& t : targets) {
        QStringList ids;
        for (const PlannedCommand& c : t.commands)
            ids << c.id;
        QString line = QStringLiteral("%1: %2 \"%3\"").arg(t.name, machineRoleName(t.role), t.label);
        if (t.ssh)
            line += QStringLiteral(" via %1@%2 port %3").arg(t.ssh->user, t.ssh->host).arg(t.ssh->port);
        if (ids.contains(u"qm-config"))
            line += QStringLiteral(", qm config");
        if (ids.contains(u"lspci-verbose-sudo"))
            line += QStringLiteral(", sudo");
        lines << line;
    }
    return lines;
}

} // namespace

class TestUiCollectionTargets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TopoLensTest"));
        QSettings().clear(); // no remembered profile fills the dialog in
    }

    void bothFrontEndsAskForTheSameTargets_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("fields");
        QTest::addColumn<QStringList>("targets");

        const QString here = QSysInfo::machineHostName();
        QTest::newRow("local") << list({ "--local", "--sudo" })
                               << list({ "local=on", "sudo=on" })
                               << QStringList { u"local: bare-metal \"" + here + u"\", sudo" };
        // The case the front ends used to disagree on: one machine, no VM, is bare metal.
        QTest::newRow("host without a guest") << list({ "--host", "root@pve.lab" })
                                              << list({ "hostDestination=root@pve.lab" })
                                              << list({ "host: bare-metal \"pve.lab\" via root@pve.lab port 0" });
        QTest::newRow("host with a VM id") << list({ "--host", "root@pve", "--vmid", "128" })
                                           << list({ "hostDestination=root@pve", "vmid=128" })
                                           << list({ "host: host \"pve\" via root@pve port 0, qm config" });
        QTest::newRow("host and guest")
            << list({ "--host", "pve", "--port", "2222", "--guest", "ubuntu@10.0.0.7", "--guest-port", "22" })
            << list({ "hostDestination=pve", "hostPort=2222", "withGuest=on", "guestDestination=ubuntu@10.0.0.7", "guestPort=22" })
            << list({ "host: host \"pve\" via @pve port 2222", "guest: guest \"10.0.0.7\" via ubuntu@10.0.0.7 port 22" });
        // The VM id names the guest: "(VM N)" in its label, qm config on the host only.
        QTest::newRow("guest with a VM id, every option")
            << list({ "--host", "root@pve", "--identity", "/keys/pve", "-J", "admin@bastion:2200", "--guest",
                   "ubuntu@vm1", "--guest-identity", "/keys/vm", "--guest-jump", "bastion", "--vmid", "128",
                   "--known-hosts", "/etc/topolens/known_hosts", "--sudo", "-o", "ignored.json" })
            << list({ "hostDestination=root@pve", "hostIdentity=/keys/pve", "hostJump=admin@bastion:2200", "withGuest=on",
                   "guestDestination=ubuntu@vm1", "guestIdentity=/keys/vm", "guestJump=bastion", "vmid=128",
                   "knownHosts=/etc/topolens/known_hosts", "sudo=on" })
            << list({ "host: host \"pve\" via root@pve port 0, qm config, sudo",
                   "guest: guest \"vm1 (VM 128)\" via ubuntu@vm1 port 0, sudo" });
    }

    void bothFrontEndsAskForTheSameTargets()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, fields);
        QFETCH(QStringList, targets);

        if (!arguments.contains(u"-o"))
            arguments << QStringLiteral("-o") << QStringLiteral("out.json");
        const Result<Cli::CollectOptions> cli = Cli::parseCollectOptions(arguments);
        QVERIFY2(cli.ok(), qPrintable(cli.error()));

        ConnectDialog dialog;
        fillIn(dialog, fields);
        QVERIFY2(dialog.validationError().isEmpty(), qPrintable(dialog.validationError()));
        const CollectionRequest fromDialog = dialog.request();

        const std::vector<CollectionTarget> cliTargets = collectionTargets(cli->request);
        const std::vector<CollectionTarget> dialogTargets = collectionTargets(fromDialog);
        QCOMPARE(describe(cliTargets), targets);
        QCOMPARE(describe(dialogTargets), targets);
        // Everything else too: jump hosts, identities, known_hosts, limits, the whole plan.
        QVERIFY(cli->request == fromDialog);
        QVERIFY(cliTargets == dialogTargets);
    }

    void bothFrontEndsRefuseWhatCannotBeCollected_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("not a destination") << list({ "--host", "root@pve; reboot" })
                                           << list({ "hostDestination=root@pve; reboot" });
        QTest::newRow("bad jump host") << list({ "--host", "pve", "-J", "jump;reboot" })
                                       << list({ "hostDestination=pve", "hostJump=jump;reboot" });
        QTest::newRow("not a Proxmox VM id") << list({ "--host", "pve", "--vmid", "12" })
                                             << list({ "hostDestination=pve", "vmid=12" });
    }

    void bothFrontEndsRefuseWhatCannotBeCollected()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, fields);
        QVERIFY(!Cli::parseCollectOptions(arguments << QStringLiteral("-o") << QStringLiteral("out.json")).ok());
        ConnectDialog dialog;
        fillIn(dialog, fields);
        QVERIFY(!dialog.validationError().isEmpty());
    }
};

QTEST_MAIN(TestUiCollectionTargets)
#include "tst_ui_collectiontargets.moc"
