// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet collect --via clush`: the real clush over 18 loopback hosts answering from real
// and planted captures, one unreachable (tests/fleet/fleetharness.h, tests/fleet/SOURCES.md).
#include "fleet/fleetcollecttest.h"

#include <QStandardPaths>

class TestCliFleetCollect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectsTheFleet()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("clush")).isEmpty())
            QSKIP("clush is not installed (scripts/install-deps.sh installs it)");
        // runTopolens: the test starts the program.
        FleetCollectTest::run(QStringLiteral("clush"));
    }
    void collectsHostsAndGuestsInOneRun()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("clush")).isEmpty())
            QSKIP("clush is not installed (scripts/install-deps.sh installs it)");
        FleetCollectTest::runHostsAndGuests(QStringLiteral("clush"));
    }
    void ctrlCKeepsWhatArrived()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("clush")).isEmpty())
            QSKIP("clush is not installed (scripts/install-deps.sh installs it)");
        FleetCollectTest::runCancelled(QStringLiteral("clush"));
    }
};

QTEST_GUILESS_MAIN(TestCliFleetCollect)
#include "tst_cli_fleetcollect_clush.moc"
