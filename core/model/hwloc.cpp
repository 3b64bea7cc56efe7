// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hwloc.h"

#include "util/nametable.h"

namespace Topo {

namespace {
// Stable names for JSON, after hwloc's own words (hwloc_obj_osdev_type_string()).
constexpr NamedValue<HwlocOsDeviceType> osDeviceTypeNames[] = {
    { HwlocOsDeviceType::Block, u"block" },
    { HwlocOsDeviceType::Gpu, u"gpu" },
    { HwlocOsDeviceType::Network, u"network" },
    { HwlocOsDeviceType::OpenFabrics, u"openfabrics" },
    { HwlocOsDeviceType::Dma, u"dma" },
    { HwlocOsDeviceType::CoProcessor, u"coprocessor" },
    { HwlocOsDeviceType::Unknown, u"unknown" },
};
} // namespace

QString hwlocOsDeviceTypeName(HwlocOsDeviceType type)
{
    return nameOf(osDeviceTypeNames, type);
}

QString HwlocTopology::gpuModel(const Bdf& bdf) const
{
    for (const HwlocOsDevice& d : osDevices) {
        if (d.pciDevice == bdf && !d.gpuModel.isEmpty())
            return d.gpuModel;
    }
    return {};
}

} // namespace Topo
