// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"
#include "model/diagnostic.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Topo {

struct IommuGroupMember
{
    int group = -1;
    Bdf bdf;
    QString description; // the lspci text after the address, when the listing has it
    int line = 0;
};

struct IommuGroupListing
{
    QList<IommuGroupMember> members; // in printed order
    QList<int> groups() const;        // distinct group numbers, ascending
    QList<Bdf> devicesIn(int group) const;
    int groupOf(const Bdf& bdf) const; // -1 if not listed
};

/// Reads every common way of listing IOMMU groups:
///  - `find /sys/kernel/iommu_groups/ -type l` (what TopoLens collects):
///    "/sys/kernel/iommu_groups/42/devices/0000:01:00.0"
///  - the Arch-wiki script: "IOMMU Group 1:" followed by indented "01:00.0 VGA … [10de:1b81]"
///  - the one-line script: "IOMMU Group 1 01:00.0 VGA compatible controller …"
/// with echoed shell loops, prompts, "..." elisions and indentation around them.
ParseResult<IommuGroupListing> parseIommuGroups(QByteArrayView data);
int sniffIommuGroups(QByteArrayView data);

} // namespace Topo
