// SPDX-License-Identifier: GPL-3.0-or-later
// util/result.h: the one result type for operations that fail with one message.
#include "util/result.h"

#include <QTest>

#include <memory>

using namespace Topo;

namespace {
Result<int> half(int n)
{
    if (n % 2)
        return fail(QStringLiteral("%1 is odd").arg(n));
    return n / 2;
}

Status checkPositive(int n)
{
    if (n <= 0)
        return fail(QStringLiteral("%1 is not positive").arg(n));
    return Status::success();
}
} // namespace

class TestResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valueOrMessage()
    {
        const Result<int> ok = half(8);
        QVERIFY(ok.ok());
        QVERIFY(bool(ok));
        QCOMPARE(*ok, 4);
        QCOMPARE(ok.value(), 4);
        QVERIFY(ok.error().isEmpty());

        const Result<int> odd = half(7);
        QVERIFY(!odd.ok());
        QVERIFY(!odd);
        QCOMPARE(odd.error(), QStringLiteral("7 is odd"));
    }

    void statusCarriesOnlyTheMessage()
    {
        QVERIFY(checkPositive(1).ok());
        QVERIFY(checkPositive(1).error().isEmpty());
        const Status bad = checkPositive(0);
        QVERIFY(!bad);
        QCOMPARE(bad.error(), QStringLiteral("0 is not positive"));
    }

    void moveOnlyValues()
    {
        Result<std::unique_ptr<int>> r = std::make_unique<int>(5);
        QVERIFY(r.ok());
        std::unique_ptr<int> taken = std::move(r).value();
        QCOMPARE(*taken, 5);
    }

    void arrowReachesMembers()
    {
        const Result<QString> r = QStringLiteral("abc");
        QCOMPARE(r->size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
