// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/netdevice.h"

namespace Topo {

QString networkDeviceClassName(NetworkDevice::Class deviceClass)
{
    return deviceClass == NetworkDevice::Class::Infiniband ? QStringLiteral("infiniband") : QStringLiteral("net");
}

} // namespace Topo
