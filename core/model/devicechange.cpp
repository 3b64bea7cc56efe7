// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/devicechange.h"

#include "util/nametable.h"

namespace Topo {

namespace {

constexpr NamedValue<DeviceMatch> deviceMatchNames[] = {
    { DeviceMatch::Address, u"address" },
    { DeviceMatch::Serial, u"serial" },
    { DeviceMatch::TreePosition, u"tree-position" },
};

constexpr NamedValue<ChangeCertainty> changeCertaintyNames[] = {
    { ChangeCertainty::Definite, u"definite" },
    { ChangeCertainty::ResampleUnderLoad, u"resample-under-load" },
};

} // namespace

QString deviceMatchName(DeviceMatch match)
{
    return nameOf(deviceMatchNames, match);
}

QString changeCertaintyName(ChangeCertainty certainty)
{
    return nameOf(changeCertaintyNames, certainty);
}

} // namespace Topo
