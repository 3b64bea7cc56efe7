// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet collect --via ansible`: the real ansible over 18 loopback hosts answering from real
// and planted captures, one unreachable (tests/fleet/fleetharness.h, tests/fleet/SOURCES.md).
#include "fleet/fleetcollecttest.h"

#include <QStandardPaths>

class TestCliFleetCollect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectsTheFleet()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ansible")).isEmpty())
            QSKIP("ansible is not installed (scripts/install-deps.sh installs it)");
        // runTopolens: the test starts the program.
        FleetCollectTest::run(QStringLiteral("ansible"));
    }
};

QTEST_GUILESS_MAIN(TestCliFleetCollect)
#include "tst_cli_fleetcollect_ansible.moc"
