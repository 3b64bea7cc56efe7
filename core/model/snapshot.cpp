// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/snapshot.h"

#include "util/nametable.h"
#include "util/tr.h"

namespace Topo {

namespace {

// Stable: the snapshot files and every JSON contract use these names.
constexpr NamedValue<CaptureStatus> statusNames[] = {
    { CaptureStatus::Ok, u"ok" },
    { CaptureStatus::Failed, u"failed" },
    { CaptureStatus::ToolMissing, u"tool-missing" },
    { CaptureStatus::TimedOut, u"timed-out" },
    { CaptureStatus::Truncated, u"truncated" },
    { CaptureStatus::Cancelled, u"cancelled" },
    { CaptureStatus::NotRun, u"not-run" },
};

constexpr NamedValue<MachineRole> roleNames[] = {
    { MachineRole::Host, u"host" },
    { MachineRole::Guest, u"guest" },
    { MachineRole::BareMetal, u"bare-metal" },
};

} // namespace

QString captureStatusName(CaptureStatus status)
{
    return nameOf(statusNames, status);
}

std::optional<CaptureStatus> captureStatusFromName(QStringView name)
{
    return valueNamed(statusNames, name);
}

QString machineRoleName(MachineRole role)
{
    return nameOf(roleNames, role);
}

QString machineRoleTitle(MachineRole role)
{
    // Written out (not taken from the table) so that lupdate sees each message.
    switch (role) {
    case MachineRole::Host:
        return Tr::tr("Host (physical)");
    case MachineRole::Guest:
        return Tr::tr("Guest (virtual)");
    case MachineRole::BareMetal:
        return Tr::tr("Bare metal");
    }
    return {};
}

std::optional<MachineRole> machineRoleFromName(QStringView name)
{
    return valueNamed(roleNames, name);
}

const RawCapture* MachineSnapshot::capture(const QString& id) const
{
    for (const auto& c : captures) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const MachineSnapshot* Snapshot::machine(MachineRole role) const
{
    for (const auto& m : machines) {
        if (m.role == role)
            return &m;
    }
    return nullptr;
}

} // namespace Topo
