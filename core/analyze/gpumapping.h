// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QList>
#include <QString>

namespace Topo {

/// Which host GPU a guest GPU is, and why TopoLens thinks so.
struct GpuMatch
{
    enum class Evidence {
        Uuid,               // same GPU UUID from nvidia-smi on both sides
        BoardSerial,        // same board serial number from nvidia-smi on both sides
        DeviceSerialNumber, // same PCIe Device Serial Number from lspci -vvv on both sides
        Order,              // the k-th guest GPU taken for the k-th host GPU: an assumption
    };
    int guestGpu = -1;
    int hostGpu = -1;
    Evidence evidence = Evidence::Order;
    QString detail; // the matching value, or why it is only assumed

    bool isAssumed() const { return evidence == Evidence::Order; }
};

QString evidenceName(GpuMatch::Evidence evidence);

/// Maps every guest GPU to a host GPU, strongest evidence first; each host GPU is used once.
/// GPUs left over after the identifying evidence are paired in order and marked assumed.
QList<GpuMatch> mapGuestGpusToHost(const Machine& host, const Machine& guest);

/// The host GPU a guest GPU maps to, or -1.
int hostGpuFor(const QList<GpuMatch>& matches, int guestGpu);
int guestGpuFor(const QList<GpuMatch>& matches, int hostGpu);

} // namespace Topo
