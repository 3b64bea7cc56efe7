// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/snapshot.h"

#include "util/tr.h"

namespace Topo {

namespace {

struct StatusName
{
    CaptureStatus status;
    const char16_t* name;
};
constexpr StatusName statusNames[] = {
    { CaptureStatus::Ok, u"ok" },
    { CaptureStatus::Failed, u"failed" },
    { CaptureStatus::ToolMissing, u"tool-missing" },
    { CaptureStatus::TimedOut, u"timed-out" },
    { CaptureStatus::Truncated, u"truncated" },
    { CaptureStatus::Cancelled, u"cancelled" },
    { CaptureStatus::NotRun, u"not-run" },
};

} // namespace

QString captureStatusName(CaptureStatus status)
{
    for (const auto& s : statusNames) {
        if (s.status == status)
            return QString::fromUtf16(s.name);
    }
    return {};
}

std::optional<CaptureStatus> captureStatusFromName(QStringView name)
{
    for (const auto& s : statusNames) {
        if (name == QStringView(s.name))
            return s.status;
    }
    return std::nullopt;
}

QString machineRoleName(MachineRole role)
{
    switch (role) {
    case MachineRole::Host:
        return QStringLiteral("host");
    case MachineRole::Guest:
        return QStringLiteral("guest");
    case MachineRole::BareMetal:
        return QStringLiteral("bare-metal");
    }
    return {};
}

QString machineRoleTitle(MachineRole role)
{
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
    if (name == u"host")
        return MachineRole::Host;
    if (name == u"guest")
        return MachineRole::Guest;
    if (name == u"bare-metal")
        return MachineRole::BareMetal;
    return std::nullopt;
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
