// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet collect --via pdsh`: the real pdsh over 18 loopback hosts answering from real
// and planted captures, one unreachable (tests/fleet/fleetharness.h, tests/fleet/SOURCES.md).
#include "fleet/fleetcollecttest.h"

#include <QStandardPaths>

class TestCliFleetCollect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectsTheFleet()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdsh")).isEmpty())
            QSKIP("pdsh is not installed (scripts/install-deps.sh installs it)");
        // runTopolens: the test starts the program.
        FleetCollectTest::run(QStringLiteral("pdsh"));
    }

    void watchesTheFleet()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdsh")).isEmpty())
            QSKIP("pdsh is not installed (scripts/install-deps.sh installs it)");
        FleetCollectTest::runWatch(QStringLiteral("pdsh"));
    }
};

QTEST_GUILESS_MAIN(TestCliFleetCollect)
#include "tst_cli_fleetcollect_pdsh.moc"
