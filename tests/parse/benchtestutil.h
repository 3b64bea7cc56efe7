// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers of the benchmark parser tests (tst_parse_<format>.cpp of the bench family).

#include "model/benchmark.h"
#include "model/diagnostic.h"
#include "testutil.h"

#include <QTest>

namespace BenchTest {

using namespace Topo;

inline QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
}

inline QByteArray toCrlf(const QByteArray& data)
{
    QByteArray out = data;
    out.replace("\r\n", "\n");
    out.replace("\n", "\r\n");
    return out;
}

inline int countNotes(const BenchmarkRun& run, BenchmarkNoteKind kind)
{
    int n = 0;
    for (const auto& note : run.notes)
        n += note.kind == kind ? 1 : 0;
    return n;
}

/// No warning or error: the file was understood completely.
inline void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Warning) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Error) == 0,
        TestUtil::describe(diagnostics).constData());
}

inline void compareCell(const BenchmarkRun& run, const char* metric, int row, int column, double expected)
{
    const BenchmarkMatrix* m = run.matrix(QString::fromLatin1(metric));
    QVERIFY2(m, metric);
    const auto value = m->cell(row, column);
    QVERIFY2(value, qPrintable(QStringLiteral("%1[%2][%3] is empty").arg(QString::fromLatin1(metric)).arg(row).arg(column)));
    QCOMPARE(*value, expected);
}

using TestUtil::bdf;

} // namespace BenchTest
