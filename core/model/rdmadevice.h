// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Topo {

/// One port of an RDMA device, as `ibstat` reports it.
struct RdmaPort
{
    int number = 0;
    QString state;         // "Active", "Down", "Initializing"
    QString physicalState; // "LinkUp", "Disabled", "Polling"
    int rateGbps = 0;      // "Rate: 200"; 0 unknown
    QString linkLayer;     // "InfiniBand", "Ethernet" (RoCE)
    int line = 0;          // its "Port N:" line

    bool isActive() const { return state == u"Active"; }
};

/// An RDMA device (a host channel adapter: "mlx5_0"): what NCCL_IB_HCA names.
struct RdmaDevice
{
    QString name;     // "mlx5_0"
    QString caType;   // "MT4129" (ConnectX-7)
    QString firmware; // "28.39.1002"
    QList<RdmaPort> ports;
    int line = 0;     // its "CA 'mlx5_0'" line

    /// Whether any port is active: a device whose ports are all down carries no traffic.
    bool anyPortActive() const
    {
        for (const RdmaPort& p : ports) {
            if (p.isActive())
                return true;
        }
        return false;
    }
};

} // namespace Topo
