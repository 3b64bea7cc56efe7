// SPDX-License-Identifier: GPL-3.0-or-later
// What one fleet node's report from the engine becomes (decodeFleetNode): the outcome names the
// first cause, whatever happened to the node after it.
#include "collect/fleet/engineoutput.h"
#include "io/fleetcollectresult.h"

#include <QTest>

using namespace Topo;

namespace {

constexpr qint64 cap = 4 << 20;

EngineNodeReport floodedNode()
{
    EngineNodeReport r;
    r.name = QStringLiteral("gpu18");
    r.out = QByteArray(cap, 'y');
    r.capped = true;
    r.done = true;
    return r;
}

} // namespace

class TestFleetNodeOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pastTheCapIsAFailure()
    {
        const FleetNode node = decodeFleetNode(floodedNode(), MachineRole::BareMetal, cap);
        QCOMPARE(node.outcome, NodeOutcome::Failed);
        QVERIFY2(node.detail.contains(u"passed the cap of 4 MiB"), qPrintable(node.detail));
    }

    // On a loaded machine the engine's timeout may end a node while the output beyond the cap
    // is still being thrown away: the cap was still the cause (tst_cli_fleetcollect_clush saw
    // "timed-out" here on a busy machine).
    void pastTheCapStaysAFailureWhenTheTimeoutEndsIt()
    {
        EngineNodeReport r = floodedNode();
        r.timedOut = true;
        r.done = false;
        const FleetNode node = decodeFleetNode(r, MachineRole::BareMetal, cap);
        QCOMPARE(node.outcome, NodeOutcome::Failed);
        QVERIFY2(node.detail.contains(u"passed the cap") && node.detail.contains(u"command timeout"), qPrintable(node.detail));
    }

    void aTimeoutAloneIsATimeout()
    {
        EngineNodeReport r;
        r.name = QStringLiteral("gpu02");
        r.out = "still collecting\n";
        r.timedOut = true;
        const FleetNode node = decodeFleetNode(r, MachineRole::BareMetal, cap);
        QCOMPARE(node.outcome, NodeOutcome::TimedOut);
        QVERIFY2(node.detail.contains(u"command timeout"), qPrintable(node.detail));
    }
};

QTEST_GUILESS_MAIN(TestFleetNodeOutcome)
#include "tst_fleetnodeoutcome.moc"
