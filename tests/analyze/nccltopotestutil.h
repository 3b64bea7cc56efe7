// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers of the NCCL topology tests (tst_parse_nccltopoxml.cpp, tst_nccltopo.cpp): the shape
// NCCL's own dumps have, and lookups in a topology.

#include "parse/nccl/nccltopo.h"
#include "testutil.h"

#include <QHash>
#include <QStringList>

namespace NcclTopoTest {

using namespace Topo;

// The attribute order NCCL's own dumps use (NCCL_TOPO_DUMP_FILE; src/graph/xml.cc fills them in
// this order). Real dumps and generated files must each be a subsequence of it.
inline const QHash<QString, QStringList> dumpAttributeOrder = {
    { QStringLiteral("system"), { QStringLiteral("version") } },
    { QStringLiteral("cpu"),
        { QStringLiteral("host_hash"), QStringLiteral("numaid"), QStringLiteral("affinity"), QStringLiteral("arch"),
            QStringLiteral("vendor"), QStringLiteral("familyid"), QStringLiteral("modelid") } },
    { QStringLiteral("pci"),
        { QStringLiteral("busid"), QStringLiteral("class"), QStringLiteral("vendor"), QStringLiteral("device"),
            QStringLiteral("subsystem_vendor"), QStringLiteral("subsystem_device"), QStringLiteral("link_speed"),
            QStringLiteral("link_width") } },
};

inline bool isSubsequence(const QStringList& names, const QStringList& reference)
{
    qsizetype at = 0;
    for (const QString& n : names) {
        at = reference.indexOf(n, at);
        if (at < 0)
            return false;
        ++at;
    }
    return true;
}

inline QStringList names(const NcclAttributes& attributes)
{
    QStringList out;
    for (const auto& a : attributes)
        out << a.first;
    return out;
}

// Every <system>, <cpu> and <pci> of a topology keeps the dump's attribute names and order.
inline QString shapeProblem(const NcclTopology& t)
{
    if (!isSubsequence(names(t.systemAttributes), dumpAttributeOrder.value(QStringLiteral("system"))))
        return QStringLiteral("system: ") + names(t.systemAttributes).join(u' ');
    for (const NcclCpu& cpu : t.cpus) {
        if (!isSubsequence(names(cpu.attributes), dumpAttributeOrder.value(QStringLiteral("cpu"))))
            return QStringLiteral("cpu line %1: ").arg(cpu.line) + names(cpu.attributes).join(u' ');
    }
    for (const auto& [pci, depth] : t.allPci()) {
        if (!isSubsequence(names(pci->attributes), dumpAttributeOrder.value(QStringLiteral("pci"))))
            return QStringLiteral("pci line %1: ").arg(pci->line) + names(pci->attributes).join(u' ');
    }
    return {};
}

inline const NcclPci* pciAt(const NcclTopology& t, const QString& busId)
{
    for (const auto& [pci, depth] : t.allPci()) {
        if (pci->busId == busId)
            return pci;
    }
    return nullptr;
}

inline int warningsOrWorse(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Warning) + TestUtil::countSeverity(diagnostics, Severity::Error);
}

} // namespace NcclTopoTest
